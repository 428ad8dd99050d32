package netzwerk_test

import (
	"errors"
	"strings"
	"testing"

	nz "mecanoid/engine/netzwerk"
)

// inferErr wants Infer to refuse the turn for rule, saying want.
func inferErr(t *testing.T, before, after *nz.State, rule, want string) {
	t.Helper()
	_, _, _, err := nz.Infer(before, after, before.ToMove())
	if err == nil || !nz.IsRule(err, rule) || !strings.Contains(err.Error(), want) {
		t.Fatalf("Infer: %v; want rule %s saying %q", err, rule, want)
	}
}

func TestInferLegalTurn(t *testing.T) {
	before, _ := nz.NewGame(nz.DefaultConfig, nz.Player1)
	after := before.Clone()
	after, _ = apply(t, after, "R3 [3,4]", "B4 [3,4]", "end")
	// The scanner knows only the pieces.
	scanned, err := nz.FromPieces(nz.DefaultConfig, nz.Player2, 0, after.Pieces())
	if err != nil {
		t.Fatal(err)
	}
	turn, evs, n, err := nz.Infer(before, scanned, nz.Player1)
	if err != nil {
		t.Fatal(err)
	}
	if got := turn.String(); got != "R3 [3,4] using B3 B4, B4 [3,4]" {
		t.Fatalf("inferred %s", got)
	}
	if !n.SamePieces(scanned) || n.ToMove() != nz.Player2 || len(evs) == 0 {
		t.Fatalf("state after the inferred turn differs: %v", nz.Diff(n, scanned))
	}
}

func TestInferBackward(t *testing.T) {
	before := pos(t, none, 1, "R3 2,4", "B1 1,3", "B2 2,3", "R7 6,1")
	after := pos(t, none, 2, "R3 2,5", "B1 1,3", "B2 2,3", "R7 6,1")
	inferErr(t, before, after, nz.RuleRobotMove, "robot 3 moved backward: [2,4]→[2,5]")
}

func TestInferBatteryOverEmptyCorner(t *testing.T) {
	before, _ := nz.NewGame(nz.DefaultConfig, nz.Player1)
	after, _ := apply(t, before, "R1 [1,5]")
	pieces := after.Pieces()
	for i := range pieces {
		if pieces[i].Kind == 'B' && pieces[i].ID == 1 {
			pieces[i].Y = 3 // [0,5] → [0,3], over the empty [0,4]
		}
	}
	scanned, err := nz.FromPieces(nz.DefaultConfig, nz.Player2, 1, pieces)
	if err != nil {
		t.Fatal(err)
	}
	inferErr(t, before, scanned, nz.RuleBatteryMove, "battery 1 jumped over an empty corner [0,4]")
}

// Robot 1 ends where robot 2 stood: robot 2 must have moved first.
func TestInferFindsOrder(t *testing.T) {
	before := pos(t, none, 1, "R1 3,5", "R2 2,5", "B1 1,4", "B2 3,5", "R7 6,1")
	after := pos(t, none, 2, "R1 2,5", "R2 2,4", "B1 1,4", "B2 3,5", "R7 6,1")
	turn, _, _, err := nz.Infer(before, after, nz.Player1)
	if err != nil {
		t.Fatal(err)
	}
	if got := turn.String(); got != "R2 [2,4] using B1, R1 [2,5] using B2" {
		t.Fatalf("inferred %s", got)
	}
}

// Battery 2 jumps over battery 1, which moves after it.
func TestInferBatteryOrder(t *testing.T) {
	before := pos(t, none, 1, "R2 3,5", "B2 2,4", "B1 3,4", "B3 3,5", "R7 6,1")
	after := pos(t, none, 2, "R2 3,4", "B2 4,4", "B1 3,3", "B3 3,5", "R7 6,1")
	turn, _, _, err := nz.Infer(before, after, nz.Player1)
	if err != nil {
		t.Fatal(err)
	}
	if got := turn.String(); !strings.HasSuffix(got, "B2 [4,4], B1 [3,3]") {
		t.Fatalf("inferred %s", got)
	}
}

func TestInferRefusals(t *testing.T) {
	before := pos(t, none, 1, "R1 3,5", "R8 3,4", "R9 6,1", "B1 2,4", "B2 3,4", "B5 0,0")
	for _, c := range []struct {
		after      []string
		rule, want string
	}{
		{[]string{"R1 3,5", "R8 3,3", "R9 6,1", "B1 2,4", "B2 3,4", "B5 0,0"}, nz.RuleTurn, "robot 8 of player 2 moved"},
		{[]string{"R1 3,5", "R9 6,1", "B1 2,4", "B2 3,4", "B5 0,0"}, nz.RuleCapture, "no robot of player 1 ended there"},
		{[]string{"R1 3,5", "R8 3,4", "R9 6,1", "B1 2,4", "B2 3,4", "B5 1,0"}, nz.RuleTurn, "no robot of player 1 moved"},
		{[]string{"R1 4,5", "R8 3,4", "R9 6,1", "B1 2,4", "B2 3,4", "B5 1,0"}, nz.RuleControl, "does not control"},
		{[]string{"R8 3,4", "R9 6,1", "B1 2,4", "B2 3,4", "B5 0,0"}, nz.RuleCapture, "cannot be captured in his own turn"},
		{[]string{"R1 3,3", "R8 3,4", "R9 6,1", "B1 2,4", "B2 3,4", "B5 0,0"}, nz.RuleCapture, "captures robot 8"},
		{[]string{"R1 4,4", "R8 3,4", "R9 6,1", "B1 2,4", "B2 3,4", "B5 0,0"}, nz.RuleRobotMove, "diagonally"},
	} {
		after := pos(t, none, 2, c.after...)
		inferErr(t, before, after, c.rule, c.want)
	}
	// The capture itself is legal.
	after := pos(t, none, 2, "R1 3,4", "R9 6,1", "B1 2,4", "B2 3,4", "B5 0,0")
	if _, _, _, err := nz.Infer(before, after, nz.Player1); err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := nz.Infer(before, after, nz.Player2); !nz.IsRule(err, nz.RuleTurn) {
		t.Fatalf("wrong player: %v", err)
	}
}

// Two robots each need two batteries, three in all beside them: no order works.
func TestInferEnergyShortage(t *testing.T) {
	before := pos(t, none, 1, "R1 2,5", "R2 3,5", "B1 1,4", "B2 2,4", "B3 3,4", "R7 6,1")
	after := pos(t, none, 2, "R1 2,3", "R2 3,3", "B1 1,4", "B2 2,4", "B3 3,4", "R7 6,1")
	inferErr(t, before, after, nz.RuleEnergy, "needs 2")
}

func TestInferNothingAfterWin(t *testing.T) {
	// The winning capture can come last: that order is legal, and chosen.
	before := pos(t, none, 1, "R1 3,5", "R2 1,6", "B5 0,5", "R8 3,4", "B1 2,4", "B2 3,4")
	after := pos(t, none, 2, "R1 3,4", "R2 1,5", "B5 0,5", "B1 2,4", "B2 3,4")
	turn, _, n, err := nz.Infer(before, after, nz.Player1)
	if err != nil || turn.String() != "R2 [1,5] using B5, R1 [3,4] using B1 B2" || !n.Over() {
		t.Fatalf("%v %v", turn, err)
	}
	// Two robots reaching the far row of two: the first wins, the second is too late.
	b2 := pos(t, none, 1, "R1 2,2", "B1 1,1", "R2 4,2", "B2 3,1", "R8 6,4", "B9 5,4")
	a2 := pos(t, none, 2, "R1 2,1", "B1 1,1", "R2 4,1", "B2 3,1", "R8 6,4", "B9 5,4")
	if _, _, _, err := nz.Infer(b2, a2, nz.Player1); err == nil || !strings.Contains(err.Error(), "already won") {
		t.Fatalf("%v", err)
	}
	over, _ := apply(t, before, "R1 [3,4]")
	if _, _, _, err := nz.Infer(over, after, nz.Player1); !errors.Is(err, nz.ErrGameOver) {
		t.Fatalf("%v", err)
	}
}

func TestDiff(t *testing.T) {
	a := pos(t, none, 1, "R1 3,5", "R8 3,4", "B1 2,4")
	b := pos(t, none, 2, "R1 3,4", "B1 2,3", "B2 0,0")
	var got []string
	for _, c := range nz.Diff(a, b) {
		got = append(got, c.String())
	}
	want := "robot 1 moved [3,5]→[3,4]; robot 8 left the board from [3,4]; battery 1 moved [2,4]→[2,3]; battery 2 appeared at [0,0]"
	if strings.Join(got, "; ") != want {
		t.Fatalf("diff:\n %s\nwant\n %s", strings.Join(got, "; "), want)
	}
	if len(nz.Diff(a, a)) != 0 {
		t.Fatal("a state differs from itself")
	}
}

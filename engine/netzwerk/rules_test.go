package netzwerk_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	nz "mecanoid/engine/netzwerk"
)

// Setup: robots on the start rows, batteries on the corners in front.
func TestStartPosition(t *testing.T) {
	s, err := nz.NewGame(nz.DefaultConfig, nz.Player1)
	if err != nil {
		t.Fatal(err)
	}
	at(t, s, 1, "[1,6]")
	at(t, s, 6, "[6,6]")
	at(t, s, 7, "[1,1]")
	at(t, s, 12, "[6,1]")
	batteryAt(t, s, 1, "[0,5]")
	batteryAt(t, s, 7, "[6,5]")
	batteryAt(t, s, 8, "[0,1]")
	batteryAt(t, s, 14, "[6,1]")
	if n := len(s.Batteries()); n != 14 {
		t.Fatalf("%d batteries", n)
	}
	if s.Owner(6) != nz.Player1 || s.Owner(7) != nz.Player2 {
		t.Fatal("robots 1..6 are player 1's, 7..12 player 2's")
	}
}

// From the start each robot has its two front batteries: one step (with
// either battery) or two steps; sideways its neighbours block it (a jump
// would land on a second robot). 6 robots x 3 = 18 actions.
func TestStartActionsByHand(t *testing.T) {
	s, _ := nz.NewGame(nz.DefaultConfig, nz.Player1)
	if got := len(nz.LegalActions(s)); got != 18 {
		t.Fatalf("%d legal actions at the start, want 18", got)
	}
}

func TestSetupErrors(t *testing.T) {
	cfg := nz.DefaultConfig
	for _, c := range []struct {
		pieces []nz.Piece
		want   string
	}{
		{[]nz.Piece{{Kind: 'R', ID: 1, X: 2, Y: 2}, {Kind: 'R', ID: 2, X: 2, Y: 2}}, "robot 1 is already there"},
		{[]nz.Piece{{Kind: 'R', ID: 1, X: 0, Y: 2}}, "off the 6x6 board"},
		{[]nz.Piece{{Kind: 'R', ID: 13, X: 1, Y: 2}}, "robots are 1..12"},
		{[]nz.Piece{{Kind: 'B', ID: 15, X: 1, Y: 2}}, "batteries are 1..14"},
		{[]nz.Piece{{Kind: 'B', ID: 1, X: 7, Y: 0}}, "off the board"},
		{[]nz.Piece{{Kind: 'B', ID: 1, X: 3, Y: 3}, {Kind: 'B', ID: 2, X: 3, Y: 3}}, "battery 1 is already there"},
		{[]nz.Piece{{Kind: 'R', ID: 1, X: 3, Y: 3}, {Kind: 'R', ID: 1, X: 4, Y: 3}}, "listed twice"},
	} {
		_, err := nz.FromPieces(cfg, nz.Player1, 0, c.pieces)
		if !errors.Is(err, nz.ErrSetup) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want a setup error saying %q", c.pieces, err, c.want)
		}
	}
	if _, err := nz.NewGame(nz.Config{Width: 13, Height: 6}, nz.Player1); !errors.Is(err, nz.ErrSetup) {
		t.Errorf("13x6 board accepted: %v", err)
	}
}

// A step forward costs one battery, spent.
func TestStepForward(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "B1 2,4", "R7 6,1")
	n, evs := apply(t, s, "R1 [3,4]")
	at(t, n, 1, "[3,4]")
	e, _ := findEvent(evs, nz.KindRobotMove)
	if e.Cost != 1 || fmt.Sprint(e.Spent) != "[1]" || !n.Spent(1) {
		t.Fatalf("event %+v; battery 1 spent %v", e, n.Spent(1))
	}
}

func TestOneBatteryOneSquare(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "B1 2,4", "R7 6,1")
	refuse(t, s, nz.RuleEnergy, "needs 2 batteries, but only 1", "R1 [3,3]")
	refuse(t, s, nz.RuleEnergy, "needs 2", "R1 [1,5]") // two squares west
}

func TestSideways(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "B1 2,4", "R7 6,1")
	n, _ := apply(t, s, "R1 [4,5]")
	at(t, n, 1, "[4,5]")
}

func TestBackwardRefused(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "B1 2,4", "R7 6,1")
	refuse(t, s, nz.RuleRobotMove, "robot 1 moved backward: [3,5]→[3,6]", "R1 [3,6]")
	// Player 2 moves south: north is backward for him.
	s2 := pos(t, none, 2, "R1 6,6", "R7 3,2", "B8 2,2", "B9 3,1")
	refuse(t, s2, nz.RuleRobotMove, "moved backward: [3,2]→[3,1]", "R7 [3,1]")
	n, _ := apply(t, s2, "R7 [3,3]")
	at(t, n, 7, "[3,3]")
}

func TestDiagonalRefused(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "B1 2,4", "B2 3,4", "R7 6,1")
	refuse(t, s, nz.RuleRobotMove, "diagonally", "R1 [4,4]")
}

func TestRobotMovesOnce(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "B1 2,4", "B2 3,4", "B3 2,3", "R7 6,1")
	refuse(t, s, nz.RuleRobotMove, "already moved", "R1 [3,4]", "R1 [3,3]")
}

func TestNoBatteryNoMove(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R2 1,6", "B2 0,5", "B1 0,0", "R7 6,1")
	refuse(t, s, nz.RuleEnergy, "needs 1 battery, but only 0", "R1 [3,4]")
}

// A robot between four batteries moves up to four squares.
func TestFourBatteriesFourSquares(t *testing.T) {
	s := pos(t, none, 1, "R1 1,5", "B1 0,4", "B2 1,4", "B3 0,5", "B4 1,5", "R7 6,1")
	n, evs := apply(t, s, "R1 [5,5]")
	at(t, n, 1, "[5,5]")
	if e, _ := findEvent(evs, nz.KindRobotMove); e.Cost != 4 {
		t.Fatalf("cost %d, want 4", e.Cost)
	}
	refuse(t, s, nz.RuleEnergy, "needs 5", "R1 [6,5]")
}

// Example 4: jumping over an own robot to the next square needs two batteries.
func TestJumpOverOwnRobot(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R2 3,4", "B1 2,4", "B2 3,4", "R7 6,1")
	n, evs := apply(t, s, "R1 [3,3]")
	at(t, n, 1, "[3,3]")
	at(t, n, 2, "[3,4]")
	e, _ := findEvent(evs, nz.KindRobotMove)
	if e.Cost != 2 || fmt.Sprint(e.Jumped) != "[2]" || e.Rule != nz.RuleJump {
		t.Fatalf("event %+v", e)
	}
	s1 := pos(t, none, 1, "R1 3,5", "R2 3,4", "B1 2,4", "R7 6,1")
	refuse(t, s1, nz.RuleEnergy, "needs 2", "R1 [3,3]")
}

func TestCannotStopOnOwnRobot(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R2 3,4", "B1 2,4", "B2 3,4", "R7 6,1")
	refuse(t, s, nz.RuleJump, "its own robot 2 stands on [3,4]", "R1 [3,4]")
}

func TestJumpOverOneRobotOnly(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R2 3,4", "R3 3,3", "B1 2,4", "B2 3,4", "B3 2,5", "B4 3,5", "R7 6,1")
	refuse(t, s, nz.RuleJump, "in a row", "R1 [3,2]")
}

func TestJumpOffTheBoardRefused(t *testing.T) {
	s := pos(t, none, 1, "R1 5,5", "R2 6,5", "B1 4,4", "B2 5,4", "R7 1,1")
	// East of robot 2 is the edge: no landing square.
	if acts := nz.LegalActions(s); strings.Contains(fmt.Sprint(acts), "R1 [6") {
		t.Fatalf("robot 1 may not go east: %v", acts)
	}
}

// Example 3: capturing costs two batteries, and the opponent's robot leaves the board.
func TestCapture(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R8 3,4", "R9 6,1", "B1 2,4", "B2 3,4", "B3 2,5", "B4 3,5")
	n, evs := apply(t, s, "R1 [3,4]")
	at(t, n, 1, "[3,4]")
	at(t, n, 8, "captured")
	e, ok := findEvent(evs, nz.KindCapture)
	if !ok || e.Captured != 8 {
		t.Fatalf("no capture event: %+v", evs)
	}
	if m, _ := findEvent(evs, nz.KindRobotMove); m.Cost != 2 {
		t.Fatalf("capture cost %d, want 2", m.Cost)
	}
}

func TestCaptureNeedsTwo(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R8 3,4", "R9 6,1", "B1 2,4")
	refuse(t, s, nz.RuleEnergy, "needs 2", "R1 [3,4]")
}

// The capturing robot stops, however many batteries are left.
func TestCaptureStops(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R8 3,4", "R9 6,1", "B1 2,4", "B2 3,4", "B3 2,5", "B4 3,5")
	refuse(t, s, nz.RuleCapture, "stops on [3,4] when it captures robot 8", "R1 [3,3]")
	refuse(t, s, nz.RuleRobotMove, "already moved", "R1 [3,4]", "R1 [4,4]")
}

// The rule text's « Exemples » 5 and the project's ruling
// (docs/rules-netzwerk.md#energy): jump + capture costs four.
func TestJumpCaptureCostsFour(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R2 3,4", "R8 3,3", "R9 6,1", "B1 2,4", "B2 3,4", "B3 2,5", "B4 3,5")
	n, evs := apply(t, s, "R1 [3,3]")
	at(t, n, 8, "captured")
	if m, _ := findEvent(evs, nz.KindRobotMove); m.Cost != 4 {
		t.Fatalf("jump-capture cost %d, want 4", m.Cost)
	}
	s3 := pos(t, none, 1, "R1 3,5", "R2 3,4", "R8 3,3", "R9 6,1", "B1 2,4", "B2 3,4", "B3 2,5")
	refuse(t, s3, nz.RuleEnergy, "needs 4", "R1 [3,3]")
}

// Jump to the next square, then a step capturing: 2 + 2.
func TestJumpThenCaptureCostsFour(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R2 3,4", "R8 3,2", "R9 6,1", "B1 2,4", "B2 3,4", "B3 2,5", "B4 3,5")
	n, evs := apply(t, s, "R1 [3,2]")
	at(t, n, 1, "[3,2]")
	if m, _ := findEvent(evs, nz.KindRobotMove); m.Cost != 4 {
		t.Fatalf("cost %d, want 4", m.Cost)
	}
}

func TestStepThenCaptureCostsThree(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R8 3,3", "R9 6,1", "B1 2,4", "B2 3,4", "B3 2,5")
	n, evs := apply(t, s, "R1 [3,3]")
	at(t, n, 8, "captured")
	if m, _ := findEvent(evs, nz.KindRobotMove); m.Cost != 3 {
		t.Fatalf("cost %d, want 3", m.Cost)
	}
}

func TestNoJumpOverOpponent(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R8 4,5", "R9 6,1", "B1 2,4", "B2 3,4", "B3 2,5", "B4 3,5")
	refuse(t, s, nz.RuleCapture, "captures robot 8", "R1 [5,5]")
}

// Each battery gives its energy once a turn: two robots share one.
func TestBatterySpentOnce(t *testing.T) {
	s := pos(t, none, 1, "R1 2,5", "R2 3,5", "B1 1,4", "B2 2,4", "B3 3,4", "R7 6,1")
	refuse(t, s, nz.RuleEnergy, "B2 is spent", "R1 [2,3] using B1 B2", "R2 [3,3]")
	n, _ := apply(t, s, "R1 [2,3] using B1 B2", "R2 [3,4]")
	at(t, n, 2, "[3,4]")
}

// The rule text's example in « Les robots »: robot A between four batteries
// moves four, and robot B beside it has none left; moving three leaves B one.
func TestTextExampleFourThenNone(t *testing.T) {
	s := pos(t, none, 1, "R2 2,6", "R3 3,6", "B1 1,5", "B2 2,5", "B3 1,6", "B4 2,6", "R7 6,1")
	refuse(t, s, nz.RuleEnergy, "needs 1", "R2 [2,2]", "R3 [3,5]")
	n, _, played, err := nz.PlayTurn(s, nz.Turn{act(t, "R2 [2,3]"), act(t, "R3 [3,5]")})
	if err != nil {
		t.Fatal(err)
	}
	at(t, n, 2, "[2,3]")
	at(t, n, 3, "[3,5]")
	if played[0].Spend.Has(2) && played[0].Spend.Has(4) {
		t.Fatalf("robot 2 took both batteries robot 3 needs: %v", played)
	}
}

// PlayTurn tries other batteries when its first choice would starve a later move.
func TestPlayTurnChoosesBatteries(t *testing.T) {
	// Robot 1 (one step) may use B1 or B2; robot 2 needs B2 and B3 both.
	s := pos(t, none, 1, "R1 2,5", "R2 3,5", "B1 1,4", "B2 2,4", "B3 3,4", "R7 6,1")
	_, _, played, err := nz.PlayTurn(s, nz.Turn{act(t, "R1 [2,4]"), act(t, "R2 [3,3]")})
	if err != nil {
		t.Fatal(err)
	}
	if got := played.String(); got != "R1 [2,4] using B1, R2 [3,3] using B2 B3" {
		t.Fatalf("played %s", got)
	}
}

func TestBatteriesRechargeNextTurn(t *testing.T) {
	s := pos(t, none, 1, "R1 3,6", "B1 2,5", "R7 3,1", "B8 2,1")
	s, _ = apply(t, s, "R1 [3,5]", "end", "R7 [3,2]", "end")
	if s.Spent(1) || s.Turn() != 2 || s.ToMove() != nz.Player1 {
		t.Fatalf("battery 1 spent %v, turn %d, %s to move", s.Spent(1), s.Turn(), s.ToMove())
	}
	// Battery 1 at [2,5] still touches robot 1 at [3,5]: it gives energy again.
	n, _ := apply(t, s, "R1 [3,4]")
	at(t, n, 1, "[3,4]")
}

// A battery whose corner the opponent holds with more robots gives no energy.
func TestEnergyNeedsControl(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "B1 2,4", "R8 2,4", "R9 3,4", "R2 1,6", "B2 0,5")
	refuse(t, s, nz.RuleEnergy, "B1 is controlled by player 2", "R1 [4,5]")
	// One robot each: both control it, and player 1 may use it.
	tie := pos(t, none, 1, "R1 3,5", "B1 2,4", "R8 2,4", "R9 6,1")
	n, _ := apply(t, tie, "R1 [4,5]")
	at(t, n, 1, "[4,5]")
}

// Variant: a battery both players control gives no energy.
func TestVariantSharedUnusable(t *testing.T) {
	opts := nz.Options{SharedUnusable: true}
	s := pos(t, opts, 1, "R1 3,5", "B1 2,4", "R8 2,4", "R9 6,1", "R2 1,6", "B2 0,5")
	refuse(t, s, nz.RuleEnergy, "B1 is shared, so unusable", "R1 [4,5]")
	// It may still be moved: it is controlled.
	n, _ := apply(t, s, "R2 [1,5]", "B1 [2,3]")
	batteryAt(t, n, 1, "[2,3]")
}

func TestNamedBatteriesChecked(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "B1 2,4", "B2 3,4", "B5 0,0", "R7 6,1")
	refuse(t, s, nz.RuleEnergy, "cannot draw on B5", "R1 [3,4] using B5")
	refuse(t, s, nz.RuleEnergy, "costs 1 battery, and 2 are named", "R1 [3,4] using B1 B2")
}

// Batteries move along a line to the next empty corner.
func TestBatteryMoveNextEmpty(t *testing.T) {
	s := pos(t, none, 1, "R1 1,6", "B1 0,5", "R2 4,4", "B2 4,3", "R7 6,1")
	n, evs := apply(t, s, "R1 [1,5]", "B2 [5,3]")
	batteryAt(t, n, 2, "[5,3]")
	if _, ok := findEvent(evs, nz.KindBatteryMove); !ok {
		t.Fatal("no battery-move event")
	}
	refuse(t, s, nz.RuleBatteryMove, "empty corner [5,3]", "R1 [1,5]", "B2 [6,3]")
	// North, south and west are fine too.
	for _, dest := range []string{"[4,2]", "[4,4]", "[3,3]"} {
		n, _ := apply(t, s, "R1 [1,5]", "B2 "+dest)
		batteryAt(t, n, 2, dest)
	}
}

func TestBatteryJumpsRow(t *testing.T) {
	s := pos(t, none, 1, "R1 1,6", "B1 0,5", "R2 4,4", "B2 3,3", "B3 4,3", "B4 5,3", "R7 6,1")
	n, evs := apply(t, s, "R1 [1,5]", "B2 [6,3]")
	batteryAt(t, n, 2, "[6,3]")
	e, _ := findEvent(evs, nz.KindBatteryMove)
	if fmt.Sprint(e.Over) != "[3 4]" {
		t.Fatalf("jumped over %v", e.Over)
	}
	refuse(t, s, nz.RuleBatteryMove, "battery 3 stands on [4,3]", "R1 [1,5]", "B2 [4,3]")
	refuse(t, s, nz.RuleBatteryMove, "off the board", "R1 [1,5]", "B3 [7,3]")
	// A full row up to the edge: battery 3 has no move east.
	full := pos(t, none, 1, "R1 1,6", "B1 0,5", "R2 4,4", "B3 4,3", "B4 5,3", "B5 6,3", "R7 6,1")
	n2, _ := apply(t, full, "R1 [1,5]")
	for _, a := range nz.LegalActions(n2) {
		if a.Kind == nz.MoveBattery && a.Battery == 3 && a.Dest.Y == 3 && a.Dest.X > 4 {
			t.Fatalf("battery 3 cannot move east: %v", a)
		}
	}
}

func TestBatteryDiagonalRefused(t *testing.T) {
	s := pos(t, none, 1, "R1 1,6", "B1 0,5", "R2 4,4", "B2 4,3", "R7 6,1")
	refuse(t, s, nz.RuleBatteryMove, "never diagonally", "R1 [1,5]", "B2 [5,2]")
}

// Control of a battery: at least as many robots beside it as the opponent.
func TestBatteryControl(t *testing.T) {
	far := pos(t, none, 1, "R1 1,6", "B1 0,5", "B5 0,0", "R7 6,1")
	refuse(t, far, nz.RuleControl, "does not control battery 5", "R1 [1,5]", "B5 [1,0]")
	outnumbered := pos(t, none, 1, "R1 1,6", "B1 0,5", "R2 4,4", "B2 4,3", "R8 4,3", "R9 5,3")
	refuse(t, outnumbered, nz.RuleControl, "1 of player 1, 2 of player 2", "R1 [1,5]", "B2 [4,2]")
	// Example 3: one robot each, both control it; the player to move may move it.
	tie := pos(t, none, 1, "R1 1,6", "B1 0,5", "R2 4,4", "B2 4,3", "R8 4,3")
	n, _ := apply(t, tie, "R1 [1,5]", "B2 [3,3]")
	batteryAt(t, n, 2, "[3,3]")
}

func TestRobotsBeforeBatteries(t *testing.T) {
	s := pos(t, none, 1, "R1 1,6", "B1 0,5", "R2 4,4", "B2 4,3", "B3 3,3", "R7 6,1")
	refuse(t, s, nz.RuleTurn, "at least one robot move", "B2 [5,3]")
	refuse(t, s, nz.RuleTurn, "a battery has moved", "R1 [1,5]", "B2 [5,3]", "R2 [4,3]")
}

func TestBatteryMovesOnce(t *testing.T) {
	s := pos(t, none, 1, "R1 1,6", "B1 0,5", "R2 4,4", "B2 4,3", "R7 6,1")
	refuse(t, s, nz.RuleBatteryMove, "already moved", "R1 [1,5]", "B2 [5,3]", "B2 [5,2]")
}

// Full or empty does not matter for moving a battery.
func TestSpentBatteryMoves(t *testing.T) {
	s := pos(t, none, 1, "R1 1,6", "B1 0,5", "R7 6,1")
	n, _ := apply(t, s, "R1 [1,5] using B1", "B1 [0,4]")
	batteryAt(t, n, 1, "[0,4]")
}

func TestTurnNeedsRobotMove(t *testing.T) {
	s := pos(t, none, 1, "R1 1,6", "B1 0,5", "R7 6,1")
	refuse(t, s, nz.RuleTurn, "before moving a robot", "end")
	if _, _, _, err := nz.PlayTurn(s, nil); !nz.IsRule(err, nz.RuleTurn) {
		t.Fatalf("empty turn: %v", err)
	}
}

func TestOpponentRobotRefused(t *testing.T) {
	s := pos(t, none, 1, "R1 1,6", "B1 0,5", "R7 3,3", "B8 2,3")
	refuse(t, s, nz.RuleTurn, "belongs to player 2", "R7 [3,4]")
	refuse(t, s, nz.RuleRobotMove, "stands on [1,6], not [2,6]", "R1 [2,6]-[2,5]")
}

// Win: at least half of one's robots on the far row, after the move.
func TestWinFarRowHalf(t *testing.T) {
	pieces := []string{"R1 1,1", "R2 2,1", "R3 3,2", "R4 4,6", "R5 5,6", "R6 6,6", "B1 2,1", "B2 3,1", "R10 4,3", "R11 5,3", "B9 3,2"}
	s := pos(t, none, 1, pieces...)
	if s.Over() {
		t.Fatal("2 of 6 on the far row is not a win")
	}
	n, evs := apply(t, s, "R3 [3,1]")
	if w, why := n.Winner(); w != nz.Player1 || why != nz.WinFarRow {
		t.Fatalf("winner %v %v, want player 1 far-row", w, why)
	}
	if e, ok := findEvent(evs, nz.KindWin); !ok || e.Rule != nz.RuleFarRow {
		t.Fatalf("win event %+v", e)
	}
	n2, _ := apply(t, s, "R3 [4,2]") // sideways: still 2 of 6
	if n2.Over() {
		t.Fatal("won without a third robot on the far row")
	}
}

// With one or two robots left, one on the far row is enough.
func TestWinFarRowFewRobots(t *testing.T) {
	s := pos(t, none, 1, "R1 2,2", "R2 5,5", "B1 1,1", "R8 6,3", "B9 5,2")
	n, _ := apply(t, s, "R1 [2,1]")
	if w, _ := n.Winner(); w != nz.Player1 {
		t.Fatal("1 of 2 robots on the far row should win")
	}
}

// The text's tip: a player wins when a capture of one of his robots leaves
// half of the rest on the far row.
func TestWinWhenCaptured(t *testing.T) {
	s := pos(t, none, 2, "R1 1,1", "R2 2,1", "R3 4,4", "R4 5,5", "R5 6,5", "R8 4,3", "B8 3,2", "B9 4,2")
	n, evs := apply(t, s, "R8 [4,4]")
	at(t, n, 3, "captured")
	if w, why := n.Winner(); w != nz.Player1 || why != nz.WinFarRow {
		t.Fatalf("winner %v %v, want player 1 (far-row) after losing robot 3", w, why)
	}
	if e, _ := findEvent(evs, nz.KindWin); e.Winner != nz.Player1 || e.Player != nz.Player2 {
		t.Fatalf("win event %+v", e)
	}
}

// Decision: when one action meets both players' conditions, its player wins.
func TestBothWinActorFirst(t *testing.T) {
	s := pos(t, none, 2, "R1 1,1", "R2 2,1", "R3 4,6", "R4 6,4", "R5 6,3", "R8 4,5", "B8 3,4", "B9 4,4")
	n, _ := apply(t, s, "R8 [4,6]")
	if w, why := n.Winner(); w != nz.Player2 || why != nz.WinFarRow {
		t.Fatalf("winner %v %v, want player 2 (his move completed his far row)", w, why)
	}
}

func TestWinAllCaptured(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R8 3,4", "B1 2,4", "B2 3,4")
	n, _ := apply(t, s, "R1 [3,4]")
	if w, why := n.Winner(); w != nz.Player1 || why != nz.WinAllCaptured {
		t.Fatalf("winner %v %v", w, why)
	}
}

// A player who cannot move any robot at the start of his turn has lost.
func TestWinBlocked(t *testing.T) {
	s := pos(t, none, 1, "R1 1,6", "B1 0,5", "R7 6,1")
	n, evs := apply(t, s, "R1 [1,5]", "end")
	if w, why := n.Winner(); w != nz.Player1 || why != nz.WinBlocked {
		t.Fatalf("winner %v %v, want player 1: player 2 has no energy", w, why)
	}
	if e, ok := findEvent(evs, nz.KindWin); !ok || e.Player != nz.Player2 || e.Turn != 2 {
		t.Fatalf("win event %+v", e)
	}
}

func TestNothingAfterWin(t *testing.T) {
	s := pos(t, none, 1, "R1 3,5", "R2 1,6", "B5 0,5", "R8 3,4", "B1 2,4", "B2 3,4")
	_, _, _, err := nz.PlayTurn(s, nz.Turn{act(t, "R1 [3,4]"), act(t, "R2 [1,5]")})
	if !errors.Is(err, nz.ErrGameOver) {
		t.Fatalf("action after the winning capture: %v, want game over", err)
	}
	won, _ := apply(t, s, "R1 [3,4]")
	if _, _, err := nz.Apply(won, act(t, "R2 [1,5]")); !errors.Is(err, nz.ErrGameOver) {
		t.Fatalf("%v", err)
	}
}

func TestSetupAlreadyWon(t *testing.T) {
	s := pos(t, none, 2, "R1 2,1", "R8 4,4", "B9 3,3")
	if w, why := s.Winner(); w != nz.Player1 || why != nz.WinFarRow {
		t.Fatalf("winner %v %v", w, why)
	}
}

// The tip: robots on the far row can be captured by robots still on their start row.
func TestCaptureOnFarRow(t *testing.T) {
	s := pos(t, none, 2, "R1 3,1", "R2 1,5", "R3 2,5", "R4 3,5", "R8 2,1", "B8 1,0", "B9 2,1")
	n, _ := apply(t, s, "R8 [3,1]")
	at(t, n, 1, "captured")
	if n.Over() {
		t.Fatal("nobody has won")
	}
}

// Variant: while a capture is possible, the next action must be one.
func TestVariantMustCapture(t *testing.T) {
	pieces := []string{"R1 3,5", "R2 1,6", "B5 0,5", "R8 3,4", "R9 6,1", "B1 2,4", "B2 3,4", "B3 2,5", "B4 3,5"}
	must := pos(t, nz.Options{MustCapture: true}, 1, pieces...)
	refuse(t, must, nz.RuleMustCapture, "must be made", "R1 [4,5]")
	refuse(t, must, nz.RuleMustCapture, "must be made", "R2 [1,5]")
	n, _ := apply(t, must, "R1 [3,4]", "R2 [1,5]", "end")
	at(t, n, 8, "captured")
	free := pos(t, none, 1, pieces...)
	apply(t, free, "R1 [4,5]", "end")
}

func TestVariantMustCaptureBlocksEnd(t *testing.T) {
	pieces := []string{"R1 3,5", "R2 1,6", "B5 0,5", "R8 3,3", "R9 6,1", "B1 2,4", "B2 3,4", "B3 2,5", "B4 3,5"}
	must := pos(t, nz.Options{MustCapture: true}, 1, pieces...)
	// Robot 1 captures robot 8 two squares ahead (cost 3); then nothing to capture: end is fine.
	apply(t, must, "R1 [3,3]", "end")
	// Only robot 2 moves: robot 1's capture was possible, so this is refused.
	refuse(t, must, nz.RuleMustCapture, "must be made", "R2 [1,5]")
	// The only legal actions are that capture, with any three of the four batteries.
	acts := nz.LegalActions(must)
	for _, a := range acts {
		if a.Robot != 1 || a.To != (nz.Square{X: 3, Y: 3}) {
			t.Fatalf("with must-capture the only legal action is the capture: %v", acts)
		}
	}
	if len(acts) != 4 {
		t.Fatalf("%d ways to pay the capture, want 4 (C(4,3))", len(acts))
	}
}

package netzwerk_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	nz "mecanoid/engine/netzwerk"
)

func TestDemoGamePlaysToAWin(t *testing.T) {
	data, err := os.ReadFile("../../examples/netzwerk/demo.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := nz.ParseGame("demo.json", data)
	if err != nil {
		t.Fatal(err)
	}
	states, _, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	final := states[len(states)-1]
	w, why := final.Winner()
	if w != nz.Player1 || why != nz.WinFarRow {
		t.Fatalf("demo ends with %v %v, want player 1 far-row", w, why)
	}
	far := 0
	for _, id := range final.Robots(nz.Player1) {
		if sq, _ := final.Robot(id); sq.Y == 1 {
			far++
		}
	}
	if n := len(final.Robots(nz.Player1)); 2*far < n {
		t.Fatalf("%d of %d robots on the far row", far, n)
	}
}

func TestIllegalGameNamesTheAction(t *testing.T) {
	data, err := os.ReadFile("../../examples/netzwerk/illegal-backward.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := nz.ParseGame("illegal-backward.json", data)
	if err != nil {
		t.Fatal(err)
	}
	_, _, _, err = g.Replay()
	var pe *nz.PosError
	if !errors.As(err, &pe) || !errors.Is(err, nz.ErrIllegal) || !nz.IsRule(err, nz.RuleRobotMove) {
		t.Fatalf("%v", err)
	}
	want := "illegal-backward.json:10:18: turns[4][1]: turn 5 (player 1): robot 4 moved backward: [4,3]→[4,5]"
	if !strings.HasPrefix(err.Error(), want) {
		t.Fatalf("error\n %s\nwant it to start\n %s", err, want)
	}
}

func TestGameFileErrors(t *testing.T) {
	for _, c := range []struct {
		file, want string
		sentinel   error
	}{
		{`{"game":"netzwerk","turns":[["R1 [1,5]"],["R7 [1,2"]]}`, "g.json:1:51: turns[1][0]: turn 2: action \"R7 [1,2\": want ']'", nz.ErrSyntax},
		{"{\"game\":\"netzwerk\",\n \"turns\": [[\"R1 [1,5]\", \"X\"]]}", "g.json:2:26: turns[0][1]", nz.ErrSyntax},
		{`{"game":"netzwerk","width":20,"turns":[]}`, "g.json:1:28: width: board 20x6", nz.ErrSetup},
		{`{"game":"netzwerk","first":3,"turns":[]}`, "first: first 3", nz.ErrSetup},
		{`{"game":"dr2d","turns":[]}`, `game: this is a game file of "dr2d", not of Netzwerk`, nz.ErrSyntax},
		{`{"game":"netzwerk","trns":[]}`, "unknown field \"trns\"", nz.ErrSyntax},
		{`{"game":"netzwerk","setup":{"robots":[{"id":1,"square":[1,6]},{"id":2,"square":[1,6]}],"batteries":[]},"turns":[]}`,
			"setup.robots[1].square: robot 2 at [1,6]: robot 1 is already there", nz.ErrSetup},
		{`{"game":"netzwerk","setup":{"robots":[{"id":7,"player":1,"square":[1,6]}],"batteries":[]},"turns":[]}`,
			"setup.robots[0].player: robot 7 belongs to player 2", nz.ErrSetup},
		{`{"game":"netzwerk","setup":{"robots":[{"id":1,"square":[1,6]}],"batteries":[{"id":3}]},"turns":[]}`,
			"setup.batteries[0]: battery 3 has no corner", nz.ErrSetup},
		{`{"game":"netzwerk","turns":[["R1 [1,5]"]]} x`, "text after", nz.ErrSyntax},
		{`{"game":"netzwerk","turns":[["R1 [1,5]", "R1 [1,4]"]]}`, "turns[0][1]: turn 1 (player 1): robot 1 has already moved", nz.ErrIllegal},
		{`{"game":"netzwerk","turns":[["R1 [1,5]"], ["R7 [1,2]"], ["R1 [1,4]", "end", "R2 [2,5]"]]}`, "turns[2][1]", nz.ErrIllegal},
	} {
		g, err := nz.ParseGame("g.json", []byte(c.file))
		if err == nil {
			_, _, _, err = g.Replay()
		}
		if !errors.Is(err, c.sentinel) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\n got  %v\n want %v containing %q", c.file, err, c.sentinel, c.want)
		}
	}
}

// A setup in the file, a smaller board and a variant.
func TestGameFileSetupAndOptions(t *testing.T) {
	file := `{"game": "netzwerk", "width": 4, "height": 5, "first": 2,
	  "options": {"must_capture": true},
	  "setup": {"turn": 7,
	    "robots": [{"id": 1, "square": [2,4]}, {"id": 6, "player": 2, "square": [2,3]}],
	    "batteries": [{"id": 1, "corner": [1,2]}, {"id": 2, "corner": [2,2]}]},
	  "turns": [["R6 [2,4]"]]}`
	g, err := nz.ParseGame("s.json", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	if c := g.Setup.Config(); c.Width != 4 || c.Height != 5 || !c.Options.MustCapture || g.Setup.ToMove() != nz.Player2 {
		t.Fatalf("config %+v, %s to move", c, g.Setup.ToMove())
	}
	states, events, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if w, why := states[1].Winner(); w != nz.Player2 || why != nz.WinAllCaptured {
		t.Fatalf("%v %v", w, why)
	}
	if events[0][0].Turn != 8 {
		t.Fatalf("turn numbers go on from the setup's: %d", events[0][0].Turn)
	}
}

func TestParseActionForms(t *testing.T) {
	for text, want := range map[string]string{
		"R3 [2,4]":                "R3 [2,4]",
		"r3[ 2 , 4 ]":             "R3 [2,4]",
		"R3 [2,6]-[2,4]":          "R3 [2,6]-[2,4]",
		"R3 [2,4] using B1 B2":    "R3 [2,4] using B1 B2",
		"R3 [2,4] using B2,B1":    "R3 [2,4] using B1 B2",
		"b9 [3,2]":                "B9 [3,2]",
		"B9 [3,1] - [3,2]":        "B9 [3,1]-[3,2]",
		"end":                     "end",
		" END ":                   "end",
		"R12 [6,5] using b6 , b7": "R12 [6,5] using B6 B7",
	} {
		a, err := nz.ParseAction(text)
		if err != nil || a.String() != want {
			t.Errorf("%q: %v %v, want %s", text, a, err, want)
		}
	}
	for _, bad := range []string{"", "R3", "R3 [2,4", "X3 [1,1]", "R3 [2,4] using", "R3 [2,4] using B1 B1", "B9 [3,2] using B1", "R3 [a,4]"} {
		if _, err := nz.ParseAction(bad); !errors.Is(err, nz.ErrSyntax) {
			t.Errorf("%q: %v, want a syntax error", bad, err)
		}
	}
}

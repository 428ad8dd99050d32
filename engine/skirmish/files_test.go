package skirmish_test

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"mecanoid/engine/skirmish"
)

func ladder(t *testing.T) *skirmish.Map {
	t.Helper()
	data, err := os.ReadFile("testdata/ladder.map")
	if err != nil {
		t.Fatal(err)
	}
	m, err := skirmish.ParseMap("testdata/ladder.map", data)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Distances on the ladder, counted by hand: N<i>-N<j> |i-j|, N<i>-S<j> |i-j|+1.
func TestLadderDistances(t *testing.T) {
	m := ladder(t)
	for _, c := range []struct {
		a, b string
		want int
	}{{"N1", "N1", 0}, {"N1", "N6", 5}, {"N1", "S1", 1}, {"N2", "S5", 4}, {"s6", "n1", 6}, {"N1", "Q1", -1}} {
		if got := m.Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%s, %s) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
	if got := strings.Join(m.Neighbours("N2"), " "); got != "N1 N3 S2" {
		t.Errorf("Neighbours(N2) = %s", got)
	}
}

func TestNearestPlot(t *testing.T) {
	m := ladder(t) // plots 100 mm apart, radius 25; N1 at (50, 50), S2 at (150, 150)
	for _, c := range []struct {
		x, y   float64
		want   string
		dist   float64
		onPlot bool
	}{
		{50, 50, "N1", 0, true},
		{62, 66, "N1", 20, true},
		{150, 120, "S2", 30, false}, // nearest is S2, but beyond its 25 mm circle
		{99, 50, "N1", 49, false},   // between N1 and N2, nearer N1
		{101, 50, "N2", 49, false},
		{0, 0, "N1", 70.71, false},
	} {
		id, d := m.Nearest(c.x, c.y)
		if id != c.want || d < c.dist-0.01 || d > c.dist+0.01 {
			t.Errorf("Nearest(%g, %g) = %s, %.2f; want %s, %.2f", c.x, c.y, id, d, c.want, c.dist)
		}
		got, ok := m.PlotAt(c.x, c.y)
		if ok != c.onPlot || (ok && got != c.want) {
			t.Errorf("PlotAt(%g, %g) = %q, %v; want on plot %v", c.x, c.y, got, ok, c.onPlot)
		}
	}
}

func TestMapErrors(t *testing.T) {
	ok := "size 300 100\nplot A 50 50\nplot B 150 50\nplot C 250 50\nbridge A B C\n"
	for _, c := range []struct {
		text, want string
		sentinel   error
	}{
		{"plot A 50 50\n", "m: no size line", skirmish.ErrSyntax},
		{"size 300 100\nplot A 50 50\nplot A 150 50\n", "m:3:6: plot A is listed twice (first on line 2)", skirmish.ErrSetup},
		{"size 300 100\nplot A x 50\n", "m:2:8: x \"x\" is not a number", skirmish.ErrSyntax},
		{"size 300 100\nplot 1A 50 50\n", "m:2:6: plot ID \"1A\": IDs start with a letter", skirmish.ErrSyntax},
		{"size 300 100\nplot fire 50 50\n", "m:2:6: plot ID \"fire\" is a word of the action notation", skirmish.ErrSyntax},
		{ok + "bridge A D\n", "m:6:10: bridge to plot D, which is not on the map", skirmish.ErrSetup},
		{ok + "bridge B A\n", "m:6:8: bridge B-A is listed twice (first on line 5)", skirmish.ErrSetup},
		{ok + "bridge A A\n", "m:6:10: a bridge from plot A to itself", skirmish.ErrSetup},
		{"size 300 100\nplot A 50 50\nplot B 80 50\nbridge A B\n", "m:3: plot B at (80, 50) mm overlaps plot A at (50, 50) mm: centres 30 mm apart, at least 50 needed", skirmish.ErrSetup},
		{"size 300 100\nplot A 10 50\nplot B 150 50\nbridge A B\n", "m:2: plot A at (10, 50) mm: its 25 mm circle leaves the 300x100 mm playing area", skirmish.ErrSetup},
		{"size 300 100\nplot A 50 50\nplot B 150 50\nplot C 250 50\nbridge A B\n", "m:4: plot C cannot be reached from plot A", skirmish.ErrSetup},
		{"size 300 100\nwall A B\n", "m:2:1: unknown line \"wall\"", skirmish.ErrSyntax},
		{"size 300 100\nradius 5\n", "m:2:8: radius 5 mm: plots are 10..200 mm", skirmish.ErrSetup},
	} {
		_, err := skirmish.ParseMap("m", []byte(c.text))
		if err == nil || !errors.Is(err, c.sentinel) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseMap(%q) = %v; want %v containing %q", c.text, err, c.sentinel, c.want)
		}
	}
	if _, err := skirmish.ParseMap("m", []byte(ok)); err != nil {
		t.Errorf("ParseMap(ok) = %v", err)
	}
}

func TestTypesErrors(t *testing.T) {
	for _, c := range []struct {
		text, want string
		sentinel   error
	}{
		{"speed 2\n", "t:1:1: \"speed\" before any type line", skirmish.ErrSyntax},
		{"type a\nspeed 2\n", "t:1: type a has no structure", skirmish.ErrSetup},
		{"type a\nspeed 2 structure 0\n", "t:2:19: structure 0: it is 1..99", skirmish.ErrSetup},
		{"type a\nspeed 2 structure 3 speed 1\n", "t:2:21: type a: a second speed (the first is line 2)", skirmish.ErrSetup},
		{"type a\nspeed 2 structure\n", "each of speed, structure and armour is followed by one whole number", skirmish.ErrSyntax},
		{"type a\nspeed 2 structure 3\nweapon w rate 1 range 2\n", "t:3:8: weapon w: no damage", skirmish.ErrSyntax},
		{"type a\nspeed 2 structure 3\nweapon w rate 0 range 2 damage 1\n", "t:3:15: rate 0: it is 1..99", skirmish.ErrSetup},
		{"type a\nspeed 2 structure 3\nweapon w rate 1 reach 2 damage 1\n", "t:3:17: weapon w: unknown \"reach\"", skirmish.ErrSyntax},
		{"type a\nspeed 2 structure 3\nweapon w rate 1 range 1 damage 1\nweapon W rate 1 range 1 damage 1\n", "t:4:8: type a has two weapons W", skirmish.ErrSetup},
		{"type a\nspeed 1 structure 1\ntype A\n", "t:3:6: type A is listed twice (first on line 1)", skirmish.ErrSetup},
		{"", "no robot types", skirmish.ErrSetup},
	} {
		_, err := skirmish.ParseTypes("t", []byte(c.text))
		if err == nil || !errors.Is(err, c.sentinel) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseTypes(%q) = %v; want %v containing %q", c.text, err, c.sentinel, c.want)
		}
	}
}

// The bundled types are the boards/skirmish.robots file, and read as documented.
func TestBundledTypes(t *testing.T) {
	data, err := os.ReadFile("../../boards/skirmish.robots")
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != skirmish.DefaultTypesText {
		t.Error("boards/skirmish.robots differs from DefaultTypesText")
	}
	c := skirmish.DefaultCatalog()
	scout, ok := c.Type("eclaireur")
	if !ok || scout.Name != "Éclaireur" || scout.Speed != 3 || scout.Structure != 6 || scout.Armour != 0 ||
		len(scout.Weapons) != 1 || scout.Weapons[0] != (skirmish.Weapon{ID: "laser", Rate: 2, Range: 2, Damage: 2}) {
		t.Errorf("eclaireur = %+v", scout)
	}
	if len(c.Types) != 5 {
		t.Errorf("%d bundled types, want 5", len(c.Types))
	}
}

func TestActionNotation(t *testing.T) {
	for in, want := range map[string]string{
		"call 7 B3":                "call 7 B3",
		"CALL 7, B3":               "call 7 B3",
		"2: B2 C2 fire laser 7 C3": "2: B2 C2 fire laser 7 C3",
		"2:B2,C2":                  "2: B2 C2",
		"2 : fire 9":               "2: fire 9",
		"4:":                       "4:",
	} {
		a, err := skirmish.ParseAction(in)
		if err != nil || a.String() != want {
			t.Errorf("ParseAction(%q) = %q, %v; want %q", in, a.String(), err, want)
		}
	}
	for in, col := range map[string]int{"": 1, "move 2 B2": 1, "call 7": 1, "call x B3": 6, "2: fire laser": 9, "2: fire laser x": 15, "2: B2 3": 7} {
		_, err := skirmish.ParseAction(in)
		var ae *skirmish.ActionError
		if !errors.As(err, &ae) || !errors.Is(err, skirmish.ErrNotation) || ae.Col != col {
			t.Errorf("ParseAction(%q) = %v (col %v); want ErrNotation at column %d", in, err, ae, col)
		}
	}
}

func TestPlace(t *testing.T) {
	g := loadGame(t, "testdata/scenarios/call-lands-next-to-commander.json")
	s := g.Setup
	n, err := s.Place(map[int]string{1: "N1", 2: "s4", 3: "S3", 11: "N6", 12: "N5", 13: "S5", 4: "N2"})
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[int]string{1: "N1", 2: "S4", 4: "N2", 5: ""} {
		if r, _ := n.Robot(id); r.Plot != want {
			t.Errorf("robot %d on %q, want %q", id, r.Plot, want)
		}
	}
	if r, _ := s.Robot(4); !r.InGarage() {
		t.Error("Place changed the state it was called on")
	}
	if got := n.Position(); len(got) != 7 || got[4] != "N2" {
		t.Errorf("Position() = %v", got)
	}
	for _, c := range []struct {
		at   map[int]string
		want string
	}{
		{map[int]string{1: "N1", 11: "N6", 42: "N3"}, "robot 42 was seen on plot N3 but is not in this game"},
		{map[int]string{1: "N1", 11: "N6", 2: "Q9"}, "robot 2 was seen on plot \"Q9\", which is not on the map"},
		{map[int]string{1: "N1", 11: "N6", 2: "N1"}, "robot 2 on plot N1: robot 1 is already there"},
		{map[int]string{11: "N6"}, "team Red: its commander, robot 1, must stand on a plot"},
	} {
		_, err := s.Place(c.at)
		if !errors.Is(err, skirmish.ErrSetup) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Place(%v) = %v; want %q", c.at, err, c.want)
		}
	}
}

func loadGame(t *testing.T, file string) *skirmish.Game {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(file, "scenarios") { // the game is inside the scenario
		var sc struct{ Game json.RawMessage }
		if err := json.Unmarshal(data, &sc); err != nil {
			t.Fatal(err)
		}
		data = sc.Game
	}
	g, err := skirmish.ParseGame(file, data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The bundled games play to their end: one to a commander's fall, one to round 25.
func TestBundledGames(t *testing.T) {
	for file, want := range map[string]string{
		"../../examples/skirmish/crossing.json": skirmish.ReasonCommander,
		"../../examples/skirmish/standoff.json": skirmish.ReasonRounds,
	} {
		g := loadGame(t, file)
		states, _, err := g.Replay()
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		final := states[len(states)-1]
		if !final.Over || final.Result.Reason != want {
			t.Errorf("%s: over=%v reason %q, want %q", file, final.Over, final.Result.Reason, want)
		}
		if want == skirmish.ReasonRounds && (final.Round != skirmish.Rounds || len(g.Turns) != 2*skirmish.Rounds) {
			t.Errorf("%s: ended in round %d after %d turns", file, final.Round, len(g.Turns))
		}
	}
}

package tiles_test

import (
	"errors"
	"flag"
	"os"
	"strings"
	"testing"

	"mecanoid/engine/tiles"
)

func loadWorld(t testing.TB, file string) *tiles.World {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	w, err := tiles.ParseWorld(file, data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// worldText is the whole story of a world: each input, its events, the
// state and the map after it.
func worldText(t testing.TB, w *tiles.World) string {
	t.Helper()
	states, events, err := w.Replay()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString("Setup\n" + tiles.EventsText(events[0]))
	for i, in := range w.Inputs {
		b.WriteString("Step " + tiles.InputText(in) + "\n" + tiles.EventsText(events[i+1]))
	}
	last := states[len(states)-1]
	b.WriteString(tiles.StateText(last) + tiles.Map(last))
	return b.String()
}

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// The bundled world played through: what the rules give was checked by
// hand (the Pont de Pierre is designated by the Auberge, Béa's plan puts
// the Colline north, the Marais is turned until its need is met); the
// golden file guards against unnoticed changes, -update rewrites it.
func TestBundledWorld(t *testing.T) {
	w := loadWorld(t, "../../worlds/valdor.json")
	out := worldText(t, w)
	for _, want := range []string{
		"Pont de Pierre is placed at 1,0, diamond E (designated by Auberge du Gué to the W)  [rule: designation]",
		"Colline #1 is placed at 0,-1, diamond N (Béa's plan: Colline diamond N)  [rule: plans]",
		"breaks a need (Marais wants kind swamp forest river to its S, Colline is there): roll again  [rule: needs]",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q", want)
		}
	}
	golden := "testdata/valdor.golden"
	if *update {
		if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if string(want) != out {
		t.Errorf("output differs from %s (go test -update rewrites it):\n%s", golden, out)
	}
}

func TestWorldFileErrors(t *testing.T) {
	set := `"set_lines": ["tile Camp", "realm Plaine", "grid", "..........", "..........", "..........", "..........", "..........", "..........", "..........", "..........", "..........", ".........#"]`
	cases := []struct {
		name, text string
		sentinel   error
		want       string
	}{
		{"json", "{\n  \"seed\": x}", tiles.ErrSyntax, "w.json:2:11"},
		{"unknown field", "{\n  \"sede\": 1}", tiles.ErrSyntax, "w.json:2:3"},
		{"no set", `{"characters": []}`, tiles.ErrSyntax, "no tiles"},
		{"game", `{"game": "dr2d", ` + set + `}`, tiles.ErrSetup, "w.json:1:10: game"},
		{"dice", `{"dice": "d8", ` + set + `}`, tiles.ErrSetup, "w.json:1:10: dice"},
		{"cell", "{" + set + ",\n \"characters\": [{\"name\": \"A\", \"at\": [0,0], \"cell\": \"J10\"}]}", tiles.ErrSetup, "w.json:2:52: characters[0].cell: A: J10 of Camp is not walkable"},
		{"at", "{" + set + ", \"characters\": [{\"name\": \"A\", \"at\": [1,0]}]}", tiles.ErrSetup, "characters[0].at: A: no tile at 1,0"},
		{"twice", "{" + set + ", \"characters\": [{\"name\": \"A\", \"at\": [0,0]}, {\"name\": \"A\", \"at\": [0,0]}]}", tiles.ErrSetup, "characters[1].name"},
		{"start", "{" + set + ", \"start\": [{\"at\": [0,0], \"tile\": \"Keep\"}]}", tiles.ErrSetup, "start[0].tile: no tile \"Keep\""},
		{"plan", "{" + set + ", \"characters\": [{\"name\": \"A\", \"at\": [0,0]}], \"plans\": [{\"character\": \"B\", \"at\": [1,0], \"tile\": \"Camp\"}]}", tiles.ErrSetup, "plans[0].character"},
		{"set in set", "{" + set + ", \"set\": \"x.tiles\"}", tiles.ErrSyntax, "not both"},
		{"bad tiles", `{"set_lines": ["tile Camp"]}`, tiles.ErrSyntax, "w.json (set_lines):1: tile \"Camp\" has no grid"},
	}
	for _, c := range cases {
		_, err := tiles.ParseWorld("w.json", []byte(c.text), nil)
		if !errors.Is(err, c.sentinel) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %v containing %q", c.name, err, c.sentinel, c.want)
		}
	}
	// A refused input in a world file names the input.
	text := "{" + set + `, "characters": [{"name": "A", "at": [0,0], "cell": "E5"}],` + "\n" + `"inputs": [{"do": "move", "character": "A", "dir": "W", "steps": 4},` + "\n" + `{"do": "move", "character": "A", "dir": "W"}]}`
	w, err := tiles.ParseWorld("w.json", []byte(text), nil)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = w.Replay()
	if !errors.Is(err, tiles.ErrInput) || !strings.Contains(err.Error(), "w.json:3:1: inputs[1]: input 2: A cannot go W") {
		t.Errorf("replay: %v", err)
	}
}

package skirmish_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"testing"

	"mecanoid/engine/skirmish"
)

// FuzzParseMap: any text either parses to a map that survives MarshalMap, or
// fails with a positioned error wrapping a sentinel. Never a panic.
func FuzzParseMap(f *testing.F) {
	for _, path := range []string{"../../boards/skirmish-crossing.map", "testdata/ladder.map", "testdata/star.map"} {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("size 100 100\nplot A 30 30\nplot B 70 70\nbridge A B A"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := skirmish.ParseMap("fuzz", data)
		if err != nil {
			var pe *skirmish.PosError
			if !errors.As(err, &pe) || !(errors.Is(err, skirmish.ErrSyntax) || errors.Is(err, skirmish.ErrSetup)) {
				t.Fatalf("error is not a positioned sentinel: %v", err)
			}
			return
		}
		again, err := skirmish.ParseMap("again", skirmish.MarshalMap(m))
		if err != nil {
			t.Fatalf("MarshalMap wrote what ParseMap refuses: %v", err)
		}
		if string(skirmish.MarshalMap(again)) != string(skirmish.MarshalMap(m)) {
			t.Fatal("map changed through MarshalMap")
		}
	})
}

// FuzzParseTypes: the same for robot types files.
func FuzzParseTypes(f *testing.F) {
	data, err := os.ReadFile("testdata/test.robots")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(skirmish.DefaultTypesText))
	f.Add([]byte("type a\nspeed 1 structure 2\nweapon w rate 1 range 1 damage 1"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := skirmish.ParseTypes("fuzz", data)
		if err != nil {
			var pe *skirmish.PosError
			if !errors.As(err, &pe) || !(errors.Is(err, skirmish.ErrSyntax) || errors.Is(err, skirmish.ErrSetup)) {
				t.Fatalf("error is not a positioned sentinel: %v", err)
			}
			return
		}
		again, err := skirmish.ParseTypes("again", skirmish.MarshalTypes(c))
		if err != nil {
			t.Fatalf("MarshalTypes wrote what ParseTypes refuses: %v\n%s", err, skirmish.MarshalTypes(c))
		}
		if string(skirmish.MarshalTypes(again)) != string(skirmish.MarshalTypes(c)) {
			t.Fatal("types changed through MarshalTypes")
		}
	})
}

// FuzzParseAction: an action that parses is written back to the same action.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"call 7 B3", "2: B2 C2 fire laser 7 C3", "4: fire 9", "2:B2", "3 : fire canon 4, A1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := skirmish.ParseAction(s)
		if err != nil {
			if !errors.Is(err, skirmish.ErrNotation) {
				t.Fatalf("error is not ErrNotation: %v", err)
			}
			return
		}
		b, err := skirmish.ParseAction(a.String())
		if err != nil || b.String() != a.String() {
			t.Fatalf("%q → %q → %q, %v", s, a.String(), b.String(), err)
		}
	})
}

// FuzzParseGame: the skirmish game file. Any file either is refused with a
// positioned error wrapping ErrSyntax, ErrSetup or (an action's notation)
// ErrIllegal, or it parses, replays to its end or to a refused action (a
// positioned error wrapping ErrIllegal), and the game file NewGameFile
// writes of it (map and types inline) reads back to the same setup and
// the same actions. Seeds: the bundled games and the scenarios' games; the
// map and types files they name are served by their base name.
func FuzzParseGame(f *testing.F) {
	files := map[string][]byte{}
	for _, p := range []string{"../../boards/skirmish-crossing.map", "../../boards/skirmish.robots", "testdata/ladder.map", "testdata/star.map", "testdata/test.robots"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		files[path.Base(p)] = data
	}
	load := func(name string) ([]byte, error) {
		if data, ok := files[path.Base(name)]; ok {
			return data, nil
		}
		return nil, fs.ErrNotExist
	}
	for _, p := range []string{"../../examples/skirmish/crossing.json", "../../examples/skirmish/standoff.json"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	scenarios, _ := filepath.Glob("testdata/scenarios/*.json")
	for _, p := range scenarios {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		var sc struct{ Game json.RawMessage }
		if json.Unmarshal(data, &sc) == nil && len(sc.Game) > 0 {
			f.Add([]byte(sc.Game))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := skirmish.ParseGame("fuzz.json", data, load)
		if err != nil {
			var pe *skirmish.PosError
			if !errors.As(err, &pe) || pe.File == "" {
				t.Fatalf("error is not positioned in a file: %v", err)
			}
			if !errors.Is(err, skirmish.ErrSyntax) && !errors.Is(err, skirmish.ErrSetup) && !errors.Is(err, skirmish.ErrIllegal) {
				t.Fatalf("error wraps no sentinel: %v", err)
			}
			return
		}
		states, _, err := g.Replay()
		if err != nil {
			var pe *skirmish.PosError
			if !errors.As(err, &pe) || !errors.Is(err, skirmish.ErrIllegal) {
				t.Fatalf("replay error is not a positioned refusal: %v", err)
			}
		}
		if len(states) == 0 || len(states) > len(g.Turns)+1 {
			t.Fatalf("%d states for %d turns", len(states), len(g.Turns))
		}
		out, err := json.Marshal(skirmish.NewGameFile(g.Setup, g.Turns))
		if err != nil {
			t.Fatal(err)
		}
		again, err := skirmish.ParseGame("again.json", out, nil)
		if err != nil {
			t.Fatalf("NewGameFile wrote what ParseGame refuses: %v\n%s", err, out)
		}
		a, _ := json.Marshal(g.Setup.JSON())
		b, _ := json.Marshal(again.Setup.JSON())
		if !bytes.Equal(a, b) {
			t.Fatalf("setup changed through NewGameFile:\n%s\n%s", a, b)
		}
		if fmt.Sprint(again.Turns) != fmt.Sprint(g.Turns) {
			t.Fatalf("actions changed through NewGameFile:\n%v\n%v", g.Turns, again.Turns)
		}
	})
}

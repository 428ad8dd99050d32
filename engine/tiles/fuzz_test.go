package tiles_test

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"mecanoid/engine/tiles"
)

// FuzzParseSet: any text either parses to a set that MarshalSet writes
// back to the same set, or fails with a positioned error wrapping a
// sentinel. Never a panic.
//
// The bundled sets are seeded a tile at a time (their header, then one
// tile; and the first two tiles together), not whole: the fuzzer minimizes
// every input that finds new code, and its minimizer tries every span of
// bytes to cut, quadratic in the input's length. On the 3 KB valdor.tiles
// that is millions of parses, so one worker spent the whole minute on one
// input (7 inputs run in 60 s); on a tile of 400 bytes it is over in a
// second or two. `make fuzz` also bounds the time to minimize an input.
func FuzzParseSet(f *testing.F) {
	for _, p := range []string{"../../worlds/valdor.tiles", "../../worlds/valdor-more.tiles"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		head, blocks := splitTiles(string(data))
		for _, b := range blocks {
			f.Add([]byte(head + b))
		}
		if len(blocks) > 1 {
			f.Add([]byte(head + blocks[0] + blocks[1]))
		}
	}
	f.Add([]byte(tileText("Camp", "realm Plaine\nneighbour E tile Tower\ngeneric 2", "A1")))
	f.Add([]byte("special * x\ntile a\nrealm b\ngrid\n A B C D E F G H I J\n1 *.........\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := tiles.ParseSet("fuzz.tiles", data, nil)
		if err != nil {
			var pe *tiles.PosError
			if !errors.As(err, &pe) || !(errors.Is(err, tiles.ErrSyntax) || errors.Is(err, tiles.ErrSetup)) {
				t.Fatalf("error without position or sentinel: %v", err)
			}
			return
		}
		out := tiles.MarshalSet(s)
		again, err := tiles.ParseSet("again", out, nil)
		if err != nil {
			t.Fatalf("marshalled set does not parse: %v\n%s", err, out)
		}
		if string(tiles.MarshalSet(again)) != string(out) {
			t.Fatalf("set changed through MarshalSet:\n%s", out)
		}
		for _, tl := range s.Tiles {
			if tl.Walkable(tiles.Label) {
				t.Fatalf("%s: J10 walkable", tl.Name)
			}
		}
	})
}

// FuzzParseWorld: a world file parses and replays, or fails with an error
// wrapping a sentinel.
func FuzzParseWorld(f *testing.F) {
	data, err := os.ReadFile("../../worlds/valdor.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"set_lines":["tile a","realm b","grid","..........","..........","..........","..........","..........","..........","..........","..........","..........",".........#"],"seed":1,"characters":[{"name":"x","at":[0,0]}],"inputs":[{"do":"move","character":"x","dir":"E","steps":9}]}`))
	set, _ := os.ReadFile("../../worlds/valdor.tiles")
	load := func(string) ([]byte, error) { return set, nil }
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := tiles.ParseWorld("fuzz.json", data, load)
		if err != nil {
			if !errors.Is(err, tiles.ErrSyntax) && !errors.Is(err, tiles.ErrSetup) {
				t.Fatalf("error wraps no sentinel: %v", err)
			}
			return
		}
		states, _, err := w.Replay()
		if err != nil && !errors.Is(err, tiles.ErrInput) && !errors.Is(err, tiles.ErrSetup) && !errors.Is(err, tiles.ErrSyntax) {
			t.Fatalf("replay error wraps no sentinel: %v", err)
		}
		for _, s := range states {
			checkWorld(t, s)
		}
	})
}

// splitTiles cuts a set file into what comes before its first tile (the
// set's name, its specials) and its tiles, each from its "tile" line on.
func splitTiles(text string) (head string, blocks []string) {
	lines := strings.SplitAfter(text, "\n")
	cur := &head
	for _, l := range lines {
		if strings.HasPrefix(l, "tile ") {
			blocks = append(blocks, "")
			cur = &blocks[len(blocks)-1]
		}
		*cur += l
	}
	return head, blocks
}

// FuzzParsePlace: the places, cells and directions players type
// (`mecanoid tiles reveal 1,-2`, "to": "C7", "dir": "E"). Each text either
// is refused with an error wrapping ErrSyntax, as every error of the
// package wraps a sentinel, or reads as a place, cell or direction that
// String writes back to itself. Seeds: those of the bundled world.
func FuzzParsePlace(f *testing.F) {
	data, err := os.ReadFile("../../worlds/valdor.json")
	if err != nil {
		f.Fatal(err)
	}
	var wf tiles.WorldFile
	if err := json.Unmarshal(data, &wf); err != nil {
		f.Fatal(err)
	}
	add := func(s string) { f.Add(s) }
	for _, st := range wf.Start {
		add(st.At.String())
		add(st.Facing)
	}
	for _, c := range wf.Characters {
		add(c.At.String())
		add(c.Cell)
	}
	for _, pn := range wf.Plans {
		add(pn.At.String())
		add(pn.Facing)
	}
	for _, in := range wf.Inputs {
		if in.At != nil {
			add(in.At.String())
		}
		add(in.To)
		add(in.Dir)
		add(in.Facing)
	}
	add("-1000, 1000")
	add(" j10 ")
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := tiles.ParsePos(s); err != nil {
			if !errors.Is(err, tiles.ErrSyntax) {
				t.Fatalf("place %q: error wraps no sentinel: %v", s, err)
			}
		} else if back, err := tiles.ParsePos(p.String()); err != nil || back != p || p.X < -tiles.MaxCoord || p.X > tiles.MaxCoord || p.Y < -tiles.MaxCoord || p.Y > tiles.MaxCoord {
			t.Fatalf("place %q → %v → %v, %v", s, p, back, err)
		}
		if c, err := tiles.ParseCell(s); err != nil {
			if !errors.Is(err, tiles.ErrSyntax) {
				t.Fatalf("cell %q: error wraps no sentinel: %v", s, err)
			}
		} else if back, err := tiles.ParseCell(c.String()); err != nil || back != c || !c.Valid() {
			t.Fatalf("cell %q → %v → %v, %v", s, c, back, err)
		}
		if d, ok := tiles.ParseDir(s); ok {
			if back, ok := tiles.ParseDir(d.String()); !ok || back != d || d < tiles.North || d > tiles.West {
				t.Fatalf("direction %q → %v → %v", s, d, back)
			}
		}
	})
}

// FuzzParseDice: the dice of a world file ("dice": "2d6"). A text is
// refused with an error wrapping ErrSyntax, or names dice that read back
// the same; and the world's generator, from any seed, rolls within a die's
// sides. Seeds: the bundled world's dice and seed.
func FuzzParseDice(f *testing.F) {
	data, err := os.ReadFile("../../worlds/valdor.json")
	if err != nil {
		f.Fatal(err)
	}
	var wf tiles.WorldFile
	if err := json.Unmarshal(data, &wf); err != nil {
		f.Fatal(err)
	}
	for _, d := range []string{wf.Dice, "d6", "2d6", "", "D4"} {
		f.Add(d, wf.Seed, 4)
	}
	f.Add("d4", uint64(0), 1)
	f.Add("d20", ^uint64(0), 1<<30)
	f.Fuzz(func(t *testing.T, s string, seed uint64, sides int) {
		d, err := tiles.ParseDice(s)
		if err != nil {
			if !errors.Is(err, tiles.ErrSyntax) {
				t.Fatalf("dice %q: error wraps no sentinel: %v", s, err)
			}
		} else if back, err := tiles.ParseDice(string(d)); err != nil || back != d {
			t.Fatalf("dice %q → %q → %q, %v", s, d, back, err)
		}
		if sides < 1 {
			return // Intn's precondition
		}
		r := tiles.NewRand(seed)
		for range 8 {
			if n := r.Roll(sides); n < 1 || n > sides {
				t.Fatalf("seed %d: a d%d rolled %d", seed, sides, n)
			}
		}
	})
}

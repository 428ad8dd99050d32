package tiles_test

import (
	"encoding/json"
	"math/rand"
	"os"
	"testing"

	"mecanoid/engine/tiles"
)

// checkWorld checks what must hold of every world: each print placed once,
// places distinct, characters on distinct walkable cells of placed tiles,
// every pair of neighbouring tiles meeting each other's needs (worlds
// without oriented plans), and placed + pile = every print.
func checkWorld(t testing.TB, s *tiles.State) {
	t.Helper()
	prints := map[tiles.Copy]bool{}
	places := map[tiles.Pos]bool{}
	for _, p := range s.Tiles {
		c := tiles.Copy{Tile: p.Tile, Copy: p.Copy}
		if prints[c] || places[p.At] {
			t.Fatalf("tile %s or place %v used twice", s.Name(p), p.At)
		}
		prints[c], places[p.At] = true, true
		if s.Hole(p.At) || s.HiatusAt(p.At) >= 0 {
			t.Fatalf("%v is a hole or waits for a Hiatus, and has a tile", p.At)
		}
		for w := tiles.North; w <= tiles.West; w++ {
			q, ok := s.TileAt(p.At.Next(w))
			if !ok {
				continue
			}
			need := s.Set.Tiles[p.Tile].Needs[tiles.LocalDir(w, p.Facing)]
			if !need.Accepts(s.Set.Tiles[q.Tile]) {
				t.Fatalf("%s at %v wants %s to its %v, has %s", s.Name(p), p.At, need, w, s.Name(q))
			}
		}
	}
	if len(s.Tiles)+len(s.Pile()) != s.Set.Count() {
		t.Fatalf("%d placed + %d in the pile != %d prints", len(s.Tiles), len(s.Pile()), s.Set.Count())
	}
	cells := map[tiles.Where]string{}
	for _, c := range s.Characters {
		p, ok := s.TileAt(c.At)
		if !ok || !s.Set.Tiles[p.Tile].Walkable(c.Cell) {
			t.Fatalf("%s on %v at %v: no tile or not walkable", c.Name, c.Cell, c.At)
		}
		if other, dup := cells[c.Where()]; dup {
			t.Fatalf("%s and %s both on %v", c.Name, other, c.Where())
		}
		cells[c.Where()] = c.Name
	}
}

// Random walks over the bundled tiles, every dice method: the invariants
// hold after every input, and a world replayed from its inputs is the same
// world, byte for byte.
func TestRandomWalks(t *testing.T) {
	w := loadWorld(t, "../../worlds/valdor.json")
	dirs := []string{"N", "E", "S", "W"}
	for seed := int64(0); seed < 60; seed++ {
		rng := rand.New(rand.NewSource(seed))
		wf := w.File
		wf.Seed = uint64(seed)
		wf.Dice = []string{"d4", "d6", "2d6"}[seed%3]
		wf.Plans = nil
		wf.Inputs = nil
		data, _ := json.Marshal(wf)
		world, err := tiles.ParseWorld("random", data, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := world.Setup
		checkWorld(t, s)
		var played []tiles.Input
		for range 80 {
			in := tiles.Input{Do: "move", Character: s.Characters[rng.Intn(len(s.Characters))].Name, Dir: dirs[rng.Intn(4)], Steps: 1 + rng.Intn(12)}
			if rng.Intn(15) == 0 {
				in = tiles.Input{Do: "reveal", At: &tiles.Pos{X: rng.Intn(7) - 3, Y: rng.Intn(7) - 3}}
			}
			next, _, err := tiles.Apply(s, in)
			if err != nil {
				continue // refused: nothing changed
			}
			played = append(played, in)
			s = next
			checkWorld(t, s)
		}
		wf.Inputs = played
		data, _ = json.Marshal(wf)
		again, err := tiles.ParseWorld("again", data, nil)
		if err != nil {
			t.Fatal(err)
		}
		states, _, err := again.Replay()
		if err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		a, _ := json.Marshal(s.JSON())
		b, _ := json.Marshal(states[len(states)-1].JSON())
		if string(a) != string(b) {
			t.Fatalf("seed %d: replay differs:\n%s\n%s", seed, a, b)
		}
	}
}

// The same seed gives the same world; another seed, another one.
func TestSameSeedSameWorld(t *testing.T) {
	data, err := os.ReadFile("../../worlds/valdor.json")
	if err != nil {
		t.Fatal(err)
	}
	a, b := loadWorld(t, "../../worlds/valdor.json"), loadWorld(t, "../../worlds/valdor.json")
	if worldText(t, a) != worldText(t, b) {
		t.Fatal("two replays of one world differ")
	}
	var wf map[string]any
	_ = json.Unmarshal(data, &wf)
	wf["seed"] = 1
	wf["inputs"] = []any{map[string]any{"do": "reveal", "at": []int{5, 5}}, map[string]any{"do": "reveal", "at": []int{6, 6}}, map[string]any{"do": "reveal", "at": []int{7, 7}}}
	other, _ := json.Marshal(wf)
	wf["seed"] = 2
	other2, _ := json.Marshal(wf)
	w1, err := tiles.ParseWorld("../../worlds/x.json", other, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	w2, _ := tiles.ParseWorld("../../worlds/x.json", other2, os.ReadFile)
	if worldText(t, w1) == worldText(t, w2) {
		t.Error("seeds 1 and 2 drew the same three tiles and orientations")
	}
}

// Resuming from a state half way draws what the whole game would have:
// the generator's state is part of the world.
func TestResumeKeepsTheSequence(t *testing.T) {
	w := loadWorld(t, "../../worlds/valdor.json")
	states, _, err := w.Replay()
	if err != nil {
		t.Fatal(err)
	}
	mid := states[3]
	s := mid
	for _, in := range w.Inputs[3:] {
		s, _, err = tiles.Apply(s, in)
		if err != nil {
			t.Fatal(err)
		}
	}
	a, _ := json.Marshal(s.JSON())
	b, _ := json.Marshal(states[len(states)-1].JSON())
	if string(a) != string(b) {
		t.Fatalf("resumed world differs:\n%s\n%s", a, b)
	}
}

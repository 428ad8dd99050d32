package dr2d_test

import (
	"bytes"
	"encoding/json"
	"math/rand"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/engine/dr2d/dr2dtest"
)

// randomGame places up to 8 robots and plays up to 6 turns of random cartridges.
func randomGame(rng *rand.Rand) (*dr2d.State, func(*dr2d.State) map[int]dr2d.Program) {
	for {
		b := dr2dtest.RandomBoard(rng)
		if b.Laws[2] == (dr2d.Cell{}) {
			continue
		}
		var robots []dr2d.Robot
		taken := map[dr2d.Cell]bool{}
		for id := 1; id <= 1+rng.Intn(8); id++ {
			c := dr2d.Cell{X: 1 + rng.Intn(b.Width), Y: 1 + rng.Intn(b.Height)}
			if taken[c] {
				continue
			}
			taken[c] = true
			r := dr2d.Robot{ID: id, Cell: c, Facing: dr2d.Dir(rng.Intn(4)), PC: 1 + rng.Intn(7)}
			if rng.Intn(5) == 0 {
				r.Laws = dr2d.LawSet(rng.Intn(7))
			}
			robots = append(robots, r)
		}
		s, err := dr2d.NewState(b, rng.Intn(len(b.Layouts)), [3]dr2d.Cell{}, robots)
		if err != nil {
			continue
		}
		progs := func(s *dr2d.State) map[int]dr2d.Program {
			p := map[int]dr2d.Program{}
			for _, r := range s.Robots {
				if r.Left || r.Sleep != dr2d.Awake {
					continue
				}
				var prog dr2d.Program
				for i := range prog.Cartridge {
					prog.Cartridge[i] = dr2dtest.RandomMove(rng)
				}
				if rng.Intn(10) == 0 {
					prog.SleepBefore = 1 + rng.Intn(5)
				}
				p[r.ID] = prog
			}
			return p
		}
		return s, progs
	}
}

// checkInvariants: never two robots on a cell, everyone on the board, PC in 0..7,
// no robot moved through a wall or more than one cell by one event.
func checkInvariants(t *testing.T, seed int64, s *dr2d.State, snaps []*dr2d.State, events []dr2d.Event) {
	t.Helper()
	for _, st := range append(snaps, s) {
		at := map[dr2d.Cell]int{}
		for _, r := range st.Robots {
			if r.PC < 0 || r.PC > dr2d.MaxPC {
				t.Fatalf("seed %d: robot %d has %d PC", seed, r.ID, r.PC)
			}
			if r.Left {
				continue
			}
			if !st.Board.In(r.Cell) {
				t.Fatalf("seed %d: robot %d off the board at %v", seed, r.ID, r.Cell)
			}
			if other, ok := at[r.Cell]; ok {
				t.Fatalf("seed %d: robots %d and %d both at %v", seed, other, r.ID, r.Cell)
			}
			at[r.Cell] = r.ID
		}
	}
	for _, e := range events {
		switch e.Kind {
		case dr2d.KindStep, dr2d.KindPushed, dr2d.KindConveyed, dr2d.KindPusherPush:
			d := e.To.Sub(e.From)
			if e.From.Next(d) != e.To {
				t.Fatalf("seed %d: %s moved robot %d from %v to %v, not one cell", seed, e.Kind, e.Robot, e.From, e.To)
			}
			if s.Board.Wall(e.From, d) {
				t.Fatalf("seed %d: %s moved robot %d through the wall between %v and %v", seed, e.Kind, e.Robot, e.From, e.To)
			}
		}
		if e.PCTo < 0 || e.PCTo > dr2d.MaxPC {
			t.Fatalf("seed %d: event leaves robot %d at %d PC", seed, e.Robot, e.PCTo)
		}
	}
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 50
	}
	for seed := int64(1); seed <= int64(n); seed++ {
		rng := rand.New(rand.NewSource(seed))
		s, progs := randomGame(rng)
		for turn := 0; turn < 6 && !s.Over(); turn++ {
			next, events, snaps, err := dr2d.ResolveMoves(s, progs(s))
			if err != nil {
				t.Fatalf("seed %d turn %d: %v", seed, turn+1, err)
			}
			checkInvariants(t, seed, next, snaps, events)
			s = next
		}
	}
}

// TestReplaySameBytes plays random games to a game file, then replays the file
// twice: the JSON of every event and state must be the same bytes.
func TestReplaySameBytes(t *testing.T) {
	for seed := int64(1); seed <= 60; seed++ {
		rng := rand.New(rand.NewSource(seed))
		s, progs := randomGame(rng)
		gf := dr2d.GameFile{BoardLines: splitLines(dr2d.MarshalBoard(s.Board)), Layout: s.Layout + 1}
		for _, r := range s.Robots {
			gf.Robots = append(gf.Robots, dr2d.RobotToJSON(r))
		}
		for turn := 0; turn < 4 && !s.Over(); turn++ {
			p := progs(s)
			next, _, err := dr2d.Resolve(s, p)
			if err != nil {
				t.Fatal(err)
			}
			gf.Turns = append(gf.Turns, dr2d.TurnToJSON(p))
			s = next
		}
		data, err := json.Marshal(gf)
		if err != nil {
			t.Fatal(err)
		}
		var outs [2][]byte
		for i := range outs {
			g, err := dr2d.ParseGame("random.json", data, nil)
			if err != nil {
				t.Fatalf("seed %d: written game does not parse: %v\n%s", seed, err, data)
			}
			states, events, err := g.Replay()
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			outs[i], _ = json.Marshal(struct {
				E [][]dr2d.Event
				S dr2d.StateJSON
			}{events, states[len(states)-1].JSON()})
		}
		if !bytes.Equal(outs[0], outs[1]) {
			t.Fatalf("seed %d: replay differs", seed)
		}
		final, _ := json.Marshal(s.JSON())
		var replayed struct{ S json.RawMessage }
		_ = json.Unmarshal(outs[0], &replayed)
		if !bytes.Equal(final, replayed.S) {
			t.Fatalf("seed %d: replayed final state differs from the played one:\n%s\n%s", seed, final, replayed.S)
		}
	}
}

func TestRandomBoardsRoundTrip(t *testing.T) {
	for seed := int64(1); seed <= 200; seed++ {
		b := dr2dtest.RandomBoard(rand.New(rand.NewSource(seed)))
		text := dr2d.MarshalBoard(b)
		again, err := dr2d.ParseBoard("random", text)
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, text)
		}
		if !sameBoard(b, again) {
			t.Fatalf("seed %d: board changed through MarshalBoard:\n%s", seed, text)
		}
	}
}

func splitLines(b []byte) []string {
	var lines []string
	for _, l := range bytes.Split(bytes.TrimRight(b, "\n"), []byte("\n")) {
		lines = append(lines, string(l))
	}
	return lines
}

package netzwerk

import (
	"bytes"
	"encoding/json"
	"testing"
)

// checkInvariants: the two views of the board agree (so no two pieces share
// a field), every battery is still on the board, and nobody is off it.
func checkInvariants(t *testing.T, seed uint64, s *State, batteries int) {
	t.Helper()
	c := s.cfg
	robots, bats := 0, 0
	for id := 1; id <= maxRobots; id++ {
		if at := s.robot[id-1]; at != 0 {
			robots++
			if int(s.sq[at-1]) != id || !c.InSquare(c.sqAt(int(at)-1)) {
				t.Fatalf("seed %d: robot %d is not where the board says", seed, id)
			}
		}
	}
	for id := 1; id <= maxBatteries; id++ {
		if at := s.battery[id-1]; at != 0 {
			bats++
			if int(s.co[at-1]) != id || !c.InCorner(c.coAt(int(at)-1)) {
				t.Fatalf("seed %d: battery %d is not where the board says", seed, id)
			}
		}
	}
	onSquares, onCorners := 0, 0
	for _, id := range s.sq {
		if id != 0 {
			onSquares++
		}
	}
	for _, id := range s.co {
		if id != 0 {
			onCorners++
		}
	}
	if onSquares != robots || onCorners != bats {
		t.Fatalf("seed %d: %d robots on %d squares, %d batteries on %d corners", seed, robots, onSquares, bats, onCorners)
	}
	if bats != batteries {
		t.Fatalf("seed %d: %d batteries, want %d: batteries never leave the board", seed, bats, batteries)
	}
}

// randomTurn plays random legal actions until the turn ends.
func randomTurn(s *State, r *Rand) (Turn, *State) {
	var t Turn
	p := s.toMove
	for !s.Over() && s.toMove == p {
		a, _ := RandomAction(s, r)
		n := s.Clone()
		if err := n.apply(a, nil); err != nil {
			panic(err)
		}
		t = append(t, a)
		s = n
	}
	return t, s
}

// Random games on boards of every size and variant: the invariants hold,
// and the referee recognises every random turn as legal from the two
// positions alone.
func TestRandomGames(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 40
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		r := NewRand(seed)
		cfg := Config{Width: 2 + r.Intn(7), Height: 3 + r.Intn(6),
			Options: Options{MustCapture: r.Intn(3) == 0, SharedUnusable: r.Intn(3) == 0}}
		s, err := NewGame(cfg, Player(1+r.Intn(2)))
		if err != nil {
			t.Fatal(err)
		}
		for turn := 0; turn < 40 && !s.Over(); turn++ {
			checkInvariants(t, seed, s, cfg.Batteries())
			turnActs, next := randomTurn(s, r)
			checkInvariants(t, seed, next, cfg.Batteries())
			scanned, err := FromPieces(cfg, s.toMove.Other(), s.turn+1, next.Pieces())
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			inferred, _, after, err := Infer(s, scanned, s.toMove)
			if err != nil {
				t.Fatalf("seed %d turn %d: the referee refuses the legal turn %s: %v\n%s", seed, turn+1, turnActs, err, Diagram(s))
			}
			if !after.SamePieces(next) || after.Over() != next.Over() {
				t.Fatalf("seed %d: inferred %s gives another position than %s", seed, inferred, turnActs)
			}
			s = next
		}
	}
}

// A played game written to a file and read back replays to the same bytes.
func TestReplaySameBytes(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		r := NewRand(seed)
		cfg := Config{Width: 3 + r.Intn(5), Height: 3 + r.Intn(5), Options: Options{MustCapture: seed%3 == 0}}
		start, _ := NewGame(cfg, Player1)
		s := start
		var turns []Turn
		for len(turns) < 12 && !s.Over() {
			t, n := randomTurn(s, r)
			turns = append(turns, t)
			s = n
		}
		data, err := json.Marshal(NewGameFile(start, turns))
		if err != nil {
			t.Fatal(err)
		}
		var outs [2][]byte
		for i := range outs {
			g, err := ParseGame("random.json", data)
			if err != nil {
				t.Fatalf("seed %d: written game does not parse: %v\n%s", seed, err, data)
			}
			states, events, played, err := g.Replay()
			if err != nil {
				t.Fatalf("seed %d: %v\n%s", seed, err, data)
			}
			outs[i], _ = json.Marshal(struct {
				E [][]Event
				P [][]string
				S StateJSON
			}{events, turnsText(played), states[len(states)-1].JSON()})
			if !states[len(states)-1].SamePieces(s) {
				t.Fatalf("seed %d: replay ends elsewhere than the game", seed)
			}
		}
		if !bytes.Equal(outs[0], outs[1]) {
			t.Fatalf("seed %d: replay differs", seed)
		}
	}
}

func turnsText(ts []Turn) [][]string {
	var out [][]string
	for _, t := range ts {
		out = append(out, TurnStrings(t))
	}
	return out
}

// Pieces and FromPieces go round.
func TestPiecesRoundTrip(t *testing.T) {
	s, _ := NewGame(DefaultConfig, Player2)
	back, err := FromPieces(DefaultConfig, Player2, 0, s.Pieces())
	if err != nil || *back != *s {
		t.Fatalf("%v", err)
	}
}

package hexprog_test

import (
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"mecanoid/engine/hexprog"
)

var randomQuestions = []string{
	"robot enemy ahead within 2", "ahead free", "ahead lake or ahead off", "facing 3", "shots > 5",
	"robot any within 1", "not dir 2 free", "ahead colour yellow", "behind robot", "true", "false",
}

// randomProgram writes a program of up to 15 random steps; it may be refused.
func randomProgram(rng *rand.Rand) (string, map[int]string) {
	ops := []string{"D+1", "D+2", "D-1", "D-2", "R+1", "R+2", "R-1", "R-2", "T", "*", "?1", "?2", "?3", "?4", "RAZ", "G", "."}
	n := 1 + rng.Intn(15)
	parts := make([]string, n)
	for i := range parts {
		op := ops[rng.Intn(len(ops))]
		if op == "*" && rng.Intn(4) != 0 {
			op = "T" // keep explosions rare, so games last
		}
		if op == "G" {
			op = fmt.Sprintf("G%d", 1+rng.Intn(n))
		}
		parts[i] = op
	}
	tests := map[int]string{}
	for k := 1; k <= 4; k++ {
		tests[k] = randomQuestions[rng.Intn(len(randomQuestions))]
	}
	return strings.Join(parts, " "), tests
}

func randomBoard(rng *rand.Rand) *hexprog.Board {
	cols, rows := 4+rng.Intn(6), 4+rng.Intn(6)
	var b strings.Builder
	tiles := []string{".", ".", ".", ".", "~", "Z", "Sr", "Tb", "-", "g"}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			b.WriteString(tiles[rng.Intn(len(tiles))] + " ")
		}
		b.WriteString("\n")
	}
	board, err := hexprog.ParseBoard("random", []byte(b.String()))
	if err != nil {
		panic(err)
	}
	return board
}

// randomState places 2..6 robots of 2..3 players with random programs.
func randomState(rng *rand.Rand) *hexprog.State {
	for {
		b := randomBoard(rng)
		st := hexprog.Settings{ShapesBlock: rng.Intn(2) == 0, FreePlacement: true, Shots: 1 + rng.Intn(10)}
		players := make([]hexprog.Player, 2+rng.Intn(2))
		var robots []hexprog.Robot
		used := map[hexprog.Cell]bool{}
		cells := b.Cells()
		for id := 1; id <= 2+rng.Intn(5); id++ {
			c := cells[rng.Intn(len(cells))]
			t := b.Tile(c)
			if used[c] || t.Terrain == hexprog.Lake || t.Terrain == hexprog.Shape {
				continue
			}
			var prog *hexprog.Program
			for prog == nil {
				text, tests := randomProgram(rng)
				prog, _ = hexprog.ParseProgram(text, tests, 15)
			}
			used[c] = true
			robots = append(robots, hexprog.Robot{ID: id, Player: 1 + (id-1)%len(players), Cell: c,
				Facing: hexprog.Dir(1 + rng.Intn(6)), Program: prog})
		}
		s, err := hexprog.NewState(b, st, hexprog.Goal{}, players, robots)
		if err == nil {
			return s
		}
	}
}

func checkInvariants(t *testing.T, s *hexprog.State, before *hexprog.State) {
	t.Helper()
	at := map[hexprog.Cell]int{}
	for i, r := range s.Robots {
		if r.Out {
			continue
		}
		tile := s.Board.Tile(r.Cell)
		if !s.Board.In(r.Cell) || tile.Terrain == hexprog.Lake || (s.Settings.ShapesBlock && tile.Terrain == hexprog.Shape) {
			t.Fatalf("robot %d in play on %v (%s)", r.ID, r.Cell, tile.Describe())
		}
		if other, dup := at[r.Cell]; dup {
			t.Fatalf("robots %d and %d share %v", other, r.ID, r.Cell)
		}
		at[r.Cell] = r.ID
		if r.Pointer < 0 || r.Pointer > len(r.Program.Steps) || !r.Facing.Valid() {
			t.Fatalf("robot %d: pointer %d facing %d", r.ID, r.Pointer, r.Facing)
		}
		if r.Fired > s.Settings.Shots {
			t.Fatalf("robot %d fired %d of %d", r.ID, r.Fired, s.Settings.Shots)
		}
		b := before.Robots[i]
		if b.Lost&^r.Lost != 0 || b.Fired > r.Fired || (b.Out && !r.Out) {
			t.Fatalf("robot %d got something back: %+v → %+v", r.ID, b, r)
		}
	}
}

// TestRandomGames plays random programs on random boards: no turn hangs
// (the test would time out), no invariant breaks, and replaying gives the
// same states and events.
func TestRandomGames(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	games := 300
	if testing.Short() {
		games = 50
	}
	for g := 0; g < games; g++ {
		s := randomState(rng)
		start := s
		var log []hexprog.Event
		rounds := 0
		for ; rounds < 40 && !s.Over; rounds++ {
			next, evs, err := hexprog.PlayRound(s, nil)
			if err != nil {
				t.Fatalf("game %d round %d: %v", g, rounds+1, err)
			}
			checkInvariants(t, next, s)
			log = append(log, evs...)
			s = next
		}
		// Replay turn by turn: PlayTurn gives the same events as PlayRound.
		r := start
		var again []hexprog.Event
		for !r.Over && r.Round < rounds {
			next, evs, err := hexprog.PlayTurn(r, nil)
			if err != nil {
				t.Fatal(err)
			}
			again = append(again, evs...)
			r = next
		}
		if !reflect.DeepEqual(log, again) && !(len(log) == 0 && len(again) == 0) {
			t.Fatalf("game %d: turn by turn differs from round by round (%d vs %d events)", g, len(again), len(log))
		}
	}
}

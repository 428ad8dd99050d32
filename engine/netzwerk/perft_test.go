package netzwerk_test

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	nz "mecanoid/engine/netzwerk"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// perftPositions are fixed positions whose action counts are kept in
// testdata/perft.golden. Depth 1 of "start" (18) and of "must-capture" (4)
// are worked out by hand in rules_test.go; the deeper counts guard the move
// generator against unnoticed changes.
func perftPositions(t *testing.T) []struct {
	name  string
	s     *nz.State
	depth int
} {
	start, _ := nz.NewGame(nz.DefaultConfig, nz.Player1)
	small, _ := nz.NewGame(nz.Config{Width: 3, Height: 4}, nz.Player2)
	mid, _ := apply(t, start, "R3 [3,4]", "R4 [4,5]", "B4 [3,4]", "end", "R9 [3,3]", "R8 [2,2]", "end")
	must := pos(t, nz.Options{MustCapture: true}, 1, "R1 3,5", "R2 1,6", "B5 0,5", "R8 3,3", "R9 6,1", "B1 2,4", "B2 3,4", "B3 2,5", "B4 3,5")
	shared := pos(t, nz.Options{SharedUnusable: true}, 1, "R1 3,5", "B1 2,4", "R8 2,4", "R9 6,1", "R2 1,6", "B2 0,5", "B3 3,4")
	return []struct {
		name  string
		s     *nz.State
		depth int
	}{{"start", start, 3}, {"small-3x4", small, 4}, {"midgame", mid, 2}, {"must-capture", must, 3}, {"shared-unusable", shared, 3}}
}

func TestPerft(t *testing.T) {
	var b strings.Builder
	for _, p := range perftPositions(t) {
		for d := 1; d <= p.depth; d++ {
			fmt.Fprintf(&b, "%-16s depth %d: %d\n", p.name, d, nz.Perft(p.s, d))
		}
	}
	golden := "testdata/perft.golden"
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if string(want) != b.String() {
		t.Fatalf("perft counts changed:\n%s\nwant\n%s", b.String(), want)
	}
}

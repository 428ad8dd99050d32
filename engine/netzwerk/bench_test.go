package netzwerk_test

import (
	"testing"

	nz "mecanoid/engine/netzwerk"
)

// BenchmarkLegalActions lists the actions of a middle-game position.
func BenchmarkLegalActions(b *testing.B) {
	s, _ := nz.NewGame(nz.DefaultConfig, nz.Player1)
	s, _ = apply(b, s, "R3 [3,4]", "R4 [4,5]", "B4 [3,4]", "end", "R9 [3,3]", "R8 [2,2]", "end", "R2 [2,4]")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		nz.LegalActions(s)
	}
}

// BenchmarkSearchVsRandom plays whole games: the search (2000 nodes a
// decision) against a random player, sides alternating.
func BenchmarkSearchVsRandom(b *testing.B) {
	start, _ := nz.NewGame(nz.DefaultConfig, nz.Player1)
	wins := 0
	for i := 0; i < b.N; i++ {
		side := nz.Player(1 + i%2)
		w, _ := nz.Match(start, &nz.Searcher{MaxNodes: 2000, Rand: nz.NewRand(uint64(i))}, side, nz.NewRand(uint64(i)+1e6), 300)
		if w == side {
			wins++
		}
	}
	b.ReportMetric(float64(wins)/float64(b.N)*100, "%won")
}

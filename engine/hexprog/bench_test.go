package hexprog_test

import (
	"os"
	"testing"

	"mecanoid/engine/hexprog"
)

// BenchmarkReplayDuel replays the bundled game (28 rounds, four robots).
func BenchmarkReplayDuel(b *testing.B) {
	data, err := os.ReadFile("../../examples/hexprog/duel.json")
	if err != nil {
		b.Fatal(err)
	}
	g, err := hexprog.ParseGame("../../examples/hexprog/duel.json", data, os.ReadFile)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, _, err := g.Replay(); err != nil {
			b.Fatal(err)
		}
	}
}

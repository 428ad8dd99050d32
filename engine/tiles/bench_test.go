package tiles_test

import (
	"testing"

	"mecanoid/engine/tiles"
)

// BenchmarkReplay replays the bundled world: what resuming it from the
// journal costs on the Raspberry Pi.
func BenchmarkReplay(b *testing.B) {
	w := loadWorld(b, "../../worlds/valdor.json")
	for b.Loop() {
		if _, _, err := w.Replay(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMove(b *testing.B) {
	w := loadWorld(b, "../../worlds/valdor.json")
	s := w.Setup
	in := tiles.Input{Do: "move", Character: "Aldo", Dir: "E", Steps: 5}
	for b.Loop() {
		if _, _, err := tiles.Apply(s, in); err != nil {
			b.Fatal(err)
		}
	}
}

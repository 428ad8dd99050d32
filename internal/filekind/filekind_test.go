package filekind

import (
	"os"
	"path/filepath"
	"testing"
)

// Every file the repository bundles is told for what it is.
func TestOfBundledFiles(t *testing.T) {
	for name, want := range map[string]string{
		"boards/arena.hex":                HexBoard,
		"boards/demo.board":               DR2DBoard,
		"boards/factory.board":            DR2DBoard,
		"boards/skirmish-crossing.map":    SkirmishMap,
		"boards/skirmish.robots":          SkirmishRobots,
		"boards/demo.leds":                LEDMap,
		"boards/factory.leds":             LEDMap,
		"worlds/valdor.tiles":             TileSet,
		"examples/factory-demo.json":      DR2DGame,
		"examples/netzwerk/demo.json":     NetzwerkGame,
		"examples/hexprog/duel.json":      HexprogGame,
		"examples/skirmish/crossing.json": SkirmishGame,
		"demo/table/f000.jpg":             Photo,
	} {
		data, err := os.ReadFile(filepath.Join("../..", name))
		if err != nil {
			t.Fatal(err)
		}
		if got := Of(data); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
	if got := Of([]byte("some notes\n")); got != Unknown {
		t.Errorf("notes: %q", got)
	}
}

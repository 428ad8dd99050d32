package cli

import (
	"reflect"
	"testing"
)

// TestGameArg: --game is found among the referee's arguments, however
// it is written, before the game's own flags are known.
func TestGameArg(t *testing.T) {
	if got := []string{gameArg([]string{"--game", "netzwerk"}), gameArg([]string{"-game=netzwerk"}), gameArg([]string{"--board", "b", "--game", "dr2d"}), gameArg([]string{"--camera", "game"})}; !reflect.DeepEqual(got, []string{"netzwerk", "netzwerk", "dr2d", ""}) {
		t.Errorf("gameArg: %q", got)
	}
}

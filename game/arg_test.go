package game

import (
	"reflect"
	"testing"
)

// TestArg: --game is found among a command's arguments, however it is
// written, before the game's own flags are known.
func TestArg(t *testing.T) {
	got := []string{Arg([]string{"--game", "netzwerk"}), Arg([]string{"-game=netzwerk"}), Arg([]string{"--board", "b", "--game", "dr2d"}), Arg([]string{"--camera", "game"}), Arg([]string{"--game"})}
	if want := []string{"netzwerk", "netzwerk", "dr2d", "", ""}; !reflect.DeepEqual(got, want) {
		t.Errorf("Arg: %q, want %q", got, want)
	}
}

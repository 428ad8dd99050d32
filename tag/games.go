package tag

import (
	"fmt"
	"strings"
)

// games maps the codes a payload may name to the game that registered
// each. Games register at init, before any payload is read, so reading
// the map needs no lock.
var games = map[string]string{}

// RegisterGame lets payloads name the game called name by code: 1 to 4
// upper-case letters or digits (longer ones would not fit a sheet's
// payload in MaxLen). Each game calls it from an init function in its own
// folder (game/dr2d: RegisterGame("DR2D", "dr2d")). Registering a code
// again for the same game does nothing, so a test package may register
// the codes it reads whether or not the game is linked in; a bad code, or
// a code another game holds, panics.
func RegisterGame(code, name string) {
	if code == "" || len(code) > 4 || strings.Trim(code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" {
		panic(fmt.Sprintf("tag: game code %q: want 1 to 4 upper-case letters or digits", code))
	}
	if name == "" {
		panic(fmt.Sprintf("tag: game code %q: no game name", code))
	}
	if held, ok := games[code]; ok && held != name {
		panic(fmt.Sprintf("tag: game code %q of %s claimed by %s", code, held, name))
	}
	games[code] = name
}

// GameOf is the name of the game that registered code, "" if none did.
func GameOf(code string) string { return games[code] }

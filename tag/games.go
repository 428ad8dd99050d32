package tag

import (
	"fmt"
	"strings"
)

// games are the codes a payload may name. They are registered at init,
// before any payload is read, so reading them needs no lock.
var games = map[string]bool{}

func init() {
	// SimulacreS (Tiles) registers its code from game/tiles, as a new game does.
	for _, code := range []string{DR2D, Netzwerk, HexProg, Skirmish} {
		RegisterGame(code)
	}
}

// RegisterGame lets payloads name a game by code: 1 to 4 upper-case letters
// or digits (longer ones would not fit a sheet's payload in MaxLen). Call
// it from an init function; a bad code or one registered twice panics.
func RegisterGame(code string) {
	if code == "" || len(code) > 4 || strings.Trim(code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" {
		panic(fmt.Sprintf("tag: game code %q: want 1 to 4 upper-case letters or digits", code))
	}
	if games[code] {
		panic(fmt.Sprintf("tag: game code %q registered twice", code))
	}
	games[code] = true
}

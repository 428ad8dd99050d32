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

// gameWords are the games' names as the command line knows them (--game)
// and their titles, said in the reader's language where a catalog has them.
var gameWords = map[string][2]string{
	DR2D:     {"dr2d", "a DR2D board"},
	Netzwerk: {"netzwerk", "a Netzwerk board"},
	HexProg:  {"hexprog", "a hex programming game board"},
	Skirmish: {"skirmish", "a skirmish's plots and bridges"},
	Tiles:    {"simulacres", "a SimulacreS tile world"},
}

// GameName is the name the command line gives the game of code (--game),
// or the code in lower case.
func GameName(code string) string {
	if w, ok := gameWords[code]; ok {
		return w[0]
	}
	return strings.ToLower(code)
}

// GameTitle is what a photo of the game of code shows, in English: "a
// Netzwerk board", or "a board of CODE".
func GameTitle(code string) string {
	if w, ok := gameWords[code]; ok {
		return w[1]
	}
	return "a board of " + code
}

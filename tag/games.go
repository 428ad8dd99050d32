package tag

import (
	"fmt"
	"sort"
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

// Codes are the codes registered, sorted.
func Codes() []string {
	out := make([]string, 0, len(games))
	for c := range games {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}

// GameOf is the name of the game that registered code, "" if none did.
func GameOf(code string) string { return games[code] }

// titles are what a photo of each game shows, in English ("a Netzwerk
// board"), as its game registered it (RegisterTitle).
var titles = map[string]string{}

// RegisterTitle says what a photo of the game of code shows, in English
// ("a Netzwerk board"; its French in the game's catalog): a photo of it
// given to another game is said to be one. Call it from an init function.
func RegisterTitle(code, title string) { titles[code] = title }

// GameName is the name the command line gives the game of code (--game),
// or the code in lower case when no game registered it.
func GameName(code string) string {
	if name := games[code]; name != "" {
		return name
	}
	return strings.ToLower(code)
}

// GameTitle is what a photo of the game of code shows, in English: "a
// Netzwerk board", or "a board of CODE" when its game said nothing.
func GameTitle(code string) string {
	if t, ok := titles[code]; ok {
		return t
	}
	return "a board of " + code
}

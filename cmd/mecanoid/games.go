package main

import (
	"io"
	"sort"
	"strings"

	"mecanoid/fault"
	"mecanoid/journal"
)

// A gameEntry is one game as the command line knows it. Each game's file
// registers its entry once, in its init (registerGame), the way
// image.RegisterFormat lets a format register itself: resolve, print,
// referee, games, replay, export and referee --resume find the game here
// by its name, which is also its game files' "game" field and its kind in
// the journal.
type gameEntry struct {
	name  string // "hexprog"
	title string // "the hex programming game", for usages
	// sentinels are the engine's errors and their kinds (the engines
	// import nothing of the project: their kinds are given here).
	sentinels map[error]fault.Kind
	// resolve plays game file name (its content data) to its end and
	// writes it out as text or JSON; errors about the file are the
	// engine's, as they are.
	resolve func(name string, data []byte, o resolveOptions, w io.Writer) error
	// export writes a game kept in the journal as its game file, checked
	// by replaying it against the positions the referee kept (nil: the
	// game is not refereed at the table).
	export func(j *journal.Journal, info journal.GameInfo) ([]byte, error)
	// referee referees the game at the table (`referee --game NAME`);
	// refereeUsage is its line in the usage (nil: not refereed).
	referee      func(args []string, stdout io.Writer) error
	refereeUsage string
	// print prints the game's boards, tags and sheets (`print NAME ...`;
	// nil: printed otherwise).
	print     func(args []string, stdout io.Writer) error
	printName string // what print calls it, when not its name ("hex")
}

// resolveOptions are resolve's and replay's flags.
type resolveOptions struct {
	json     bool // events and states as JSON
	diagrams bool // the board drawn after every move (DR2D)
}

// games are the games registered, by name.
var games = map[string]*gameEntry{}

// registerGame adds a game; its engine's errors get their kinds.
func registerGame(g gameEntry) {
	if _, dup := games[g.name]; dup {
		panic("mecanoid: game " + g.name + " registered twice")
	}
	for err, k := range g.sentinels {
		fault.Register(err, k)
	}
	games[g.name] = &g
}

// gameNames are the names of the games registered with what has (nil:
// all), sorted.
func gameNames(has func(*gameEntry) bool) []string {
	var ns []string
	for n, g := range games {
		if has == nil || has(g) {
			ns = append(ns, n)
		}
	}
	sort.Strings(ns)
	return ns
}

// gameList names the games with what has, for messages: "dr2d, hexprog".
func gameList(has func(*gameEntry) bool) string { return strings.Join(gameNames(has), ", ") }

// printed is the game print calls what ("hex": the hex programming
// game), or nil.
func printed(what string) *gameEntry {
	for _, g := range games {
		if g.print != nil && (g.printName == what || g.printName == "" && g.name == what) {
			return g
		}
	}
	return nil
}

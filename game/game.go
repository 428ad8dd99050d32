// Package game is the registry of the games mecanoid plays, and what a
// game gives to be played: one description of each game (Game), which
// the game's own folder (game/dr2d, game/netzwerk, ...) registers once,
// in its init, the way a database/sql driver or an image format
// registers itself by being imported. The command line, the journal's
// listing, export, replay and the referee at the table find a game here
// by its name, which is also its game files' "game" field and its kind
// in the journal. The package knows no game: it imports no engine.
package game

import (
	"errors"
	"io"
	"sort"
	"strings"

	"mecanoid/fault"
	"mecanoid/journal"
)

// A Game is one game as mecanoid knows it: its name, and what each
// command does with it (nil: the game does not do that).
type Game struct {
	Name string // "hexprog": the game files' "game" field, the journal's kind
	// Aliases are other names Named finds the game by: the journal's
	// kind when it is not Name (SimulacreS's worlds are kept as "tiles").
	Aliases []string
	Title   string // "the hex programming game", for usages
	// Sentinels are the engine's errors and their kinds (the engines
	// import nothing of the project: their kinds are given here).
	Sentinels map[error]fault.Kind
	// Resolve plays game file name (its content data) to its end and
	// writes it out as text or JSON; errors about the file are the
	// engine's, as they are.
	Resolve func(name string, data []byte, o ResolveOptions, w io.Writer) error
	// QuotesRules: Resolve writes in the user's language and quotes the
	// rules itself (ResolveOptions.Why).
	QuotesRules bool
	// Export writes a game kept in the journal as its game file, checked
	// by replaying it against the positions the referee kept.
	Export func(j *journal.Journal, info journal.GameInfo) ([]byte, error)
	// Referee referees the game at the table (`referee --game NAME`);
	// RefereeUsage is its line in the referee's usage.
	Referee      func(args []string, stdout io.Writer) error
	RefereeUsage string
	// Demo plays a generated evening of the game (`demo --game NAME`),
	// from any directory.
	Demo func(args []string, stdout io.Writer) error
	// Print prints the game's boards, tags and sheets (`print NAME ...`);
	// PrintName is what print calls it, when not its name ("hex").
	Print     func(args []string, stdout io.Writer) error
	PrintName string
	// PrintForms are print's forms for the game, as its usage writes
	// them ("hex board|sheets|tags FILE"; the default game's without its
	// name: "board BOARDFILE | tags | ..."), for print's usage.
	PrintForms string
	// Default: the game played when none is named (resolve of a file
	// without a "game" field, referee without --game, print board).
	Default bool
	// Commands are the game's own commands (`tiles`, `hint`,
	// `print-hex`), beside those every game shares.
	Commands []Command
}

// A Command is a command of the command line: its name, its usage (its
// forms, a colon, what it does) and its run, which parses its own
// arguments. Verbs are the words it takes first ("tiles move"), each with
// flags of its own; an Alias is reached through another command ("print
// hex" for "print-hex") and left out of the help's list.
type Command struct {
	Name  string
	Usage string
	Run   func(args []string, stdout io.Writer) error
	Verbs []string
	Alias bool
	// Short and Long replace, in the help, what the usage makes of the
	// command's line and its help when it says more than one line can.
	Short, Long string
}

// ErrNotPrinted is what a game's Print says of a first word that is not
// one of its own (the default game's print, reached by print board).
var ErrNotPrinted = errors.New("game: not a thing this game prints")

// ResolveOptions are resolve's and replay's flags.
type ResolveOptions struct {
	JSON     bool // events and states as JSON
	Diagrams bool // the board drawn after every move (DR2D)
	// Why quotes under each event the rule that decides it, for a game
	// whose Resolve QuotesRules; resolve quotes the others' from the
	// "[rule: …]" at the end of their lines.
	Why bool
}

// games are the games registered, by name.
var games = map[string]*Game{}

// Register adds g; its engine's errors get their kinds. A name registered
// twice is a mistake of the program: it panics.
func Register(g Game) {
	if g.Name == "" {
		panic("game: a game without a name")
	}
	if _, dup := games[g.Name]; dup {
		panic("game: " + g.Name + " registered twice")
	}
	for err, k := range g.Sentinels {
		fault.Register(err, k)
	}
	games[g.Name] = &g
	for _, a := range g.Aliases {
		if _, dup := aliases[a]; dup || games[a] != nil {
			panic("game: alias " + a + " registered twice")
		}
		aliases[a] = &g
	}
}

// aliases are the games by their other names (Game.Aliases).
var aliases = map[string]*Game{}

// Named is the game registered as name, or with name among its
// Aliases (case does not matter), or nil.
func Named(name string) *Game {
	if g := games[strings.ToLower(name)]; g != nil {
		return g
	}
	return aliases[strings.ToLower(name)]
}

// Names are the names of the games registered with what has (nil: all),
// sorted.
func Names(has func(*Game) bool) []string {
	var ns []string
	for n, g := range games {
		if has == nil || has(g) {
			ns = append(ns, n)
		}
	}
	sort.Strings(ns)
	return ns
}

// List names the games with what has, for messages: "dr2d, hexprog".
func List(has func(*Game) bool) string { return strings.Join(Names(has), ", ") }

// Demoed: g has a demo (for Names, List).
func Demoed(g *Game) bool { return g.Demo != nil }

// Refereed: g is played at the table (for Names, List).
func Refereed(g *Game) bool { return g.Referee != nil }

// Default is the game played when none is named (Game.Default), or nil.
func Default() *Game {
	for _, n := range Names(nil) {
		if games[n].Default {
			return games[n]
		}
	}
	return nil
}

// DefaultName is the name of the Default game, or "".
func DefaultName() string {
	if g := Default(); g != nil {
		return g.Name
	}
	return ""
}

// Printed is the game print calls what ("hex": the hex programming
// game), or nil.
func Printed(what string) *Game {
	for _, g := range games {
		if g.Print != nil && (g.PrintName == what || g.PrintName == "" && g.Name == what) {
			return g
		}
	}
	return nil
}

// Commands are the commands of every game registered, sorted by name.
func Commands() []Command {
	var cs []Command
	for _, n := range Names(nil) {
		cs = append(cs, games[n].Commands...)
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].Name < cs[j].Name })
	return cs
}

// Arg is the value of --game (or -game, --game=NAME) among a command's
// arguments, read before its flags are parsed to find whose they are;
// "" when none is given.
func Arg(args []string) string {
	for i, a := range args {
		name, value, eq := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "game" {
			continue
		}
		if eq {
			return value
		}
		if i+1 < len(args) {
			return args[i+1]
		}
	}
	return ""
}

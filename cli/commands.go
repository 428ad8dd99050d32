// Package cli is mecanoid's command line, as a library: the command tree
// (spf13/cobra, for the help and shell completion: docs/cli.md), the
// commands every game shares (resolve, games, replay, export, referee,
// print, scan, ...), and what a game's own commands use to parse their
// flags and speak the user's language. Each command registers itself
// (register) and parses its own flags (parseFlags); the games registered
// in package game bring their own commands. Run is the whole program:
// cmd/mecanoid calls it with the games it imports.
//
// Exit status: 0 on success, 2 on bad input (a malformed file, an impossible
// setup, a wrong cartridge, an unreadable photo), 3 when a photo was read but
// must be taken again (a piece missing, a tag on a cell edge: the scan says
// which), 1 when something else failed. Errors carry their kind (package
// fault) and fault.ExitStatus alone turns it into the status: commands
// return errors as they are, and each game registers the kinds of its
// engine's sentinel errors.
package cli

import (
	"errors"
	"io"
	"mecanoid/game"
	"mecanoid/referee"
	"mecanoid/vision"
	"regexp"
	"slices"
	"sort"
	"strings"

	"mecanoid/internal/cliflag"
	"mecanoid/internal/fileerr"
	"mecanoid/internal/lang"
)

type command struct {
	name  string
	usage string
	run   func(args []string, stdout io.Writer) error
}

// commands are registered by each command's file, in its init, so that
// adding a command touches one file.
var commands []command

// verbs are the words a command takes first ("print board", "tiles
// move"), each with flags of its own, by command; a verb of two words is
// one of a game ("netzwerk board"). A command's help shows the flags of
// every verb.
var verbs = map[string][]string{}

func register(c command, vs ...string) {
	verbs[c.name] = append(verbs[c.name], vs...) // a game's verbs of print may come first
	commands = append(commands, c)
	sort.Slice(commands, func(i, j int) bool { return commands[i].name < commands[j].name })
}

// addGameCommands adds the commands of every game registered (package
// game) to those of the command line, once each: at init, for the games
// imported before the command line, and again when it runs, for those
// imported after it (a game's own tests).
func addGameCommands() {
	// print board, print tags: the default game's verbs are print's own.
	for _, v := range defaultPrintVerbs() {
		if !slices.Contains(verbs["print"], v) {
			verbs["print"] = append(verbs["print"], v)
		}
	}
	for _, c := range game.Commands() {
		if _, ok := verbs[c.Name]; ok {
			continue
		}
		register(command{c.Name, c.Usage, c.Run}, c.Verbs...)
		if c.Alias {
			aliases[c.Name] = true
		}
		if c.Short != "" {
			shorts[c.Name] = c.Short
		}
		if c.Long != "" {
			longs[c.Name] = c.Long
		}
		// "print-hex board" is also "print hex board", "bench-netzwerk"
		// also "bench netzwerk": their verbs are the shared command's too.
		for _, shared := range []string{"print", "bench"} {
			what, ok := strings.CutPrefix(c.Name, shared+"-")
			if !ok {
				continue
			}
			if len(c.Verbs) == 0 {
				verbs[shared] = append(verbs[shared], what)
			}
			for _, v := range c.Verbs {
				verbs[shared] = append(verbs[shared], what+" "+v)
			}
		}
	}
}

func init() { addGameCommands() }

func init() {
	register(command{"resolve", "resolve GAME [--game G] [--json] [--diagrams]: resolve a game file turn by turn (DR2D, or the game its \"game\" field names)", runResolve})
}

// packagePrefix is a Go package's name opening an error's text or a part
// of it ("referee: ", "vision: "): the package that made the error, which
// tells a user nothing. The engines' names stay: they say which game.
// French puts a space before the colon (« calibration : »).
var packagePrefix = regexp.MustCompile(`(^| ?: |\n\s*)(referee|vision|journal|web|calibration|print|tag|device|fault) ?: `)

// errorText is err as a user reads it after "mecanoid CMD: ": one prefix,
// not one per package it went through; a file error (a bad board, game,
// map...) in the user's language (internal/fileerr): where, then why.
func errorText(err error) string {
	text := fileerr.Text(say(), err)
	// An error that says itself (the journal's refusals): its words in
	// the user's language in place of its English.
	var said interface {
		error
		Say(*lang.Printer) string
	}
	if say().Lang != lang.EN && errors.As(err, &said) {
		if head, ok := strings.CutSuffix(text, said.Error()); ok {
			text = head + said.Say(say())
		}
	}
	var re *vision.RescanError
	if errors.As(err, &re) && strings.HasSuffix(text, re.Error()) {
		// The scanner's problems, each said in the user's language.
		said := say().Sprintf("rescan needed:")
		for _, pr := range re.Problems {
			said += "\n  " + referee.SayScanProblem(say(), pr)
		}
		text = strings.TrimSuffix(text, re.Error()) + said
	}
	var fe *flagError
	if errors.As(err, &fe) && strings.HasPrefix(text, fe.Error()) {
		// The flag mistake, what it was likely meant to be, then what
		// followed it (a game's usage line).
		said := cliflag.Say(say(), fe)
		text = said + strings.TrimPrefix(text, fe.Error())
	}
	for {
		next := packagePrefix.ReplaceAllString(text, "$1")
		if next == text {
			return text
		}
		text = next
	}
}

// aliases are commands reached through another one ("print netzwerk" for
// "print-netzwerk"): they work, but the help lists the main form only.
var aliases = map[string]bool{}

// madeUsages are the usages made from what the games registered (their
// inits may run after the command's).
var madeUsages = map[string]func() string{"referee": refereeUsage}

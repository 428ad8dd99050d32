// Command mecanoid is a table-side referee for robot board games.
//
// Usage:
//
//	mecanoid resolve GAME [--json] [--diagrams]   resolve a DR2D game file
//
// Exit status: 0 on success, 2 on bad input (a malformed file, an impossible
// setup, a wrong cartridge, an unreadable photo), 3 when a photo was read but
// must be taken again (a piece missing, a tag on a cell edge: the scan says
// which), 1 when something else failed. Errors carry their kind (package
// fault) and fault.ExitStatus alone turns it into the status: commands
// return errors as they are, and each game's file registers the kinds of
// its engine's sentinel errors.
package main

import (
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"

	"mecanoid/fault"
)

type command struct {
	name  string
	usage string
	run   func(args []string, stdout io.Writer) error
}

// commands are registered by each command's file, in its init, so that
// adding a command touches one file.
var commands []command

func register(c command) {
	commands = append(commands, c)
	sort.Slice(commands, func(i, j int) bool { return commands[i].name < commands[j].name })
}

func init() {
	register(command{"resolve", "resolve GAME [--game G] [--json] [--diagrams]: resolve a game file turn by turn (DR2D, or the game its \"game\" field names)", runResolve})
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run runs the command args name and gives the exit status of its error:
// fault.ExitStatus decides it from the error's kind.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		printUsage(stderr)
		if len(args) == 0 {
			return fault.ExitStatus(fault.New(fault.Usage, "no command"))
		}
		return 0
	}
	for _, c := range commands {
		if c.name == args[0] {
			err := c.run(args[1:], stdout)
			if err == nil {
				return 0
			}
			fmt.Fprintf(stderr, "mecanoid %s: %s\n", c.name, errorText(err))
			return fault.ExitStatus(err)
		}
	}
	err := fault.Errorf(fault.Usage, "unknown command %q", args[0])
	fmt.Fprintf(stderr, "mecanoid: %v\n", err)
	printUsage(stderr)
	return fault.ExitStatus(err)
}

// packagePrefix is a Go package's name opening an error's text or a part
// of it ("referee: ", "vision: "): the package that made the error, which
// tells a user nothing. The engines' names stay: they say which game.
var packagePrefix = regexp.MustCompile(`(^|: |\n\s*)(referee|vision|journal|web|calibration|print|tag|device|fault): `)

// errorText is err as a user reads it after "mecanoid CMD: ": one prefix,
// not one per package it went through.
func errorText(err error) string {
	text := err.Error()
	for {
		next := packagePrefix.ReplaceAllString(text, "$1")
		if next == text {
			return text
		}
		text = next
	}
}

// aliases are commands reached through another one ("print netzwerk" for
// "print-netzwerk"): they work, but the usage lists the main form only.
var aliases = map[string]bool{"bench-netzwerk": true, "print-netzwerk": true, "print-skirmish": true, "print-hex": true}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: mecanoid COMMAND [arguments]")
	for _, c := range commands {
		if aliases[c.name] {
			continue
		}
		u := c.usage
		if made, ok := madeUsages[c.name]; ok {
			u = made()
		}
		fmt.Fprintf(w, "  %s\n", u)
	}
}

// madeUsages are the usages made from what the games registered (their
// inits may run after the command's).
var madeUsages = map[string]func() string{"referee": refereeUsage}

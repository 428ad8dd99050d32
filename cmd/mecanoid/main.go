// Command mecanoid is a table-side referee for robot board games.
//
// Usage:
//
//	mecanoid resolve GAME [--json] [--diagrams]   resolve a DR2D game file
//
// Exit status: 0 on success, 2 on bad input (a malformed file, an impossible
// setup, a wrong cartridge, an unreadable photo), 3 when a photo was read but
// must be taken again (a piece missing, a tag on a cell edge: the scan says
// which), 1 when something else failed.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
)

// usageError is bad input from the command line; it exits with status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// inputError is bad input from a file; it exits with status 2.
type inputError struct{ err error }

func (e inputError) Error() string { return e.err.Error() }
func (e inputError) Unwrap() error { return e.err }

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

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		printUsage(stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	for _, c := range commands {
		if c.name == args[0] {
			err := c.run(args[1:], stdout)
			if err == nil {
				return 0
			}
			fmt.Fprintf(stderr, "mecanoid %s: %v\n", c.name, err)
			var ue usageError
			var ie inputError
			var re rescanError
			switch {
			case errors.As(err, &re):
				return 3
			case errors.As(err, &ue) || errors.As(err, &ie):
				return 2
			}
			return 1
		}
	}
	fmt.Fprintf(stderr, "mecanoid: unknown command %q\n", args[0])
	printUsage(stderr)
	return 2
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
		fmt.Fprintf(w, "  %s\n", c.usage)
	}
}

package cli

import (
	"io"
	"mecanoid/game"
	"os"
	"strings"

	"mecanoid/fault"
)

func init() {
	register(command{"referee", "", runReferee})
}

// refereeUsage is the referee's usage: a line for each game refereed, as
// it registered them.
func refereeUsage() string {
	var lines []string
	for _, n := range game.Names(game.Refereed) {
		lines = append(lines, strings.TrimPrefix(game.Named(n).RefereeUsage, "  "))
	}
	return strings.Join(lines, "\n  ")
}

// stdin is where the referee reads what players type; tests replace it.
var stdin io.Reader = os.Stdin

// SetStdin makes r what the players type (a test's answers) and gives
// the reader it replaces.
func SetStdin(r io.Reader) (was io.Reader) {
	was, stdin = stdin, r
	return was
}

// runReferee referees the game of --game (the default game without it) with its own
// flags.
func runReferee(args []string, stdout io.Writer) error {
	name := game.Arg(args)
	if name == "" {
		name = game.DefaultName()
	}
	g := game.Named(name)
	if g == nil || g.Referee == nil {
		return fault.Errorf(fault.Usage, "--game %s: the referee plays %s", name, game.List(game.Refereed))
	}
	return g.Referee(args, stdout)
}

package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"mecanoid/engine/dr2d"
)

// resolveOutput is the --json form of `mecanoid resolve`. Field names are stable.
type resolveOutput struct {
	Game  string         `json:"game"`
	Board boardSummary   `json:"board"`
	Setup dr2d.StateJSON `json:"setup"`
	Turns []resolvedTurn `json:"turns"`
	Final dr2d.StateJSON `json:"final"`
}

type boardSummary struct {
	Name    string `json:"name"`
	Width   int    `json:"width"`
	Height  int    `json:"height"`
	Layouts int    `json:"layouts"`
}

type resolvedTurn struct {
	Turn       int                  `json:"turn"`
	Cartridges []dr2d.CartridgeJSON `json:"cartridges"`
	Events     []dr2d.Event         `json:"events"`
	State      dr2d.StateJSON       `json:"state"`
}

func runResolve(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("resolve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	asJSON := fs.Bool("json", false, "print events and states as JSON")
	diagrams := fs.Bool("diagrams", false, "draw the board after every move")
	if err := fs.Parse(reorder(fs, args)); err != nil {
		return usageError{err.Error()}
	}
	if fs.NArg() != 1 {
		return usageError{"want one game file: mecanoid resolve GAME [--json] [--diagrams]"}
	}
	name := fs.Arg(0)
	data, err := os.ReadFile(name)
	if err != nil {
		return inputError{err}
	}
	game, err := dr2d.ParseGame(name, data, os.ReadFile)
	if err != nil {
		return inputError{err}
	}
	var out bytes.Buffer // written only when the whole game resolved
	if *asJSON {
		err = resolveJSON(&out, name, game)
	} else {
		err = resolveText(&out, game, *diagrams)
	}
	if err != nil {
		return inputError{err}
	}
	_, err = stdout.Write(out.Bytes())
	return err
}

func resolveText(w io.Writer, g *dr2d.Game, diagrams bool) error {
	b := g.Setup.Board
	fmt.Fprintf(w, "DR2D: %s (%dx%d, %d layout(s)), %d robot(s), %d turn(s)\n", nameOr(b.Name), b.Width, b.Height,
		len(b.Layouts), len(g.Setup.Robots), len(g.Turns))
	fmt.Fprintf(w, "Start: layout %d, laws at %v %v %v\n", g.Setup.Layout+1, g.Setup.Laws[0], g.Setup.Laws[1], g.Setup.Laws[2])
	for _, r := range g.Setup.Robots {
		fmt.Fprintf(w, "  %s\n", dr2d.RobotLine(r))
	}
	if diagrams {
		fmt.Fprint(w, dr2d.Diagram(g.Setup))
	}
	s := g.Setup
	for t, progs := range g.Turns {
		next, events, snaps, err := dr2d.ResolveMoves(s, progs)
		if err != nil {
			return g.TurnError(t, err)
		}
		fmt.Fprintln(w)
		fmt.Fprint(w, dr2d.TurnText(s, progs, events, snaps, diagrams))
		fmt.Fprintf(w, "State %s", dr2d.StateText(next))
		s = next
	}
	if diagrams && len(g.Turns) > 0 {
		fmt.Fprint(w, dr2d.Diagram(s))
	}
	return nil
}

func resolveJSON(w io.Writer, name string, g *dr2d.Game) error {
	b := g.Setup.Board
	out := resolveOutput{Game: name, Board: boardSummary{b.Name, b.Width, b.Height, len(b.Layouts)},
		Setup: g.Setup.JSON(), Turns: []resolvedTurn{}}
	states, events, err := g.Replay()
	if err != nil {
		return err
	}
	for t := range events {
		out.Turns = append(out.Turns, resolvedTurn{Turn: t + 1, Cartridges: dr2d.TurnToJSON(g.Turns[t]).Cartridges,
			Events: events[t], State: states[t+1].JSON()})
	}
	out.Final = states[len(states)-1].JSON()
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func nameOr(s string) string {
	if s == "" {
		return "unnamed board"
	}
	return s
}

// reorder puts flags before positional arguments, so that both
// "resolve GAME --json" and "resolve --json GAME" work.
func reorder(fs *flag.FlagSet, args []string) []string {
	var flags, rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil && i+1 < len(args) {
			if bf, ok := f.Value.(interface{ IsBoolFlag() bool }); !ok || !bf.IsBoolFlag() {
				i++
				flags = append(flags, args[i])
			}
		}
	}
	return append(flags, rest...)
}

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
	"mecanoid/fault"
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
	gameName := fs.String("game", "", "the game of the file (default: its \"game\" field, else dr2d)")
	if err := fs.Parse(reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 1 {
		return fault.New(fault.Usage, "want one game file: mecanoid resolve GAME [--game G] [--json] [--diagrams]")
	}
	name := fs.Arg(0)
	data, err := os.ReadFile(name)
	if err != nil {
		return fault.E(fault.Input, err)
	}
	g := strings.ToLower(*gameName)
	if g == "" {
		g = fileGame(data)
	}
	if g == "" {
		g = "dr2d" // DR2D's game files have no "game" field
	}
	e, ok := games[g]
	if !ok {
		return fault.Errorf(fault.Usage, "%s: unknown game %q (known: %s)", name, g, gameList(nil))
	}
	var out bytes.Buffer // written only when the whole game resolved
	if err := e.resolve(name, data, resolveOptions{json: *asJSON, diagrams: *diagrams}, &out); err != nil {
		return err
	}
	_, err = stdout.Write(out.Bytes())
	return err
}

// resolveDR2D plays a DR2D game file.
func resolveDR2D(name string, data []byte, o resolveOptions, w io.Writer) error {
	game, err := dr2d.ParseGame(name, data, os.ReadFile)
	if err != nil {
		return err
	}
	if o.json {
		return resolveJSON(w, name, game)
	}
	return resolveText(w, game, o.diagrams)
}

// DR2D, the heart of mecanoid: its files are read here, by print and by
// the referee (referee.go).
func init() {
	registerGame(gameEntry{name: "dr2d", title: "DR2D",
		sentinels: map[error]fault.Kind{dr2d.ErrSyntax: fault.Parse, dr2d.ErrSetup: fault.Setup,
			dr2d.ErrProgram: fault.Rule, dr2d.ErrGameOver: fault.Rule},
		resolve: resolveDR2D, export: exportDR2D, referee: runRefereeDR2D,
		refereeUsage: "  referee --board FILE [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--gpio FILE] [--journal FILE] [--resume [GAME]] [--no-wait] [--sheets SOURCE] [--pace D]:\n" +
			"      referee a DR2D game at the table: read the table, take the programs (phones, sheets, typed), resolve, show, light, verify"})
}

// fileGame is the top-level "game" field of a JSON game file, lower-cased,
// or "" (DR2D files have none).
func fileGame(data []byte) string {
	var head struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(data, &head) != nil {
		return ""
	}
	return strings.ToLower(head.Game)
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

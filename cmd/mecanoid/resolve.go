package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
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
	if g != "" && g != "dr2d" {
		r, ok := resolvers[g]
		if !ok {
			return fault.Errorf(fault.Usage, "%s: unknown game %q (known: %s)", name, g, strings.Join(resolverNames(), ", "))
		}
		var out bytes.Buffer // written only when the whole game resolved
		if err := r(name, data, *asJSON, &out); err != nil {
			return err
		}
		_, err = stdout.Write(out.Bytes())
		return err
	}
	game, err := dr2d.ParseGame(name, data, os.ReadFile)
	if err != nil {
		return err
	}
	var out bytes.Buffer // written only when the whole game resolved
	if *asJSON {
		err = resolveJSON(&out, name, game)
	} else {
		err = resolveText(&out, game, *diagrams)
	}
	if err != nil {
		return err
	}
	_, err = stdout.Write(out.Bytes())
	return err
}

// gameResolver resolves the game file name (content data) of a game other
// than DR2D for `mecanoid resolve`, writing text or JSON to w. Errors about
// the file are the engine's, as they are: the game's command file registers
// the kinds of its sentinels.
type gameResolver func(name string, data []byte, asJSON bool, w io.Writer) error

// resolvers holds each game's resolver by its lower-case name, as given to
// --game or in the game file's top-level "game" field.
var resolvers = map[string]gameResolver{"dr2d": nil}

// registerResolver is called from a game's command file, in its init.
func registerResolver(game string, r gameResolver) {
	resolvers[game] = func(name string, data []byte, asJSON bool, w io.Writer) error {
		return explicitKind(r(name, data, asJSON, w)) // replay is a legacy command (compat_errors.go)
	}
}

// DR2D's errors: its files are read here, by print and by the referee.
func init() {
	fault.Register(dr2d.ErrSyntax, fault.Parse)
	fault.Register(dr2d.ErrSetup, fault.Setup)
	fault.Register(dr2d.ErrProgram, fault.Rule)
	fault.Register(dr2d.ErrGameOver, fault.Rule)
}

func resolverNames() []string {
	var ns []string
	for n := range resolvers {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
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

package dr2d

import (
	"encoding/json"
	"fmt"
	"io"
)

// WriteResolved plays game g (read from file name) turn by turn and
// writes it as `mecanoid resolve` shows it: as text (the board drawn
// after every move with diagrams), or as JSON whose field names are
// stable (docs/game-format.md). A turn the rules refuse is the error of
// g.TurnError; what was written before it is to be thrown away.
func WriteResolved(w io.Writer, name string, g *Game, asJSON, diagrams bool) error {
	if asJSON {
		return resolvedJSON(w, name, g)
	}
	return resolvedText(w, g, diagrams)
}

// resolvedOutput is the JSON form of a resolved game.
type resolvedOutput struct {
	Game  string         `json:"game"`
	Board boardSummary   `json:"board"`
	Setup StateJSON      `json:"setup"`
	Turns []resolvedTurn `json:"turns"`
	Final StateJSON      `json:"final"`
}

type boardSummary struct {
	Name    string `json:"name"`
	Width   int    `json:"width"`
	Height  int    `json:"height"`
	Layouts int    `json:"layouts"`
}

type resolvedTurn struct {
	Turn       int             `json:"turn"`
	Cartridges []CartridgeJSON `json:"cartridges"`
	Events     []Event         `json:"events"`
	State      StateJSON       `json:"state"`
}

func resolvedText(w io.Writer, g *Game, diagrams bool) error {
	b := g.Setup.Board
	name := b.Name
	if name == "" {
		name = "unnamed board"
	}
	fmt.Fprintf(w, "DR2D: %s (%dx%d, %d layout(s)), %d robot(s), %d turn(s)\n", name, b.Width, b.Height,
		len(b.Layouts), len(g.Setup.Robots), len(g.Turns))
	fmt.Fprintf(w, "Start: layout %d, laws at %v %v %v\n", g.Setup.Layout+1, g.Setup.Laws[0], g.Setup.Laws[1], g.Setup.Laws[2])
	for _, r := range g.Setup.Robots {
		fmt.Fprintf(w, "  %s\n", RobotLine(r))
	}
	if diagrams {
		fmt.Fprint(w, Diagram(g.Setup))
	}
	s := g.Setup
	for t, progs := range g.Turns {
		next, events, snaps, err := ResolveMoves(s, progs)
		if err != nil {
			return g.TurnError(t, err)
		}
		fmt.Fprintln(w)
		fmt.Fprint(w, TurnText(s, progs, events, snaps, diagrams))
		fmt.Fprintf(w, "State %s", StateText(next))
		s = next
	}
	if diagrams && len(g.Turns) > 0 {
		fmt.Fprint(w, Diagram(s))
	}
	return nil
}

func resolvedJSON(w io.Writer, name string, g *Game) error {
	b := g.Setup.Board
	out := resolvedOutput{Game: name, Board: boardSummary{b.Name, b.Width, b.Height, len(b.Layouts)},
		Setup: g.Setup.JSON(), Turns: []resolvedTurn{}}
	states, events, err := g.Replay()
	if err != nil {
		return err
	}
	for t := range events {
		out.Turns = append(out.Turns, resolvedTurn{Turn: t + 1, Cartridges: TurnToJSON(g.Turns[t]).Cartridges,
			Events: events[t], State: states[t+1].JSON()})
	}
	out.Final = states[len(states)-1].JSON()
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

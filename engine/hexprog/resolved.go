package hexprog

import (
	"encoding/json"
	"fmt"
	"io"
)

// WriteResolved plays game g (read from file name) round by round to its
// end (or its "rounds") and writes it as `mecanoid resolve` shows it: as
// text, or as JSON whose field names are stable
// (docs/hexprog-format.md). Nothing is written when a round is refused.
func WriteResolved(w io.Writer, name string, g *Game, asJSON bool) error {
	states, events, err := g.Replay()
	if err != nil {
		return err
	}
	if asJSON {
		return resolvedJSON(w, name, g, states, events)
	}
	resolvedText(w, g, states, events)
	return nil
}

// resolvedOutput is the JSON form of a resolved game.
type resolvedOutput struct {
	Game     string          `json:"game"`
	Board    boardSummary    `json:"board"`
	Settings Settings        `json:"settings"`
	Goal     *Goal           `json:"goal,omitempty"`
	Setup    StateJSON       `json:"setup"`
	Rounds   []resolvedRound `json:"rounds"`
	Final    StateJSON       `json:"final"`
}

type boardSummary struct {
	Name string `json:"name"`
	Cols int    `json:"cols"`
	Rows int    `json:"rows"`
}

type resolvedRound struct {
	Round   int       `json:"round"`
	Signals []Signal  `json:"signals"`
	Events  []Event   `json:"events"`
	State   StateJSON `json:"state"`
}

func resolvedText(w io.Writer, g *Game, states []*State, events [][]Event) {
	s := g.Setup
	b, st := s.Board, s.Settings
	name := b.Name
	if name == "" {
		name = "unnamed board"
	}
	fmt.Fprintf(w, "Hex programming game: %s (%dx%d hexes), %d player(s), %d robot(s)\n", name, b.Cols, b.Rows, len(s.Players), len(s.Robots))
	block := "no"
	if st.ShapesBlock {
		block = "yes"
	}
	fmt.Fprintf(w, "Settings: %d steps, %d shots, %d signals, shapes block: %s\n", st.Steps, st.Shots, st.Signals, block)
	if s.Goal.Set() {
		fmt.Fprintf(w, "Goal:")
		if len(s.Goal.Reach) > 0 {
			fmt.Fprintf(w, " reach %v", s.Goal.Reach)
		}
		if s.Goal.Rounds > 0 {
			fmt.Fprintf(w, " have robots left after round %d", s.Goal.Rounds)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "Programs:")
	for _, r := range s.Robots {
		fmt.Fprintf(w, "  %s: %s\n", r.Label(), r.Program.Text())
		for n, t := range r.Program.Tests {
			if t != nil {
				fmt.Fprintf(w, "    test %d: %s\n", n, t.Text)
			}
		}
	}
	fmt.Fprintf(w, "Start %s", StateText(s))
	fmt.Fprint(w, Diagram(s))
	for i, evs := range events {
		fmt.Fprintln(w)
		fmt.Fprint(w, RoundText(states[i], evs))
		fmt.Fprintf(w, "State %s", StateText(states[i+1]))
	}
	final := states[len(states)-1]
	if len(events) > 0 {
		fmt.Fprint(w, Diagram(final))
	}
	if !final.Over {
		fmt.Fprintf(w, "Stopped after round %d: the game is not over.\n", final.Round)
	}
}

func resolvedJSON(w io.Writer, name string, g *Game, states []*State, events [][]Event) error {
	s := g.Setup
	out := resolvedOutput{Game: name, Board: boardSummary{s.Board.Name, s.Board.Cols, s.Board.Rows},
		Settings: s.Settings, Setup: s.JSON(), Rounds: []resolvedRound{}}
	if s.Goal.Set() {
		goal := s.Goal
		out.Goal = &goal
	}
	for i, evs := range events {
		round := states[i].Round + 1
		sigs := g.Signals[round]
		if sigs == nil {
			sigs = []Signal{}
		}
		out.Rounds = append(out.Rounds, resolvedRound{Round: round, Signals: sigs, Events: evs, State: states[i+1].JSON()})
	}
	out.Final = states[len(states)-1].JSON()
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

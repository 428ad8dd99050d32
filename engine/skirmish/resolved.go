package skirmish

import (
	"encoding/json"
	"fmt"
	"io"
)

// WriteResolved plays game g (read from file name) turn by turn and
// writes it as `mecanoid resolve` shows it: as text, or as JSON whose
// field names are stable (docs/skirmish-format.md). Nothing is written
// when a turn is refused.
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
	Game  string         `json:"game"`
	Map   mapSummary     `json:"map"`
	Setup StateJSON      `json:"setup"`
	Turns []resolvedTurn `json:"turns"`
	Final StateJSON      `json:"final"`
}

type mapSummary struct {
	Name     string  `json:"name"`
	WidthMM  float64 `json:"width_mm"`
	HeightMM float64 `json:"height_mm"`
	Plots    int     `json:"plots"`
	Bridges  int     `json:"bridges"`
}

type resolvedTurn struct {
	Turn    int       `json:"turn"`
	Round   int       `json:"round"`
	Team    string    `json:"team"`
	Actions []string  `json:"actions"`
	Events  []Event   `json:"events"`
	State   StateJSON `json:"state"`
}

func resolvedText(w io.Writer, g *Game, states []*State, events [][]Event) {
	s := g.Setup
	m := s.Map
	name := m.Name
	if name == "" {
		name = "unnamed board"
	}
	fmt.Fprintf(w, "Skirmish: %s (%d plots, %d bridges, %gx%g mm), %s against %s, %d turn(s)\n", name, len(m.Plots), len(m.Bridges),
		m.Width, m.Height, s.Teams[0].Name, s.Teams[1].Name, len(g.Turns))
	fmt.Fprint(w, "Start: "+StateText(s))
	for t := range g.Turns {
		fmt.Fprintln(w)
		fmt.Fprint(w, TurnText(states[t], g.Turns[t], events[t]))
		fmt.Fprint(w, "State "+StateText(states[t+1]))
	}
	final := states[len(states)-1]
	fmt.Fprintln(w)
	if final.Over {
		fmt.Fprintf(w, "Game over in round %d: %s\n", final.Round, final.Result.Text(final))
	} else {
		fmt.Fprintf(w, "Game in progress: round %d, %s to play\n", final.Round, final.Teams[final.Side].Name)
	}
}

func resolvedJSON(w io.Writer, name string, g *Game, states []*State, events [][]Event) error {
	m := g.Setup.Map
	out := resolvedOutput{Game: name, Map: mapSummary{m.Name, m.Width, m.Height, len(m.Plots), len(m.Bridges)},
		Setup: g.Setup.JSON(), Turns: []resolvedTurn{}, Final: states[len(states)-1].JSON()}
	for t, evs := range events {
		before := states[t]
		acts := []string{}
		for _, a := range g.Turns[t] {
			acts = append(acts, a.String())
		}
		if evs == nil {
			evs = []Event{}
		}
		out.Turns = append(out.Turns, resolvedTurn{Turn: before.Turn(), Round: before.Round, Team: before.Teams[before.Side].Name,
			Actions: acts, Events: evs, State: states[t+1].JSON()})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"mecanoid/engine/skirmish"
	"mecanoid/fault"
	"mecanoid/print"
	"mecanoid/tag"
)

func init() {
	registerResolver("skirmish", resolveSkirmish)
	fault.Register(skirmish.ErrSyntax, fault.Parse) // the engine's kinds, as in hexprog.go
	fault.Register(skirmish.ErrSetup, fault.Setup)
	fault.Register(skirmish.ErrIllegal, fault.Rule) // wrapped by every refused action, beside the rule's sentinel
	fault.Register(skirmish.ErrGameOver, fault.Rule)
	register(command{"print-skirmish", "print-skirmish map|tags|cards GAME_OR_MAP [--tag MM] [--paper a4|letter] [--margin MM] [-o FILE.pdf] [--printer NAME]:\n" +
		"      print a skirmish map at true scale, its robots' tags or their cards (docs/skirmish-format.md)", runPrintSkirmish})
}

// skirmishOutput is the --json form of `mecanoid resolve` for a skirmish
// game (docs/skirmish-format.md). Field names are stable.
type skirmishOutput struct {
	Game  string               `json:"game"`
	Map   skirmishMapSummary   `json:"map"`
	Setup skirmish.StateJSON   `json:"setup"`
	Turns []skirmishTurnOutput `json:"turns"`
	Final skirmish.StateJSON   `json:"final"`
}

type skirmishMapSummary struct {
	Name     string  `json:"name"`
	WidthMM  float64 `json:"width_mm"`
	HeightMM float64 `json:"height_mm"`
	Plots    int     `json:"plots"`
	Bridges  int     `json:"bridges"`
}

type skirmishTurnOutput struct {
	Turn    int                `json:"turn"`
	Round   int                `json:"round"`
	Team    string             `json:"team"`
	Actions []string           `json:"actions"`
	Events  []skirmish.Event   `json:"events"`
	State   skirmish.StateJSON `json:"state"`
}

// resolveSkirmish plays a skirmish game file turn by turn.
func resolveSkirmish(name string, data []byte, asJSON bool, w io.Writer) error {
	g, err := skirmish.ParseGame(name, data, os.ReadFile)
	if err != nil {
		return err
	}
	states, events, err := g.Replay()
	if err != nil {
		return err
	}
	if asJSON {
		return skirmishJSON(w, name, g, states, events)
	}
	skirmishText(w, g, states, events)
	return nil
}

func skirmishText(w io.Writer, g *skirmish.Game, states []*skirmish.State, events [][]skirmish.Event) {
	s := g.Setup
	m := s.Map
	fmt.Fprintf(w, "Skirmish: %s (%d plots, %d bridges, %gx%g mm), %s against %s, %d turn(s)\n", nameOr(m.Name), len(m.Plots), len(m.Bridges),
		m.Width, m.Height, s.Teams[0].Name, s.Teams[1].Name, len(g.Turns))
	fmt.Fprint(w, "Start: "+skirmish.StateText(s))
	for t := range g.Turns {
		fmt.Fprintln(w)
		fmt.Fprint(w, skirmish.TurnText(states[t], g.Turns[t], events[t]))
		fmt.Fprint(w, "State "+skirmish.StateText(states[t+1]))
	}
	final := states[len(states)-1]
	fmt.Fprintln(w)
	if final.Over {
		fmt.Fprintf(w, "Game over in round %d: %s\n", final.Round, final.Result.Text(final))
	} else {
		fmt.Fprintf(w, "Game in progress: round %d, %s to play\n", final.Round, final.Teams[final.Side].Name)
	}
}

func skirmishJSON(w io.Writer, name string, g *skirmish.Game, states []*skirmish.State, events [][]skirmish.Event) error {
	m := g.Setup.Map
	out := skirmishOutput{Game: name, Map: skirmishMapSummary{m.Name, m.Width, m.Height, len(m.Plots), len(m.Bridges)},
		Setup: g.Setup.JSON(), Turns: []skirmishTurnOutput{}, Final: states[len(states)-1].JSON()}
	for t, evs := range events {
		before := states[t]
		acts := []string{}
		for _, a := range g.Turns[t] {
			acts = append(acts, a.String())
		}
		if evs == nil {
			evs = []skirmish.Event{}
		}
		out.Turns = append(out.Turns, skirmishTurnOutput{Turn: before.Turn(), Round: before.Round, Team: before.Teams[before.Side].Name,
			Actions: acts, Events: evs, State: states[t+1].JSON()})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

const printSkirmishWhat = "want: mecanoid print-skirmish map MAP_OR_GAME | tags GAME | cards GAME (see docs/skirmish-format.md)"

func runPrintSkirmish(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return fault.New(fault.Usage, printSkirmishWhat)
	}
	what := args[0]
	switch what {
	case "map", "tags", "cards":
	default:
		return fault.Errorf(fault.Usage, "unknown thing to print %q; %s", what, printSkirmishWhat)
	}
	o := newOutput("skirmish "+what, "skirmish-"+what+".pdf")
	tagSize := o.fs.Float64("tag", tag.DefaultTagSize, "side of a robot tag, mm")
	if err := o.parse(args[1:], 1, "print-skirmish "+what+" FILE [flags]"); err != nil {
		return err
	}
	page, err := o.page()
	if err != nil {
		return err
	}
	file := o.fs.Arg(0)
	data, err := os.ReadFile(file)
	if err != nil {
		return fault.E(fault.Input, err)
	}
	var m *skirmish.Map
	var g *skirmish.Game
	if strings.HasSuffix(strings.ToLower(file), ".json") {
		if g, err = skirmish.ParseGame(file, data, os.ReadFile); err != nil {
			return err
		}
		m = g.Setup.Map
	} else if what == "map" {
		if m, err = skirmish.ParseMap(file, data); err != nil {
			return err
		}
	} else {
		return fault.Errorf(fault.Usage, "print-skirmish %s wants a game file (.json): it lists the robots", what)
	}
	doc := print.NewPDF("mecanoid skirmish " + what)
	var desc string
	switch what {
	case "map":
		sp := print.DefaultSkirmishPrint()
		sp.Page = page
		t, err := print.PrintSkirmishMap(doc, m, sp)
		if err != nil {
			return fault.E(fault.Usage, err)
		}
		desc = fmt.Sprintf("%s at true scale on %s", nameOr(m.Name), t.Describe())
	case "tags":
		if err := print.PrintSkirmishTags(doc, g.Setup, *tagSize, page); err != nil {
			return fault.E(fault.Usage, err)
		}
		desc = fmt.Sprintf("%d robot tags of %g mm", len(g.Setup.Robots), *tagSize)
	case "cards":
		if err := print.PrintSkirmishCards(doc, g.Setup, page); err != nil {
			return fault.E(fault.Usage, err)
		}
		desc = fmt.Sprintf("%d robot cards", len(g.Setup.Robots))
	}
	return o.deliver(doc, stdout, desc)
}

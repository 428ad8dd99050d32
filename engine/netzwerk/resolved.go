package netzwerk

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// WriteResolved plays game g (read from file name) turn by turn and
// writes it as `mecanoid resolve` shows it: as text, or as JSON whose
// field names are stable (docs/netzwerk-format.md). Nothing is written
// when a turn is refused.
func WriteResolved(w io.Writer, name string, g *Game, asJSON bool) error {
	states, events, played, err := g.Replay()
	if err != nil {
		return err
	}
	cfg := g.Setup.Config()
	final := states[len(states)-1]
	if asJSON {
		out := resolvedOutput{Game: name, Rules: "docs/rules-netzwerk.md", Width: cfg.Width, Height: cfg.Height,
			Options: cfg.Options, Setup: g.Setup.JSON(), Turns: []resolvedTurn{}, Final: final.JSON()}
		for t := range events {
			out.Turns = append(out.Turns, resolvedTurn{Turn: events[t][0].Turn, Player: int(events[t][0].Player),
				Actions: TurnStrings(played[t]), Events: events[t], State: states[t+1].JSON()})
		}
		if winner, why := final.Winner(); winner != NoPlayer {
			out.Result = &resolvedResult{Winner: int(winner), Reason: why}
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	fmt.Fprintf(w, "Netzwerk: %dx%d board, %s, %d turn(s)\n", cfg.Width, cfg.Height, optionsText(cfg.Options), len(g.Turns))
	if g.File.About != "" {
		fmt.Fprintf(w, "%s\n", g.File.About)
	}
	fmt.Fprintf(w, "Start: %s", StateText(g.Setup))
	fmt.Fprint(w, Diagram(g.Setup))
	for t := range events {
		fmt.Fprintln(w)
		fmt.Fprint(w, TurnText(played[t], events[t], states[t+1]))
	}
	fmt.Fprintf(w, "\nFinal: %s", StateText(final))
	return nil
}

// resolvedOutput is the JSON form of a resolved game.
type resolvedOutput struct {
	Game    string          `json:"game"` // the file
	Rules   string          `json:"rules"`
	Width   int             `json:"width"`
	Height  int             `json:"height"`
	Options Options         `json:"options"`
	Setup   StateJSON       `json:"setup"`
	Turns   []resolvedTurn  `json:"turns"`
	Final   StateJSON       `json:"final"`
	Result  *resolvedResult `json:"result,omitempty"`
}

type resolvedTurn struct {
	Turn    int       `json:"turn"`
	Player  int       `json:"player"`
	Actions []string  `json:"actions"` // as played: every robot move names its batteries
	Events  []Event   `json:"events"`
	State   StateJSON `json:"state"`
}

type resolvedResult struct {
	Winner int       `json:"winner"`
	Reason WinReason `json:"reason"`
}

// optionsText names the variants played.
func optionsText(o Options) string {
	var vs []string
	if o.MustCapture {
		vs = append(vs, "must capture")
	}
	if o.SharedUnusable {
		vs = append(vs, "shared batteries unusable")
	}
	if len(vs) == 0 {
		return "no variant"
	}
	return "variants: " + strings.Join(vs, ", ")
}

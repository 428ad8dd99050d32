package cli

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"mecanoid/game"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/lang"
	"os"
	"strings"

	"mecanoid/fault"
	"mecanoid/internal/filekind"
	"mecanoid/referee"
	"mecanoid/rulebook"
)

func runResolve(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("resolve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	asJSON := fs.Bool("json", false, say().Sprintf("print events and states as JSON"))
	diagrams := fs.Bool("diagrams", false, say().Sprintf("draw the board after every move"))
	gameName := fs.String("game", "", say().Sprintf("the game of the file (default: its \"game\" field, else dr2d)"))
	why := fs.Bool("why", false, say().Sprintf("under each event, the words of the rule text (or the project's ruling) that decide it"))
	if err := parseFlags(fs, reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 1 {
		return fault.New(fault.Usage, say().Sprintf("want one game file: mecanoid resolve GAME [--game G] [--json] [--diagrams]"))
	}
	name := fs.Arg(0)
	data, err := os.ReadFile(name)
	if err != nil {
		return fault.E(fault.Input, err)
	}
	if err := filekind.CheckGame(name, data); err != nil {
		return err
	}
	g := strings.ToLower(*gameName)
	if g == "" {
		g = fileGame(data)
	}
	if g == "" {
		g = game.DefaultName() // the default game's files have no "game" field
	}
	e := game.Named(g)
	if e == nil {
		return fault.New(fault.Usage, say().Sprintf("%s: unknown game %q (known: %s)", name, g, game.List(nil)))
	}
	var out bytes.Buffer // written only when the whole game resolved
	if err := e.Resolve(name, data, game.ResolveOptions{JSON: *asJSON, Diagrams: *diagrams, Why: *why}, &out); err != nil {
		return err
	}
	b := out.Bytes()
	if *why && !*asJSON && !e.QuotesRules {
		b = annotate(b, g)
	}
	_, err = stdout.Write(b)
	return err
}

// fileGame is the top-level "game" field of a JSON game file, lower-cased,
// or "" (the default game's files have none).
func fileGame(data []byte) string {
	var head struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(data, &head) != nil {
		return ""
	}
	return strings.ToLower(head.Game)
}

var (
	reorder = cliflag.Reorder
)

// annotate is resolve's text b of game g with the rules' quotations under
// their events (--why), in the user's language: a game that writes in it
// names its rules in its words ("[règle : déplacement des robots]").
func annotate(b []byte, g string) []byte {
	p := say()
	return rulebook.Annotate(b, g, lang.User(), func(rule string) []string {
		names := []string{referee.RuleName(p, rule)}
		if lang.Has(rule) {
			names = append(names, p.Sprintf(rule))
		}
		return names
	})
}

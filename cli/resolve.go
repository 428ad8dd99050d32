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

	"mecanoid/engine/dr2d"
	"mecanoid/fault"
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
	g := strings.ToLower(*gameName)
	if g == "" {
		g = fileGame(data)
	}
	if g == "" {
		g = "dr2d" // DR2D's game files have no "game" field
	}
	e := game.Named(g)
	if e == nil {
		return fault.New(fault.Usage, say().Sprintf("%s: unknown game %q (known: %s)", name, g, game.List(nil)))
	}
	var out bytes.Buffer // written only when the whole game resolved
	if err := e.Resolve(name, data, game.ResolveOptions{JSON: *asJSON, Diagrams: *diagrams}, &out); err != nil {
		return err
	}
	b := out.Bytes()
	if *why && !*asJSON {
		b = rulebook.Annotate(b, g, lang.User())
	}
	_, err = stdout.Write(b)
	return err
}

// resolveDR2D plays a DR2D game file.
func resolveDR2D(name string, data []byte, o game.ResolveOptions, w io.Writer) error {
	g, err := dr2d.ParseGame(name, data, os.ReadFile)
	if err != nil {
		return err
	}
	return dr2d.WriteResolved(w, name, g, o.JSON, o.Diagrams)
}

// DR2D, the heart of mecanoid: its files are read here, by print and by
// the referee (referee.go).
func init() {
	game.Register(game.Game{Name: "dr2d", Title: "DR2D",
		Sentinels: map[error]fault.Kind{dr2d.ErrSyntax: fault.Parse, dr2d.ErrSetup: fault.Setup,
			dr2d.ErrProgram: fault.Rule, dr2d.ErrGameOver: fault.Rule},
		Resolve: resolveDR2D, Export: exportDR2D, Referee: runRefereeDR2D,
		RefereeUsage: "  referee --board FILE [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--gpio FILE] [--journal FILE] [--resume [GAME]] [--no-wait] [--sheets SOURCE] [--pace D]:\n" +
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

var (
	reorder        = cliflag.Reorder
	reorderKeeping = cliflag.ReorderKeeping
)

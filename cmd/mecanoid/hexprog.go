package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"mecanoid/engine/hexprog"
	"mecanoid/fault"
	"mecanoid/print"
	"mecanoid/tag"
)

func init() {
	registerResolver("hexprog", resolveHexprog)
	// The engine imports nothing of the project: its errors get their
	// kinds here, where the game is wired.
	fault.Register(hexprog.ErrSyntax, fault.Parse)
	fault.Register(hexprog.ErrSetup, fault.Setup)
	fault.Register(hexprog.ErrProgram, fault.Rule)
	fault.Register(hexprog.ErrGameOver, fault.Rule)
}

// hexResolveOutput is the --json form of `mecanoid resolve` for a hexprog
// game (docs/hexprog-format.md). Field names are stable.
type hexResolveOutput struct {
	Game     string             `json:"game"`
	Board    hexBoardSummary    `json:"board"`
	Settings hexprog.Settings   `json:"settings"`
	Goal     *hexprog.Goal      `json:"goal,omitempty"`
	Setup    hexprog.StateJSON  `json:"setup"`
	Rounds   []hexResolvedRound `json:"rounds"`
	Final    hexprog.StateJSON  `json:"final"`
}

type hexBoardSummary struct {
	Name string `json:"name"`
	Cols int    `json:"cols"`
	Rows int    `json:"rows"`
}

type hexResolvedRound struct {
	Round   int               `json:"round"`
	Signals []hexprog.Signal  `json:"signals"`
	Events  []hexprog.Event   `json:"events"`
	State   hexprog.StateJSON `json:"state"`
}

// resolveHexprog plays a hexprog game file to its end (or its "rounds").
func resolveHexprog(name string, data []byte, asJSON bool, w io.Writer) error {
	g, err := hexprog.ParseGame(name, data, os.ReadFile)
	if err != nil {
		return err
	}
	states, events, err := g.Replay()
	if err != nil {
		return err
	}
	if asJSON {
		return hexJSON(w, name, g, states, events)
	}
	hexText(w, g, states, events)
	return nil
}

func hexText(w io.Writer, g *hexprog.Game, states []*hexprog.State, events [][]hexprog.Event) {
	s := g.Setup
	b, st := s.Board, s.Settings
	fmt.Fprintf(w, "Hex programming game: %s (%dx%d hexes), %d player(s), %d robot(s)\n", nameOr(b.Name), b.Cols, b.Rows, len(s.Players), len(s.Robots))
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
	fmt.Fprintf(w, "Start %s", hexprog.StateText(s))
	fmt.Fprint(w, hexprog.Diagram(s))
	for i, evs := range events {
		fmt.Fprintln(w)
		fmt.Fprint(w, hexprog.RoundText(states[i], evs))
		fmt.Fprintf(w, "State %s", hexprog.StateText(states[i+1]))
	}
	final := states[len(states)-1]
	if len(events) > 0 {
		fmt.Fprint(w, hexprog.Diagram(final))
	}
	if !final.Over {
		fmt.Fprintf(w, "Stopped after round %d: the game is not over.\n", final.Round)
	}
}

func hexJSON(w io.Writer, name string, g *hexprog.Game, states []*hexprog.State, events [][]hexprog.Event) error {
	s := g.Setup
	out := hexResolveOutput{Game: name, Board: hexBoardSummary{s.Board.Name, s.Board.Cols, s.Board.Rows},
		Settings: s.Settings, Setup: s.JSON(), Rounds: []hexResolvedRound{}}
	if s.Goal.Set() {
		goal := s.Goal
		out.Goal = &goal
	}
	for i, evs := range events {
		round := states[i].Round + 1
		sigs := g.Signals[round]
		if sigs == nil {
			sigs = []hexprog.Signal{}
		}
		out.Rounds = append(out.Rounds, hexResolvedRound{Round: round, Signals: sigs, Events: evs, State: states[i+1].JSON()})
	}
	out.Final = states[len(states)-1].JSON()
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func init() {
	register(command{"print-hex", "print-hex board BOARD.hex | sheets GAME | tags GAME|--robots 1-4 [--hex MM] [--tag MM] [--paper a4|letter] [--margin MM] [-o FILE.pdf]:\n" +
		"      print a hex board at true scale, program sheets or robot tags for the hex programming game (docs/hexprog-format.md)", runPrintHex})
}

const printHexWhat = "want: mecanoid print-hex board BOARD.hex | sheets GAME | tags GAME (or --robots 1-4)"

func runPrintHex(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return fault.New(fault.Usage, printHexWhat)
	}
	switch args[0] {
	case "board":
		o := newOutput("hex board", "hex-board.pdf")
		across := o.fs.Float64("hex", 0, "mm between opposite sides of a hex (default: the board file's hexsize, else 60)")
		markers := o.fs.Float64("markers", tag.DefaultMarkerSize, "corner marker size, mm (0: none)")
		overlap := o.fs.Float64("overlap", 10, "mm printed on both of two neighbouring sheets")
		if err := o.parse(args[1:], 1, "print-hex board BOARD.hex [--hex MM] [--markers MM] [--overlap MM]"); err != nil {
			return err
		}
		page, err := o.page()
		if err != nil {
			return err
		}
		name := o.fs.Arg(0)
		data, err := os.ReadFile(name)
		if err != nil {
			return fault.E(fault.Input, err)
		}
		b, err := hexprog.ParseBoard(name, data)
		if err != nil {
			return err
		}
		hp := print.HexBoardPrint{Across: *across, Markers: tag.Markers{Size: *markers, Gap: tag.DefaultMarkerGap}, Page: page, Overlap: *overlap}
		if *markers == 0 {
			hp.Markers = tag.Markers{}
		}
		doc := print.NewPDF("mecanoid hex board")
		t, err := print.PrintHexBoard(doc, b, hp)
		if err != nil {
			return fault.E(fault.Usage, err)
		}
		return o.deliver(doc, stdout, fmt.Sprintf("board %s on %s plus a cover", nameOr(b.Name), t.Describe()))
	case "sheets", "tags":
		what := args[0]
		o := newOutput("hex "+what, "hex-"+what+".pdf")
		robots := o.fs.String("robots", "", "robot ids, e.g. 1-4 (instead of a game file)")
		size := o.fs.Float64("tag", 30, "tag size, mm (tags)")
		if err := o.fs.Parse(reorder(o.fs, args[1:])); err != nil {
			return fault.E(fault.Usage, err)
		}
		page, err := o.page()
		if err != nil {
			return err
		}
		var sheets []print.ProgramSheet
		board := ""
		switch {
		case o.fs.NArg() == 1 && *robots == "":
			name := o.fs.Arg(0)
			data, err := os.ReadFile(name)
			if err != nil {
				return fault.E(fault.Input, err)
			}
			g, err := hexprog.ParseGame(name, data, os.ReadFile)
			if err != nil {
				return err
			}
			sheets, board = print.ProgramSheetsOf(g.Setup), g.Setup.Board.Name
		case o.fs.NArg() == 0 && *robots != "":
			ids, err := parseIDs("robots", *robots)
			if err != nil {
				return err
			}
			for _, id := range ids {
				sheets = append(sheets, print.ProgramSheet{Robot: id})
			}
		default:
			return fault.New(fault.Usage, "usage: mecanoid print-hex "+what+" GAME | --robots 1-4")
		}
		doc := print.NewPDF("mecanoid hex " + what)
		if what == "sheets" {
			err = print.PrintProgramSheets(doc, print.ProgramSheets{Board: board, Robots: sheets, Page: page})
		} else {
			var ids []int
			for _, s := range sheets {
				ids = append(ids, s.Robot)
			}
			err = print.PrintHexTags(doc, print.HexTags{Robots: ids, Size: *size, Page: page})
		}
		if err != nil {
			return fault.E(fault.Usage, err)
		}
		return o.deliver(doc, stdout, fmt.Sprintf("%d robot %s", len(sheets), what))
	}
	return fault.Errorf(fault.Usage, "unknown thing to print %q; %s", args[0], printHexWhat)
}

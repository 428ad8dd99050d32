package hexprog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mecanoid/game"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/filekind"
	"mecanoid/internal/lang"
	"mecanoid/referee/session"
	"os"

	"mecanoid/calibration"
	rules "mecanoid/engine/hexprog"
	"mecanoid/fault"
	"mecanoid/journal"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision"
)

func init() {
	game.Register(game.Game{Name: "hexprog", Title: "the hex programming game",
		Sentinels: map[error]fault.Kind{rules.ErrSyntax: fault.Parse, rules.ErrSetup: fault.Setup,
			rules.ErrProgram: fault.Rule, rules.ErrGameOver: fault.Rule},
		Resolve: func(name string, data []byte, o game.ResolveOptions, w io.Writer) error {
			return resolveHexprog(name, data, o.JSON, w)
		},
		Export: exportKeptHexProg, Referee: runRefereeHexProg, RefereeUsage: refereeHexProgLine,
		Print: runPrintHex, PrintName: "hex", PrintForms: "hex board|sheets|tags FILE",
		Commands: []game.Command{{Name: "print-hex", Usage: "print-hex board BOARD.hex | sheets GAME | tags GAME|--robots 1-4 [--hex MM] [--tag MM] [--paper a4|letter] [--margin MM] [-o FILE.pdf]:\n" +
			"      print a hex board at true scale, program sheets or robot tags for the hex programming game (docs/hexprog-format.md)",
			Run: runPrintHex, Verbs: []string{"board", "sheets", "tags"}, Alias: true}}})
}

// resolveHexprog plays a hexprog game file to its end (or its "rounds").
func resolveHexprog(name string, data []byte, asJSON bool, w io.Writer) error {
	write := func(w io.Writer, name string, g *rules.Game, asJSON bool) error {
		if asJSON {
			return rules.WriteResolved(w, name, g, true)
		}
		return writeResolved(w, g, lang.Say())
	}
	return game.ResolveParsed(name, data, asJSON, w, rules.ParseGame, os.ReadFile, write)
}

const printHexWhat = "want: mecanoid print-hex board BOARD.hex | sheets GAME | tags GAME (or --robots 1-4)"

func runPrintHex(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return fault.New(fault.Usage, printHexWhat)
	}
	switch args[0] {
	case "board":
		o := game.NewOutput("hex board", "hex-board.pdf")
		across := o.FS.Float64("hex", 0, "mm between opposite sides of a hex (default: the board file's hexsize, else 60)")
		markers := o.FS.Float64("markers", tag.DefaultMarkerSize, "corner marker size, mm (0: none)")
		overlap := o.FS.Float64("overlap", 10, "mm printed on both of two neighbouring sheets")
		if err := o.Parse(args[1:], 1, "print-hex board BOARD.hex [--hex MM] [--markers MM] [--overlap MM]"); err != nil {
			return err
		}
		page, err := o.Page()
		if err != nil {
			return err
		}
		name := o.FS.Arg(0)
		data, err := os.ReadFile(name)
		if err != nil {
			return fault.E(fault.Input, err)
		}
		if err := filekind.Check(name, data, filekind.HexBoard); err != nil {
			return err
		}
		b, err := rules.ParseBoard(name, data)
		if err != nil {
			return err
		}
		hp := BoardPrint{Across: *across, Markers: tag.Markers{Size: *markers, Gap: tag.DefaultMarkerGap}, Page: page, Overlap: *overlap}
		if *markers == 0 {
			hp.Markers = tag.Markers{}
		}
		doc := print.NewPDF("mecanoid hex board")
		t, err := PrintBoard(doc, b, hp)
		if err != nil {
			return fault.E(fault.Usage, err)
		}
		return o.Deliver(doc, stdout, lang.Say().Sprintf("board %s on %s plus a cover", lang.Say().Sprintf(game.NameOr(b.Name)), t.Describe()))
	case "sheets", "tags":
		what := args[0]
		o := game.NewOutput("hex "+what, "hex-"+what+".pdf")
		robots := o.FS.String("robots", "", "robot ids, e.g. 1-4 (instead of a game file)")
		size := o.FS.Float64("tag", 30, "tag size, mm (tags)")
		if err := cliflag.Parse(o.FS, cliflag.Reorder(o.FS, args[1:])); err != nil {
			return fault.E(fault.Usage, err)
		}
		page, err := o.Page()
		if err != nil {
			return err
		}
		var sheets []ProgramSheet
		board := ""
		switch {
		case o.FS.NArg() == 1 && *robots == "":
			name := o.FS.Arg(0)
			data, err := os.ReadFile(name)
			if err != nil {
				return fault.E(fault.Input, err)
			}
			g, err := rules.ParseGame(name, data, os.ReadFile)
			if err != nil {
				return err
			}
			sheets, board = ProgramSheetsOf(g.Setup), g.Setup.Board.Name
		case o.FS.NArg() == 0 && *robots != "":
			ids, err := game.ParseIDs("robots", *robots)
			if err != nil {
				return err
			}
			for _, id := range ids {
				sheets = append(sheets, ProgramSheet{Robot: id})
			}
		default:
			return fault.New(fault.Usage, "usage: mecanoid print-hex "+what+" GAME | --robots 1-4")
		}
		doc := print.NewPDF("mecanoid hex " + what)
		if what == "sheets" {
			err = PrintProgramSheets(doc, ProgramSheets{Board: board, Robots: sheets, Page: page})
		} else {
			var ids []int
			for _, s := range sheets {
				ids = append(ids, s.Robot)
			}
			err = PrintTags(doc, Tags{Robots: ids, Size: *size, Page: page})
		}
		if err != nil {
			return fault.E(fault.Usage, err)
		}
		said := lang.Say().Sprintf("%d robot tags", len(sheets))
		if what == "sheets" {
			said = lang.Say().Sprintf("%d robot sheets", len(sheets))
		}
		return o.Deliver(doc, stdout, said)
	}
	return fault.Errorf(fault.Usage, "unknown thing to print %q; %s", args[0], printHexWhat)
}

const refereeHexProgUsage = "referee --game hexprog --setup GAME.json|--resume [GAME] [--signals FILE] [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--journal FILE] [--no-wait] [--web ADDR] [--pace D] [--rounds N] [--hex MM] [--tag 30] [--tag-height 30]"

// refereeHexProgLine is the line of the referee's usage for the hex
// programming game.
const refereeHexProgLine = "  referee --game hexprog --setup GAME [--signals FILE] [--camera ...]: referee the hex programming game: robots read on their hexes, signals asked in secret (phones, keyboard) or replayed, rounds played and shown, table checked (docs/referee-hexprog.md)"

// runRefereeHexProg referees the hex programming game at the table
// (docs/referee-hexprog.md): the programs come from the setup file, the
// robots' hexes and facings from the camera; each round the players give
// their radio signals, the engine plays it, the players move the robots as
// told and the camera checks the table.
func runRefereeHexProg(args []string, stdout io.Writer) error {
	fs, tf := session.NewFlags("hexprog", session.Help{Web: "the room and the players' phones", Pace: "pause after each event of a round shown (e.g. 500ms)", TagHeight: "board", Resume: true})
	setupFile := fs.String("setup", "", "the game file: board, settings, players and their robots' programs (where the robots start is read from the table)")
	signalsFile := fs.String("signals", "", "play these signals instead of asking the players (a replay at the table): a game file's \"signals\", or a JSON list of {round, robot, step}")
	rounds := fs.Int("rounds", 0, "stop after this many rounds (0: the game file's \"rounds\", else 200)")
	across := fs.Float64("hex", 0, "printed size of a hex, mm between opposite sides (as mecanoid print-hex board --hex; default the board's hexsize)")
	tagSize := fs.Float64("tag", TagSize, "side of a robot tag, mm (as mecanoid print-hex tags --tag)")
	if err := session.ParseFlags(fs, args, refereeHexProgUsage); err != nil {
		return err
	}
	switch {
	case *tf.Resume && *setupFile != "":
		return fault.New(fault.Usage, "--resume goes on with a game of the journal: no --setup\nusage: mecanoid "+refereeHexProgUsage)
	case *setupFile == "" && !*tf.Resume:
		return fault.New(fault.Usage, "referee --game hexprog needs --setup GAME.json: the board, the players and their robots' programs (or --resume)\nusage: mecanoid "+refereeHexProgUsage)
	}
	if *tagSize < 10 || *tf.TagHeight < 0 || *rounds < 0 {
		return fault.Errorf(fault.Usage, "--tag %g, --tag-height %g, --rounds %d: a tag of at least 10 mm, at a height of 0 or more, rounds 0 or more", *tagSize, *tf.TagHeight, *rounds)
	}
	var g *rules.Game
	var kept journal.GameInfo // the game gone on with (--resume)
	var err error
	if *tf.Resume {
		var data []byte
		if kept, data, err = tf.ResumeKept("hexprog", fs.Arg(0), stdout, exportKeptHexProg); err != nil {
			return err
		}
		g, err = session.TakeUp(kept.Name, data, rules.ParseGame, (*rules.Game).Replay, func(s *rules.State) any { return rules.NewGameFile(s, nil) })
	} else {
		g, err = readHexGame(*setupFile)
	}
	if err != nil {
		return err
	}
	setup := g.Setup
	var signals map[int][]rules.Signal
	if *signalsFile != "" {
		if signals, err = readHexSignals(*signalsFile); err != nil {
			return err
		}
	}
	pr := DefaultBoardPrint()
	pr.Across = *across
	if err := pr.Check(setup.Board); err != nil {
		return fault.E(fault.Usage, err)
	}
	layout := Layout(setup.Board, *across)
	sc := &vision.Scanner{Game: TagCode, Board: layout.Area(pr.Markers), Layout: layout, TagSize: *tagSize,
		Settings: calibration.Settings{TagHeight: *tf.TagHeight, FOV: *tf.FOV}}
	k := session.Kept[*rules.State]{Game: &HexProg{Setup: setup, Signals: signals}, Scanner: sc,
		MaxSteps: setup.Round + g.Rounds, AskPlayers: signals == nil,
		NewGame: func(j *journal.Journal, s *rules.State) (journal.GameInfo, error) {
			return j.NewKeptFrom("hexprog", "", rules.NewGameFile(s, nil), s.Round+1)
		},
		End: func(t *session.Run, info journal.GameInfo, end *rules.State, err error) error {
			return t.EndKept(err, func() session.Stopped {
				return session.Stopped{Name: fmt.Sprintf("%s-round-%d.json", info.Name, end.Round), Game: rules.NewGameFile(end, nil),
					When: lang.Say().Sprintf("stopped after round %d", end.Round), How: lang.Say().Sprintf("leave the robots as they stand")}
			})
		}}
	if *rounds > 0 {
		k.MaxSteps = setup.Round + *rounds
	}
	for p := range setup.Players {
		k.Players = append(k.Players, setup.PlayerName(p+1))
	}
	if signals == nil {
		k.WebNote = lang.Say().Sprintf(" (each player may send his signals from a phone, in secret)")
	}
	return session.Play(tf, stdout, kept, k)
}

func readHexGame(file string) (*rules.Game, error) {
	return session.ReadGameFile(file, rules.ParseGame, os.ReadFile)
}

// readHexSignals reads the signals to replay: a game file's (checked as
// the game file is), or a JSON list of {round, robot, step} (checked when
// each round is played).
func readHexSignals(file string) (map[int][]rules.Signal, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fault.E(fault.Input, err)
	}
	if t := bytes.TrimSpace(data); len(t) > 0 && t[0] == '[' {
		var list []rules.SignalJSON
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&list); err != nil {
			return nil, fault.Errorf(fault.Input, "%s: a list of signals {\"round\", \"robot\", \"step\"}: %w", file, err)
		}
		out := map[int][]rules.Signal{}
		for i, s := range list {
			if s.Round < 2 {
				return nil, fault.Errorf(fault.Input, "%s: [%d]: round %d: signals are opened from round 2 on", file, i, s.Round)
			}
			out[s.Round] = append(out[s.Round], rules.Signal{Robot: s.Robot, Step: s.Step})
		}
		return out, nil
	}
	g, err := rules.ParseGame(file, data, os.ReadFile)
	if err != nil {
		return nil, fault.E(fault.Input, err)
	}
	return g.Signals, nil
}

// exportKeptHexProg writes a kept hex programming game as a game file:
// its setup with every round's signals, checked by replaying it against
// the positions the referee kept.
func exportKeptHexProg(j *journal.Journal, info journal.GameInfo) ([]byte, error) {
	kg, err := j.Kept(info.ID)
	if err != nil {
		return nil, err
	}
	var gf rules.GameFile
	if err := json.Unmarshal(kg.Setup, &gf); err != nil {
		return nil, game.Disagree(fmt.Errorf("game %s: setup: %w", kg.Info.Name, err))
	}
	gf.Game = "hexprog"
	for _, st := range kg.Steps {
		var sigs []rules.SignalJSON
		if err := json.Unmarshal(st.Input, &sigs); err != nil {
			return nil, game.Disagree(fmt.Errorf("game %s: round %d: signals: %w", kg.Info.Name, st.Step, err))
		}
		gf.Signals = append(gf.Signals, sigs...)
	}
	if len(kg.Steps) > 0 {
		gf.Rounds = kg.Steps[len(kg.Steps)-1].Step - gf.Round
	}
	data, err := json.MarshalIndent(gf, "", "  ")
	if err != nil {
		return nil, game.Disagree(err)
	}
	g, err := rules.ParseGame(kg.Info.Name, data, nil)
	if err != nil {
		return nil, game.Disagree(err)
	}
	states, _, err := g.Replay()
	if err != nil {
		return nil, game.Disagree(err)
	}
	if err := game.SameAsKept(kg, "round", len(states)-1, func(i int) any { return states[i].JSON() }); err != nil {
		return nil, game.Disagree(err)
	}
	return append(data, '\n'), nil
}

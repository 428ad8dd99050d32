package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"reflect"
	"syscall"

	"mecanoid/calibration"
	"mecanoid/engine/hexprog"
	"mecanoid/print"
	"mecanoid/referee"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

const refereeHexProgUsage = "referee --game hexprog --setup GAME.json [--signals FILE] [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--journal FILE] [--no-wait] [--web ADDR] [--pace D] [--rounds N] [--hex MM] [--tag 30] [--tag-height 30]"

// refereeHexProgLine is the line of the referee's usage for the hex
// programming game.
const refereeHexProgLine = "  referee --game hexprog --setup GAME [--signals FILE] [--camera ...]: referee the hex programming game: robots read on their hexes, signals asked in secret (phones, keyboard) or replayed, rounds played and shown, table checked (docs/referee-hexprog.md)"

func init() {
	registerReferee("hexprog", runRefereeHexProg)
	registerKeptExport("hexprog", exportKeptHexProg)
}

// runRefereeHexProg referees the hex programming game at the table
// (docs/referee-hexprog.md): the programs come from the setup file, the
// robots' hexes and facings from the camera; each round the players give
// their radio signals, the engine plays it, the players move the robots as
// told and the camera checks the table.
func runRefereeHexProg(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.String("game", "hexprog", "the game")
	setupFile := fs.String("setup", "", "the game file: board, settings, players and their robots' programs (where the robots start is read from the table)")
	signalsFile := fs.String("signals", "", "play these signals instead of asking the players (a replay at the table): a game file's \"signals\", or a JSON list of {round, robot, step}")
	camera := fs.String("camera", "rpicam", "where frames come from: a folder or image files (comma-separated), rpicam (Raspberry Pi camera), or a video device such as /dev/video0")
	calFile := fs.String("calibration", "", "calibration file (mecanoid calibrate); default: found from the corner markers")
	journalFile := journalFlag(fs)
	noWait := fs.Bool("no-wait", false, "read the table without waiting for Enter (frames from files)")
	webAddr := fs.String("web", ":8080", "address of the web page for the room and the players' phones (\"\": none)")
	pace := fs.Duration("pace", 0, "pause after each event of a round shown (e.g. 500ms)")
	rounds := fs.Int("rounds", 0, "stop after this many rounds (0: the game file's \"rounds\", else 200)")
	across := fs.Float64("hex", 0, "printed size of a hex, mm between opposite sides (as mecanoid print-hex board --hex; default the board's hexsize)")
	tagSize := fs.Float64("tag", synth.HexTagSize, "side of a robot tag, mm (as mecanoid print-hex tags --tag)")
	tagHeight := fs.Float64("tag-height", vision.DefaultTagHeight, "height of the robots' tags above the board (on figurines), mm")
	if err := fs.Parse(args); err != nil {
		return usageError{fmt.Sprintf("%v\nusage: mecanoid %s", err, refereeHexProgUsage)}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Sprintf("unexpected argument %q\nusage: mecanoid %s", fs.Arg(0), refereeHexProgUsage)}
	}
	if *setupFile == "" {
		return usageError{"referee --game hexprog needs --setup GAME.json: the board, the players and their robots' programs\nusage: mecanoid " + refereeHexProgUsage}
	}
	if *tagSize < 10 || *tagHeight < 0 || *rounds < 0 {
		return usageError{fmt.Sprintf("--tag %g, --tag-height %g, --rounds %d: a tag of at least 10 mm, at a height of 0 or more, rounds 0 or more", *tagSize, *tagHeight, *rounds)}
	}
	g, err := readHexGame(*setupFile)
	if err != nil {
		return err
	}
	setup := g.Setup
	var signals map[int][]hexprog.Signal
	if *signalsFile != "" {
		if signals, err = readHexSignals(*signalsFile); err != nil {
			return err
		}
	}
	pr := print.DefaultHexBoardPrint()
	pr.Across = *across
	if err := pr.Check(setup.Board); err != nil {
		return usageError{err.Error()}
	}
	layout := vision.NewHexLayout(setup.Board, *across)
	sc := &vision.Scanner{Game: tag.HexProg, Board: layout.Area(pr.Markers), Layout: layout, TagSize: *tagSize,
		Settings: calibration.Settings{TagHeight: *tagHeight}}
	if *calFile != "" {
		cal, err := calibration.Load(*calFile)
		if err != nil {
			return inputError{err}
		}
		sc.Calibration = cal
	}
	src, err := openCamera(*camera)
	if err != nil {
		return err
	}
	table := &referee.Camera{Source: src, Scanner: sc}
	if isCamera(*camera) {
		table.Open = func() (vision.Source, error) { return openCamera(*camera) }
	}
	defer func() {
		if table.Source != nil {
			table.Source.Close()
		}
	}()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	in := bufio.NewReader(stdin) // Enter and typed signals share the keyboard
	ref := &referee.HexProg{Setup: setup, Table: table, Pace: *pace, Signals: signals,
		MaxRounds: setup.Round + g.Rounds,
		Displays:  []referee.Display{referee.Terminal{W: stdout}},
		Expect:    func(ps []tag.Payload) { sc.Expect = ps }}
	if *rounds > 0 {
		ref.MaxRounds = setup.Round + *rounds
	}
	var asker referee.Asker = referee.TerminalAsker(in, stdout)
	if *webAddr != "" {
		var players []string
		for p := range setup.Players {
			players = append(players, setup.PlayerName(p+1))
		}
		web := referee.NewWeb(referee.WebOptions{Players: players})
		url, err := web.Start(*webAddr)
		if err != nil {
			return fmt.Errorf("referee: web page on %s: %w", *webAddr, err)
		}
		defer web.Close()
		ref.Displays = append(ref.Displays, web)
		asker = referee.AskEither(web, asker)
		if signals == nil {
			fmt.Fprintf(stdout, "web page: %s (each player may send his signals from a phone, in secret)\n", url)
		} else {
			fmt.Fprintf(stdout, "web page: %s\n", url)
		}
	}
	if signals == nil {
		ref.Ask = asker
	}
	if !*noWait {
		ref.Ready = func(ctx context.Context, what string) error {
			fmt.Fprintf(stdout, "press Enter when the table is ready (%s) ", what)
			if _, err := in.ReadString('\n'); err != nil {
				return fmt.Errorf("%w: no more input", referee.ErrStopped)
			}
			return nil
		}
	}
	j, err := referee.OpenJournal(journalPath(*journalFile))
	if err != nil {
		return inputError{err}
	}
	defer j.Close()
	s, err := ref.Start(ctx)
	if err != nil {
		return err
	}
	info, err := j.NewKeptFrom("hexprog", "", hexprog.NewGameFile(s, nil), s.Round+1)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "game %s kept in %s\n", info.Name, j.Path())
	ref.Record = j.KeptRecorder(info.ID)
	log := j.KeptDisplay(info.ID)
	ref.Displays = append(ref.Displays, log)
	defer log.Flush()
	end, err := ref.Play(ctx, s)
	if end.Over {
		if oerr := j.SetKeptOver(info.ID, ref.Winner(end)); oerr != nil {
			return errors.Join(err, oerr)
		}
		return err // the game is over, even if its last table was not checked
	}
	if err != nil && (errors.Is(err, referee.ErrStopped) || errors.Is(err, referee.ErrTable)) {
		return hexStopped(stdout, j.Path(), info.Name, end, err)
	}
	return err
}

func readHexGame(file string) (*hexprog.Game, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, inputError{err}
	}
	g, err := hexprog.ParseGame(file, data, os.ReadFile)
	if err != nil {
		return nil, inputError{err}
	}
	return g, nil
}

// readHexSignals reads the signals to replay: a game file's (checked as
// the game file is), or a JSON list of {round, robot, step} (checked when
// each round is played).
func readHexSignals(file string) (map[int][]hexprog.Signal, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, inputError{err}
	}
	if t := bytes.TrimSpace(data); len(t) > 0 && t[0] == '[' {
		var list []hexprog.SignalJSON
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&list); err != nil {
			return nil, inputError{fmt.Errorf("%s: a list of signals {\"round\", \"robot\", \"step\"}: %w", file, err)}
		}
		out := map[int][]hexprog.Signal{}
		for i, s := range list {
			if s.Round < 2 {
				return nil, inputError{fmt.Errorf("%s: [%d]: round %d: signals are opened from round 2 on", file, i, s.Round)}
			}
			out[s.Round] = append(out[s.Round], hexprog.Signal{Robot: s.Robot, Step: s.Step})
		}
		return out, nil
	}
	g, err := hexprog.ParseGame(file, data, os.ReadFile)
	if err != nil {
		return nil, inputError{err}
	}
	return g.Signals, nil
}

// hexStopped writes the position the game stopped at as a game file
// beside the journal, and tells how to go on from it.
func hexStopped(stdout io.Writer, journal, name string, s *hexprog.State, err error) error {
	file := filepath.Join(filepath.Dir(journal), fmt.Sprintf("%s-round-%d.json", name, s.Round))
	data, merr := json.MarshalIndent(hexprog.NewGameFile(s, nil), "", "  ")
	if merr != nil {
		return errors.Join(err, merr)
	}
	if werr := os.WriteFile(file, append(data, '\n'), 0o644); werr != nil {
		fmt.Fprintf(stdout, "stopped after round %d; the position could not be written: %v\n", s.Round, werr)
		return err
	}
	fmt.Fprintf(stdout, "stopped after round %d: to go on, leave the robots as they stand and run again with --setup %s\n", s.Round, file)
	return err
}

// exportKeptHexProg writes a kept hex programming game as a game file:
// its setup with every round's signals, checked by replaying it against
// the positions the referee kept.
func exportKeptHexProg(j *referee.Journal, id int64) ([]byte, error) {
	kg, err := j.Kept(id)
	if err != nil {
		return nil, err
	}
	var gf hexprog.GameFile
	if err := json.Unmarshal(kg.Setup, &gf); err != nil {
		return nil, fmt.Errorf("game %s: setup: %w", kg.Info.Name, err)
	}
	gf.Game = "hexprog"
	for _, st := range kg.Steps {
		var sigs []hexprog.SignalJSON
		if err := json.Unmarshal(st.Input, &sigs); err != nil {
			return nil, fmt.Errorf("game %s: round %d: signals: %w", kg.Info.Name, st.Step, err)
		}
		gf.Signals = append(gf.Signals, sigs...)
	}
	if len(kg.Steps) > 0 {
		gf.Rounds = kg.Steps[len(kg.Steps)-1].Step - gf.Round
	}
	data, err := json.MarshalIndent(gf, "", "  ")
	if err != nil {
		return nil, err
	}
	g, err := hexprog.ParseGame(kg.Info.Name, data, nil)
	if err != nil {
		return nil, err
	}
	states, _, err := g.Replay()
	if err != nil {
		return nil, err
	}
	for i, st := range kg.Steps {
		var kept hexprog.StateJSON
		if err := json.Unmarshal(st.Result, &kept); err != nil {
			return nil, fmt.Errorf("game %s: round %d: position: %w", kg.Info.Name, st.Step, err)
		}
		if i+1 >= len(states) || !reflect.DeepEqual(states[i+1].JSON(), kept) {
			return nil, fmt.Errorf("game %s: round %d: the kept position is not the replay's", kg.Info.Name, st.Step)
		}
	}
	return append(data, '\n'), nil
}

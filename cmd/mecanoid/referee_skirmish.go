package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"mecanoid/calibration"
	"mecanoid/engine/skirmish"
	"mecanoid/referee"
	"mecanoid/tag"
	"mecanoid/vision"
)

const refereeSkirmishUsage = "referee --game skirmish --setup GAME.json [--actions GAME.json] [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--journal FILE] [--no-wait] [--web ADDR] [--pace D] [--tag 40] [--tag-height 30]"

func init() { registerReferee("skirmish", runRefereeSkirmish) }

// runRefereeSkirmish referees a skirmish at the table
// (docs/referee-skirmish.md): the team on turn says its actions, the
// engine resolves them, the players move the robots as told and the
// camera checks the table.
func runRefereeSkirmish(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.String("game", "skirmish", "the game")
	setupFile := fs.String("setup", "", "the game file to start from (its position; its turns are not played unless it is also --actions)")
	actionsFile := fs.String("actions", "", "a game file whose turns are played in order instead of asking the teams (a replay at the table)")
	camera := fs.String("camera", "rpicam", "where frames come from: a folder or image files (comma-separated), rpicam (Raspberry Pi camera), or a video device such as /dev/video0")
	calFile := fs.String("calibration", "", "calibration file (mecanoid calibrate); default: found from the corner markers")
	journalFile := journalFlag(fs)
	noWait := fs.Bool("no-wait", false, "read the table without waiting for Enter (frames from files)")
	webAddr := fs.String("web", ":8080", "address of the web page for the room and the teams' phones (\"\": none)")
	pace := fs.Duration("pace", 0, "pause after each event of a turn shown (e.g. 500ms)")
	tagSize := fs.Float64("tag", tag.DefaultTagSize, "side of a robot tag, mm (as mecanoid print-skirmish tags --tag)")
	tagHeight := fs.Float64("tag-height", vision.DefaultTagHeight, "height of the robots' tags above the map (on figurines), mm")
	if err := fs.Parse(args); err != nil {
		return usageError{fmt.Sprintf("%v\nusage: mecanoid %s", err, refereeSkirmishUsage)}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Sprintf("unexpected argument %q\nusage: mecanoid %s", fs.Arg(0), refereeSkirmishUsage)}
	}
	if *setupFile == "" {
		*setupFile = *actionsFile
	}
	if *setupFile == "" {
		return usageError{"referee --game skirmish needs --setup GAME.json: the map, the teams and where the robots start\nusage: mecanoid " + refereeSkirmishUsage}
	}
	if *tagSize < 10 || *tagHeight < 0 {
		return usageError{fmt.Sprintf("--tag %g, --tag-height %g: a tag of at least 10 mm, at a height of 0 or more", *tagSize, *tagHeight)}
	}
	g, err := readSkirmishGame(*setupFile)
	if err != nil {
		return err
	}
	setup := g.Setup
	var replay *skirmish.Game
	if *actionsFile != "" {
		if replay, err = readSkirmishGame(*actionsFile); err != nil {
			return err
		}
	}

	layout := vision.PlotsLayout{Map: setup.Map}
	sc := &vision.Scanner{Game: tag.Skirmish, Board: layout.Board(tag.DefaultMarkers), Layout: layout, TagSize: *tagSize,
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
	in := bufio.NewReader(stdin) // Enter and typed turns share the keyboard
	ref := &referee.Skirmish{Layout: layout, Table: table, Pace: *pace,
		Displays: []referee.Display{referee.Terminal{W: stdout}},
		Expect:   func(ps []tag.Payload) { sc.Expect = ps }}
	var asker referee.Asker = referee.TerminalAsker(in, stdout)
	if *webAddr != "" {
		web := referee.NewWeb(referee.WebOptions{Players: []string{setup.Teams[0].Name, setup.Teams[1].Name}})
		url, err := web.Start(*webAddr)
		if err != nil {
			return fmt.Errorf("referee: web page on %s: %w", *webAddr, err)
		}
		defer web.Close()
		ref.Displays = append(ref.Displays, web)
		asker = referee.AskEither(web, asker)
		fmt.Fprintf(stdout, "web page: %s (each team may answer from a phone)\n", url)
	}
	if replay != nil {
		asker = replayAsker(*actionsFile, replay)
	}
	ref.Asker = asker
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
	s, err := ref.Start(ctx, setup)
	if err != nil {
		return err
	}
	info, err := j.NewKeptFrom("skirmish", "", skirmish.NewGameFile(s, nil), s.Turn())
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
		return skirmishStopped(stdout, j.Path(), info.Name, end, err)
	}
	return err
}

func readSkirmishGame(file string) (*skirmish.Game, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, inputError{err}
	}
	g, err := skirmish.ParseGame(file, data, os.ReadFile)
	if err != nil {
		return nil, inputError{err}
	}
	return g, nil
}

// replayAsker answers each turn of the game with the same turn of game
// file g (its turns count from its setup's round and team), as checked by
// the referee: a turn the referee refuses stops the game with the file's
// turn named.
func replayAsker(file string, g *skirmish.Game) referee.Asker {
	first := g.Setup.Turn()
	return referee.AskFunc(func(ctx context.Context, q referee.Question) (map[string]string, error) {
		i := q.Step - first
		if i < 0 || i >= len(g.File.Turns) {
			return nil, fmt.Errorf("%w: %s has no turn %d", referee.ErrStopped, file, i+1)
		}
		answer := strings.Join(g.File.Turns[i].Actions, "; ")
		if answer == "" {
			answer = "pass"
		}
		if q.Check != nil {
			if err := q.Check(q.Who[0], answer); err != nil {
				return nil, inputError{fmt.Errorf("%s: turns[%d]: %w", file, i, err)}
			}
		}
		return map[string]string{q.Who[0]: answer}, nil
	})
}

// skirmishStopped writes the position the game stopped at as a game file
// beside the journal, and tells how to go on from it.
func skirmishStopped(stdout io.Writer, journal, name string, s *skirmish.State, err error) error {
	file := filepath.Join(filepath.Dir(journal), fmt.Sprintf("%s-turn-%d.json", name, s.Turn()))
	data, merr := json.MarshalIndent(skirmish.NewGameFile(s, nil), "", "  ")
	if merr != nil {
		return errors.Join(err, merr)
	}
	if werr := os.WriteFile(file, append(data, '\n'), 0o644); werr != nil {
		fmt.Fprintf(stdout, "stopped before turn %d (round %d, %s to play); the position could not be written: %v\n", s.Turn(), s.Round, s.Teams[s.Side].Name, werr)
		return err
	}
	fmt.Fprintf(stdout, "stopped before turn %d (round %d, %s to play): to go on, leave the table as it is and run again with --setup %s\n",
		s.Turn(), s.Round, s.Teams[s.Side].Name, file)
	return err
}

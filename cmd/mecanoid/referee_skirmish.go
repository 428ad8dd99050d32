package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"mecanoid/calibration"
	"mecanoid/engine/skirmish"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/tag"
	"mecanoid/vision"
)

const refereeSkirmishUsage = "referee --game skirmish --setup GAME.json|--resume [GAME] [--actions GAME.json] [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--journal FILE] [--no-wait] [--web ADDR] [--pace D] [--tag 40] [--tag-height 30]"

func init() {
	registerReferee("skirmish", runRefereeSkirmish)
	registerKeptExport("skirmish", exportKeptSkirmish)
}

// runRefereeSkirmish referees a skirmish at the table
// (docs/referee-skirmish.md): the team on turn says its actions, the
// engine resolves them, the players move the robots as told and the
// camera checks the table.
func runRefereeSkirmish(args []string, stdout io.Writer) error {
	fs, tf := newTableFlags("skirmish", tableHelp{web: "the room and the teams' phones", pace: "pause after each event of a turn shown (e.g. 500ms)", tagHeight: "map", resume: true})
	setupFile := fs.String("setup", "", "the game file to start from (its position; its turns are not played unless it is also --actions)")
	actionsFile := fs.String("actions", "", "a game file whose turns are played in order instead of asking the teams (a replay at the table)")
	tagSize := fs.Float64("tag", tag.DefaultTagSize, "side of a robot tag, mm (as mecanoid print-skirmish tags --tag)")
	if err := parseTableFlags(fs, args, refereeSkirmishUsage); err != nil {
		return err
	}
	if *setupFile == "" && !*tf.resume {
		*setupFile = *actionsFile
	}
	if *tf.resume && *setupFile != "" {
		return usageError{"--resume goes on with a game of the journal: no --setup\nusage: mecanoid " + refereeSkirmishUsage}
	}
	if *setupFile == "" && !*tf.resume {
		return usageError{"referee --game skirmish needs --setup GAME.json: the map, the teams and where the robots start\nusage: mecanoid " + refereeSkirmishUsage}
	}
	if *tagSize < 10 || *tf.tagHeight < 0 {
		return usageError{fmt.Sprintf("--tag %g, --tag-height %g: a tag of at least 10 mm, at a height of 0 or more", *tagSize, *tf.tagHeight)}
	}
	var g *skirmish.Game
	var kept journal.GameInfo // the game gone on with (--resume)
	var err error
	if *tf.resume {
		var data []byte
		if kept, data, err = tf.resumeKept("skirmish", fs.Arg(0), stdout); err != nil {
			return err
		}
		g, err = takeUp(kept.Name, data, skirmish.ParseGame, (*skirmish.Game).Replay, func(s *skirmish.State) any { return skirmish.NewGameFile(s, nil) })
	} else {
		g, err = readSkirmishGame(*setupFile)
	}
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
		Settings: calibration.Settings{TagHeight: *tf.tagHeight}}
	t, err := tf.open(sc, stdout)
	if err != nil {
		return err
	}
	defer t.close()

	ref := &referee.Referee[*skirmish.State]{Game: &referee.Skirmish{Layout: layout, Setup: setup},
		Table: t.camera, Pace: *tf.pace, Ready: t.ready(),
		Displays: []referee.Display{referee.Terminal{W: stdout}},
		Expect:   func(ps []tag.Payload) { sc.Expect = ps }}
	web, url, err := t.startWeb([]string{setup.Teams[0].Name, setup.Teams[1].Name})
	if err != nil {
		return err
	}
	if web != nil {
		ref.Displays = append(ref.Displays, web)
		fmt.Fprintf(stdout, "web page: %s (each team may answer from a phone)\n", url)
	}
	ref.Ask = t.asker(web)
	if replay != nil {
		ref.Ask = replayAsker(*actionsFile, replay)
	}
	info, end, err := playKept(t, ref, kept, func(j *journal.Journal, s *skirmish.State) (journal.GameInfo, error) {
		return j.NewKeptFrom("skirmish", "", skirmish.NewGameFile(s, nil), s.Turn())
	})
	if info.ID == 0 {
		return err
	}
	return t.endKept(info.ID, end.Over, func() string { return ref.Game.Winner(end) }, err, func() stoppedAt {
		return stoppedAt{name: fmt.Sprintf("%s-turn-%d.json", info.Name, end.Turn()), game: skirmish.NewGameFile(end, nil),
			when: fmt.Sprintf("stopped before turn %d (round %d, %s to play)", end.Turn(), end.Round, end.Teams[end.Side].Name),
			how:  "leave the table as it is"}
	})
}

func readSkirmishGame(file string) (*skirmish.Game, error) {
	return readGameFile(file, skirmish.ParseGame, os.ReadFile)
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

// exportKeptSkirmish writes a kept skirmish as a game file: its setup with
// every turn kept, checked by replaying it against the positions the
// referee kept.
func exportKeptSkirmish(j *journal.Journal, id int64) ([]byte, error) {
	kg, err := j.Kept(id)
	if err != nil {
		return nil, err
	}
	var gf skirmish.GameFile
	if err := json.Unmarshal(kg.Setup, &gf); err != nil {
		return nil, disagree(fmt.Errorf("game %s: setup: %w", kg.Info.Name, err))
	}
	gf.Game = "skirmish"
	for _, st := range kg.Steps {
		var tj skirmish.TurnJSON
		if err := json.Unmarshal(st.Input, &tj); err != nil {
			return nil, disagree(fmt.Errorf("game %s: turn %d: %w", kg.Info.Name, st.Step, err))
		}
		gf.Turns = append(gf.Turns, tj)
	}
	data, err := json.MarshalIndent(gf, "", "  ")
	if err != nil {
		return nil, disagree(err)
	}
	g, err := skirmish.ParseGame(kg.Info.Name, data, nil)
	if err != nil {
		return nil, disagree(err)
	}
	states, _, err := g.Replay()
	if err != nil {
		return nil, disagree(err)
	}
	if err := sameAsKept(kg, "turn", len(states)-1, func(i int) any { return states[i].JSON() }); err != nil {
		return nil, disagree(err)
	}
	return append(data, '\n'), nil
}

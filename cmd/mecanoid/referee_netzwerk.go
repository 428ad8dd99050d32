package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"mecanoid/calibration"
	nz "mecanoid/engine/netzwerk"
	"mecanoid/journal"
	"mecanoid/print"
	"mecanoid/referee"
	"mecanoid/tag"
	"mecanoid/vision"
)

const refereeNetzwerkUsage = "referee --game netzwerk [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--journal FILE] [--no-wait] [--web ADDR] [--pace D] [--width 6 --height 6] [--square 60] [--tag-height 30] [--first 1] [--turn 0] [--resume [GAME]]"

func init() {
	registerReferee("netzwerk", runRefereeNetzwerk)
	registerKeptExport(journal.KindNetzwerk, func(j *journal.Journal, id int64) ([]byte, error) {
		gf, _, err := j.NetzwerkGameFile(id)
		if err != nil {
			return nil, err
		}
		gf.Game = "netzwerk"
		data, err := json.MarshalIndent(gf, "", "  ")
		return append(data, '\n'), err
	})
}

// runRefereeNetzwerk referees a Netzwerk game at the table by difference
// (docs/referee-netzwerk.md): the players move the pieces, the camera
// reads the table, the referee finds the turn or names the rule broken.
func runRefereeNetzwerk(args []string, stdout io.Writer) error {
	fs, tf := newTableFlags("netzwerk", tableHelp{web: "the room", pace: "pause after each action of a turn shown (e.g. 500ms)", tagHeight: "board", resume: true})
	def := print.DefaultNetzwerkPrint()
	width := fs.Int("width", nz.DefaultSize, "squares west to east, as printed")
	height := fs.Int("height", nz.DefaultSize, "squares north to south, as printed")
	square := fs.Float64("square", def.Square, "printed side of a square field, mm (as mecanoid print netzwerk --square)")
	first := fs.Int("first", 1, "the player to play first (1 or 2)")
	turn := fs.Int("turn", 0, "turns already played before the position on the table (to start again from a game in progress)")
	if err := parseTableFlags(fs, args, refereeNetzwerkUsage); err != nil {
		return err
	}
	if *first != 1 && *first != 2 {
		return usageError{fmt.Sprintf("--first %d: players are 1 and 2", *first)}
	}
	if *turn < 0 {
		return usageError{fmt.Sprintf("--turn %d: turns played cannot be negative", *turn)}
	}
	var kept journal.GameInfo // the game gone on with (--resume)
	var want *nz.State        // its position, which the table must show
	if *tf.resume {
		var data []byte
		var err error
		if kept, data, err = tf.resumeKept(journal.KindNetzwerk, fs.Arg(0), stdout); err != nil {
			return err
		}
		g, err := nz.ParseGame(kept.Name, data)
		if err != nil {
			return inputError{err}
		}
		states, _, _, err := g.Replay()
		if err != nil {
			return inputError{err}
		}
		want = states[len(states)-1]
		c := want.Config()
		*width, *height, *first, *turn = c.Width, c.Height, int(want.ToMove()), want.Turn()
	}
	k := *square / def.Square
	np := print.NetzwerkPrint{Square: *square, Field: def.Field * k, Border: def.Border * k, RobotTag: def.RobotTag * k,
		BatteryTag: def.BatteryTag * k, Markers: def.Markers, Page: def.Page, Overlap: def.Overlap}
	cfg := nz.Config{Width: *width, Height: *height}
	if err := np.Check(cfg); err != nil {
		return usageError{err.Error()}
	}
	layout := vision.NetzwerkLayout{Columns: cfg.Width, Rows: cfg.Height, Square: np.Square, Field: np.Field, Border: np.Border}
	sc := &vision.Scanner{Game: tag.Netzwerk, Board: layout.Board(np.Markers), Layout: layout, TagSize: np.BatteryTag,
		Settings: calibration.Settings{TagHeight: *tf.tagHeight}}
	t, err := tf.open(sc, stdout)
	if err != nil {
		return err
	}
	defer t.close()

	ref := &referee.Referee[*nz.State]{Game: &referee.Netzwerk{Config: cfg, First: nz.Player(*first), Turn: *turn, Want: want},
		Table: t.camera, Pace: *tf.pace, Ready: t.ready(),
		Displays: []referee.Display{referee.Terminal{W: stdout}},
		Expect:   func(ps []tag.Payload) { sc.Expect = ps }}
	web, url, err := t.startWeb(nil)
	if err != nil {
		return err
	}
	if web != nil {
		ref.Displays = append(ref.Displays, web)
		fmt.Fprintf(stdout, "web page: %s\n", url)
	}
	info, end, err := playKept(t, ref, kept, func(j *journal.Journal, s *nz.State) (journal.GameInfo, error) {
		return j.NewNetzwerkGame("", nz.NewGameFile(s, nil))
	})
	if err != nil {
		if info.ID != 0 && errors.Is(err, referee.ErrStopped) {
			fmt.Fprintf(stdout, "stopped after turn %d: to go on, leave the table as it is and run again with --resume (the journal keeps the game), or with --turn %d --first %d\n",
				end.Turn(), end.Turn(), end.ToMove())
		}
		return err
	}
	return t.journal.SetKeptOver(info.ID, ref.Game.Winner(end))
}

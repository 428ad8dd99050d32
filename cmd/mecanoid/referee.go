package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"mecanoid/calibration"
	"mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

func init() {
	register(command{"referee", "", runReferee})
}

// refereeUsage is the referee's usage: a line for each game refereed, as
// it registered them.
func refereeUsage() string {
	var lines []string
	for _, n := range gameNames(func(g *gameEntry) bool { return g.referee != nil }) {
		lines = append(lines, strings.TrimPrefix(games[n].refereeUsage, "  "))
	}
	return strings.Join(lines, "\n  ")
}

// stdin is where the referee reads what players type; tests replace it.
var stdin io.Reader = os.Stdin

// gameArg is the value of --game among the referee's arguments ("" if
// none): each game has flags of its own, so the game is known before the
// flags are parsed.
func gameArg(args []string) string {
	for i, a := range args {
		name, value, eq := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "game" {
			continue
		}
		if eq {
			return value
		}
		if i+1 < len(args) {
			return args[i+1]
		}
	}
	return ""
}

// runReferee referees the game of --game (DR2D without it) with its own
// flags.
func runReferee(args []string, stdout io.Writer) error {
	name := gameArg(args)
	if name == "" {
		name = "dr2d"
	}
	g, ok := games[strings.ToLower(name)]
	if !ok || g.referee == nil {
		return fault.Errorf(fault.Usage, "--game %s: the referee plays %s", name, gameList(func(g *gameEntry) bool { return g.referee != nil }))
	}
	return g.referee(args, stdout)
}

// runRefereeDR2D referees a DR2D game at the table (docs/referee.md).
func runRefereeDR2D(args []string, stdout io.Writer) error {
	fs, tf := newTableFlags("dr2d", tableHelp{game: "the game: dr2d", web: "the room and the players' phones",
		pace: "pause after each step of a turn, so that the room can follow it on the web page (e.g. 500ms)"})
	bf := addBoardFlags(fs) // with --tag-height
	gpio := fs.String("gpio", "", "LED map file (docs/leds.md); default: none")
	resume := fs.Bool("resume", false, "continue the last unfinished game of the journal (or the game named after the flags) at its last complete turn")
	sheets := fs.String("sheets", "", "read the cartridges from filled sheets shown to this camera (same forms as --camera; \"camera\": the table's camera) instead of typed ones")
	if err := fs.Parse(args); err != nil {
		return fault.E(fault.Usage, err)
	}
	cb, err := bf.calibrationBoard()
	if err != nil {
		return err
	}
	text, err := os.ReadFile(*bf.board)
	if err != nil {
		return fault.E(fault.Usage, err)
	}
	b, err := dr2d.ParseBoard(*bf.board, text)
	if err != nil {
		return fault.E(fault.Usage, err)
	}
	sc := &vision.Scanner{Game: tag.DR2D, Board: cb, TagSize: *bf.tagSize, Settings: calibration.Settings{TagHeight: *bf.tagHeight}}
	t, err := tf.open(sc, stdout)
	if err != nil {
		return err
	}
	defer t.close()

	game := &referee.DR2D{Board: b, BoardLines: lines(text), Programs: &referee.Typed{In: t.in, Out: stdout}}
	ref := &referee.Referee[*dr2d.State]{Game: game, Table: t.camera, Pace: *tf.pace, Ready: t.ready(),
		Expect: func(ps []tag.Payload) { sc.Expect = ps }}
	if *sheets != "" {
		sp := &referee.Sheets{Out: stdout, Ready: t.prompt("show the %s to the camera and press Enter ")}
		if *sheets == "camera" || *sheets == *tf.camera {
			sp.Source = sharedSource{t.camera}
		} else {
			ss, err := openCamera(*sheets)
			if err != nil {
				return err
			}
			defer ss.Close()
			sp.Source = ss
		}
		game.Programs = sp
	}
	ref.Displays = []talk.Display{referee.Terminal{W: stdout}}
	web, url, err := t.startWeb(nil)
	if err != nil {
		return err
	}
	if web != nil {
		ref.Displays = append(ref.Displays, web)
		game.Programs = referee.ProgramsEither(referee.AskPrograms(web), game.Programs) // phones first, then the keyboard
		fmt.Fprintf(stdout, "web page: %s  (players join at %s)\n", url, web.JoinURL())
	}
	if *gpio != "" {
		m, err := readLEDMap(*gpio)
		if err != nil {
			return err
		}
		panel, warning, err := openPanel(m, nil)
		if err != nil {
			return err
		}
		defer panel.Close() // all LEDs off, on every way out
		if warning != "" {
			fmt.Fprintln(stdout, "warning:", warning)
		}
		ref.Lights = referee.LEDs{Panel: panel}
	}

	j, err := t.openJournal()
	if err != nil {
		return err
	}
	var s *dr2d.State
	var id int64
	if *resume {
		res, err := journal.Resume(j, fs.Arg(0))
		if err != nil {
			return fault.E(fault.Input, err)
		}
		s, id = res.Last(), res.Info.ID
		game.Resumed(res)
		fmt.Fprintf(stdout, "resuming %s after turn %d\n", res.Info.Name, s.Turn)
	} else {
		if s, err = ref.Start(t.ctx); err != nil {
			return err
		}
		info, err := j.NewGame("", journal.SetupFromState(lines(text), s))
		if err != nil {
			return err
		}
		id = info.ID
		fmt.Fprintf(stdout, "game %s kept in %s\n", info.Name, j.Path())
	}
	ref.Record = j.Recorder(id)
	log := referee.NewLogDisplay(func(es ...journal.Entry) error { return j.Log(id, es...) })
	ref.Displays = append(ref.Displays, log)
	defer log.Flush()
	sc.Expect = game.Pieces(s)
	end, err := ref.Play(t.ctx, s)
	if err != nil {
		if errors.Is(err, referee.ErrStopped) {
			fmt.Fprintf(stdout, "stopped after turn %d: `mecanoid referee --resume` continues\n", end.Turn)
		}
		return err
	}
	return j.SetOver(id, game.Winner(end))
}

// sharedSource gives the frames of the table's camera, to read sheets
// with the same camera (opened again if it was unplugged).
type sharedSource struct{ cam *referee.Camera }

func (s sharedSource) Next(ctx context.Context) (vision.Frame, error) {
	if s.cam.Source == nil {
		if s.cam.Open == nil {
			return vision.Frame{}, errors.New("no camera")
		}
		src, err := s.cam.Open()
		if err != nil {
			return vision.Frame{}, err
		}
		s.cam.Source = src
	}
	return s.cam.Source.Next(ctx)
}

func (s sharedSource) Close() error { return nil }

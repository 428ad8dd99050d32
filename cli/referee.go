package cli

import (
	"context"
	"errors"
	"io"
	"mecanoid/game"
	"mecanoid/internal/lang"
	"mecanoid/referee/session"
	"os"
	"strconv"
	"strings"

	"mecanoid/calibration"
	"mecanoid/engine/dr2d"
	"mecanoid/fault"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/web"
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
	for _, n := range game.Names(game.Refereed) {
		lines = append(lines, strings.TrimPrefix(game.Named(n).RefereeUsage, "  "))
	}
	return strings.Join(lines, "\n  ")
}

// stdin is where the referee reads what players type; tests replace it.
var stdin io.Reader = os.Stdin

// SetStdin makes r what the players type (a test's answers) and gives
// the reader it replaces.
func SetStdin(r io.Reader) (was io.Reader) {
	was, stdin = stdin, r
	return was
}

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
	g := game.Named(name)
	if g == nil || g.Referee == nil {
		return fault.Errorf(fault.Usage, "--game %s: the referee plays %s", name, game.List(game.Refereed))
	}
	return g.Referee(args, stdout)
}

// runRefereeDR2D referees a DR2D game at the table (docs/referee.md).
func runRefereeDR2D(args []string, stdout io.Writer) error {
	fs, tf := session.NewFlags("dr2d", session.Help{Game: "the game: dr2d", Web: "the room and the players' phones",
		Pace: "pause after each step of a turn, so that the room can follow it on the web page (e.g. 500ms)", Resume: true})
	bf := addBoardFlags(fs) // with --tag-height
	gpio := fs.String("gpio", "", "LED map file (docs/leds.md); default: none")
	sheets := fs.String("sheets", "", "read the cartridges from filled sheets shown to this camera (same forms as --camera; \"camera\": the table's camera) instead of typed ones")
	robots := fs.String("robots", "", "robots a new game starts with, e.g. 1-4 or 1,3: the first picture must show each (default: the robots it shows)")
	if err := session.ParseFlags(fs, args, strings.TrimPrefix(game.Named("dr2d").RefereeUsage, "  ")); err != nil {
		return err
	}
	var robotIDs []int
	if *robots != "" {
		ids, err := game.ParseIDs("robots", *robots)
		if err != nil {
			return err
		}
		robotIDs = ids
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
	dr := &referee.DR2D{Board: b, BoardLines: game.Lines(text), Laws: true, Robots: robotIDs} // every piece the game knows is expected
	var kept journal.GameInfo                                                                 // the game gone on with (--resume)
	if *tf.Resume {
		kept, err = tf.ResumeWith(gamedr2d.Kind, fs.Arg(0), stdout, func(j *journal.Journal, info journal.GameInfo) error {
			res, err := gamedr2d.Resume(j, strconv.FormatInt(info.ID, 10))
			if err != nil {
				return fault.E(fault.Input, err)
			}
			dr.Resumed(res)
			return nil
		})
		if err != nil {
			return err
		}
	}
	sc := &vision.Scanner{Game: tag.DR2D, Board: cb, TagSize: *bf.tagSize, Settings: calibration.Settings{TagHeight: *bf.tagHeight}}
	return session.Play(tf, stdout, kept, session.Kept[*dr2d.State]{Game: dr, Scanner: sc,
		WebNote: " (each robot may be programmed from a phone, in secret)", Board: gamedr2d.BoardView,
		Wire: func(t *session.Run, ref *referee.Referee[*dr2d.State], page *web.Page) error {
			return wireDR2D(t, ref, dr, page, *sheets, *gpio)
		},
		Record: gamedr2d.Recorder,
		NewGame: func(j *journal.Journal, s *dr2d.State) (journal.GameInfo, error) {
			return gamedr2d.KeepGame(j, "", gamedr2d.SetupFromState(game.Lines(text), s))
		},
		End: func(t *session.Run, info journal.GameInfo, end *dr2d.State, err error) error {
			if errors.Is(err, referee.ErrStopped) || errors.Is(err, referee.ErrTable) {
				say().Fprintf(stdout, "stopped after turn %d: to go on, leave the table as it is and run again with --resume (the journal keeps the game)\n", end.Turn)
			}
			return err
		}})
}

// wireDR2D gives a DR2D game its programmers (the phones first, then the
// cartridge sheets of --sheets or the keyboard) and the LEDs of --gpio.
func wireDR2D(t *session.Run, ref *referee.Referee[*dr2d.State], dr *referee.DR2D, page *web.Page, sheets, gpio string) error {
	ref.Lang = lang.User()
	dr.Programs = &referee.Typed{In: t.In, Out: t.Stdout, Lang: lang.User()}
	if sheets != "" {
		sp := &referee.Sheets{Out: t.Stdout, Lang: lang.User(), Ready: t.Prompt(say().Sprintf("show the %s to the camera and press Enter ", "%s"))}
		if sheets == "camera" || sheets == *t.Flags.Camera {
			sp.Source = sharedSource{t.Camera}
		} else {
			ss, err := session.OpenCamera("--sheets", sheets)
			if err != nil {
				return err
			}
			t.AtClose(func() { ss.Close() })
			sp.Source = ss
		}
		dr.Programs = sp
	}
	switch {
	case page != nil && sheets != "":
		dr.Programs = referee.ProgramsEither(referee.AskPrograms(lang.User(), page), dr.Programs) // phones first
	case page != nil:
		dr.Programs = referee.AskPrograms(lang.User(), t.Asker(page)) // the phones and the keyboard at once
	}
	if !*t.Flags.NoWait { // the table may correct a misread program before the turn
		dr.Programs = referee.Confirmed(lang.User(), dr.Programs, t.In, t.Stdout)
	}
	if gpio == "" {
		return nil
	}
	m, err := readLEDMap(gpio)
	if err != nil {
		return err
	}
	panel, warning, err := openPanel(m, nil)
	if err != nil {
		return err
	}
	t.AtClose(func() { panel.Close() }) // all LEDs off, on every way out
	if warning != "" {
		say().Fprintf(t.Stdout, "warning: %s\n", warning)
	}
	ref.Lights = panel
	return nil
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

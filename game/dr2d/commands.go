package dr2d

import (
	"context"
	"errors"
	"flag"
	"io"
	"mecanoid/device"
	"mecanoid/game/dr2d/boardview"
	"mecanoid/internal/filekind"
	"mecanoid/internal/lang"
	"os"
	"strconv"
	"strings"

	"mecanoid/calibration"
	rules "mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/game"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/session"
	"mecanoid/referee/web"
	"mecanoid/tag"
	"mecanoid/vision"
)

// DR2D, the heart of mecanoid: resolve, referee, export, demo, leds and
// scan-sheet.
func init() {
	game.Register(game.Game{Name: "dr2d", Title: "DR2D",
		Sentinels: map[error]fault.Kind{rules.ErrSyntax: fault.Parse, rules.ErrSetup: fault.Setup,
			rules.ErrProgram: fault.Rule, rules.ErrGameOver: fault.Rule},
		Resolve: resolveDR2D, Demo: runDemo, QuotesRules: true, Export: exportDR2D, Referee: runRefereeDR2D, Print: runPrint,
		Default: true, PrintForms: "board BOARDFILE | tags | sheets GAME_OR_BOARD | report GAME",
		RefereeUsage: "  referee --board FILE [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--gpio FILE] [--journal FILE] [--resume [GAME]] [--no-wait] [--sheets SOURCE] [--pace D]:\n" +
			"      referee a DR2D game at the table: read the table, take the programs (phones, sheets, typed), resolve, show, light, verify",
		Commands: []game.Command{
			{Name: "scan", Usage: "scan PHOTO --board FILE [--calibration FILE] [--robots 1-4] [--json]: read the board state from a photo;\n" +
				"      scan --codes PHOTO [--json]: print every QR code found in any photo", Run: runScan, Short: "read the board state from a photo, or every QR code in it (--codes)"},
			{Name: "calibrate", Usage: "calibrate PHOTO --board FILE [--lens lens.json] [-o calibration.json] [--annotate out.png]: find the board from its corner markers;\n" +
				"      calibrate lens --camera SOURCE|PHOTOS... --chessboard 9x6 --square 25mm [-o lens.json]: measure the camera's lens from a printed chessboard (print chessboard)", Run: runCalibrate, Verbs: []string{"lens"},
				Short: "find the board from its corner markers, or measure the camera's lens (calibrate lens)"},
			{Name: "watch", Usage: "watch SOURCE --board FILE [--fps N] [--robots R] [--calibration F] [--json]: the live watcher alone on a camera,\n" +
				"      a video file or a folder of frames: the board read each time hands leave it, a line each (docs/live.md)", Run: runWatch, Short: "watch a table live without a game: the board read each time hands leave it"},
			{Name: "demo", Usage: "demo [--game dr2d|tiles] [--board boards/demo.board] [--seed 1] [--turns 60] [--pace 250ms] [--frames DIR|generate] [--write-frames DIR]:\n" +
				"      a whole DR2D game refereed from camera frames and photos of filled cartridge sheets (bundled, or generated), no hardware", Run: runDemo},
			{Name: "leds", Usage: "leds test --gpio FILE [--board BOARD] [--times N]: blink each tile's LED in turn, naming it,\n" +
				"      to check the wiring at the table; simulated where there is no GPIO (docs/leds.md)", Run: runLeds, Verbs: []string{"test"}},
			{Name: "scan-sheet", Usage: "scan-sheet PHOTO [--json]: read a filled cartridge sheet back into a cartridge (docs/printing.md)", Run: runScanSheet},
		}})
}

func resolveDR2D(name string, data []byte, o game.ResolveOptions, w io.Writer) error {
	g, err := rules.ParseGame(name, data, os.ReadFile)
	if err != nil {
		return err
	}
	if !o.JSON {
		return writeResolved(w, g, o.Diagrams, o.Why, lang.User())
	}
	return rules.WriteResolved(w, name, g, true, false)
}

// exportDR2D writes a kept DR2D game as its game file (the board inline),
// once the engine has ruled its turns as the referee did.
func exportDR2D(j *journal.Journal, info journal.GameInfo) ([]byte, error) {
	if _, err := Resume(j, strconv.FormatInt(info.ID, 10)); err != nil {
		return nil, err
	}
	gf, err := KeptGameFile(j, info.ID)
	if err != nil {
		return nil, err
	}
	return gf.LaidOut()
}

// ReadBoard reads a DR2D board file; what goes wrong is the user's input.
func ReadBoard(name string) (*rules.Board, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fault.E(fault.Input, err)
	}
	if err := filekind.Check(name, data, filekind.DR2DBoard); err != nil {
		return nil, err
	}
	return rules.ParseBoard(name, data)
}

// BoardFlags are the settings that say what was printed and how the tags stand.
type BoardFlags struct {
	Board      *string
	Tile       *float64
	MarkerSize *float64
	TagSize    *float64
	TagHeight  *float64
	FOV        *float64
}

// AddBoardFlags adds the board flags to fs.
func AddBoardFlags(fs *flag.FlagSet) *BoardFlags {
	return &BoardFlags{
		Board:      fs.String("board", "", lang.Say().Sprintf("the board file of the printed board")),
		Tile:       fs.Float64("tile", tag.DefaultTile, lang.Say().Sprintf("printed tile size, mm")),
		MarkerSize: fs.Float64("marker-size", tag.DefaultMarkerSize, lang.Say().Sprintf("printed corner marker size, mm")),
		TagSize:    fs.Float64("tag-size", tag.DefaultTagSize, lang.Say().Sprintf("printed tag size, mm")),
		TagHeight:  fs.Float64("tag-height", vision.DefaultTagHeight, lang.Say().Sprintf("height of robot tags above the board (on figurines), mm")),
		FOV:        fs.Float64("fov", 0, lang.Say().Sprintf("horizontal field of view of the camera, degrees, used when the view is too straight to measure it (0: 66); given, a first picture needs only three of the four corner markers")),
	}
}

func (f *BoardFlags) CalibrationBoard() (calibration.Board, error) {
	if *f.Board == "" {
		return calibration.Board{}, fault.New(fault.Usage, lang.Say().Sprintf("--board FILE is needed: the board file of the printed board"))
	}
	b, err := ReadBoard(*f.Board)
	if err != nil {
		return calibration.Board{}, err
	}
	return f.CalibrationOf(b)
}

// CalibrationOf is the printed board b as the flags say it was printed.
func (f *BoardFlags) CalibrationOf(b *rules.Board) (calibration.Board, error) {
	if *f.Tile <= 0 || *f.MarkerSize <= 0 || *f.TagSize <= 0 || *f.TagHeight < 0 {
		return calibration.Board{}, fault.New(fault.Usage, lang.Say().Sprintf("--tile, --marker-size and --tag-size must be positive, --tag-height not negative"))
	}
	return calibration.Board{Columns: b.Width, Rows: b.Height, Tile: *f.Tile,
		Markers: tag.Markers{Size: *f.MarkerSize, Gap: tag.DefaultMarkerGap}}, nil
}

// runRefereeDR2D referees a DR2D game at the table (docs/referee.md).
func runRefereeDR2D(args []string, stdout io.Writer) error {
	fs, tf := session.NewFlags("dr2d", session.Help{Game: "the game: dr2d", Web: "the room and the players' phones",
		Pace: "pause after each step of a turn, so that the room can follow it on the web page (e.g. 500ms)", Resume: true})
	bf := AddBoardFlags(fs) // with --tag-height
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
	var kept journal.GameInfo // the game gone on with (--resume)
	var res *Resumed
	var err error
	if *tf.Resume {
		kept, err = tf.ResumeWith(Kind, fs.Arg(0), stdout, func(j *journal.Journal, info journal.GameInfo) error {
			r, err := Resume(j, strconv.FormatInt(info.ID, 10))
			if err != nil {
				return fault.E(fault.Input, err)
			}
			res = r
			return nil
		})
		if err != nil {
			return err
		}
	}
	b, lines, err := refereeBoard(*bf.Board, res)
	if err != nil {
		return err
	}
	cb, err := bf.CalibrationOf(b)
	if err != nil {
		return err
	}
	dr := &DR2D{Board: b, BoardLines: lines, Laws: true, Robots: robotIDs} // every piece the game knows is expected
	if res != nil {
		dr.Resumed(res)
	}
	sc := &vision.Scanner{Game: tag.DR2D, Board: cb, TagSize: *bf.TagSize, Settings: calibration.Settings{TagHeight: *bf.TagHeight, FOV: *bf.FOV}}
	return session.Play(tf, stdout, kept, session.Kept[*rules.State]{Game: dr, Scanner: sc,
		WebNote: lang.Say().Sprintf(" (each robot may be programmed from a phone, in secret)"), Board: boardview.Of,
		Wire: func(t *session.Run, ref *referee.Referee[*rules.State], page *web.Page) error {
			return wireDR2D(t, ref, dr, page, *sheets, *gpio)
		},
		Record: Recorder,
		NewGame: func(j *journal.Journal, s *rules.State) (journal.GameInfo, error) {
			return KeepGame(j, "", SetupFromState(lines, s))
		},
		End: func(t *session.Run, info journal.GameInfo, end *rules.State, err error) error {
			if errors.Is(err, referee.ErrStopped) || errors.Is(err, referee.ErrTable) {
				lang.Say().Fprintf(stdout, "stopped after turn %d: to go on, leave the table as it is and run again with --resume (the journal keeps the game)\n", end.Turn)
			}
			return err
		}})
}

// refereeBoard is the board of the game refereed and its file's lines:
// --board's; or, going on with a kept game (res), the board it keeps.
func refereeBoard(file string, res *Resumed) (*rules.Board, []string, error) {
	if file == "" {
		if res == nil {
			return nil, nil, fault.New(fault.Usage, lang.Say().Sprintf("--board FILE is needed: the board file of the printed board"))
		}
		return res.Game.Setup.Board, res.Game.File.BoardLines, nil
	}
	text, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, fault.E(fault.Usage, err)
	}
	if err := filekind.Check(file, text, filekind.DR2DBoard); err != nil {
		return nil, nil, err
	}
	b, err := rules.ParseBoard(file, text)
	if err != nil {
		return nil, nil, fault.E(fault.Usage, err)
	}
	return b, game.Lines(text), nil
}

// wireDR2D gives a DR2D game its programmers (the phones first, then the
// cartridge sheets of --sheets or the keyboard) and the LEDs of --gpio.
func wireDR2D(t *session.Run, ref *referee.Referee[*rules.State], dr *DR2D, page *web.Page, sheets, gpio string) error {
	ref.Lang = lang.User()
	dr.Programs = &Typed{In: t.In, Out: t.Stdout, Lang: lang.User()}
	if sheets != "" {
		sp := &Sheets{Out: t.Stdout, Lang: lang.User(), Ready: t.Prompt(lang.Say().Sprintf("show the %s to the camera and press Enter ", "%s"))}
		if sheets == "camera" || sheets == *t.Flags.Camera {
			sp.Source = sharedSource{t.Camera}
		} else {
			ss, err := session.OpenCamera("--sheets", sheets)
			if err != nil {
				return err
			}
			t.AtClose(func() { ss.Close() })
			sp.Source = ss
			_, sp.SkipPlayed = ss.(*vision.Files)
		}
		dr.Programs = sp
	}
	switch {
	case page != nil && sheets != "":
		dr.Programs = ProgramsEither(AskPrograms(lang.User(), page), dr.Programs) // phones first
	case page != nil:
		dr.Programs = AskPrograms(lang.User(), t.Asker(page)) // the phones and the keyboard at once
	}
	if !*t.Flags.NoWait { // the table may correct a misread program before the turn
		if page != nil {
			dr.Programs = ConfirmedTelling(lang.User(), dr.Programs, t.In, t.Stdout, page)
		} else {
			dr.Programs = Confirmed(lang.User(), dr.Programs, t.In, t.Stdout)
		}
	}
	if gpio == "" {
		return nil
	}
	m, err := device.ReadMap(gpio)
	if err != nil {
		return err
	}
	panel, warning, err := OpenPanel(m, nil)
	if err != nil {
		return err
	}
	t.AtClose(func() { panel.Close() }) // all LEDs off, on every way out
	if warning != "" {
		lang.Say().Fprintf(t.Stdout, "warning: %s\n", warning)
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

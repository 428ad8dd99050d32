package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"mecanoid/calibration"
	"mecanoid/engine/dr2d"
	"mecanoid/referee"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/cvcam"
)

func init() {
	register(command{"referee", "referee --board FILE [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--gpio FILE] [--journal FILE] [--resume [GAME]] [--no-wait] [--sheets SOURCE] [--pace D]:\n" +
		"      referee a DR2D game at the table: read the table, take the programs (phones, sheets, typed), resolve, show, light, verify;\n" +
		"  referee --game netzwerk [--camera ...] [--turn N --first P]: referee Netzwerk by difference: each turn read, checked, named (docs/referee-netzwerk.md)\n" +
		refereeHexProgLine + "\n" +
		"  referee --game skirmish --setup GAME [--actions GAME] [--camera ...]: referee the skirmish on plots and bridges: actions asked (phones, keyboard) or replayed, resolved, moves told, table checked (docs/referee-skirmish.md)", runReferee})
}

// refereeGames are the games other than DR2D that `referee --game G`
// plays, each with flags of its own; registerReferee adds one from its
// command file's init.
var refereeGames = map[string]func(args []string, stdout io.Writer) error{}

func registerReferee(game string, run func(args []string, stdout io.Writer) error) {
	refereeGames[game] = run
}

// stdin is where the referee reads what players type; tests replace it.
var stdin io.Reader = os.Stdin

func runReferee(args []string, stdout io.Writer) error {
	if run, ok := refereeGames[gameArg(args)]; ok {
		return run(args, stdout) // a game with flags of its own (referee_<game>.go)
	}
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	bf := addBoardFlags(fs)
	game := fs.String("game", "dr2d", "the game: dr2d")
	camera := fs.String("camera", "rpicam", "where frames come from: a folder or image files (comma-separated), rpicam (Raspberry Pi camera), or a video device such as /dev/video0")
	calFile := fs.String("calibration", "", "calibration file (mecanoid calibrate); default: found from the corner markers")
	gpio := fs.String("gpio", "", "LED map file (docs/leds.md); default: none")
	journalFile := journalFlag(fs)
	resume := fs.Bool("resume", false, "continue the last unfinished game of the journal (or the game named after the flags) at its last complete turn")
	noWait := fs.Bool("no-wait", false, "read the table without waiting for Enter (frames from files)")
	webAddr := fs.String("web", ":8080", "address of the web page for the room and the players' phones (\"\": none)")
	sheets := fs.String("sheets", "", "read the cartridges from filled sheets shown to this camera (same forms as --camera; \"camera\": the table's camera) instead of typed ones")
	pace := fs.Duration("pace", 0, "pause after each step of a turn, so that the room can follow it on the web page (e.g. 500ms)")
	if err := fs.Parse(args); err != nil {
		return usageError{err.Error()}
	}
	if *game != "dr2d" {
		return usageError{fmt.Sprintf("--game %s: only dr2d is refereed so far", *game)}
	}
	cb, err := bf.calibrationBoard()
	if err != nil {
		return err
	}
	text, err := os.ReadFile(*bf.board)
	if err != nil {
		return usageError{err.Error()}
	}
	b, err := dr2d.ParseBoard(*bf.board, text)
	if err != nil {
		return usageError{err.Error()}
	}
	sc := &vision.Scanner{Game: tag.DR2D, Board: cb, TagSize: *bf.tagSize, Settings: calibration.Settings{TagHeight: *bf.tagHeight}}
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
	if isCamera(*camera) { // a camera unplugged is opened again when it is back
		table.Open = func() (vision.Source, error) { return openCamera(*camera) }
	}
	defer func() {
		if table.Source != nil {
			table.Source.Close()
		}
	}()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	in := bufio.NewReader(stdin)
	ref := &referee.Referee{Board: b, BoardLines: lines(text), Table: table, Pace: *pace,
		Programs: &referee.Typed{In: in, Out: stdout}}
	if *sheets != "" {
		sp := &referee.Sheets{Out: stdout}
		if *sheets == "camera" || *sheets == *camera {
			sp.Source = sharedSource{table}
		} else {
			ss, err := openCamera(*sheets)
			if err != nil {
				return err
			}
			defer ss.Close()
			sp.Source = ss
		}
		if !*noWait {
			sp.Ready = func(ctx context.Context, what string) error {
				fmt.Fprintf(stdout, "show the %s to the camera and press Enter ", what)
				if _, err := in.ReadString('\n'); err != nil {
					return fmt.Errorf("%w: no more input", referee.ErrStopped)
				}
				return nil
			}
		}
		ref.Programs = sp
	}
	ref.Displays = []referee.Display{referee.Terminal{W: stdout}, expectRuled{sc, false}}
	if *webAddr != "" {
		web := referee.NewWeb(referee.WebOptions{})
		url, err := web.Start(*webAddr)
		if err != nil {
			return fmt.Errorf("referee: web page on %s: %w", *webAddr, err)
		}
		defer web.Close()
		ref.Displays = append(ref.Displays, web)
		ref.Programs = web.Then(ref.Programs) // phones first, then the keyboard
		fmt.Fprintf(stdout, "web page: %s  (players join at %s)\n", url, web.JoinURL())
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

	j, err := referee.OpenJournal(journalPath(*journalFile))
	if err != nil {
		return inputError{err}
	}
	defer j.Close()
	var s *dr2d.State
	var id int64
	if *resume {
		res, err := referee.Resume(j, fs.Arg(0))
		if err != nil {
			return inputError{err}
		}
		s, id = res.Last(), res.Info.ID
		ref.Resumed(res)
		fmt.Fprintf(stdout, "resuming %s after turn %d\n", res.Info.Name, s.Turn)
	} else {
		if s, err = ref.Start(ctx); err != nil {
			return err
		}
		info, err := j.NewGame("", referee.SetupFromState(lines(text), s))
		if err != nil {
			return err
		}
		id = info.ID
		fmt.Fprintf(stdout, "game %s kept in %s\n", info.Name, j.Path())
	}
	ref.Record = j.Recorder(id)
	log := j.Display(id)
	ref.Displays = append(ref.Displays, log)
	defer log.Flush()
	sc.Expect = nil
	for _, r := range s.Robots {
		if !r.Left {
			sc.Expect = append(sc.Expect, tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: r.ID})
		}
	}
	end, err := ref.Play(ctx, s)
	if err != nil {
		if errors.Is(err, referee.ErrStopped) {
			fmt.Fprintf(stdout, "stopped after turn %d: `mecanoid referee --resume` continues\n", end.Turn)
		}
		return err
	}
	return j.SetOver(id, ref.Winner())
}

// isCamera: the --camera value names a camera (which may be unplugged and
// plugged back in), not files.
func isCamera(name string) bool { return name == "rpicam" || strings.HasPrefix(name, "/dev/video") }

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

// openCamera opens the frame source named by --camera.
func openCamera(name string) (vision.Source, error) {
	switch {
	case name == "rpicam":
		cam, err := vision.NewRPiCam(vision.RPiCamOptions{})
		if err != nil {
			return nil, err
		}
		return cam, nil
	case strings.HasPrefix(name, "/dev/video"):
		cam, err := cvcam.Open(name, cvcam.Options{})
		if err != nil {
			return nil, err
		}
		return cam, nil
	default:
		f, err := vision.NewFiles(strings.Split(name, ",")...)
		if err != nil {
			return nil, usageError{err.Error()}
		}
		return f, nil
	}
}

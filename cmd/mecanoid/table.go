package main

import (
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
	"time"

	"mecanoid/calibration"
	"mecanoid/fault"
	dr2dgame "mecanoid/game/dr2d"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/referee/web"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/videocam"
)

// What every game's `mecanoid referee` shares: the flags of the table
// (camera, calibration, journal, keyboard, web page, pace) and a run at the
// table that opens them, the game's file (referee_<game>.go) holding only
// what is its own.

// tableFlags are the referee's flags for the table, the same for every
// game but for their help.
type tableFlags struct {
	game, camera, calibration, journal, web, url *string
	noWait, why, live, noView                    *bool
	pace                                         *time.Duration
	tagHeight                                    *float64 // nil where the game's own flags have it (DR2D's board flags)
	resume                                       *bool    // nil where the game has its own (DR2D)
}

// tableHelp is what the help of the table flags says of one game.
type tableHelp struct {
	game      string // help of --game ("": "the game")
	web       string // who the web page is for: "the room", "the room and the players' phones"
	pace      string // help of --pace: what it pauses after
	tagHeight string // what the tags stand above ("board", "map"); "": no --tag-height
	resume    bool   // --resume [GAME]: go on with a game kept in the journal
}

// newTableFlags makes the referee's flag set for game, with the table
// flags.
func newTableFlags(game string, h tableHelp) (*flag.FlagSet, *tableFlags) {
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if h.game == "" {
		h.game = "the game"
	}
	f := &tableFlags{
		game:        fs.String("game", game, h.game),
		camera:      fs.String("camera", "rpicam", "where frames come from: a folder or image files (comma-separated), rpicam (Raspberry Pi camera), a video device such as /dev/video0, a stream URL, or a video file (.mp4, .mkv...: read through ffmpeg)"),
		calibration: fs.String("calibration", "", "calibration file (mecanoid calibrate); default: found from the corner markers"),
		journal:     journalFlag(fs),
		noWait:      fs.Bool("no-wait", false, "read the table without waiting for Enter (frames from files)"),
		web:         fs.String("web", ":8080", "address of the web page for "+h.web+" (\"\": none)"),
		url:         fs.String("url", "", "how the players' phones reach the web page, for its QR code (e.g. http://192.168.1.20:8080); default: this machine's network address"),
		pace:        fs.Duration("pace", 0, h.pace),
		why:         fs.Bool("why", false, "under each event, the words of the rule text (or the project's ruling) that decide it"),
		live:        fs.Bool("live", false, "watch the camera's stream: each piece is checked as it is put down, and the game goes on without Enter once the table matches (Enter still reads it at once)"),
		noView:      fs.Bool("no-camera-view", false, "with --live, the web page does not show what the camera sees"),
	}
	if h.resume {
		f.resume = fs.Bool("resume", false, "go on with the last unfinished game of the journal (or the game named after the flags) from its last step kept: the table must show it")
	}
	if h.tagHeight != "" {
		f.tagHeight = fs.Float64("tag-height", vision.DefaultTagHeight, "height of the robots' tags above the "+h.tagHeight+" (on figurines), mm")
	}
	return fs, f
}

// parseTableFlags parses the arguments of a game that takes no argument
// but flags; a mistake is told with the game's usage line.
func parseTableFlags(fs *flag.FlagSet, args []string, usage string) error {
	if err := parseFlags(fs, reorder(fs, args)); err != nil { // --resume GAME --camera ...
		return fault.Errorf(fault.Usage, "%w\nusage: mecanoid %s", err, usage)
	}
	resume := false
	if f := fs.Lookup("resume"); f != nil {
		resume = f.Value.String() == "true"
	}
	if fs.NArg() > 1 || fs.NArg() == 1 && !resume {
		return fault.Errorf(fault.Usage, "unexpected argument %q\nusage: mecanoid %s", fs.Arg(fs.NArg()-1), usage)
	}
	return nil
}

// resumeKept finds the kept game of kind to go on with in the journal of
// --journal: the game named (name, or number), else the last one not over.
// It gives the game and its game file: the setup and every step kept,
// checked by replaying them against the positions the referee kept.
func (f *tableFlags) resumeKept(kind, name string, stdout io.Writer) (journal.GameInfo, []byte, error) {
	var data []byte
	info, err := f.resumeWith(kind, name, stdout, func(j *journal.Journal, info journal.GameInfo) (err error) {
		data, err = keptGameFile(j, info)
		return err
	})
	return info, data, err
}

// resumeWith finds the kept game of kind to go on with (resumeKept) and
// loads it with load, the journal open.
func (f *tableFlags) resumeWith(kind, name string, stdout io.Writer, load func(*journal.Journal, journal.GameInfo) error) (journal.GameInfo, error) {
	var info journal.GameInfo
	j, err := openJournal(*f.journal)
	if err != nil {
		return info, err
	}
	defer j.Close()
	if name != "" {
		if info, err = j.FindKept(kind, name); err != nil {
			return info, journalError(err)
		}
	} else {
		games, err := j.KeptGames(kind)
		if err != nil {
			return info, journalError(err)
		}
		for _, g := range games {
			if !g.Over {
				info = g
			}
		}
		if info.ID == 0 {
			return info, fault.Errorf(fault.Input, "no unfinished %s game in %s to go on with (mecanoid games lists them)", kind, j.Path())
		}
	}
	if info.Over {
		return info, fault.Errorf(fault.Input, "%s game %s is over (%s): nothing to go on with", kind, info.Name, gameState(info))
	}
	if err := load(j, info); err != nil {
		return info, err
	}
	fmt.Fprintf(stdout, "going on with game %s of %s: %d step(s) kept\n", info.Name, j.Path(), info.Turns)
	return info, nil
}

// tableRun is what a run of the referee at the table holds: the camera,
// the context ^C ends, the keyboard, the web page and the journal. close
// lets them go, the last opened first.
type tableRun struct {
	f       *tableFlags
	camera  *referee.Camera
	watched *referee.Watched // --live: the table watched; nil: read when told
	view    *liveView        // --live: what the camera sees, for the web page
	ctx     context.Context
	in      *referee.Keyboard // Enter and typed answers share it
	stdout  io.Writer
	journal *journal.Journal
	closers []func()
}

// open loads the calibration into sc and opens the camera that sc reads;
// a camera (not files) unplugged is opened again when it is back.
func (f *tableFlags) open(sc *vision.Scanner, stdout io.Writer) (*tableRun, error) {
	if *f.calibration != "" {
		cal, err := calibration.Load(*f.calibration)
		if err != nil {
			return nil, fault.E(fault.Input, err)
		}
		sc.Calibration = cal
	}
	t := &tableRun{f: f, in: referee.NewKeyboard(stdin), stdout: stdout}
	if *f.live {
		if err := t.openLive(sc); err != nil {
			return nil, err
		}
	} else if err := t.openCamera(sc); err != nil {
		return nil, err
	}
	if !*f.live && isCamera(*f.camera) {
		t.camera.Open = func() (vision.Source, error) { return openCamera("--camera", *f.camera) }
	}
	t.atClose(func() {
		if t.camera.Source != nil {
			t.camera.Source.Close()
		}
	})
	// The journal is opened to write and locked before the first picture:
	// a second referee on it is refused at once, a journal that cannot be
	// written is said before the game begins.
	j, err := journal.OpenJournal(journalPath(*f.journal))
	if err != nil {
		t.close()
		if errors.Is(err, journal.ErrInUse) {
			return nil, fault.E(fault.Journal, err)
		}
		return nil, fault.E(fault.Input, err)
	}
	t.journal = j
	t.atClose(func() { j.Close() })
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	t.ctx = ctx
	t.atClose(stop)
	return t, nil
}

// openCamera opens the camera of --camera, read when told.
func (t *tableRun) openCamera(sc *vision.Scanner) error {
	src, err := openCamera("--camera", *t.f.camera)
	if err != nil {
		return err
	}
	t.camera = &referee.Camera{Source: src, Scanner: sc}
	return nil
}

func (t *tableRun) atClose(f func()) { t.closers = append(t.closers, f) }

func (t *tableRun) close() {
	for i := len(t.closers) - 1; i >= 0; i-- {
		t.closers[i]()
	}
}

// startWeb starts the web page of --web (nil if "") with the seats the
// players' phones may take before the game starts (nil: those the start
// names), and gives its address.
func (t *tableRun) startWeb(seats []string) (*web.Page, string, error) {
	if *t.f.web == "" {
		return nil, "", nil
	}
	// The start of any game draws a DR2D board, as it always did (a game
	// without one has the page say so).
	o := web.Options{Seats: seats, URL: *t.f.url, NoCamera: *t.f.noView, Board: dr2dgame.BoardView}
	if t.view != nil {
		o.Camera = t.view
	}
	page := web.New(o)
	if langGiven { // --lang speaks to every browser; else each its own
		page.Lang = userLang
	}
	url, err := page.Start(*t.f.web)
	if err != nil {
		return nil, "", fmt.Errorf("referee: web page on %s: %w", *t.f.web, err)
	}
	if page.LoopbackOnly() {
		fmt.Fprintf(t.stdout, "warning: the web page listens on this machine only (--web %s): no phone can reach it; --web :8080 listens on every network\n", *t.f.web)
	}
	t.atClose(func() { page.Close() })
	return page, url, nil
}

// asker asks the players on the web page's phones, if there is one, and
// at the keyboard at once (referee.TableAsker).
func (t *tableRun) asker(page *web.Page) talk.Asker {
	if page == nil {
		return referee.TableAskerIn(userLang, nil, t.in, t.stdout)
	}
	return referee.TableAskerIn(userLang, page, t.in, t.stdout)
}

// prompt is a Ready function that says format (with what is to be ready)
// and waits for Enter; nil with --no-wait.
func (t *tableRun) prompt(format string) func(ctx context.Context, what string) error {
	if *t.f.noWait {
		return nil
	}
	return func(ctx context.Context, what string) error {
		fmt.Fprintf(t.stdout, format, what)
		if _, err := t.in.ReadLine(ctx); err != nil {
			return err
		}
		return nil
	}
}

// ready waits for Enter before each look at the table, or "undo" to take
// back the step just played; nil with --no-wait.
func (t *tableRun) ready() func(ctx context.Context, what string) error {
	if *t.f.noWait {
		return nil
	}
	return func(ctx context.Context, what string) error {
		fmt.Fprintf(t.stdout, "press Enter when the table is ready (%s) ", what)
		line, err := t.in.ReadLine(ctx)
		if err != nil {
			return err
		}
		if strings.EqualFold(strings.TrimSpace(line), "undo") {
			return referee.ErrUndo
		}
		return nil
	}
}

// keepGame gives the kept game this run records into, and the journal's
// display of it (flushed when the run ends): kept, when going on with it
// (--resume), else the game newGame stores, whose place is told.
func (t *tableRun) keepGame(kept journal.GameInfo, newGame func() (journal.GameInfo, error)) (journal.GameInfo, talk.Display, error) {
	info := kept
	if t.f.resume == nil || !*t.f.resume {
		var err error
		if info, err = newGame(); err != nil {
			return info, nil, err
		}
		fmt.Fprintf(t.stdout, "game %s kept in %s\n", info.Name, t.journal.Path())
	}
	log := referee.NewLogDisplay(func(es ...journal.Entry) error { return t.journal.KeptLog(info.ID, es...) })
	t.atClose(func() { log.Flush() })
	return info, log, nil
}

// keptRun is what a game gives its run at the table, the rest being the
// same for every game (playKept).
type keptRun[P any] struct {
	game     referee.Game[P]
	scanner  *vision.Scanner
	maxSteps int      // 0: no limit
	players  []string // the players the web page lists (nil: the page is for the room)
	// ask asks the players; nil with askPlayers: the keyboard, and the
	// phones of the players first.
	ask        talk.Asker
	askPlayers bool
	webNote    string // what the web page is for, after its address
	// wire adds what only this game has to the run, once the table and
	// the web page (nil: none) are open: DR2D's programmers and lights.
	wire func(t *tableRun, ref *referee.Referee[P], page *web.Page) error
	// record keeps the steps (nil: the journal's KeptRecorder).
	record func(j *journal.Journal, game int64) journal.GameRecorder
	// newGame keeps a new game in the journal, from the position the
	// table showed.
	newGame func(j *journal.Journal, start P) (journal.GameInfo, error)
	// end ends the run: a game over marked so, a game stopped told how to
	// go on (endKept).
	end func(t *tableRun, info journal.GameInfo, last P, err error) error
}

// playKept plays a kept game at the table from the position the table
// shows to its end: the camera, the keyboard and the web page opened, the
// game kept in the journal (or, going on with a game, kept), each step and
// scan recorded, every update logged.
func playKept[P any](tf *tableFlags, stdout io.Writer, kept journal.GameInfo, k keptRun[P]) error {
	t, err := tf.open(k.scanner, stdout)
	if err != nil {
		return err
	}
	defer t.close()
	ref := &referee.Referee[P]{Game: k.game, Table: t.table(), Pace: *tf.pace, Ready: t.ready(), MaxSteps: k.maxSteps,
		Displays: []talk.Display{referee.Terminal{W: stdout, Lang: userLang}}, Lang: userLang,
		Expect: func(ps []tag.Payload) { k.scanner.Expect = ps }}
	if *tf.why {
		ref.Displays = append(ref.Displays, referee.Why{W: stdout, Lang: userLang})
	}
	if t.view != nil {
		ref.Ready = t.liveReady()
		ref.Displays = append(ref.Displays, t.view)
	}
	page, url, err := t.startWeb(k.players)
	if err != nil {
		return err
	}
	if page != nil {
		ref.Displays = append(ref.Displays, page)
		fmt.Fprintf(stdout, "web page: %s%s\n", url, k.webNote)
		if k.askPlayers || k.wire != nil {
			fmt.Fprintf(stdout, "players join at %s\n", page.JoinURL())
		}
	}
	if ref.Ask = k.ask; k.ask == nil && k.askPlayers {
		ref.Ask = t.asker(page)
	}
	if k.wire != nil {
		if err := k.wire(t, ref, page); err != nil {
			return err
		}
	}
	j := t.journal
	if kept.ID != 0 {
		t.skipSeenFrames(kept)
	}
	s, err := ref.Start(t.ctx)
	if err != nil {
		return err
	}
	info, log, err := t.keepGame(kept, func() (journal.GameInfo, error) { return k.newGame(j, s) })
	if err != nil {
		return err
	}
	ref.Displays = append(ref.Displays, log)
	if ref.Record = j.KeptRecorder(info.ID); k.record != nil {
		ref.Record = k.record(j, info.ID)
	}
	end, err := ref.Play(t.ctx, s)
	if k.game.Done(end) {
		if oerr := j.SetKeptOver(info.ID, k.game.Winner(end)); oerr != nil {
			return errors.Join(err, oerr)
		}
		return err
	}
	return k.end(t, info, end, err)
}

// skipSeenFrames goes on, in a folder of frames, from the last of its
// frames the journal read for game: the same folder given again to go on with a game
// does not start from its first frame. That frame shows the position kept
// when it was read at the last step kept (Netzwerk's turns are read from
// the table); when a step was kept after it (played, its table not yet
// checked), the next frame does.
func (t *tableRun) skipSeenFrames(info journal.GameInfo) {
	files, ok := t.camera.Source.(*vision.Files)
	if !ok {
		return
	}
	read, err := t.journal.FramesRead(info.ID)
	if err != nil {
		return
	}
	for _, f := range read {
		if files.Seek(f.Name, f.Stale) {
			where := "from " + f.Name + ", the last one read"
			if f.Stale {
				where = "after " + f.Name + ", the last one read"
			}
			fmt.Fprintf(t.stdout, "frames: going on %s\n", where)
			return
		}
	}
}

// stoppedAt is where a kept game stopped, to go on from there.
type stoppedAt struct {
	name string // the file's name, beside the journal
	game any    // the game file of the position
	when string // "stopped after round 2"
	how  string // what the players do before they go on: "leave the table as it is"
}

// endKept ends the run of a kept game stopped before its end, whose play
// ended with err: a game stopped, or whose table went wrong, is written
// beside the journal as a game file, and how to go on from it is told.
func (t *tableRun) endKept(err error, stopped func() stoppedAt) error {
	if err == nil || !errors.Is(err, referee.ErrStopped) && !errors.Is(err, referee.ErrTable) {
		return err
	}
	s := stopped()
	file := filepath.Join(filepath.Dir(t.journal.Path()), s.name)
	data, merr := json.MarshalIndent(s.game, "", "  ")
	if merr != nil {
		return errors.Join(err, merr)
	}
	if werr := os.WriteFile(file, append(data, '\n'), 0o644); werr != nil {
		fmt.Fprintf(t.stdout, "%s; the position could not be written: %v\n", s.when, werr)
		return err
	}
	fmt.Fprintf(t.stdout, "%s: to go on, %s and run again with --resume (the journal keeps the game), or with --setup %s\n", s.when, s.how, file)
	return err
}

// takeUp is a kept game's file (data, as keptGameFile gives it) replayed to
// its last step, that position read back as the setup to go on from:
// parse and replay are the engine's ParseGame and Game.Replay, setup its
// game file of a position.
func takeUp[G, L, S, E any](name string, data []byte, parse func(string, []byte, L) (G, error),
	replay func(G) ([]S, E, error), setup func(S) any) (G, error) {
	var none L // the setup is self-contained: no files to load
	g, err := parse(name, data, none)
	if err != nil {
		return g, fault.E(fault.Input, err)
	}
	states, _, err := replay(g)
	if err != nil {
		return g, fault.E(fault.Input, err)
	}
	last, err := json.Marshal(setup(states[len(states)-1]))
	if err != nil {
		return g, err
	}
	if g, err = parse(name, last, none); err != nil {
		return g, fault.E(fault.Input, err)
	}
	return g, nil
}

// readGameFile reads game file file with parse, the files it names with load;
// what goes wrong is the user's input.
func readGameFile[G, L any](file string, parse func(string, []byte, L) (G, error), load L) (G, error) {
	var g G
	data, err := os.ReadFile(file)
	if err != nil {
		return g, fault.E(fault.Input, err)
	}
	if g, err = parse(file, data, load); err != nil {
		return g, fault.E(fault.Input, err)
	}
	return g, nil
}

// isCamera: the --camera value names a camera (which may be unplugged and
// plugged back in), not files.
func isCamera(name string) bool {
	return name == "rpicam" || strings.HasPrefix(name, "/dev/video") || strings.HasPrefix(name, "/dev/v4l/") || strings.Contains(name, "://")
}

// videoExts are the video files --camera reads frame by frame (ffmpeg).
var videoExts = map[string]bool{".mp4": true, ".mkv": true, ".avi": true, ".mov": true, ".webm": true, ".m4v": true, ".mjpeg": true, ".mjpg": true, ".h264": true, ".ts": true}

// openCamera opens the frame source a flag (--camera, --sheets) names;
// its errors name the flag.
// webcamFormat is what a webcam is asked for first: its own default is
// often 640x480, where the tags of a board come out under 2 px a module;
// 1920x1080 at full speed most webcams give only as MJPG.
var webcamFormat = videocam.Options{Width: 1920, Height: 1080, FourCC: "MJPG"}

// openWebcam opens a V4L2 device at webcamFormat, else (a webcam that
// cannot) as the device likes, saying so.
func openWebcam(name string, open func(string, videocam.Options) (vision.Source, error)) (vision.Source, error) {
	cam, err := open(name, webcamFormat)
	if err == nil {
		return cam, nil
	}
	cam, err2 := open(name, videocam.Options{})
	if err2 != nil {
		return nil, err2
	}
	fmt.Fprintf(progress, "%s: %dx%d %s refused (%v); the camera's own format instead: tags far from the camera may be too small to read\n", name, webcamFormat.Width, webcamFormat.Height, webcamFormat.FourCC, err)
	return cam, nil
}

func openCamera(flagName, name string) (vision.Source, error) {
	switch {
	case name == "rpicam":
		cam, err := vision.NewRPiCam(vision.RPiCamOptions{})
		if err != nil {
			return nil, fmt.Errorf("%s rpicam: %w", flagName, err)
		}
		return cam, nil
	case strings.HasPrefix(name, "/dev/video"), strings.HasPrefix(name, "/dev/v4l/"):
		cam, err := openWebcam(name, func(name string, o videocam.Options) (vision.Source, error) { return videocam.Open(name, o) })
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", flagName, name, err)
		}
		return cam, nil
	case strings.Contains(name, "://"):
		cam, err := videocam.Open(name, videocam.Options{})
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", flagName, name, err)
		}
		return cam, nil
	case videoExts[strings.ToLower(filepath.Ext(name))]:
		cam, err := videocam.Open(name, videocam.Options{})
		if err != nil {
			return nil, fault.Errorf(fault.Usage, "%s %s: %w", flagName, name, err)
		}
		return cam, nil
	default:
		f, err := vision.NewFiles(strings.Split(name, ",")...)
		if err != nil {
			return nil, fault.Errorf(fault.Usage, "%s %s: %w", flagName, name, err)
		}
		return f, nil
	}
}

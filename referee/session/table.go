package session

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"mecanoid/internal/lang"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"mecanoid/calibration"
	"mecanoid/fault"
	"mecanoid/internal/cliflag"
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
// table that opens them; the game gives only what is its own (Kept).

// Flags are the referee's flags for the table, the same for every
// game but for their help.
type Flags struct {
	Game, Camera, Calibration, Journal, Web, URL *string
	NoWait, Why, Live, NoView                    *bool
	Pace                                         *time.Duration
	AnswerTime                                   *time.Duration // the last seat's time to answer (0: none)
	TagHeight                                    *float64       // nil where the game's own flags have it (DR2D's board flags)
	FOV                                          *float64       // --fov, as TagHeight: nil where DR2D's board flags have it
	FPS                                          *float64       // --fps: a folder of frames' rate with --live
	Resume                                       *bool          // nil where the game has its own (DR2D)
}

// Help is what the help of the table flags says of one game.
type Help struct {
	Game      string // help of --game ("": "the game")
	Web       string // who the web page is for: "the room", "the room and the players' phones"
	Pace      string // help of --pace: what it pauses after
	TagHeight string // what the tags stand above ("board", "map"); "": no --tag-height
	Resume    bool   // --resume [GAME]: go on with a game kept in the journal
}

// NewFlags makes the referee's flag set for game, with the table
// flags.
func NewFlags(game string, h Help) (*flag.FlagSet, *Flags) {
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if h.Game == "" {
		h.Game = "the game"
	}
	f := &Flags{
		Game:        fs.String("game", game, h.Game),
		Camera:      fs.String("camera", "rpicam", "where frames come from: a folder or image files (comma-separated), rpicam (Raspberry Pi camera), a video device such as /dev/video0, a stream URL, or a video file (.mp4, .mkv...: read through ffmpeg)"),
		Calibration: fs.String("calibration", "", "calibration file (mecanoid calibrate); default: found from the corner markers"),
		Journal:     JournalFlag(fs),
		NoWait:      fs.Bool("no-wait", false, "read the table without waiting for Enter (frames from files)"),
		Web:         fs.String("web", ":8080", "address of the web page for "+h.Web+" (\"\": none)"),
		URL:         fs.String("url", "", "how the players' phones reach the web page, for its QR code (e.g. http://192.168.1.20:8080); default: this machine's network address"),
		Pace:        fs.Duration("pace", 0, h.Pace),
		Why:         fs.Bool("why", false, "under each event, the words of the rule text (or the project's ruling) that decide it"),
		Live:        fs.Bool("live", false, "watch the camera's stream: each piece is checked as it is put down, and the game goes on without Enter once the table matches (Enter still reads it at once)"),
		NoView:      fs.Bool("no-camera-view", false, "with --live, the web page does not show what the camera sees"),
		AnswerTime:  fs.Duration("answer-time", 0, "the time the last player has to answer (e.g. 30s): then the table is asked whether to wait or have the robot do nothing this turn (0: no limit)"),
		FPS:         fs.Float64("fps", 0, "with --live, the rate a folder of frames was filmed at (0: the number in its file named fps, else 30)"),
	}
	if h.Resume {
		f.Resume = fs.Bool("resume", false, "go on with the last unfinished game of the journal (or the game named after the flags) from its last step kept: the table must show it")
	}
	if h.TagHeight != "" {
		f.TagHeight = fs.Float64("tag-height", vision.DefaultTagHeight, "height of the robots' tags above the "+h.TagHeight+" (on figurines), mm")
		f.FOV = fs.Float64("fov", 0, "horizontal field of view of the camera, degrees, used when the view is too straight to measure it (0: 66); given, a first picture needs only three of the four corner markers")
	}
	return fs, f
}

// ParseFlags parses the arguments of a game that takes no argument
// but flags; a mistake is told with the game's usage line.
func ParseFlags(fs *flag.FlagSet, args []string, usage string) error {
	if err := cliflag.Parse(fs, cliflag.Reorder(fs, args)); err != nil { // --resume GAME --camera ...
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

// ResumeKept finds the kept game of kind to go on with in the journal of
// --journal: the game named (name, or number), else the last one not over.
// It gives the game and its game file: the setup and every step kept,
// checked by replaying them against the positions the referee kept
// (export, the game's).
func (f *Flags) ResumeKept(kind, name string, stdout io.Writer, export func(*journal.Journal, journal.GameInfo) ([]byte, error)) (journal.GameInfo, []byte, error) {
	var data []byte
	info, err := f.ResumeWith(kind, name, stdout, func(j *journal.Journal, info journal.GameInfo) (err error) {
		if data, err = export(j, info); err != nil {
			return JournalError(err)
		}
		return nil
	})
	return info, data, err
}

// ResumeWith finds the kept game of kind to go on with (ResumeKept) and
// loads it with load, the journal open.
func (f *Flags) ResumeWith(kind, name string, stdout io.Writer, load func(*journal.Journal, journal.GameInfo) error) (journal.GameInfo, error) {
	var info journal.GameInfo
	j, err := OpenJournal(*f.Journal)
	if err != nil {
		return info, err
	}
	defer j.Close()
	if name != "" {
		if info, err = j.FindKept(kind, name); err != nil {
			return info, JournalError(err)
		}
	} else {
		games, err := j.KeptGames(kind)
		if err != nil {
			return info, JournalError(err)
		}
		for _, g := range games {
			if !g.Over {
				info = g
			}
		}
		if info.ID == 0 {
			return info, fault.New(fault.Input, lang.Say().Sprintf("no unfinished %s game in %s to go on with (mecanoid games lists them)", kind, j.Path()))
		}
	}
	if info.Over {
		return info, fault.New(fault.Input, lang.Say().Sprintf("%s game %s is over (%s): nothing to go on with", kind, info.Name, GameState(info)))
	}
	if err := load(j, info); err != nil {
		return info, err
	}
	say := lang.Say()
	fmt.Fprintln(stdout, say.Sprintf("going on with game %s of %s: %d steps kept", info.Name, j.Path(), info.Turns))
	return info, nil
}

// Run is what a run of the referee at the table holds: the camera,
// the context ^C ends, the keyboard, the web page and the journal. close
// lets them go, the last opened first.
type Run struct {
	Flags   *Flags
	Camera  *referee.Camera
	watched *referee.Watched // --live: the table watched; nil: read when told
	view    *LiveView        // --live: what the camera sees, for the web page
	ctx     context.Context
	In      *referee.Keyboard // Enter and typed answers share it
	Stdout  io.Writer
	journal *journal.Journal
	seats   *seatKeeper // the phones' seats kept in the journal; nil: no web page
	closers []func()
}

// open loads the calibration into sc and opens the camera that sc reads;
// a camera (not files) unplugged is opened again when it is back.
func (f *Flags) open(sc *vision.Scanner, stdout io.Writer) (*Run, error) {
	if *f.Calibration != "" {
		cal, err := calibration.Load(*f.Calibration)
		if err != nil {
			return nil, fault.E(fault.Input, err)
		}
		sc.Calibration = cal
	}
	t := &Run{Flags: f, In: referee.NewKeyboard(env.Stdin), Stdout: stdout}
	t.In.Echo = env.Echo
	if *f.Live {
		if err := t.openLive(sc); err != nil {
			return nil, err
		}
	} else if err := t.OpenCamera(sc); err != nil {
		return nil, err
	}
	if !*f.Live && IsCamera(*f.Camera) {
		t.Camera.Open = func() (vision.Source, error) { return OpenCamera("--camera", *f.Camera) }
	}
	t.AtClose(func() {
		if t.Camera.Source != nil {
			t.Camera.Source.Close()
		}
	})
	// The journal is opened to write and locked before the first picture:
	// a second referee on it is refused at once, a journal that cannot be
	// written is said before the game begins.
	j, err := journal.OpenJournal(JournalPath(*f.Journal))
	if err != nil {
		t.close()
		if errors.Is(err, journal.ErrInUse) {
			return nil, fault.E(fault.Journal, err)
		}
		return nil, fault.E(fault.Input, err)
	}
	t.journal = j
	t.AtClose(func() { j.Close() })
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	t.ctx = ctx
	t.AtClose(stop)
	return t, nil
}

// openCamera opens the camera of --camera, read when told.
func (t *Run) OpenCamera(sc *vision.Scanner) error {
	src, err := OpenCamera("--camera", *t.Flags.Camera)
	if err != nil {
		return err
	}
	t.Camera = &referee.Camera{Source: src, Scanner: sc}
	return nil
}

func (t *Run) AtClose(f func()) { t.closers = append(t.closers, f) }

func (t *Run) close() {
	for i := len(t.closers) - 1; i >= 0; i-- {
		t.closers[i]()
	}
}

// startWeb starts the web page of --web (nil if "") with the seats the
// players' phones may take before the game starts (nil: those the start
// names) and the game's board drawn (board), and gives its address.
func (t *Run) startWeb(seats []string, board func(lines []string) any, kept phones) (*web.Page, string, error) {
	if *t.Flags.Web == "" {
		return nil, "", nil
	}
	t.seats = &seatKeeper{j: t.journal, warn: func(err error) { fmt.Fprintf(t.Stdout, "warning: %v\n", err) }}
	o := web.Options{Seats: seats, URL: *t.Flags.URL, NoCamera: *t.Flags.NoView, Board: board,
		Code: kept.Code, Held: kept.Held, KeepSeats: t.seats.Keep}
	if t.view != nil {
		o.Camera = t.view
	}
	page := web.New(o)
	t.seats.mu.Lock()
	t.seats.code = page.Code()
	t.seats.mu.Unlock()
	if env.LangGiven { // --lang speaks to every browser; else each its own
		page.Lang = lang.User()
	}
	url, err := page.Start(*t.Flags.Web)
	if err != nil {
		return nil, "", fmt.Errorf("referee: web page on %s: %w", *t.Flags.Web, err)
	}
	if page.LoopbackOnly() {
		lang.Say().Fprintf(t.Stdout, "warning: the web page listens on this machine only (--web %s): no phone can reach it; --web :8080 listens on every network\n", *t.Flags.Web)
	}
	t.AtClose(func() { page.Close() })
	return page, url, nil
}

// asker asks the players on the web page's phones, if there is one, and
// at the keyboard at once (referee.TableAsker).
func (t *Run) Asker(page *web.Page) talk.Asker {
	if page == nil {
		return referee.TableAsker(lang.User(), nil, t.In, t.Stdout)
	}
	return referee.AnswerTime(referee.TableAsker(lang.User(), page, t.In, t.Stdout), *t.Flags.AnswerTime)
}

// prompt is a Ready function that says format (with what is to be ready)
// and waits for Enter; nil with --no-wait.
func (t *Run) Prompt(format string) func(ctx context.Context, what string) error {
	if *t.Flags.NoWait {
		return nil
	}
	return func(ctx context.Context, what string) error {
		fmt.Fprintf(t.Stdout, format, what)
		if _, err := t.In.ReadLine(ctx); err != nil {
			return err
		}
		return nil
	}
}

// ready waits for Enter before each look at the table, or "undo" to take
// back the step just played; nil with --no-wait.
func (t *Run) ready() func(ctx context.Context, what string) error {
	if *t.Flags.NoWait {
		return nil
	}
	return func(ctx context.Context, what string) error {
		fmt.Fprint(t.Stdout, lang.Say().Sprintf("press Enter when the table is ready (%s)", what)+" ")
		line, err := t.In.ReadLine(ctx)
		if err != nil {
			return err
		}
		typed := strings.TrimSpace(line)
		if strings.EqualFold(typed, "undo") {
			return referee.ErrUndo
		}
		if typed != "" {
			// A program typed before the game started (or while the table
			// is awaited) was taken for Enter without a word.
			fmt.Fprintln(t.Stdout, say().Sprintf("%s: not read here, taken for Enter: the table is read now; programs are asked once it is (type them then)", strconv.Quote(typed)))
		}
		return nil
	}
}

// keepGame gives the kept game this run records into: kept, when going
// on with it (--resume), else the game newGame stores, whose place is
// told. The journal's log of it (log) gets what was shown before.
func (t *Run) keepGame(kept journal.GameInfo, newGame func() (journal.GameInfo, error), log *earlyLog) (journal.GameInfo, error) {
	info := kept
	if t.Flags.Resume == nil || !*t.Flags.Resume {
		var err error
		if info, err = newGame(); err != nil {
			return info, err
		}
		fmt.Fprintln(t.Stdout, lang.Say().Sprintf("game %s kept in %s", info.Name, t.journal.Path()))
	}
	if t.seats != nil {
		t.seats.in(info.ID)
	}
	return info, log.in(info.ID)
}

// earlyLog is the journal's log of the game played: what is shown before
// the game is kept (its start, read from the table) is held until it is.
type earlyLog struct {
	j     *journal.Journal
	mu    sync.Mutex
	game  int64 // 0: not kept yet
	early []journal.Entry
}

func (l *earlyLog) write(es ...journal.Entry) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.game == 0 {
		l.early = append(l.early, es...)
		return nil
	}
	return l.j.KeptLog(l.game, es...)
}

// in logs into game from now on, what was held first.
func (l *earlyLog) in(game int64) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.game = game
	early := l.early
	l.early = nil
	return l.j.KeptLog(game, early...)
}

// earlyScans holds the looks at the table before its game is kept (the
// start, read to make the game): kept with it once it is, so that the
// frame the start was read from is known to a game gone on with after a
// crash in its first turn (skipSeenFrames).
type earlyScans struct {
	scans []earlyScan
}

type earlyScan struct {
	step     int
	what     string
	st       *vision.State
	problems []string
}

func (e *earlyScans) RecordScan(step int, what string, st *vision.State, problems []string) error {
	e.scans = append(e.scans, earlyScan{step, what, st, problems})
	return nil
}

// No step is played before the game is kept.
func (e *earlyScans) RecordStep(int, string, any, any) error { return errNotKeptYet }
func (e *earlyScans) UndoStep(int) error                     { return errNotKeptYet }

var errNotKeptYet = errors.New("referee: a step before its game is kept")

// into keeps the looks held into r.
func (e *earlyScans) into(r referee.StepRecorder) error {
	for _, sc := range e.scans {
		if err := r.RecordScan(sc.step, sc.what, sc.st, sc.problems); err != nil {
			return err
		}
	}
	e.scans = nil
	return nil
}

// Kept is what a game gives its run at the table, the rest being the
// same for every game (Play).
type Kept[P any] struct {
	Game     referee.Game[P]
	Scanner  *vision.Scanner
	MaxSteps int      // 0: no limit
	Players  []string // the players the web page lists (nil: the page is for the room)
	// Ask asks the players; nil with AskPlayers: the keyboard, and the
	// phones of the players first.
	Ask        talk.Asker
	AskPlayers bool
	WebNote    string // what the web page is for, after its address
	// Wire adds what only this game has to the run, once the table and
	// the web page (nil: none) are open: DR2D's programmers and lights.
	Wire func(t *Run, ref *referee.Referee[P], page *web.Page) error
	// Board draws the game's board for the web page from the lines of
	// its board file (web.Options.Board; nil: the page draws none).
	Board func(lines []string) any
	// Record keeps the steps (nil: the journal's KeptRecorder).
	Record func(j *journal.Journal, game int64) journal.GameRecorder
	// NewGame keeps a new game in the journal, from the position the
	// table showed.
	NewGame func(j *journal.Journal, start P) (journal.GameInfo, error)
	// End ends the run: a game over marked so, a game stopped told how to
	// go on (endKept).
	End func(t *Run, info journal.GameInfo, last P, err error) error
}

// Play plays a kept game at the table from the position the table
// shows to its end: the camera, the keyboard and the web page opened, the
// game kept in the journal (or, going on with a game, kept), each step and
// scan recorded, every update logged.
func Play[P any](tf *Flags, stdout io.Writer, kept journal.GameInfo, k Kept[P]) (err error) {
	t, err := tf.open(k.Scanner, stdout)
	if err != nil {
		return err
	}
	defer t.close()
	keptGame := false // the game is in the journal: --resume goes on with it
	defer func() { err = t.endBySignal(err, keptGame) }()
	ref := &referee.Referee[P]{Game: k.Game, Table: t.table(), Pace: *tf.Pace, Ready: t.ready(), MaxSteps: k.MaxSteps,
		Displays: []talk.Display{referee.Terminal{W: stdout, Lang: lang.User()}}, Lang: lang.User(),
		Expect: func(ps []tag.Payload) { k.Scanner.Expect = ps }}
	if *tf.Why {
		ref.Displays = append(ref.Displays, &referee.Why{W: stdout, Lang: lang.User()})
	}
	if t.view != nil {
		ref.Ready = t.liveReady()
		ref.Displays = append(ref.Displays, t.view)
	}
	var shown []talk.Update // a game gone on with: what the room saw of it
	var held phones
	if kept.ID != 0 {
		if shown, held, err = t.keptLog(kept); err != nil {
			return err
		}
	}
	page, url, err := t.startWeb(k.Players, k.Board, held)
	if err != nil {
		return err
	}
	if page != nil {
		for _, u := range shown {
			page.Show(u)
		}
		ref.Displays = append(ref.Displays, page)
		lang.Say().Fprintf(stdout, "web page: %s%s\n", url, k.WebNote)
		if k.AskPlayers || k.Wire != nil {
			lang.Say().Fprintf(stdout, "players join at %s\n", page.JoinURL())
		}
	}
	if ref.Ask = k.Ask; k.Ask == nil && k.AskPlayers {
		ref.Ask = t.Asker(page)
	}
	if k.Wire != nil {
		if err := k.Wire(t, ref, page); err != nil {
			return err
		}
	}
	j := t.journal
	if kept.ID != 0 {
		t.skipSeenFrames(kept)
	}
	early := &earlyLog{j: j}
	log := referee.NewLogDisplay(early.write)
	t.AtClose(func() { log.Flush() })
	ref.Displays = append(ref.Displays, log)
	scans := &earlyScans{}
	ref.Record = scans // the start's looks, kept once the game is
	s, err := ref.Start(t.ctx)
	if err != nil {
		return err
	}
	info, err := t.keepGame(kept, func() (journal.GameInfo, error) { return k.NewGame(j, s) }, early)
	if err != nil {
		return err
	}
	keptGame = true
	if ref.Record = j.KeptRecorder(info.ID); k.Record != nil {
		ref.Record = k.Record(j, info.ID)
	}
	if err := scans.into(ref.Record); err != nil {
		return referee.Unkept(err)
	}
	end, err := ref.Play(t.ctx, s)
	if k.Game.Done(end) {
		if oerr := j.SetKeptOver(info.ID, k.Game.Winner(end)); oerr != nil {
			return errors.Join(err, oerr)
		}
		return err
	}
	return k.End(t, info, end, err)
}

// skipSeenFrames goes on, in a folder of frames, from the last of its
// frames the journal read for game: the same folder given again to go on with a game
// does not start from its first frame. That frame shows the position kept
// when it was read at the last step kept (Netzwerk's turns are read from
// the table); when a step was kept after it (played, its table not yet
// checked), the next frame does.
func (t *Run) skipSeenFrames(info journal.GameInfo) {
	files, ok := t.Camera.Source.(*vision.Files)
	if !ok {
		return
	}
	read, err := t.journal.FramesRead(info.ID)
	if err != nil {
		return
	}
	for _, f := range read {
		if files.Seek(f.Name, f.Stale) {
			if f.Stale {
				fmt.Fprintln(t.Stdout, lang.Say().Sprintf("frames: going on after %s, the last one read", f.Name))
			} else {
				fmt.Fprintln(t.Stdout, lang.Say().Sprintf("frames: going on from %s, the last one read", f.Name))
			}
			return
		}
	}
}

// Stopped is where a kept game stopped, to go on from there.
type Stopped struct {
	Name string // the file's name, beside the journal
	Game any    // the game file of the position
	When string // "stopped after round 2"
	How  string // what the players do before they go on: "leave the table as it is"
}

// endKept ends the run of a kept game stopped before its end, whose play
// ended with err: a game stopped, or whose table went wrong, is written
// beside the journal as a game file, and how to go on from it is told.
func (t *Run) EndKept(err error, stopped func() Stopped) error {
	if err == nil || !errors.Is(err, referee.ErrStopped) && !errors.Is(err, referee.ErrTable) {
		return err
	}
	s := stopped()
	file := filepath.Join(filepath.Dir(t.journal.Path()), s.Name)
	data, merr := json.MarshalIndent(s.Game, "", "  ")
	if merr != nil {
		return errors.Join(err, merr)
	}
	if werr := os.WriteFile(file, append(data, '\n'), 0o644); werr != nil {
		say().Fprintf(t.Stdout, "%s; the position could not be written: %v\n", s.When, werr)
		return err
	}
	say().Fprintf(t.Stdout, "%s: to go on, %s and run again with --resume (the journal keeps the game), or with --setup %s\n", s.When, s.How, file)
	return err
}

// TakeUp is a kept game's file (data, as the game's export gives it) replayed to
// its last step, that position read back as the setup to go on from:
// parse and replay are the engine's ParseGame and Game.Replay, setup its
// game file of a position.
func TakeUp[G, L, S, E any](name string, data []byte, parse func(string, []byte, L) (G, error),
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

// ReadGameFile reads game file file with parse, the files it names with load;
// what goes wrong is the user's input.
func ReadGameFile[G, L any](file string, parse func(string, []byte, L) (G, error), load L) (G, error) {
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
func IsCamera(name string) bool {
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
	fmt.Fprintf(env.Progress, "%s: %dx%d %s refused (%v); the camera's own format instead: tags far from the camera may be too small to read\n", name, webcamFormat.Width, webcamFormat.Height, webcamFormat.FourCC, err)
	return cam, nil
}

func OpenCamera(flagName, name string) (vision.Source, error) {
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

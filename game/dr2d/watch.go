package dr2d

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"sort"
	"strconv"
	"strings"

	"mecanoid/fault"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/videocam"
	"mecanoid/vision/watch"
)

// runWatch is `mecanoid watch SOURCE --board FILE`: the live watcher
// alone on a camera, a video file or a folder of frames, one line per
// settle (docs/live.md). No game, no journal: the pieces are read
// wherever they stand, whatever the rules say.
func runWatch(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("watch", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fps := fs.Float64("fps", 0, lang.Say().Sprintf("the rate a folder of frames was filmed at (0: the number in its file named fps, else 30)"))
	asJSON := fs.Bool("json", false, lang.Say().Sprintf("print JSON"))
	calFile := fs.String("calibration", "", lang.Say().Sprintf("calibration file written by mecanoid calibrate (default: calibrate from this photo's corner markers)"))
	robots := fs.String("robots", "", lang.Say().Sprintf("robots that must be on the board, e.g. 1-4 or 1,3"))
	bf := AddBoardFlags(fs)
	if err := cliflag.Parse(fs, cliflag.Reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 1 {
		return fault.New(fault.Usage, lang.Say().Sprintf("want one source: mecanoid watch SOURCE --board FILE (a camera, a video file or a folder of frames)"))
	}
	if *fps < 0 {
		return fault.New(fault.Usage, lang.Say().Sprintf("--fps must be positive"))
	}
	sc, err := scannerOf(bf, *calFile, *robots)
	if err != nil {
		return err
	}
	source := fs.Arg(0)
	stream, err := videocam.OpenStreamFor(source, videocam.ForOptions{FPS: *fps})
	if err != nil {
		return fault.Errorf(fault.Usage, "%s: %w", source, err)
	}
	w := &watchPrinter{out: stdout, json: *asJSON, p: lang.Say()}
	s := &watch.Settler{Stream: stream, Hand: w.hand}
	defer s.Close()
	return w.watch(context.Background(), s, sc)
}

// watchPrinter prints what `mecanoid watch` sees, a line a settle.
type watchPrinter struct {
	out  io.Writer
	json bool
	p    *lang.Printer
	err  error // the first write that failed
}

// watch reads the table at each settle of s where it changed since the
// state last read right, the rest carried over, until the stream ends.
func (w *watchPrinter) watch(ctx context.Context, s *watch.Settler, sc *vision.Scanner) error {
	var prev *vision.State      // the table last read right
	var since []image.Rectangle // where it changed since
	whole := true
	for w.err == nil {
		f, err := s.Next(ctx)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fault.E(fault.Input, err)
		}
		r := s.Last()
		since = append(since, r.Changed...)
		whole = whole || r.Full || r.State != watch.Settled
		changed := since
		if whole {
			changed = nil
		}
		st, scanErr := sc.ScanChanged(f.Image, prev, changed)
		frame := s.Frames - 1
		if scanErr != nil {
			w.refused(frame, scanErr)
			continue // what changed since the state read right still counts
		}
		prev, since, whole = st, nil, false
		w.state(frame, st)
	}
	return w.err
}

func (w *watchPrinter) line(v any, text string) {
	if w.err != nil {
		return
	}
	if w.json {
		data, _ := json.Marshal(v)
		text = string(data) + "\n"
	}
	_, w.err = io.WriteString(w.out, text)
}

// The lines of `mecanoid watch --json`, one kind a settle.
type (
	watchRead struct {
		Frame  int                   `json:"frame"`
		Robots map[string]watchRobot `json:"robots"`
		Laws   map[string][2]int     `json:"laws"`
	}
	watchRefused struct {
		Frame   int      `json:"frame"`
		Refused []string `json:"refused"`
	}
	watchHand struct {
		Frame int  `json:"frame"`
		Hand  bool `json:"hand"`
	}
)

func (w *watchPrinter) hand(frame int) {
	w.line(watchHand{frame, true}, w.p.Sprintf("frame %d: a hand over the board\n", frame))
}

func (w *watchPrinter) refused(frame int, err error) {
	var re *vision.RescanError
	var why []string
	if errors.As(err, &re) {
		for _, pr := range re.Problems {
			why = append(why, referee.SayScanProblem(w.p, pr))
		}
	} else {
		why = []string{err.Error()}
	}
	w.line(watchRefused{frame, why}, w.p.Sprintf("frame %d: not read: %s\n", frame, strings.Join(why, "; ")))
}

// watchRobot is a robot as `mecanoid watch --json` prints it.
type watchRobot struct {
	Cell   [2]int `json:"cell"`
	Facing string `json:"facing"`
}

func (w *watchPrinter) state(frame int, st *vision.State) {
	robots, laws := map[string]watchRobot{}, map[string][2]int{}
	var said []string
	pieces := append([]vision.Piece(nil), st.Pieces...)
	sort.SliceStable(pieces, func(i, j int) bool {
		a, b := pieces[i].Tag, pieces[j].Tag
		ra, rb := a.Kind == tag.Robot, b.Kind == tag.Robot // robots first
		return ra && !rb || ra == rb && (a.Kind < b.Kind || a.Kind == b.Kind && a.ID < b.ID)
	})
	for _, pc := range pieces {
		id := strconv.Itoa(pc.Tag.ID)
		switch pc.Tag.Kind {
		case tag.Robot:
			robots[id] = watchRobot{Cell: [2]int{pc.Col, pc.Row}, Facing: pc.Facing}
			said = append(said, w.p.Sprintf("robot %d on %v facing %s", pc.Tag.ID, fmt.Sprintf("[%d,%d]", pc.Col, pc.Row), in(wordsOf(w.p, dirWords), pc.Facing)))
		case tag.Law:
			laws[id] = [2]int{pc.Col, pc.Row}
			said = append(said, w.p.Sprintf("law %d on %v", pc.Tag.ID, fmt.Sprintf("[%d,%d]", pc.Col, pc.Row)))
		}
	}
	text := w.p.Sprintf("frame %d: an empty board\n", frame)
	if len(said) > 0 {
		text = fmt.Sprintf("%s\n", w.p.Sprintf("frame %d: %s", frame, strings.Join(said, "; ")))
	}
	w.line(watchRead{frame, robots, laws}, text)
}

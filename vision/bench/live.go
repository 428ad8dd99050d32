package bench

import (
	"fmt"
	"image"
	"io"
	"math/rand/v2"
	"runtime"
	"time"

	"mecanoid/calibration"
	"mecanoid/internal/lang"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
	"mecanoid/vision/turbojpeg"
	"mecanoid/vision/watch"
)

// LiveOptions say which clips `mecanoid bench live` plays: tables filmed
// while a hand carries one robot to another cell (synth.Clip).
type LiveOptions struct {
	Clips   int         // 0: 20
	Size    image.Point // 0: 1920x1080
	Seed    uint64      // the first clip's seed; the next ones count up
	Quality int         // the camera's MJPEG quality; 0: 85
	FPS     float64     // 0: 30
	// Progress, when set, is told after each clip.
	Progress func(done, total int)
}

// Live is what watching the table measured: per frame, its cost; per
// move, how long after the hand left the board was read and whether it
// was read right.
type Live struct {
	Clips, Frames int
	Size          image.Point
	WatchMS       []float64 // a frame's cost: decoded small, thumbed, fed to the Watcher
	LatencyMS     []float64 // from the hand leaving to the board read: the settle window, the frame's wait, decoding and scanning
	ReadMS        []float64 // the settled frame decoded and scanned where it changed, the rest carried over (Scanner.ScanChanged)
	WholeMS       []float64 // the same frame decoded and scanned whole, for comparison (not in LatencyMS)
	RightMS       []float64 // LatencyMS of the boards read right: a refused board is read whole, looking harder
	Settled       int       // moves the watcher saw settle
	Right         int       // settled boards read right
	Refused       int       // settled boards the scanner asked to look again at
	Wrong         int       // settled boards read wrong: never acceptable
	Missed        int       // moves with no settled board after the hand left
	FalseMoved    int       // frames called moving while no hand was in the picture before the move, or settles beyond one
	HandSettles   int       // settles while a hand was in the picture (resting over a piece): never acceptable
	Full          int       // settles read whole: the watcher said so, or ScanChanged could not vouch for carrying over
	Decoder       string    // how frames were decoded small
}

// RunLive plays the clips, one core (GOMAXPROCS=1), timing in processor
// time. The table before the move is read whole from the clip's first
// frame; at each settle the board is read where the watcher saw it change
// (Scanner.ScanChanged), and read whole once more for comparison.
func RunLive(o LiveOptions) (*Live, error) {
	if o.Clips == 0 {
		o.Clips = 20
	}
	if o.Size == (image.Point{}) {
		o.Size = synth.Size1080p
	}
	if o.Quality == 0 {
		o.Quality = 85
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	res := &Live{Size: o.Size, Decoder: lang.Key("libjpeg-turbo at 1/8")}
	if !turbojpeg.Available {
		res.Decoder = lang.Key("image/jpeg, whole, then averaged")
	}
	cats := []string{"easy", "lighting", "perspective"}
	for k := range o.Clips {
		seed := o.Seed + uint64(k)
		cat, _ := synth.CategoryByName(cats[k%len(cats)])
		cat.Glare, cat.Foreign = false, 0 // a lamp's glare moves with nothing: not this bench's subject
		clip, err := newLiveClip(cat, o.Size, seed, o.FPS)
		if err != nil {
			return nil, fmt.Errorf("clip %d: %w", seed, err)
		}
		if err := res.play(clip, o.Quality); err != nil {
			return nil, fmt.Errorf("clip %d: %w", seed, err)
		}
		res.Clips++
		if o.Progress != nil {
			o.Progress(k+1, o.Clips)
		}
	}
	return res, nil
}

// newLiveClip: three robots and two laws on a 5×5 board; one robot
// carried to a free cell, facing anew; noise varies. Clips come in four
// kinds, by seed: a lamp's flicker of 0, 4 or 8% drifting, its
// exposure set for the lamp at its brightest (as before issue 34); a
// lamp on the mains (100 or 120 Hz of light) of 8 to 15%, the exposure
// set for its mean so that the highlights clip; a hand resting 0.5 to
// 2 s over the robot it has put down; both.
func newLiveClip(cat synth.Category, size image.Point, seed uint64, fps float64) (*synth.Clip, error) {
	rng := rand.New(rand.NewPCG(seed, 0x6c697665))
	kind := rand.New(rand.NewPCG(seed, 0x6b696e64))
	flicker, mains, clipping, rest := 0.04*float64(seed%3), 0.0, false, time.Duration(0)
	if seed%4 == 1 || seed%4 == 3 {
		flicker, clipping = 0.08+0.07*kind.Float64(), true
		mains = []float64{100, 120}[kind.IntN(2)]
	}
	if seed%4 >= 2 {
		rest = time.Duration((0.5 + 1.5*kind.Float64()) * float64(time.Second))
	}
	cells := rng.Perm(25)
	facing := []string{"N", "E", "S", "W"}
	var pieces []synth.Placement
	for i := range 5 {
		p := synth.Placement{Col: cells[i]%5 + 1, Row: cells[i]/5 + 1, Facing: facing[rng.IntN(4)]}
		if i < 3 {
			p.Payload = tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: i + 1}.String()
		} else {
			p.Payload, p.Facing = tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: i - 2}.String(), "N"
		}
		pieces = append(pieces, p)
	}
	to := synth.Placement{Col: cells[5]%5 + 1, Row: cells[5]/5 + 1, Facing: facing[rng.IntN(4)]}
	return synth.NewClip(synth.ClipOptions{
		Table: synth.Options{Category: cat, Size: size, Seed: seed, Pieces: pieces},
		Move:  rng.IntN(3), To: to,
		Flicker: flicker, Mains: mains, Clipping: clipping, Rest: rest,
		Noise: 2 + float64(seed%3), Seed: seed, FPS: fps,
	})
}

func (res *Live) play(clip *synth.Clip, quality int) error {
	var w watch.Watcher
	t := clip.After.Truth
	var markers []calibration.Marker
	for k, m := range t.Markers {
		markers = append(markers, calibration.Marker{Corner: k, Corners: m.Corners})
	}
	cal, err := calibration.Solve(t.Board, markers, t.Width, t.Height, calibration.Settings{TagHeight: t.TagHeight})
	if err != nil {
		return fmt.Errorf("calibration: %w", err)
	}
	left, handCame := clip.Left(), false
	settledAfter := false
	start := time.Unix(0, 0)
	sc := &vision.Scanner{Game: tag.DR2D, Board: t.Board, Calibration: cal, TagSize: t.TagSize, Expect: Expected(clip.Before.Truth)}
	var prev *vision.State // the table as last read, trusted
	for i := range clip.Len() {
		f := clip.Frame(i)
		data, err := synth.JPEG(f.Image, quality)
		if err != nil {
			return err
		}
		res.Frames++
		handCame = handCame || f.Hand
		t0 := CPUTime()
		var th *watch.Thumb
		if turbojpeg.Available {
			small, err := turbojpeg.DecodeSmall(data)
			if err != nil {
				return err
			}
			th = watch.FromSmall(small, 8, small.Rect.Dx()/2, small.Rect.Dy()/2)
		} else {
			img, err := vision.DecodeImage("frame", data)
			if err != nil {
				return err
			}
			g := vision.Gray(img)
			th = watch.FromGray(g, g.Rect.Dx()/16, g.Rect.Dy()/16)
		}
		r := w.Feed(th, start.Add(f.At))
		res.WatchMS = append(res.WatchMS, ms(CPUTime()-t0))
		if i == 0 {
			// The table before, read whole: what the referee knows
			// when the hand comes.
			img, err := vision.DecodeImage("frame", data)
			if err != nil {
				return err
			}
			if st, err := sc.Scan(img); err == nil {
				prev = st
			}
		}
		switch {
		case r.State == watch.Moving && !handCame:
			res.FalseMoved++
		case r.State == watch.Settled && (f.Hand || f.At < left):
			// Settled while the hand was still there (resting): the
			// referee reads it as it would any settle, and a refusal
			// makes it read the next one whole.
			res.HandSettles++
			img, err := vision.DecodeImage("frame", data)
			if err != nil {
				return err
			}
			sc.Expect = Expected(t)
			changed := r.Changed
			if r.Full {
				changed = nil
			}
			if st, err := sc.ScanChanged(img, prev, changed); err == nil {
				prev = st
			} else {
				prev = nil
			}
		case r.State == watch.Settled && settledAfter:
			res.FalseMoved++
		case r.State == watch.Settled:
			settledAfter = true
			res.Settled++
			sc.Expect = Expected(t)
			changed := r.Changed
			if r.Full {
				changed = nil // read whole
			}
			t0 := CPUTime()
			img, err := vision.DecodeImage("frame", data)
			if err != nil {
				return err
			}
			st, scanErr := sc.ScanChanged(img, prev, changed)
			read := ms(CPUTime() - t0)
			res.ReadMS = append(res.ReadMS, read)
			res.LatencyMS = append(res.LatencyMS, ms(f.At-left)+read)
			if scanErr != nil || !st.CarriedOver {
				res.Full++
			}
			t0 = CPUTime()
			img, err = vision.DecodeImage("frame", data)
			if err != nil {
				return err
			}
			_, _ = sc.Scan(img)
			res.WholeMS = append(res.WholeMS, ms(CPUTime()-t0))
			prev = st
			if scanErr != nil {
				// The watcher's next Changed will be since this frame,
				// not since the last state trusted: read whole then.
				prev = nil
			}
			switch {
			case scanErr != nil:
				res.Refused++
			case wrongState(t, st) != "":
				res.Wrong++
			default:
				res.Right++
				res.RightMS = append(res.RightMS, ms(f.At-left)+read)
			}
		}
	}
	if !settledAfter {
		res.Missed++
	}
	return nil
}

// Write writes the measures as docs/live.md's table, its headings in p's
// language.
func (res *Live) Write(w io.Writer, p *lang.Printer) {
	p.Fprintf(w, "| clips | frames | size | watch ms a frame, p50 | p95 | hand gone to board read ms, p50 | p95 | board read ms, p50 | p95 | read whole ms, p50 | p95 | settled | read right | refused | WRONG | moves missed | false moved | false settles with a hand | read whole |\n")
	fmt.Fprintf(w, "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	fmt.Fprintf(w, "| %d | %d | %dx%d | %.1f | %.1f | %.0f | %.0f | %.0f | %.0f | %.0f | %.0f | %d | %d | %d | %d | %d | %d | %d | %d |\n",
		res.Clips, res.Frames, res.Size.X, res.Size.Y,
		percentile(res.WatchMS, 50), percentile(res.WatchMS, 95),
		percentile(res.LatencyMS, 50), percentile(res.LatencyMS, 95),
		percentile(res.ReadMS, 50), percentile(res.ReadMS, 95), percentile(res.WholeMS, 50), percentile(res.WholeMS, 95),
		res.Settled, res.Right, res.Refused, res.Wrong, res.Missed, res.FalseMoved, res.HandSettles, res.Full)
	p.Fprintf(w, "\nFrames decoded small with %s; one core, processor time.\n", p.Sprintf(res.Decoder))
	p.Fprintf(w, "Hand gone to board read, boards read right only: p50 %.0f ms, p95 %.0f ms.\n", percentile(res.RightMS, 50), percentile(res.RightMS, 95))
}

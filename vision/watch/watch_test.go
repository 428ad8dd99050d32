package watch

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"
	"time"
)

// scene is a table seen from above: a board with tags, a hand perhaps,
// drawn with the sensor's noise and a lamp's flicker.
type scene struct {
	w, h  int
	board *image.Gray // the table, as it stands
	rng   *rand.Rand
	frame int
	// hand is a dark ellipse over the table, when set.
	hand       bool
	hx, hy, hr float64
	shift      int // the camera nudged by this many pixels
	flicker    float64
	exposure   float64 // the camera's exposure (the sensor clips at 255); 0: 1
}

func newScene(seed uint64) *scene {
	s := &scene{w: 960, h: 540, rng: rand.New(rand.NewPCG(seed, 1)), flicker: 0.06}
	s.board = image.NewGray(image.Rect(0, 0, s.w, s.h))
	for y := range s.h {
		for x := range s.w {
			v := uint8(190)
			if x%60 < 2 || y%60 < 2 { // cell lines
				v = 60
			}
			s.board.Pix[y*s.w+x] = v
		}
	}
	for _, c := range [][2]int{{2, 2}, {5, 3}, {9, 6}, {12, 4}} {
		s.tag(c[0], c[1], uint64(c[0]*100+c[1]))
	}
	return s
}

// tag draws a QR-like tag of 8×8 modules of 4 px in cell (cx, cy).
func (s *scene) tag(cx, cy int, seed uint64) { s.tagAt(cx*60+14, cy*60+14, seed) }

func (s *scene) tagAt(x0, y0 int, seed uint64) {
	r := rand.New(rand.NewPCG(seed, 2))
	for my := range 8 {
		for mx := range 8 {
			v := uint8(220)
			if r.IntN(2) == 0 {
				v = 20
			}
			s.fill(x0+mx*4, y0+my*4, 4, 4, v)
		}
	}
}

func (s *scene) fill(x, y, w, h int, v uint8) {
	for yy := y; yy < y+h; yy++ {
		for xx := x; xx < x+w; xx++ {
			s.board.Pix[yy*s.w+xx] = v
		}
	}
}

// turn turns the tag of cell (cx, cy) a quarter in place: every block
// keeps its mean.
func (s *scene) turn(cx, cy int) { s.turnAt(cx*60+14, cy*60+14) }

func (s *scene) turnAt(x0, y0 int) {
	var m [32][32]uint8
	for y := range 32 {
		for x := range 32 {
			m[y][x] = s.board.Pix[(y0+y)*s.w+x0+x]
		}
	}
	for y := range 32 {
		for x := range 32 {
			s.board.Pix[(y0+y)*s.w+x0+x] = m[31-x][y]
		}
	}
}

func (s *scene) next() (*image.Gray, time.Time) {
	s.frame++
	at := time.Unix(0, 0).Add(time.Duration(s.frame) * time.Second / 30)
	g := image.NewGray(image.Rect(0, 0, s.w, s.h))
	phase := float64(s.frame) * 0.37
	exposure := s.exposure
	if exposure == 0 {
		exposure = 1
	}
	for y := range s.h {
		gain := exposure * (1 + s.flicker*math.Sin(2*math.Pi*(float64(y)/200+phase)))
		for x := range s.w {
			sx := min(max(x+s.shift, 0), s.w-1)
			v := float64(s.board.Pix[y*s.w+sx])
			if s.hand {
				dx, dy := float64(x)-s.hx, float64(y)-s.hy
				if dx*dx+dy*dy*2 < s.hr*s.hr {
					v = 120
				}
			}
			v = v*gain + s.rng.NormFloat64()*3
			g.Pix[y*s.w+x] = uint8(min(max(v, 0), 255))
		}
	}
	return g, at
}

func (s *scene) feed(w *Watcher) Report {
	g, at := s.next()
	return w.Feed(FromGray(g, 120, 68), at)
}

func TestNoiseAndFlickerAreStill(t *testing.T) {
	s := newScene(1)
	s.flicker = 0.1
	var w Watcher
	for i := range 90 { // three seconds
		if r := s.feed(&w); r.State != Still {
			t.Fatalf("frame %d: %v (%d blocks moved) with nothing moving", i, r.State, r.Moved)
		}
	}
}

// TestExposureStepsAndDimmingAreStill: the camera's exposure steps up
// until the tags' white clips, then the lamp dims slowly: nothing moved.
func TestExposureStepsAndDimmingAreStill(t *testing.T) {
	s := newScene(8)
	var w Watcher
	for i := range 60 {
		switch {
		case i == 10:
			s.exposure = 1.15
		case i == 20:
			s.exposure = 1.3 // 220 × 1.3: the tags' white at 255
		case i > 30:
			s.exposure -= 0.015 // dimming to 0.85 in a second
		}
		if r := s.feed(&w); r.State != Still {
			t.Fatalf("frame %d (exposure %.2f): %v (%d blocks moved) with nothing moving", i, s.exposure, r.State, r.Moved)
		}
	}
}

// play feeds frames: still, a hand comes over cell (cx, cy), does
// something there, leaves, then still for a second. It returns the
// reports of the settled frames and how many frames were seen moving.
func play(t *testing.T, s *scene, w *Watcher, cx, cy int, do func()) (settled []Report, moving int) {
	t.Helper()
	for range 10 {
		s.feed(w)
	}
	s.hand, s.hr = true, 70
	for i := range 30 { // the hand comes in from the right, does it, goes back
		f := float64(i) / 29
		x := float64(cx*60+30) + (1-math.Sin(math.Pi*f))*500
		s.hx, s.hy = x, float64(cy*60+30)
		if i == 15 {
			do()
		}
		if r := s.feed(w); r.State == Moving {
			moving++
		} else if r.State == Settled {
			settled = append(settled, r)
		}
	}
	s.hand = false
	for range 30 {
		if r := s.feed(w); r.State == Settled {
			settled = append(settled, r)
		}
	}
	return settled, moving
}

func covers(rs []image.Rectangle, p image.Point) bool {
	for _, r := range rs {
		if p.In(r) {
			return true
		}
	}
	return false
}

func area(rs []image.Rectangle) int {
	n := 0
	for _, r := range rs {
		n += r.Dx() * r.Dy()
	}
	return n
}

func TestAPiecePutDownIsSettledThere(t *testing.T) {
	for name, do := range map[string]func(s *scene){
		"put down":        func(s *scene) { s.tag(7, 5, 99) },
		"swapped":         func(s *scene) { s.tag(5, 3, 77) },
		"turned in place": func(s *scene) { s.turn(5, 3) },
		"taken away":      func(s *scene) { s.fill(5*60+14, 3*60+14, 32, 32, 190) },
	} {
		t.Run(name, func(t *testing.T) {
			s := newScene(2)
			cx, cy := 5, 3
			if name == "put down" {
				cx, cy = 7, 5
			}
			var w Watcher
			settled, moving := play(t, s, &w, cx, cy, func() { do(s) })
			if moving == 0 || len(settled) != 1 {
				t.Fatalf("%d frames moving, %d settled: want some moving, then settled once", moving, len(settled))
			}
			r := settled[0]
			if r.Full {
				t.Errorf("settled full: want only where the hand was")
			}
			if !covers(r.Changed, image.Pt(cx*60+30, cy*60+30)) {
				t.Errorf("the cell where the piece changed is not to be read again: %v", r.Changed)
			}
			if share := float64(area(r.Changed)) / (960 * 540); share > 0.3 {
				t.Errorf("%.0f%% of the frame to read again", share*100)
			}
			if covers(r.Changed, image.Pt(2*60+30, 9*60+30)) || covers(r.Changed, image.Pt(2*60+30, 2*60+30)) {
				t.Errorf("cells the hand never came near are to be read again")
			}
		})
	}
}

// TestTurnedInPlaceIsReadAgain: a tag that fills one block keeps the
// block's mean when it is turned in place, so the table looks the same
// before and after; the hand that turned it passed over it, and where a
// hand passed is read again.
func TestTurnedInPlaceIsReadAgain(t *testing.T) {
	s := newScene(7)
	s.tagAt(320, 182, 42) // inside one block of a 30×15 thumb (32×36 px)
	thumb := func() (*Thumb, time.Time) {
		g, at := s.next()
		return FromGray(g, 30, 15), at
	}
	before := FromGray(s.board, 30, 15).Pix[5*30+10]
	s.turnAt(320, 182)
	after := FromGray(s.board, 30, 15).Pix[5*30+10]
	if d := after - before; d > 0.5 || d < -0.5 {
		t.Fatalf("the block's mean moved by %.1f when the tag turned: the test proves nothing", d)
	}
	s.turnAt(320, 182)
	s.turnAt(320, 182)
	s.turnAt(320, 182) // back as it was
	w := Watcher{}
	for range 5 {
		w.Feed(thumb())
	}
	s.hand, s.hr, s.hx, s.hy = true, 60, 336, 198
	for i := range 10 {
		if i == 5 {
			s.turnAt(320, 182)
		}
		w.Feed(thumb())
	}
	s.hand = false
	var settled []Report
	for range 20 {
		if r := w.Feed(thumb()); r.State == Settled {
			settled = append(settled, r)
		}
	}
	if len(settled) != 1 || !covers(settled[0].Changed, image.Pt(336, 198)) {
		t.Fatalf("settled %d times; the tag turned under the hand is not read again", len(settled))
	}
}

// TestSomethingLeftAtTheEdgeSettles: a box set down from the picture's
// edge well onto the table, and left, looks like an arm resting: it
// holds the settle back for HandHold, then is part of the table.
func TestSomethingLeftAtTheEdgeSettles(t *testing.T) {
	s := newScene(9)
	w := Watcher{HandHold: time.Second}
	for range 5 {
		s.feed(&w)
	}
	s.fill(0, 200, 300, 120, 90) // from the left edge, 300 px in
	var settledAfter []int
	held := 0
	for i := range 60 {
		r := s.feed(&w)
		if r.Hand {
			held++
		}
		if r.State == Settled {
			settledAfter = append(settledAfter, i)
		}
	}
	// 400 ms of settle window, then a second held: 12 and 30 frames.
	if len(settledAfter) != 1 || settledAfter[0] < 41 || settledAfter[0] > 43 || held < 28 {
		t.Errorf("settled at frames %v, held %d frames: want once, after 1.4 s, held 1 s", settledAfter, held)
	}
}

func TestCameraNudgedReadsWhole(t *testing.T) {
	s := newScene(3)
	var w Watcher
	for range 10 {
		s.feed(&w)
	}
	s.shift = 4
	var settled []Report
	for range 30 {
		if r := s.feed(&w); r.State == Settled {
			settled = append(settled, r)
		}
	}
	if len(settled) != 1 || !settled[0].Full {
		t.Fatalf("camera nudged 4 px: settled %d times, want once, full", len(settled))
	}
}

func TestSettlesAfterTheWindow(t *testing.T) {
	s := newScene(4)
	w := Watcher{Settle: 500 * time.Millisecond}
	for range 5 {
		s.feed(&w)
	}
	s.tag(3, 3, 5) // a piece appears in one frame
	s.feed(&w)
	var frames int
	for frames = 1; frames < 60; frames++ {
		if r := s.feed(&w); r.State == Settled {
			break
		}
	}
	if frames != 15 { // 500 ms at 30 frames a second
		t.Errorf("settled after %d still frames, want 15", frames)
	}
}

func BenchmarkFromGray1080p(b *testing.B) {
	g := image.NewGray(image.Rect(0, 0, 1920, 1080))
	for i := range g.Pix {
		g.Pix[i] = uint8(i * 7)
	}
	b.ResetTimer()
	for range b.N {
		FromGray(g, 120, 68)
	}
}

func BenchmarkFeed(b *testing.B) {
	s := newScene(5)
	var thumbs []*Thumb
	for range 8 {
		g, _ := s.next()
		thumbs = append(thumbs, FromGray(g, 120, 68))
	}
	var w Watcher
	at := time.Unix(0, 0)
	b.ResetTimer()
	for i := range b.N {
		at = at.Add(time.Second / 30)
		w.Feed(thumbs[i%len(thumbs)], at)
	}
}

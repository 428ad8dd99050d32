package synth

import (
	"context"
	"errors"
	"fmt"
	"image"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/turbojpeg"
	"mecanoid/vision/watch"
)

// watched plays a live table's frames to a watcher until the table has
// rested after the actions queued, and says what the watcher saw.
type watched struct {
	w        watch.Watcher
	frames   int
	settled  []time.Time
	handLeft time.Time // the last frame with a hand in it
	last     []byte    // the last frame
}

func (v *watched) play(t *testing.T, lt *LiveTable) {
	t.Helper()
	v.settled = nil
	for !lt.Played() {
		e, err := lt.NextEncoded(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		v.frames++
		if lt.handShown() {
			v.handLeft = e.Time
		}
		var th *watch.Thumb
		if turbojpeg.Available {
			small, err := turbojpeg.DecodeSmall(e.Data)
			if err != nil {
				t.Fatal(err)
			}
			th = watch.FromSmall(small, 8, 80, max(1, 80*small.Rect.Dy()/small.Rect.Dx()))
		} else {
			img, err := vision.DecodeImage(e.Name, e.Data)
			if err != nil {
				t.Fatal(err)
			}
			g := vision.Gray(img)
			th = watch.FromGray(g, 80, max(1, 80*g.Rect.Dy()/g.Rect.Dx()))
		}
		if r := v.w.Feed(th, e.Time); r.State == watch.Settled {
			v.settled = append(v.settled, e.Time)
		}
		v.last = e.Data
	}
}

// once checks that the actions just played settled the watcher once,
// after the hand left for the settle window.
func (v *watched) once(t *testing.T, what string) {
	t.Helper()
	if len(v.settled) != 1 {
		t.Fatalf("%s: settled %d times, want once", what, len(v.settled))
	}
	if d := v.settled[0].Sub(v.handLeft); d < 400*time.Millisecond {
		t.Errorf("%s: settled %v after the hand left, before the settle window", what, d)
	}
}

// scanned reads the last frame and says how its pieces differ from the
// table's truth ("" when they do not).
func scanned(t *testing.T, sc *vision.Scanner, data []byte, truth []Placement, faces bool) string {
	t.Helper()
	img, err := vision.DecodeImage("frame", data)
	if err != nil {
		t.Fatal(err)
	}
	st, err := sc.Scan(img)
	if err != nil {
		return err.Error()
	}
	var got, want []string
	for _, p := range st.Pieces {
		f := p.Facing
		if !faces {
			f = ""
		}
		got = append(got, fmt.Sprintf("%s [%d,%d] %s", p.Text, p.Col, p.Row, f))
	}
	for _, p := range truth {
		f := p.Facing
		if !faces {
			f = ""
		}
		want = append(want, fmt.Sprintf("%s [%d,%d] %s", p.Payload, p.Col, p.Row, f))
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		return fmt.Sprintf("read %q, the table has %q", got, want)
	}
	return ""
}

// TestLiveTableDR2D plays a DR2D table's game to a watcher: pieces put
// down, carried, turned in place, taken off, a figurine knocked and set
// back. Each action settles the watcher once, after the hand left; the
// last frame of each reads as the table's truth.
func TestLiveTableDR2D(t *testing.T) {
	lt, err := NewLiveTable(LiveOptions{
		Table: Options{Category: mustCategory(t, "easy"), Size: image.Pt(1280, 720), Seed: 2, Pieces: []Placement{
			{Payload: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "N"}, {Payload: "MC1:DR2D:L:1", Col: 5, Row: 1, Facing: "N"},
		}},
		FPS: 10, Flicker: 0.05, Reach: 400 * time.Millisecond, Carry: 400 * time.Millisecond, Seed: 1,
	})
	if err != nil {
		t.Fatal(err)
	}
	defer lt.Close()
	var v watched
	v.play(t, lt)
	if len(v.settled) != 0 {
		t.Fatalf("settled %d times before any hand came", len(v.settled))
	}
	tr := lt.Truth()
	sc := &vision.Scanner{Game: tag.DR2D, Board: tr.Board}
	if d := scanned(t, sc, v.last, lt.Pieces(), true); d != "" {
		t.Fatalf("at the start: %s", d)
	}
	for _, a := range []struct {
		name  string
		do    func() error
		short bool // played in testing.Short too
	}{
		{"put R2", func() error { return lt.Put(Placement{Payload: "MC1:DR2D:R:2", Col: 4, Row: 3, Facing: "E"}) }, true},
		{"move R1", func() error { return lt.Move(Placement{Payload: "MC1:DR2D:R:1", Col: 3, Row: 5, Facing: "S"}) }, false},
		{"turn R2", func() error { return lt.Move(Placement{Payload: "MC1:DR2D:R:2", Col: 4, Row: 3, Facing: "W"}) }, false},
		{"knock R1", func() error { return lt.Knock("MC1:DR2D:R:1") }, true},
		{"take L1", func() error { return lt.Take("MC1:DR2D:L:1") }, false},
	} {
		if testing.Short() && !a.short {
			continue
		}
		if err := a.do(); err != nil {
			t.Fatalf("%s: %v", a.name, err)
		}
		v.play(t, lt)
		v.once(t, a.name)
		if d := scanned(t, sc, v.last, lt.Pieces(), true); d != "" {
			t.Errorf("after %s: %s", a.name, d)
		}
	}
	want := []Placement{{Payload: "MC1:DR2D:R:1", Col: 3, Row: 5, Facing: "S"}, {Payload: "MC1:DR2D:R:2", Col: 4, Row: 3, Facing: "W"}}
	if !testing.Short() && !slices.Equal(lt.Pieces(), want) {
		t.Errorf("pieces %+v, want %+v", lt.Pieces(), want)
	}
}

// TestLiveTableWaits: with nothing queued and the table rested,
// NextEncoded waits (until its context ends, or an action is queued);
// frames keep their times at FPS from Start all along.
func TestLiveTableWaits(t *testing.T) {
	t0 := time.Date(2026, 11, 26, 20, 0, 0, 0, time.UTC)
	lt, err := NewLiveTable(LiveOptions{
		Table: Options{Category: mustCategory(t, "easy"), Size: image.Pt(320, 180), Seed: 2, Pieces: []Placement{
			{Payload: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "N"},
		}},
		FPS: 10, Rest: 500 * time.Millisecond, Reach: 200 * time.Millisecond, Carry: 200 * time.Millisecond, Start: t0,
	})
	if err != nil {
		t.Fatal(err)
	}
	var n int
	next := func(ctx context.Context) error {
		e, err := lt.NextEncoded(ctx)
		if err != nil {
			return err
		}
		if want := t0.Add(time.Duration(n) * 100 * time.Millisecond); !e.Time.Equal(want) {
			t.Errorf("frame %d at %v, want %v", n, e.Time, want)
		}
		n++
		return nil
	}
	for !lt.Played() {
		if err := next(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if n != 5 {
		t.Errorf("%d still frames at the start, want 5 (0.5 s at 10 a second)", n)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if err := next(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("idle: NextEncoded gave %v, want it to wait until the deadline", err)
	}
	// An action queued while NextEncoded waits wakes it.
	got := make(chan error, 1)
	go func() { got <- next(context.Background()) }()
	if err := lt.Move(Placement{Payload: "MC1:DR2D:R:1", Col: 3, Row: 2, Facing: "E"}); err != nil {
		t.Fatal(err)
	}
	if err := <-got; err != nil {
		t.Fatal(err)
	}
	// Idle returns once the action is played and the table rested.
	done := make(chan error, 1)
	go func() { done <- lt.Idle(context.Background()) }()
	for !lt.Played() {
		if err := next(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if want := []Placement{{Payload: "MC1:DR2D:R:1", Col: 3, Row: 2, Facing: "E"}}; !slices.Equal(lt.Pieces(), want) {
		t.Errorf("pieces %+v, want %+v", lt.Pieces(), want)
	}
	if err := lt.Close(); err != nil {
		t.Fatal(err)
	}
	if err := next(context.Background()); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("closed: NextEncoded gave %v", err)
	}
}

// TestLiveTableSettler reads a live table as the referee does, through a
// watch.Settler: the table as it first stands still, then once per
// action, then nothing until the next action.
func TestLiveTableSettler(t *testing.T) {
	lt, err := NewLiveTable(LiveOptions{
		Table: Options{Category: mustCategory(t, "easy"), Size: image.Pt(640, 360), Seed: 2, Pieces: []Placement{
			{Payload: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "N"}, {Payload: "MC1:DR2D:L:1", Col: 5, Row: 1, Facing: "N"},
		}},
		FPS: 15, Flicker: 0.08, Reach: 300 * time.Millisecond, Carry: 300 * time.Millisecond, Seed: 4,
	})
	if err != nil {
		t.Fatal(err)
	}
	s := &watch.Settler{Stream: lt, Blocks: 80}
	defer s.Close()
	ctx := context.Background()
	if _, err := s.Next(ctx); err != nil {
		t.Fatal(err)
	}
	r1 := Placement{Payload: "MC1:DR2D:R:1", Col: 2, Row: 3, Facing: "N"}
	for i, c := range []struct {
		act  func() error
		then []Placement
	}{
		{func() error { return lt.Move(r1) }, []Placement{r1, {Payload: "MC1:DR2D:L:1", Col: 5, Row: 1, Facing: "N"}}},
		{func() error { return lt.Take("MC1:DR2D:L:1") }, []Placement{r1}},
	} {
		if err := c.act(); err != nil {
			t.Fatal(err)
		}
		f, err := s.Next(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if lt.Played() {
			t.Errorf("action %d: settled at %v, after the table rested", i, f.Time)
		}
		if got := lt.Pieces(); !slices.Equal(got, c.then) {
			t.Errorf("action %d: settled with %+v on the table, want %+v", i, got, c.then)
		}
		if s.Last().Full {
			t.Errorf("action %d: settled to be read whole", i)
		}
	}
	short, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	if f, err := s.Next(short); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("nothing done: Next gave %v (at %v), want it to wait", err, f.Time)
	}
}

// TestLiveTableWorkers: frames made ahead by workers are the frames made
// when asked for, byte for byte, in order.
func TestLiveTableWorkers(t *testing.T) {
	frames := func(workers int) [][]byte {
		lt, err := NewLiveTable(LiveOptions{Table: Options{Category: mustCategory(t, "easy"), Size: image.Pt(320, 180), Seed: 2,
			Pieces: []Placement{{Payload: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "N"}}},
			FPS: 10, Flicker: 0.05, Rest: 300 * time.Millisecond, Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		defer lt.Close()
		if err := lt.Move(Placement{Payload: "MC1:DR2D:R:1", Col: 4, Row: 2, Facing: "S"}); err != nil {
			t.Fatal(err)
		}
		if err := lt.Knock("MC1:DR2D:R:1"); err != nil {
			t.Fatal(err)
		}
		var out [][]byte
		for !lt.Played() {
			e, err := lt.NextEncoded(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, e.Data)
		}
		return out
	}
	one, three := frames(0), frames(3)
	if len(one) != len(three) {
		t.Fatalf("%d frames made when asked, %d ahead", len(one), len(three))
	}
	for i := range one {
		if !slices.Equal(one[i], three[i]) {
			t.Errorf("frame %d made ahead differs", i)
		}
	}
}

// TestLiveTableRealtime: with Realtime, no frame comes before its time.
func TestLiveTableRealtime(t *testing.T) {
	lt, err := NewLiveTable(LiveOptions{Table: Options{Category: mustCategory(t, "easy"), Size: image.Pt(320, 180), Seed: 2},
		FPS: 50, Realtime: true, Rest: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer lt.Close()
	for range 5 {
		e, err := lt.NextEncoded(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if now := time.Now(); now.Before(e.Time) {
			t.Errorf("frame of %v given at %v", e.Time, now)
		}
	}
}

// TestLiveTableRefuses: actions that do not fit the table are refused
// when queued, and the table stays as it was.
func TestLiveTableRefuses(t *testing.T) {
	lt, err := NewLiveTable(LiveOptions{Table: Options{Category: mustCategory(t, "easy"), Size: image.Pt(320, 180), Seed: 2,
		Pieces: []Placement{{Payload: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "N"}}}})
	if err != nil {
		t.Fatal(err)
	}
	defer lt.Close()
	for _, c := range []struct {
		err  error
		says string
	}{
		{lt.Put(Placement{Payload: "MC1:DR2D:R:1", Col: 1, Row: 1, Facing: "N"}), "on the table already"},
		{lt.Move(Placement{Payload: "MC1:DR2D:R:2", Col: 1, Row: 1, Facing: "N"}), "not on the table"},
		{lt.Take("MC1:DR2D:L:1"), "not on the table"},
		{lt.Knock("MC1:DR2D:R:3"), "not on the table"},
		{lt.Move(Placement{Payload: "MC1:DR2D:R:1", Col: 9, Row: 1, Facing: "N"}), "not a cell"},
	} {
		if c.err == nil || !strings.Contains(c.err.Error(), c.says) {
			t.Errorf("err %v, want %q", c.err, c.says)
		}
	}
	if err := lt.Take("MC1:DR2D:R:1"); err != nil {
		t.Errorf("take R1 after the refusals: %v", err)
	}
}

// benchFrame measures a frame of a live table with a hand over it (a
// frame of an action: copy, hand, flicker, noise, JPEG), size big.
func benchFrame(b *testing.B, size image.Point) {
	easy, _ := CategoryByName("easy")
	lt, err := NewLiveTable(LiveOptions{Table: Options{Category: easy, Size: size, Seed: 2, Pieces: []Placement{
		{Payload: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "N"}, {Payload: "MC1:DR2D:L:1", Col: 5, Row: 1, Facing: "N"},
	}}, Flicker: 0.05})
	if err != nil {
		b.Fatal(err)
	}
	if err := lt.Move(Placement{Payload: "MC1:DR2D:R:1", Col: 3, Row: 4, Facing: "E"}); err != nil {
		b.Fatal(err)
	}
	a := lt.queue[0]
	f := a.frames[len(a.frames)/2] // the hand over the board
	var p painter
	b.ResetTimer()
	cpu := cpuTime()
	for i := range b.N {
		if m := p.make(&lt.grain, lt.o, f, i); m.err != nil || !m.hand {
			b.Fatalf("hand %v, %v", m.hand, m.err)
		}
	}
	// Processor time: with GOMAXPROCS=1, a frame on one core whatever
	// else the machine runs.
	spent := cpuTime() - cpu
	b.ReportMetric(float64(spent.Milliseconds())/float64(b.N), "cpu-ms/frame")
	b.ReportMetric(float64(b.N)/spent.Seconds(), "frames/cpu-s")
}

// cpuTime is the processor time the process used so far (vision/bench
// has it, but imports this package).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func BenchmarkLiveFrame1080p(b *testing.B) { benchFrame(b, Size1080p) }
func BenchmarkLiveFrame720p(b *testing.B)  { benchFrame(b, image.Pt(1280, 720)) }

// BenchmarkLivePosition1080p measures drawing a position of a live
// table (each action draws one, two for a knock, when it is queued).
func BenchmarkLivePosition1080p(b *testing.B) {
	easy, _ := CategoryByName("easy")
	lt, err := NewLiveTable(LiveOptions{Table: Options{Category: easy, Seed: 2, Pieces: []Placement{
		{Payload: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "N"}, {Payload: "MC1:DR2D:L:1", Col: 5, Row: 1, Facing: "N"},
	}}})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	cpu := cpuTime()
	for range b.N {
		if _, err := lt.render(lt.planned, lt.plannedLaid); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64((cpuTime()-cpu).Milliseconds())/float64(b.N), "cpu-ms/position")
}

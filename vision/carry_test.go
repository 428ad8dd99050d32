package vision_test

import (
	"errors"
	"fmt"
	"image"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"mecanoid/calibration"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
	"mecanoid/vision/watch"
)

// A carry case: the table before and after, where hands went, and
// whether carrying over must be possible (a move the players make all
// the time) or the frame may only be read whole or refused.
type carryCase struct {
	name          string
	before, after []synth.Placement
	expect        []string   // payloads expected after; nil: every piece after
	hands         []string   // payloads the hand went to: before and after
	handLeft      string     // a hand stays over this piece's tag
	nudge         [3]float64 // the camera moved a little: dx, dy (pixels), turned (degrees)
	changed       func(watch.Report) []image.Rectangle
	carries       bool
}

func onRobot(id, col, row int, facing string) synth.Placement {
	return synth.Placement{Payload: tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: id}.String(), Col: col, Row: row, Facing: facing}
}

func onLaw(id, col, row int) synth.Placement {
	return synth.Placement{Payload: tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: id}.String(), Col: col, Row: row, Facing: "N"}
}

// knocked: the camera shifted by 3 and 2 pixels, turned 0.3°.
var knocked = [3]float64{3, 2, 0.3}

var carryTable = []synth.Placement{onRobot(1, 1, 2, "E"), onRobot(2, 3, 3, "N"), onRobot(3, 5, 1, "S"), onLaw(1, 2, 5), onLaw(2, 5, 4)}

func with(ps []synth.Placement, changes ...synth.Placement) []synth.Placement {
	out := append([]synth.Placement(nil), ps...)
	for _, c := range changes {
		for i := range out {
			if out[i].Payload == c.Payload {
				out[i] = c
			}
		}
	}
	return out
}

func without(ps []synth.Placement, payload string) []synth.Placement {
	var out []synth.Placement
	for _, p := range ps {
		if p.Payload != payload {
			out = append(out, p)
		}
	}
	return out
}

// TestScanChangedIsSafe: each change a table goes through, read with
// carry-over from the state before and where a watcher saw it change,
// gives what a whole reading gives, and the truth; the camera nudged is
// read whole or refused, never carried over.
func TestScanChangedIsSafe(t *testing.T) {
	r2, r3 := carryTable[1].Payload, carryTable[2].Payload
	cases := []carryCase{
		{name: "turned in place", before: carryTable, after: with(carryTable, onRobot(2, 3, 3, "W")), hands: []string{r2}, carries: true},
		{name: "moved to another cell", before: carryTable, after: with(carryTable, onRobot(1, 2, 3, "S")), hands: []string{carryTable[0].Payload}, carries: true},
		{name: "swapped: robot 2 taken, robot 3 on its cell", before: carryTable, after: with(without(carryTable, r2), onRobot(3, 3, 3, "E")), hands: []string{r2, r3}, carries: true},
		{name: "robot 2 taken while expected", before: carryTable, after: without(carryTable, r2), expect: payloads(carryTable), hands: []string{r2}},
		{name: "a law taken off", before: carryTable, after: without(carryTable, carryTable[3].Payload), hands: []string{carryTable[3].Payload}},
		{name: "a hand left over robot 3", before: carryTable, after: carryTable, handLeft: r3},
		{name: "a hand left over a law", before: carryTable, after: carryTable, handLeft: carryTable[4].Payload},
		{name: "camera nudged", before: carryTable, after: carryTable, nudge: knocked},
		{name: "camera nudged, the watcher fooled", before: carryTable, after: carryTable, nudge: knocked,
			changed: func(watch.Report) []image.Rectangle { return []image.Rectangle{image.Rect(900, 500, 940, 540)} }},
		{name: "camera nudged, nothing said to change", before: carryTable, after: carryTable, nudge: knocked,
			changed: func(watch.Report) []image.Rectangle { return []image.Rectangle{} }},
		{name: "camera nudged by a pixel, nothing said to change", before: carryTable, after: carryTable, nudge: [3]float64{1, 0, 0},
			changed: func(watch.Report) []image.Rectangle { return []image.Rectangle{} }},
		{name: "camera turned a tenth of a degree, nothing said to change", before: carryTable, after: carryTable, nudge: [3]float64{0, 0, 0.1},
			changed: func(watch.Report) []image.Rectangle { return []image.Rectangle{} }},
		{name: "a hand left over a corner marker", before: carryTable, after: with(carryTable, onRobot(2, 3, 3, "S")), hands: []string{r2}, handLeft: "MC1:DR2D:C:0"},
		{name: "camera nudged with a move", before: carryTable, after: with(carryTable, onRobot(2, 3, 3, "S")), hands: []string{r2}, nudge: knocked},
	}
	if testing.Short() {
		cases = cases[:3]
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { c.run(t) })
	}
}

func payloads(ps []synth.Placement) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Payload)
	}
	return out
}

const carrySeed = 7

var carryPhotos sync.Map // the tables generated, by their pieces

func carryPhoto(t testing.TB, pieces []synth.Placement) *synth.Photo {
	t.Helper()
	key := fmt.Sprint(pieces)
	if ph, ok := carryPhotos.Load(key); ok {
		return ph.(*synth.Photo)
	}
	cat, _ := synth.CategoryByName("easy")
	ph, err := synth.Generate(synth.Options{Category: cat, Size: synth.Size1080p, Seed: carrySeed, Pieces: pieces})
	if err != nil {
		t.Fatal(err)
	}
	carryPhotos.Store(key, ph)
	return ph
}

func (c carryCase) run(t *testing.T) {
	before, after := carryPhoto(t, c.before), carryPhoto(t, c.after)
	tr := before.Truth
	var markers []calibration.Marker
	for k, m := range tr.Markers {
		markers = append(markers, calibration.Marker{Corner: k, Corners: m.Corners})
	}
	cal, err := calibration.Solve(tr.Board, markers, tr.Width, tr.Height, calibration.Settings{TagHeight: tr.TagHeight})
	if err != nil {
		t.Fatal(err)
	}
	sc := &vision.Scanner{Game: tag.DR2D, Board: tr.Board, Calibration: cal, TagSize: tr.TagSize, Expect: expected(payloads(c.before))}
	prev, err := sc.Scan(before.Image)
	if err != nil {
		t.Fatalf("the table before: %v", err)
	}

	// The frame after, and what a watcher says of it.
	img := cloneRGBA(after.Image)
	truth := slices.Clone(after.Truth.Pieces)
	palm := float64(tr.Height) / 9
	rng := rand.New(rand.NewPCG(carrySeed, 1))
	if c.handLeft != "" {
		at, _ := truthCentre(after.Truth, c.handLeft)
		mask := synth.Hand(img, rng, at.X, at.Y, palm)
		for i := range truth {
			var q [4][2]float64
			for k, p := range truth[i].Corners {
				q[k] = [2]float64{p.X, p.Y}
			}
			truth[i].Hidden = synth.Covered(mask, q)
		}
	}
	if c.nudge != [3]float64{} {
		img = nudge(img, c.nudge[0], c.nudge[1], c.nudge[2])
	}
	synth.Noise(img, rng, 3, 0.5) // each frame its own noise
	w := watch.Watcher{HandHold: time.Second}
	feed := func(im *image.RGBA, at time.Duration) watch.Report {
		g := vision.Gray(im)
		return w.Feed(watch.FromGray(g, g.Rect.Dx()/16, g.Rect.Dy()/16), time.Unix(0, 0).Add(at))
	}
	feed(before.Image, 0)
	at := 100 * time.Millisecond
	for _, p := range c.hands {
		for _, ph := range []*synth.Photo{before, after} {
			if tip, ok := truthCentre(ph.Truth, p); ok {
				hand := cloneRGBA(ph.Image)
				synth.Hand(hand, rand.New(rand.NewPCG(carrySeed, 2)), tip.X, tip.Y, palm)
				feed(hand, at)
				at += 100 * time.Millisecond
			}
		}
	}
	if c.handLeft != "" || c.nudge != [3]float64{} && len(c.hands) == 0 {
		feed(img, at) // the hand comes and stays; the camera knocked
		at += 100 * time.Millisecond
	}
	// A hand left over the board holds the settle back (watch.Report.Hand)
	// until the watcher takes it as part of the table (HandHold): the
	// scanner must then refuse what it hides.
	var rep watch.Report
	held := false
	for end := at + time.Second + w.HandHold; at < end && rep.State != watch.Settled; at += 100 * time.Millisecond {
		rep = feed(img, at)
		held = held || rep.Hand
	}
	if rep.State != watch.Settled {
		t.Fatalf("the watcher did not settle")
	}
	t.Logf("a hand held the settle back: %v", held)
	changed := rep.Changed
	if rep.Full {
		changed = nil
	}
	if c.changed != nil {
		changed = c.changed(rep)
	}

	sc.Expect = expected(c.expect)
	if c.expect == nil {
		sc.Expect = expected(payloads(c.after))
	}
	whole, wholeErr := sc.Scan(img)
	got, err := sc.ScanChanged(img, prev, changed)
	t.Logf("watcher: %d regions, full %v; carried over %v; err %v; whole err %v", len(rep.Changed), rep.Full, got != nil && got.CarriedOver, err, wholeErr)
	if c.nudge != [3]float64{} && got != nil && got.CarriedOver {
		t.Fatalf("the camera moved, yet the state was carried over: %+v", got.Pieces)
	}
	if c.carries && (err != nil || !got.CarriedOver) {
		t.Errorf("a plain move not carried over (err %v)", err)
	}
	switch {
	case err != nil:
		if !errors.Is(err, vision.ErrRescan) || wholeErr == nil {
			t.Errorf("refused (%v) where a whole reading gives a state (err %v)", err, wholeErr)
		}
	case wholeErr != nil:
		t.Errorf("a state %+v where a whole reading refuses: %v", brief(got.Pieces), wholeErr)
	default:
		if !reflect.DeepEqual(brief(got.Pieces), brief(whole.Pieces)) {
			t.Errorf("carried over:\n %v\nread whole:\n %v", brief(got.Pieces), brief(whole.Pieces))
		}
		if why := wrong(truth, got); why != "" {
			t.Errorf("not the truth: %s", why)
		}
	}
}

// TestScanChangedUnchanged: nothing changed, the state before is carried
// over exactly.
func TestScanChangedUnchanged(t *testing.T) {
	ph := carryPhoto(t, carryTable)
	tr := ph.Truth
	sc := &vision.Scanner{Game: tag.DR2D, Board: tr.Board, TagSize: tr.TagSize, Expect: expected(payloads(carryTable))}
	prev, err := sc.Scan(ph.Image)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name    string
		prev    *vision.State
		changed []image.Rectangle
		carried bool
	}{
		{"nothing changed", prev, []image.Rectangle{}, true},
		{"a change on the bare board", prev, []image.Rectangle{image.Rect(880, 500, 896, 516)}, true},
		{"read whole when told", prev, nil, false},
		{"nothing before", nil, []image.Rectangle{}, false},
		{"a state not trusted", &vision.State{Pieces: prev.Pieces, Codes: prev.Codes, Calibration: prev.Calibration}, []image.Rectangle{}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, err := sc.ScanChanged(ph.Image, c.prev, c.changed)
			if err != nil {
				t.Fatal(err)
			}
			if st.CarriedOver != c.carried {
				t.Errorf("carried over %v, want %v", st.CarriedOver, c.carried)
			}
			if !reflect.DeepEqual(st.Pieces, prev.Pieces) {
				t.Errorf("pieces:\n %+v\nwant\n %+v", st.Pieces, prev.Pieces)
			}
		})
	}
}

func expected(ps []string) []tag.Payload {
	var out []tag.Payload
	for _, p := range ps {
		pl, _ := tag.Parse(p)
		out = append(out, pl)
	}
	return out
}

func truthCentre(t synth.Truth, payload string) (calibration.Point, bool) {
	for _, p := range append(t.Pieces, t.Markers...) {
		if p.Payload == payload {
			var c calibration.Point
			for _, q := range p.Corners {
				c = c.Add(q.Scale(0.25))
			}
			return c, true
		}
	}
	return calibration.Point{}, false
}

type seen struct {
	Text, Facing string
	Col, Row     int
}

func brief(ps []vision.Piece) []seen {
	var out []seen
	for _, p := range ps {
		out = append(out, seen{p.Text, p.Facing, p.Col, p.Row})
	}
	return out
}

// wrong says how st differs from the truth ("" when it does not): every
// readable piece where it is, nothing else.
func wrong(truth []synth.Piece, st *vision.State) string {
	got := map[string]vision.Piece{}
	for _, p := range st.Pieces {
		got[p.Text] = p
	}
	why := ""
	for _, p := range truth {
		g, ok := got[p.Payload]
		if !ok && p.Unreadable() {
			continue
		}
		if !ok || g.Col != p.Col || g.Row != p.Row || g.Facing != p.Facing {
			why += p.Payload + " misread; "
		}
		delete(got, p.Payload)
	}
	for text := range got {
		why += text + " read but not there; "
	}
	return why
}

func cloneRGBA(img *image.RGBA) *image.RGBA {
	out := image.NewRGBA(img.Rect)
	copy(out.Pix, img.Pix)
	return out
}

// nudge is the picture the camera takes once knocked: shifted by dx, dy
// pixels and turned by deg degrees about its middle (bilinear).
func nudge(img *image.RGBA, dx, dy, deg float64) *image.RGBA {
	b := img.Rect
	out := image.NewRGBA(b)
	cx, cy := float64(b.Dx())/2, float64(b.Dy())/2
	sin, cos := math.Sincos(deg * math.Pi / 180)
	for y := range b.Dy() {
		for x := range b.Dx() {
			// Where this pixel was before the camera moved.
			u, v := float64(x)-cx-dx, float64(y)-cy-dy
			sx, sy := cos*u+sin*v+cx, -sin*u+cos*v+cy
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			if x0 < 0 || y0 < 0 || x0+1 >= b.Dx() || y0+1 >= b.Dy() {
				continue
			}
			fx, fy := sx-float64(x0), sy-float64(y0)
			o := out.PixOffset(x, y)
			for k := range 4 {
				p := func(xx, yy int) float64 { return float64(img.Pix[img.PixOffset(xx, yy)+k]) }
				top := p(x0, y0)*(1-fx) + p(x0+1, y0)*fx
				bot := p(x0, y0+1)*(1-fx) + p(x0+1, y0+1)*fx
				out.Pix[o+k] = uint8(top*(1-fy) + bot*fy + 0.5)
			}
		}
	}
	return out
}

// BenchmarkScanChanged reads a table where robot 2 was turned in place,
// with carry-over from the table before and read whole, at 1080p and at
// 12 Mpx (the HQ camera).
func BenchmarkScanChanged(b *testing.B) {
	for _, size := range []struct {
		name string
		size image.Point
	}{{"1080p", synth.Size1080p}, {"12Mpx", synth.SizeHQ}} {
		turned := with(carryTable, onRobot(2, 3, 3, "W"))
		cat, _ := synth.CategoryByName("easy")
		var photos [2]*synth.Photo
		for i, ps := range [][]synth.Placement{carryTable, turned} {
			ph, err := synth.Generate(synth.Options{Category: cat, Size: size.size, Seed: carrySeed, Pieces: ps})
			if err != nil {
				b.Fatal(err)
			}
			photos[i] = ph
		}
		tr := photos[0].Truth
		sc := &vision.Scanner{Game: tag.DR2D, Board: tr.Board, TagSize: tr.TagSize, Expect: expected(payloads(carryTable))}
		before, err := vision.DecodeImage("before.jpg", photos[0].JPEG)
		if err != nil {
			b.Fatal(err)
		}
		prev, err := sc.Scan(before)
		if err != nil {
			b.Fatal(err)
		}
		sc.Calibration = prev.Calibration
		// Where the hand went, as a watcher says it.
		var w watch.Watcher
		feed := func(im *image.RGBA, at time.Duration) watch.Report {
			g := vision.Gray(im)
			return w.Feed(watch.FromGray(g, 120, 120*g.Rect.Dy()/g.Rect.Dx()), time.Unix(0, 0).Add(at))
		}
		feed(photos[0].Image, 0)
		tip, _ := truthCentre(tr, carryTable[1].Payload)
		hand := cloneRGBA(photos[0].Image)
		synth.Hand(hand, rand.New(rand.NewPCG(carrySeed, 2)), tip.X, tip.Y, float64(tr.Height)/9)
		feed(hand, 100*time.Millisecond)
		rep := feed(photos[1].Image, 200*time.Millisecond)
		rep = feed(photos[1].Image, time.Second)
		if rep.State != watch.Settled || rep.Full {
			b.Fatalf("the watcher: %+v", rep.State)
		}
		img, err := vision.DecodeImage("after.jpg", photos[1].JPEG) // as a camera gives it
		if err != nil {
			b.Fatal(err)
		}
		if st, err := sc.ScanChanged(img, prev, rep.Changed); err != nil || !st.CarriedOver {
			b.Fatalf("not carried over: %v", err)
		}
		b.Run(size.name+"/carried-over", func(b *testing.B) {
			for b.Loop() {
				if _, err := sc.ScanChanged(img, prev, rep.Changed); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(size.name+"/whole", func(b *testing.B) {
			for b.Loop() {
				if _, err := sc.Scan(img); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

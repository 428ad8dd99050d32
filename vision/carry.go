package vision

import (
	"image"
	"math"

	"mecanoid/calibration"
	"mecanoid/tag"
)

// ScanChanged reads a settled frame again knowing the state read before
// (prev, returned by Scan or ScanChanged without an error) and where the
// frame changed since (changed, in the frame's pixels: a watch.Report's
// Changed; nil when the Report says Full). Only the changed places are
// decoded again, grown to hold whole tags; the codes of prev lying wholly
// outside them are carried over as they were (cell, facing, corners), and
// the state is made from both by the same rules as Scan's.
//
// Whatever it cannot vouch for makes it read the frame whole with Scan,
// so that it never gives a state a whole reading would not: changed nil,
// prev nil or not trusted, a corner marker hidden or moved by a pixel from
// where it was (the camera nudged, the board pushed), a tag read where a
// carried one lies or at another place than its carried copy, an expected
// piece not read (a whole reading looks harder for it, and refuses if it
// stays hidden), windows covering most of the frame. A piece of prev in a
// changed place and not read again, not expected, is gone: a whole reading
// would not look harder for it either. An empty changed (not nil) says
// nothing changed: prev is carried over once the corner markers are found
// where they were.
//
// State.CarriedOver tells whether it carried over or read whole. It
// trusts changed: a piece changed where changed says nothing did would
// stay as it was. So changed must hold every change since the frame prev
// was read from: a watcher's Changed are since its last settle, and after
// a settle whose reading was refused the next one is read whole (prev
// nil), or given the union of the Changed since prev's frame.
func (s *Scanner) ScanChanged(img image.Image, prev *State, changed []image.Rectangle) (*State, error) {
	g := Gray(img)
	if st, ok := s.carry(g, prev, changed); ok {
		return st, nil
	}
	codes, err := s.decode(g)
	if err != nil {
		return nil, err
	}
	return s.read(g, codes)
}

// carry is ScanChanged's reading of the changed places; ok is false when
// the frame must be read whole.
func (s *Scanner) carry(g *image.Gray, prev *State, changed []image.Rectangle) (st *State, ok bool) {
	if prev == nil || changed == nil || !prev.trusted || prev.Calibration == nil {
		return nil, false
	}
	cal := prev.Calibration
	frame := g.Rect
	if cal.Width != frame.Dx() || cal.Height != frame.Dy() {
		return nil, false
	}
	// The scanner of this frame: prev's calibration, which the corner
	// markers are checked against below.
	c := *s
	c.Calibration = cal
	dec := c.decoder(g)

	// How far a tag reaches: the largest code read, with its quiet zone.
	ext := 0.0
	for _, code := range prev.Codes {
		b := codeBox(code, tag.QuietModules*code.ModulePx)
		ext = math.Max(ext, float64(max(b.Dx(), b.Dy())))
	}
	if ext == 0 {
		return nil, false
	}

	// What changed touches is read again; the rest is carried over. The
	// corner markers are carried over, a hand over them or not, once
	// checked below.
	var carried []Code
	for _, code := range prev.Codes {
		if c.isMarker(code) || !overlapsAny(codeBox(code, carryMargin*code.ModulePx), changed) {
			carried = append(carried, code)
		}
	}
	// The camera nudged, the board pushed, move the corner markers: each
	// must still be where it was, to the pixel, or the frame is read
	// whole. Then the calibration and the markers' corners hold.
	if len(prev.marks) < 3 {
		return nil, false
	}
	for _, m := range prev.marks {
		if !m.still(g) {
			return nil, false
		}
	}

	// The changed places, grown so that every tag they touch lies whole
	// in one window, decoded.
	wins := windows(changed, int(math.Ceil(ext)), frame)
	area := 0
	for _, w := range wins {
		area += w.Dx() * w.Dy()
	}
	if float64(area) > maxWindowShare*float64(frame.Dx()*frame.Dy()) {
		return nil, false // as costly as a whole reading, which looks harder
	}
	var fresh []Code
	for _, win := range wins {
		found, err := dec.Decode(g.SubImage(win).(*image.Gray))
		if err != nil {
			return nil, false
		}
		for _, code := range found {
			fresh = addCode(fresh, code)
		}
	}
	var codes []Code
	codes = append(codes, carried...)
	for _, f := range fresh {
		keep := true
		for _, k := range carried {
			switch {
			case f.Text == k.Text && sameTag(f, k):
				keep = false // a carried tag at a window's edge, read again where it was
			case f.Text == k.Text, quadsOverlap(f.Corners, k.Corners):
				return nil, false // read at two places, or over a carried tag
			}
		}
		if keep {
			codes = append(codes, f)
		}
	}
	// A piece read before in a changed place and not now is gone, or
	// hidden: as for a whole reading, which looks no harder for it, that
	// is gone unless it is expected. An expected piece not read is for a
	// whole reading to look harder for, and to refuse if it stays hidden.
	have := map[string]bool{}
	for _, code := range codes {
		have[code.Text] = true
	}
	for _, want := range s.Expect {
		if !have[want.String()] {
			return nil, false
		}
	}
	st, err := c.read(g, codes)
	if err != nil || st.Recalibrated {
		return nil, false
	}
	st.CarriedOver = true
	st.marks = prev.marks // where the carried corners were measured
	return st, true
}

// maxWindowShare: windows covering more of the frame than this are
// read whole instead.
const maxWindowShare = 0.6

// carryMargin: a code is read again when a change comes within this many
// modules of it.
const carryMargin = 2

func (s *Scanner) isMarker(c Code) bool {
	p, err := tag.Parse(c.Text)
	return err == nil && p.Kind == tag.Corner && (s.Game == "" || p.Game == s.Game)
}

// codeBox is the pixel rectangle bounding c's corners, grown by m pixels.
func codeBox(c Code, m float64) image.Rectangle {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, q := range c.Corners {
		minX, maxX = math.Min(minX, q.X), math.Max(maxX, q.X)
		minY, maxY = math.Min(minY, q.Y), math.Max(maxY, q.Y)
	}
	return image.Rect(int(math.Floor(minX-m)), int(math.Floor(minY-m)), int(math.Ceil(maxX+m)), int(math.Ceil(maxY+m)))
}

// quadsOverlap: two convex quadrilaterals share some area (no edge of
// either separates them).
func quadsOverlap(a, b [4]calibration.Point) bool {
	separates := func(p, q [4]calibration.Point) bool {
		for i := range 4 {
			e := p[(i+1)%4].Sub(p[i])
			n := calibration.Point{X: -e.Y, Y: e.X}
			dot := func(v calibration.Point) float64 { return v.X*n.X + v.Y*n.Y }
			pMin, pMax := math.Inf(1), math.Inf(-1)
			qMin, qMax := math.Inf(1), math.Inf(-1)
			for k := range 4 {
				pMin, pMax = math.Min(pMin, dot(p[k])), math.Max(pMax, dot(p[k]))
				qMin, qMax = math.Min(qMin, dot(q[k])), math.Max(qMax, dot(q[k]))
			}
			if pMax <= qMin || qMax <= pMin {
				return true
			}
		}
		return false
	}
	return !separates(a, b) && !separates(b, a)
}

func overlapsAny(r image.Rectangle, rs []image.Rectangle) bool {
	for _, o := range rs {
		if r.Overlaps(o) {
			return true
		}
	}
	return false
}

// sameTag: two reads of one tag that has not moved, the second in
// another window (the decoder places corners to a module or so
// differently from one window to another).
func sameTag(a, b Code) bool {
	d := math.Abs(math.Remainder(a.Angle()-b.Angle(), 2*math.Pi))
	return a.Centre().Sub(b.Centre()).Len() <= 1.5*math.Max(a.ModulePx, b.ModulePx) && d <= 10*math.Pi/180
}

// windows are the places to decode: each changed rectangle grown by ext
// pixels (a tag touching it lies whole inside), within frame, those that
// overlap merged while their bounding box costs little more than they do.
func windows(changed []image.Rectangle, ext int, frame image.Rectangle) []image.Rectangle {
	// The watcher's blocks come row by row: runs of touching blocks first.
	var runs []image.Rectangle
	for _, r := range changed {
		if n := len(runs); n > 0 && runs[n-1].Min.Y == r.Min.Y && runs[n-1].Max.Y == r.Max.Y && runs[n-1].Max.X >= r.Min.X && r.Max.X >= runs[n-1].Min.X {
			runs[n-1] = runs[n-1].Union(r)
			continue
		}
		runs = append(runs, r)
	}
	var ws []image.Rectangle
	for _, r := range runs {
		if w := r.Inset(-ext).Intersect(frame); !w.Empty() {
			ws = append(ws, w)
		}
	}
	area := func(r image.Rectangle) int { return r.Dx() * r.Dy() }
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(ws); i++ {
			for j := i + 1; j < len(ws); j++ {
				a, b := ws[i], ws[j]
				if !a.Overlaps(b) {
					continue
				}
				u, in := a.Union(b), a.Intersect(b)
				if 4*area(u) > 5*(area(a)+area(b)-area(in)) {
					continue
				}
				ws[i] = u
				ws = append(ws[:j], ws[j+1:]...)
				merged = true
				j = i
			}
		}
	}
	return ws
}

// A mark is the picture around a corner marker in the frame its corners
// were read from: the camera has not moved while the marker is found
// there again, to the pixel (ScanChanged carries over corners measured
// in that frame).
type mark struct {
	r   image.Rectangle
	pix []uint8
}

// markShift: how far (pixels) a marker is looked for around where it
// was. A pixel is enough: moved further, it matches best at the edge of
// the search, or nowhere clearly.
const markShift = 1

// marks keeps the picture around each corner marker among codes.
func (s *Scanner) marks(g *image.Gray, codes []Code) []mark {
	var out []mark
	for _, c := range codes {
		if !s.isMarker(c) {
			continue
		}
		r := codeBox(c, 2*c.ModulePx).Intersect(g.Rect.Inset(markShift))
		if r.Dx() < 8 || r.Dy() < 8 {
			continue
		}
		m := mark{r: r, pix: make([]uint8, 0, r.Dx()*r.Dy())}
		for y := r.Min.Y; y < r.Max.Y; y++ {
			i := g.PixOffset(r.Min.X, y)
			m.pix = append(m.pix, g.Pix[i:i+r.Dx()]...)
		}
		out = append(out, m)
	}
	return out
}

// still tells whether g shows the marker where m saw it: the picture
// matches best unshifted (the lamp's brightness taken out), within half
// a pixel, and clearly (its edges seen).
func (m mark) still(g *image.Gray) bool {
	if !m.r.Inset(-markShift).In(g.Rect) {
		return false
	}
	w, h := m.r.Dx(), m.r.Dy()
	var sumA, sumB float64
	for y := range h {
		i := g.PixOffset(m.r.Min.X, m.r.Min.Y+y)
		for x := range w {
			sumA += float64(m.pix[y*w+x])
			sumB += float64(g.Pix[i+x])
		}
	}
	if sumA == 0 || sumB == 0 {
		return false
	}
	gain := sumB / sumA
	const n = 2*markShift + 1
	var sad [n][n]float64
	best, bx, by := math.Inf(1), 0, 0
	for dy := -markShift; dy <= markShift; dy++ {
		for dx := -markShift; dx <= markShift; dx++ {
			var d float64
			for y := markShift; y < h-markShift; y++ {
				i := g.PixOffset(m.r.Min.X+dx, m.r.Min.Y+y+dy)
				for x := markShift; x < w-markShift; x++ {
					d += math.Abs(float64(g.Pix[i+x]) - gain*float64(m.pix[y*w+x]))
				}
			}
			sad[dy+markShift][dx+markShift] = d
			if d < best {
				best, bx, by = d, dx, dy
			}
		}
	}
	c := markShift
	o := sad[c][c]
	if bx != 0 || by != 0 || min(sad[c][c-1], sad[c][c+1], sad[c-1][c], sad[c+1][c]) < markPeak*o {
		return false // moved, or nothing left to place it by (a hand over it)
	}
	// Half a pixel, from the rise of the difference either side.
	sub := func(a, b float64) float64 { return (a - b) / (2 * (a - 2*o + b)) }
	return math.Abs(sub(sad[c][c-1], sad[c][c+1])) <= 0.5 && math.Abs(sub(sad[c-1][c], sad[c+1][c])) <= 0.5
}

// markPeak: a marker in place differs from its picture before by
// noise alone, and by this many times more once shifted by a pixel; a
// hand over it, nothing left of its edges, flattens the difference.
const markPeak = 1.25

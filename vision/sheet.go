package vision

import (
	"errors"
	"fmt"
	"image"
	"math"
	"sort"
	"strings"

	"mecanoid/calibration"
	"mecanoid/tag"
)

// Reading a photo of a filled cartridge sheet: the QR code in its top-left
// corner names the robot and the turn, and places the sheet roughly; the four
// black squares at its corners place it exactly (a homography, so the photo
// may be taken at any angle, upside down or in perspective); then each tick
// box is looked into, inside its printed outline (tag.SheetLayout, the one
// print draws with), and the boxes ticked are what the game reads its
// program from. The reader refuses to guess: a mark it cannot call a tick or
// nothing, or two ticks in one group, is a tag.TickError naming the move and
// the box.

// ErrNoSheet: the photo shows no cartridge sheet's code: no QR code, a
// foreign one (also tag.ErrForeign), or a board piece's tag (also
// tag.ErrNotSheet).
var ErrNoSheet = errors.New("vision: no cartridge sheet in the photo")

// ErrSheet: the sheet's code was read but the sheet cannot be measured (a
// corner square hidden or out of the photo, the sheet too small, two sheets
// in view): take the photo again.
var ErrSheet = errors.New("vision: cartridge sheet cannot be read")

// Mark is what a tick box holds.
type Mark int

const (
	Empty    Mark = iota
	Ticked        // a cross, a check mark, a filled box
	Doubtful      // a faint mark or a speck: neither a tick nor nothing
)

func (m Mark) String() string {
	switch m {
	case Empty:
		return "empty"
	case Ticked:
		return "ticked"
	case Doubtful:
		return "doubtful"
	}
	return fmt.Sprintf("Mark(%d)", int(m))
}

// BoxMark is one tick box as read.
type BoxMark struct {
	Box  tag.Box
	Mark Mark
	// Ink is the share of the box's inside (its printed outline left out)
	// that is as dark as ink; Faint the share darker than paper at all.
	Ink, Faint float64
}

// Sheet is a cartridge sheet read from a photo.
type Sheet struct {
	ID      tag.SheetID
	Ticked  []tag.Box              // one box at most a group (tag.CheckTicks)
	Boxes   []BoxMark              // every box, in the layout's order
	Code    Code                   // the sheet's QR code
	ToImage calibration.Homography // sheet millimetres to photo pixels
	PxPerMM float64                // the photo's scale on the sheet, where it is smallest
}

// SheetReader reads cartridge sheets.
type SheetReader struct {
	Layout  tag.SheetLayout // the game's (DR2D: game/dr2d/cartridge.Sheet)
	Decoder Decoder         // nil: DefaultReader(), the scale of the photo unknown
}

// Thresholds of the reader.
const (
	// boxInset: the inside of a box is looked at this far (mm) in from its
	// edge, clear of its printed outline and of where the outline blurs.
	boxInset = 1.2
	// inkLevel and faintLevel are darkness thresholds, as shares of the
	// darkness of the black corner squares in the same photo: ink is at least
	// inkLevel as dark as them, a faint mark faintLevel.
	inkLevel   = 0.45
	faintLevel = 0.15
	// tickShare: a box whose inside is inked over this share is ticked (a
	// check mark inks some 15%, a cross 25 to 40%); emptyShare: a box
	// marked, faintly or not, over less than this share is empty (noise,
	// dust). In between, the box is doubtful.
	tickShare  = 0.07
	emptyShare = 0.05
	// minBoxPx: the inside of a box must span this many pixels across to be
	// judged (2 px per mm). Ticks are read reliably from 4 px per mm; below,
	// a blurred pen stroke fades to a faint mark and the box is doubtful.
	minBoxPx = 9.0
	// outlineSeen: a box's printed outline, where the homography puts it, is
	// this much darker than the paper around it when the homography is right
	// (0.45 and more in sharp photos, above 0.3 blurred); minAligned: the
	// share of boxes that must be so for the sheet to be placed.
	outlineSeen = 0.15
	minAligned  = 0.8
)

// ReadSheet reads a photo of a cartridge sheet of layout l printed by
// mecanoid.
func ReadSheet(img image.Image, l tag.SheetLayout) (*Sheet, error) {
	return SheetReader{Layout: l}.Read(img)
}

// Read reads the sheet in img. When the sheet was found but its ticks do
// not give one choice a group, it returns the sheet as read (ID, boxes)
// with a *tag.TickError listing every problem, move by move.
func (r SheetReader) Read(img image.Image) (*Sheet, error) {
	l := r.Layout
	if len(l.Boxes) == 0 {
		return nil, errors.New("vision: a sheet reader without a layout")
	}
	dec := r.Decoder
	if dec == nil {
		dec = DefaultReader()
	}
	g := Gray(img)
	codes, err := dec.Decode(g)
	if err != nil {
		return nil, err
	}
	code, id, err := sheetCode(codes)
	if err != nil {
		return nil, err
	}
	s := &Sheet{ID: id, Code: code}
	var qr []calibration.Point
	for _, c := range l.QRCorners() {
		qr = append(qr, calibration.Point{X: c[0], Y: c[1]})
	}
	rough, err := calibration.FromPoints(qr, code.Corners[:])
	if err != nil {
		return s, fmt.Errorf("%w: its code %s cannot place it (%v)", ErrSheet, id, err)
	}
	pxPerMM := code.ModulePx / tag.ModuleSize(l.QRSize)
	pp := newPaper(g, int(math.Round(6*pxPerMM)))
	h, black, err := findFiducials(pp, l, rough, code, pxPerMM)
	if err != nil {
		return s, err
	}
	s.ToImage = h
	s.PxPerMM = math.Inf(1)
	for _, b := range l.Boxes {
		s.PxPerMM = math.Min(s.PxPerMM, localScale(h, b.Centre(l.BoxSize)))
	}
	if side := (l.BoxSize - 2*boxInset) * s.PxPerMM; side < minBoxPx {
		return s, fmt.Errorf("%w: the sheet is too small in the photo (%.1f px per mm, a box's inside %.0f px across; at least %.0f): come closer",
			ErrSheet, s.PxPerMM, side, minBoxPx)
	}
	if black < 0.3 {
		return s, fmt.Errorf("%w: too little contrast (the black squares are only %.0f%% darker than the paper): light the sheet evenly, without glare",
			ErrSheet, 100*black)
	}

	var ticked []tag.Box
	var problems []tag.TickProblem
	for _, b := range l.Boxes {
		bm := judgeBox(pp, h, l, b, black)
		s.Boxes = append(s.Boxes, bm)
		switch bm.Mark {
		case Ticked:
			ticked = append(ticked, b)
		case Doubtful:
			problems = append(problems, tag.TickProblem{Move: b.Move, Group: b.Group, Label: b.Label,
				Why: "faint mark, tick it clearly or leave it empty"})
		}
	}
	var te *tag.TickError
	if errors.As(tag.CheckTicks(ticked), &te) {
		problems = append(problems, te.Problems...)
	}
	if len(problems) > 0 {
		return s, &tag.TickError{Problems: tag.SortProblems(problems)}
	}
	s.Ticked = ticked
	return s, nil
}

// sheetCode picks the one sheet code among the codes of a photo.
func sheetCode(codes []Code) (Code, tag.SheetID, error) {
	var sheets []Code
	var ids []tag.SheetID
	var notSheet, foreign, invalid error
	for _, c := range codes {
		id, err := tag.ParseSheet(c.Text)
		switch {
		case err == nil:
			sheets = append(sheets, c)
			ids = append(ids, id)
		case errors.Is(err, tag.ErrNotSheet) && notSheet == nil:
			notSheet = err
		case errors.Is(err, tag.ErrForeign) && foreign == nil:
			foreign = err
		case errors.Is(err, tag.ErrInvalid) && invalid == nil:
			invalid = err
		}
	}
	switch {
	case len(sheets) == 1:
		return sheets[0], ids[0], nil
	case len(sheets) > 1:
		var names []string
		for _, id := range ids {
			names = append(names, fmt.Sprintf("robot %d turn %d", id.Robot, id.Turn))
		}
		return Code{}, tag.SheetID{}, fmt.Errorf("%w: %d sheets in view (%s): photograph one at a time", ErrSheet, len(sheets), strings.Join(names, ", "))
	case notSheet != nil:
		return Code{}, tag.SheetID{}, fmt.Errorf("%w: %w; a sheet's code is at its top left", ErrNoSheet, notSheet)
	case invalid != nil:
		return Code{}, tag.SheetID{}, fmt.Errorf("%w: %w", ErrNoSheet, invalid)
	case foreign != nil:
		return Code{}, tag.SheetID{}, fmt.Errorf("%w: the only QR code is not mecanoid's (%w)", ErrNoSheet, foreign)
	}
	return Code{}, tag.SheetID{}, fmt.Errorf("%w: no QR code found; the sheet's code (top left) must be in the photo, flat and sharp", ErrNoSheet)
}

var cornerNames = [4]string{"top-left", "top-right", "bottom-right", "bottom-left"}

// findFiducials finds the four black squares at the corners of the sheet,
// the homography sheet → photo they give, and how dark they are (0 paper
// white, 1 black): the ink of this photo. The QR code's corners place the
// sheet roughly (far from the code, perspective can move a corner by a
// quarter of the sheet), so the squares are looked for among the solid
// squares of their size around where the code puts them: each is the
// outermost of them towards its own corner (every filled box lies inside
// the four), and of a few such choices, the one whose box outlines land on
// the printed ones wins.
func findFiducials(pp *paper, l tag.SheetLayout, rough calibration.Homography, code Code, pxPerMM float64) (calibration.Homography, float64, error) {
	back, err := rough.Inverse()
	if err != nil {
		return calibration.Homography{}, 0, fmt.Errorf("%w: %v", ErrSheet, err)
	}
	// Where to look: the sheet, grown by half its size each way.
	region := pp.g.Rect
	var pts []calibration.Point
	for _, c := range [][2]float64{{-0.5, -0.5}, {1.5, -0.5}, {1.5, 1.5}, {-0.5, 1.5}} {
		x, y := c[0]*l.W, c[1]*l.H
		w := rough[6]*x + rough[7]*y + rough[8]
		if w <= 0 { // beyond the horizon of the rough placement: look everywhere
			pts = nil
			break
		}
		pts = append(pts, rough.Apply(calibration.Point{X: x, Y: y}))
	}
	if pts != nil {
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, p := range pts {
			x0, y0, x1, y1 = math.Min(x0, p.X), math.Min(y0, p.Y), math.Max(x1, p.X), math.Max(y1, p.Y)
		}
		region = image.Rect(int(x0), int(y0), int(x1)+1, int(y1)+1).Intersect(pp.g.Rect)
	}
	side := l.FiducialSize * pxPerMM
	blobs := pp.inkBlobs(region, int(side*side/4), int(side*side*5))
	// Candidates for each corner, in rough sheet coordinates.
	qrHalf := l.QRSize/2 + 1
	type cand struct {
		b     inkBlob
		rough calibration.Point
	}
	var cands []cand
	for _, b := range blobs {
		if !b.squareness() || b.touches {
			continue
		}
		s := math.Sqrt(float64(b.n)) / side
		if s < 0.5 || s > 2.2 {
			continue
		}
		q := back.Apply(b.centre)
		if math.Abs(q.X-l.QRCentre[0]) < qrHalf && math.Abs(q.Y-l.QRCentre[1]) < qrHalf {
			continue // the finder patterns' cores
		}
		cands = append(cands, cand{b, q})
	}
	const perCorner = 3
	var choices [4][]cand
	for k, f := range l.Fiducials {
		// The farther from the code, the less the rough placement is worth.
		reach := 12 + 0.45*math.Hypot(f[0]-l.QRCentre[0], f[1]-l.QRCentre[1])
		dx, dy := 1/l.W, 1/l.H
		if k == 0 || k == 3 {
			dx = -dx
		}
		if k < 2 {
			dy = -dy
		}
		var in []cand
		for _, c := range cands {
			if math.Hypot(c.rough.X-f[0], c.rough.Y-f[1]) < reach {
				in = append(in, c)
			}
		}
		sort.Slice(in, func(i, j int) bool {
			return in[i].rough.X*dx+in[i].rough.Y*dy > in[j].rough.X*dx+in[j].rough.Y*dy
		})
		if len(in) == 0 {
			return calibration.Homography{}, 0, fmt.Errorf("%w: the black square at the sheet's %s corner is not in view: photograph the whole sheet, flat, nothing over its corners",
				ErrSheet, cornerNames[k])
		}
		choices[k] = in[:min(perCorner, len(in))]
	}
	src := make([]calibration.Point, 4)
	for k, f := range l.Fiducials {
		src[k] = calibration.Point{X: f[0], Y: f[1]}
	}
	best, bestScore, bestAligned := calibration.Homography{}, math.Inf(-1), 0.0
	dst := make([]calibration.Point, 4)
	for _, a := range choices[0] {
		for _, b := range choices[1] {
			for _, c := range choices[2] {
				for _, d := range choices[3] {
					set := [4]inkBlob{a.b, b.b, c.b, d.b}
					for k := range set {
						dst[k] = set[k].centre
					}
					if twice(dst) {
						continue // one square chosen for two corners
					}
					h, err := calibration.FromPoints(src, dst)
					if err != nil || !plausible(h, l, set, code) {
						continue
					}
					if s, ok := outlineContrast(pp, h, l); s > bestScore {
						best, bestScore, bestAligned = h, s, ok
					}
				}
			}
		}
	}
	// Box outlines are thin lines: even blurred, placed right they stand
	// out from the paper around them. A wrong choice of corner squares still
	// puts some boxes right, near the right corners, but not most.
	if bestAligned < minAligned {
		return calibration.Homography{}, 0, fmt.Errorf("%w: the four black corner squares were not all found (is the whole sheet in view, flat, nothing over its corners?)", ErrSheet)
	}
	var ds []float64
	for _, f := range l.Fiducials {
		ds = append(ds, meanDark(pp, best, f[0]-l.FiducialSize*0.3, f[1]-l.FiducialSize*0.3, l.FiducialSize*0.6))
	}
	sort.Float64s(ds)
	return best, (ds[1] + ds[2]) / 2, nil
}

func twice(ps []calibration.Point) bool {
	for i := range ps {
		for j := i + 1; j < len(ps); j++ {
			if ps[i] == ps[j] {
				return true
			}
		}
	}
	return false
}

// plausible checks a choice of corner squares: each is the size the
// homography expects of a fiducial there, and the homography puts the QR
// code where it was read.
func plausible(h calibration.Homography, l tag.SheetLayout, set [4]inkBlob, code Code) bool {
	s := l.FiducialSize / 2
	for k, f := range l.Fiducials {
		var q [4]calibration.Point
		for i, c := range [4][2]float64{{-s, -s}, {s, -s}, {s, s}, {-s, s}} {
			q[i] = h.Apply(calibration.Point{X: f[0] + c[0], Y: f[1] + c[1]})
		}
		ratio := float64(set[k].n) / math.Max(quadArea(q), 1)
		if ratio < 0.5 || ratio > 1.8 {
			return false
		}
	}
	// The decoder's corners of the code (top-left, top-right, bottom-left
	// are the finder patterns'; the fourth is guessed).
	qr := l.QRCorners()
	for _, i := range []int{0, 1, 3} {
		p := h.Apply(calibration.Point{X: qr[i][0], Y: qr[i][1]})
		if p.Sub(code.Corners[i]).Len() > 3*code.ModulePx+3 {
			return false
		}
	}
	return true
}

func quadArea(q [4]calibration.Point) float64 {
	var a float64
	for i := range 4 {
		a += q[i].X*q[(i+1)%4].Y - q[(i+1)%4].X*q[i].Y
	}
	return math.Abs(a) / 2
}

// outlineContrast is how much darker the printed outlines of the boxes are,
// where h puts them, than the paper just outside them, on average (high
// when h is right), and the share of boxes whose outline stands out.
func outlineContrast(pp *paper, h calibration.Homography, l tag.SheetLayout) (mean, aligned float64) {
	const step = 0.7 // mm between samples along an outline
	in := l.BoxLine / 2
	var sum float64
	ok := 0
	for _, b := range l.Boxes {
		x0, y0, bs := b.Min[0], b.Min[1], l.BoxSize
		var line, out float64
		n := 0
		for t := step / 2; t < bs; t += step {
			// Along each side: on the line (the darkest of a few places
			// across it, for a homography a little off) and 1.3 mm outside.
			for _, side := range [4][4]float64{
				{x0 + t, y0 + in, 0, -1}, {x0 + bs - in, y0 + t, 1, 0},
				{x0 + t, y0 + bs - in, 0, 1}, {x0 + in, y0 + t, -1, 0},
			} {
				darkest := 0.0
				for _, o := range []float64{-0.4, 0, 0.4} {
					d := pp.dark(h.Apply(calibration.Point{X: side[0] + o*side[2], Y: side[1] + o*side[3]}))
					darkest = math.Max(darkest, d)
				}
				d := pp.dark(h.Apply(calibration.Point{X: side[0] + 1.3*side[2], Y: side[1] + 1.3*side[3]}))
				line += darkest
				out += math.Max(d, 0)
				n++
			}
		}
		c := (line - out) / float64(n)
		sum += c
		if c > outlineSeen {
			ok++
		}
	}
	return sum / float64(len(l.Boxes)), float64(ok) / float64(len(l.Boxes))
}

// meanDark is the mean darkness over a square of the sheet (mm).
func meanDark(pp *paper, h calibration.Homography, x, y, side float64) float64 {
	const n = 8
	var sum float64
	for i := range n {
		for j := range n {
			d := pp.dark(h.Apply(calibration.Point{X: x + side*(float64(i)+0.5)/n, Y: y + side*(float64(j)+0.5)/n}))
			sum += math.Max(d, 0)
		}
	}
	return sum / (n * n)
}

// localScale is how many photo pixels a sheet millimetre spans at p.
func localScale(h calibration.Homography, p [2]float64) float64 {
	o := h.Apply(calibration.Point{X: p[0], Y: p[1]})
	dx := h.Apply(calibration.Point{X: p[0] + 1, Y: p[1]}).Sub(o).Len()
	dy := h.Apply(calibration.Point{X: p[0], Y: p[1] + 1}).Sub(o).Len()
	return math.Sqrt(dx * dy)
}

// judgeBox looks inside box b, its printed outline left out, at about one
// sample per photo pixel; black is the darkness of the corner squares.
func judgeBox(pp *paper, h calibration.Homography, l tag.SheetLayout, b tag.Box, black float64) BoxMark {
	side := l.BoxSize - 2*boxInset
	n := int(math.Ceil(side * localScale(h, b.Centre(l.BoxSize))))
	n = min(max(n, 8), 48)
	var ink, faint, total int
	for i := range n {
		for j := range n {
			p := calibration.Point{X: b.Min[0] + boxInset + side*(float64(i)+0.5)/float64(n),
				Y: b.Min[1] + boxInset + side*(float64(j)+0.5)/float64(n)}
			d := pp.dark(h.Apply(p))
			if d < 0 {
				continue // off the photo
			}
			total++
			if d > inkLevel*black {
				ink++
			}
			if d > faintLevel*black {
				faint++
			}
		}
	}
	bm := BoxMark{Box: b, Mark: Doubtful}
	if total < n*n/2 {
		return bm // mostly off the photo
	}
	bm.Ink, bm.Faint = float64(ink)/float64(total), float64(faint)/float64(total)
	switch {
	case bm.Ink >= tickShare:
		bm.Mark = Ticked
	case bm.Faint < emptyShare:
		bm.Mark = Empty
	}
	return bm
}

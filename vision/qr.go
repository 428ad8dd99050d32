package vision

import (
	"errors"
	"image"
	"math"
	"sort"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"

	"mecanoid/calibration"
	"mecanoid/tag"
)

// Code is a QR code found in a picture.
type Code struct {
	Text string
	// Corners of the symbol (quiet zone excluded) in the picture, in the
	// code's own order: top-left, top-right, bottom-right, bottom-left as
	// printed. Their turn gives the facing of the piece (tag.Angle).
	Corners  [4]calibration.Point
	ModulePx float64 // side of a module in the picture
}

// Centre is the middle of the symbol.
func (c Code) Centre() calibration.Point {
	var p calibration.Point
	for _, q := range c.Corners {
		p.X += q.X / 4
		p.Y += q.Y / 4
	}
	return p
}

// corners2 gives the corners as tag's plain pairs.
func (c Code) corners2() (tl, tr, br, bl [2]float64) {
	k := c.Corners
	return [2]float64{k[0].X, k[0].Y}, [2]float64{k[1].X, k[1].Y}, [2]float64{k[2].X, k[2].Y}, [2]float64{k[3].X, k[3].Y}
}

// Angle is the direction the code's top faces in the picture, in radians
// clockwise from the picture's up.
func (c Code) Angle() float64 { return tag.Angle(c.corners2()) }

// A Decoder finds the QR codes of a picture. Use QRReader; other decoders
// (zbar through its command-line tool, in the bench) compare against it.
type Decoder interface {
	Decode(g *image.Gray) ([]Code, error)
}

// QRReader finds small QR codes in large frames. Decoding a whole 12
// megapixel frame at once is both slow and blind to codes of a few pixels
// per module, so it first looks for patches of dense, sharp texture of the
// size of a code, then decodes each patch alone, enlarged so that a module
// spans several pixels (gozxing, pure Go; see docs/vision.md for why).
type QRReader struct {
	// ModulePx is the expected side of a module in pixels, when known (from
	// the calibration); 0 tries several sizes, for photos of unknown scale.
	ModulePx float64
	// Patch reads the codes of each patch; nil: Gozxing.
	Patch PatchReader
	// SearchPatch, when set, reads once more each patch of the second look
	// (Search) where Patch found nothing in any of its looks: a second
	// decoder (zbar), slower than Patch, that costs nothing on frames
	// whose pieces are all read at the first look, and one try a patch
	// on the others.
	SearchPatch PatchReader
}

// A PatchReader reads the codes of a small picture holding one or a few
// codes at a comfortable scale. QRReader finds the patches and enlarges
// them; a PatchReader is where a QR library plugs in (Gozxing here, pure Go;
// zxing-cpp in package vision/zxing when built with cgo).
type PatchReader interface {
	ReadPatch(g *image.Gray) []Code
}

// Gozxing reads patches with gozxing, the pure Go port of ZXing.
type Gozxing struct{}

var _ PatchReader = Gozxing{}

// ReadPatch reads up to 4 codes: gozxing reports one code per call, so a
// code once read is painted over before the next look.
func (Gozxing) ReadPatch(g *image.Gray) []Code {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	pix := make([]byte, w*h)
	for y := 0; y < h; y++ {
		copy(pix[y*w:(y+1)*w], g.Pix[g.PixOffset(g.Rect.Min.X, g.Rect.Min.Y+y):])
	}
	var found []Code
	for len(found) < maxCodesPerPatch {
		c, ok := gozxingAny(pix, w, h)
		if !ok {
			break
		}
		fillQuad(pix, w, h, c.Corners, c.ModulePx*(tag.QuietModules))
		for i := range c.Corners {
			c.Corners[i] = c.Corners[i].Add(calibration.Point{X: float64(g.Rect.Min.X), Y: float64(g.Rect.Min.Y)})
		}
		found = append(found, c)
	}
	return found
}

var _ Decoder = QRReader{}

// Decode finds the codes of g. Codes found twice (two overlapping patches)
// are reported once.
func (r QRReader) Decode(g *image.Gray) ([]Code, error) {
	reader := r.Patch
	if reader == nil {
		reader = Gozxing{}
	}
	scales := []float64{r.ModulePx}
	if r.ModulePx <= 0 {
		scales = []float64{3, 6, 12}
	}
	var codes []Code
	pass := func(s float64) {
		for _, patch := range candidates(g, s) {
			if overlapsFound(patch, codes) {
				continue
			}
			for _, c := range decodePatch(reader, g, patch, s, r.ModulePx > 0) {
				codes = addCode(codes, c)
			}
		}
	}
	for _, s := range scales {
		pass(s)
	}
	if r.ModulePx <= 0 && len(codes) > 0 {
		// The codes found tell the scale of this photo: one more look at
		// exactly that scale finds their harder neighbours.
		mods := make([]float64, len(codes))
		for i, c := range codes {
			mods[i] = c.ModulePx
		}
		sort.Float64s(mods)
		pass(mods[len(mods)/2])
	}
	if r.ModulePx <= 0 {
		// A photo of one large code: the whole picture.
		for _, c := range decodePatch(reader, g, g.Rect, 0, false) {
			codes = addCode(codes, c)
		}
	}
	sort.Slice(codes, func(i, j int) bool {
		a, b := codes[i].Centre(), codes[j].Centre()
		if math.Abs(a.Y-b.Y) > 1 {
			return a.Y < b.Y
		}
		return a.X < b.X
	})
	return codes, nil
}

// A Searcher can look harder for the codes a first Decode missed.
type Searcher interface {
	// Search returns the codes of g not among found, within goal.
	Search(g *image.Gray, found []Code, goal Goal) []Code
}

// A Goal says when a search may stop.
type Goal struct {
	// Enough, when not nil, says whether the codes read so far (found
	// and those read since) are all the caller looks for.
	Enough func([]Code) bool
	// Budget, when not nil, is shared with the caller's other looks at
	// the same frame; nil: a budget of the search's own.
	Budget *Budget
}

// A Budget bounds the work of the looks that may find nothing (a piece
// truly hidden under a hand) on one frame, in pixels read: the enlarged
// patches, each look counted, SearchPatch's searchPatchCost times, and
// the targeted look's rectified picture planeSetupCost times. About 8 ms
// of one core a Mi here, whatever the frame's size: patches are enlarged
// to the same pixels per module.
type Budget struct{ left int }

// NewBudget is a budget of px pixels.
func NewBudget(px int) *Budget { return &Budget{left: px} }

// Spent tells whether nothing more can be read.
func (b *Budget) Spent() bool { return b.left <= 0 }

var _ Searcher = QRReader{}

// Search looks again, harder, for codes Decode missed: the texture map at
// a fainter contrast, on the picture with the codes already read painted
// white, and every patch and cluster of touching codes it finds read once
// more, wider, the contrast stretched, at the expected scale and, for
// codes nearer the camera, 1.4 times larger. It goes in two rounds, the
// likelier first (on the bench, more than four codes in five that the
// second look wins are won in the first):
//
//  1. each patch and cluster, stretched, by Patch, then by SearchPatch
//     where Patch read nothing;
//  2. where neither read anything, Patch's other looks: a smaller
//     enlargement, and cut at one threshold.
//
// It stops as soon as goal.Enough says so, and once it has spent
// searchBudget, or what is left of goal.Budget if less: a piece truly
// hidden (a hand over it) is not searched for at length in every bit of
// the board's drawing that looks busy at a faint contrast, and the frame
// is refused (the referee asks for another) within a bounded time. The
// Scanner calls it only when a piece it expects, or a corner marker, is
// missing.
func (r QRReader) Search(g *image.Gray, found []Code, goal Goal) []Code {
	limit := searchBudget
	if r.ModulePx <= 0 {
		// No calibration: a game's first frame, searched whole at a
		// guessed scale, once.
		limit *= 2
	}
	if goal.Budget == nil {
		goal.Budget = NewBudget(limit)
	}
	own := NewBudget(min(limit, goal.Budget.left))
	more := r.search(g, found, goal.Enough, own)
	goal.Budget.left -= min(limit, goal.Budget.left) - own.left
	return more
}

// search is Search within budget b.
func (r QRReader) search(g *image.Gray, found []Code, enough func([]Code) bool, b *Budget) []Code {
	if b.Spent() {
		return nil // not even the texture map: the frame's other looks spent it
	}
	reader := r.Patch
	if reader == nil {
		reader = Gozxing{}
	}
	s := r.ModulePx
	if s <= 0 {
		if len(found) == 0 {
			return nil
		}
		mods := make([]float64, len(found))
		for i, c := range found {
			mods[i] = c.ModulePx
		}
		sort.Float64s(mods)
		s = mods[len(mods)/2]
	}
	sr := searchRun{reader: budgeted{reader, b, 1}, g: g, enough: enough, budget: b}
	if r.SearchPatch != nil {
		sr.second = budgeted{r.SearchPatch, b, searchPatchCost}
	}
	sr.known = append([]Code(nil), found...)
	// The texture map looks at a copy with the codes read painted white:
	// its patches and clusters are then only what no code read explains,
	// a code touching codes read among them. (It used to look at the
	// picture itself: every cluster of codes read was read again, whole,
	// in every way, and a hand over codes read made clusters of a few
	// megapixels at 12 Mpx.)
	w, h := g.Rect.Dx(), g.Rect.Dy()
	painted := &image.Gray{Pix: make([]byte, w*h), Stride: w, Rect: g.Rect}
	for y := range h {
		copy(painted.Pix[y*w:(y+1)*w], g.Pix[g.PixOffset(g.Rect.Min.X, g.Rect.Min.Y+y):])
	}
	paint := func(codes []Code) {
		for _, c := range codes {
			var q [4]calibration.Point
			for i, k := range c.Corners {
				q[i] = k.Sub(calibration.Point{X: float64(g.Rect.Min.X), Y: float64(g.Rect.Min.Y)})
			}
			fillQuad(painted.Pix, w, h, q, 1.5*c.ModulePx)
		}
	}
	paint(sr.known)
	// Each place found, first in the first look and by SearchPatch, then,
	// where they read nothing, in the other looks.
	type place struct {
		wide  image.Rectangle
		scale float64
	}
	var left []place
	first := func(p image.Rectangle, scale float64) {
		wide := p.Inset(-int(4 * scale)).Intersect(g.Rect)
		if !sr.try(wide, scale, searchLooks[:1], true) {
			left = append(left, place{wide, scale})
		}
	}
	var tried []image.Rectangle
	patches, clusters := candidatesAndClusters(painted, s, faintContrast)
	for _, p := range append(patches, clusters...) {
		if aroundOneCode(p, sr.known) {
			continue // no room for another code
		}
		tried = append(tried, p.Inset(-int(4*s)).Intersect(g.Rect))
		first(p, s)
	}
	if !sr.done() {
		scale := 1.4 * s
		paint(sr.more)
		patches, clusters = candidatesAndClusters(painted, scale, faintContrast)
		for _, p := range append(patches, clusters...) {
			if aroundOneCode(p, sr.known) || mostlyIn(p, tried) {
				// Decoded already at the first scale: the reader reads
				// modules 1.4 times larger as well.
				continue
			}
			first(p, scale)
		}
	}
	for _, p := range left {
		sr.try(p.wide, p.scale, searchLooks[1:], false)
	}
	return sr.more
}

// searchLooks are the ways Search reads a patch, in order: stretched at
// two scales, then, for a code whose edge a finger or a neighbour darkens
// (the binarizer's local threshold follows the dark), cut at one
// threshold for the whole patch (Otsu's, and lighter: blur widens the
// dark modules). SearchPatch reads the first.
var searchLooks = []searchLook{{targetModulePx[0], true, noCut}, {targetModulePx[1], true, noCut},
	{targetModulePx[0], false, 0}, {targetModulePx[0], false, 15}, {targetModulePx[0], false, 30}}

// A searchLook is one way of reading a patch: enlarged to target pixels
// per module, the contrast stretched or cut at Otsu's threshold plus cut.
type searchLook struct {
	target  float64
	stretch bool
	cut     int
}

// searchBudget bounds one Search (a Budget's pixels): about 80 ms of one
// core. Measured on the bench with the rounds' order: docs/vision.md,
// "The second look's budget".
const searchBudget = 10 << 20

// searchPatchCost: SearchPatch (zbar) takes about five times Patch's
// (zxing-cpp's) time on a patch without a code.
const searchPatchCost = 5

// budgeted reads with a PatchReader while its budget lasts, each pixel
// counted cost times. A patch the budget left cannot pay for is not read.
type budgeted struct {
	r    PatchReader
	b    *Budget
	cost int
}

func (br budgeted) ReadPatch(g *image.Gray) []Code {
	if !br.b.spend(g.Rect.Dx() * g.Rect.Dy() * br.cost) {
		return nil
	}
	return br.r.ReadPatch(g)
}

// spend takes px from the budget if it is enough.
func (b *Budget) spend(px int) bool {
	if px > b.left {
		return false
	}
	b.left -= px
	return true
}

// fits tells whether patch p enlarged by zoom, read cost times, fits in what
// is left (saving the enlargement of a patch that will not be read).
func (b *Budget) fits(p image.Rectangle, zoom float64, cost int) bool {
	return int(float64(p.Dx())*zoom)*int(float64(p.Dy())*zoom)*cost <= b.left
}

// searchRun is one Search: what it has read, and what it may still spend.
type searchRun struct {
	reader, second PatchReader // budgeted
	g              *image.Gray
	enough         func([]Code) bool
	known, more    []Code
	budget         *Budget
}

// done: the caller has what it looks for, or the budget is spent.
func (sr *searchRun) done() bool {
	return sr.budget.Spent() || (sr.enough != nil && sr.enough(sr.known))
}

// try reads patch wide (modules of about scale pixels) in the given looks,
// then, if asked, by the second reader in the first look, until a code
// is read. A look that the budget left cannot pay for is not read.
func (sr *searchRun) try(wide image.Rectangle, scale float64, looks []searchLook, second bool) bool {
	if sr.done() {
		return false
	}
	var inside []Code
	for _, c := range sr.known {
		m := c.Centre()
		if image.Pt(int(m.X), int(m.Y)).In(wide) {
			inside = append(inside, c)
		}
	}
	var cache lookCache
	defer cache.release()
	read := func(reader PatchReader, l searchLook, cost int) bool {
		zoom := l.target / scale
		if !sr.budget.fits(wide, zoom, cost) {
			return false
		}
		got := decodeLook(reader, sr.g, wide, zoom, l.stretch, inside, l.cut, &cache)
		n := len(sr.known)
		for _, c := range got {
			sr.known = addCode(sr.known, c)
		}
		sr.more = append(sr.more, sr.known[n:]...)
		return len(sr.known) > n
	}
	for _, l := range looks {
		if read(sr.reader, l, 1) {
			return true
		}
	}
	return second && sr.second != nil && read(sr.second, searchLooks[0], searchPatchCost)
}

// mostlyIn: at least 80% of p lies in one of rs.
func mostlyIn(p image.Rectangle, rs []image.Rectangle) bool {
	area := p.Dx() * p.Dy()
	for _, r := range rs {
		i := p.Intersect(r)
		if 5*i.Dx()*i.Dy() >= 4*area {
			return true
		}
	}
	return false
}

// aroundOneCode tells whether patch p lies within the close surroundings
// of a code already read: the texture map found that code and nothing
// else there, since a second code would have widened the patch.
func aroundOneCode(p image.Rectangle, codes []Code) bool {
	for _, c := range codes {
		minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, q := range c.Corners {
			minX, maxX = math.Min(minX, q.X), math.Max(maxX, q.X)
			minY, maxY = math.Min(minY, q.Y), math.Max(maxY, q.Y)
		}
		m := math.Max(8*c.ModulePx, 0.3*math.Max(maxX-minX, maxY-minY))
		near := image.Rect(int(minX-m), int(minY-m), int(maxX+m)+1, int(maxY+m)+1)
		if p.In(near) {
			return true
		}
	}
	return false
}

// addCode adds c unless the same code at the same place is already there.
func addCode(codes []Code, c Code) []Code {
	for _, o := range codes {
		if o.Text == c.Text && o.Centre().Sub(c.Centre()).Len() < 4*c.ModulePx {
			return codes
		}
	}
	return append(codes, c)
}

// overlapsFound: a patch whose middle lies inside a code already decoded
// needs no second look.
func overlapsFound(p image.Rectangle, codes []Code) bool {
	m := calibration.Point{X: float64(p.Min.X+p.Max.X) / 2, Y: float64(p.Min.Y+p.Max.Y) / 2}
	for _, c := range codes {
		if m.Sub(c.Centre()).Len() < 5*c.ModulePx {
			return true
		}
	}
	return false
}

// Texture detection, in modules of the expected size.
const (
	minCodeModules = 14 // a patch smaller than this is not a version 1 code
	maxCodeModules = 70 // larger: several codes touching, or not a code
	patchMargin    = 6  // modules added around a patch: quiet zone, and the corners the texture map rounds off
	// The faintest code contrast (grey levels) the texture map looks for,
	// at first and when searching harder.
	textureContrast = 35
	faintContrast   = 15
	openModules     = 3 // radius of the opening that cuts thin ridges
)

// candidates are the patches of g that may hold a code with modules of
// about s pixels: places where the picture changes sharply in every small
// window (a QR code is the busiest thing on a board).
func candidates(g *image.Gray, s float64) []image.Rectangle {
	patches, _ := candidatesAndClusters(g, s, textureContrast)
	return patches
}

// candidatesAndClusters also returns the large busy regions that were
// split into patches: codes touching each other, whole, for a second look.
// It looks for codes of at least the given contrast in grey levels.
func candidatesAndClusters(g *image.Gray, s, contrast float64) (patches, clusters []image.Rectangle) {
	// Work on a grid of cells of about two thirds of a module: small enough
	// to see the code, coarse enough to be cheap on a 12 Mpx frame.
	step := max(1, int(math.Round(s*0.7)))
	b := g.Rect
	cw, ch := b.Dx()/step, b.Dy()/step
	if cw < 8 || ch < 8 {
		return nil, nil
	}
	buf := getTextureBuf()
	defer putTextureBuf(buf)
	n := cw * ch
	// Sum of |dx|+|dy| inside each cell.
	buf.energy, buf.acc = grow32(buf.energy, n), grow32(buf.acc, cw*step)
	if nw := cw*step/4 + 2; cap(buf.wide) < nw {
		buf.wide = make([]uint64, nw)
	}
	cellEnergy(g, step, cw, ch, buf.energy, buf.acc, buf.wide[:cw*step/4+2])
	// Mean over a window of about a module either side: narrower than the
	// quiet zones of two codes side by side.
	win := max(1, int(math.Round(s/float64(step))))
	buf.tex, buf.rows, buf.col = grow32(buf.tex, n), grow32(buf.rows, n), grow32(buf.col, max(cw, ch))
	tex := buf.tex
	boxSumInto(buf.energy, cw, ch, win, tex, buf.rows, buf.col)
	// Busy: well above the picture's typical texture (paper, table). A code
	// of contrast C gives about C/s per pixel.
	area := int32((2*win + 1) * (2*win + 1) * step * step)
	pixels := float64(area)
	var hist [512]int
	div := newDivider(area)
	for _, v := range tex {
		// v/area: the same as int(float64(v)/pixels), which it was.
		hist[min(511, div.div(v))]++
	}
	median, seen := 0, 0
	for median < 511 && seen+hist[median] < len(tex)/2 {
		seen += hist[median]
		median++
	}
	thr := int32((float64(median) + contrast/s) * pixels)
	buf.on, buf.tmp = grow8(buf.on, n), grow8(buf.tmp, n)
	on := buf.on
	for i, v := range tex {
		on[i] = b2u8(v > thr)
	}
	// Opening: a code is a solid busy square 21 modules wide, while the
	// lines of the board and the edges of figurines make thin busy ridges
	// that would join everything into one region.
	r := max(1, int(math.Round(openModules*s/float64(step))))
	buf.opened = grow8(buf.opened, n)
	erodeInto(on, cw, ch, r, on, buf.tmp, buf.col)
	dilateInto(on, cw, ch, r, buf.opened, buf.tmp, buf.col)
	on = buf.opened
	// Connected regions, as pixel rectangles. Codes on figurines in
	// neighbouring cells may still touch: such a region is split at its
	// narrow places by a deeper erosion that only the cores of codes survive.
	toPixels := func(x0, y0, x1, y1 int) image.Rectangle {
		return image.Rect(b.Min.X+x0*step, b.Min.Y+y0*step, b.Min.X+(x1+1)*step, b.Min.Y+(y1+1)*step).Intersect(b)
	}
	var out []image.Rectangle
	for _, bl := range blobs(on, cw, ch) {
		r := toPixels(bl.x0, bl.y0, bl.x1, bl.y1)
		side := float64(max(r.Dx(), r.Dy())) / s
		if side < minCodeModules {
			continue
		}
		if side <= maxCodeModules {
			out = append(out, grow(r, s).Intersect(b))
			continue
		}
		bw, bh := bl.x1-bl.x0+1, bl.y1-bl.y0+1
		sub := make([]uint8, bw*bh)
		for _, c := range bl.cells {
			sub[(c/cw-bl.y0)*bw+c%cw-bl.x0] = 1
		}
		out = append(out, split(sub, bw, bh, bl.x0, bl.y0, s, step, toPixels)...)
		if side <= 3*maxCodeModules {
			clusters = append(clusters, grow(r, s).Intersect(b))
		}
	}
	return out, clusters
}

// grow adds a margin around a busy region: the quiet zone, the corners the
// texture map rounds off, and more for codes nearer the camera, whose
// modules are larger than s.
func grow(r image.Rectangle, s float64) image.Rectangle {
	m := max(int(patchMargin*s), max(r.Dx(), r.Dy())/5)
	return r.Inset(-m)
}

// split cuts a busy region (sub, bw x bh cells, at x0, y0) into the cores
// that survive ever deeper erosions, up to the half width of a code.
func split(sub []uint8, bw, bh, x0, y0 int, s float64, step int, toPixels func(x0, y0, x1, y1 int) image.Rectangle) []image.Rectangle {
	var out []image.Rectangle
	for _, depth := range []float64{6, 8, 10} {
		deep := max(1, int(math.Round(depth*s/float64(step))))
		cores := blobs(erode(sub, bw, bh, deep), bw, bh)
		out = out[:0]
		big := false
		for _, core := range cores {
			cr := toPixels(x0+core.x0-deep, y0+core.y0-deep, x0+core.x1+deep, y0+core.y1+deep)
			if float64(max(cr.Dx(), cr.Dy()))/s > maxCodeModules {
				big = true
			}
			out = append(out, grow(cr, s))
		}
		if !big {
			return out
		}
	}
	// A large busy area (a patterned table, a striped tile): look at it
	// window by window.
	return tiles(toPixels(x0, y0, x0+bw-1, y0+bh-1), s, toPixels(0, 0, 1<<20, 1<<20))
}

// blob is a connected region of cells on.
type blob struct {
	x0, y0, x1, y1 int // bounding box, inclusive
	cells          []int
}

// blobs are the 4-connected regions of on (0 or 1), a w x h grid. It
// marks the cells it has seen in on (2).
func blobs(on []uint8, w, h int) []blob {
	var out []blob
	var stack []int
	for i := range on {
		if on[i] != 1 {
			continue
		}
		on[i] = 2
		bl := blob{x0: w, y0: h, x1: -1, y1: -1}
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			bl.cells = append(bl.cells, j)
			x, y := j%w, j/w
			bl.x0, bl.y0, bl.x1, bl.y1 = min(bl.x0, x), min(bl.y0, y), max(bl.x1, x), max(bl.y1, y)
			if x+1 < w && on[j+1] == 1 {
				on[j+1] = 2
				stack = append(stack, j+1)
			}
			if x > 0 && on[j-1] == 1 {
				on[j-1] = 2
				stack = append(stack, j-1)
			}
			if y+1 < h && on[j+w] == 1 {
				on[j+w] = 2
				stack = append(stack, j+w)
			}
			if y > 0 && on[j-w] == 1 {
				on[j-w] = 2
				stack = append(stack, j-w)
			}
		}
		out = append(out, bl)
	}
	return out
}

// erode keeps the cells (0 or 1) whose whole (2r+1)² window is on.
func erode(on []uint8, w, h, r int) []uint8 {
	out := make([]uint8, len(on))
	erodeInto(on, w, h, r, out, make([]uint8, len(on)), make([]int32, w))
	return out
}

// dilate turns on the cells within a (2r+1)² window of a cell on.
func dilate(on []uint8, w, h, r int) []uint8 {
	out := make([]uint8, len(on))
	dilateInto(on, w, h, r, out, make([]uint8, len(on)), make([]int32, w))
	return out
}

// tiles cuts a large busy region into overlapping code-sized windows: codes
// that touch, or a code on a busy tile.
func tiles(r image.Rectangle, s float64, bounds image.Rectangle) []image.Rectangle {
	size := int(48 * s)
	stride := int(16 * s)
	var out []image.Rectangle
	for y := r.Min.Y; y < r.Max.Y; y += stride {
		for x := r.Min.X; x < r.Max.X; x += stride {
			out = append(out, image.Rect(x, y, x+size, y+size).Intersect(bounds))
			if x+size >= r.Max.X {
				break
			}
		}
		if y+size >= r.Max.Y {
			break
		}
	}
	return out
}

// decodePatch decodes the codes in patch p of g, whose modules are about s
// pixels (0: unknown). gozxing's finder search is sensitive to the exact
// scale, so a patch that gives nothing is tried again at other enlargements.
// calibrated: s is the module size the calibration expects, so that a
// patch's size in modules tells whether it has room for more than one code.
func decodePatch(reader PatchReader, g *image.Gray, p image.Rectangle, s float64, calibrated bool) []Code {
	p = p.Intersect(g.Rect)
	if p.Dx() < 21 || p.Dy() < 21 {
		return nil
	}
	if s <= 0 {
		return decodeAt(reader, g, p, 1, false)
	}
	order := targetModulePx
	if calibrated && float64(max(p.Dx(), p.Dy()))/s <= oneCodeModules {
		// Room for one code: 4.5 px per module reads nearly every one
		// that 6 reads, on half the pixels.
		order = oneCodeTargets
	}
	for _, target := range order {
		if found := decodeAt(reader, g, p, target/s, false); len(found) > 0 {
			return found
		}
	}
	// Second look. The texture map sees only the busiest part of a faint
	// code, and a code nearer the camera has larger modules than s: widen
	// the patch. Glare and shade leave a code too little contrast for the
	// reader's binarizer: stretch the contrast locally.
	wide := p.Inset(-max(int(4*s), max(p.Dx(), p.Dy())/5)).Intersect(g.Rect)
	for _, target := range targetModulePx[:2] {
		if found := decodeAt(reader, g, wide, target/s, true); len(found) > 0 {
			return found
		}
	}
	return nil
}

// Pixels per module at which patches are decoded, in the order tried.
var targetModulePx = []float64{6, 4.5, 8}

// A patch of at most oneCodeModules a side, at the module size a
// calibration expects, holds one code (21 modules, the texture map's
// margins): it is decoded at oneCodeTargets, the smallest enlargement
// first. (Without a calibration, the sizes tried, 3, 6 and 12 px per module,
// say nothing of a patch's codes: a code of 1.5 px per module read at 2.25
// measures its modules less well than at 3.) A larger patch (codes touching) starts at 6 px per
// module: the first enlargement that reads a code is the only one tried,
// and at 4.5 one code of two may be missed.
const oneCodeModules = 48

var oneCodeTargets = []float64{4.5, 6, 8}

// decodeAt decodes patch p of g scaled by zoom, its contrast stretched
// locally if asked.
func decodeAt(reader PatchReader, g *image.Gray, p image.Rectangle, zoom float64, stretch bool) []Code {
	return decodeMasked(reader, g, p, zoom, stretch, nil)
}

// decodeMasked is decodeAt with the codes of mask (already read) painted
// white first, so that the reader looks only at what is left.
func decodeMasked(reader PatchReader, g *image.Gray, p image.Rectangle, zoom float64, stretch bool, mask []Code) []Code {
	return decodeCut(reader, g, p, zoom, stretch, mask, noCut)
}

// noCut: decodeCut leaves the grey levels to the reader's binarizer.
const noCut = -1 << 10

// decodeCut is decodeMasked, then, unless cut is noCut, every pixel made
// black or white at one threshold: Otsu's over the patch's middle, plus
// cut.
func decodeCut(reader PatchReader, g *image.Gray, p image.Rectangle, zoom float64, stretch bool, mask []Code, cut int) []Code {
	return decodeLook(reader, g, p, zoom, stretch, mask, cut, nil)
}

// decodeLook is decodeCut, taking the enlargements it needs from cache
// (when not nil) and keeping them there for the next look at p with mask.
func decodeLook(reader PatchReader, g *image.Gray, p image.Rectangle, zoom float64, stretch bool, mask []Code, cut int, cache *lookCache) []Code {
	w, h := int(float64(p.Dx())*zoom), int(float64(p.Dy())*zoom)
	if w < 21 || h < 21 || w*h > maxPatchPixels {
		return nil
	}
	pix := getPix(w * h)
	defer putPix(pix)
	masked := !stretch && cache.get(true, zoom, pix)
	if !masked && !cache.get(false, zoom, pix) {
		if zoom == 1 {
			for y := 0; y < h; y++ {
				copy(pix[y*w:(y+1)*w], g.Pix[g.PixOffset(p.Min.X, p.Min.Y+y):])
			}
		} else {
			enlarge(g, p, zoom, pix, w, h)
		}
		cache.put(false, zoom, pix)
	}
	if stretch {
		// Blocks of about 2.5 modules: each pixel is stretched between the
		// darkest and lightest of the 3 x 3 blocks around it, a window
		// that always holds both colours inside a code.
		stretchLocal(pix, w, h, max(4, int(2.5*targetModulePx[0])))
	}
	if !masked {
		for _, c := range mask {
			var q [4]calibration.Point
			for i, k := range c.Corners {
				q[i] = calibration.Point{X: (k.X-float64(p.Min.X)+0.5)*zoom - 0.5, Y: (k.Y-float64(p.Min.Y)+0.5)*zoom - 0.5}
			}
			fillQuad(pix, w, h, q, 1.5*c.ModulePx*zoom)
		}
		if !stretch {
			cache.put(true, zoom, pix)
		}
	}
	if cut != noCut {
		t := min(max(int(otsu(pix, w, h, image.Rect(w/5, h/5, w-w/5, h-h/5)))+cut, 0), 255)
		var bw [256]uint8 // above t: white
		for v := t + 1; v < 256; v++ {
			bw[v] = 255
		}
		for i, v := range pix {
			pix[i] = bw[v]
		}
	}
	patch := &image.Gray{Pix: pix, Stride: w, Rect: image.Rect(0, 0, w, h)}
	found := reader.ReadPatch(patch)
	for k := range found {
		c := &found[k]
		for i := range c.Corners {
			c.Corners[i] = calibration.Point{X: float64(p.Min.X) + (c.Corners[i].X+0.5)/zoom - 0.5, Y: float64(p.Min.Y) + (c.Corners[i].Y+0.5)/zoom - 0.5}
		}
		c.ModulePx /= zoom
	}
	return found
}

// stretchLocal maps each pixel of pix (w x h) from the darkest..lightest
// range of the blocks of side r around it to 0..255. Flat places (less
// than minStretchRange of contrast) are left as they are, not turned into
// amplified noise.
func stretchLocal(pix []byte, w, h, r int) {
	bw, bh := (w+r-1)/r, (h+r-1)/r
	lo, hi := make([]uint8, bw*bh), make([]uint8, bw*bh)
	for by := 0; by < bh; by++ {
		for bx := 0; bx < bw; bx++ {
			l, m := uint8(255), uint8(0)
			for y := by * r; y < min(h, (by+1)*r); y++ {
				for _, v := range pix[y*w+bx*r : y*w+min(w, (bx+1)*r)] {
					l, m = min(l, v), max(m, v)
				}
			}
			lo[by*bw+bx], hi[by*bw+bx] = l, m
		}
	}
	// The 3 x 3 neighbourhood of each block.
	lo3, hi3 := make([]uint8, bw*bh), make([]uint8, bw*bh)
	for by := 0; by < bh; by++ {
		for bx := 0; bx < bw; bx++ {
			l, m := uint8(255), uint8(0)
			for y := max(0, by-1); y <= min(bh-1, by+1); y++ {
				for x := max(0, bx-1); x <= min(bw-1, bx+1); x++ {
					l, m = min(l, lo[y*bw+x]), max(m, hi[y*bw+x])
				}
			}
			lo3[by*bw+bx], hi3[by*bw+bx] = l, m
		}
	}
	// Per block: the low end and a 16.16 fixed-point gain (0: flat, left alone).
	gain := make([]int32, bw*bh)
	for b := range gain {
		if d := int32(hi3[b]) - int32(lo3[b]); d >= minStretchRange {
			gain[b] = (255 << 16) / d
		}
	}
	for y := 0; y < h; y++ {
		row := pix[y*w : (y+1)*w]
		bs := (y / r) * bw
		for bx := 0; bx < bw; bx++ {
			k := gain[bs+bx]
			if k == 0 {
				continue
			}
			l := int32(lo3[bs+bx])
			seg := row[bx*r : min(w, (bx+1)*r)]
			for x, v := range seg {
				// lo3 <= v <= hi3 in the block: 0..255 without clamping.
				seg[x] = uint8(((int32(v)-l)*k + 1<<15) >> 16)
			}
		}
	}
}

// minStretchRange: grey levels below which a place is flat, not a code.
const minStretchRange = 16

// maxPatchPixels bounds the work on one patch.
const maxPatchPixels = 4 << 20

const maxCodesPerPatch = 4

// gozxingAny tries the local binarizer, then the global one (better on a
// washed-out code under glare).
func gozxingAny(pix []byte, w, h int) (Code, bool) {
	for _, hybrid := range []bool{true, false} {
		if c, err := gozxingDecode(pix, w, h, hybrid); err == nil {
			return c, true
		}
	}
	return Code{}, false
}

var errNoCode = errors.New("vision: no code")

// gozxingDecode decodes one code in a w x h grey picture with gozxing.
func gozxingDecode(pix []byte, w, h int, hybrid bool) (Code, error) {
	src, err := gozxing.NewPlanarYUVLuminanceSource(pix, w, h, 0, 0, w, h, false)
	if err != nil {
		return Code{}, err
	}
	var bin gozxing.Binarizer
	if hybrid {
		bin = gozxing.NewHybridBinarizer(src)
	} else {
		bin = gozxing.NewGlobalHistgramBinarizer(src)
	}
	bmp, err := gozxing.NewBinaryBitmap(bin)
	if err != nil {
		return Code{}, err
	}
	hints := map[gozxing.DecodeHintType]interface{}{gozxing.DecodeHintType_TRY_HARDER: true}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, hints)
	if err != nil {
		return Code{}, err
	}
	pts := res.GetResultPoints()
	if len(pts) < 3 {
		return Code{}, errNoCode
	}
	// zxing reports the finder pattern centres bottom-left, top-left,
	// top-right; in a version 1 symbol they sit 3.5 modules in from the
	// corners, 14 modules apart.
	bl := calibration.Point{X: pts[0].GetX(), Y: pts[0].GetY()}
	tl := calibration.Point{X: pts[1].GetX(), Y: pts[1].GetY()}
	tr := calibration.Point{X: pts[2].GetX(), Y: pts[2].GetY()}
	n := float64(tag.QRModules)
	f := n - 7 // between finder centres
	u := tr.Sub(tl).Scale(1 / f)
	v := bl.Sub(tl).Scale(1 / f)
	at := func(a, b float64) calibration.Point {
		return tl.Add(u.Scale(a - 3.5)).Add(v.Scale(b - 3.5))
	}
	c := Code{Text: res.GetText(), Corners: [4]calibration.Point{at(0, 0), at(n, 0), at(n, n), at(0, n)}}
	c.ModulePx = math.Sqrt(u.Len() * v.Len())
	return c, nil
}

// ModulePx is the module side of a version 1 code with these corners: the
// side of the square of the same area, over 21.
func ModulePx(c [4]calibration.Point) float64 {
	var area float64
	for i := range 4 {
		a, b := c[i], c[(i+1)%4]
		area += a.X*b.Y - b.X*a.Y
	}
	return math.Sqrt(math.Abs(area)/2) / tag.QRModules
}

// patchReaders are the patch readers built in, best first; cgo builds add
// zxing-cpp (package vision/zxing registers itself when imported).
var patchReaders []namedReader

type namedReader struct {
	name string
	r    PatchReader
}

// RegisterPatchReader makes r the preferred patch reader of DefaultReader.
func RegisterPatchReader(name string, r PatchReader) {
	patchReaders = append([]namedReader{{name, r}}, patchReaders...)
}

// RegisterSearchReader makes r the preferred patch reader of
// DefaultReader's second look (QRReader.SearchPatch).
func RegisterSearchReader(name string, r PatchReader) {
	searchReaders = append([]namedReader{{name, r}}, searchReaders...)
}

var searchReaders []namedReader

// DefaultReader is a QRReader with the best patch readers of this build.
func DefaultReader() QRReader {
	q := QRReader{Patch: Gozxing{}}
	if len(patchReaders) > 0 {
		q.Patch = patchReaders[0].r
	}
	if len(searchReaders) > 0 {
		q.SearchPatch = searchReaders[0].r
	}
	return q
}

// PatchReaderName names the patch readers DefaultReader uses.
func PatchReaderName() string {
	name := "gozxing"
	if len(patchReaders) > 0 {
		name = patchReaders[0].name
	}
	if len(searchReaders) > 0 {
		name += "; second look: " + searchReaders[0].name
	}
	return name
}

// otsu is the threshold that best splits the grey levels of r in pix (w
// wide) into two classes (Otsu's method): dark modules and light ones.
func otsu(pix []byte, w, h int, r image.Rectangle) uint8 {
	r = r.Intersect(image.Rect(0, 0, w, h))
	var hist [256]int
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for _, v := range pix[y*w+r.Min.X : y*w+r.Max.X] {
			hist[v]++
		}
	}
	n, sum := 0, 0.0
	for v, c := range hist {
		n += c
		sum += float64(v * c)
	}
	var best, sumDark float64
	var dark int
	th := 127
	for v, c := range hist {
		dark += c
		if dark == 0 {
			continue
		}
		light := n - dark
		if light == 0 {
			break
		}
		sumDark += float64(v * c)
		md, ml := sumDark/float64(dark), (sum-sumDark)/float64(light)
		if between := float64(dark) * float64(light) * (md - ml) * (md - ml); between > best {
			best, th = between, v
		}
	}
	return uint8(th)
}

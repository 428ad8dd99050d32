package watch

import (
	"image"
	"slices"
	"time"
)

// Thumb is a frame made small: the mean luminance (0–255) of W×H blocks,
// row after row.
type Thumb struct {
	W, H int
	Pix  []float32
	// Scale is the size of a block in the frame's pixels (x, y), to map
	// blocks back onto the frame.
	ScaleX, ScaleY float64
}

// FromGray makes g into a w×h Thumb, each block the mean of its pixels.
func FromGray(g *image.Gray, w, h int) *Thumb {
	b := g.Bounds()
	t := &Thumb{W: w, H: h, Pix: make([]float32, w*h), ScaleX: float64(b.Dx()) / float64(w), ScaleY: float64(b.Dy()) / float64(h)}
	sums := make([]uint32, w)
	counts := make([]uint32, w)
	x0 := make([]int, w+1) // block column edges, in pixels
	for i := range x0 {
		x0[i] = i * b.Dx() / w
	}
	for by := range h {
		ya, yb := by*b.Dy()/h, (by+1)*b.Dy()/h
		clear(sums)
		clear(counts)
		for y := ya; y < yb; y++ {
			row := g.Pix[(y)*g.Stride : y*g.Stride+b.Dx()]
			for bx := range w {
				var s uint32
				for _, v := range row[x0[bx]:x0[bx+1]] {
					s += uint32(v)
				}
				sums[bx] += s
				counts[bx] += uint32(x0[bx+1] - x0[bx])
			}
		}
		for bx := range w {
			if counts[bx] > 0 {
				t.Pix[by*w+bx] = float32(sums[bx]) / float32(counts[bx])
			}
		}
	}
	return t
}

// FromSmall makes a w×h Thumb of a frame decoded shrunk, each side
// divided by shrink (turbojpeg.DecodeSmall: 8), so that Changed is in the
// frame's own pixels.
func FromSmall(small *image.Gray, shrink, w, h int) *Thumb {
	t := FromGray(small, w, h)
	t.ScaleX *= float64(shrink)
	t.ScaleY *= float64(shrink)
	return t
}

// What the table does.
type State int

const (
	Still   State = iota // nothing changes
	Moving               // something changes from frame to frame
	Settled              // still for the settle window after a movement: read the board
)

func (s State) String() string {
	switch s {
	case Moving:
		return "moving"
	case Settled:
		return "settled"
	}
	return "still"
}

// A Report is what the Watcher says of one frame.
type Report struct {
	State State
	// Moved is how many blocks changed since the previous frame.
	Moved int
	// Changed, when Settled, are the blocks to read again, in the frame's
	// pixels: those that differ from the table last settled, and those
	// where anything moved meanwhile, with a block around them.
	Changed []image.Rectangle
	// Full, when Settled: so much changed, or changes so scattered (a
	// camera knocked moves edges all over the frame at once), that
	// nothing of the last reading can be kept.
	Full bool
	// Hand, when Moving: the table has stood still for the settle window
	// but something from beyond the picture's edge reaches over it (an
	// arm, a hand resting on a piece): not settled until it goes.
	Hand bool
}

// A Watcher follows a table frame after frame. Its zero value uses the
// defaults; feed it Thumbs of one size.
type Watcher struct {
	// Threshold is how far (luminance levels, 0–255, after each row's
	// gain is taken out) a block must change to count as changed; 0: 6.
	Threshold float64
	// Settle is how long the table must stay still after a movement to
	// be settled; 0: 400 ms.
	Settle time.Duration
	// FullShare: when more than this share of the blocks changed, the
	// settled table is read whole; 0: 0.3.
	FullShare float64
	// HandHold is how long a still hand (Report.Hand) holds the settle
	// back: something set down at the picture's edge and left there is
	// part of the table after that; 0: 4 s.
	HandHold time.Duration
	// Stall is how long a Live goes without a frame before its waits say
	// the camera stalled (a StallError), and again until one comes; 0:
	// 5 s; negative: never. A stream that stops without an error (a
	// stuck ffmpeg, a network camera gone quiet) otherwise leaves the
	// referee waiting in silence.
	Stall time.Duration

	prev, ref   *Thumb
	moving      bool
	stillSince  time.Time
	touched     []bool // blocks that changed during the movement
	lastChanged []int
}

// Reset forgets the table: the next frame is the reference, as if just
// settled (after the board was read whole).
func (w *Watcher) Reset() { w.prev, w.ref, w.moving = nil, nil, false }

func (w *Watcher) threshold() float64 {
	if w.Threshold > 0 {
		return w.Threshold
	}
	return 6
}

func (w *Watcher) settle() time.Duration {
	if w.Settle > 0 {
		return w.Settle
	}
	return 400 * time.Millisecond
}

// Feed takes the next frame, at time at, and says what the table does.
func (w *Watcher) Feed(t *Thumb, at time.Time) Report {
	if w.prev == nil || w.prev.W != t.W || w.prev.H != t.H {
		w.prev, w.ref, w.moving, w.stillSince = t, t, false, at
		return Report{State: Still}
	}
	moved := w.changed(w.prev, t)
	w.prev = t
	if len(moved) > 0 {
		if !w.moving || len(w.touched) != len(t.Pix) {
			w.touched = make([]bool, len(t.Pix))
		}
		for _, i := range moved {
			w.touched[i] = true
		}
		w.moving = true
		w.stillSince = at
		return Report{State: Moving, Moved: len(moved)}
	}
	if !w.moving || at.Sub(w.stillSince) < w.settle() {
		if w.moving {
			return Report{State: Moving}
		}
		return Report{State: Still}
	}
	// What differs from the table last settled, and wherever something
	// moved on the way, a block around: a piece turned in place keeps its
	// block's mean, but a hand turned it.
	changed := make([]bool, len(t.Pix))
	for _, i := range w.changed(w.ref, t) {
		changed[i] = true
	}
	scattered := spread(w.touched, t.W, t.H) >= 12
	if !scattered && at.Sub(w.stillSince) < w.settle()+w.handHold() && reachesIn(changed, t.W, t.H) {
		return Report{State: Moving, Hand: true}
	}
	w.moving = false
	for i, on := range w.touched {
		if !on {
			continue
		}
		bx, by := i%t.W, i/t.W
		for y := max(by-1, 0); y <= min(by+1, t.H-1); y++ {
			for x := max(bx-1, 0); x <= min(bx+1, t.W-1); x++ {
				changed[y*t.W+x] = true
			}
		}
	}
	w.ref, w.touched = t, nil
	r := Report{State: Settled}
	n := 0
	for i, on := range changed {
		if !on {
			continue
		}
		n++
		bx, by := i%t.W, i/t.W
		r.Changed = append(r.Changed, image.Rect(int(float64(bx)*t.ScaleX), int(float64(by)*t.ScaleY), int(float64(bx+1)*t.ScaleX+0.999), int(float64(by+1)*t.ScaleY+0.999)))
	}
	r.Full = float64(n) > w.fullShare()*float64(len(changed)) || scattered
	return r
}

// reachesIn says whether the changed blocks (since the table last
// settled) hold one blob that comes from the picture's edge and reaches
// an eighth of the picture in: an arm. A piece is a small blob on the
// board, away from the edge; a player's hand comes from beyond the
// picture, and rests still over a piece as long as it likes. Blocks a
// block apart count as one blob (a sleeve the colour of the table).
func reachesIn(changed []bool, w, h int) bool {
	deep := min(w, h) / 8
	grown := make([]bool, len(changed))
	for i, on := range changed {
		if !on {
			continue
		}
		bx, by := i%w, i/w
		for y := max(by-1, 0); y <= min(by+1, h-1); y++ {
			for x := max(bx-1, 0); x <= min(bx+1, w-1); x++ {
				grown[y*w+x] = true
			}
		}
	}
	seen := make([]bool, len(changed))
	var stack []int
	for i, on := range grown {
		if x, y := i%w, i/w; on && (x == 0 || y == 0 || x == w-1 || y == h-1) {
			seen[i] = true
			stack = append(stack, i)
		}
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		bx, by := i%w, i/w
		if min(bx, by, w-1-bx, h-1-by) >= deep {
			return true
		}
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			x, y := bx+d[0], by+d[1]
			if x < 0 || y < 0 || x >= w || y >= h {
				continue
			}
			if j := y*w + x; grown[j] && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return false
}

func (w *Watcher) handHold() time.Duration {
	if w.HandHold > 0 {
		return w.HandHold
	}
	return 4 * time.Second
}

// spread is in how many of the frame's 4×4 regions blocks moved: a hand
// is one blob from an edge, a camera knocked moves every edge at once.
func spread(touched []bool, w, h int) int {
	var regions [16]bool
	for i, on := range touched {
		if on {
			regions[(i/w)*4/h*4+(i%w)*4/w] = true
		}
	}
	n := 0
	for _, on := range regions {
		if on {
			n++
		}
	}
	return n
}

// rowGain is how much brighter row b is than row a: the median ratio of
// their blocks, those neither dark nor near clipping when there are
// enough of them (a clipped block does not brighten with the lamp).
func rowGain(ra, rb []float32) float32 {
	ratios := make([]float32, 0, len(ra))
	for x := range ra {
		if ra[x] > 8 && ra[x] < unclipped && rb[x] < unclipped {
			ratios = append(ratios, rb[x]/ra[x])
		}
	}
	if len(ratios) < len(ra)/4 {
		ratios = ratios[:0]
		for x := range ra {
			if ra[x] > 8 {
				ratios = append(ratios, rb[x]/ra[x])
			}
		}
	}
	if len(ratios) == 0 {
		return 1
	}
	slices.Sort(ratios)
	return ratios[len(ratios)/2]
}

// unclipped: a block's mean under this has few pixels at the sensor's
// top, so brightens with the lamp as the rest of its row.
const unclipped = 180

// stillFor: nothing has moved for the settle window, up to at.
func (w *Watcher) stillFor(at time.Time) bool {
	return w.prev != nil && !w.moving && at.Sub(w.stillSince) >= w.settle()
}

func (w *Watcher) fullShare() float64 {
	if w.FullShare > 0 {
		return w.FullShare
	}
	return 0.3
}

// changed lists the blocks of b that differ from a, each row of blocks
// compared after taking out its gain (a lamp's flicker, a lamp dimmed,
// the camera's exposure stepping). Where the sensor clips, brightening
// does not multiply: a block whose pixels are at 255 stays as it was
// whatever the gain. So a block is unchanged anywhere between a (all
// clipped) and a·gain (none clipped), give or take the threshold.
func (w *Watcher) changed(a, b *Thumb) []int {
	out := w.lastChanged[:0]
	th := float32(w.threshold())
	for y := range a.H {
		ra, rb := a.Pix[y*a.W:(y+1)*a.W], b.Pix[y*a.W:(y+1)*a.W]
		gain := rowGain(ra, rb)
		for x := range ra {
			lo, hi := ra[x], ra[x]*gain
			if lo > hi {
				lo, hi = hi, lo
			}
			if rb[x] > hi+th || rb[x] < lo-th {
				out = append(out, y*a.W+x)
			}
		}
	}
	w.lastChanged = out
	return slices.Clone(out)
}

package synth

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"sync"
	"time"

	"mecanoid/calibration"
	"mecanoid/tag"
	"mecanoid/vision"
)

// LiveOptions choose a live table: a generated table filmed as a camera
// streams it, while players act on it.
type LiveOptions struct {
	// Table is a DR2D table (category, frame size, seed, board): its
	// Pieces stand on it at the start, none for an empty board. Unused
	// when Scene is set. A category's hand is left out: hands come
	// with the actions.
	Table Options
	// Scene, if set, is another game's table instead (its folder makes
	// it: game/netzwerk's LiveScene).
	Scene *LiveScene

	FPS      float64   // 0: 30
	Start    time.Time // the first frame's time; zero: when it is asked for
	Realtime bool      // NextEncoded waits for each frame's time (a demo); else frames come as fast as they are made
	Quality  int       // JPEG quality; 0: 85
	Noise    float64   // the sensor's noise each frame, sigma (0..255); 0: 2
	Flicker  float64   // a lamp's flicker (ClipOptions.Flicker); 0: none
	Reach    time.Duration
	Carry    time.Duration // the hand's timing (ClipOptions); 0: 0.6 s each
	// Rest is how long the table is filmed still after each action (and
	// at the start) before the next action, or before NextEncoded waits
	// for one; longer than a watcher's settle window; 0: 1 s.
	Rest time.Duration
	Seed uint64 // where hands lay the pieces, the hands' look, the noise
	// Workers make an action's frames ahead, side by side, when it
	// starts (a demo at 1080p, which one core makes at some 15 frames a
	// second); 0 or 1: each frame is made when asked for.
	Workers int
}

// A LiveScene is a table of another game than DR2D for a LiveTable, as
// that game's folder draws it: its pieces at the start, each position,
// and how a hand lays its pieces.
type LiveScene struct {
	Pieces []Placement // on the table at the start
	// Render draws the table with pieces, each laid by hand as laid says
	// (every piece has its entry): a still, left uncompressed
	// (ShotOptions.Still), its draws other than the pieces' the same for
	// every position, so that two positions differ only where pieces do.
	Render func(pieces []Placement, laid map[string]Laid) (*Photo, error)
	// Play is how far off its place's centre a hand may leave the piece
	// of payload, mm.
	Play func(payload string) float64
	// Jitter is how many degrees either way a hand turns a tag; AnyWay:
	// tags face no way, so a hand leaves them a quarter turn any way too.
	Jitter float64
	AnyWay bool
	// Place is a place's side, mm: a knocked piece is pushed a third of
	// it askew.
	Place float64
}

// A LiveTable is a generated table the players act on, as a camera
// streams it: a vision.Stream for tests, benches and demos of watching
// a whole game. The caller queues hand actions (Put, Move, Take, Knock)
// from any goroutine; NextEncoded plays them one after the other, each a
// hand coming in from the nearest side, acting and leaving, then the
// table still for Rest. With nothing queued and the rest over,
// NextEncoded waits for an action: a watcher looping on it burns no
// processor on identical frames.
//
// Each position is drawn once (Generate, some 300 ms at 1080p); a frame
// is that picture copied, a hand, the lamp's flicker, the sensor's noise
// and JPEG compression. Still frames come from a few such frames made
// once per position, in turn.
type LiveTable struct {
	o      LiveOptions
	size   image.Point
	render func(pieces []Placement, laid map[string]Laid) (*Photo, error)
	grain  grain

	enq sync.Mutex // one action queued at a time (each renders its positions)
	// Where the pieces will be once every queued action is played.
	planned     []Placement
	plannedLaid map[string]Laid
	plannedAt   *Photo
	lay         *rand.Rand // where hands lay pieces, and the hands' seeds
	actions     int

	mu      sync.Mutex
	changed chan struct{} // closed and replaced when the state changes
	closed  bool
	start   time.Time
	cur     *livePosition // the table still, as now
	shown   *livePosition // the position the last frame showed
	queue   []*liveAction
	act     *liveAction   // playing
	k       int           // its frame to give next
	stop    chan struct{} // closed by Close: workers stop
	rest    int           // still frames given since the last action
	n       int           // frames given
	hand    bool          // a hand shows in the last frame given

	paint   sync.Mutex // the frame being made when asked for
	painter painter
}

var _ vision.Stream = (*LiveTable)(nil)

// livePosition is a still table: its picture, its pieces, and still
// frames made of it.
type livePosition struct {
	photo  *Photo
	pieces []Placement
	stills [liveStills][]byte
}

// liveStills is how many still frames of a position are made: the frames
// of a still table are these, in turn.
const liveStills = 8

// A liveAction is the hand's clips played one after the other (a
// segment each), frame by frame, and the position after.
type liveAction struct {
	segs   []liveSegment
	frames []liveFrame
	after  *livePosition
	first  int              // the number of its first frame
	made   []chan madeFrame // its frames made ahead, with Workers
}

// liveFrame is a frame of an action: the table under the hand, and where
// the hand's fingertip is.
type liveFrame struct {
	clip  *Clip
	table *image.RGBA
	tip   calibration.Point
	hand  bool
	after bool // the table shows the position after the action
}

type madeFrame struct {
	data []byte
	hand bool // a hand shows
	err  error
}

type liveSegment struct {
	clip     *Clip
	from, to time.Duration // the clip's frames played
}

// NewLiveTable draws the table at the start.
func NewLiveTable(o LiveOptions) (*LiveTable, error) {
	if o.FPS == 0 {
		o.FPS = 30
	}
	if o.Quality == 0 {
		o.Quality = 85
	}
	if o.Noise == 0 {
		o.Noise = 2
	}
	if o.Rest == 0 {
		o.Rest = time.Second
	}
	for _, d := range []*time.Duration{&o.Reach, &o.Carry} {
		if *d == 0 {
			*d = 600 * time.Millisecond
		}
	}
	l := &LiveTable{o: o, changed: make(chan struct{}), stop: make(chan struct{}), start: o.Start,
		lay: rand.New(rand.NewPCG(o.Seed, 0x6c6179))}
	if sc := o.Scene; sc != nil {
		l.planned = append(l.planned, sc.Pieces...)
		l.render = sc.Render
	} else {
		opts := o.Table
		opts.Category.Hand = false
		l.planned = append(l.planned, opts.Pieces...)
		l.render = func(pieces []Placement, laid map[string]Laid) (*Photo, error) {
			o := opts
			o.laid, o.Pieces = laid, pieces
			return Generate(o)
		}
	}
	l.plannedLaid = map[string]Laid{}
	for _, p := range l.planned {
		if _, ok := l.plannedLaid[p.Payload]; ok {
			return nil, fmt.Errorf("synth: live table: %s twice", p.Payload)
		}
		l.plannedLaid[p.Payload] = l.laidBy(p.Payload)
	}
	ph, err := l.render(l.planned, l.plannedLaid)
	if err != nil {
		return nil, err
	}
	l.plannedAt, l.size = ph, ph.Image.Rect.Size()
	l.cur = &livePosition{photo: ph, pieces: slices.Clone(l.planned)}
	l.shown = l.cur
	l.grain = newGrain(o.Seed, o.Noise, 0.5)
	return l, nil
}

// laidBy is how a hand leaves a piece it puts down: a little off its
// place's centre, a little turned (Generate's hand).
func (l *LiveTable) laidBy(payload string) Laid {
	r := l.lay
	var play, jitter float64
	anyWay := false
	if sc := l.o.Scene; sc != nil {
		play, jitter, anyWay = sc.Play(payload), sc.Jitter, sc.AnyWay
	} else {
		tile, size := l.o.Table.Tile, l.o.Table.TagSize
		if tile == 0 {
			tile = tag.DefaultTile
		}
		if size == 0 {
			size = tag.DefaultTagSize
		}
		play, jitter = math.Max((tile-size*math.Sqrt2)/2, 2)*0.6, l.o.Table.Category.TagJitter
	}
	a, d := r.Float64()*2*math.Pi, r.Float64()*play
	out := Laid{Off: calibration.Point{X: d * math.Cos(a), Y: d * math.Sin(a)}, Turn: (r.Float64()*2 - 1) * jitter}
	if anyWay {
		out.Turn += float64(r.IntN(4)) * 90
	}
	return out
}

// knocked is where a piece laid so lies once a hand knocked it: pushed
// a third of its place askew, turned some 35°.
func (l *LiveTable) knocked(was Laid) Laid {
	tile := l.o.Table.Tile
	if sc := l.o.Scene; sc != nil {
		tile = sc.Place
	} else if tile == 0 {
		tile = tag.DefaultTile
	}
	a := l.lay.Float64() * 2 * math.Pi
	turn := 35.0
	if l.lay.IntN(2) == 0 {
		turn = -turn
	}
	return Laid{Off: was.Off.Add(calibration.Point{X: tile / 3 * math.Cos(a), Y: tile / 3 * math.Sin(a)}), Turn: was.Turn + turn}
}

// Put queues a hand putting a piece down on p's place (facing p's way in
// DR2D; a LiveScene's places are its own: Netzwerk's are squares for
// robots, corners for batteries),
// from off the table: at the start, or a robot coming back.
func (l *LiveTable) Put(p Placement) error {
	return l.queueAction(p.Payload, func(ps []Placement, i int) ([]Placement, error) {
		if i >= 0 {
			return nil, fmt.Errorf("synth: live table: %s is on the table already", p.Payload)
		}
		return append(ps, p), nil
	}, false)
}

// Move queues a hand carrying p.Payload to p's place, facing p's way: to
// another cell, or turned in place.
func (l *LiveTable) Move(p Placement) error {
	return l.queueAction(p.Payload, func(ps []Placement, i int) ([]Placement, error) {
		if i < 0 {
			return nil, fmt.Errorf("synth: live table: %s is not on the table", p.Payload)
		}
		ps[i] = p
		return ps, nil
	}, false)
}

// Take queues a hand taking a piece off the table.
func (l *LiveTable) Take(payload string) error {
	return l.queueAction(payload, func(ps []Placement, i int) ([]Placement, error) {
		if i < 0 {
			return nil, fmt.Errorf("synth: live table: %s is not on the table", payload)
		}
		return slices.Delete(ps, i, i+1), nil
	}, false)
}

// Knock queues a hand knocking a piece askew and, coming back at once,
// setting it back on its place, facing its way.
func (l *LiveTable) Knock(payload string) error {
	return l.queueAction(payload, func(ps []Placement, i int) ([]Placement, error) {
		if i < 0 {
			return nil, fmt.Errorf("synth: live table: %s is not on the table", payload)
		}
		return ps, nil
	}, true)
}

// queueAction works out the pieces after an action on payload (change
// gets the pieces planned and payload's index, -1 if off the table),
// draws the positions and queues the hand's clips.
func (l *LiveTable) queueAction(payload string, change func(ps []Placement, i int) ([]Placement, error), knock bool) error {
	l.enq.Lock()
	defer l.enq.Unlock()
	i := slices.IndexFunc(l.planned, func(p Placement) bool { return p.Payload == payload })
	after, err := change(slices.Clone(l.planned), i)
	if err != nil {
		return err
	}
	afterLaid := make(map[string]Laid, len(l.plannedLaid)+1)
	for k, v := range l.plannedLaid {
		afterLaid[k] = v
	}
	delete(afterLaid, payload)
	if slices.ContainsFunc(after, func(p Placement) bool { return p.Payload == payload }) {
		afterLaid[payload] = l.laidBy(payload)
	}
	l.actions++
	co := ClipOptions{FPS: l.o.FPS, Noise: l.o.Noise, Flicker: l.o.Flicker, Reach: l.o.Reach, Carry: l.o.Carry,
		Seed: l.o.Seed ^ uint64(l.actions)*0x9e3779b97f4a7c15}
	before := l.plannedAt
	ph, err := l.render(after, afterLaid)
	if err != nil {
		return err
	}
	act := &liveAction{after: &livePosition{photo: ph, pieces: after}}
	whole := func(c *Clip) liveSegment { return liveSegment{c, c.o.Still, c.o.Still + 2*c.o.Reach + c.o.Carry} }
	if !knock {
		c, err := NewClipBetween(before, ph, payload, co)
		if err != nil {
			return err
		}
		act.segs = []liveSegment{whole(c)}
	} else {
		// Knocked askew, then set back: the hand gone from the picture
		// no longer than a frame between the two.
		askew := make(map[string]Laid, len(afterLaid))
		for k, v := range afterLaid {
			askew[k] = v
		}
		askew[payload] = l.knocked(l.plannedLaid[payload])
		mid, err := l.render(after, askew)
		if err != nil {
			return err
		}
		co.Carry = l.o.Carry / 2
		a, err := NewClipBetween(before, mid, payload, co)
		if err != nil {
			return err
		}
		b, err := NewClipBetween(mid, ph, payload, co)
		if err != nil {
			return err
		}
		sa, sb := whole(a), whole(b)
		sa.to, sb.from = a.Left(), b.entered()
		act.segs = []liveSegment{sa, sb}
	}
	for n, seg := range act.segs {
		for t := seg.from; t < seg.to; t += time.Duration(float64(time.Second) / l.o.FPS) {
			tip, hand, table := seg.clip.atTime(t)
			act.frames = append(act.frames, liveFrame{clip: seg.clip, table: table.Image, tip: tip, hand: hand,
				after: n == len(act.segs)-1 && table == seg.clip.After})
		}
	}
	l.planned, l.plannedLaid, l.plannedAt = after, afterLaid, ph
	l.mu.Lock()
	l.queue = append(l.queue, act)
	l.signal()
	l.mu.Unlock()
	return nil
}

// entered is when the hand first shows in the picture.
func (c *Clip) entered() time.Duration {
	for i := range c.n {
		at, tip, hand, _ := c.at(i)
		if hand && c.handSeen(tip) {
			return at
		}
	}
	return c.o.Still
}

// signal wakes whoever waits for a change (mu held).
func (l *LiveTable) signal() {
	close(l.changed)
	l.changed = make(chan struct{})
}

func (l *LiveTable) restFrames() int { return max(1, int(math.Ceil(l.o.Rest.Seconds()*l.o.FPS))) }

// idle: every action played, the rest over (mu held).
func (l *LiveTable) idle() bool {
	return l.act == nil && len(l.queue) == 0 && l.rest >= l.restFrames()
}

// Idle waits until every action queued is played and the table has
// been filmed still for Rest: the frames are those NextEncoded gave, so
// something must be reading them.
func (l *LiveTable) Idle(ctx context.Context) error {
	for {
		l.mu.Lock()
		if l.idle() || l.closed {
			l.mu.Unlock()
			return nil
		}
		wait := l.changed
		l.mu.Unlock()
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-wait:
		}
	}
}

// Played: every action queued is played and the table has rested, so
// that NextEncoded would wait for the next action.
func (l *LiveTable) Played() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.idle()
}

// handShown: a hand is in the last frame given.
func (l *LiveTable) handShown() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.hand
}

// Pieces are the pieces as the last frame given shows them (the truth):
// a piece being carried is where it is put once the hand is half way.
// A LiveScene's pieces are as it places them (Netzwerk's: squares and
// corners as Col, Row).
func (l *LiveTable) Pieces() []Placement {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.shown.pieces)
}

// Truth is the truth of the still table the last frame given shows:
// every tag's corners in the picture, for a scanner's test.
func (l *LiveTable) Truth() Truth {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.shown.photo.Truth
}

// Size is the frames' size.
func (l *LiveTable) Size() image.Point { return l.size }

// NextEncoded gives the next frame, compressed as a camera's MJPEG
// frame, with its time (Start plus its number over FPS). It waits while
// nothing is queued and the table has rested; with Realtime, until the
// frame's time.
func (l *LiveTable) NextEncoded(ctx context.Context) (vision.Encoded, error) {
	l.mu.Lock()
	for {
		if l.closed {
			l.mu.Unlock()
			return vision.Encoded{}, fmt.Errorf("synth: live table: %w", os.ErrClosed)
		}
		if err := ctx.Err(); err != nil {
			l.mu.Unlock()
			return vision.Encoded{}, err
		}
		if l.act == nil && len(l.queue) > 0 && l.rest >= l.restFrames() {
			l.act, l.queue, l.k = l.queue[0], l.queue[1:], 0
			l.act.first = l.n
			l.ahead(l.act)
		}
		if l.act != nil || l.rest < l.restFrames() {
			break
		}
		wait := l.changed
		l.mu.Unlock()
		select {
		case <-ctx.Done():
			return vision.Encoded{}, ctx.Err()
		case <-wait:
		}
		l.mu.Lock()
	}
	if l.start.IsZero() {
		l.start = time.Now()
	}
	i := l.n
	l.n++
	at := l.start.Add(time.Duration(float64(i) / l.o.FPS * float64(time.Second)))
	name := fmt.Sprintf("synth live frame %d", i)

	var data []byte
	var err error
	if a := l.act; a != nil {
		k := l.k
		f := a.frames[k]
		if f.after {
			l.shown = a.after
		}
		l.k++
		if l.k == len(a.frames) {
			l.cur, l.shown, l.act, l.rest = a.after, a.after, nil, 0
			l.signal()
		}
		l.mu.Unlock()
		var m madeFrame
		if a.made != nil {
			select {
			case <-ctx.Done():
				return vision.Encoded{}, ctx.Err()
			case m = <-a.made[k]:
			}
		} else {
			l.paint.Lock()
			m = l.painter.make(&l.grain, l.o, f, i)
			l.paint.Unlock()
		}
		data, err = m.data, m.err
		l.mu.Lock()
		l.hand = m.hand
		l.mu.Unlock()
	} else {
		pos, v := l.cur, l.rest%liveStills
		l.rest++
		l.hand = false
		if l.rest == l.restFrames() {
			l.signal()
		}
		data = pos.stills[v]
		l.mu.Unlock()
		if data == nil {
			l.paint.Lock()
			m := l.painter.make(&l.grain, l.o, liveFrame{table: pos.photo.Image}, v)
			l.paint.Unlock()
			data, err = m.data, m.err
			l.mu.Lock()
			pos.stills[v] = data
			l.mu.Unlock()
		}
	}
	if err != nil {
		return vision.Encoded{}, err
	}
	if l.o.Realtime {
		if d := time.Until(at); d > 0 {
			select {
			case <-ctx.Done():
				return vision.Encoded{}, ctx.Err()
			case <-time.After(d):
			}
		}
	}
	return vision.Encoded{Data: data, Name: name, Time: at}, nil
}

// ahead starts the Workers making a's frames (mu held).
func (l *LiveTable) ahead(a *liveAction) {
	if l.o.Workers < 2 {
		return
	}
	a.made = make([]chan madeFrame, len(a.frames))
	for k := range a.made {
		a.made[k] = make(chan madeFrame, 1)
	}
	for w := range l.o.Workers {
		go func() {
			var p painter
			for k := w; k < len(a.frames); k += l.o.Workers {
				select {
				case <-l.stop:
					return
				default:
				}
				a.made[k] <- p.make(&l.grain, l.o, a.frames[k], a.first+k)
			}
		}()
	}
}

// painter makes frames, in its buffers.
type painter struct {
	buf *image.RGBA
	ycc *image.YCbCr
}

// make makes frame i of f: the table's picture, the hand, the lamp's
// flicker and the sensor's noise, compressed.
func (p *painter) make(g *grain, o LiveOptions, f liveFrame, i int) madeFrame {
	r := f.table.Rect
	if p.buf == nil || p.buf.Rect != r {
		p.buf = image.NewRGBA(r)
		p.ycc = image.NewYCbCr(r, image.YCbCrSubsampleRatio420)
	}
	src, seen := f.table, false
	if f.hand {
		copy(p.buf.Pix, f.table.Pix)
		seen = f.clip.drawHand(p.buf, f.tip)
		src = p.buf
	}
	g.toYCbCr(src, p.ycc, o.Flicker, float64(i)*0.37, uint64(i))
	data, err := JPEG(p.ycc, o.Quality)
	return madeFrame{data: data, hand: seen, err: err}
}

// Close ends the stream: NextEncoded and Idle return.
func (l *LiveTable) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return errors.New("synth: live table: closed twice")
	}
	l.closed = true
	close(l.stop)
	l.signal()
	return nil
}

// grain is a sensor's noise made cheap: Gaussian draws made once, read
// from a random place each frame, scaled by each value's shot noise,
// added as the frame is turned into the JPEG encoder's YCbCr (4:2:0).
type grain struct {
	seed  uint64
	draws []int8 // N(0, 1) × 16
	// The noise's sigma in luma for each level, and in chroma, over 16.
	luma   [256]float32
	chroma float32
}

const grainDraws = 1 << 20

func newGrain(seed uint64, sigma, shot float64) grain {
	g := grain{seed: seed, draws: make([]int8, grainDraws)}
	rng := rand.New(rand.NewPCG(seed, 0x6772616e))
	for i := range g.draws {
		g.draws[i] = int8(max(-127, min(127, math.Round(rng.NormFloat64()*16))))
	}
	// Noise of sigma on each of R, G and B is 0.67 sigma in luma
	// (√(0.299² + 0.587² + 0.114²)), and some 0.3 sigma in chroma once
	// averaged over the 2x2 pixels of a chroma sample.
	for v := range g.luma {
		g.luma[v] = float32(0.67 * sigma * (1 + shot*(math.Sqrt(float64(v)/128)-1)) / 16)
	}
	g.chroma = float32(0.3 * sigma / 16)
	return g
}

// toYCbCr turns src into dst (4:2:0, of src's size) with a lamp's
// flicker (amp at phase, as flicker darkens rows) and frame n's noise.
func (g *grain) toYCbCr(src *image.RGBA, dst *image.YCbCr, amp, phase float64, n uint64) {
	b := src.Bounds()
	w := b.Dx()
	period := float64(b.Dy()) / 5
	j := int(rand.New(rand.NewPCG(g.seed, n+1)).Uint64() % grainDraws)
	next := func() float32 {
		d := float32(g.draws[j])
		j++
		if j == grainDraws {
			j = 0
		}
		return d
	}
	for y := range b.Dy() {
		f := float32(1 + amp*(math.Sin(2*math.Pi*(float64(y)/period+phase))-1))
		row := src.Pix[y*src.Stride : y*src.Stride+4*w]
		ys := dst.Y[y*dst.YStride : y*dst.YStride+w]
		for x := range w {
			p := row[4*x : 4*x+3 : 4*x+3]
			l := uint8((19595*uint32(p[0]) + 38470*uint32(p[1]) + 7471*uint32(p[2]) + 1<<15) >> 16)
			ys[x] = clamp8(float32(l)*f + next()*g.luma[l])
		}
		if y%2 != 0 {
			continue
		}
		ci := (y / 2) * dst.CStride
		for x := 0; x < w; x += 2 {
			_, cb, cr := color.RGBToYCbCr(row[4*x], row[4*x+1], row[4*x+2])
			dst.Cb[ci+x/2] = clamp8(128 + (float32(cb)-128)*f + next()*g.chroma)
			dst.Cr[ci+x/2] = clamp8(128 + (float32(cr)-128)*f + next()*g.chroma)
		}
	}
}

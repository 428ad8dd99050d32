package synth

import (
	"fmt"
	"image"
	"math"
	"math/rand/v2"
	"time"

	"mecanoid/calibration"
)

// ClipOptions choose a clip: a table filmed while a hand moves one piece.
type ClipOptions struct {
	Table Options   // the table before the move: its Pieces must be set
	Move  int       // which of Table.Pieces the hand moves
	To    Placement // where it goes and how it faces (its Payload is kept)
	FPS   float64   // 0: 30
	Noise float64   // the sensor's noise each frame, sigma (0..255); 0: 2
	// Flicker is a lamp's flicker: bands of brightness ± this share,
	// drifting from frame to frame as a rolling shutter sees them; 0: none.
	Flicker float64
	// Mains is the lamp's mains frequency (50, 100 or 120 Hz of light):
	// the bands move by Mains/FPS cycles a frame, so that at 15 fps a
	// 100 Hz lamp repeats every three frames; 0: they drift 0.37 of a
	// cycle a frame.
	Mains float64
	// Clipping sets the exposure for the lamp's mean, not its brightest:
	// the flicker brightens as much as it darkens, and the highlights
	// clip (the sensor gives 255 however bright the lamp).
	Clipping bool
	// Rest is how long the hand rests still over the piece it has just
	// put down before leaving (a player keeping a finger on it); 0: none.
	Rest  time.Duration
	Still time.Duration // the table still, before the hand comes and after it left; 0: 1 s
	Reach time.Duration // the hand coming in to the piece, and going back; 0: 0.6 s
	Carry time.Duration // the hand carrying the piece to its new place; 0: 0.6 s
	Seed  uint64        // the noise and the hand's look
}

// A Clip is a table filmed while a hand moves one piece: the table
// before and after (photos with their truths), and the frames between,
// made one at a time (a frame of 1080p is 8 MB).
type Clip struct {
	Before, After *Photo
	o             ClipOptions
	from, to      calibration.Point // the piece's centre before and after, pixels
	edge          calibration.Point // where the hand comes from, out of the picture
	back          calibration.Point // where it goes back to, out of the picture
	palm          float64
	n             int
}

// A ClipFrame is one frame of a clip.
type ClipFrame struct {
	Image *image.RGBA
	At    time.Duration // since the clip began
	Hand  bool          // a hand is in the picture
}

// NewClip renders the table before and after the move.
func NewClip(o ClipOptions) (*Clip, error) {
	if o.Move < 0 || o.Move >= len(o.Table.Pieces) {
		return nil, fmt.Errorf("synth: clip: piece %d of %d moved", o.Move, len(o.Table.Pieces))
	}
	before, err := Generate(o.Table)
	if err != nil {
		return nil, err
	}
	after := o.Table
	after.Pieces = append([]Placement(nil), o.Table.Pieces...)
	to := o.To
	to.Payload = after.Pieces[o.Move].Payload
	after.Pieces[o.Move] = to
	a, err := Generate(after)
	if err != nil {
		return nil, err
	}
	return NewClipBetween(before, a, to.Payload, o)
}

// NewClipBetween films a hand going between two photos of one camera
// (the same table and seed, any game): it comes in from the side of the
// picture nearest the piece named payload, carries it from where it is
// in before to where it is in after, and leaves. A piece not in before
// comes from off the table (put down); a piece not in after goes off it
// (taken). Of o, only the timing, noise, flicker and seed are used.
func NewClipBetween(before, after *Photo, payload string, o ClipOptions) (*Clip, error) {
	if before.Image.Bounds() != after.Image.Bounds() {
		return nil, fmt.Errorf("synth: clip: frames of %v and %v", before.Image.Bounds(), after.Image.Bounds())
	}
	if o.FPS == 0 {
		o.FPS = 30
	}
	if o.Noise == 0 {
		o.Noise = 2
	}
	if o.Still == 0 {
		o.Still = time.Second
	}
	for _, d := range []*time.Duration{&o.Reach, &o.Carry} {
		if *d == 0 {
			*d = 600 * time.Millisecond
		}
	}
	c := &Clip{Before: before, After: after, o: o}
	from, inBefore := centreOf(before.Truth, payload)
	to, inAfter := centreOf(after.Truth, payload)
	w, h := float64(before.Image.Bounds().Dx()), float64(before.Image.Bounds().Dy())
	c.palm = h / 9
	// A palm's width from p towards e: a piece put down comes from
	// there, a piece taken goes there, as the hand sets it down or lifts
	// it (the piece shows or goes half way).
	near := func(p, e calibration.Point) calibration.Point {
		d := e.Sub(p)
		return p.Add(d.Scale(c.palm / d.Len()))
	}
	switch {
	case inBefore && inAfter:
		c.from, c.to = from, to
		c.edge = nearestEdge(from, w, h)
	case inAfter: // put down, brought from off the table
		c.edge = nearestEdge(to, w, h)
		c.from, c.to = near(to, c.edge), to
	case inBefore: // taken off the table
		c.edge = nearestEdge(from, w, h)
		c.from, c.to = from, near(from, c.edge)
	default:
		return nil, fmt.Errorf("synth: clip: %s is in the picture neither before nor after", payload)
	}
	c.back = c.edge.Add(c.to.Sub(c.from))
	total := 2*o.Still + 2*o.Reach + o.Carry + o.Rest
	c.n = int(total.Seconds()*o.FPS) + 1
	return c, nil
}

// nearestEdge is a point out of the w x h picture beyond the side
// nearest p: where a hand reaching for p comes from.
func nearestEdge(p calibration.Point, w, h float64) calibration.Point {
	e := p
	switch d := []float64{p.X, w - p.X, p.Y, h - p.Y}; {
	case d[0] <= d[1] && d[0] <= d[2] && d[0] <= d[3]:
		e.X = -0.3 * w
	case d[1] <= d[2] && d[1] <= d[3]:
		e.X = 1.3 * w
	case d[2] <= d[3]:
		e.Y = -0.3 * h
	default:
		e.Y = 1.3 * h
	}
	return e
}

func centreOf(t Truth, payload string) (calibration.Point, bool) {
	for _, p := range t.Pieces {
		if p.Payload == payload {
			var c calibration.Point
			for _, q := range p.Corners {
				c.X += q.X / 4
				c.Y += q.Y / 4
			}
			return c, true
		}
	}
	return calibration.Point{}, false
}

// Len is the number of frames.
func (c *Clip) Len() int { return c.n }

// Left is when the hand has left the picture: the first frame after the
// move without it. From then on the table is still and shows After.
func (c *Clip) Left() time.Duration {
	for i := range c.n {
		at, tip, hand, table := c.at(i)
		if table == c.After && (!hand || !c.handSeen(tip)) {
			return at
		}
	}
	return c.o.Still + 2*c.o.Reach + c.o.Carry + c.o.Rest
}

// Resting is when the hand rests still over the piece put down, from
// and to; both zero without a rest.
func (c *Clip) Resting() (from, to time.Duration) {
	if c.o.Rest == 0 {
		return 0, 0
	}
	from = c.o.Still + c.o.Reach + c.o.Carry
	return from, from + c.o.Rest
}

// handSeen: a hand with its fingertip at tip shows in the picture.
func (c *Clip) handSeen(tip calibration.Point) bool {
	scratch := image.NewRGBA(c.Before.Image.Bounds())
	mask := Hand(scratch, rand.New(rand.NewPCG(c.o.Seed, 0x68616e64)), tip.X, tip.Y, c.palm)
	for _, a := range mask.Pix {
		if a != 0 {
			return true
		}
	}
	return false
}

// at is frame i's time, where the hand's fingertip is, and which table
// it is over.
func (c *Clip) at(i int) (at time.Duration, tip calibration.Point, hand bool, table *Photo) {
	at = time.Duration(float64(i) / c.o.FPS * float64(time.Second))
	tip, hand, table = c.atTime(at)
	return at, tip, hand, table
}

// atTime is where the hand's fingertip is at time at of the clip, and
// which table it is over.
func (c *Clip) atTime(at time.Duration) (tip calibration.Point, hand bool, table *Photo) {
	o := c.o
	table = c.Before
	lerp := func(a, b calibration.Point, f float64) calibration.Point {
		f = (1 - math.Cos(math.Pi*min(max(f, 0), 1))) / 2 // slow at both ends, as a hand goes
		return calibration.Point{X: a.X + (b.X-a.X)*f, Y: a.Y + (b.Y-a.Y)*f}
	}
	t := at - o.Still
	switch {
	case t < 0:
	case t < o.Reach:
		hand, tip = true, lerp(c.edge, c.from, float64(t)/float64(o.Reach))
	case t < o.Reach+o.Carry:
		f := float64(t-o.Reach) / float64(o.Carry)
		hand, tip = true, lerp(c.from, c.to, f)
		if f >= 0.5 {
			table = c.After
		}
	case t < o.Reach+o.Carry+o.Rest:
		table = c.After
		hand, tip = true, c.to
	case t < 2*o.Reach+o.Carry+o.Rest:
		table = c.After
		hand, tip = true, lerp(c.to, c.back, float64(t-o.Reach-o.Carry-o.Rest)/float64(o.Reach))
	default:
		table = c.After
	}
	return tip, hand, table
}

// Frame makes frame i (0 ≤ i < Len).
func (c *Clip) Frame(i int) ClipFrame {
	at, tip, hand, table := c.at(i)
	img := image.NewRGBA(table.Image.Bounds())
	copy(img.Pix, table.Image.Pix)
	seen := false
	if hand {
		seen = c.drawHand(img, tip)
	}
	rng := rand.New(rand.NewPCG(c.o.Seed, uint64(i)+1))
	if c.o.Flicker > 0 {
		phase := float64(i) * 0.37
		if c.o.Mains > 0 {
			phase = float64(i) * c.o.Mains / c.o.FPS
		}
		exposure := 1 - c.o.Flicker // set for the lamp at its brightest
		if c.o.Clipping {
			exposure = 1
		}
		flicker(img, c.o.Flicker, phase, exposure)
	}
	Noise(img, rng, c.o.Noise, 0.5)
	return ClipFrame{Image: img, At: at, Hand: seen}
}

// drawHand draws the clip's hand (the same in every frame: its look
// comes from the clip's seed) with its fingertip at tip, and says
// whether any of it is in the picture.
func (c *Clip) drawHand(img *image.RGBA, tip calibration.Point) bool {
	mask := Hand(img, rand.New(rand.NewPCG(c.o.Seed, 0x68616e64)), tip.X, tip.Y, c.palm)
	for _, a := range mask.Pix {
		if a != 0 {
			return true
		}
	}
	return false
}

// flicker is a lamp on the mains seen by a rolling shutter: bands across
// the picture brighter and darker by amp around exposure, at phase
// (cycles). An exposure of 1-amp was set for the lamp at its brightest:
// flicker darkens, it clips nothing; of 1, for its mean: the highlights
// clip at the bright bands.
func flicker(img *image.RGBA, amp, phase, exposure float64) {
	b := img.Bounds()
	period := float64(b.Dy()) / 5
	for y := 0; y < b.Dy(); y++ {
		f := float32(exposure + amp*math.Sin(2*math.Pi*(float64(y)/period+phase)))
		row := img.Pix[y*img.Stride : y*img.Stride+4*b.Dx()]
		for i := 0; i < len(row); i += 4 {
			row[i] = clamp8(float32(row[i]) * f)
			row[i+1] = clamp8(float32(row[i+1]) * f)
			row[i+2] = clamp8(float32(row[i+2]) * f)
		}
	}
}

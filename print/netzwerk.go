package print

import (
	"fmt"
	"image"
	"image/color"
	"math"

	nz "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// NetzwerkPrint says how to print a Netzwerk board and its tags at true
// scale. Board coordinates are millimetres from the north-west corner of
// square [1,1] (corner [0,0]), x east, y south. The playing area is the
// squares plus Border all round, where the outer energy fields lie; the
// corner markers stand diagonally beyond the playing area's corners, as
// tag.Markers places them for an area of AreaSize (see MarkerCentre).
type NetzwerkPrint struct {
	Square     float64     // side of a square field, mm
	Field      float64     // diameter of an energy field, mm
	Border     float64     // board beyond the outer squares, mm
	RobotTag   float64     // side of a robot's tag, mm (it stands in a square)
	BatteryTag float64     // side of a battery's tag, mm (it stands on a corner, between four robots' tags)
	Markers    tag.Markers // corner markers; Size 0: none
	Page       Page
	Overlap    float64 // mm printed on both of two neighbouring sheets
}

// DefaultNetzwerkPrint: 60 mm squares, 26 mm energy fields, 30 mm robot
// tags and 22 mm battery tags (4 mm apart at the closest), the default
// corner markers, A4 with 10 mm margins and overlaps.
func DefaultNetzwerkPrint() NetzwerkPrint {
	return NetzwerkPrint{Square: 60, Field: 26, Border: 16, RobotTag: 30, BatteryTag: 22,
		Markers: tag.DefaultMarkers, Page: DefaultPage, Overlap: 10}
}

// Check tells whether a board of cfg can be printed with these settings,
// and its tags read: a robot's tag and a battery's tag beside it must not
// overlap.
func (o NetzwerkPrint) Check(cfg nz.Config) error {
	if err := cfg.Check(); err != nil {
		return fmt.Errorf("print: %w", err)
	}
	switch {
	case o.Square < MinTile || o.Square > MaxTile:
		return fail(lang.M("squares of %g mm; %g..%g mm", o.Square, MinTile, MaxTile))
	case o.RobotTag < MinTagSize || o.BatteryTag < MinTagSize:
		return fail(lang.M("tags of %g and %g mm are too small to be read; at least %g mm", o.RobotTag, o.BatteryTag, MinTagSize))
	case o.RobotTag/2+o.BatteryTag/2 > o.Square/2:
		return fail(lang.M("a %g mm robot tag and a %g mm battery tag overlap on %g mm squares; half of each must fit in half a square",
			o.RobotTag, o.BatteryTag, o.Square))
	case o.Field <= 0 || o.Field > o.Square*0.8:
		return fail(lang.M("energy fields of %g mm on %g mm squares; 0..%g mm", o.Field, o.Square, o.Square*0.8))
	case o.Border < o.Field/2:
		return fail(lang.M("a border of %g mm leaves the outer energy fields (%g mm) off the board; at least %g mm", o.Border, o.Field, o.Field/2))
	case o.Markers.Size != 0 && o.Markers.Size < 10:
		return fail(lang.M("corner markers of %g mm are too small to be read; at least 10 mm", o.Markers.Size))
	case o.Markers.Gap < 0:
		return fail(lang.M("corner marker gap %g mm; it cannot be negative", o.Markers.Gap))
	}
	return o.Page.Check()
}

// AreaSize is the playing area (squares and border) in millimetres.
func (o NetzwerkPrint) AreaSize(cfg nz.Config) (w, h float64) {
	return float64(cfg.Width)*o.Square + 2*o.Border, float64(cfg.Height)*o.Square + 2*o.Border
}

// SquareCentre is the centre of a square in board coordinates.
func (o NetzwerkPrint) SquareCentre(s nz.Square) Pt {
	return Pt{(float64(s.X) - 0.5) * o.Square, (float64(s.Y) - 0.5) * o.Square}
}

// CornerCentre is the centre of an energy field in board coordinates.
func (o NetzwerkPrint) CornerCentre(k nz.Corner) Pt {
	return Pt{float64(k.X) * o.Square, float64(k.Y) * o.Square}
}

// MarkerCentre is the centre of corner marker k (0 NW, 1 NE, 2 SE, 3 SW)
// in board coordinates.
func (o NetzwerkPrint) MarkerCentre(k int, cfg nz.Config) Pt {
	w, h := o.AreaSize(cfg)
	x, y := o.Markers.Centre(k, w, h)
	return Pt{x - o.Border, y - o.Border}
}

func (o NetzwerkPrint) labelSize() float64 { return math.Min(o.Square*0.2, 7) }

// Extent is the rectangle the printed board covers: the playing area, the
// coordinates along its edges and the corner markers, with a white border.
func (o NetzwerkPrint) Extent(cfg nz.Config) (lo, hi Pt) {
	e := o.Border + o.labelSize()*2.6 + 3
	if o.Markers.Size > 0 {
		e = math.Max(e, o.Border+o.Markers.Margin()+3)
	}
	w, h := float64(cfg.Width)*o.Square, float64(cfg.Height)*o.Square
	return Pt{-e, -e}, Pt{w + e, h + e}
}

// Player colours: start rows, robots and their tags' swatches.
var (
	NetzwerkP1    = color.RGBA{30, 100, 210, 255}
	NetzwerkP2    = color.RGBA{214, 40, 40, 255}
	netzBoard     = color.RGBA{236, 232, 220, 255}
	netzField     = color.RGBA{250, 236, 170, 255}
	netzFieldRing = color.RGBA{200, 150, 30, 255}
)

// NetzwerkColour is the colour of player p.
func NetzwerkColour(p nz.Player) color.RGBA {
	if p == nz.Player2 {
		return NetzwerkP2
	}
	return NetzwerkP1
}

// DrawNetzwerkBoard draws the board of cfg with the north-west corner of
// square [1,1] at origin: the border, the squares (the start rows tinted
// with their player's colour), the round energy fields on the corners, and
// with labels the coordinates along the edges.
func DrawNetzwerkBoard(c Canvas, cfg nz.Config, o NetzwerkPrint, origin Pt, labels bool) {
	s := o.Square
	w, h := float64(cfg.Width)*s, float64(cfg.Height)*s
	at := func(p Pt) Pt { return Pt{origin.X + p.X, origin.Y + p.Y} }
	Rect(c, origin.X-o.Border, origin.Y-o.Border, w+2*o.Border, h+2*o.Border, netzBoard)
	Frame(c, origin.X-o.Border, origin.Y-o.Border, w+2*o.Border, h+2*o.Border, 0.4, FloorEdge)
	line := math.Max(s*0.012, 0.4)
	for y := 1; y <= cfg.Height; y++ {
		for x := 1; x <= cfg.Width; x++ {
			fill := color.Color(Floor)
			switch y {
			case cfg.StartRow(nz.Player1):
				fill = pale(pale(NetzwerkP1))
			case cfg.StartRow(nz.Player2):
				fill = pale(pale(NetzwerkP2))
			}
			p := at(Pt{float64(x-1) * s, float64(y-1) * s})
			Rect(c, p.X, p.Y, s, s, fill)
		}
	}
	for x := 0; x <= cfg.Width; x++ {
		c.Line(at(Pt{float64(x) * s, 0}), at(Pt{float64(x) * s, h}), line, InkCol)
	}
	for y := 0; y <= cfg.Height; y++ {
		c.Line(at(Pt{0, float64(y) * s}), at(Pt{w, float64(y) * s}), line, InkCol)
	}
	for y := 0; y <= cfg.Height; y++ {
		for x := 0; x <= cfg.Width; x++ {
			p := at(o.CornerCentre(nz.Corner{X: x, Y: y}))
			c.Circle(p, o.Field/2, netzFieldRing)
			c.Circle(p, o.Field/2-math.Max(o.Field*0.06, 0.6), netzField)
		}
	}
	if !labels {
		return
	}
	ls := o.labelSize()
	off := o.Border + ls*0.5 + 1
	for x := 1; x <= cfg.Width; x++ {
		cx := origin.X + (float64(x)-0.5)*s
		c.Text(Pt{cx, origin.Y - off}, ls, fmt.Sprint(x), InkCol, 0.5)
		c.Text(Pt{cx, origin.Y + h + off + ls*0.8}, ls, fmt.Sprint(x), InkCol, 0.5)
	}
	for y := 1; y <= cfg.Height; y++ {
		cy := origin.Y + (float64(y)-0.5)*s + ls*0.36
		c.Text(Pt{origin.X - off, cy}, ls, fmt.Sprint(y), InkCol, 1)
		c.Text(Pt{origin.X + w + off, cy}, ls, fmt.Sprint(y), InkCol, 0)
	}
	n := cfg.RobotsPerPlayer()
	small := ls * 0.55
	say := o.Page.words()
	c.Text(Pt{origin.X + w/2, origin.Y + h + off + ls*0.8 + small*1.6}, small,
		say.Sprintf("player 1 starts here (robots 1-%d), moves north", n), NetzwerkP1, 0.5)
	c.Text(Pt{origin.X + w/2, origin.Y - off - ls - small*0.4}, small,
		say.Sprintf("player 2 starts here (robots %d-%d), moves south", n+1, 2*n), NetzwerkP2, 0.5)
}

// DrawNetzwerkPieces draws the robots (discs of their player's colour, with
// their number) and batteries (small discs; hollow when spent) of s.
func DrawNetzwerkPieces(c Canvas, s *nz.State, o NetzwerkPrint, origin Pt) {
	for _, id := range s.Batteries() {
		k, _ := s.Battery(id)
		p := o.CornerCentre(k)
		p = Pt{origin.X + p.X, origin.Y + p.Y}
		r := o.Field * 0.38
		c.Circle(p, r, InkCol)
		if s.Spent(id) {
			c.Circle(p, r*0.8, White)
		} else {
			c.Circle(p, r*0.8, LawCol)
		}
		c.Text(Pt{p.X, p.Y + r*0.35}, r, fmt.Sprint(id), InkCol, 0.5)
	}
	for _, id := range s.Robots(nz.NoPlayer) {
		sq, _ := s.Robot(id)
		p := o.SquareCentre(sq)
		p = Pt{origin.X + p.X, origin.Y + p.Y}
		r := o.Square * 0.3
		c.Circle(p, r, InkCol)
		c.Circle(p, r*0.88, NetzwerkColour(s.Owner(id)))
		c.Text(Pt{p.X, p.Y + r*0.35}, r, fmt.Sprint(id), White, 0.5)
	}
}

func drawNetzPoster(c Canvas, cfg nz.Config, o NetzwerkPrint, origin Pt) error {
	DrawNetzwerkBoard(c, cfg, o, origin, true)
	if o.Markers.Size > 0 {
		w, h := o.AreaSize(cfg)
		return DrawMarkers(c, tag.Netzwerk, o.Markers, w, h, Pt{origin.X - o.Border, origin.Y - o.Border})
	}
	return nil
}

// NetzwerkBoardImage draws the printed board (and the pieces of s, when
// not nil) as a picture at scale pixels per millimetre, for screens.
func NetzwerkBoardImage(cfg nz.Config, s *nz.State, o NetzwerkPrint, scale float64) (*image.RGBA, error) {
	if err := o.Check(cfg); err != nil {
		return nil, err
	}
	lo, hi := o.Extent(cfg)
	return posterImage(lo, hi, scale, func(c Canvas, origin Pt) error {
		if err := drawNetzPoster(c, cfg, o, origin); err != nil {
			return err
		}
		if s != nil {
			DrawNetzwerkPieces(c, s, o, origin)
		}
		return nil
	})
}

// PlanNetzwerkBoard is how the board is cut into sheets with these settings.
func PlanNetzwerkBoard(cfg nz.Config, o NetzwerkPrint) (Tiling, error) {
	if err := o.Check(cfg); err != nil {
		return Tiling{}, err
	}
	lo, hi := o.Extent(cfg)
	return PlanTiling(lo, hi, o.Page, stripHeight, o.Overlap)
}

func netzTitle(cfg nz.Config) string {
	return fmt.Sprintf("Netzwerk %dx%d", cfg.Width, cfg.Height)
}

// PrintNetzwerkBoard prints the board at true scale: an assembly page,
// then the board across as many sheets as it needs, each labelled, with
// cut lines and alignment marks on the overlaps.
func PrintNetzwerkBoard(d Doc, cfg nz.Config, o NetzwerkPrint) (Tiling, error) {
	t, err := PlanNetzwerkBoard(cfg, o)
	if err != nil {
		return t, err
	}
	return t, printPoster(d, o.poster(cfg, t), o.Page, t)
}

// poster is the printed board as tiled by t: the sheets show it with its
// coordinates, the cover in small without them.
func (o NetzwerkPrint) poster(cfg nz.Config, t Tiling) poster {
	aw, ah := o.AreaSize(cfg)
	lo, hi := o.Extent(cfg)
	say := o.Page.words()
	return poster{
		title: netzTitle(cfg), lo: lo, hi: hi,
		draw: func(c Canvas, origin Pt) error { return drawNetzPoster(c, cfg, o, origin) },
		info: []string{
			say.Sprintf("%d x %d squares of %g mm, energy fields of %g mm: playing area %g x %g mm",
				cfg.Width, cfg.Height, o.Square, o.Field, aw, ah),
			say.Sprintf("%s, %g mm margins, %g mm overlaps; tags: robots %g mm, batteries %g mm",
				t.Describe(), o.Page.Margin, t.Overlap, o.RobotTag, o.BatteryTag),
		},
		steps: assemblySteps(say,
			say.Sprintf("4. Robots stand in the squares, their tags centred; batteries on the round energy fields."),
			say.Sprintf("5. The four corner markers must stay flat and in the camera's view: the referee finds the board by them.")),
		room: 16,
		small: func(c Canvas, s float64, origin Pt) error {
			small := o
			small.Square, small.Field, small.Border = o.Square*s, o.Field*s, o.Border*s
			small.Markers = tag.Markers{Size: o.Markers.Size * s, Gap: o.Markers.Gap * s}
			DrawNetzwerkBoard(c, cfg, small, origin, false)
			if small.Markers.Size > 0 {
				w, h := small.AreaSize(cfg)
				return DrawMarkers(c, tag.Netzwerk, small.Markers, w, h, Pt{origin.X - small.Border, origin.Y - small.Border})
			}
			return nil
		},
	}
}

// NetzwerkTagSheets are the tags of a Netzwerk game: the robots' (1..2n,
// player 1's first) at RobotTag mm and the batteries' at BatteryTag mm,
// payloads MC1:NETZ:R:n and MC1:NETZ:B:n. viewW x viewH is the table area
// the camera sees, to state the resolution it needs.
func NetzwerkTagSheets(cfg nz.Config, o NetzwerkPrint, viewW, viewH float64) []TagSheets {
	robots := TagSheets{Game: tag.Netzwerk, Size: o.RobotTag, ViewW: viewW, ViewH: viewH, Page: o.Page}
	for id := 1; id <= 2*cfg.RobotsPerPlayer(); id++ {
		robots.Robots = append(robots.Robots, id)
	}
	bats := TagSheets{Game: tag.Netzwerk, Size: o.BatteryTag, ViewW: viewW, ViewH: viewH, Page: o.Page}
	for id := 1; id <= cfg.Batteries(); id++ {
		bats.Batteries = append(bats.Batteries, id)
	}
	return []TagSheets{robots, bats}
}

// PrintNetzwerkTags prints the robots' tags, then the batteries'. The
// camera view defaults to the printed board's extent.
func PrintNetzwerkTags(d Doc, cfg nz.Config, o NetzwerkPrint, viewW, viewH float64) error {
	if err := o.Check(cfg); err != nil {
		return err
	}
	if viewW <= 0 {
		lo, hi := o.Extent(cfg)
		viewW, viewH = hi.X-lo.X, hi.Y-lo.Y
	}
	for _, ts := range NetzwerkTagSheets(cfg, o, viewW, viewH) {
		if err := PrintTags(d, ts); err != nil {
			return err
		}
	}
	return nil
}

package netzwerk

import (
	"fmt"
	"image"
	"image/color"
	"math"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/tag"
)

// BoardPrint says how to print a Netzwerk board and its tags at true
// scale. Board coordinates are millimetres from the north-west corner of
// square [1,1] (corner [0,0]), x east, y south. The playing area is the
// squares plus Border all round, where the outer energy fields lie; the
// corner markers stand diagonally beyond the playing area's corners, as
// tag.Markers places them for an area of AreaSize (see MarkerCentre).
type BoardPrint struct {
	Square     float64     // side of a square field, mm
	Field      float64     // diameter of an energy field, mm
	Border     float64     // board beyond the outer squares, mm
	RobotTag   float64     // side of a robot's tag, mm (it stands in a square)
	BatteryTag float64     // side of a battery's tag, mm (it stands on a corner, between four robots' tags)
	Markers    tag.Markers // corner markers; Size 0: none
	Page       print.Page
	Overlap    float64 // mm printed on both of two neighbouring sheets
}

// DefaultBoardPrint: 60 mm squares, 26 mm energy fields, 30 mm robot
// tags and 22 mm battery tags (4 mm apart at the closest), the default
// corner markers, A4 with 10 mm margins and overlaps.
func DefaultBoardPrint() BoardPrint {
	return BoardPrint{Square: 60, Field: 26, Border: 16, RobotTag: 30, BatteryTag: 22,
		Markers: tag.DefaultMarkers, Page: print.DefaultPage, Overlap: 10}
}

// Check tells whether a board of cfg can be printed with these settings,
// and its tags read: a robot's tag and a battery's tag beside it must not
// overlap.
func (o BoardPrint) Check(cfg rules.Config) error {
	if err := cfg.Check(); err != nil {
		return fmt.Errorf("print: %w", err)
	}
	switch {
	case o.Square < print.MinTile || o.Square > print.MaxTile:
		return fail(lang.M("squares of %g mm; %g..%g mm", o.Square, print.MinTile, print.MaxTile))
	case o.RobotTag < print.MinTagSize || o.BatteryTag < print.MinTagSize:
		return fail(lang.M("tags of %g and %g mm are too small to be read; at least %g mm", o.RobotTag, o.BatteryTag, print.MinTagSize))
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
func (o BoardPrint) AreaSize(cfg rules.Config) (w, h float64) {
	return float64(cfg.Width)*o.Square + 2*o.Border, float64(cfg.Height)*o.Square + 2*o.Border
}

// SquareCentre is the centre of a square in board coordinates.
func (o BoardPrint) SquareCentre(s rules.Square) print.Pt {
	return print.Pt{X: (float64(s.X) - 0.5) * o.Square, Y: (float64(s.Y) - 0.5) * o.Square}
}

// CornerCentre is the centre of an energy field in board coordinates.
func (o BoardPrint) CornerCentre(k rules.Corner) print.Pt {
	return print.Pt{X: float64(k.X) * o.Square, Y: float64(k.Y) * o.Square}
}

// MarkerCentre is the centre of corner marker k (0 NW, 1 NE, 2 SE, 3 SW)
// in board coordinates.
func (o BoardPrint) MarkerCentre(k int, cfg rules.Config) print.Pt {
	w, h := o.AreaSize(cfg)
	x, y := o.Markers.Centre(k, w, h)
	return print.Pt{X: x - o.Border, Y: y - o.Border}
}

func (o BoardPrint) labelSize() float64 { return math.Min(o.Square*0.2, 7) }

// Extent is the rectangle the printed board covers: the playing area, the
// coordinates along its edges and the corner markers, with a white border.
func (o BoardPrint) Extent(cfg rules.Config) (lo, hi print.Pt) {
	e := o.Border + o.labelSize()*2.6 + 3
	if o.Markers.Size > 0 {
		e = math.Max(e, o.Border+o.Markers.Margin()+3)
	}
	w, h := float64(cfg.Width)*o.Square, float64(cfg.Height)*o.Square
	return print.Pt{X: -e, Y: -e}, print.Pt{X: w + e, Y: h + e}
}

// Player colours: start rows, robots and their tags' swatches.
var (
	Player1Colour   = color.RGBA{30, 100, 210, 255}
	Player2Colour   = color.RGBA{214, 40, 40, 255}
	boardColour     = color.RGBA{236, 232, 220, 255}
	fieldColour     = color.RGBA{250, 236, 170, 255}
	fieldRingColour = color.RGBA{200, 150, 30, 255}
)

// PlayerColour is the colour of player p.
func PlayerColour(p rules.Player) color.RGBA {
	if p == rules.Player2 {
		return Player2Colour
	}
	return Player1Colour
}

// DrawPrintedBoard draws the board of cfg with the north-west corner of
// square [1,1] at origin: the border, the squares (the start rows tinted
// with their player's colour), the round energy fields on the corners, and
// with labels the coordinates along the edges.
func DrawPrintedBoard(c print.Canvas, cfg rules.Config, o BoardPrint, origin print.Pt, labels bool) {
	s := o.Square
	w, h := float64(cfg.Width)*s, float64(cfg.Height)*s
	at := func(p print.Pt) print.Pt { return print.Pt{X: origin.X + p.X, Y: origin.Y + p.Y} }
	print.Rect(c, origin.X-o.Border, origin.Y-o.Border, w+2*o.Border, h+2*o.Border, boardColour)
	print.Frame(c, origin.X-o.Border, origin.Y-o.Border, w+2*o.Border, h+2*o.Border, 0.4, print.FloorEdge)
	line := math.Max(s*0.012, 0.4)
	for y := 1; y <= cfg.Height; y++ {
		for x := 1; x <= cfg.Width; x++ {
			fill := color.Color(print.Floor)
			switch y {
			case cfg.StartRow(rules.Player1):
				fill = pale(pale(Player1Colour))
			case cfg.StartRow(rules.Player2):
				fill = pale(pale(Player2Colour))
			}
			p := at(print.Pt{X: float64(x-1) * s, Y: float64(y-1) * s})
			print.Rect(c, p.X, p.Y, s, s, fill)
		}
	}
	for x := 0; x <= cfg.Width; x++ {
		c.Line(at(print.Pt{X: float64(x) * s, Y: 0}), at(print.Pt{X: float64(x) * s, Y: h}), line, print.InkCol)
	}
	for y := 0; y <= cfg.Height; y++ {
		c.Line(at(print.Pt{X: 0, Y: float64(y) * s}), at(print.Pt{X: w, Y: float64(y) * s}), line, print.InkCol)
	}
	for y := 0; y <= cfg.Height; y++ {
		for x := 0; x <= cfg.Width; x++ {
			p := at(o.CornerCentre(rules.Corner{X: x, Y: y}))
			c.Circle(p, o.Field/2, fieldRingColour)
			c.Circle(p, o.Field/2-math.Max(o.Field*0.06, 0.6), fieldColour)
		}
	}
	if !labels {
		return
	}
	ls := o.labelSize()
	off := o.Border + ls*0.5 + 1
	for x := 1; x <= cfg.Width; x++ {
		cx := origin.X + (float64(x)-0.5)*s
		c.Text(print.Pt{X: cx, Y: origin.Y - off}, ls, fmt.Sprint(x), print.InkCol, 0.5)
		c.Text(print.Pt{X: cx, Y: origin.Y + h + off + ls*0.8}, ls, fmt.Sprint(x), print.InkCol, 0.5)
	}
	for y := 1; y <= cfg.Height; y++ {
		cy := origin.Y + (float64(y)-0.5)*s + ls*0.36
		c.Text(print.Pt{X: origin.X - off, Y: cy}, ls, fmt.Sprint(y), print.InkCol, 1)
		c.Text(print.Pt{X: origin.X + w + off, Y: cy}, ls, fmt.Sprint(y), print.InkCol, 0)
	}
	n := cfg.RobotsPerPlayer()
	small := ls * 0.55
	say := o.Page.Words()
	c.Text(print.Pt{X: origin.X + w/2, Y: origin.Y + h + off + ls*0.8 + small*1.6}, small,
		say.Sprintf("player 1 starts here (robots 1-%d), moves north", n), Player1Colour, 0.5)
	c.Text(print.Pt{X: origin.X + w/2, Y: origin.Y - off - ls - small*0.4}, small,
		say.Sprintf("player 2 starts here (robots %d-%d), moves south", n+1, 2*n), Player2Colour, 0.5)
}

// DrawPrintedPieces draws the robots (discs of their player's colour, with
// their number) and batteries (small discs; hollow when spent) of s.
func DrawPrintedPieces(c print.Canvas, s *rules.State, o BoardPrint, origin print.Pt) {
	for _, id := range s.Batteries() {
		k, _ := s.Battery(id)
		p := o.CornerCentre(k)
		p = print.Pt{X: origin.X + p.X, Y: origin.Y + p.Y}
		r := o.Field * 0.38
		c.Circle(p, r, print.InkCol)
		if s.Spent(id) {
			c.Circle(p, r*0.8, print.White)
		} else {
			c.Circle(p, r*0.8, print.LawCol)
		}
		c.Text(print.Pt{X: p.X, Y: p.Y + r*0.35}, r, fmt.Sprint(id), print.InkCol, 0.5)
	}
	for _, id := range s.Robots(rules.NoPlayer) {
		sq, _ := s.Robot(id)
		p := o.SquareCentre(sq)
		p = print.Pt{X: origin.X + p.X, Y: origin.Y + p.Y}
		r := o.Square * 0.3
		c.Circle(p, r, print.InkCol)
		c.Circle(p, r*0.88, PlayerColour(s.Owner(id)))
		c.Text(print.Pt{X: p.X, Y: p.Y + r*0.35}, r, fmt.Sprint(id), print.White, 0.5)
	}
}

func drawPoster(c print.Canvas, cfg rules.Config, o BoardPrint, origin print.Pt) error {
	DrawPrintedBoard(c, cfg, o, origin, true)
	if o.Markers.Size > 0 {
		w, h := o.AreaSize(cfg)
		return print.DrawMarkers(c, TagCode, o.Markers, w, h, print.Pt{X: origin.X - o.Border, Y: origin.Y - o.Border})
	}
	return nil
}

// BoardImage draws the printed board (and the pieces of s, when
// not nil) as a picture at scale pixels per millimetre, for screens.
func BoardImage(cfg rules.Config, s *rules.State, o BoardPrint, scale float64) (*image.RGBA, error) {
	if err := o.Check(cfg); err != nil {
		return nil, err
	}
	lo, hi := o.Extent(cfg)
	return print.PosterImage(lo, hi, scale, func(c print.Canvas, origin print.Pt) error {
		if err := drawPoster(c, cfg, o, origin); err != nil {
			return err
		}
		if s != nil {
			DrawPrintedPieces(c, s, o, origin)
		}
		return nil
	})
}

// PlanBoard is how the board is cut into sheets with these settings.
func PlanBoard(cfg rules.Config, o BoardPrint) (print.Tiling, error) {
	if err := o.Check(cfg); err != nil {
		return print.Tiling{}, err
	}
	lo, hi := o.Extent(cfg)
	return print.PlanPoster(lo, hi, o.Page, o.Overlap)
}

// fail is print's error saying m, which the command says in the user's
// language.
func fail(m lang.Msg) error { return &print.Error{Msg: m} }

// pale is c halfway to white.
func pale(c color.RGBA) color.RGBA {
	return color.RGBA{uint8((int(c.R) + 255) / 2), uint8((int(c.G) + 255) / 2), uint8((int(c.B) + 255) / 2), 255}
}

func boardTitle(cfg rules.Config) string {
	return fmt.Sprintf("Netzwerk %dx%d", cfg.Width, cfg.Height)
}

// PrintBoard prints the board at true scale: an assembly page,
// then the board across as many sheets as it needs, each labelled, with
// cut lines and alignment marks on the overlaps.
func PrintBoard(d print.Doc, cfg rules.Config, o BoardPrint) (print.Tiling, error) {
	t, err := PlanBoard(cfg, o)
	if err != nil {
		return t, err
	}
	return t, print.PrintPoster(d, o.poster(cfg, t), o.Page, t)
}

// poster is the printed board as tiled by t: the sheets show it with its
// coordinates, the cover in small without them.
func (o BoardPrint) poster(cfg rules.Config, t print.Tiling) print.Poster {
	aw, ah := o.AreaSize(cfg)
	lo, hi := o.Extent(cfg)
	say := o.Page.Words()
	return print.Poster{
		Title: boardTitle(cfg), Lo: lo, Hi: hi,
		Draw: func(c print.Canvas, origin print.Pt) error { return drawPoster(c, cfg, o, origin) },
		Info: []string{
			say.Sprintf("%d x %d squares of %g mm, energy fields of %g mm: playing area %g x %g mm",
				cfg.Width, cfg.Height, o.Square, o.Field, aw, ah),
			say.Sprintf("%s, %g mm margins, %g mm overlaps; tags: robots %g mm, batteries %g mm",
				t.Describe(), o.Page.Margin, t.Overlap, o.RobotTag, o.BatteryTag),
		},
		Steps: print.AssemblySteps(say,
			say.Sprintf("4. Robots stand in the squares, their tags centred; batteries on the round energy fields."),
			say.Sprintf("5. The four corner markers must stay flat and in the camera's view: the referee finds the board by them.")),
		Room: 16,
		Small: func(c print.Canvas, s float64, origin print.Pt) error {
			small := o
			small.Square, small.Field, small.Border = o.Square*s, o.Field*s, o.Border*s
			small.Markers = tag.Markers{Size: o.Markers.Size * s, Gap: o.Markers.Gap * s}
			DrawPrintedBoard(c, cfg, small, origin, false)
			if small.Markers.Size > 0 {
				w, h := small.AreaSize(cfg)
				return print.DrawMarkers(c, TagCode, small.Markers, w, h, print.Pt{X: origin.X - small.Border, Y: origin.Y - small.Border})
			}
			return nil
		},
	}
}

// TagSheets are the tags of a Netzwerk game: the robots' (1..2n,
// player 1's first) at RobotTag mm and the batteries' at BatteryTag mm,
// payloads MC1:NETZ:R:n and MC1:NETZ:B:n. viewW x viewH is the table area
// the camera sees, to state the resolution it needs.
func TagSheets(cfg rules.Config, o BoardPrint, viewW, viewH float64) []print.TagSheets {
	robots := print.TagSheets{Game: TagCode, Size: o.RobotTag, ViewW: viewW, ViewH: viewH, Page: o.Page}
	for id := 1; id <= 2*cfg.RobotsPerPlayer(); id++ {
		robots.Robots = append(robots.Robots, id)
	}
	bats := print.TagSheets{Game: TagCode, Size: o.BatteryTag, ViewW: viewW, ViewH: viewH, Page: o.Page}
	for id := 1; id <= cfg.Batteries(); id++ {
		bats.Batteries = append(bats.Batteries, id)
	}
	return []print.TagSheets{robots, bats}
}

// PrintTags prints the robots' tags, then the batteries'. The
// camera view defaults to the printed board's extent.
func PrintTags(d print.Doc, cfg rules.Config, o BoardPrint, viewW, viewH float64) error {
	if err := o.Check(cfg); err != nil {
		return err
	}
	if viewW <= 0 {
		lo, hi := o.Extent(cfg)
		viewW, viewH = hi.X-lo.X, hi.Y-lo.Y
	}
	for _, ts := range TagSheets(cfg, o, viewW, viewH) {
		if err := print.PrintTags(d, ts); err != nil {
			return err
		}
	}
	return nil
}

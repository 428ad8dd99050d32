// The skirmish's printed pages: the map at true scale (with the corner
// markers the referee finds it by), the robots' tags and their cards.

package skirmish

import (
	"fmt"
	"image/color"
	"math"

	rules "mecanoid/engine/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/tag"
)

// MapPrint says how to print a skirmish map at true scale: the map's
// own millimetres, its corner markers, the paper and the overlaps.
type MapPrint struct {
	Markers tag.Markers // Size 0: none
	Page    print.Page
	Overlap float64 // mm printed on both of two neighbouring sheets
}

// DefaultMapPrint: the DR2D board's corner markers, A4 with 10 mm
// margins and 10 mm overlaps.
func DefaultMapPrint() MapPrint {
	return MapPrint{Markers: tag.DefaultMarkers, Page: print.DefaultPage, Overlap: 10}
}

// Colours of a skirmish map.
var (
	GroundColour     = color.RGBA{214, 222, 200, 255}
	BridgeColour     = color.RGBA{150, 110, 70, 255}
	BridgeEdgeColour = color.RGBA{95, 65, 40, 255}
	PlotColour       = color.RGBA{245, 240, 225, 255}
)

// TeamColours are the colours of the first and second team on tags and cards.
var TeamColours = [2]print.RobotColour{print.RobotColours[0], print.RobotColours[1]}

// fail is the error saying m, said in the user's language by the command.
func fail(m lang.Msg) error { return &print.Error{Msg: m} }

// Check tells whether the map can be printed with these settings.
func (o MapPrint) Check() error {
	switch {
	case o.Markers.Size != 0 && o.Markers.Size < 10:
		return fail(lang.M("corner markers of %g mm are too small to be read; at least 10 mm", o.Markers.Size))
	case o.Markers.Gap < 0:
		return fail(lang.M("corner marker gap %g mm; it cannot be negative", o.Markers.Gap))
	}
	return o.Page.Check()
}

// Extent is the rectangle the printed map covers, in map coordinates (origin
// at the north-west corner of the playing area): the area and the markers,
// with a white border.
func (o MapPrint) Extent(m *rules.Map) (lo, hi print.Pt) {
	e := 3.0
	if o.Markers.Size > 0 {
		e = o.Markers.Margin() + 3
	}
	return print.Pt{X: -e, Y: -e}, print.Pt{X: m.Width + e, Y: m.Height + e}
}

// PlotCentre is where plot id lies in map coordinates, and whether it exists.
func PlotCentre(m *rules.Map, id string) (print.Pt, bool) {
	p, ok := m.Plot(id)
	return print.Pt{X: p.X, Y: p.Y}, ok
}

// DrawMap draws the playing area with origin at its north-west
// corner: the ground, the bridges, and each plot as a circle with its ID and
// a cross at its centre, where a robot's tag goes.
func DrawMap(c print.Canvas, m *rules.Map, origin print.Pt) {
	at := func(x, y float64) print.Pt { return print.Pt{X: origin.X + x, Y: origin.Y + y} }
	print.Rect(c, origin.X, origin.Y, m.Width, m.Height, GroundColour)
	print.Frame(c, origin.X, origin.Y, m.Width, m.Height, 0.6, print.FloorEdge)
	r := m.Radius
	for _, b := range m.Bridges {
		p, q := m.Plots[b[0]], m.Plots[b[1]]
		a, z := at(p.X, p.Y), at(q.X, q.Y)
		c.Line(a, z, r*0.55, BridgeEdgeColour)
		c.Line(a, z, r*0.55-1.2, BridgeColour)
		// Planks across the bridge, every 8 mm between the plots' rims.
		l := math.Hypot(z.X-a.X, z.Y-a.Y)
		ux, uy := (z.X-a.X)/l, (z.Y-a.Y)/l
		for s := r + 4; s < l-r-2; s += 8 {
			mid := print.Pt{X: a.X + ux*s, Y: a.Y + uy*s}
			h := r*0.55/2 - 0.6
			c.Line(print.Pt{X: mid.X - uy*h, Y: mid.Y + ux*h}, print.Pt{X: mid.X + uy*h, Y: mid.Y - ux*h}, 0.3, BridgeEdgeColour)
		}
	}
	for _, p := range m.Plots {
		mid := at(p.X, p.Y)
		c.Circle(mid, r, print.InkCol)
		c.Circle(mid, r-0.8, PlotColour)
		arm := r * 0.12
		c.Line(print.Pt{X: mid.X - arm, Y: mid.Y}, print.Pt{X: mid.X + arm, Y: mid.Y}, 0.3, print.Grey)
		c.Line(print.Pt{X: mid.X, Y: mid.Y - arm}, print.Pt{X: mid.X, Y: mid.Y + arm}, 0.3, print.Grey)
		size := math.Min(r*0.38, 9)
		// The ID near the rim, north and south, to be read around a robot.
		c.Text(print.Pt{X: mid.X, Y: mid.Y + r*0.85 - size*0.15}, size, p.ID, print.InkCol, 0.5)
		c.Text(print.Pt{X: mid.X, Y: mid.Y - r*0.85 + size*0.85}, size*0.7, p.ID, print.Grey, 0.5)
	}
}

// DrawState draws a position: the map and each robot on the field as
// a disc of its team's colour with its number (pale when wounded: its
// structure is shown under the number).
func DrawState(c print.Canvas, s *rules.State, origin print.Pt) {
	DrawMap(c, s.Map, origin)
	r := s.Map.Radius
	for _, rb := range s.Robots {
		if !rb.OnField() {
			continue
		}
		p, _ := s.Map.Plot(rb.Plot)
		mid := print.Pt{X: origin.X + p.X, Y: origin.Y + p.Y}
		col := TeamColours[rb.Team].RGB
		c.Circle(mid, r*0.62, print.InkCol)
		c.Circle(mid, r*0.62-0.8, col)
		if s.Teams[rb.Team].Commander == rb.ID {
			print.Ring(c, mid, r*0.5, 0.6, print.White)
		}
		size := r * 0.45
		c.Text(print.Pt{X: mid.X, Y: mid.Y + size*0.3}, size, fmt.Sprint(rb.ID), print.White, 0.5)
		c.Text(print.Pt{X: mid.X, Y: mid.Y + size*0.3 + size*0.6}, size*0.45, fmt.Sprintf("%d/%d", rb.Structure, rb.Type.Structure), print.White, 0.5)
	}
}

func drawPoster(c print.Canvas, m *rules.Map, o MapPrint, origin print.Pt) error {
	DrawMap(c, m, origin)
	if o.Markers.Size > 0 {
		return print.DrawMarkers(c, TagCode, o.Markers, m.Width, m.Height, origin)
	}
	return nil
}

// PlanMap is how m is cut into sheets with these settings.
func PlanMap(m *rules.Map, o MapPrint) (print.Tiling, error) {
	if err := o.Check(); err != nil {
		return print.Tiling{}, err
	}
	lo, hi := o.Extent(m)
	return print.PlanPoster(lo, hi, o.Page, o.Overlap)
}

// PrintMap prints m at true scale: a cover page (the map in small,
// the sheets on it, how to assemble them), then the map across as many
// sheets as it needs, with cut lines and alignment marks on the overlaps.
func PrintMap(d print.Doc, m *rules.Map, o MapPrint) (print.Tiling, error) {
	t, err := PlanMap(m, o)
	if err != nil {
		return t, err
	}
	return t, print.PrintPoster(d, o.poster(m, t), o.Page, t)
}

func mapTitle(w *lang.Printer, m *rules.Map) string {
	if m.Name == "" {
		return w.Sprintf("unnamed skirmish map")
	}
	return m.Name
}

// poster is the printed map as tiled by t.
func (o MapPrint) poster(m *rules.Map, t print.Tiling) print.Poster {
	say := o.Page.Lang.Printer()
	info := say.Sprintf("%s, %s: playing area %g x %g mm", say.Sprintf("%d plots", len(m.Plots)), say.Sprintf("%d bridges", len(m.Bridges)), m.Width, m.Height)
	if o.Markers.Size > 0 {
		info += say.Sprintf(", %g x %g mm with the corner markers", m.Width+2*o.Markers.Margin(), m.Height+2*o.Markers.Margin())
	}
	lo, hi := o.Extent(m)
	return print.Poster{
		Title: mapTitle(say, m), Lo: lo, Hi: hi, SheetMap: true,
		Draw: func(c print.Canvas, origin print.Pt) error { return drawPoster(c, m, o, origin) },
		Info: []string{info, say.Sprintf("%s, %g mm margins, %g mm overlaps", t.Describe(), o.Page.Margin, t.Overlap)},
		Steps: print.AssemblySteps(say,
			say.Sprintf("4. Robots stand on the plots (circles), their tags over the centre cross; bridges join the plots."),
			say.Sprintf("5. The four corner markers must stay flat and in the camera's view: the referee finds the map by them.")),
		Room: 16,
		Small: func(c print.Canvas, s float64, origin print.Pt) error {
			DrawMap(c, scaled(m, s), origin)
			if o.Markers.Size > 0 {
				mk := tag.Markers{Size: o.Markers.Size * s, Gap: o.Markers.Gap * s}
				return print.DrawMarkers(c, TagCode, mk, m.Width*s, m.Height*s, origin)
			}
			return nil
		},
	}
}

// scaled is m shrunk by s, for drawing it in small (the plots keep their
// IDs and bridges; the copy is only drawn, never played on).
func scaled(m *rules.Map, s float64) *rules.Map {
	n := *m
	n.Width, n.Height, n.Radius = m.Width*s, m.Height*s, m.Radius*s
	n.Plots = make([]rules.Plot, len(m.Plots))
	for i, p := range m.Plots {
		n.Plots[i] = rules.Plot{ID: p.ID, X: p.X * s, Y: p.Y * s}
	}
	return &n
}

// PrintTags prints a tag for each robot of the game (payload
// MC1:SKIR:R:n), titled with its number, type and team, with the camera
// resolution the tag size needs for this map.
func PrintTags(d print.Doc, s *rules.State, size float64, page print.Page) error {
	ts := print.TagSheets{Game: TagCode, Size: size, Page: page, ViewW: s.Map.Width + 2*tag.DefaultMarkers.Margin(),
		ViewH: s.Map.Height + 2*tag.DefaultMarkers.Margin()}
	for _, r := range s.Robots {
		ts.Robots = append(ts.Robots, r.ID)
	}
	if err := ts.Check(); err != nil {
		return err
	}
	paper, m := page.Paper, page.Margin
	iw, _ := page.Inner()
	w := page.Lang.Printer()
	foot := print.NeedCamera(size, ts.ViewW, ts.ViewH).LinesIn(page.Lang)
	footTop := paper.H - m - float64(len(foot))*4
	band := math.Max(size*0.25, 9)
	const gap = 6.0
	pageNo := 0
	var x, y float64
	newPage := func() {
		pageNo++
		d.AddPage(paper.W, paper.H)
		d.Text(print.Pt{X: m, Y: m + 5}, 5, w.Sprintf("mecanoid skirmish tags, %g mm", size), print.InkCol, 0)
		d.Text(print.Pt{X: m + iw, Y: m + 5}, 3, w.Sprintf("page %d", pageNo), print.Grey, 1)
		d.Text(print.Pt{X: m, Y: m + 10}, 3, w.Sprintf("Stick each code flat on top of its robot; the robot stands on a plot, its code over the centre cross."), print.InkCol, 0)
		for i, l := range foot {
			d.Text(print.Pt{X: m, Y: footTop + 3 + float64(i)*4}, 2.8, l, print.InkCol, 0)
		}
		x, y = m, m+16
	}
	newPage()
	for _, r := range s.Robots {
		c := print.TagCard{Payload: tag.Payload{Game: TagCode, Kind: tag.Robot, ID: r.ID}, Size: size, Band: band,
			Title: w.Sprintf("robot %d", r.ID), Subtitle: r.Type.Name + " · " + s.Teams[r.Team].Name}
		if x+c.W() > m+iw+1e-9 {
			x = m
			y += c.H() + gap
		}
		if y+c.H() > footTop-2 {
			newPage()
		}
		if err := print.DrawTagCard(d, c, print.Pt{X: x, Y: y}, w); err != nil {
			return err
		}
		x += c.W() + gap
	}
	return nil
}

// Robot card geometry, mm.
const (
	CardW           = 92.0
	skirCardHead    = 10.0
	skirCardLine    = 5.0
	skirTrackBox    = 5.6
	skirTrackPerRow = 14
)

// CardHeight is the height of robot r's card.
func CardHeight(r rules.Robot) float64 {
	rows := (r.Type.Structure + skirTrackPerRow - 1) / skirTrackPerRow
	return skirCardHead + 7 + skirCardLine*float64(1+max(1, len(r.Type.Weapons))) + 8 + float64(rows)*(skirTrackBox+1) + 3
}

// DrawCard draws robot r's card with its top-left corner at o: its
// number, type and team; speed, structure and armour; its weapons; and a
// structure track, one box a point, to tick off damage.
func DrawCard(c print.Canvas, s *rules.State, r rules.Robot, o print.Pt) {
	drawCard(c, s, r, o, lang.EN.Printer())
}

func drawCard(c print.Canvas, s *rules.State, r rules.Robot, o print.Pt, w *lang.Printer) {
	h := CardHeight(r)
	team := TeamColours[r.Team]
	print.Rect(c, o.X, o.Y, CardW, h, print.White)
	print.Frame(c, o.X, o.Y, CardW, h, 0.4, print.InkCol)
	print.Rect(c, o.X, o.Y, CardW, skirCardHead, team.RGB)
	right := s.Teams[r.Team].Name
	if s.Teams[r.Team].Commander == r.ID {
		right = w.Sprintf("commander, %s", right)
	}
	c.Text(print.Pt{X: o.X + CardW - 3, Y: o.Y + 6.5}, 2.8, right, print.White, 1)
	name := fmt.Sprintf("%d  %s", r.ID, r.Type.Name)
	size := 5.0
	if room := CardW - 9 - print.TextWidth(right, 2.8); print.TextWidth(name, size) > room {
		size *= room / print.TextWidth(name, size)
	}
	c.Text(print.Pt{X: o.X + 3, Y: o.Y + 7}, size, name, print.White, 0)
	y := o.Y + skirCardHead + 5.5
	t := r.Type
	c.Text(print.Pt{X: o.X + 3, Y: y}, 3.2, w.Sprintf("Speed %d bridge(s)/turn   Structure %d   Armour %d", t.Speed, t.Structure, t.Armour), print.InkCol, 0)
	y += 3
	cols := []float64{3, 40, 56, 72}
	heads := []string{w.Sprintf("Weapon"), w.Sprintf("Rate/turn"), w.Sprintf("Range"), w.Sprintf("Damage")}
	print.Rect(c, o.X+2, y, CardW-4, skirCardLine, print.Floor)
	for i, hd := range heads {
		c.Text(print.Pt{X: o.X + cols[i], Y: y + 3.6}, 2.8, hd, print.InkCol, 0)
	}
	y += skirCardLine
	if len(t.Weapons) == 0 {
		c.Text(print.Pt{X: o.X + cols[0], Y: y + 3.6}, 3, w.Sprintf("no weapon"), print.Grey, 0)
		y += skirCardLine
	}
	for _, wp := range t.Weapons {
		vals := []string{wp.ID, fmt.Sprint(wp.Rate), w.Sprintf("%d br.", wp.Range), fmt.Sprint(wp.Damage)}
		for i, v := range vals {
			c.Text(print.Pt{X: o.X + cols[i], Y: y + 3.6}, 3, v, print.InkCol, 0)
		}
		c.Line(print.Pt{X: o.X + 2, Y: y + skirCardLine}, print.Pt{X: o.X + CardW - 2, Y: y + skirCardLine}, 0.2, print.Grey)
		y += skirCardLine
	}
	y += 5
	track := w.Sprintf("Structure: tick a box a point lost; destroyed when all are ticked.")
	c.Text(print.Pt{X: o.X + 3, Y: y}, math.Min(2.5, 2.5*(CardW-6)/print.TextWidth(track, 2.5)), track, print.InkCol, 0)
	y += 2
	for i := 0; i < t.Structure; i++ {
		bx := o.X + 3 + float64(i%skirTrackPerRow)*(skirTrackBox+0.6)
		by := y + float64(i/skirTrackPerRow)*(skirTrackBox+1)
		print.Frame(c, bx, by, skirTrackBox, skirTrackBox, 0.3, print.InkCol)
		c.Text(print.Pt{X: bx + skirTrackBox/2, Y: by + skirTrackBox*0.7}, 2.2, fmt.Sprint(t.Structure-i), print.Grey, 0.5)
	}
	c.Text(print.Pt{X: o.X + CardW - 2, Y: o.Y + h - 1.2}, 1.8, tag.Payload{Game: TagCode, Kind: tag.Robot, ID: r.ID}.String(), print.Grey, 1)
}

// PrintCards prints a card for each robot of the game, two across.
func PrintCards(d print.Doc, s *rules.State, page print.Page) error {
	if err := page.Check(); err != nil {
		return err
	}
	iw, _ := page.Inner()
	if iw < CardW {
		return fail(lang.M("robot cards are %g mm wide; the page leaves %g mm", CardW, iw))
	}
	paper, m := page.Paper, page.Margin
	per := int((iw + 4) / (CardW + 4))
	const gap = 4.0
	var y, rowH float64
	col := 0
	newPage := func() {
		d.AddPage(paper.W, paper.H)
		d.Text(print.Pt{X: m, Y: m + 5}, 5, page.Lang.Printer().Sprintf("mecanoid skirmish: robot cards"), print.InkCol, 0)
		y, col, rowH = m+10, 0, 0
	}
	newPage()
	for _, r := range s.Robots {
		h := CardHeight(r)
		if col == per {
			y += rowH + gap
			col, rowH = 0, 0
		}
		if y+h > paper.H-m {
			newPage()
		}
		o := print.Pt{X: m + float64(col)*(CardW+gap), Y: y}
		drawCard(d, s, r, o, page.Lang.Printer())
		print.CutFrame(d, o.X-1.5, o.Y-1.5, CardW+3, h+3)
		rowH = math.Max(rowH, h)
		col++
	}
	return nil
}

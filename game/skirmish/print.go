package print

import (
	"fmt"
	"image/color"
	"math"

	"mecanoid/engine/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// SkirmishPrint says how to print a skirmish map at true scale: the map's
// own millimetres, its corner markers, the paper and the overlaps.
type SkirmishPrint struct {
	Markers tag.Markers // Size 0: none
	Page    Page
	Overlap float64 // mm printed on both of two neighbouring sheets
}

// DefaultSkirmishPrint: the DR2D board's corner markers, A4 with 10 mm
// margins and 10 mm overlaps.
func DefaultSkirmishPrint() SkirmishPrint {
	return SkirmishPrint{Markers: tag.DefaultMarkers, Page: DefaultPage, Overlap: 10}
}

// Colours of a skirmish map.
var (
	SkirmishGround     = color.RGBA{214, 222, 200, 255}
	SkirmishBridge     = color.RGBA{150, 110, 70, 255}
	SkirmishBridgeEdge = color.RGBA{95, 65, 40, 255}
	SkirmishPlot       = color.RGBA{245, 240, 225, 255}
)

// SkirmishTeamColours are the colours of the first and second team on tags and cards.
var SkirmishTeamColours = [2]RobotColour{RobotColours[0], RobotColours[1]}

// Check tells whether the map can be printed with these settings.
func (o SkirmishPrint) Check() error {
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
func (o SkirmishPrint) Extent(m *skirmish.Map) (lo, hi Pt) {
	e := 3.0
	if o.Markers.Size > 0 {
		e = o.Markers.Margin() + 3
	}
	return Pt{-e, -e}, Pt{m.Width + e, m.Height + e}
}

// SkirmishPlotCentre is where plot id lies in map coordinates, and whether it exists.
func SkirmishPlotCentre(m *skirmish.Map, id string) (Pt, bool) {
	p, ok := m.Plot(id)
	return Pt{p.X, p.Y}, ok
}

// DrawSkirmishMap draws the playing area with origin at its north-west
// corner: the ground, the bridges, and each plot as a circle with its ID and
// a cross at its centre, where a robot's tag goes.
func DrawSkirmishMap(c Canvas, m *skirmish.Map, origin Pt) {
	at := func(x, y float64) Pt { return Pt{origin.X + x, origin.Y + y} }
	Rect(c, origin.X, origin.Y, m.Width, m.Height, SkirmishGround)
	Frame(c, origin.X, origin.Y, m.Width, m.Height, 0.6, FloorEdge)
	r := m.Radius
	for _, b := range m.Bridges {
		p, q := m.Plots[b[0]], m.Plots[b[1]]
		a, z := at(p.X, p.Y), at(q.X, q.Y)
		c.Line(a, z, r*0.55, SkirmishBridgeEdge)
		c.Line(a, z, r*0.55-1.2, SkirmishBridge)
		// Planks across the bridge, every 8 mm between the plots' rims.
		l := math.Hypot(z.X-a.X, z.Y-a.Y)
		ux, uy := (z.X-a.X)/l, (z.Y-a.Y)/l
		for s := r + 4; s < l-r-2; s += 8 {
			mid := Pt{a.X + ux*s, a.Y + uy*s}
			h := r*0.55/2 - 0.6
			c.Line(Pt{mid.X - uy*h, mid.Y + ux*h}, Pt{mid.X + uy*h, mid.Y - ux*h}, 0.3, SkirmishBridgeEdge)
		}
	}
	for _, p := range m.Plots {
		mid := at(p.X, p.Y)
		c.Circle(mid, r, InkCol)
		c.Circle(mid, r-0.8, SkirmishPlot)
		arm := r * 0.12
		c.Line(Pt{mid.X - arm, mid.Y}, Pt{mid.X + arm, mid.Y}, 0.3, Grey)
		c.Line(Pt{mid.X, mid.Y - arm}, Pt{mid.X, mid.Y + arm}, 0.3, Grey)
		size := math.Min(r*0.38, 9)
		// The ID near the rim, north and south, to be read around a robot.
		c.Text(Pt{mid.X, mid.Y + r*0.85 - size*0.15}, size, p.ID, InkCol, 0.5)
		c.Text(Pt{mid.X, mid.Y - r*0.85 + size*0.85}, size*0.7, p.ID, Grey, 0.5)
	}
}

// DrawSkirmishState draws a position: the map and each robot on the field as
// a disc of its team's colour with its number (pale when wounded: its
// structure is shown under the number).
func DrawSkirmishState(c Canvas, s *skirmish.State, origin Pt) {
	DrawSkirmishMap(c, s.Map, origin)
	r := s.Map.Radius
	for _, rb := range s.Robots {
		if !rb.OnField() {
			continue
		}
		p, _ := s.Map.Plot(rb.Plot)
		mid := Pt{origin.X + p.X, origin.Y + p.Y}
		col := SkirmishTeamColours[rb.Team].RGB
		c.Circle(mid, r*0.62, InkCol)
		c.Circle(mid, r*0.62-0.8, col)
		if s.Teams[rb.Team].Commander == rb.ID {
			Ring(c, mid, r*0.5, 0.6, White)
		}
		size := r * 0.45
		c.Text(Pt{mid.X, mid.Y + size*0.3}, size, fmt.Sprint(rb.ID), White, 0.5)
		c.Text(Pt{mid.X, mid.Y + size*0.3 + size*0.6}, size*0.45, fmt.Sprintf("%d/%d", rb.Structure, rb.Type.Structure), White, 0.5)
	}
}

func drawSkirmishPoster(c Canvas, m *skirmish.Map, o SkirmishPrint, origin Pt) error {
	DrawSkirmishMap(c, m, origin)
	if o.Markers.Size > 0 {
		return DrawMarkers(c, tag.Skirmish, o.Markers, m.Width, m.Height, origin)
	}
	return nil
}

// PlanSkirmishMap is how m is cut into sheets with these settings.
func PlanSkirmishMap(m *skirmish.Map, o SkirmishPrint) (Tiling, error) {
	if err := o.Check(); err != nil {
		return Tiling{}, err
	}
	lo, hi := o.Extent(m)
	return PlanTiling(lo, hi, o.Page, stripHeight, o.Overlap)
}

// PrintSkirmishMap prints m at true scale: a cover page (the map in small,
// the sheets on it, how to assemble them), then the map across as many
// sheets as it needs, with cut lines and alignment marks on the overlaps.
func PrintSkirmishMap(d Doc, m *skirmish.Map, o SkirmishPrint) (Tiling, error) {
	t, err := PlanSkirmishMap(m, o)
	if err != nil {
		return t, err
	}
	return t, printPoster(d, o.poster(m, t), o.Page, t)
}

func skirmishTitle(w *lang.Printer, m *skirmish.Map) string {
	if m.Name == "" {
		return w.Sprintf("unnamed skirmish map")
	}
	return m.Name
}

// poster is the printed map as tiled by t.
func (o SkirmishPrint) poster(m *skirmish.Map, t Tiling) poster {
	say := o.Page.words()
	info := say.Sprintf("%s, %s: playing area %g x %g mm", say.Sprintf("%d plots", len(m.Plots)), say.Sprintf("%d bridges", len(m.Bridges)), m.Width, m.Height)
	if o.Markers.Size > 0 {
		info += say.Sprintf(", %g x %g mm with the corner markers", m.Width+2*o.Markers.Margin(), m.Height+2*o.Markers.Margin())
	}
	lo, hi := o.Extent(m)
	return poster{
		title: skirmishTitle(say, m), lo: lo, hi: hi, sheetMap: true,
		draw: func(c Canvas, origin Pt) error { return drawSkirmishPoster(c, m, o, origin) },
		info: []string{info, say.Sprintf("%s, %g mm margins, %g mm overlaps", t.Describe(), o.Page.Margin, t.Overlap)},
		steps: assemblySteps(say,
			say.Sprintf("4. Robots stand on the plots (circles), their tags over the centre cross; bridges join the plots."),
			say.Sprintf("5. The four corner markers must stay flat and in the camera's view: the referee finds the map by them.")),
		room: 16,
		small: func(c Canvas, s float64, origin Pt) error {
			DrawSkirmishMap(c, skirmishScaled(m, s), origin)
			if o.Markers.Size > 0 {
				mk := tag.Markers{Size: o.Markers.Size * s, Gap: o.Markers.Gap * s}
				return DrawMarkers(c, tag.Skirmish, mk, m.Width*s, m.Height*s, origin)
			}
			return nil
		},
	}
}

// skirmishScaled is m shrunk by s, for drawing it in small (the plots keep their
// IDs and bridges; the copy is only drawn, never played on).
func skirmishScaled(m *skirmish.Map, s float64) *skirmish.Map {
	n := *m
	n.Width, n.Height, n.Radius = m.Width*s, m.Height*s, m.Radius*s
	n.Plots = make([]skirmish.Plot, len(m.Plots))
	for i, p := range m.Plots {
		n.Plots[i] = skirmish.Plot{ID: p.ID, X: p.X * s, Y: p.Y * s}
	}
	return &n
}

// PrintSkirmishTags prints a tag for each robot of the game (payload
// MC1:SKIR:R:n), titled with its number, type and team, with the camera
// resolution the tag size needs for this map.
func PrintSkirmishTags(d Doc, s *skirmish.State, size float64, page Page) error {
	ts := TagSheets{Game: tag.Skirmish, Size: size, Page: page, ViewW: s.Map.Width + 2*tag.DefaultMarkers.Margin(),
		ViewH: s.Map.Height + 2*tag.DefaultMarkers.Margin()}
	for _, r := range s.Robots {
		ts.Robots = append(ts.Robots, r.ID)
	}
	if err := ts.Check(); err != nil {
		return err
	}
	paper, m := page.Paper, page.Margin
	iw, _ := page.Inner()
	w := page.words()
	foot := NeedCamera(size, ts.ViewW, ts.ViewH).LinesIn(page.Lang)
	footTop := paper.H - m - float64(len(foot))*4
	band := math.Max(size*0.25, 9)
	const gap = 6.0
	pageNo := 0
	var x, y float64
	newPage := func() {
		pageNo++
		d.AddPage(paper.W, paper.H)
		d.Text(Pt{m, m + 5}, 5, w.Sprintf("mecanoid skirmish tags, %g mm", size), InkCol, 0)
		d.Text(Pt{m + iw, m + 5}, 3, w.Sprintf("page %d", pageNo), Grey, 1)
		d.Text(Pt{m, m + 10}, 3, w.Sprintf("Stick each code flat on top of its robot; the robot stands on a plot, its code over the centre cross."), InkCol, 0)
		for i, l := range foot {
			d.Text(Pt{m, footTop + 3 + float64(i)*4}, 2.8, l, InkCol, 0)
		}
		x, y = m, m+16
	}
	newPage()
	for _, r := range s.Robots {
		c := card{p: tag.Payload{Game: tag.Skirmish, Kind: tag.Robot, ID: r.ID}, size: size, band: band,
			title: w.Sprintf("robot %d", r.ID), subtitle: r.Type.Name + " · " + s.Teams[r.Team].Name}
		if x+c.w() > m+iw+1e-9 {
			x = m
			y += c.h() + gap
		}
		if y+c.h() > footTop-2 {
			newPage()
		}
		if err := drawCard(d, c, Pt{x, y}, w); err != nil {
			return err
		}
		x += c.w() + gap
	}
	return nil
}

// Robot card geometry, mm.
const (
	SkirmishCardW   = 92.0
	skirCardHead    = 10.0
	skirCardLine    = 5.0
	skirTrackBox    = 5.6
	skirTrackPerRow = 14
)

// SkirmishCardHeight is the height of robot r's card.
func SkirmishCardHeight(r skirmish.Robot) float64 {
	rows := (r.Type.Structure + skirTrackPerRow - 1) / skirTrackPerRow
	return skirCardHead + 7 + skirCardLine*float64(1+max(1, len(r.Type.Weapons))) + 8 + float64(rows)*(skirTrackBox+1) + 3
}

// DrawSkirmishCard draws robot r's card with its top-left corner at o: its
// number, type and team; speed, structure and armour; its weapons; and a
// structure track, one box a point, to tick off damage.
func DrawSkirmishCard(c Canvas, s *skirmish.State, r skirmish.Robot, o Pt) {
	drawSkirmishCard(c, s, r, o, lang.EN.Printer())
}

func drawSkirmishCard(c Canvas, s *skirmish.State, r skirmish.Robot, o Pt, w *lang.Printer) {
	h := SkirmishCardHeight(r)
	team := SkirmishTeamColours[r.Team]
	Rect(c, o.X, o.Y, SkirmishCardW, h, White)
	Frame(c, o.X, o.Y, SkirmishCardW, h, 0.4, InkCol)
	Rect(c, o.X, o.Y, SkirmishCardW, skirCardHead, team.RGB)
	right := s.Teams[r.Team].Name
	if s.Teams[r.Team].Commander == r.ID {
		right = w.Sprintf("commander, %s", right)
	}
	c.Text(Pt{o.X + SkirmishCardW - 3, o.Y + 6.5}, 2.8, right, White, 1)
	name := fmt.Sprintf("%d  %s", r.ID, r.Type.Name)
	size := 5.0
	if room := SkirmishCardW - 9 - TextWidth(right, 2.8); TextWidth(name, size) > room {
		size *= room / TextWidth(name, size)
	}
	c.Text(Pt{o.X + 3, o.Y + 7}, size, name, White, 0)
	y := o.Y + skirCardHead + 5.5
	t := r.Type
	c.Text(Pt{o.X + 3, y}, 3.2, w.Sprintf("Speed %d bridge(s)/turn   Structure %d   Armour %d", t.Speed, t.Structure, t.Armour), InkCol, 0)
	y += 3
	cols := []float64{3, 40, 56, 72}
	heads := []string{w.Sprintf("Weapon"), w.Sprintf("Rate/turn"), w.Sprintf("Range"), w.Sprintf("Damage")}
	Rect(c, o.X+2, y, SkirmishCardW-4, skirCardLine, Floor)
	for i, hd := range heads {
		c.Text(Pt{o.X + cols[i], y + 3.6}, 2.8, hd, InkCol, 0)
	}
	y += skirCardLine
	if len(t.Weapons) == 0 {
		c.Text(Pt{o.X + cols[0], y + 3.6}, 3, w.Sprintf("no weapon"), Grey, 0)
		y += skirCardLine
	}
	for _, wp := range t.Weapons {
		vals := []string{wp.ID, fmt.Sprint(wp.Rate), w.Sprintf("%d br.", wp.Range), fmt.Sprint(wp.Damage)}
		for i, v := range vals {
			c.Text(Pt{o.X + cols[i], y + 3.6}, 3, v, InkCol, 0)
		}
		c.Line(Pt{o.X + 2, y + skirCardLine}, Pt{o.X + SkirmishCardW - 2, y + skirCardLine}, 0.2, Grey)
		y += skirCardLine
	}
	y += 5
	track := w.Sprintf("Structure: tick a box a point lost; destroyed when all are ticked.")
	c.Text(Pt{o.X + 3, y}, math.Min(2.5, 2.5*(SkirmishCardW-6)/TextWidth(track, 2.5)), track, InkCol, 0)
	y += 2
	for i := 0; i < t.Structure; i++ {
		bx := o.X + 3 + float64(i%skirTrackPerRow)*(skirTrackBox+0.6)
		by := y + float64(i/skirTrackPerRow)*(skirTrackBox+1)
		Frame(c, bx, by, skirTrackBox, skirTrackBox, 0.3, InkCol)
		c.Text(Pt{bx + skirTrackBox/2, by + skirTrackBox*0.7}, 2.2, fmt.Sprint(t.Structure-i), Grey, 0.5)
	}
	c.Text(Pt{o.X + SkirmishCardW - 2, o.Y + h - 1.2}, 1.8, tag.Payload{Game: tag.Skirmish, Kind: tag.Robot, ID: r.ID}.String(), Grey, 1)
}

// PrintSkirmishCards prints a card for each robot of the game, two across.
func PrintSkirmishCards(d Doc, s *skirmish.State, page Page) error {
	if err := page.Check(); err != nil {
		return err
	}
	iw, _ := page.Inner()
	if iw < SkirmishCardW {
		return fail(lang.M("robot cards are %g mm wide; the page leaves %g mm", SkirmishCardW, iw))
	}
	paper, m := page.Paper, page.Margin
	per := int((iw + 4) / (SkirmishCardW + 4))
	const gap = 4.0
	var y, rowH float64
	col := 0
	newPage := func() {
		d.AddPage(paper.W, paper.H)
		d.Text(Pt{m, m + 5}, 5, page.words().Sprintf("mecanoid skirmish: robot cards"), InkCol, 0)
		y, col, rowH = m+10, 0, 0
	}
	newPage()
	for _, r := range s.Robots {
		h := SkirmishCardHeight(r)
		if col == per {
			y += rowH + gap
			col, rowH = 0, 0
		}
		if y+h > paper.H-m {
			newPage()
		}
		o := Pt{m + float64(col)*(SkirmishCardW+gap), y}
		drawSkirmishCard(d, s, r, o, page.words())
		CutFrame(d, o.X-1.5, o.Y-1.5, SkirmishCardW+3, h+3)
		rowH = math.Max(rowH, h)
		col++
	}
	return nil
}

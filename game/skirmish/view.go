package skirmish

// The skirmish drawn for the room's page and the phones (talk.View): the
// map as printed (plots and bridges where Layout puts them, in the map's
// millimetres), each robot in its team's printed colour with its number,
// its structure and armour, the commanders' flags, the round of 25; its
// pieces table and legend. A checked table marks each robot: green where
// it stands as ruled, red with a dashed ghost where it should stand.

import (
	"fmt"
	"html"
	"image/color"
	"math"
	"strconv"
	"strings"

	rules "mecanoid/engine/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
)

var _ referee.Drawer[*rules.State] = (*Skirmish)(nil)

// Draw is the position s drawn in l's language, its robots marked as the
// table's check found them (none: no check).
func (k *Skirmish) Draw(s *rules.State, checks []talk.Piece, l *lang.Printer) *talk.View {
	return draw(s, checks, l)
}

// The page's colours (docs/web.md), shared by every game's drawing.
const (
	viewCard  = "#fbfaf7"
	viewInk   = "#24262b"
	viewMuted = "#6b6f78"
	viewLine  = "#dedad2"
	viewGood  = "#2a8a4a"
	viewBad   = "#c62828"
)

// The map's own colours, as DrawMap prints them.
var (
	viewGround     = hexColour(GroundColour)
	viewBridge     = hexColour(BridgeColour)
	viewBridgeEdge = hexColour(BridgeEdgeColour)
	viewPlot       = hexColour(PlotColour)
)

// teamColour is team i's colour, as its tags and cards are printed.
func teamColour(i int) string { return hexColour(TeamColours[i].RGB) }

func hexColour(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// num writes a coordinate short: "170", "12.5".
func num(v float64) string { return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64) }

func esc(s string) string { return html.EscapeString(s) }

// draw is the View of s in l's language; checks (the table's pieces,
// talk.Piece: a robot's Cell.X is its plot's index in the map, 1-based)
// mark the robots.
func draw(s *rules.State, checks []talk.Piece, l *lang.Printer) *talk.View {
	title := s.Map.Name
	if title == "" {
		title = l.Sprintf("a skirmish map")
	}
	return &talk.View{Title: title, Board: drawBoard(s, checks, l), Pieces: piecesTable(s, l), Legend: legend(s, len(checks) > 0, l)}
}

// drawBoard is the map's SVG: a band above it with the round and who
// plays, the map, a band below it with each team's garage.
func drawBoard(s *rules.State, checks []talk.Piece, l *lang.Printer) string {
	lay := Layout(s.Map)
	r := lay.Radius
	pad, top, bottom := r*0.6, r*2, r*2.2
	x0, y0, w, h := -pad, -pad-top, lay.Width+2*pad, lay.Height+2*pad+top+bottom
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="%s %s %s %s" font-family="inherit" role="img" aria-label="%s">`,
		num(x0), num(y0), num(w), num(h), esc(s.Map.Name))
	fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" stroke="%s"/>`, num(x0), num(y0), num(w), num(h), num(r*0.3), viewCard, viewLine)

	// The round of 25, and who plays or how it ended.
	fs := r * 0.9
	round := l.Sprintf("round %d of %d", s.Round, rules.Rounds)
	who := l.Sprintf("%s to play", s.Teams[s.Side].Name)
	whoColour := viewMuted
	switch { // the reason is in the log: the corner names the winner only
	case s.Over && s.Result.Winner >= 0:
		who, whoColour = l.Sprintf("game over: %s wins", s.Result.Team), viewGood
	case s.Over:
		who = l.Sprintf("game over: both teams lose")
	}
	fmt.Fprintf(&b, `<text class="round" x="0" y="%s" font-size="%s" font-weight="700" fill="%s">%s</text>`, num(-pad-top*0.35), num(fs), viewInk, esc(round))
	fmt.Fprintf(&b, `<text class="side" x="%s" y="%s" font-size="%s" font-weight="600" fill="%s" text-anchor="end">%s</text>`, num(lay.Width), num(-pad-top*0.35), num(fs*0.85), whoColour, esc(who))

	// The ground, the bridges, the plots (DrawMap's).
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%s" height="%s" fill="%s" stroke="%s"/>`, num(lay.Width), num(lay.Height), viewGround, viewLine)
	// Each update carries the drawing in each language (and the journal
	// keeps it): shared attributes go on the groups, to keep it small.
	fmt.Fprintf(&b, `<g class="bridges" fill="none"><g stroke="%s" stroke-width="%s">`, viewBridgeEdge, num(r*0.55))
	for _, br := range lay.Bridges {
		p, q := lay.Plots[br[0]], lay.Plots[br[1]]
		fmt.Fprintf(&b, `<path d="M%s %sL%s %s"/>`, num(p.X), num(p.Y), num(q.X), num(q.Y))
	}
	fmt.Fprintf(&b, `</g><g stroke="%s" stroke-width="%s" stroke-dasharray="%s %s">`, viewBridge, num(r*0.55-2.4), num(r*0.26), num(r*0.06))
	for _, br := range lay.Bridges { // the planks
		p, q := lay.Plots[br[0]], lay.Plots[br[1]]
		fmt.Fprintf(&b, `<path data-bridge="%s %s" d="M%s %sL%s %s"/>`, esc(p.ID), esc(q.ID), num(p.X), num(p.Y), num(q.X), num(q.Y))
	}
	b.WriteString(`</g></g>`)
	taken := map[string]bool{}
	for _, rb := range s.Robots {
		if rb.OnField() {
			taken[rb.Plot] = true
		}
	}
	for _, c := range checks {
		if c.Seen && plotOf(s, c.Cell) != "" {
			taken[plotOf(s, c.Cell)] = true
		}
	}
	fmt.Fprintf(&b, `<g class="plots" fill="%s" stroke="%s" stroke-width="1.2" text-anchor="middle">`, viewPlot, viewInk)
	for _, p := range lay.Plots {
		fmt.Fprintf(&b, `<g data-plot="%s"><circle cx="%s" cy="%s" r="%s"/>`, esc(p.ID), num(p.X), num(p.Y), num(r))
		if taken[p.ID] { // the ID outside, at the top left, the robot on the plot
			fmt.Fprintf(&b, `<text x="%s" y="%s" font-size="%s" fill="%s" stroke="%s" stroke-width="%s" paint-order="stroke" text-anchor="end">%s</text></g>`,
				num(p.X-r*0.88), num(p.Y-r*0.92), num(r*0.38), viewInk, viewGround, num(r*0.12), esc(p.ID))
		} else {
			fmt.Fprintf(&b, `<text x="%s" y="%s" font-size="%s" fill="%s" stroke="none">%s</text></g>`, num(p.X), num(p.Y+r*0.17), num(r*0.48), viewMuted, esc(p.ID))
		}
	}
	b.WriteString(`</g>`)

	// The robots: as ruled, or as the table shows them when checked.
	checked := map[int]talk.Piece{}
	for _, c := range checks {
		if c.Kind == "robot" {
			checked[c.ID] = c
		}
	}
	b.WriteString(`<g class="robots">`)
	for _, rb := range s.Robots {
		c, isChecked := checked[rb.ID]
		delete(checked, rb.ID)
		if !isChecked {
			if rb.OnField() {
				p, _ := s.Map.Plot(rb.Plot)
				drawRobot(&b, s, rb, p, r, "")
			}
			continue
		}
		class := "bad"
		if c.OK {
			class = "ok"
		}
		if at := plotOf(s, c.Cell); c.Seen && at != "" {
			p, _ := s.Map.Plot(at)
			drawRobot(&b, s, rb, p, r, class)
		}
		if want := plotOf(s, c.Want); !c.OK && !c.Off && want != "" {
			p, _ := s.Map.Plot(want)
			drawGhost(&b, rb.ID, p, r)
		}
	}
	for _, c := range checks { // robots on the table that are not in this game
		if _, stranger := checked[c.ID]; !stranger || c.Kind != "robot" {
			continue
		}
		if at := plotOf(s, c.Cell); c.Seen && at != "" {
			p, _ := s.Map.Plot(at)
			drawRobot(&b, s, rules.Robot{ID: c.ID, Team: -1}, p, r, "bad")
		}
	}
	b.WriteString(`</g>`)

	// Each team's garage, below the map: the robots it may still call.
	gy := lay.Height + pad + bottom*0.5
	for ti, t := range s.Teams {
		x := lay.Width / 2 * float64(ti)
		var waiting []rules.Robot
		for _, rb := range s.Robots {
			if rb.Team == ti && rb.InGarage() {
				waiting = append(waiting, rb)
			}
		}
		label := l.Sprintf("%s's garage:", t.Name)
		if len(waiting) == 0 {
			label += " " + l.Sprintf("empty")
		}
		fmt.Fprintf(&b, `<g class="garage" data-team="%s"><text x="%s" y="%s" font-size="%s" fill="%s">%s</text>`, esc(t.Name), num(x), num(gy+fs*0.35), num(fs*0.8), viewMuted, esc(label))
		gx := x + float64(len([]rune(label)))*fs*0.8*0.56 + r*1.1 // past the label, roughly
		for n, rb := range waiting {
			cx := gx + float64(n)*r*1.4
			fmt.Fprintf(&b, `<g data-piece="robot %d" class="in-garage"><circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s"/><text x="%s" y="%s" font-size="%s" font-weight="700" fill="#fff" text-anchor="middle">%d</text></g>`,
				rb.ID, num(cx), num(gy), num(r*0.62), teamColour(ti), viewInk, num(cx), num(gy+r*0.22), num(r*0.6), rb.ID)
		}
		b.WriteString(`</g>`)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// plotOf is the plot a checked piece's cell names (Cell.X: the plot's
// index in the map, 1-based, as the scanner's PlotsLayout numbers them),
// or "".
func plotOf(s *rules.State, c talk.Cell) string {
	if c.X < 1 || c.X > len(s.Map.Plots) || c.Y != 0 {
		return ""
	}
	return s.Map.Plots[c.X-1].ID
}

// drawRobot draws robot rb on plot p: a disc of its team's colour with
// its number, its armour as pips above it, its structure as a bar of a
// segment per point below it, a flag when it is its team's commander;
// class "ok" or "bad" rings it green or red. A robot of no team (Team -1:
// one the game has not) is grey and shows only its number.
func drawRobot(b *strings.Builder, s *rules.State, rb rules.Robot, p rules.Plot, r float64, class string) {
	fill := "#8a8d94"
	if rb.Team >= 0 {
		fill = teamColour(rb.Team)
	}
	attrs := fmt.Sprintf(`data-piece="robot %d" data-plot="%s"`, rb.ID, esc(p.ID))
	if rb.Team >= 0 {
		attrs += fmt.Sprintf(` data-team="%s"`, esc(s.Teams[rb.Team].Name))
	}
	if class != "" {
		attrs += ` class="` + class + `"`
	}
	fmt.Fprintf(b, `<g %s>`, attrs)
	switch class {
	case "ok":
		fmt.Fprintf(b, `<circle class="halo" cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s"/>`, num(p.X), num(p.Y), num(r*1.12), viewGood, num(r*0.16))
	case "bad":
		fmt.Fprintf(b, `<circle class="halo" cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s"/>`, num(p.X), num(p.Y), num(r*1.12), viewBad, num(r*0.2))
	}
	fmt.Fprintf(b, `<circle class="body" cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="1.5"/>`, num(p.X), num(p.Y), num(r*0.76), fill, viewInk)
	fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" font-weight="700" fill="#fff" text-anchor="middle">%d</text>`, num(p.X), num(p.Y+r*0.28), num(r*0.8), rb.ID)
	if rb.Team >= 0 && rb.Type != nil {
		drawArmour(b, rb.Type.Armour, p, r)
		drawStructure(b, rb.Structure, rb.Type.Structure, p, r)
		if s.Teams[rb.Team].Commander == rb.ID {
			drawFlag(b, fill, p, r)
		}
	}
	if class == "bad" { // a cross, so that red reads as wrong beside a red team
		cx, cy, d := p.X+r*0.8, p.Y+r*0.62, r*0.28
		fmt.Fprintf(b, `<g class="cross"><circle cx="%s" cy="%s" r="%s" fill="%s" stroke="#fff" stroke-width="1"/><path d="M%s %sL%s %sM%s %sL%s %s" stroke="#fff" stroke-width="%s" stroke-linecap="round"/></g>`,
			num(cx), num(cy), num(d), viewBad, num(cx-d*0.45), num(cy-d*0.45), num(cx+d*0.45), num(cy+d*0.45), num(cx+d*0.45), num(cy-d*0.45), num(cx-d*0.45), num(cy+d*0.45), num(d*0.3))
	}
	b.WriteString(`</g>`)
}

// drawArmour draws n armour pips (shields) above the plot, left of the flag.
func drawArmour(b *strings.Builder, n int, p rules.Plot, r float64) {
	fmt.Fprintf(b, `<g class="armour" data-value="%d" fill="#7d8794" stroke="%s" stroke-width="0.8">`, n, viewInk)
	step := r * 0.34
	x := p.X - step*float64(n-1)/2 - r*0.12
	y := p.Y - r*1.2
	for i := 0; i < n; i++ {
		cx := x + float64(i)*step
		s := r * 0.14
		fmt.Fprintf(b, `<path d="M%s %sL%s %sL%s %sQ%s %s %s %sQ%s %s %s %sZ"/>`,
			num(cx-s), num(y-s), num(cx+s), num(y-s), num(cx+s), num(y), num(cx+s), num(y+s*0.9), num(cx), num(y+s*1.5), num(cx-s), num(y+s*0.9), num(cx-s), num(y))
	}
	b.WriteString(`</g>`)
}

// drawStructure draws the structure left as a bar below the plot: a
// segment per point of the type's, the points left filled (class left:
// a subpath each).
func drawStructure(b *strings.Builder, left, whole int, p rules.Plot, r float64) {
	col := viewInk
	if left*3 <= whole {
		col = viewBad // a third or less left
	}
	fmt.Fprintf(b, `<g class="structure" data-value="%d" data-max="%d" fill="%s">`, left, whole, col)
	w, h := r*2.1, r*0.3
	x, y := p.X-w/2, p.Y+r*1.1
	fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="#fff" stroke="%s" stroke-width="0.8"/>`, num(x), num(y), num(w), num(h), viewInk)
	seg := w / float64(whole)
	var d strings.Builder // a square per point left, in one path
	for i := 0; i < left; i++ {
		fmt.Fprintf(&d, "M%s %sh%sv%sh-%sz", num(x+float64(i)*seg+0.7), num(y+0.7), num(seg-1.4), num(h-1.4), num(seg-1.4))
	}
	if left > 0 {
		fmt.Fprintf(b, `<path class="left" d="%s"/>`, d.String())
	}
	b.WriteString(`</g>`)
}

// drawFlag draws the commander's flag on a pole at the robot's top right,
// in its team's colour.
func drawFlag(b *strings.Builder, colour string, p rules.Plot, r float64) {
	x, y0, y1 := p.X+r*0.55, p.Y-r*0.45, p.Y-r*1.45
	fmt.Fprintf(b, `<g class="flag"><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="1.6"/><path d="M%s %sL%s %sL%s %sZ" fill="%s" stroke="%s" stroke-width="1"/></g>`,
		num(x), num(y0), num(x), num(y1), viewInk, num(x), num(y1), num(x+r*0.75), num(y1+r*0.25), num(x), num(y1+r*0.5), colour, viewInk)
}

// drawGhost draws where a robot put wrong should stand: a dashed outline
// with its number.
func drawGhost(b *strings.Builder, id int, p rules.Plot, r float64) {
	fmt.Fprintf(b, `<g class="ghost" data-piece="robot %d" data-plot="%s"><circle cx="%s" cy="%s" r="%s" fill="#fff" fill-opacity="0.6" stroke="%s" stroke-width="2" stroke-dasharray="4 3"/><text x="%s" y="%s" font-size="%s" font-weight="700" fill="%s" text-anchor="middle">%d</text></g>`,
		id, esc(p.ID), num(p.X), num(p.Y), num(r*0.76), viewBad, num(p.X), num(p.Y+r*0.28), num(r*0.8), viewBad, id)
}

// piecesTable is a row per robot, team by team: where it is, its
// structure and armour, its weapons.
func piecesTable(s *rules.State, l *lang.Printer) *talk.Table {
	t := &talk.Table{Title: l.Sprintf("%s against %s", s.Teams[0].Name, s.Teams[1].Name),
		Head: []string{l.Sprintf("robot"), l.Sprintf("team"), l.Sprintf("plot"), l.Sprintf("structure"), l.Sprintf("armour"), l.Sprintf("weapons")}}
	for ti, team := range s.Teams {
		for _, rb := range s.Robots {
			if rb.Team != ti {
				continue
			}
			name := fmt.Sprintf("%d %s", rb.ID, rb.Type.Name)
			if team.Commander == rb.ID {
				name += " ⚑"
			}
			where := rb.Plot
			switch {
			case rb.Destroyed:
				where = l.Sprintf("destroyed")
			case rb.InGarage():
				where = l.Sprintf("garage")
			}
			var ws []string
			for _, w := range rb.Type.Weapons {
				ws = append(ws, l.Sprintf("%s (%d×, %d bridges, %d damage)", w.ID, w.Rate, w.Range, w.Damage))
			}
			t.Rows = append(t.Rows, talk.Row{Piece: fmt.Sprintf("robot %d", rb.ID), Colour: teamColour(ti), Seat: team.Name, Gone: rb.Destroyed,
				Cells: []string{name, team.Name, where, fmt.Sprintf("%d/%d", rb.Structure, rb.Type.Structure), strconv.Itoa(rb.Type.Armour), strings.Join(ws, ", ")}})
		}
	}
	return t
}

// legend explains the drawing's signs in its own symbols; the check's
// when the table is checked.
func legend(s *rules.State, checked bool, l *lang.Printer) []talk.Sign {
	const box = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">%s</svg>`
	sign := func(body, text string) talk.Sign { return talk.Sign{Symbol: fmt.Sprintf(box, body), Text: text} }
	robot := func(team int) string {
		return fmt.Sprintf(`<circle cx="20" cy="20" r="13" fill="%s" stroke="%s" stroke-width="1.5"/><text x="20" y="25" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">3</text>`, teamColour(team), viewInk)
	}
	out := []talk.Sign{
		sign(robot(0), l.Sprintf("a robot of %s, its number on its tag", s.Teams[0].Name)),
		sign(robot(1), l.Sprintf("a robot of %s, its number on its tag", s.Teams[1].Name)),
		sign(fmt.Sprintf(`<line x1="14" y1="34" x2="14" y2="6" stroke="%s" stroke-width="2"/><path d="M14 6L32 12L14 18Z" fill="%s" stroke="%s"/>`, viewInk, teamColour(0), viewInk),
			l.Sprintf("commander, flag-bearer: its team loses when it falls")),
		sign(fmt.Sprintf(`<rect x="3" y="16" width="34" height="8" fill="#fff" stroke="%s"/><rect x="4" y="17" width="7" height="6" fill="%s"/><rect x="12" y="17" width="7" height="6" fill="%s"/><rect x="20" y="17" width="7" height="6" fill="%s"/>`, viewInk, viewInk, viewInk, viewInk),
			l.Sprintf("structure left: a segment per point (red: a third or less)")),
		sign(fmt.Sprintf(`<path d="M12 12L28 12L28 22Q28 29 20 33Q12 29 12 22Z" fill="#7d8794" stroke="%s"/>`, viewInk),
			l.Sprintf("armour: taken off the damage of every hit")),
		sign(fmt.Sprintf(`<line x1="0" y1="20" x2="40" y2="20" stroke="%s" stroke-width="10"/><line x1="0" y1="20" x2="40" y2="20" stroke="%s" stroke-width="7" stroke-dasharray="5 1"/><circle cx="8" cy="20" r="7" fill="%s" stroke="%s"/><circle cx="32" cy="20" r="7" fill="%s" stroke="%s"/>`, viewBridgeEdge, viewBridge, viewPlot, viewInk, viewPlot, viewInk),
			l.Sprintf("plots joined by a bridge: a move crosses one bridge per point of speed, a weapon's range counts bridges")),
	}
	if checked {
		out = append(out,
			sign(fmt.Sprintf(`<circle cx="20" cy="20" r="16" fill="none" stroke="%s" stroke-width="4"/>`+robot(1), viewGood), l.Sprintf("on its plot, as ruled")),
			sign(fmt.Sprintf(`<circle cx="20" cy="20" r="16" fill="none" stroke="%s" stroke-width="4"/>`+robot(1), viewBad), l.Sprintf("not where it should be")),
			sign(fmt.Sprintf(`<circle cx="20" cy="20" r="13" fill="#fff" stroke="%s" stroke-width="2" stroke-dasharray="4 3"/>`, viewBad), l.Sprintf("where it should stand")),
		)
	}
	return out
}

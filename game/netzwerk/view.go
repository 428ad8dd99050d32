package netzwerk

// Netzwerk's own drawing for the page (talk.View): the squares and the
// round energy fields between them, the two sides' robots, the batteries
// on their printed side (charged) or white side (used this turn), the
// start rows, the last turn's paths, who controls each battery, and the
// pieces a check marked.

import (
	"fmt"
	"html"
	"strings"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
)

var _ referee.Drawer[*rules.State] = (*Netzwerk)(nil)

// The drawing's measures, in viewBox units: a square's side, the margins
// west and east (the rows' numbers), north and south (the columns'
// numbers and the start rows' names, clear of batteries on the edge).
const (
	viewSquare  = 64
	viewMargin  = 40
	viewMarginY = 66
)

// The drawing's colours (docs/web.md's conventions), and each side's:
// the rule text's robots are of two colours, drawn dark and light here.
const (
	viewCard  = "#fffdf8"
	viewInk   = "#24262b"
	viewMuted = "#6b6f78"
	viewLine  = "#dedad2"
	viewGood  = "#2a8a4a"
	viewBad   = "#c62828"
	viewField = "#f4efe4" // a square
	// A battery's printed side (charged) and its rim.
	viewCharged    = "#f0b429"
	viewChargedRim = "#9a6a00"
)

// sideFill and sideLine are a side's robots' colour and its outline (a
// control ring, a start row, a path).
func sideFill(p rules.Player) string {
	if p == rules.Player1 {
		return "#2d3e63"
	}
	return "#f7f1e1"
}

func sideLine(p rules.Player) string {
	if p == rules.Player1 {
		return "#2d3e63"
	}
	return "#a08650"
}

// sideText is the colour of the ids written on a side's robots.
func sideText(p rules.Player) string {
	if p == rules.Player1 {
		return "#ffffff"
	}
	return viewInk
}

// Draw is the drawing of s, with the check's pieces marked
// (referee.Drawer): the last turn's paths too when s is the position it
// led to.
func (n *Netzwerk) Draw(s *rules.State, checks []talk.Piece, l *lang.Printer) *talk.View {
	var last []rules.Event
	if s != nil && s == n.lastAt {
		last = n.last
	}
	return draw(s, last, checks, l)
}

// draw is s as the page shows it, in l's words: the board as SVG, the
// pieces table and the legend. last are the events of the turn that led
// to s (their paths are drawn, the batteries they spent on their white
// side); checks mark pieces: ok ones green, bad ones red with a dashed
// ghost where they should stand.
func draw(s *rules.State, last []rules.Event, checks []talk.Piece, l *lang.Printer) *talk.View {
	if s == nil {
		return nil
	}
	return &talk.View{
		Title:  "Netzwerk",
		Board:  drawBoard(s, last, checks, l),
		Pieces: piecesTable(s, last, l),
		Legend: legend(l),
	}
}

// spentIn are the batteries last spent.
func spentIn(last []rules.Event) map[int]bool {
	spent := map[int]bool{}
	for _, e := range last {
		for _, b := range e.Spent {
			spent[b] = true
		}
	}
	return spent
}

// squareCentre and cornerAt are where a square's centre and a corner
// (an energy field) are drawn.
func squareCentre(x, y int) (float64, float64) {
	return viewMargin + (float64(x)-0.5)*viewSquare, viewMarginY + (float64(y)-0.5)*viewSquare
}

func cornerAt(x, y int) (float64, float64) {
	return viewMargin + float64(x)*viewSquare, viewMarginY + float64(y)*viewSquare
}

// checkOf finds the check of kind id.
func checkOf(checks []talk.Piece, kind string, id int) (talk.Piece, bool) {
	for _, c := range checks {
		if c.Kind == kind && c.ID == id {
			return c, true
		}
	}
	return talk.Piece{}, false
}

func drawBoard(s *rules.State, last []rules.Event, checks []talk.Piece, l *lang.Printer) string {
	cfg := s.Config()
	w, h := cfg.Width*viewSquare+2*viewMargin, cfg.Height*viewSquare+2*viewMarginY
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" font-family="inherit" role="img" aria-label="%s">`, w, h, esc(l.Sprintf("Netzwerk board, turn %d", s.Turn())))
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" rx="10" fill="%s" stroke="%s"/>`, w, h, viewCard, viewLine)
	// The start rows, tinted in their side's colour and named in the margin.
	for _, p := range []rules.Player{rules.Player1, rules.Player2} {
		y := cfg.StartRow(p)
		fmt.Fprintf(&b, `<g class="start" data-side="%d"><rect x="%d" y="%d" width="%d" height="%d" fill="%s" fill-opacity="0.13" stroke="%s" stroke-opacity="0.5"/>`,
			int(p), viewMargin, viewMarginY+(y-1)*viewSquare, cfg.Width*viewSquare, viewSquare, sideLine(p), sideLine(p))
		ty := 22
		if y == cfg.Height {
			ty = h - 12
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="14" fill="%s" text-anchor="middle">%s</text></g>`, w/2, ty, viewMuted, esc(l.Sprintf("player %d's start row", int(p))))
	}
	// The squares, and their coordinates in the margin.
	for y := 1; y <= cfg.Height; y++ {
		for x := 1; x <= cfg.Width; x++ {
			fmt.Fprintf(&b, `<rect class="square" data-square="%d,%d" x="%d" y="%d" width="%d" height="%d" rx="4" fill="%s" fill-opacity="0.85" stroke="%s"/>`,
				x, y, viewMargin+(x-1)*viewSquare+5, viewMarginY+(y-1)*viewSquare+5, viewSquare-10, viewSquare-10, viewField, viewLine)
		}
	}
	for x := 1; x <= cfg.Width; x++ {
		cx, _ := squareCentre(x, 1)
		fmt.Fprintf(&b, `<text x="%.0f" y="%d" font-size="12" fill="%s" text-anchor="middle">%d</text>`, cx, viewMarginY-26, viewMuted, x)
	}
	for y := 1; y <= cfg.Height; y++ {
		_, cy := squareCentre(1, y)
		fmt.Fprintf(&b, `<text x="%d" y="%.0f" font-size="12" fill="%s" text-anchor="middle">%d</text>`, viewMargin/2-4, cy+4, viewMuted, y)
	}
	// The energy fields: a small circle at every corner.
	for y := 0; y <= cfg.Height; y++ {
		for x := 0; x <= cfg.Width; x++ {
			cx, cy := cornerAt(x, y)
			fmt.Fprintf(&b, `<circle class="field" data-corner="%d,%d" cx="%.0f" cy="%.0f" r="9" fill="%s" stroke="%s" stroke-width="1.5"/>`, x, y, cx, cy, viewCard, viewLine)
		}
	}
	drawPaths(&b, last)
	spent := spentIn(last)
	var ghosts strings.Builder
	for _, id := range s.Batteries() {
		k, _ := s.Battery(id)
		drawBattery(&b, &ghosts, s, id, k, spent[id] || s.Spent(id), checks, l)
	}
	for _, id := range s.Robots(rules.NoPlayer) {
		sq, _ := s.Robot(id)
		drawRobot(&b, &ghosts, s.Owner(id), id, sq.X, sq.Y, checks, l)
	}
	// A checked piece the position has not (it should be off the board,
	// or it is a robot taken): where the camera sees it, red.
	for _, c := range checks {
		if !c.Seen || c.OK {
			continue
		}
		if _, on := s.Robot(c.ID); c.Kind == "robot" && !on {
			drawRobot(&b, &ghosts, cfg.Owner(c.ID), c.ID, c.Cell.X, c.Cell.Y, checks, l)
		}
		if _, on := s.Battery(c.ID); c.Kind == "battery" && !on {
			drawBattery(&b, &ghosts, s, c.ID, rules.Corner{X: c.Cell.X, Y: c.Cell.Y}, false, checks, l)
		}
	}
	b.WriteString(ghosts.String())
	b.WriteString(`</svg>`)
	return b.String()
}

// drawPaths draws the last turn's moves: an arrow from where each robot
// and battery stood to where it went.
func drawPaths(b *strings.Builder, last []rules.Event) {
	if len(last) == 0 {
		return
	}
	fmt.Fprintf(b, `<defs><marker id="nz-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="%s"/></marker></defs>`, viewMuted)
	for _, e := range last {
		switch {
		case e.Kind == rules.KindRobotMove:
			x1, y1 := squareCentre(e.From.X, e.From.Y)
			x2, y2 := squareCentre(e.To.X, e.To.Y)
			fmt.Fprintf(b, `<line class="path" data-path="robot %d" x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="%s" stroke-width="4" stroke-linecap="round" stroke-opacity="0.8" marker-end="url(#nz-arrow)"/>`,
				e.Robot, x1, y1, shorten(x1, x2, 22), shorten(y1, y2, 22), viewMuted)
			fmt.Fprintf(b, `<circle cx="%.0f" cy="%.0f" r="5" fill="%s" fill-opacity="0.8"/>`, x1, y1, viewMuted)
		case e.Kind == rules.KindBatteryMove && e.BFrom != nil && e.BTo != nil:
			x1, y1 := cornerAt(e.BFrom.X, e.BFrom.Y)
			x2, y2 := cornerAt(e.BTo.X, e.BTo.Y)
			fmt.Fprintf(b, `<line class="path" data-path="battery %d" x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="%s" stroke-width="2" stroke-dasharray="5 4" stroke-opacity="0.8" marker-end="url(#nz-arrow)"/>`,
				e.Battery, x1, y1, shorten(x1, x2, 13), shorten(y1, y2, 13), viewChargedRim)
		}
	}
}

// shorten moves the end b of a line from a by d units back towards a,
// so that its arrow stops at the piece's edge.
func shorten(a, b, d float64) float64 {
	switch {
	case b > a:
		return b - d
	case b < a:
		return b + d
	}
	return b
}

// mark is a checked piece's class and halo colour ("", "": not checked).
func mark(c talk.Piece, checked bool) (class, halo string) {
	switch {
	case !checked:
		return "", ""
	case c.OK:
		return "ok", viewGood
	}
	return "bad", viewBad
}

func classAttr(class string) string {
	if class == "" {
		return ""
	}
	return fmt.Sprintf(` class="%s"`, class)
}

// drawRobot draws robot id of side p on square [x,y]; a bad check draws
// it where the camera saw it, and its ghost where it should stand.
func drawRobot(b, ghosts *strings.Builder, p rules.Player, id, x, y int, checks []talk.Piece, l *lang.Printer) {
	c, checked := checkOf(checks, "robot", id)
	class, halo := mark(c, checked)
	if checked && !c.OK {
		if !c.Off {
			gx, gy := squareCentre(c.Want.X, c.Want.Y)
			fmt.Fprintf(ghosts, `<g class="ghost" data-piece="robot %d" data-square="%d,%d"><circle cx="%.0f" cy="%.0f" r="22" fill="none" stroke="%s" stroke-width="2.5" stroke-dasharray="6 4"/><text x="%.0f" y="%.0f" font-size="15" font-weight="600" fill="%s" text-anchor="middle">%d</text></g>`,
				id, c.Want.X, c.Want.Y, gx, gy, viewBad, gx, gy+5, viewBad, id)
		}
		if !c.Seen {
			return
		}
		x, y = c.Cell.X, c.Cell.Y
	}
	cx, cy := squareCentre(x, y)
	fmt.Fprintf(b, `<g data-piece="robot %d"%s data-side="%d" data-square="%d,%d"><title>%s</title>`, id, classAttr(class), int(p), x, y, esc(l.Sprintf("robot %d, player %d, on square [%d,%d]", id, int(p), x, y)))
	if halo != "" {
		fmt.Fprintf(b, `<circle cx="%.0f" cy="%.0f" r="27" fill="%s" fill-opacity="0.18" stroke="%s" stroke-width="3"/>`, cx, cy, halo, halo)
	}
	fmt.Fprintf(b, `<circle cx="%.0f" cy="%.1f" r="21" fill="#000" fill-opacity="0.12"/>`, cx, cy+2)
	fmt.Fprintf(b, `<circle cx="%.0f" cy="%.0f" r="21" fill="%s" stroke="%s" stroke-width="2"/>`, cx, cy, sideFill(p), sideLine(p))
	fmt.Fprintf(b, `<text x="%.0f" y="%.0f" font-size="17" font-weight="700" fill="%s" text-anchor="middle">%d</text></g>`, cx, cy+6, sideText(p), id)
}

// drawBattery draws battery id on corner k: its printed side (charged)
// or its white side (spent), a ring per side that controls it, inner
// for player 1, outer for player 2.
func drawBattery(b, ghosts *strings.Builder, s *rules.State, id int, k rules.Corner, spent bool, checks []talk.Piece, l *lang.Printer) {
	c, checked := checkOf(checks, "battery", id)
	class, halo := mark(c, checked)
	if checked && !c.OK {
		if !c.Off {
			gx, gy := cornerAt(c.Want.X, c.Want.Y)
			fmt.Fprintf(ghosts, `<g class="ghost" data-piece="battery %d" data-corner="%d,%d"><circle cx="%.0f" cy="%.0f" r="13" fill="none" stroke="%s" stroke-width="2" stroke-dasharray="4 3"/></g>`,
				id, c.Want.X, c.Want.Y, gx, gy, viewBad)
		}
		if !c.Seen {
			return
		}
		k = rules.Corner{X: c.Cell.X, Y: c.Cell.Y}
	}
	cx, cy := cornerAt(k.X, k.Y)
	side, fill, rim, ink := "printed", viewCharged, viewChargedRim, viewInk
	if spent {
		side, fill, rim, ink = "white", "#ffffff", "#9aa0a8", viewMuted
	}
	var by []string
	for _, p := range []rules.Player{rules.Player1, rules.Player2} {
		if s.Controls(p, k) {
			by = append(by, fmt.Sprint(int(p)))
		}
	}
	fmt.Fprintf(b, `<g data-piece="battery %d"%s data-corner="%d,%d" data-side-up="%s" data-control="%s"><title>%s</title>`,
		id, classAttr(class), k.X, k.Y, side, strings.Join(by, " "), esc(batteryTitle(l, id, k, spent)))
	if halo != "" {
		fmt.Fprintf(b, `<circle cx="%.0f" cy="%.0f" r="22" fill="%s" fill-opacity="0.18" stroke="%s" stroke-width="3"/>`, cx, cy, halo, halo)
	}
	for _, p := range []rules.Player{rules.Player1, rules.Player2} {
		if s.Controls(p, k) {
			r := 15.5
			if p == rules.Player2 {
				r = 18.5
			}
			fmt.Fprintf(b, `<circle class="control" data-side="%d" cx="%.0f" cy="%.0f" r="%.1f" fill="none" stroke="%s" stroke-width="2.5"/>`, int(p), cx, cy, r, sideLine(p))
		}
	}
	fmt.Fprintf(b, `<circle cx="%.0f" cy="%.0f" r="13" fill="%s" stroke="%s" stroke-width="1.5"/>`, cx, cy, fill, rim)
	fmt.Fprintf(b, `<text x="%.0f" y="%.0f" font-size="12" font-weight="700" fill="%s" text-anchor="middle">%d</text></g>`, cx, cy+4, ink, id)
}

func batteryTitle(l *lang.Printer, id int, k rules.Corner, spent bool) string {
	if spent {
		return l.Sprintf("battery %d on energy field [%d,%d]: used this turn (white side up)", id, k.X, k.Y)
	}
	return l.Sprintf("battery %d on energy field [%d,%d]: charged (printed side up)", id, k.X, k.Y)
}

// piecesTable is a row per robot, side by side (on the board, on its far
// row, taken), then a row per battery (where, which side up, who
// controls it).
func piecesTable(s *rules.State, last []rules.Event, l *lang.Printer) *talk.Table {
	cfg := s.Config()
	t := &talk.Table{Title: l.Sprintf("Robots and batteries"), Head: []string{l.Sprintf("piece"), l.Sprintf("side"), l.Sprintf("place"), l.Sprintf("state")}}
	for _, p := range []rules.Player{rules.Player1, rules.Player2} {
		for id := 1; id <= 2*cfg.RobotsPerPlayer(); id++ {
			if cfg.Owner(id) != p {
				continue
			}
			row := talk.Row{Piece: fmt.Sprintf("robot %d", id), Colour: sideFill(p), Seat: seatOf(p)}
			sq, on := s.Robot(id)
			switch {
			case !on:
				row.Gone = true
				row.Cells = []string{l.Sprintf("robot %d", id), l.Sprintf("player %d", int(p)), "—", l.Sprintf("captured")}
			case sq.Y == cfg.FarRow(p):
				row.Cells = []string{l.Sprintf("robot %d", id), l.Sprintf("player %d", int(p)), sq.String(), l.Sprintf("on the far row")}
			default:
				row.Cells = []string{l.Sprintf("robot %d", id), l.Sprintf("player %d", int(p)), sq.String(), l.Sprintf("on the board")}
			}
			t.Rows = append(t.Rows, row)
		}
	}
	spent := spentIn(last)
	for _, id := range s.Batteries() {
		k, _ := s.Battery(id)
		var by []string
		for _, p := range []rules.Player{rules.Player1, rules.Player2} {
			if s.Controls(p, k) {
				by = append(by, fmt.Sprint(int(p)))
			}
		}
		control := l.Sprintf("nobody")
		switch len(by) {
		case 1:
			control = l.Sprintf("player %s", by[0])
		case 2:
			control = l.Sprintf("both")
		}
		state := l.Sprintf("charged")
		if spent[id] || s.Spent(id) {
			state = l.Sprintf("used")
		}
		colour := viewCharged
		if spent[id] || s.Spent(id) {
			colour = "#ffffff"
		}
		t.Rows = append(t.Rows, talk.Row{Piece: fmt.Sprintf("battery %d", id), Colour: colour,
			Cells: []string{l.Sprintf("battery %d", id), control, k.String(), state}})
	}
	return t
}

// legend explains the drawing's signs, each in its own symbol.
func legend(l *lang.Printer) []talk.Sign {
	sym := func(body string) string {
		return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` + body + `</svg>`
	}
	robot := func(p rules.Player) string {
		return sym(fmt.Sprintf(`<circle cx="20" cy="20" r="15" fill="%s" stroke="%s" stroke-width="2"/><text x="20" y="25" font-size="14" font-weight="700" fill="%s" text-anchor="middle">1</text>`, sideFill(p), sideLine(p), sideText(p)))
	}
	return []talk.Sign{
		{Symbol: robot(rules.Player1), Text: l.Sprintf("player 1's robot (starts south, plays north)")},
		{Symbol: robot(rules.Player2), Text: l.Sprintf("player 2's robot (starts north, plays south)")},
		{Symbol: sym(fmt.Sprintf(`<circle cx="20" cy="20" r="10" fill="%s" stroke="%s" stroke-width="1.5"/>`, viewCharged, viewChargedRim)), Text: l.Sprintf("battery, printed side up: charged")},
		{Symbol: sym(`<circle cx="20" cy="20" r="10" fill="#ffffff" stroke="#9aa0a8" stroke-width="1.5"/>`), Text: l.Sprintf("battery, white side up: used this turn")},
		{Symbol: sym(fmt.Sprintf(`<circle cx="20" cy="20" r="12" fill="none" stroke="%s" stroke-width="2.5"/><circle cx="20" cy="20" r="16" fill="none" stroke="%s" stroke-width="2.5"/><circle cx="20" cy="20" r="9" fill="%s" stroke="%s"/>`, sideLine(rules.Player1), sideLine(rules.Player2), viewCharged, viewChargedRim)), Text: l.Sprintf("ring: the battery's controller (inner player 1, outer player 2)")},
		{Symbol: sym(fmt.Sprintf(`<circle cx="20" cy="20" r="8" fill="%s" stroke="%s"/>`, viewCard, viewLine)), Text: l.Sprintf("energy field: where batteries stand")},
		{Symbol: sym(fmt.Sprintf(`<rect x="3" y="10" width="34" height="20" fill="%s" fill-opacity="0.13" stroke="%s" stroke-opacity="0.5"/>`, sideLine(rules.Player1), sideLine(rules.Player1))), Text: l.Sprintf("start row (the other side's far row)")},
		{Symbol: sym(fmt.Sprintf(`<line x1="6" y1="20" x2="30" y2="20" stroke="%s" stroke-width="4" stroke-linecap="round"/><path d="M28 13L37 20L28 27z" fill="%s"/>`, viewMuted, viewMuted)), Text: l.Sprintf("the last turn's moves")},
		{Symbol: sym(fmt.Sprintf(`<circle cx="20" cy="20" r="14" fill="%s" fill-opacity="0.18" stroke="%s" stroke-width="3"/>`, viewGood, viewGood)), Text: l.Sprintf("green: stands as ruled, or legal so far")},
		{Symbol: sym(fmt.Sprintf(`<circle cx="20" cy="20" r="14" fill="none" stroke="%s" stroke-width="2.5" stroke-dasharray="5 3"/>`, viewBad)), Text: l.Sprintf("red: wrong; dashed: where it should stand")},
	}
}

// seatOf is the seat a side's phone takes (the Questions' names).
func seatOf(p rules.Player) string { return fmt.Sprintf("player %d", int(p)) }

func esc(s string) string { return html.EscapeString(s) }

package tiles

import (
	"io"
	"math"

	rules "mecanoid/engine/tiles"
	"mecanoid/fault"
	"mecanoid/game"

	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/tag"
)

// The play area's sheet: the four corner markers a club prints to frame
// the tiles on the table (`tiles print --area 3x2`), each on a card with
// the area's corner drawn beside it, and how far apart to lay them.

// PrintArea adds to d the sheet of area a: one page with the four corner
// markers, each on a card to cut out, an L where the area's corner goes,
// and the distances between them.
func PrintArea(d print.Doc, a Area, page print.Page) error {
	if err := a.Check(); err != nil {
		return err
	}
	if err := page.Check(); err != nil {
		return err
	}
	l := page.Lang
	if l == "" {
		l = lang.EN
	}
	w := l.Printer()
	paper, m := page.Paper, page.Margin
	d.AddPage(paper.W, paper.H)
	aw, ah := a.Size()
	d.Text(print.Pt{X: m, Y: m + 6}, 6, w.Sprintf("SimulacreS play area: %d x %d places", a.Cols, a.Rows), print.InkCol, 0)
	lines := []string{
		w.Sprintf("Print at 100 %%. Cut out the four cards. On the table, lay each marker so that its L's corner is a corner of a rectangle of %g x %g mm (%d x %d tiles of %g mm):", aw, ah, a.Cols, a.Rows, a.Side()),
		w.Sprintf("NW at the north-west corner, NE %g mm east of it, SE %g mm south of NE, SW %g mm west of SE; check the diagonals are equal (%.0f mm).", aw, ah, aw, math.Hypot(aw, ah)),
		w.Sprintf("The tiles are laid inside, edge to edge, square with the rectangle; the markers stay where they are for the whole game."),
	}
	y := m + 12
	for _, s := range lines {
		for _, wl := range print.Wrap(s, 3, paper.W-2*m) {
			d.Text(print.Pt{X: m, Y: y}, 3, wl, print.InkCol, 0)
			y += 4.3
		}
	}
	// Four cards, two by two: the marker, 5 mm off it the area's corner.
	size, gap := a.Markers.Size, a.Markers.Gap
	card := size + gap + 22 // the marker, the gap, the L's arms
	top := y + 6
	colX := []float64{m + 5, paper.W - m - 5 - card}
	rowY := []float64{top, top + card + 20}
	for k := range 4 {
		// Card k sits where marker k sits around the area: NW top left,
		// NE top right, SE bottom right, SW bottom left.
		x, yy := colX[[]int{0, 1, 1, 0}[k]], rowY[[]int{0, 0, 1, 1}[k]]
		print.Frame(d, x, yy, card, card, 0.2, print.Grey)
		// The area's corner within the card, and the way the area lies.
		east, south := k == 0 || k == 3, k == 0 || k == 1
		cx, cy := x+size+gap, yy+size+gap
		mx, my := x+size/2, yy+size/2
		if !east {
			cx, mx = x+card-size-gap, x+card-size/2
		}
		if !south {
			cy, my = yy+card-size-gap, yy+card-size/2
		}
		if err := print.DrawTag(d, tag.Payload{Game: TagCode, Kind: tag.Corner, ID: k}, print.Pt{X: mx, Y: my}, size, 0); err != nil {
			return err
		}
		dx, dy := 18.0, 18.0
		if !east {
			dx = -dx
		}
		if !south {
			dy = -dy
		}
		d.Line(print.Pt{X: cx, Y: cy}, print.Pt{X: cx + dx, Y: cy}, 0.6, SpecialCol)
		d.Line(print.Pt{X: cx, Y: cy}, print.Pt{X: cx, Y: cy + dy}, 0.6, SpecialCol)
		name := w.Sprintf(areaCorners[k])
		ty := yy + card + 5
		d.Text(print.Pt{X: x + card/2, Y: ty}, 3.2, name, print.InkCol, 0.5)
	}
	return nil
}

// printAreaSheet is `tiles print --area CxR`: the play area's sheet,
// and what the tiles and the camera need for it.
func printAreaSheet(o *game.Output, spec string, cell float64, page print.Page, stdout io.Writer) error {
	cols, rows, err := ParseArea(spec)
	if err != nil {
		return err
	}
	a, err := NewArea(cols, rows, rules.Pos{}, cell)
	if err != nil {
		return err
	}
	doc := print.NewPDF("mecanoid tiles: play area")
	if err := PrintArea(doc, a, page); err != nil {
		return fault.E(fault.Usage, err)
	}
	aw, ah := a.Size()
	margin := 2 * a.Markers.Margin()
	l := lang.Say()
	what := l.Sprintf("the corner markers of a play area of %d x %d places (%g x %g mm); each tile is printed on one A4 page", cols, rows, aw, ah)
	return o.Deliver(doc, stdout, what+tagWords(cell, aw+margin, ah+margin, l.Sprintf("a play area of %d x %d tiles", cols, rows)))
}

// areaCorners name the markers' cards.
var areaCorners = []string{lang.Key("NW corner"), lang.Key("NE corner"), lang.Key("SE corner"), lang.Key("SW corner")}

func init() {
	lang.Add(
		lang.Text{"SimulacreS play area: %d x %d places", "Aire de jeu SimulacreS : %d x %d emplacements"},
		lang.Text{"Print at 100 %%. Cut out the four cards. On the table, lay each marker so that its L's corner is a corner of a rectangle of %g x %g mm (%d x %d tiles of %g mm):",
			"Imprimez à 100 %%. Découpez les quatre cartes. Sur la table, posez chaque repère de sorte que le coin de son L soit un coin d'un rectangle de %g x %g mm (%d x %d tuiles de %g mm) :"},
		lang.Text{"NW at the north-west corner, NE %g mm east of it, SE %g mm south of NE, SW %g mm west of SE; check the diagonals are equal (%.0f mm).",
			"NO au coin nord-ouest, NE à %g mm à l'est, SE à %g mm au sud de NE, SO à %g mm à l'ouest de SE ; vérifiez que les diagonales sont égales (%.0f mm)."},
		lang.Text{"The tiles are laid inside, edge to edge, square with the rectangle; the markers stay where they are for the whole game.",
			"Les tuiles se posent dedans, bord à bord, d'équerre avec le rectangle ; les repères restent en place toute la partie."},
		lang.Text{"the corner markers of a play area of %d x %d places (%g x %g mm); each tile is printed on one A4 page", "les repères de coin d'une aire de jeu de %d x %d emplacements (%g x %g mm) ; chaque tuile s'imprime sur une page A4"},
		lang.Text{"a play area of %d x %d tiles", "une aire de jeu de %d x %d tuiles"},
		lang.Text{"NW corner", "coin NO"},
		lang.Text{"NE corner", "coin NE"},
		lang.Text{"SE corner", "coin SE"},
		lang.Text{"SW corner", "coin SO"},
	)
}

package print

import (
	"fmt"
	"image"
	"math"

	"mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// Limits of a printed tile: a robot and its tag stand on one tile, and a
// board of big tiles soon needs more sheets than anyone will tape together.
const (
	MinTile = 20.0
	MaxTile = 200.0
)

// BoardPrint says how to print a board at true scale.
type BoardPrint struct {
	Game    string      // game of the corner markers' payloads (tag.DR2D)
	Tile    float64     // side of a tile, mm
	Layout  int         // 0-based
	Markers tag.Markers // corner markers; Size 0: none
	Page    Page
	Overlap float64 // mm printed on both of two neighbouring sheets
}

// DefaultBoardPrint is a DR2D board of 50 mm tiles with its corner markers,
// on A4 with 10 mm margins and 10 mm overlaps.
func DefaultBoardPrint() BoardPrint {
	return BoardPrint{Game: tag.DR2D, Tile: tag.DefaultTile, Markers: tag.DefaultMarkers, Page: DefaultPage, Overlap: 10}
}

// Check tells whether b can be printed with these settings.
func (o BoardPrint) Check(b *dr2d.Board) error {
	switch {
	case o.Tile < MinTile:
		return fail(lang.M("tile %g mm is too small; tiles are at least %g mm (a robot and its tag stand on one)", o.Tile, MinTile))
	case o.Tile > MaxTile:
		return fail(lang.M("tile %g mm is too large; tiles are at most %g mm", o.Tile, MaxTile))
	case o.Layout < 0 || o.Layout >= len(b.Layouts):
		return fail(lang.M("no layout %d: the board has %d", o.Layout+1, len(b.Layouts)))
	case o.Markers.Size != 0 && o.Markers.Size < 10:
		return fail(lang.M("corner markers of %g mm are too small to be read; at least 10 mm", o.Markers.Size))
	case o.Markers.Gap < 0:
		return fail(lang.M("corner marker gap %g mm; it cannot be negative", o.Markers.Gap))
	}
	if o.Markers.Size != 0 {
		p := tag.Payload{Game: o.Game, Kind: tag.Corner}
		if err := p.Validate(); err != nil {
			return fmt.Errorf("print: corner markers: %w", err)
		}
	}
	return o.Page.Check()
}

// Size is the playing area in millimetres.
func (o BoardPrint) Size(b *dr2d.Board) (w, h float64) {
	return float64(b.Width) * o.Tile, float64(b.Height) * o.Tile
}

func (o BoardPrint) labelSize() float64 { return math.Min(o.Tile*0.3, 8) }

// Extent is the rectangle the printed board covers, in board coordinates
// (origin at the north-west corner of cell [1,1]): the playing area, the
// coordinates along its edges and the corner markers, with a white border.
func (o BoardPrint) Extent(b *dr2d.Board) (lo, hi Pt) {
	ls := o.labelSize()
	e := o.Tile*0.08 + 1.5 + math.Max(ls, TextWidth(fmt.Sprint(max(b.Width, b.Height)), ls)) + 2
	if o.Markers.Size > 0 {
		e = math.Max(e, o.Markers.Margin()+3)
	}
	w, h := o.Size(b)
	return Pt{-e, -e}, Pt{w + e, h + e}
}

// drawPoster draws the whole printed board with the north-west corner of
// its playing area at origin.
func drawPoster(c Canvas, b *dr2d.Board, o BoardPrint, origin Pt) error {
	d := BoardDrawing{Tile: o.Tile, Layout: o.Layout, Markers: o.Markers, Labels: true}
	if err := DrawBoard(c, b, d, origin); err != nil {
		return err
	}
	if o.Markers.Size > 0 {
		w, h := o.Size(b)
		return DrawMarkers(c, o.Game, o.Markers, w, h, origin)
	}
	return nil
}

// BoardImage draws the printed board (tiles, coordinates and corner
// markers) as a picture at scale pixels per millimetre, for screens.
func BoardImage(b *dr2d.Board, o BoardPrint, scale float64) (*image.RGBA, error) {
	if err := o.Check(b); err != nil {
		return nil, err
	}
	lo, hi := o.Extent(b)
	return posterImage(lo, hi, scale, func(c Canvas, origin Pt) error { return drawPoster(c, b, o, origin) })
}

// BoardName is a board's name for titles.
func BoardName(b *dr2d.Board) string { return boardName(lang.EN.Printer(), b) }

// BoardNameIn is BoardName in l.
func BoardNameIn(l lang.Lang, b *dr2d.Board) string { return boardName(langOf(l).Printer(), b) }

func boardName(w *lang.Printer, b *dr2d.Board) string {
	if b.Name == "" {
		return w.Sprintf("unnamed board")
	}
	return b.Name
}

// PlanBoard is how b is cut into sheets with these settings.
func PlanBoard(b *dr2d.Board, o BoardPrint) (Tiling, error) {
	if err := o.Check(b); err != nil {
		return Tiling{}, err
	}
	lo, hi := o.Extent(b)
	return PlanTiling(lo, hi, o.Page, stripHeight, o.Overlap)
}

// PrintBoard prints b at true scale: an assembly page, a legend of the
// symbols, then the board across as many sheets as it needs, each labelled,
// with cut lines and alignment marks on the overlaps.
func PrintBoard(d Doc, b *dr2d.Board, o BoardPrint) (Tiling, error) {
	t, err := PlanBoard(b, o)
	if err != nil {
		return t, err
	}
	p := o.poster(b, t)
	if err := posterCover(d, p, o.Page, t); err != nil {
		return t, err
	}
	if err := LegendPage(d, o.Page, o.Game); err != nil {
		return t, err
	}
	return t, posterSheets(d, p, t)
}

func (o BoardPrint) title(b *dr2d.Board) string {
	w := o.Page.Words()
	s := boardName(w, b)
	if len(b.Layouts) > 1 {
		s += w.Sprintf(", layout %d of %d", o.Layout+1, len(b.Layouts))
	}
	return s
}

// poster is the printed board as tiled by t: the sheets show it with its
// coordinates, the cover in small without them.
func (o BoardPrint) poster(b *dr2d.Board, t Tiling) poster {
	w, h := o.Size(b)
	say := o.Page.Words()
	info := say.Sprintf("%d x %d tiles of %g mm: playing area %g x %g mm", b.Width, b.Height, o.Tile, w, h)
	if o.Markers.Size > 0 {
		info += say.Sprintf(", %g x %g mm with the corner markers", w+2*o.Markers.Margin(), h+2*o.Markers.Margin())
	}
	lo, hi := o.Extent(b)
	return poster{
		title: o.title(b), lo: lo, hi: hi, sheetMap: true,
		draw: func(c Canvas, origin Pt) error { return drawPoster(c, b, o, origin) },
		info: []string{info, say.Sprintf("%s, %g mm margins, %g mm overlaps", t.Describe(), o.Page.Margin, t.Overlap)},
		steps: assemblySteps(say,
			say.Sprintf("4. The four corner markers (QR codes beyond the corners) must stay flat and in the camera's view:"),
			say.Sprintf("    the referee finds the board by them.")),
		room: 16,
		small: func(c Canvas, s float64, origin Pt) error {
			if err := DrawBoard(c, b, BoardDrawing{Tile: o.Tile * s, Layout: o.Layout}, origin); err != nil {
				return err
			}
			if o.Markers.Size > 0 {
				mk := tag.Markers{Size: o.Markers.Size * s, Gap: o.Markers.Gap * s}
				return DrawMarkers(c, o.Game, mk, w*s, h*s, origin)
			}
			return nil
		},
		barNote: say.Sprintf("mecanoid print board: the symbols are explained on the next page."),
	}
}

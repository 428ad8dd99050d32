package vision

import (
	"math"
	"strings"

	"mecanoid/calibration"
	"mecanoid/internal/poserr"
	"mecanoid/tag"
)

// A Layout says where pieces stand on a board that is not DR2D's grid of
// cells: which place a tag's centre is on, how surely, and whether the way
// the piece faces matters. Scanner.Layout nil keeps the grid of cells of
// Scanner.Board.
type Layout interface {
	// Place is where a piece of kind k stands whose tag's centre is at p,
	// in board millimetres from the north-west corner of the playing area
	// (the area the corner markers frame).
	Place(k tag.Kind, p calibration.Point) Place
	// Faces tells whether the facing of a piece of kind k is part of the
	// position: when it is not, a tag turned any way is fine.
	Faces(k tag.Kind) bool
}

// A Directed layout is one whose pieces face one of n directions other
// than a square grid's four (N, E, S, W, the default): a hex board's six.
// The scanner then names a tag's facing among them, and asks for the tag
// to be turned when it points between two.
type Directed interface {
	Layout
	// Directions names the directions a piece may face, evenly spread
	// clockwise from north (board up): "N", "NE", "SE", "S", "SW", "NW".
	Directions() []string
}

// MaxFacingShare is how far a facing tag may be turned from the nearest
// direction, as a share of the half-sector between two directions, before
// it faces neither clearly: MaxFacingOff (30°) of a square grid's 45°,
// 20° of a hex board's 30°. The same share keeps the same margin against
// the camera's error on the angle (a few degrees, tags on figurines seen
// at a slant) whatever the number of directions, and leaves room for a
// tag put down by hand a little crooked.
const MaxFacingShare = MaxFacingOff / 45

// facings are the names of the directions pieces face with layout l, and
// the largest turn off the nearest one that is still clear, in degrees.
func facings(l Layout) (names []string, maxOff float64) {
	if d, ok := l.(Directed); ok {
		if names := d.Directions(); len(names) >= 2 {
			return names, MaxFacingShare * 180 / float64(len(names))
		}
	}
	return facingNames[:], MaxFacingOff
}

// Place is where a piece stands.
type Place struct {
	Col, Row int        // the place's coordinates, as the game numbers them
	Name     poserr.Msg // "square [2,5]", "corner [3,4]": for messages
	// Inside is 1 in the middle of the place, falling to 0 at its edge:
	// the piece's confidence.
	Inside float64
	// Doubt, when set, is why the piece cannot be placed surely ("straddles
	// squares [2,5] and [3,5]: put it in the middle of its square"): the
	// scan asks for another picture.
	Doubt poserr.Msg
	// Off: the piece is on no place. With a Doubt it is a problem (a
	// robot on the border); without, the piece lies beside the board (a
	// captured robot put aside) and is left out of the position.
	Off bool
}

// NetzwerkLayout is a Netzwerk board (docs/rules-netzwerk.md) as
// game/netzwerk's BoardPrint prints it: Columns x Rows squares of Square mm with
// a Border all round, on which the outer energy fields lie; the corner
// markers frame the squares and the border. Robots stand on squares
// ([X,Y], 1-based), batteries on the round energy fields of Field mm at
// the squares' corners ([X,Y], 0-based: corner [X,Y] is the south-east
// corner of square [X,Y]). Nothing faces anywhere.
type NetzwerkLayout struct {
	Columns, Rows int
	Square        float64 // side of a square, mm
	Field         float64 // diameter of an energy field, mm
	Border        float64 // board beyond the outer squares, mm
}

var _ Layout = NetzwerkLayout{}

// Board is the calibration board of the layout: the squares and the border
// framed by markers m.
func (l NetzwerkLayout) Board(m tag.Markers) calibration.Board {
	return calibration.Board{Columns: l.Columns, Rows: l.Rows, Tile: l.Square, Markers: m,
		Width: float64(l.Columns)*l.Square + 2*l.Border, Height: float64(l.Rows)*l.Square + 2*l.Border}
}

// Faces is false: a robot's or a battery's tag may be turned any way.
func (l NetzwerkLayout) Faces(tag.Kind) bool { return false }

// Place puts a robot (or any piece but a battery) on the square under its
// tag, a battery on the energy field under it. A tag beyond the playing
// area lies beside the board.
func (l NetzwerkLayout) Place(k tag.Kind, p calibration.Point) Place {
	w, h := float64(l.Columns)*l.Square+2*l.Border, float64(l.Rows)*l.Square+2*l.Border
	if p.X < 0 || p.Y < 0 || p.X > w || p.Y > h {
		return Place{Off: true}
	}
	x, y := p.X-l.Border, p.Y-l.Border // from corner [0,0]
	if k == tag.Battery {
		kx := min(max(int(math.Round(x/l.Square)), 0), l.Columns)
		ky := min(max(int(math.Round(y/l.Square)), 0), l.Rows)
		d := math.Hypot(x-float64(kx)*l.Square, y-float64(ky)*l.Square)
		pl := Place{Col: kx, Row: ky, Name: poserr.M("corner [%d,%d]", kx, ky), Inside: math.Max(0, 1-d/(l.Field/2))}
		if d > l.Field/2 {
			pl.Name = poserr.M("near %s", pl.Name)
			pl.Doubt = poserr.M("between corners (%.0f mm from the nearest energy field's centre): put it on an energy field", d)
		}
		return pl
	}
	col, row := int(math.Floor(x/l.Square))+1, int(math.Floor(y/l.Square))+1
	if col < 1 || row < 1 || col > l.Columns || row > l.Rows {
		return Place{Off: true, Doubt: poserr.M("on the border, not on a square: robots stand on squares")}
	}
	fx, fy := x/l.Square-float64(col-1), y/l.Square-float64(row-1) // 0..1 inside the square
	edge := math.Min(math.Min(fx, 1-fx), math.Min(fy, 1-fy))
	pl := Place{Col: col, Row: row, Name: poserr.M("square [%d,%d]", col, row), Inside: math.Min(1, edge/0.5)}
	if edge < StraddleMargin {
		pl.Doubt = poserr.M("straddles squares %s: put it in the middle of its square", straddles(col, row, fx, fy))
	}
	return pl
}

// placeOnLayout places piece (its Board centre set) with the scanner's
// Layout. It returns false for a piece beside the board, and the problem
// that makes its place doubtful, if any; a piece on no place keeps an
// empty Place.
func (s *Scanner) placeOnLayout(piece *Piece, p tag.Payload, c Code, dir int, off float64) (*Problem, bool) {
	pl := s.Layout.Place(p.Kind, piece.Board)
	if pl.Off {
		if pl.Doubt.Format == "" {
			return nil, false
		}
		pr := problem(p.LabelMsg(), fromNorthWest(piece.Board), pl.Doubt)
		return &pr, true
	}
	piece.Col, piece.Row, piece.Place, piece.PlaceMsg = pl.Col, pl.Row, pl.Name.String(), pl.Name
	piece.Confidence = math.Max(0, math.Min(pl.Inside, 1))
	offDeg := off * 180 / math.Pi
	faces := s.Layout.Faces(p.Kind)
	names, maxOff := facings(s.Layout)
	if faces {
		piece.Confidence = math.Max(0, math.Min(piece.Confidence, 1-offDeg/(180/float64(len(names)))))
	}
	var why poserr.Msg
	switch {
	case pl.Doubt.Format != "":
		why = pl.Doubt
	case faces && offDeg > maxOff:
		why = poserr.M("faces between two directions (%.0f°): turn it square", piece.Angle)
		if _, ok := s.Layout.(Directed); ok {
			why = poserr.M("faces between %s (%.0f°): turn it to face one side", between(names, dir, piece.Angle), piece.Angle)
		}
	case c.ModulePx < MinModulePx:
		why = tooSmall(c)
	default:
		return nil, true
	}
	pr := problem(p.LabelMsg(), pl.Name, why)
	return &pr, true
}

// between names the two directions a tag turned angleDeg lies between,
// dir the nearest: "N and NE".
func between(names []string, dir int, angleDeg float64) poserr.Msg {
	n := len(names)
	second := (dir + 1) % n
	if math.Remainder(angleDeg-float64(dir)*360/float64(n), 360) < 0 {
		second = (dir + n - 1) % n
	}
	return and([]poserr.Msg{poserr.M(names[dir]), poserr.M(names[second])})
}

// shared names the pieces that stand on the place of another: one piece
// per place (two robots on a square, two batteries on a corner).
func shared(pieces []Piece) []Problem {
	var out []Problem
	at := map[string]poserr.Msg{}
	for _, p := range pieces {
		if other, ok := at[p.Place]; ok {
			word, _, _ := strings.Cut(p.Place, " ") // the place's kind: a key for each
			out = append(out, problem(p.Tag.LabelMsg(), p.PlaceMsg, poserr.M("shares its "+word+" with %s", other)))
			continue
		}
		at[p.Place] = p.Tag.LabelMsg()
	}
	return out
}

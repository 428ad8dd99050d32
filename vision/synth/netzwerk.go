package synth

import (
	"fmt"
	"image"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
	nz "mecanoid/engine/netzwerk"
	"mecanoid/print"
	"mecanoid/tag"
)

// SizeNetzwerk is the default frame of a Netzwerk photo: 4:3, enough for
// the 22 mm battery tags of the default print (some 2 px per module).
var SizeNetzwerk = image.Pt(1600, 1200)

// NetzwerkOptions choose one photo of a Netzwerk table.
type NetzwerkOptions struct {
	Category  Category
	Size      image.Point // 0: SizeNetzwerk
	Seed      uint64
	Config    nz.Config           // board size; zero: nz.DefaultConfig
	Print     print.NetzwerkPrint // the printed board and tags; zero: print.DefaultNetzwerkPrint()
	TagHeight float64             // robot tags above the board (on figurines), mm; 0: 30
	// Pieces are robots on squares and batteries on corners (Kind 'R' or
	// 'B', netzwerk coordinates); captured robots are off the table.
	Pieces []nz.Piece

	laid map[string]laid // where hands laid the pieces (Options.laid)
}

// layout is the board of o, defaults filled in.
func (o NetzwerkOptions) layout() (nz.Config, print.NetzwerkPrint) {
	cfg, pr := o.Config, o.Print
	if cfg.Width == 0 {
		cfg = nz.DefaultConfig
	}
	if pr.Square == 0 {
		pr = print.DefaultNetzwerkPrint()
	}
	return cfg, pr
}

// GenerateNetzwerk photographs a Netzwerk table: the printed board
// (print.DrawNetzwerkBoard) with its corner markers, the robots' tags on
// figurines in their squares and the batteries' tags lying on their
// energy fields, each put down by hand (a little off centre, turned any
// way), through the category's camera and troubles (light, glare, blur,
// noise, JPEG; no hand or foreign code). Truth pieces give squares and
// corners as Col, Row. The same options give the same bytes.
func GenerateNetzwerk(o NetzwerkOptions) (*Photo, error) {
	if o.Size == (image.Point{}) {
		o.Size = SizeNetzwerk
	}
	if o.TagHeight == 0 {
		o.TagHeight = 30
	}
	cfg, pr := o.layout()
	if err := pr.Check(cfg); err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x6e65747a))
	aw, ah := pr.AreaSize(cfg)
	cb := calibration.Board{Columns: cfg.Width, Rows: cfg.Height, Tile: pr.Square, Markers: pr.Markers, Width: aw, Height: ah}
	cat := o.Category
	sh := newShot(rng, cat, o.Seed, cb, o.Size)
	sh.t.TagSize, sh.t.TagHeight = pr.RobotTag, o.TagHeight
	sh.noJPEG = o.laid != nil

	m := pr.Markers.Margin() + 8
	print.Rect(sh.flat, -m, -m, aw+2*m, ah+2*m, print.White)
	origin := print.Pt{X: pr.Border, Y: pr.Border} // square [1,1]'s north-west corner
	print.DrawNetzwerkBoard(sh.flat, cfg, pr, origin, true)
	if err := sh.markers(tag.Netzwerk, pr.Markers, aw, ah); err != nil {
		return nil, err
	}

	// Pieces put down by hand: robots up to a fifth of their square's free
	// play off centre, batteries up to a quarter of their field's radius.
	var pieces []Piece
	for _, q := range o.Pieces {
		p := Piece{Col: q.X, Row: q.Y}
		if o.laid == nil {
			p.Angle = anyWay(rng, cat.TagJitter)
		}
		var c print.Pt
		var play float64
		switch q.Kind {
		case 'R':
			if !cfg.InSquare(nz.Square{X: q.X, Y: q.Y}) {
				return nil, fmt.Errorf("synth: robot %d at [%d,%d]: not a square of the %dx%d board", q.ID, q.X, q.Y, cfg.Width, cfg.Height)
			}
			p.Payload = tag.Payload{Game: tag.Netzwerk, Kind: tag.Robot, ID: q.ID}.String()
			p.Height = o.TagHeight
			c = pr.SquareCentre(nz.Square{X: q.X, Y: q.Y})
			play = math.Max((pr.Square-pr.RobotTag*math.Sqrt2)/2, 2) * 0.6
		case 'B':
			if !cfg.InCorner(nz.Corner{X: q.X, Y: q.Y}) {
				return nil, fmt.Errorf("synth: battery %d at [%d,%d]: not a corner of the %dx%d board", q.ID, q.X, q.Y, cfg.Width, cfg.Height)
			}
			p.Payload = tag.Payload{Game: tag.Netzwerk, Kind: tag.Battery, ID: q.ID}.String()
			p.Height = 1
			c = pr.CornerCentre(nz.Corner{X: q.X, Y: q.Y})
			play = pr.Field / 2 * 0.25
		default:
			return nil, fmt.Errorf("synth: piece kind %q: R or B", q.Kind)
		}
		centre := calibration.Point{X: pr.Border + c.X, Y: pr.Border + c.Y}
		if o.laid != nil {
			l := o.laid[p.Payload]
			p.Angle, p.Board = l.Turn, centre.Add(l.Off)
		} else {
			p.Board = byHand(rng, centre, play)
		}
		pieces = append(pieces, p)
	}
	err := sh.drawPieces(pieces, o.TagHeight, func(pl tag.Payload) look {
		if pl.Kind == tag.Robot {
			return look{tag: pr.RobotTag, body: pr.RobotTag * 0.5}
		}
		return look{tag: pr.BatteryTag}
	})
	if err != nil {
		return nil, err
	}

	// Photography: light, glare, defocus, noise, compression.
	sh.light(pieces, aw, ah)
	return sh.develop(pieces)
}

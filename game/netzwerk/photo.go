package netzwerk

import (
	"fmt"
	"image"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
	rules "mecanoid/engine/netzwerk"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision/synth"
)

// PhotoSize is the default frame of a Netzwerk photo: 4:3, enough for
// the 22 mm battery tags of the default print (some 2 px per module).
var PhotoSize = image.Pt(1600, 1200)

// PhotoOptions choose one photo of a Netzwerk table.
type PhotoOptions struct {
	Category  synth.Category
	Size      image.Point // 0: PhotoSize
	Seed      uint64
	Config    rules.Config // board size; zero: rules.DefaultConfig
	Print     BoardPrint   // the printed board and tags; zero: DefaultBoardPrint()
	TagHeight float64      // robot tags above the board (on figurines), mm; 0: 30
	// Pieces are robots on squares and batteries on corners (Kind 'R' or
	// 'B', netzwerk coordinates); captured robots are off the table.
	Pieces []rules.Piece

	laid map[string]synth.Laid // where hands laid the pieces (LiveScene)
}

// layout is the board of o, defaults filled in.
func (o PhotoOptions) layout() (rules.Config, BoardPrint) {
	cfg, pr := o.Config, o.Print
	if cfg.Width == 0 {
		cfg = rules.DefaultConfig
	}
	if pr.Square == 0 {
		pr = DefaultBoardPrint()
	}
	return cfg, pr
}

// GeneratePhoto photographs a Netzwerk table: the printed board
// (DrawPrintedBoard) with its corner markers, the robots' tags on
// figurines in their squares and the batteries' tags lying on their
// energy fields, each put down by hand (a little off centre, turned any
// way), through the category's camera and troubles (light, glare, blur,
// noise, JPEG; no hand or foreign code). Truth pieces give squares and
// corners as Col, Row. The same options give the same bytes.
func GeneratePhoto(o PhotoOptions) (*synth.Photo, error) {
	if o.Size == (image.Point{}) {
		o.Size = PhotoSize
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
	sh := synth.NewShot(rng, synth.ShotOptions{Category: cat, Seed: o.Seed, Size: o.Size, Board: cb,
		TagSize: pr.RobotTag, TagHeight: o.TagHeight, Still: o.laid != nil})

	m := pr.Markers.Margin() + 8
	print.Rect(sh.Flat(), -m, -m, aw+2*m, ah+2*m, print.White)
	origin := print.Pt{X: pr.Border, Y: pr.Border} // square [1,1]'s north-west corner
	DrawPrintedBoard(sh.Flat(), cfg, pr, origin, true)
	if err := sh.Markers(TagCode, pr.Markers, aw, ah); err != nil {
		return nil, err
	}

	// Pieces put down by hand: robots up to a fifth of their square's free
	// play off centre, batteries up to a quarter of their field's radius.
	var pieces []synth.Piece
	for _, q := range o.Pieces {
		p := synth.Piece{Col: q.X, Row: q.Y}
		if o.laid == nil {
			p.Angle = synth.AnyWay(rng, cat.TagJitter)
		}
		var c print.Pt
		var play float64
		switch q.Kind {
		case 'R':
			if !cfg.InSquare(rules.Square{X: q.X, Y: q.Y}) {
				return nil, fmt.Errorf("synth: robot %d at [%d,%d]: not a square of the %dx%d board", q.ID, q.X, q.Y, cfg.Width, cfg.Height)
			}
			p.Payload = tag.Payload{Game: TagCode, Kind: tag.Robot, ID: q.ID}.String()
			p.Height = o.TagHeight
			c = pr.SquareCentre(rules.Square{X: q.X, Y: q.Y})
			play = pr.robotPlay()
		case 'B':
			if !cfg.InCorner(rules.Corner{X: q.X, Y: q.Y}) {
				return nil, fmt.Errorf("synth: battery %d at [%d,%d]: not a corner of the %dx%d board", q.ID, q.X, q.Y, cfg.Width, cfg.Height)
			}
			p.Payload = tag.Payload{Game: TagCode, Kind: tag.Battery, ID: q.ID}.String()
			p.Height = 1
			c = pr.CornerCentre(rules.Corner{X: q.X, Y: q.Y})
			play = pr.batteryPlay()
		default:
			return nil, fmt.Errorf("synth: piece kind %q: R or B", q.Kind)
		}
		centre := calibration.Point{X: pr.Border + c.X, Y: pr.Border + c.Y}
		if o.laid != nil {
			l := o.laid[p.Payload]
			p.Angle, p.Board = l.Turn, centre.Add(l.Off)
		} else {
			p.Board = synth.ByHand(rng, centre, play)
		}
		pieces = append(pieces, p)
	}
	err := sh.DrawPieces(pieces, o.TagHeight, func(pl tag.Payload) synth.Look {
		if pl.Kind == tag.Robot {
			return synth.Look{Tag: pr.RobotTag, Body: pr.RobotTag * 0.5}
		}
		return synth.Look{Tag: pr.BatteryTag}
	})
	if err != nil {
		return nil, err
	}

	// Photography: light, glare, defocus, noise, compression.
	sh.Light(pieces, aw, ah)
	return sh.Develop(pieces)
}

// robotPlay is how far off its square's centre a hand leaves a robot:
// up to a fifth of the square's free play around its tag, mm.
func (o BoardPrint) robotPlay() float64 { return math.Max((o.Square-o.RobotTag*math.Sqrt2)/2, 2) * 0.6 }

// batteryPlay is how far off its field's centre a hand leaves a battery:
// up to a quarter of the field's radius, mm.
func (o BoardPrint) batteryPlay() float64 { return o.Field / 2 * 0.25 }

// LiveScene is a Netzwerk table for a synth.LiveTable (a generated stream
// the players act on): o's pieces on it at the start, each position
// drawn as GeneratePhoto draws it, with no hand (hands come with the
// actions) and the pieces where hands laid them.
func LiveScene(o PhotoOptions) *synth.LiveScene {
	o.Category.Hand = false
	_, pr := o.layout()
	sc := &synth.LiveScene{Jitter: o.Category.TagJitter, AnyWay: true, Place: pr.Square,
		Play: func(payload string) float64 {
			if pl, err := tag.Parse(payload); err == nil && pl.Kind == tag.Battery {
				return pr.batteryPlay()
			}
			return pr.robotPlay()
		},
		Render: func(pieces []synth.Placement, laid map[string]synth.Laid) (*synth.Photo, error) {
			o := o
			o.laid, o.Pieces = laid, nil
			for _, p := range pieces {
				pl, err := tag.Parse(p.Payload)
				if err != nil {
					return nil, fmt.Errorf("synth: live table: %w", err)
				}
				o.Pieces = append(o.Pieces, rules.Piece{Kind: byte(pl.Kind), ID: pl.ID, X: p.Col, Y: p.Row})
			}
			return GeneratePhoto(o)
		}}
	for _, p := range o.Pieces {
		pl := tag.Payload{Game: TagCode, Kind: tag.Kind(p.Kind), ID: p.ID}
		sc.Pieces = append(sc.Pieces, synth.Placement{Payload: pl.String(), Col: p.X, Row: p.Y})
	}
	return sc
}

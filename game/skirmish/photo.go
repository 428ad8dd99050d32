// Generated photos of a skirmish table, for tests, benches and demos.

package skirmish

import (
	"fmt"
	"image"
	"math/rand/v2"

	"mecanoid/calibration"
	rules "mecanoid/engine/skirmish"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// PhotoSize is the default frame of a skirmish photo: 4:3, enough for
// the 40 mm robot tags on a map of 700 x 500 mm (some 2.3 px per module).
var PhotoSize = image.Pt(1280, 960)

// PhotoOptions choose one photo of a skirmish table.
type PhotoOptions struct {
	Category  synth.Category
	Size      image.Point // 0: PhotoSize
	Seed      uint64
	Map       *rules.Map // required
	Print     MapPrint   // the printed map; zero: DefaultMapPrint()
	TagSize   float64    // robot tags, mm; 0: tag.DefaultTagSize
	TagHeight float64    // robot tags above the board (on figurines), mm; 0: 30
	// Robots stand on the table: on a plot, or at a point of the board
	// plane (a robot left on a bridge, in a test).
	Robots []PhotoRobot
	// Beside are robots put down beside the map, in a row along its south
	// edge (a garage, or destroyed robots set aside): off the playing area.
	Beside []int
}

// PhotoRobot is a robot on the table.
type PhotoRobot struct {
	ID   int
	Plot string            // the plot it stands on
	At   calibration.Point // when Plot is "": where its tag's centre is, board mm
}

// PhotoPosition is the robots on the field of state s, in ID order.
func PhotoPosition(s *rules.State) []PhotoRobot {
	var out []PhotoRobot
	for _, r := range s.Robots {
		if r.OnField() {
			out = append(out, PhotoRobot{ID: r.ID, Plot: r.Plot})
		}
	}
	return out
}

// GeneratePhoto photographs a skirmish table: the printed map (DrawMap)
// with its corner markers, the robots' tags on figurines on their plots, each put down by hand (a little off the plot's
// centre cross, turned any way), through the category's camera and
// troubles (light, glare, blur, noise, JPEG; no hand or foreign code).
// Truth pieces give a plot as Col (its index in the map, 1-based, as
// vision.PlotsLayout numbers it); pieces not on a plot have Col 0. The
// same options give the same bytes.
func GeneratePhoto(o PhotoOptions) (*synth.Photo, error) {
	m := o.Map
	if m == nil {
		return nil, fmt.Errorf("synth: a skirmish photo needs a map")
	}
	if o.Size == (image.Point{}) {
		o.Size = PhotoSize
	}
	if o.TagSize == 0 {
		o.TagSize = tag.DefaultTagSize
	}
	if o.TagHeight == 0 {
		o.TagHeight = 30
	}
	pr := o.Print
	if pr.Page.Paper.W == 0 {
		pr = DefaultMapPrint()
	}
	if err := pr.Check(); err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	if pr.Markers.Size == 0 {
		return nil, fmt.Errorf("synth: a map printed without corner markers cannot be located")
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x736b6972))
	// The area and the plots' size are all the calibration board needs.
	cb := vision.PlotsLayout{Width: m.Width, Height: m.Height, Radius: m.Radius}.Board(pr.Markers)
	aw, ah := m.Width, m.Height
	cat := o.Category
	sh := synth.NewShot(rng, synth.ShotOptions{Category: cat, Seed: o.Seed, Size: o.Size, Board: cb, TagSize: o.TagSize, TagHeight: o.TagHeight})
	sh.Truth().BoardText = string(rules.MarshalMap(m))

	lo, hi := pr.Extent(m)
	print.Rect(sh.Flat(), lo.X, lo.Y, hi.X-lo.X, hi.Y-lo.Y, print.White)
	DrawMap(sh.Flat(), m, print.Pt{})
	if err := sh.Markers(TagCode, pr.Markers, aw, ah); err != nil {
		return nil, err
	}

	// Robots put down by hand: up to a fifth of the plot's radius off its
	// centre cross (the figurine's base fits the circle).
	var pieces []synth.Piece
	seen := map[int]bool{}
	add := func(id int, at calibration.Point, col int) error {
		if seen[id] {
			return fmt.Errorf("synth: robot %d is on the table twice", id)
		}
		seen[id] = true
		pl := tag.Payload{Game: TagCode, Kind: tag.Robot, ID: id}
		pieces = append(pieces, synth.Piece{Payload: pl.String(), Col: col, Height: o.TagHeight, Board: at,
			Angle: synth.AnyWay(rng, cat.TagJitter)})
		return nil
	}
	for _, q := range o.Robots {
		if q.Plot == "" {
			if err := add(q.ID, q.At, 0); err != nil {
				return nil, err
			}
			continue
		}
		c, ok := PlotCentre(m, q.Plot)
		if !ok {
			return nil, fmt.Errorf("synth: robot %d on plot %s: not a plot of the map", q.ID, q.Plot)
		}
		at := synth.ByHand(rng, calibration.Point{X: c.X, Y: c.Y}, m.Radius/5)
		if err := add(q.ID, at, plotIndex(m, q.Plot)+1); err != nil {
			return nil, err
		}
	}
	// Beside the map: a row along the south edge, in the white border
	// between the southern corner markers.
	step := o.TagSize + 12
	for i, id := range o.Beside {
		x := pr.Markers.Margin() + o.TagSize/2 + float64(i)*step
		if x > aw-pr.Markers.Margin()-o.TagSize/2 {
			return nil, fmt.Errorf("synth: no room beside the map for %d robots", len(o.Beside))
		}
		if err := add(id, calibration.Point{X: x, Y: ah + pr.Markers.Margin()/2}, 0); err != nil {
			return nil, err
		}
	}
	err := sh.DrawPieces(pieces, o.TagHeight, func(tag.Payload) synth.Look {
		return synth.Look{Tag: o.TagSize, Body: o.TagSize * 0.5}
	})
	if err != nil {
		return nil, err
	}

	// Photography: light, glare, defocus, noise, compression.
	sh.Light(pieces, aw, ah)
	return sh.Develop(pieces)
}

func plotIndex(m *rules.Map, id string) int {
	p, _ := m.Plot(id)
	for i, q := range m.Plots {
		if q.ID == p.ID {
			return i
		}
	}
	return -1
}

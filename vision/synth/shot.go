package synth

import (
	"image"
	"math/rand/v2"

	"mecanoid/calibration"
	"mecanoid/print"
	"mecanoid/tag"
)

// Shot is a photo of a game table being taken, for a game's own photo
// generator in its folder (game/...): NewShot places the camera over the
// board; the game draws its printed board on Flat and puts its pieces
// down by hand (ByHand, AnyWay), then calls Markers, DrawPieces, Light
// and Develop in that order. Every random draw comes from the rng given
// to NewShot, so the same options give the same bytes.
type Shot struct{ s *shot }

// NewShot places the camera over board b for the category and lays the
// table; seed goes in the truth.
func NewShot(rng *rand.Rand, cat Category, seed uint64, b calibration.Board, size image.Point) *Shot {
	return &Shot{newShot(rng, cat, seed, b, size)}
}

// Flat is the board plane as the camera sees it: what is drawn on it in
// board millimetres lies flat on the table.
func (s *Shot) Flat() print.Canvas { return s.s.flat }

// Truth is the photo's truth so far, for the game to add what it knows
// (its board's text, the tags' size and height).
func (s *Shot) Truth() *Truth { return &s.s.t }

// Markers draws the four corner markers of game around the w x h mm area
// as print draws them, and puts them in the truth.
func (s *Shot) Markers(game string, m tag.Markers, w, h float64) error {
	return s.s.markers(game, m, w, h)
}

// Look is how a piece stands in a photo.
type Look struct {
	Tag  float64 // the tag's side, mm
	Body float64 // half side of the figurine under the tag, mm; 0: a token lying on the board
	Card float64 // across of the hexagonal card the tag is glued on, mm; 0: none
}

// DrawPieces draws the pieces, each as lookOf its payload says, far to
// near (tokens lower than tagHeight first), measuring each one's corners
// and how much of it what came after hides.
func (s *Shot) DrawPieces(pieces []Piece, tagHeight float64, lookOf func(tag.Payload) Look) error {
	return s.s.drawPieces(pieces, tagHeight, func(p tag.Payload) look {
		l := lookOf(p)
		return look{tag: l.Tag, body: l.Body, card: l.Card}
	})
}

// Light notes the smallest module of the photo, then applies the
// category's uneven light and glare over the w x h mm area.
func (s *Shot) Light(pieces []Piece, w, h float64) { s.s.light(pieces, w, h) }

// Develop ends the photo (defocus, noise, JPEG) with pieces in its truth.
func (s *Shot) Develop(pieces []Piece) (*Photo, error) { return s.s.develop(pieces) }

// ByHand is where a hand puts a piece meant for centre: up to play mm off
// it, any way.
func ByHand(rng *rand.Rand, centre calibration.Point, play float64) calibration.Point {
	return byHand(rng, centre, play)
}

// AnyWay is a tag put down with its top to any side of the board, up to
// jitter degrees off, as a hand leaves it.
func AnyWay(rng *rand.Rand, jitter float64) float64 { return anyWay(rng, jitter) }

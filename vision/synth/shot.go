package synth

import (
	"image"
	"math/rand/v2"

	"mecanoid/calibration"
	"mecanoid/print"
	"mecanoid/tag"
)

// Shot is one photo of a game's table being taken, for a game's folder
// that makes photos of its own table (game/netzwerk's and game/hexprog's
// GeneratePhoto):
// the camera, the wooden table, the hands, the light and the troubles
// every generator here uses. Draw the printed board on Flat, put the
// pieces down by hand (ByHand, Turned, AnyWay), then call Markers, DrawPieces,
// Light and Develop in that order; every random draw comes from the rng
// given to NewShot, so the same options give the same bytes.
type Shot struct{ s *shot }

// ShotOptions choose a Shot.
type ShotOptions struct {
	Category  Category
	Seed      uint64 // the truth's (the draws come from the rng)
	Size      image.Point
	Board     calibration.Board // the playing area in mm, its corner markers around it
	TagSize   float64           // the truth's robot tags, mm
	TagHeight float64           // robot tags above the board, mm
	// Still: the photo is a live table's still (LiveScene), left
	// uncompressed: LiveTable compresses its frames one by one.
	Still bool
}

// NewShot places the camera over the board for the category and lays the
// table: a plain wooden colour over the whole frame.
func NewShot(rng *rand.Rand, o ShotOptions) *Shot {
	s := newShot(rng, o.Category, o.Seed, o.Board, o.Size)
	s.t.TagSize, s.t.TagHeight, s.noJPEG = o.TagSize, o.TagHeight, o.Still
	return &Shot{s}
}

// Flat is the board's plane as the camera sees it, in mm from the
// playing area's north-west corner: the printed board is drawn on it.
func (s *Shot) Flat() print.Canvas { return s.s.flat }

// Truth is the photo's truth so far, for the game to add what it knows
// (its board's text, the tags' size and height).
func (s *Shot) Truth() *Truth { return &s.s.t }

// Camera is the camera taking the shot.
func (s *Shot) Camera() calibration.Camera { return s.s.cam }

// HandOver puts a hand over the table, its fingertip up to reach mm from
// near (board mm) either way, across the w x h mm area: the pieces and
// markers it covers are hidden in the truth. Call it after Light.
func (s *Shot) HandOver(pieces []Piece, near calibration.Point, reach, w, h float64) {
	s.s.handOver(pieces, near, reach, w, h)
}

// Markers draws the four corner markers of game around the w x h mm area
// as print draws them, and puts them in the truth.
func (s *Shot) Markers(game string, m tag.Markers, w, h float64) error {
	return s.s.markers(game, m, w, h)
}

// Look is how a piece stands in a photo.
type Look struct {
	Tag  float64 // the tag's side, mm
	Body float64 // half side of the figurine under the tag, mm; 0: a token lying on the board
	// Card, when set, draws the card the tag is glued on (the hex game's
	// hexagonal cards) on c, the plane of the tag, its centre at centre,
	// turned angle radians clockwise, and returns its outline: the card
	// hides what is behind it. The tag goes on it after.
	Card func(c print.Canvas, id int, centre print.Pt, angle float64) []print.Pt
}

// DrawPieces draws the pieces far to near, tokens lying on the board
// (lower than tagHeight) before any figurine, near figurines hiding what
// is behind them; it measures each piece's corners and how much of it
// is hidden.
func (s *Shot) DrawPieces(pieces []Piece, tagHeight float64, lookOf func(tag.Payload) Look) error {
	return s.s.drawPieces(pieces, tagHeight, func(p tag.Payload) look {
		l := lookOf(p)
		return look{tag: l.Tag, body: l.Body, card: l.Card}
	})
}

// Light notes the smallest module of the photo, then applies the
// category's uneven light and a lamp's glare over the w x h mm area.
func (s *Shot) Light(pieces []Piece, w, h float64) { s.s.light(pieces, w, h) }

// Develop ends the photo: the category's defocus, sensor noise and JPEG
// compression (none for a Still); pieces go in the truth.
func (s *Shot) Develop(pieces []Piece) (*Photo, error) { return s.s.develop(pieces) }

// ByHand is where a hand puts a piece meant for centre: up to play mm
// off it, any way.
func ByHand(rng *rand.Rand, centre calibration.Point, play float64) calibration.Point {
	return byHand(rng, centre, play)
}

// Turned is a tag meant to point angle degrees (clockwise from north) as
// a hand leaves it: up to jitter degrees either way off.
func Turned(rng *rand.Rand, angle, jitter float64) float64 { return turned(rng, angle, jitter) }

// AnyWay is a tag put down with its top to any side of the board, as a
// hand leaves it, up to jitter degrees off: for tags that face no way.
func AnyWay(rng *rand.Rand, jitter float64) float64 { return anyWay(rng, jitter) }

// TagCorners are where camera cam sees the corners of a tag of size mm
// centred on c (board mm) at height mm, turned angleDeg clockwise, and
// its pixels per module.
func TagCorners(cam calibration.Camera, c calibration.Point, size, height, angleDeg float64) ([4]calibration.Point, float64) {
	return tagCorners(cam, c, size, height, angleDeg)
}

package synth

import (
	"image"
	"math/rand/v2"

	"mecanoid/calibration"
	"mecanoid/tag"
)

// The names the hex, Netzwerk and skirmish generators (hex.go,
// netzwerk.go, skirmish.go) still use: they go when those files move into
// their game folders and call the exported ones (issue 30).

func newShot(rng *rand.Rand, cat Category, seed uint64, b calibration.Board, size image.Point) *Shot {
	return NewShot(rng, cat, seed, b, size)
}

func (s *Shot) markers(game string, m tag.Markers, w, h float64) error {
	return s.Markers(game, m, w, h)
}

// look is Look.
type look struct{ tag, body, card float64 }

func (s *Shot) drawPieces(pieces []Piece, tagHeight float64, lookOf func(tag.Payload) look) error {
	return s.DrawPieces(pieces, tagHeight, func(pl tag.Payload) Look {
		l := lookOf(pl)
		return Look{Tag: l.tag, Body: l.body, Card: l.card}
	})
}

func (s *Shot) light(pieces []Piece, w, h float64) { s.Light(pieces, w, h) }

func (s *Shot) develop(pieces []Piece) (*Photo, error) { return s.Develop(pieces) }

func byHand(rng *rand.Rand, centre calibration.Point, play float64) calibration.Point {
	return ByHand(rng, centre, play)
}

func turned(rng *rand.Rand, angle, jitter float64) float64 { return Turned(rng, angle, jitter) }

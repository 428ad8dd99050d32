// Package demo holds the photos `mecanoid demo` referees a game from,
// built into the binary so that the demo runs from any directory: the
// table as the camera saw it after each turn (table/) and the players'
// filled cartridge sheets (sheets/). They are made by the synthetic-photo
// generator and the printer for boards/demo.board
// (go test ./cli -run TestDemoBundledPhotos -update writes them).
package demo

import "embed"

// Photos holds table/*.jpg and sheets/*.jpg.
//
//go:embed table/*.jpg sheets/*.jpg
var Photos embed.FS

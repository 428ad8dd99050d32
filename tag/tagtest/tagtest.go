// Package tagtest registers the tag codes of the games mecanoid ships, for
// the tests of the shared packages (vision, print, referee, cli...): those
// import no game, whose folders register the codes (game/dr2d/tags.go...),
// and read or print the games' tags all the same. A test file imports it
// for its effect:
//
//	import _ "mecanoid/tag/tagtest"
//
// Registering a code again for the same game does nothing, so a test
// binary that links the games too is fine.
package tagtest

import "mecanoid/tag"

// Shipped are the codes of the games mecanoid ships, and their names.
var Shipped = map[string]string{
	tag.DR2D: "dr2d", "NETZ": "netzwerk", "HEXP": "hexprog", "SKIR": "skirmish", "SIMU": "simulacres",
}

func init() {
	for code, game := range Shipped {
		tag.RegisterGame(code, game)
	}
}

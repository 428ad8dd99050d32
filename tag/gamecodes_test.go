package tag_test

import "mecanoid/tag"

// The tests read and print the tags of the games mecanoid ships, which
// register their codes from their own folders (game/dr2d, ...); this
// package imports no game, so its tests register the codes themselves
// (tag.RegisterGame: the same code for the same game again does nothing).
func init() {
	for code, game := range map[string]string{"DR2D": "dr2d", "NETZ": "netzwerk", "HEXP": "hexprog", "SKIR": "skirmish", "SIMU": "simulacres"} {
		tag.RegisterGame(code, game)
	}
}

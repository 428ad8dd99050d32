package hexprog

import "mecanoid/tag"

// The tags of the game name it by its code (tag.HexProg), registered here so
// that tag reads them as this game's once the game is linked in.
func init() {
	tag.RegisterGame(tag.HexProg, "hexprog")
	tag.RegisterTitle(tag.HexProg, "a hex programming game board")
}

package hexprog

import "mecanoid/tag"

// TagCode is the game's code in its tags ("MC1:HEXP:R:3"): printed tags
// carry it, so it never changes.
const TagCode = "HEXP"

// The tags of the game name it by its code (TagCode), registered here so
// that tag reads them as this game's once the game is linked in.
func init() {
	tag.RegisterGame(TagCode, "hexprog")
	tag.RegisterTitle(TagCode, "a hex programming game board")
}

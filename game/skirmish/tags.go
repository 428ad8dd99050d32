package skirmish

import "mecanoid/tag"

// TagCode is the game's code in its tags ("MC1:SKIR:R:3"): printed tags
// carry it, so it never changes.
const TagCode = "SKIR"

// The tags of the game name it by its code (TagCode), registered here so
// that tag reads them as this game's once the game is linked in.
func init() {
	tag.RegisterGame(TagCode, "skirmish")
	tag.RegisterTitle(TagCode, "a skirmish's plots and bridges")
}

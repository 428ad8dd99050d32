package skirmish

import "mecanoid/tag"

// The tags of the game name it by its code (tag.Skirmish), registered here so
// that tag reads them as this game's once the game is linked in.
func init() {
	tag.RegisterGame(tag.Skirmish, "skirmish")
	tag.RegisterTitle(tag.Skirmish, "a skirmish's plots and bridges")
}

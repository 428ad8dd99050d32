package dr2d

import "mecanoid/tag"

// The tags of the game name it by its code (tag.DR2D), registered here so
// that tag reads them as this game's once the game is linked in.
func init() { tag.RegisterGame(tag.DR2D, "dr2d"); tag.RegisterTitle(tag.DR2D, "a DR2D board") }

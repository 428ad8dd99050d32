package netzwerk

import "mecanoid/tag"

// The tags of the game name it by its code (tag.Netzwerk), registered here so
// that tag reads them as this game's once the game is linked in.
func init() {
	tag.RegisterGame(tag.Netzwerk, "netzwerk")
	tag.RegisterTitle(tag.Netzwerk, "a Netzwerk board")
}

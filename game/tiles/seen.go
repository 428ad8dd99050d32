package tiles

import (
	rules "mecanoid/engine/tiles"
)

// What the camera reads of a SimulacreS table, in the world's own terms:
// which print of which tile lies on which place, its diamond pointing
// which way, and on which cell each character's figurine stands. The
// play area (area.go) turns a scan (vision.State) into a Seen; the
// referee's adapter (adapter.go) compares it with the world and turns a
// figurine moved into the move the players made.

// Seen is a table as read.
type Seen struct {
	Tiles      []SeenTile
	Characters []SeenCharacter
}

// SeenTile is a printed tile read on a place: the print (its tile in the
// set and which copy of a generic one), where it lies in the world, and
// where its diamond points.
type SeenTile struct {
	Copy   rules.Copy
	At     rules.Pos
	Facing rules.Dir
}

// SeenCharacter is a character's figurine read on a cell of a laid tile
// (the cell in that tile's own notation, as the engine names it).
type SeenCharacter struct {
	Name  string
	Where rules.Where
}

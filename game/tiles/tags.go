package tiles

import (
	rules "mecanoid/engine/tiles"
	"mecanoid/print"
	"mecanoid/tag"
)

// The tags of SimulacreS at the table: each printed tile carries in J10 a
// tag (tag.Tile) numbering its print in the set, its top toward the tile's
// north, so that the camera reads which tile lies where and its diamond's
// way from the tag's corners; each character's figurine carries a
// figurine tag (tag.Figurine) with the character's number.
func init() { tag.RegisterGame(tag.Tiles) }

// tileOfTag is the print of set a tile tag names: the n-th of
// print.SetCopies (numbered from 1).
func tileOfTag(set *rules.Set, p tag.Payload) (rules.Copy, bool) {
	if p.Game != tag.Tiles || p.Kind != tag.Tile || p.ID < 1 {
		return rules.Copy{}, false
	}
	for n, tc := range print.SetCopies(set) {
		if n+1 == p.ID {
			i, _ := set.Find(tc.Tile.Name)
			return rules.Copy{Tile: i, Copy: max(tc.Copy, 1)}, true
		}
	}
	return rules.Copy{}, false
}

// tileFacing is where a tile's diamond points given the angle its tag's top
// faces on the table (radians clockwise from north, tag.Angle).
func tileFacing(angle float64) rules.Dir {
	k, _ := tag.Sector(angle, 4)
	return rules.Dir(k)
}

// figurineTag is the tag of the i-th character's figurine (from 0).
func figurineTag(i int) tag.Payload {
	return tag.Payload{Game: tag.Tiles, Kind: tag.Figurine, ID: i + 1}
}

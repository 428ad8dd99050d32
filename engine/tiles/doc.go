// Package tiles is the rules engine of the tile worlds of SimulacreS: the
// board of the game is built tile by tile as the characters explore it.
//
// A Tile is a 10x10 grid, columns A..J and rows 1..10 as printed (A1 at the
// top left when its orientation mark, a diamond in J10, points north). Its
// cells are walkable or not, some carry a special symbol; J10 is never
// walkable. A tile has a name, a realm (for encounters), a kind (forest,
// fort...), is unique or generic (printed several times), and may say what
// its neighbour on a side must be. Tiles come in a Set, read from a text file
// by ParseSet (docs/tiles-format.md).
//
// A State is a world: tiles placed at positions (Pos, x east, y south) with
// an orientation (N, E, S, W = 1..4, clockwise), places left empty for good,
// characters standing on a cell of a tile (named on the tile itself, "C7"),
// the characters' plans and the Hiatus not yet settled. Apply plays one
// Input (a move, a divination, a plan, a Hiatus settled, new tiles) and returns
// the next State with the ordered Events; each event names the section of
// docs/rules-tiles.md behind it and carries the dice rolled.
//
// The package is pure and deterministic: no I/O, no clock; every draw comes
// from a seeded generator held in the State (Rand), so a saved world (World,
// read by ParseWorld: a setup and inputs) replays to the same states, byte
// for byte.
//
// Errors wrap one of ErrSyntax, ErrSetup and ErrInput; those about a file are
// *PosError and name the file, line, column or field.
package tiles

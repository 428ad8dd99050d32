// Package hexgrid is the geometry of hexagonal boards, shared by the rules
// engine, the printer and the scanner so that all three agree on what a hex,
// a direction and a millimetre on the board are.
//
// Hexes are flat-topped: every hex has a flat side to the north, and the six
// sides face the six directions a robot can face. Directions are numbered
// 1..6 clockwise from north:
//
//	1 north, 2 north-east, 3 south-east, 4 south, 5 south-west, 6 north-west
//
// A Hex is written in axial coordinates (Q, R): Q counts columns eastwards,
// R runs along a column southwards, and the axes meet at 120°, so that the
// six neighbours differ by the six unit vectors of Dir.Vector. Boards are
// rectangles of columns and rows, and players name hexes by Offset (column,
// row), 1-based from the north-west hex: even columns (2, 4, ...) sit half a
// hex lower than odd ones. Offset and Hex convert both ways.
//
// A Layout places hexes on the board plane, in millimetres, x east and y
// south (the plane the printer draws and the scanner measures in): Centre
// and Corners go from a hex to the plane, HexAt from a point back to its hex.
// FitLayout puts the top-left corner of a board's bounding box at (0, 0).
//
// The package is pure: standard library only, no I/O.
package hexgrid

// Package dr2d is the rules engine of DR2D, "Des Robots et Des Dalles".
//
// A Board is the fixed part of a game: its size, one or more layouts of tiles
// (conveyors, pushers, potholes, repair sites...), and what belongs to every
// layout: walls on cell edges, lasers mounted on walls, the laws' cells. Boards
// are written as text (ParseBoard, docs/board-format.md).
//
// A State is a game between turns: the current layout and the robots (cell,
// facing, PC, laws, sleep, moves still lost to potholes). Each turn, every robot
// that is awake gets a Program: a Cartridge of five Moves, and perhaps a sleep
// declaration. Resolve plays the five moves and the board's phases in the order
// of docs/rules-dr2d.md, and returns the next State with the ordered Events; each
// Event names the robot, the move, the cause and the rule.
//
// The package is pure and deterministic: no I/O, no clock, no randomness.
// A saved game (Game, read by ParseGame from a game file) is a setup and the
// programs of each turn; Replay folds them back into the same states and
// events, byte for byte.
//
// Errors wrap one of ErrSyntax, ErrSetup, ErrProgram and ErrGameOver; those
// about a file are *PosError and name the line, column and field.
package dr2d

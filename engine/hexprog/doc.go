// Package hexprog is the rules engine of the hex programming game: robots on
// a hex board run programs their players wrote in secret before the game (a
// calculator-like language of at most 15 steps), one step per turn.
//
// A Board (ParseBoard, docs/hexprog-format.md) is a rectangle of flat-topped
// hexes: plain, lakes, lightning hexes, coloured shapes, camps and start
// hexes. Geometry (directions 1..6 clockwise from north, neighbours,
// millimetres) comes from package hexgrid.
//
// A Program (ParseProgram) is a list of steps: moves D±1 D±2, rotations
// R±1 R±2, the shot T, self-destruct *, tests ?1..?4 bound to questions in
// a small predicate language (ParseTest), RAZ and "go to step x". Programs
// that could hang are refused when loaded.
//
// A State is a game between two players' turns: each robot's hex, facing,
// program pointer, shots and destroyed steps, and each player's signals.
// PlayTurn plays one player's turn (each of its robots moves its pointer on
// and reads steps until a field action), PlayRound every player's turn in
// order; both return the next State and the ordered Events, each naming the
// rule (a section of docs/rules-hexprog.md) behind it. Observe builds a state
// from what the camera saw (robot, hex, facing).
//
// The package is pure and deterministic: no I/O, no clock, no randomness. A
// saved game (Game, read by ParseGame) is a setup and the signals of each
// round; Replay folds them back into the same states and events.
//
// Errors wrap one of ErrSyntax, ErrSetup, ErrProgram and ErrGameOver; those
// about a file are *PosError naming the line, column and field; program
// errors are *ProgramError naming the step or test and the column.
package hexprog

// Package skirmish is the rules engine of the skirmish on plots and bridges
// (rules in docs/rules-skirmish.md, files in docs/skirmish-format.md).
//
// A Map is the table: plots (the places a robot may stand, each with an ID and
// a position in millimetres on the printed board) joined by bridges. Distances
// (to move, and the range of a weapon) count bridges along the shortest path.
// Maps are text files (ParseMap).
//
// A Catalog lists robot types: speed in bridges per turn, structure, armour and
// weapons (rate per turn, range in bridges, damage). Types are a text file
// (ParseTypes); DefaultCatalog holds the bundled ones.
//
// A State is a game between actions: two teams, each with a commander (the
// flag-bearer) and robots on plots, in the garage or destroyed; whose turn it
// is, in which round, and what that turn has spent. An Action is either a call
// (a robot from the garage onto a free plot next to the commander) or one
// robot's moves and shots, written in a short notation (ParseAction). Apply
// plays one action, EndTurn passes the turn, Resolve plays a whole turn; each
// returns the next State and the Events, which name the rule behind them.
// Refused actions return an *ActionError wrapping the sentinel of the rule
// broken (ErrTooFar, ErrOutOfRange, ErrRateSpent, ErrPlotTaken...).
//
// The package is pure and deterministic: no I/O, no clock, no randomness.
// A saved game (Game, from ParseGame) is a setup and the actions of each turn;
// Replay folds them back into the same states and events, byte for byte.
//
// For the referee: Map.Nearest finds the plot under a point of the board
// plane, and State.Place builds a position from scanned robots.
package skirmish

// Package netzwerk is the rules engine of Netzwerk, the two-player game of
// robots and batteries (docs/rules-netzwerk.md).
//
// The board is Width x Height square fields (6 x 6 by default); its energy
// fields are the corners of the squares. Squares are [X,Y] with X 1..Width
// west to east and Y 1..Height north to south; corner [X,Y] (X 0..Width, Y
// 0..Height) is the south-east corner of square [X,Y]. Player 1 starts on
// the south row and moves north, player 2 on the north row and moves south;
// robots 1..Width are player 1's, the next Width player 2's; batteries are
// neutral and numbered 1..2(Width+1).
//
// A State is a position: the pieces, whose turn it is and, within a turn,
// what has moved and which batteries are spent. A turn is a sequence of
// Actions: robot moves (at least one), then battery moves, then EndTurn;
// there is no pass. Apply plays one action; PlayTurn plays a Turn (choosing
// the batteries robot moves do not name); LegalActions lists what may be
// done now and Perft counts sequences of actions. Every event names the
// section of the rules document behind it; illegal actions are *RuleError
// naming the rule they break.
//
// The referee works by difference: FromPieces builds a position from the
// pieces a scanner sees, Diff names what changed, and Infer finds the legal
// turn between two positions or names the rule no turn can satisfy.
//
// A saved game (Game, read by ParseGame from a JSON file,
// docs/netzwerk-format.md) is a setup and the actions of each turn; Replay
// folds them back into the same states and events, byte for byte. Searcher
// proposes actions by alpha-beta search, bounded by nodes or a callback:
// the package is pure and deterministic, with no I/O, no clock, and
// randomness only from a seeded Rand.
//
// Errors wrap one of ErrSyntax, ErrSetup, ErrIllegal and ErrGameOver;
// those about a file are *PosError and name the line, column and field.
package netzwerk

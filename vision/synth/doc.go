// Package synth makes pictures of game tables with their ground truth,
// for the vision's tests and benches: photos of a position (Generate,
// and the hex and skirmish games; a game's folder makes its own with a
// Shot and, for a LiveTable, a LiveScene: game/netzwerk), clips of a hand
// moving one piece (NewClip, NewClipBetween), and a LiveTable, a table
// the players act on, streamed as a camera streams it (a vision.Stream),
// to test, bench and demo watching a whole game.
package synth

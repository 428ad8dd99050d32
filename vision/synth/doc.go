// Package synth makes pictures of game tables with their ground truth,
// for the vision's tests and benches: photos of a position (Generate,
// GenerateNetzwerk, and the hex and skirmish games), clips of a hand
// moving one piece (NewClip, NewClipBetween), and a LiveTable, a table
// the players act on, streamed as a camera streams it (a vision.Stream),
// to test, bench and demo watching a whole game. A game's generator in
// its own folder takes its photo with a Shot (game/tiles: GeneratePhoto).
package synth

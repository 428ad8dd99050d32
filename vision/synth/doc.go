// Package synth makes pictures of game tables with their ground truth,
// for the vision's tests and benches: photos of a position (Generate,
// the skirmish game; a game's folder makes its own through a Shot and,
// for a LiveTable, a LiveScene: game/hexprog's and game/netzwerk's
// GeneratePhoto), clips of a hand
// moving one piece (NewClip, NewClipBetween), and a LiveTable, a table
// the players act on, streamed as a camera streams it (a vision.Stream),
// to test, bench and demo watching a whole game.
package synth

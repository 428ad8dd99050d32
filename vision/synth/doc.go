// Package synth makes pictures of game tables with their ground truth,
// for the vision's tests and benches: photos of a position (Generate,
// GenerateNetzwerk, and the hex game; a game's own generator in its folder,
// such as the skirmish's, is built on Shot: the camera, the table and the
// troubles every generator shares), clips of a hand moving one piece
// (NewClip, NewClipBetween), and a LiveTable, a table the players act on,
// streamed as a camera streams it (a vision.Stream), to test, bench and
// demo watching a whole game.
package synth

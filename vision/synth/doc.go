// Package synth makes pictures of game tables with their ground truth,
// for the vision's tests and benches: photos of a DR2D position (Generate;
// each other game makes its own in its folder through a Shot, the camera,
// the table and the troubles every generator shares, and for a LiveTable
// a LiveScene: the GeneratePhoto of game/netzwerk, game/hexprog,
// game/skirmish and game/tiles), clips of a hand moving one piece
// (NewClip, NewClipBetween), and a LiveTable, a table the players act on,
// streamed as a camera streams it (a vision.Stream), to test, bench and
// demo watching a whole game. What every generated photo must be is
// checked by vision/synth/synthtest, which the games' tests share.
package synth

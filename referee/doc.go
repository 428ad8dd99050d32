// Package referee runs a game at the table. One loop, Referee, plays any
// game through its adapter, a Game (DR2D, Netzwerk, HexProg, Skirmish):
// read the starting position from the camera, then step after step ask
// the players what the table cannot show, let the game play the step,
// show it event by event, light the tiles' LEDs in step, keep it in the
// journal, tell the players what to move, and read the table until it
// shows the ruling. A Game holds only what is particular to its game.
//
// The loop talks to the world through small interfaces: a Table gives
// the board as the camera reads it, a talk.Display shows talk.Updates
// (the terminal, the web page, the journal's log), a talk.Asker gets the
// players' answers (phones, the keyboard), a Programmer collects DR2D
// cartridges (typed, sent from phones, read from cartridge sheets),
// Lights blink the tiles' LEDs (package device), and a StepRecorder keeps
// each step and scan (package journal). What the referee and the people
// say to each other is package talk's, which the web page (package web)
// speaks too; the command wires the page in: referee does not import it.
package referee

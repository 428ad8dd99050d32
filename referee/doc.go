// Package referee runs a game at the table: scan the board, collect the
// players' programs, resolve the turn, show it step by step, light the
// tiles' LEDs in step, tell the players what to move, rescan and compare
// the table with the ruling. Every game, turn, input and scan goes to a
// journal (SQLite) so that a power cut loses no complete turn.
//
// The loop talks to the world through small interfaces: a Display shows
// Updates (the terminal, the web page), a Programmer collects programs
// (typed, sent from phones, read from cartridge sheets), and the LEDs of
// package device light the tiles.
package referee

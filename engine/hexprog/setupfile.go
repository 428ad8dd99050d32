package hexprog

import "strings"

// NewGameFile is the game file of position s, carried on with signals: the
// board inline (board_lines), the settings, the goal, the players with
// their robots where they stand (pointers, shots and destroyed steps
// too), the rounds played and the next player. ParseGame reads it back to
// s. The referee keeps a game so (its setup, then each round's signals),
// and writes it when a game stops, to go on from there.
func NewGameFile(s *State, signals []SignalJSON) GameFile {
	gf := GameFile{Game: "hexprog", BoardLines: strings.Split(strings.TrimRight(string(MarshalBoard(s.Board)), "\n"), "\n"),
		Settings: s.Settings, Players: s.JSON().Players, Round: s.Round, Next: s.Next, Signals: signals}
	if s.Goal.Set() {
		g := s.Goal
		gf.Goal = &g
	}
	return gf
}

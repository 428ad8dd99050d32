package skirmish

import (
	"strings"
)

// NewGameFile is a self-contained game file that starts from s (its round,
// the team on turn, every robot where it is and with the structure it has
// left) followed by turns: the map and the robot types written inline
// (map_lines, robot_types_lines), so that the file reads anywhere. The
// referee keeps a game's setup in this form, and writes one to go on from
// a game stopped at the table. s must be at the start of a turn.
func NewGameFile(s *State, turns [][]Action) GameFile {
	sj := s.JSON()
	gf := GameFile{Game: "skirmish", MapLines: fileLines(MarshalMap(s.Map)), RobotTypeLines: fileLines(MarshalTypes(s.Catalog)),
		Round: s.Round, ToPlay: sj.ToPlay, Teams: sj.Teams}
	for _, t := range turns {
		tj := TurnJSON{Actions: []string{}}
		for _, a := range t {
			tj.Actions = append(tj.Actions, a.String())
		}
		gf.Turns = append(gf.Turns, tj)
	}
	return gf
}

func fileLines(b []byte) []string { return strings.Split(strings.TrimRight(string(b), "\n"), "\n") }

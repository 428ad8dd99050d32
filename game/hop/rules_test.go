package hop_test

// Hop's rules, the part an engine package holds for a real game: the
// position, a hop, the game file and its replay.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"mecanoid/internal/lang"
)

const size = 4 // the grid is size x size cells

// players are Ann, who plays robot 1 from the south, and Bob, robot 2
// from the north.
var players = [2]string{"Ann", "Bob"}

// position is where the robots stand after Turn turns; it is also what
// the journal keeps of a game's setup and of each turn.
type position struct {
	Turn   int       `json:"turn"`
	Robots [2][2]int `json:"robots"` // [x, y] of robot 1 (Ann's) and robot 2 (Bob's)
	Winner string    `json:"winner,omitempty"`
}

// Hop's sentinels, given their kinds by its registration.
var (
	errMove = errors.New("hop: hop refused")
	errFile = errors.New("hop: not a Hop game file")
)

// refusal is a hop refused, said in the reader's language (Msg); its
// Error is the English.
type refusal struct{ msg lang.Msg }

func (r refusal) Error() string        { return r.msg.String() }
func (r refusal) Is(target error) bool { return target == errMove }

// cell names a cell as the other games do: "[1,4]".
func cell(c [2]int) string { return fmt.Sprintf("[%d,%d]", c[0], c[1]) }

// hop plays the turn of the player on move: its robot hops one cell
// toward dir (N, E, S or W), never off the grid nor onto the other robot;
// the first to reach the far row wins.
func hop(s position, dir string) (position, error) {
	step, ok := map[string][2]int{"N": {0, -1}, "E": {1, 0}, "S": {0, 1}, "W": {-1, 0}}[strings.ToUpper(strings.TrimSpace(dir))]
	if !ok {
		return s, refusal{lang.M("%q: answer N, E, S or W", dir)}
	}
	p := s.Turn % 2
	to := [2]int{s.Robots[p][0] + step[0], s.Robots[p][1] + step[1]}
	switch {
	case s.Winner != "":
		return s, refusal{lang.M("the game is over")}
	case to[0] < 1 || to[0] > size || to[1] < 1 || to[1] > size:
		return s, refusal{lang.M("robot %d cannot hop off the grid to %s", p+1, cell(to))}
	case to == s.Robots[1-p]:
		return s, refusal{lang.M("robot %d cannot hop onto robot %d at %s", p+1, 2-p, cell(to))}
	}
	s.Robots[p] = to
	s.Turn++
	if p == 0 && to[1] == 1 || p == 1 && to[1] == size {
		s.Winner = players[p]
	}
	return s, nil
}

// gameFile is a Hop game file: where the robots stand first, and the
// direction of every turn from there.
type gameFile struct {
	Game  string   `json:"game"` // "hop"
	Setup position `json:"setup"`
	Turns []string `json:"turns"`
}

// parseFile reads game file name.
func parseFile(name string, data []byte) (gameFile, error) {
	var f gameFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return f, fmt.Errorf("%s: %w: %w", name, errFile, err)
	}
	for _, r := range f.Setup.Robots {
		if r[0] < 1 || r[0] > size || r[1] < 1 || r[1] > size {
			return f, fmt.Errorf("%s: %w: setup: robot on %s, off the grid", name, errFile, cell(r))
		}
	}
	return f, nil
}

// replay plays f to its end: every position, the setup's first.
func (f gameFile) replay() ([]position, error) {
	states := []position{f.Setup}
	for i, d := range f.Turns {
		next, err := hop(states[i], d)
		if err != nil {
			return states, fmt.Errorf("turns[%d]: %w", i, err)
		}
		states = append(states, next)
	}
	return states, nil
}

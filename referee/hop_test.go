package referee

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// Hop is a sixth game that exists only in the tests, to show that a game
// plugs into the one loop with one file: two robots on a 4x4 grid, Ann's
// (robot 1) starting in the south, Bob's (robot 2) in the north. Each
// turn the player on move says a direction (N, E, S or W) and the robot
// hops one cell that way, never off the grid nor onto the other robot.
// The first to reach the far row wins. The table shows where the robots
// stand; the journal keeps the game as setup and steps (kind "hop").

const hopSize = 4

var hopPlayers = [2]string{"Ann", "Bob"}

// hopState is the position, and also the game file of a position (the
// journal's setup and results).
type hopState struct {
	Turn   int       `json:"turn"`   // turns played
	Robots [2][2]int `json:"robots"` // [x, y] of robot 1 (Ann) and robot 2 (Bob)
	Winner string    `json:"winner,omitempty"`
}

// at names a cell as the other games do: "[1,4]".
func at(c [2]int) string { return fmt.Sprintf("[%d,%d]", c[0], c[1]) }

// hopMove plays the turn of the player on move: its robot hops toward dir.
func hopMove(s hopState, dir string) (hopState, error) {
	d := map[string][2]int{"N": {0, -1}, "E": {1, 0}, "S": {0, 1}, "W": {-1, 0}}
	step, ok := d[strings.ToUpper(strings.TrimSpace(dir))]
	if !ok {
		return s, fmt.Errorf("%q: answer N, E, S or W", dir)
	}
	p := s.Turn % 2
	to := [2]int{s.Robots[p][0] + step[0], s.Robots[p][1] + step[1]}
	switch {
	case s.Winner != "":
		return s, errors.New("the game is over")
	case to[0] < 1 || to[0] > hopSize || to[1] < 1 || to[1] > hopSize:
		return s, fmt.Errorf("robot %d cannot hop off the grid to [%d,%d]", p+1, to[0], to[1])
	case to == s.Robots[1-p]:
		return s, fmt.Errorf("robot %d cannot hop onto robot %d at [%d,%d]", p+1, 2-p, to[0], to[1])
	}
	s.Robots[p] = to
	s.Turn++
	if p == 0 && to[1] == 1 || p == 1 && to[1] == hopSize {
		s.Winner = hopPlayers[p]
	}
	return s, nil
}

// hopGame is Hop's adapter: the whole of what the referee needs of it.
type hopGame struct {
	setup *hopState // the position the table must show first; nil: read it
}

var _ Game[hopState] = (*hopGame)(nil)

func (h *hopGame) StepName() string { return "turn" }

func (h *hopGame) Opening() (hopState, int, bool) {
	if h.setup == nil {
		return hopState{}, 0, false
	}
	return *h.setup, h.setup.Turn, true
}

func (h *hopGame) Read(st *vision.State) (hopState, error) {
	var s hopState
	seen := 0
	for _, p := range st.Pieces {
		if p.Tag.Kind != tag.Robot || p.Tag.ID < 1 || p.Tag.ID > 2 {
			return s, fmt.Errorf("%w: %s is not a Hop robot", ErrTable, p.Label)
		}
		s.Robots[p.Tag.ID-1] = [2]int{p.Col, p.Row}
		seen++
	}
	if seen != 2 {
		return s, fmt.Errorf("%w: Hop needs robots 1 and 2 on the grid, %d seen", ErrTable, seen)
	}
	return s, nil
}

func (h *hopGame) Pieces(hopState) []tag.Payload {
	return []tag.Payload{{Game: tag.DR2D, Kind: tag.Robot, ID: 1}, {Game: tag.DR2D, Kind: tag.Robot, ID: 2}}
}

func (h *hopGame) Differ(s hopState, st *vision.State) []lang.Msg {
	now, err := h.Read(st)
	if err != nil {
		return AsIs([]string{err.Error()})
	}
	var out []string
	for i := range s.Robots {
		if now.Robots[i] != s.Robots[i] {
			out = append(out, fmt.Sprintf("robot %d: on %s, should be on %s", i+1, at(now.Robots[i]), at(s.Robots[i])))
		}
	}
	return AsIs(out)
}

func (h *hopGame) Started(s hopState) talk.Update {
	return talk.Update{Kind: talk.UpdateStart, Turn: s.Turn, Text: "Hop: Ann's robot 1 on " + at(s.Robots[0]) + ", Bob's robot 2 on " + at(s.Robots[1])}
}

func (h *hopGame) Next(s hopState) int { return s.Turn + 1 }

func (h *hopGame) Done(s hopState) bool { return s.Winner != "" }

func (h *hopGame) Play(ctx context.Context, r *Referee[hopState], s hopState) (Played[hopState], error) {
	turn, who := s.Turn+1, hopPlayers[s.Turn%2]
	r.Show(talk.Update{Kind: talk.UpdateAsk, Turn: turn, Text: fmt.Sprintf("turn %d: %s to hop", turn, who)})
	q := talk.Question{Step: turn, Who: []string{who}, Prompt: "a direction for your robot: N, E, S or W",
		Check: func(_, a string) error { _, err := hopMove(s, a); return err }}
	got, err := r.Ask.Ask(ctx, q)
	if err != nil {
		return Played[hopState]{}, err
	}
	next, err := hopMove(s, got[who])
	if err != nil {
		return Played[hopState]{}, fmt.Errorf("referee: turn %d: %w", turn, err)
	}
	p := s.Turn % 2
	from, to := s.Robots[p], next.Robots[p]
	in := talk.Instruction{Robot: p + 1, From: talk.Cell{X: from[0], Y: from[1]}, To: talk.Cell{X: to[0], Y: to[1]}, Facing: "N",
		Text: fmt.Sprintf("robot %d: to %s", p+1, at(to))}
	return Played[hopState]{Next: next, Who: who, Input: strings.ToUpper(got[who]), Result: next, Check: true,
		Events: []talk.Update{{Kind: talk.UpdateStep, Turn: turn, Rule: "hop", Text: fmt.Sprintf("%s's robot %d hops %s → %s", who, p+1, at(from), at(to))}},
		Moves:  &talk.Update{Kind: talk.UpdateInstruct, Turn: turn, Moves: []talk.Instruction{in}, Text: in.Text}}, nil
}

func (h *hopGame) Over(s hopState) talk.Update {
	return talk.Update{Kind: talk.UpdateOver, Turn: s.Turn, Rule: "far row", Text: fmt.Sprintf("%s wins: first to the far row; game over after %d turns", s.Winner, s.Turn)}
}

func (h *hopGame) Winner(s hopState) string { return s.Winner }

// hopFile is a kept game as Hop's game file (export): its setup and
// every turn's direction.
type hopFile struct {
	Setup hopState `json:"setup"`
	Turns []string `json:"turns"`
}

// hopReplay plays a game file to its end: every position, the setup's first.
func hopReplay(f hopFile) ([]hopState, error) {
	states := []hopState{f.Setup}
	for i, d := range f.Turns {
		next, err := hopMove(states[i], d)
		if err != nil {
			return states, fmt.Errorf("turns[%d]: %w", i, err)
		}
		states = append(states, next)
	}
	return states, nil
}

// hopExport writes a kept game's setup and inputs as Hop's game file.
func hopExport(setup json.RawMessage, inputs []json.RawMessage) (hopFile, error) {
	var f hopFile
	if err := json.Unmarshal(setup, &f.Setup); err != nil {
		return f, err
	}
	f.Turns = []string{}
	for _, in := range inputs {
		var d string
		if err := json.Unmarshal(in, &d); err != nil {
			return f, err
		}
		f.Turns = append(f.Turns, d)
	}
	return f, nil
}

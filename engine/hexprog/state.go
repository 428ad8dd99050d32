package hexprog

import (
	"fmt"

	"mecanoid/internal/hexgrid"
)

// Settings are the game's options (docs/rules-hexprog.md, "settings").
type Settings struct {
	Steps       int  `json:"steps,omitempty"`        // steps a program may have, and numbers a signal may name; default 15
	Shots       int  `json:"shots,omitempty"`        // shots per robot; default 10
	Signals     int  `json:"signals,omitempty"`      // radio signals per player; default 5
	ShapesBlock bool `json:"shapes_block,omitempty"` // coloured shapes are obstacles (off for a first game)
	// FreePlacement lets robots start on any free hex, not only on their
	// camp's start hexes (for puzzles and tests).
	FreePlacement bool `json:"free_placement,omitempty"`
}

// Defaults of the settings.
const (
	DefaultShots   = 10
	DefaultSignals = 5
)

// WithDefaults fills the settings left at zero.
func (st Settings) WithDefaults() Settings {
	if st.Steps == 0 {
		st.Steps = DefaultSteps
	}
	if st.Shots == 0 {
		st.Shots = DefaultShots
	}
	if st.Signals == 0 {
		st.Signals = DefaultSignals
	}
	return st
}

// Goal is what a scenario sets to win instead of being the last player with
// robots: reaching a hex, or having robots left after a number of rounds.
type Goal struct {
	Reach  []Cell `json:"reach,omitempty"`  // a robot standing on one of these wins for its player
	Rounds int    `json:"rounds,omitempty"` // after this round, every player with robots left wins
}

// Set tells whether the scenario sets a goal.
func (g Goal) Set() bool { return len(g.Reach) > 0 || g.Rounds > 0 }

// Player is one side: its camp (a colour of the board's camps), the colour
// of its robots unless they say otherwise, and its radio signals.
type Player struct {
	Name        string
	Camp        Colour
	Colour      Colour
	SignalsUsed int
}

// Robot is a programmed robot on the board.
type Robot struct {
	ID      int
	Name    string
	Player  int // 1-based index into State.Players
	Colour  Colour
	Cell    Cell
	Facing  hexgrid.Dir
	Program *Program // shared between states: it never changes
	Pointer int      // the step under the pointer; 0 is the start box, before step 1
	Fired   int      // shots fired so far
	Lost    uint64   // destroyed steps: bit s-1 for step s
	Out     bool     // destroyed or eliminated; Cell is where it happened
}

// Label names the robot for people: "robot 3 (Rouge)".
func (r Robot) Label() string {
	if r.Name != "" {
		return fmt.Sprintf("robot %d (%s)", r.ID, r.Name)
	}
	return fmt.Sprintf("robot %d", r.ID)
}

// StepLost tells whether step s has been destroyed.
func (r Robot) StepLost(s int) bool { return s >= 1 && s <= 64 && r.Lost&(1<<(s-1)) != 0 }

// LostSteps lists the destroyed steps in order.
func (r Robot) LostSteps() []int {
	var ss []int
	for s := 1; s <= 64; s++ {
		if r.StepLost(s) {
			ss = append(ss, s)
		}
	}
	return ss
}

// State is a game between two players' turns.
type State struct {
	Board    *Board
	Settings Settings
	Goal     Goal
	Players  []Player
	Robots   []Robot // sorted by ID
	Round    int     // rounds finished
	Next     int     // 0-based index of the player to play next in round Round+1
	Over     bool
	Winners  []int // players (1-based) who won when Over; none: nobody
}

// NewState checks a starting position and returns it as a State: the
// settings filled, at least two players unless a goal is set, robots with
// distinct positive IDs and programs, each on its own hex of the board (not a
// lake, not an obstacle), facing 1..6, on its player's start hexes when the
// board marks some (unless FreePlacement).
func NewState(b *Board, st Settings, goal Goal, players []Player, robots []Robot) (*State, error) {
	return newStateAt(b, st, goal, append([]Player(nil), players...), append([]Robot(nil), robots...), 0, 0)
}

func (s *State) check() error {
	st := s.Settings
	switch {
	case st.Steps < 1 || st.Steps > MaxSteps:
		return setupErr(SetupError{Field: "settings.steps"}, "steps %d: programs have 1..%d steps", st.Steps, MaxSteps)
	case st.Shots < 0 || st.Shots > 999:
		return setupErr(SetupError{Field: "settings.shots"}, "shots %d: 0..999", st.Shots)
	case st.Signals < 0 || st.Signals > 999:
		return setupErr(SetupError{Field: "settings.signals"}, "signals %d: 0..999", st.Signals)
	case len(s.Players) == 0:
		return setupErr(SetupError{Field: "players"}, "no players")
	case len(s.Players) < 2 && !s.Goal.Set():
		return setupErr(SetupError{Field: "players"}, "one player alone has already won: give two players or more, or a goal")
	case s.Goal.Rounds < 0:
		return setupErr(SetupError{Field: "goal.rounds"}, "goal rounds %d: at least 1", s.Goal.Rounds)
	}
	for i, c := range s.Goal.Reach {
		if !s.Board.In(c) {
			return setupErr(SetupError{Field: fmt.Sprintf("goal.reach[%d]", i)}, "goal hex %v is not on the board", c)
		}
	}
	camps := map[Colour]bool{}
	for _, c := range s.Board.Camps() {
		camps[c] = true
	}
	for i, p := range s.Players {
		if p.Camp != "" && !camps[p.Camp] {
			return setupErr(SetupError{Field: fmt.Sprintf("players[%d].camp", i)}, "player %d: the board has no %s camp", i+1, p.Camp)
		}
		if p.SignalsUsed < 0 || p.SignalsUsed > st.Signals {
			return setupErr(SetupError{Field: fmt.Sprintf("players[%d].signals_used", i)}, "player %d has used %d signals; 0..%d", i+1, p.SignalsUsed, st.Signals)
		}
	}
	ids := map[int]bool{}
	at := map[Cell]int{}
	for _, r := range s.Robots {
		setupErrf := func(field, format string, args ...any) error {
			return setupErr(SetupError{Robot: r.ID, Field: field}, format, args...)
		}
		switch {
		case r.ID <= 0 || r.ID > 999:
			return setupErrf("id", "robot id %d: ids are 1..999 (the number on its tag)", r.ID)
		case ids[r.ID]:
			return setupErrf("id", "robot %d is listed twice", r.ID)
		case r.Player < 1 || r.Player > len(s.Players):
			return setupErrf("player", "robot %d belongs to no player", r.ID)
		case r.Program == nil:
			return setupErrf("program", "robot %d has no program", r.ID)
		case len(r.Program.Steps) > st.Steps:
			return setupErrf("program", "robot %d: the program has %d steps; this game allows %d", r.ID, len(r.Program.Steps), st.Steps)
		case r.Pointer < 0 || r.Pointer > len(r.Program.Steps):
			return setupErrf("pointer", "robot %d: pointer on step %d; the program has steps 1..%d (0: the start box)", r.ID, r.Pointer, len(r.Program.Steps))
		case r.Fired < 0 || r.Fired > st.Shots:
			return setupErrf("shots_fired", "robot %d has fired %d shots; 0..%d", r.ID, r.Fired, st.Shots)
		case len(r.Program.Steps) < 64 && r.Lost>>len(r.Program.Steps) != 0:
			return setupErrf("lost", "robot %d: a destroyed step beyond the program's %d", r.ID, len(r.Program.Steps))
		}
		ids[r.ID] = true
		if r.Out {
			continue
		}
		if !r.Facing.Valid() {
			return setupErrf("facing", "robot %d faces %d; directions are 1..6 clockwise from north", r.ID, int(r.Facing))
		}
		t := s.Board.Tile(r.Cell)
		switch {
		case !s.Board.In(r.Cell):
			return setupErrf("start", "robot %d at %v is not on the board", r.ID, r.Cell)
		case t.Terrain == Lake:
			return setupErrf("start", "robot %d at %v stands in a lake", r.ID, r.Cell)
		case s.blocks(t):
			return setupErrf("start", "robot %d at %v stands on a %s, an obstacle", r.ID, r.Cell, t.Describe())
		}
		if other, taken := at[r.Cell]; taken {
			return setupErrf("start", "robot %d at %v: robot %d is already there", r.ID, r.Cell, other)
		}
		at[r.Cell] = r.ID
		if s.Round == 0 && s.Next == 0 && !st.FreePlacement && s.Board.HasStarts() {
			camp := s.Players[r.Player-1].Camp
			if !t.Start || (t.Camp() != "" && t.Camp() != camp) {
				where := "its player's camp"
				if camp == "" {
					where = "no camp (the player has none)"
				}
				return setupErrf("start", "robot %d at %v: robots are placed on the start hexes (black dots) of %s or outside any camp: %v (or set \"free_placement\")",
					r.ID, r.Cell, where, s.Board.Starts(camp))
			}
		}
	}
	if len(s.Robots) == 0 {
		return setupErr(SetupError{Field: "robots"}, "no robots")
	}
	return nil
}

// settle ends the game if the position is already decided.
func (s *State) settle() {
	if s.Over {
		return
	}
	alive := s.playersAlive()
	switch {
	case len(alive) == 0:
		s.Over, s.Winners = true, nil
	case !s.Goal.Set() && len(alive) == 1:
		s.Over, s.Winners = true, alive
	case s.Goal.Set():
		for _, r := range s.Robots {
			if !r.Out && s.onGoal(r.Cell) {
				s.Over, s.Winners = true, []int{r.Player}
				return
			}
		}
		if s.Goal.Rounds > 0 && s.Round >= s.Goal.Rounds {
			s.Over, s.Winners = true, alive
		}
	}
}

func (s *State) onGoal(c Cell) bool {
	for _, g := range s.Goal.Reach {
		if g == c {
			return true
		}
	}
	return false
}

// playersAlive are the players with robots in play, in order.
func (s *State) playersAlive() []int {
	var ps []int
	for p := 1; p <= len(s.Players); p++ {
		for _, r := range s.Robots {
			if r.Player == p && !r.Out {
				ps = append(ps, p)
				break
			}
		}
	}
	return ps
}

// blocks tells whether a hex is an obstacle in this game.
func (s *State) blocks(t HexTile) bool { return t.Terrain == Shape && s.Settings.ShapesBlock }

// Clone copies the state; the board and the programs are shared (they never change).
func (s *State) Clone() *State {
	n := *s
	n.Players = append([]Player(nil), s.Players...)
	n.Robots = append([]Robot(nil), s.Robots...)
	n.Winners = append([]int(nil), s.Winners...)
	return &n
}

// Robot finds a robot by ID.
func (s *State) Robot(id int) (*Robot, bool) {
	for i := range s.Robots {
		if s.Robots[i].ID == id {
			return &s.Robots[i], true
		}
	}
	return nil, false
}

// RobotAt is the robot in play on c, if any.
func (s *State) RobotAt(c Cell) (*Robot, bool) {
	for i := range s.Robots {
		if r := &s.Robots[i]; !r.Out && r.Cell == c {
			return r, true
		}
	}
	return nil, false
}

// ShotsLeft is how many times r may still fire.
func (s *State) ShotsLeft(r *Robot) int { return max(s.Settings.Shots-r.Fired, 0) }

// SignalsLeft is how many radio signals player p (1-based) may still send.
func (s *State) SignalsLeft(p int) int { return max(s.Settings.Signals-s.Players[p-1].SignalsUsed, 0) }

// PlayerName names player p (1-based) for people.
func (s *State) PlayerName(p int) string {
	if p >= 1 && p <= len(s.Players) && s.Players[p-1].Name != "" {
		return s.Players[p-1].Name
	}
	return fmt.Sprintf("player %d", p)
}

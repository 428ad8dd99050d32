package skirmish

import (
	"fmt"
	"sort"
	"strings"

	"mecanoid/engine/internal/sentinel"
)

// The rule text's numbers (« Phases d'une partie », « Fin de partie »;
// docs/rules.md#skirmish).
const (
	CallActions = 2  // call actions per turn, beside the actions
	Actions     = 3  // actions per turn (a call may use one too)
	Rounds      = 25 // the game ends when this round has ended
	MaxRobotID  = 999
)

// Team is one side: its name and its commander, the flag-bearer, whose
// destruction ends the game.
type Team struct {
	Name      string
	Commander int // robot ID
}

// Robot is one robot of a team: on a plot, in the garage (Plot "") or destroyed.
type Robot struct {
	ID        int
	Team      int // 0 or 1, index into State.Teams
	Type      *Type
	Plot      string // "" when in the garage or destroyed
	Structure int
	Destroyed bool
}

// OnField tells whether the robot stands on a plot.
func (r Robot) OnField() bool { return !r.Destroyed && r.Plot != "" }

// InGarage tells whether the robot waits in its team's garage.
func (r Robot) InGarage() bool { return !r.Destroyed && r.Plot == "" }

// Wounded tells whether the robot works but has lost structure.
func (r Robot) Wounded() bool { return !r.Destroyed && r.Structure < r.Type.Structure }

// Label names the robot for people: "robot 3 (Éclaireur)".
func (r Robot) Label() string { return fmt.Sprintf("robot %d (%s)", r.ID, r.Type.Name) }

// Spent is what the team on turn has used of its turn so far.
type Spent struct {
	Calls   int   // call actions used, 0..CallActions
	Actions int   // actions used (robot actions and calls beyond CallActions)
	Acted   []int // robots that have had their action, in order
}

// State is a game between actions. Robots are sorted by ID.
type State struct {
	Map     *Map
	Catalog *Catalog
	Teams   [2]Team
	Robots  []Robot
	Round   int // 1..Rounds
	Side    int // the team on turn: 0 or 1; the first team plays first in every round
	Spent   Spent
	Over    bool
	Result  Result // when Over
}

// NewState checks a position and returns it as a State at the start of the
// turn of team side in round round. Errors wrap ErrSetup and name the robot.
func NewState(m *Map, c *Catalog, teams [2]Team, robots []Robot, round, side int) (*State, error) {
	s := &State{Map: m, Catalog: c, Teams: teams, Robots: append([]Robot(nil), robots...), Round: round, Side: side}
	sort.Slice(s.Robots, func(i, j int) bool { return s.Robots[i].ID < s.Robots[j].ID })
	if err := s.check(); err != nil {
		return nil, err
	}
	return s, nil
}

func setupErrorf(format string, args ...any) error {
	return sentinel.Errorf(ErrSetup, format, args...)
}

func (s *State) check() error {
	switch {
	case s.Round < 1 || s.Round > Rounds:
		return setupErrorf("round %d: rounds are 1..%d", s.Round, Rounds)
	case s.Side != 0 && s.Side != 1:
		return setupErrorf("team %d on turn: there are two teams", s.Side+1)
	}
	for i, t := range s.Teams {
		if strings.TrimSpace(t.Name) == "" {
			return setupErrorf("team %d has no name", i+1)
		}
	}
	if strings.EqualFold(s.Teams[0].Name, s.Teams[1].Name) {
		return setupErrorf("both teams are called %q", s.Teams[0].Name)
	}
	at := map[string]int{}
	count := [2]int{}
	for i, r := range s.Robots {
		switch {
		case r.ID < 1 || r.ID > MaxRobotID:
			return setupErrorf("robot id %d: ids are 1..%d (printed on the robot's tag)", r.ID, MaxRobotID)
		case i > 0 && s.Robots[i-1].ID == r.ID:
			return setupErrorf("robot %d is listed twice", r.ID)
		case r.Team != 0 && r.Team != 1:
			return setupErrorf("robot %d is in team %d; there are two teams", r.ID, r.Team+1)
		case r.Type == nil:
			return setupErrorf("robot %d has no type", r.ID)
		case r.Destroyed && (r.Plot != "" || r.Structure != 0):
			return setupErrorf("robot %d is destroyed: it has no plot and 0 structure", r.ID)
		case !r.Destroyed && (r.Structure < 1 || r.Structure > r.Type.Structure):
			return setupErrorf("robot %d (%s) has %d structure; it is 1..%d (a robot with none is destroyed)", r.ID, r.Type.Name, r.Structure, r.Type.Structure)
		}
		count[r.Team]++
		if r.Plot == "" {
			continue
		}
		id := s.Map.canon(r.Plot)
		if id == "" {
			return setupErrorf("robot %d on plot %s, which is not on the map", r.ID, r.Plot)
		}
		s.Robots[i].Plot = id
		if other, taken := at[id]; taken {
			return setupErrorf("robot %d on plot %s: robot %d is already there", r.ID, id, other)
		}
		at[id] = r.ID
	}
	for i, t := range s.Teams {
		if count[i] == 0 {
			return setupErrorf("team %s has no robots", t.Name)
		}
		r, ok := s.Robot(t.Commander)
		switch {
		case !ok || r.Team != i:
			return setupErrorf("team %s: its commander, robot %d, is not one of its robots", t.Name, t.Commander)
		case !r.OnField():
			return setupErrorf("team %s: its commander, robot %d, must stand on a plot (calls land next to it)", t.Name, t.Commander)
		}
	}
	return nil
}

// Clone copies the state; the map and catalog are shared (they never change).
func (s *State) Clone() *State {
	n := *s
	n.Robots = append([]Robot(nil), s.Robots...)
	n.Spent.Acted = append([]int(nil), s.Spent.Acted...)
	return &n
}

// Robot finds a robot by ID.
func (s *State) Robot(id int) (*Robot, bool) {
	i := sort.Search(len(s.Robots), func(i int) bool { return s.Robots[i].ID >= id })
	if i < len(s.Robots) && s.Robots[i].ID == id {
		return &s.Robots[i], true
	}
	return nil, false
}

// RobotAt is the robot standing on plot id, if any.
func (s *State) RobotAt(plot string) (*Robot, bool) {
	id := s.Map.canon(plot)
	for i := range s.Robots {
		if r := &s.Robots[i]; id != "" && r.Plot == id {
			return r, true
		}
	}
	return nil, false
}

// Turn is the number of the turn being played, counting from 1 at round 1.
func (s *State) Turn() int { return (s.Round-1)*2 + s.Side + 1 }

// Position is where the robots on the field stand: robot ID → plot ID.
func (s *State) Position() map[int]string {
	p := map[int]string{}
	for _, r := range s.Robots {
		if r.OnField() {
			p[r.ID] = r.Plot
		}
	}
	return p
}

// Place builds the position seen on the table, for the referee: each robot
// in at (robot ID → plot ID, as read from the scanned tags, e.g. with
// Map.PlotAt) stands on that plot; every other robot that is not destroyed is
// in its garage. Structure, turn and round are kept. It checks the position,
// not how the robots got there: robots unknown, destroyed or on unknown plots,
// two robots on a plot, or a commander not on the table are refused.
func (s *State) Place(at map[int]string) (*State, error) {
	n := s.Clone()
	ids := make([]int, 0, len(at))
	for id := range at {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		r, ok := n.Robot(id)
		switch {
		case !ok:
			return nil, setupErrorf("robot %d was seen on plot %s but is not in this game", id, at[id])
		case r.Destroyed:
			return nil, setupErrorf("robot %d was seen on plot %s but it was destroyed", id, at[id])
		case !s.Map.Has(at[id]):
			return nil, setupErrorf("robot %d was seen on plot %q, which is not on the map", id, at[id])
		}
	}
	for i := range n.Robots {
		r := &n.Robots[i]
		if r.Destroyed {
			continue
		}
		r.Plot = s.Map.canon(at[r.ID])
	}
	if err := n.check(); err != nil {
		return nil, err
	}
	return n, nil
}

package dr2d

import (
	"fmt"
	"sort"
	"strings"
)

// MaxPC is the capacity of a robot in full health.
const MaxPC = 7

// Sleep is where a robot stands in its sleep cycle.
type Sleep uint8

const (
	// Awake: the robot plays its cartridge.
	Awake Sleep = iota
	// Dozing: the robot fell asleep during this turn (declared, or 0 PC); its
	// remaining moves are cancelled and it sleeps through the next turn.
	Dozing
	// Asleep: the robot sleeps this whole turn and wakes with 7 PC at its end.
	Asleep
)

var sleepNames = [...]string{"awake", "dozing", "asleep"}

func (s Sleep) String() string {
	if int(s) < len(sleepNames) {
		return sleepNames[s]
	}
	return fmt.Sprintf("Sleep(%d)", uint8(s))
}

// LawSet is the set of laws a robot has downloaded (bit l-1 for law l).
type LawSet uint8

// Has tells whether law l is in the set.
func (s LawSet) Has(l Law) bool { return s&(1<<(l-1)) != 0 }

// With is the set plus law l.
func (s LawSet) With(l Law) LawSet { return s | 1<<(l-1) }

// Complete tells whether all three laws are in the set.
func (s LawSet) Complete() bool { return s == 1<<NumLaws-1 }

// List is the laws of the set in order.
func (s LawSet) List() []Law {
	var ls []Law
	for l := Law(1); l <= NumLaws; l++ {
		if s.Has(l) {
			ls = append(ls, l)
		}
	}
	return ls
}

func (s LawSet) String() string {
	var parts []string
	for _, l := range s.List() {
		parts = append(parts, fmt.Sprint(int(l)))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, " ")
}

// Robot is a mécanoïde: where it stands, where it faces, its health and laws.
type Robot struct {
	ID        int
	Name      string
	Cell      Cell
	Facing    Dir
	PC        int
	Laws      LawSet
	Sleep     Sleep
	LostMoves int  // move slots still to lose to potholes, carried across turns
	Left      bool // has all three laws and has left the board
}

// Label names the robot for people: "robot 3 (Rouge)".
func (r Robot) Label() string {
	if r.Name != "" {
		return fmt.Sprintf("robot %d (%s)", r.ID, r.Name)
	}
	return fmt.Sprintf("robot %d", r.ID)
}

// State is a DR2D game between turns. Robots are kept sorted by ID.
type State struct {
	Board  *Board
	Layout int // index into Board.Layouts
	Turn   int // turns resolved so far
	Laws   [NumLaws]Cell
	Robots []Robot
}

// NewState checks a starting position and returns it as a State: robots on the
// board, on distinct cells, with distinct positive IDs and PC in 0..7; the three
// laws on distinct neutral tiles. laws overrides the board's law cells where set.
func NewState(b *Board, layout int, laws [NumLaws]Cell, robots []Robot) (*State, error) {
	s := &State{Board: b, Layout: layout, Robots: append([]Robot(nil), robots...)}
	if layout < 0 || layout >= len(b.Layouts) {
		return nil, setupErr(SetupError{}, "layout %d: the board has %d", layout+1, len(b.Layouts))
	}
	for i := range s.Laws {
		s.Laws[i] = b.Laws[i]
		if laws[i] != (Cell{}) {
			s.Laws[i] = laws[i]
		}
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	sort.Slice(s.Robots, func(i, j int) bool { return s.Robots[i].ID < s.Robots[j].ID })
	return s, nil
}

// check is the setup validation of NewState; errors are *SetupError.
func (s *State) check() error {
	b := s.Board
	setupErrf := func(law int, format string, args ...any) error {
		return setupErr(SetupError{Law: law}, format, args...)
	}
	for i, c := range s.Laws {
		switch {
		case c == Cell{}:
			return setupErrf(i+1, "law %d is not placed (put it in the board file or the game file)", i+1)
		case !b.In(c):
			return setupErrf(i+1, "law %d at %v is off the %dx%d board", i+1, c, b.Width, b.Height)
		case !b.Neutral(c):
			what := b.Tile(s.Layout, c).Describe()
			if len(b.LaserAt(c)) > 0 {
				what = "laser"
			}
			return setupErrf(i+1, "law %d at %v is on a %s tile; laws lie on neutral tiles (in every layout)", i+1, c, what)
		}
		for j := 0; j < i; j++ {
			if s.Laws[j] == c {
				return setupErrf(i+1, "laws %d and %d are both at %v", j+1, i+1, c)
			}
		}
	}
	ids := map[int]bool{}
	at := map[Cell]int{}
	for _, r := range s.Robots {
		setupErrf := func(field, format string, args ...any) error {
			return setupErr(SetupError{Robot: r.ID, Field: field}, format, args...)
		}
		switch {
		case r.ID <= 0:
			return setupErrf("id", "robot id %d: ids are whole numbers from 1", r.ID)
		case ids[r.ID]:
			return setupErrf("id", "robot %d is listed twice", r.ID)
		case r.PC < 0 || r.PC > MaxPC:
			return setupErrf("pc", "robot %d has %d PC; PC is 0..%d", r.ID, r.PC, MaxPC)
		case r.LostMoves < 0:
			return setupErrf("lost_moves", "robot %d has %d lost moves", r.ID, r.LostMoves)
		case r.PC == 0 && r.Sleep == Awake && !r.Left:
			return setupErrf("pc", "robot %d is awake with 0 PC; a robot at 0 PC is asleep", r.ID)
		case r.Sleep == Dozing:
			return setupErrf("asleep", "robot %d: between turns a robot is awake or asleep", r.ID)
		}
		ids[r.ID] = true
		if r.Left {
			continue
		}
		if !b.In(r.Cell) {
			return setupErrf("cell", "robot %d at %v is not on the %dx%d board", r.ID, r.Cell, b.Width, b.Height)
		}
		if other, taken := at[r.Cell]; taken {
			return setupErrf("cell", "robot %d at %v: robot %d is already there", r.ID, r.Cell, other)
		}
		at[r.Cell] = r.ID
	}
	if len(s.Robots) == 0 {
		return setupErr(SetupError{Field: "robots"}, "no robots")
	}
	return nil
}

// Clone copies the state; the Board is shared (it never changes).
func (s *State) Clone() *State {
	n := *s
	n.Robots = append([]Robot(nil), s.Robots...)
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

// RobotAt is the robot standing on c, if any (robots that left stand nowhere).
func (s *State) RobotAt(c Cell) (*Robot, bool) {
	for i := range s.Robots {
		if r := &s.Robots[i]; !r.Left && r.Cell == c {
			return r, true
		}
	}
	return nil, false
}

// Over tells whether the game has ended: every robot has its three laws and has left.
func (s *State) Over() bool {
	for _, r := range s.Robots {
		if !r.Left {
			return false
		}
	}
	return true
}

// Tile is the tile at c in the current layout.
func (s *State) Tile(c Cell) Tile { return s.Board.Tile(s.Layout, c) }

// LawAt is the law lying on c, or 0.
func (s *State) LawAt(c Cell) Law {
	for i, at := range s.Laws {
		if at == c {
			return Law(i + 1)
		}
	}
	return 0
}

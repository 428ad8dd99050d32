package hexprog

import (
	"mecanoid/internal/hexgrid"
)

// Seen is a robot as the camera saw it: its tag's ID, the hex under the
// tag's centre, and the direction its tag's top points to.
type Seen struct {
	ID     int
	Cell   Cell
	Facing hexgrid.Dir
}

// SeenAt turns a tag read at board-plane point p (mm, as laid out by l),
// its top pointing angle radians clockwise from north, into a Seen. off is
// how far the angle was from the nearest of the six directions (radians):
// above about 0.35 (20°) the robot is not squarely on a hex side.
func SeenAt(l hexgrid.Layout, id int, p hexgrid.Point, angle float64) (s Seen, off float64) {
	d, off := hexgrid.DirAt(angle)
	return Seen{ID: id, Cell: CellOf(l.HexAt(p)), Facing: d}, off
}

// Observe is s with its robots where the camera saw them: every robot in
// play must be seen once, and none that is out of play. Pointers, shots and
// destroyed steps are kept. The result is checked as a setup is (on the
// board, not in a lake or on an obstacle, one robot a hex); errors wrap
// ErrSetup and name the robot.
func (s *State) Observe(seen []Seen) (*State, error) {
	n := s.Clone()
	got := map[int]bool{}
	for _, v := range seen {
		r, ok := n.Robot(v.ID)
		switch {
		case !ok:
			return nil, setupErr(SetupError{Robot: v.ID}, "robot %d was seen but is not in the game", v.ID)
		case got[v.ID]:
			return nil, setupErr(SetupError{Robot: v.ID}, "robot %d was seen twice", v.ID)
		case r.Out:
			return nil, setupErr(SetupError{Robot: v.ID}, "robot %d was seen at %v, but it is out of play: take it off the board", v.ID, v.Cell)
		case !v.Facing.Valid():
			return nil, setupErr(SetupError{Robot: v.ID, Field: "facing"}, "robot %d faces %d; directions are 1..6", v.ID, int(v.Facing))
		}
		got[v.ID] = true
		r.Cell, r.Facing = v.Cell, v.Facing
	}
	for _, r := range n.Robots {
		if !r.Out && !got[r.ID] {
			return nil, setupErr(SetupError{Robot: r.ID}, "robot %d is in play but was not seen", r.ID)
		}
	}
	if err := n.check(); err != nil {
		return nil, err
	}
	return n, nil
}

// NewStateFromScan starts a game from robots placed on the table: the
// robots (with their programs and players) as declared, at the hexes and
// facings seen.
func NewStateFromScan(b *Board, st Settings, goal Goal, players []Player, robots []Robot, seen []Seen) (*State, error) {
	s := &State{Board: b, Settings: st.WithDefaults(), Goal: goal, Players: players, Robots: robots}
	placed, err := s.place(seen)
	if err != nil {
		return nil, err
	}
	return NewState(b, st, goal, players, placed)
}

func (s *State) place(seen []Seen) ([]Robot, error) {
	rs := append([]Robot(nil), s.Robots...)
	got := map[int]bool{}
	for _, v := range seen {
		if got[v.ID] {
			return nil, setupErr(SetupError{Robot: v.ID}, "robot %d was seen twice", v.ID)
		}
		got[v.ID] = true
		found := false
		for i := range rs {
			if rs[i].ID == v.ID {
				rs[i].Cell, rs[i].Facing, found = v.Cell, v.Facing, true
			}
		}
		if !found {
			return nil, setupErr(SetupError{Robot: v.ID}, "robot %d was seen but is not in the game", v.ID)
		}
	}
	for _, r := range rs {
		if !r.Out && !got[r.ID] {
			return nil, setupErr(SetupError{Robot: r.ID}, "robot %d is in the game but was not seen", r.ID)
		}
	}
	return rs, nil
}

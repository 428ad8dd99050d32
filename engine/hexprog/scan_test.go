package hexprog

import (
	"errors"
	"math"
	"strings"
	"testing"

	"mecanoid/internal/hexgrid"
)

func TestSeenAt(t *testing.T) {
	b := NewBoard("b", 5, 5)
	l, _, _ := b.Layout(60)
	// The centre of [3,2], a tag turned 125° (nearest: direction 3, 120°, 5° off).
	c := l.Centre(Cell{3, 2}.Hex())
	p := hexgrid.Point{X: c.X + 10, Y: c.Y - 12}
	s, off := SeenAt(l, 7, p, 125*math.Pi/180)
	if s.ID != 7 || s.Cell != (Cell{3, 2}) || s.Facing != 3 || math.Abs(off-5*math.Pi/180) > 1e-9 {
		t.Errorf("seen %+v off %v", s, off)
	}
}

func TestObserve(t *testing.T) {
	s := questionState(t)
	seen := []Seen{{1, Cell{1, 1}, 2}, {2, Cell{4, 6}, 1}, {3, Cell{7, 7}, 4}, {4, Cell{6, 4}, 6}}
	n, err := s.Observe(seen)
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := n.Robot(1); r.Cell != (Cell{1, 1}) || r.Facing != 2 || r.Fired != 3 {
		t.Errorf("robot 1 after scan: %+v (its shots must be kept)", r)
	}
	if r, _ := s.Robot(1); r.Cell != (Cell{4, 4}) {
		t.Errorf("Observe changed the state it was given")
	}
	bad := []struct {
		seen []Seen
		want string
	}{
		{seen[:3], "robot 4 is in play but was not seen"},
		{append([]Seen{{9, Cell{1, 2}, 1}}, seen...), "robot 9 was seen but is not in the game"},
		{[]Seen{{1, Cell{4, 3}, 1}, seen[1], seen[2], seen[3]}, "stands in a lake"},
		{[]Seen{{1, Cell{4, 6}, 1}, seen[1], seen[2], seen[3]}, "already there"},
		{[]Seen{{1, Cell{5, 4}, 1}, seen[1], seen[2], seen[3]}, "obstacle"},
		{append(seen, seen[0]), "seen twice"},
	}
	for _, c := range bad {
		_, err := s.Observe(c.seen)
		if !errors.Is(err, ErrSetup) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.seen, err, c.want)
		}
	}
}

func TestNewStateFromScan(t *testing.T) {
	b := NewBoard("b", 4, 4)
	prog, _ := ParseProgram("D+1", nil, 15)
	robots := []Robot{{ID: 1, Player: 1, Program: prog}, {ID: 2, Player: 2, Program: prog}}
	s, err := NewStateFromScan(b, Settings{}, Goal{}, []Player{{}, {}}, robots, []Seen{{2, Cell{4, 4}, 1}, {1, Cell{1, 1}, 4}})
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := s.Robot(1); r.Cell != (Cell{1, 1}) || r.Facing != 4 {
		t.Errorf("robot 1: %+v", r)
	}
	if _, err := NewStateFromScan(b, Settings{}, Goal{}, []Player{{}, {}}, robots, []Seen{{2, Cell{4, 4}, 1}}); err == nil || !strings.Contains(err.Error(), "robot 1 is in the game but was not seen") {
		t.Errorf("a robot not seen: %v", err)
	}
}

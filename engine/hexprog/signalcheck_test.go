package hexprog

import (
	"errors"
	"strings"
	"testing"
)

// TestCheckSignal: a player may signal his own robots, steps 1..15, while
// he has signals left, from round 2 on; whatever CheckSignal takes,
// PlayRound takes too.
func TestCheckSignal(t *testing.T) {
	b := NewBoard("plain", 5, 5)
	prog, err := ParseProgram("D+1 R+1", nil, DefaultSteps)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewState(b, Settings{Signals: 2}, Goal{}, []Player{{Name: "Vert"}, {Name: "Violet"}},
		[]Robot{{ID: 1, Player: 1, Cell: Cell{1, 1}, Facing: 4, Program: prog}, {ID: 3, Player: 2, Cell: Cell{5, 5}, Facing: 1, Program: prog}})
	if err != nil {
		t.Fatal(err)
	}
	round2, _, err := PlayRound(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	spent := round2.Clone()
	spent.Players[0].SignalsUsed = 2
	cases := []struct {
		s      *State
		player int
		sig    Signal
		says   string
	}{
		{round2, 1, Signal{Robot: 1, Step: 2}, ""},
		{round2, 2, Signal{Robot: 3, Step: 15}, ""},
		{round2, 1, Signal{Robot: 3, Step: 2}, "robot 3 belongs to Violet"},
		{round2, 1, Signal{Robot: 7, Step: 2}, "robot 7, which is not in the game"},
		{round2, 1, Signal{Robot: 1, Step: 16}, "a signal is a number 1..15"},
		{round2, 1, Signal{Robot: 1, Step: 0}, "a signal is a number 1..15"},
		{s, 1, Signal{Robot: 1, Step: 2}, "none can be opened in round 1"},
		{spent, 1, Signal{Robot: 1, Step: 2}, "Vert has no signal left (2 a game)"},
		{round2, 3, Signal{Robot: 1, Step: 2}, "no player 3"},
	}
	for _, c := range cases {
		err := c.s.CheckSignal(c.player, c.sig)
		if c.says == "" {
			if err != nil {
				t.Errorf("player %d %+v: %v", c.player, c.sig, err)
			}
			if _, _, err := PlayRound(c.s, []Signal{c.sig}); err != nil {
				t.Errorf("player %d %+v: CheckSignal takes it, PlayRound refuses: %v", c.player, c.sig, err)
			}
			continue
		}
		if !errors.Is(err, ErrProgram) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("player %d %+v: err %v, want %q", c.player, c.sig, err, c.says)
		}
	}
	// Mid-round: player 1 has played round 3, so only player 2 may signal.
	mid, _, err := PlayTurn(round2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := mid.CheckSignal(1, Signal{Robot: 1, Step: 1}); err == nil || !strings.Contains(err.Error(), "Vert has already played this round") {
		t.Errorf("mid-round: %v", err)
	}
	if err := mid.CheckSignal(2, Signal{Robot: 3, Step: 1}); err != nil {
		t.Errorf("mid-round, player 2: %v", err)
	}
}

package hexprog

import (
	"strings"
	"testing"
)

// questionBoard: robot 1 (Vert, red) on [4,4] facing north, with the lake
// [4,3] ahead and Violet's blue robot 3 beyond it on [4,2]; its friend robot
// 2 two hexes behind on [4,6]; a green camp start hex [4,5] just behind; a
// red square on [5,4] (direction 2) and lightning on [3,4] (direction 6).
// Violet's violet robot 4 on [6,4] faces the square (north-west).
func questionState(t *testing.T) *State {
	t.Helper()
	b, err := ParseBoard("q", []byte(strings.Join([]string{
		". . . . . . .",
		". . . . . . .",
		". . . ~ . . .",
		". . Z . Sr . .",
		". . . G . . .",
		". . . . . . .",
		". . . . . . .",
	}, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	prog, err := ParseProgram("R+1", nil, 15)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewState(b, Settings{ShapesBlock: true, FreePlacement: true}, Goal{},
		[]Player{{Name: "Vert", Camp: "green"}, {Name: "Violet"}},
		[]Robot{
			{ID: 1, Player: 1, Colour: "red", Cell: Cell{4, 4}, Facing: 1, Program: prog, Fired: 3},
			{ID: 2, Player: 1, Colour: "green", Cell: Cell{4, 6}, Facing: 1, Program: prog},
			{ID: 3, Player: 2, Colour: "blue", Cell: Cell{4, 2}, Facing: 4, Program: prog},
			{ID: 4, Player: 2, Colour: "violet", Cell: Cell{6, 4}, Facing: 6, Program: prog},
		})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestQuestions(t *testing.T) {
	s := questionState(t)
	cases := []struct {
		robot int
		q     string
		want  bool
	}{
		{1, "robot enemy ahead within 2", true},
		{1, "robot enemy ahead", false}, // within 1 by default
		{1, "robot blue ahead within 2", true},
		{1, "robot bleu ahead within 2", true},
		{1, "robot violet ahead within 5", false},
		{1, "robot friend behind within 2", true},
		{1, "robot friend behind", false},
		{1, "robot enemy within 2", true},
		{1, "robot violet within 1", false},
		{1, "robot violet within 2", true}, // [6,4] is 2 hexes away, not in a line
		{1, "robot violet dir 2 within 6", false},
		{1, "robot any dir 1 within 2", true},
		{1, "facing 1", true},
		{1, "facing 2", false},
		{1, "ahead lake", true},
		{1, "ahead colour blue", true},
		{1, "ahead free", false},
		{1, "ahead off", false},
		{1, "ahead 2 robot", true},
		{1, "ahead robot", false},
		{1, "ahead 3 off", false},
		{1, "ahead 4 off", true},
		{1, "behind colour green", true},
		{1, "behind start", true},
		{1, "behind 2 free", false}, // robot 2 is there
		{1, "dir 2 obstacle", true},
		{1, "dir 2 shape", true},
		{1, "dir 2 free", false},
		{1, "dir 3 free", true},
		{1, "dir 6 lightning", true},
		{1, "dir 6 colour yellow", true},
		{1, "here plain", true},
		{1, "here free", true},
		{1, "shots >= 7", true},
		{1, "shots > 7", false},
		{1, "shots = 7", true},
		{1, "shots != 7", false},
		{3, "shots = 10", true},
		{1, "enemies = 2", true},
		{1, "friends = 1", true},
		{1, "robots = 3", true},
		{1, "not ahead free and (facing 2 or facing 1)", true},
		{1, "ahead free or facing 2", false},
		{4, "ahead shape square", true},
		{4, "ahead red square", true},
		{4, "ahead carré rouge", true},
		{4, "ahead shape triangle", false},
		{4, "ahead obstacle", true},
		{4, "robot red within 2", true},
		{4, "robot enemy within 2", true},
		{4, "robot friend within 2", false}, // robot 3: axial (3,0) from (5,1), 3 hexes
		{4, "robot friend within 3", true},
	}
	for _, c := range cases {
		tt, err := ParseTest(c.q)
		if err != nil {
			t.Errorf("%q: %v", c.q, err)
			continue
		}
		if got := tt.Ask(s, c.robot); got != c.want {
			t.Errorf("robot %d asks %q: %v, want %v", c.robot, c.q, got, c.want)
		}
	}
}

// With shapes_block off, the square is no obstacle and its hex is free.
func TestQuestionsShapesOff(t *testing.T) {
	s := questionState(t)
	s.Settings.ShapesBlock = false
	for q, want := range map[string]bool{"ahead obstacle": false, "ahead free": true, "ahead shape square": true} {
		tt, _ := ParseTest(q)
		if got := tt.Ask(s, 4); got != want {
			t.Errorf("robot 4 asks %q with shapes off: %v, want %v", q, got, want)
		}
	}
}

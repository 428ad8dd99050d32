package hexprog_test

import (
	"fmt"

	"mecanoid/engine/hexprog"
)

// A robot that shoots what it sees and otherwise walks on, against one that
// turns on the spot: the hunter walks north into range and fires.
func ExamplePlayRound() {
	board, err := hexprog.ParseBoard("example", []byte(`
. . .
. . .
. . .
. . .
`))
	if err != nil {
		panic(err)
	}
	hunter, err := hexprog.ParseProgram("?1 T D+1", map[int]string{1: "robot enemy ahead within 1"}, 15)
	if err != nil {
		panic(err)
	}
	spinner, _ := hexprog.ParseProgram("R+1", nil, 15)
	s, err := hexprog.NewState(board, hexprog.Settings{FreePlacement: true}, hexprog.Goal{},
		[]hexprog.Player{{Name: "Vert"}, {Name: "Violet"}},
		[]hexprog.Robot{
			{ID: 1, Player: 1, Cell: hexprog.Cell{Col: 1, Row: 4}, Facing: 1, Program: hunter},
			{ID: 2, Player: 2, Cell: hexprog.Cell{Col: 1, Row: 1}, Facing: 4, Program: spinner},
		})
	if err != nil {
		panic(err)
	}
	for !s.Over {
		next, events, err := hexprog.PlayRound(s, nil)
		if err != nil {
			panic(err)
		}
		for _, e := range events {
			if e.Kind != hexprog.KindTest && e.Robot == 1 || e.Kind == hexprog.KindGameOver {
				fmt.Printf("round %d: %s\n", e.Round, e.Text(s))
			}
		}
		s = next
	}
	// Output:
	// round 1: step 3 D+1: robot 1 moves [1,4] → [1,3]
	// round 2: step 3 D+1: robot 1 moves [1,3] → [1,2]
	// round 3: step 2 T: robot 1 fires towards direction 1 and hits robot 2 at 1 hex (9 shots left)
	// round 3: robot 2 is destroyed at [1,1] (shot by robot 1)
	// round 3: the game is over: Vert wins (the only player with robots left)
}

func ExampleParseTest() {
	for _, q := range []string{"robot rouge ahead within 3", "ahead red square or ahead lake", "not (facing 1 or shots < 2)"} {
		t, err := hexprog.ParseTest(q)
		if err != nil {
			panic(err)
		}
		fmt.Println(t)
	}
	// Output:
	// robot red ahead within 3
	// (ahead colour red and ahead shape square) or ahead lake
	// not (facing 1 or shots < 2)
}

package dr2d_test

import (
	"fmt"

	"mecanoid/engine/dr2d"
)

// A robot steps off the laser's row onto a belt, which carries it east.
func ExampleResolve() {
	board, err := dr2d.ParseBoard("example", []byte(`
L> .  .  .
.  >  .  .
1  2  3  .
`))
	if err != nil {
		panic(err)
	}
	s, err := dr2d.NewState(board, 0, [3]dr2d.Cell{}, []dr2d.Robot{
		{ID: 1, Cell: dr2d.Cell{X: 2, Y: 1}, Facing: dr2d.South, PC: 7},
	})
	if err != nil {
		panic(err)
	}
	var p dr2d.Program
	p.Cartridge[0], _ = dr2d.ParseMove("F")  // onto the belt at [2,2]
	p.Cartridge[1], _ = dr2d.ParseMove("LF") // face east, one step
	next, events, err := dr2d.Resolve(s, map[int]dr2d.Program{1: p})
	if err != nil {
		panic(err)
	}
	for _, e := range events {
		if e.Kind != dr2d.KindIdle {
			fmt.Printf("move %d: %s\n", e.Move, e.Text(s))
		}
	}
	fmt.Println(dr2d.RobotLine(next.Robots[0]))
	// Output:
	// move 1: robot 1 steps forward [2,1] → [2,2]
	// move 1: robot 1 is carried by the conveyor E [2,2] → [3,2]
	// move 2: robot 1 turns S → E
	// move 2: robot 1 steps forward [3,2] → [4,2]
	// robot 1            [4,2] facing E       7 PC  laws none   awake
}

func ExampleParseMove() {
	for _, s := range []string{"F", "LFR", "RRB", "-"} {
		m, _ := dr2d.ParseMove(s)
		fmt.Printf("%-4s %s\n", s, m.Describe())
	}
	// Output:
	// F    forward
	// LFR  turn left, forward, turn right
	// RRB  U-turn, back
	// -    no move
}

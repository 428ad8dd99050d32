package netzwerk_test

import (
	"fmt"

	nz "mecanoid/engine/netzwerk"
)

// The referee sees two positions and finds the turn between them.
func ExampleInfer() {
	before, _ := nz.NewGame(nz.DefaultConfig, nz.Player1)
	var pieces []nz.Piece
	for _, p := range before.Pieces() {
		switch {
		case p.Kind == 'R' && p.ID == 3:
			p.Y = 4 // robot 3 went two squares north
		case p.Kind == 'B' && p.ID == 4:
			p.Y = 4 // battery 4 went one corner north
		}
		pieces = append(pieces, p)
	}
	after, _ := nz.FromPieces(nz.DefaultConfig, nz.Player2, 1, pieces)
	turn, events, _, err := nz.Infer(before, after, nz.Player1)
	if err != nil {
		panic(err)
	}
	fmt.Println(turn)
	for _, e := range events {
		fmt.Println(e.Text())
	}
	// Output:
	// R3 [3,4] using B3 B4, B4 [3,4]
	// turn 1, player 1 to play: every battery is charged
	// robot 3 moves [3,6] → [3,4] for 2 batteries (B3 B4)
	// battery 4 moves [3,5] → [3,4]
	// player 1 ends turn 1
}

func ExampleParseAction() {
	for _, s := range []string{"R3 [2,4]", "r3 [2,6]-[2,4] using B2,B1", "B9 [3,2]"} {
		a, _ := nz.ParseAction(s)
		fmt.Println(a)
	}
	// Output:
	// R3 [2,4]
	// R3 [2,6]-[2,4] using B1 B2
	// B9 [3,2]
}

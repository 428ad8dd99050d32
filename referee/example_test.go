package referee

import (
	"context"
	"fmt"
	"os"

	"mecanoid/referee/talk"
)

// A game plugs into the one loop by its adapter (here Hop, the test game
// of hop_test.go): the Referee reads the table, asks the players (here a
// script), plays each step, shows it, tells what to move and checks the
// table, until the game is over.
func ExampleReferee() {
	answers := []string{"N", "S", "N", "S", "N"}
	tb := newHopTable(hopStart) // players who move the robots as told
	ref := &Referee[hopState]{
		Game:     &hopGame{},
		Table:    tb,
		Displays: []talk.Display{tb, Terminal{W: os.Stdout}},
		Ask: talk.AskFunc(func(_ context.Context, q talk.Question) (map[string]string, error) {
			return map[string]string{q.Who[0]: answers[q.Step-1]}, nil
		}),
	}
	ctx := context.Background()
	s, err := ref.Start(ctx)
	if err != nil {
		fmt.Println(err)
		return
	}
	if _, err := ref.Play(ctx, s); err != nil {
		fmt.Println(err)
	}
	// Output:
	// == Hop: Ann's robot 1 on [1,4], Bob's robot 2 on [4,1]
	//
	// == turn 1 ==
	// turn 1: Ann to hop
	//   Ann's robot 1 hops [1,4] → [1,3] (hop)
	// move the pieces:
	//   robot 1: to [1,3]
	// the table matches the ruling
	//
	// == turn 2 ==
	// turn 2: Bob to hop
	//   Bob's robot 2 hops [4,1] → [4,2] (hop)
	// move the pieces:
	//   robot 2: to [4,2]
	// the table matches the ruling
	//
	// == turn 3 ==
	// turn 3: Ann to hop
	//   Ann's robot 1 hops [1,3] → [1,2] (hop)
	// move the pieces:
	//   robot 1: to [1,2]
	// the table matches the ruling
	//
	// == turn 4 ==
	// turn 4: Bob to hop
	//   Bob's robot 2 hops [4,2] → [4,3] (hop)
	// move the pieces:
	//   robot 2: to [4,3]
	// the table matches the ruling
	//
	// == turn 5 ==
	// turn 5: Ann to hop
	//   Ann's robot 1 hops [1,2] → [1,1] (hop)
	// move the pieces:
	//   robot 1: to [1,1]
	// the table matches the ruling
	//
	// == Ann wins: first to the far row; game over after 5 turns
}

package hop_test

import (
	"context"
	"fmt"
	"os"
	"sync"

	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// playedTable is a table whose players move the robots as the referee
// tells them (a Display of its instructions) and a camera that reads
// them (a referee.Table).
type playedTable struct {
	mu     sync.Mutex
	robots [2][2]int
}

func (t *playedTable) Show(u talk.Update) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if u.Kind == talk.UpdateInstruct {
		for _, m := range u.Moves {
			t.robots[m.Robot-1] = [2]int{m.To.X, m.To.Y}
		}
	}
}

func (t *playedTable) Look(ctx context.Context) (*vision.State, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%w: %w", referee.ErrStopped, err)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	st := &vision.State{}
	for i, r := range t.robots {
		p := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: i + 1}
		st.Pieces = append(st.Pieces, vision.Piece{Tag: p, Label: p.Label(), Col: r[0], Row: r[1], Facing: "N"})
	}
	return st, nil
}

// A game plugs into the one loop by its adapter: the Referee reads the
// table, asks the players (here a script), plays each step, shows it,
// tells what to move and checks the table, until the game is over.
func Example() {
	tb := &playedTable{robots: start.Robots}
	ref := &referee.Referee[position]{
		Game:     &hopGame{},
		Table:    tb,
		Displays: []talk.Display{tb, referee.Terminal{W: os.Stdout}},
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

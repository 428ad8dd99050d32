package referee_test

import (
	"context"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/referee/refereetest"
	"strings"
	"testing"
	"time"

	"mecanoid/engine/dr2d"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// dr2dSeen is what a scanner reads of s's robots, with some robots
// elsewhere (players halfway through moving them; a zero cell: not on
// the table).
func dr2dSeen(s *dr2d.State, elsewhere map[int]dr2d.Robot) *vision.State {
	st := &vision.State{}
	for _, r := range s.Robots {
		if o, ok := elsewhere[r.ID]; ok {
			r = o
		}
		if r.Left || r.Cell == (dr2d.Cell{}) {
			continue
		}
		pl := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: r.ID}
		st.Pieces = append(st.Pieces, vision.Piece{Tag: pl, Text: pl.String(), Label: pl.Label(), Col: r.Cell.X, Row: r.Cell.Y, Facing: r.Facing.String()})
	}
	return st
}

// TestLiveTableGoesOnByItself: on a watched table nobody presses Enter.
// The players set up robot 1, then robot 2, and the game starts when
// both stand; after each turn they move one robot right and the other
// facing the wrong way: the page shows that one red with what to do,
// they turn it, it shows green, and the next turn starts by itself.
func TestLiveTableGoesOnByItself(t *testing.T) {
	b := testBoard(t)
	start, err := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{
		{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7},
		{ID: 2, Cell: dr2d.Cell{X: 4, Y: 5}, Facing: dr2d.North, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	tb := refereetest.NewLiveTable(dr2dSeen(start, map[int]dr2d.Robot{2: {}})) // robot 2 not yet put down
	game := &gamedr2d.DR2D{Board: b, Robots: []int{1, 2}}
	game.Programs = gamedr2d.NewBot(7, game.State)
	var ups []talk.Update
	var before *dr2d.State
	wrongs, turned := 0, 0
	players := displayFunc(func(u talk.Update) {
		ups = append(ups, u)
		switch u.Kind {
		case talk.UpdateCheck:
			if u.Turn == 0 && len(u.Pieces) == 1 {
				tb.Put(dr2dSeen(start, nil)) // robot 2 put down
			}
			for i, p := range u.Pieces {
				if !p.OK && p.Seen && p.Cell == p.Want { // turned the wrong way: they turn it
					if got := u.Langs["en"].Pieces[i]; !strings.HasPrefix(got, "robot 2: should face ") {
						t.Errorf("robot 2 wrong way: %q", got)
					}
					wrongs++
					tb.Put(dr2dSeen(before, nil))
				}
			}
		case talk.UpdateInstruct:
			before = stateFromJSON(t, b, u.State)
			p2, _ := before.Robot(2)
			r2 := *p2
			r2.Facing = r2.Facing.Turn(1)
			tb.Put(dr2dSeen(before, map[int]dr2d.Robot{2: {}})) // robot 1 moved, robot 2 lifted
			if r2.Left {
				tb.Put(dr2dSeen(before, nil))
			} else {
				turned++
				tb.Put(dr2dSeen(before, map[int]dr2d.Robot{2: r2})) // robot 2 down, the wrong way
			}
		}
	})
	ref := &referee.Referee[*dr2d.State]{Game: game, Table: tb, Displays: []talk.Display{players}, MaxSteps: 3}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	s, err := ref.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Robots) != 2 {
		t.Fatalf("started with %d robots", len(s.Robots))
	}
	if _, err := ref.Play(ctx, s); err != nil && !strings.Contains(err.Error(), "no end after 3 turns") {
		t.Fatal(err)
	}
	first := kinds(ups, talk.UpdateCheck)[0]
	if first.Turn != 0 || !strings.Contains(first.Langs["en"].Problems[0], "still to put down: robot 2") {
		t.Errorf("the table half set up: %+v", first)
	}
	var asks, matches int
	for i, u := range ups {
		switch {
		case u.Kind == talk.UpdateAsk:
			asks++
		case u.Kind == talk.UpdateVerify && u.Text == "the table matches the ruling":
			matches++
			prev := ups[i-1]
			ok := prev.Kind == talk.UpdateCheck && len(prev.Pieces) > 0
			for _, p := range prev.Pieces {
				ok = ok && p.OK
			}
			if !ok {
				t.Errorf("before the match: %+v, want every robot green", prev)
			}
		}
	}
	if asks != 3 || matches != 3 || wrongs != turned || turned == 0 {
		t.Errorf("%d turns asked, %d tables matched, %d robots seen turned the wrong way of %d: want 3, 3, all", asks, matches, wrongs, turned)
	}
	if tb.Looks() != 4 { // once at the start, once after each turn: then only settles
		t.Errorf("%d pictures read at once, want 4", tb.Looks())
	}
}

// TestLiveTableWithoutKeyboard: a referee whose keyboard has no more
// input (run without a terminal) goes on watching the table alone; a
// robot in a player's hand (expected, not seen) is a piece missing from
// the check, not a picture to take again.
func TestLiveTableWithoutKeyboard(t *testing.T) {
	b := testBoard(t)
	want, err := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{
		{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7},
		{ID: 2, Cell: dr2d.Cell{X: 4, Y: 5}, Facing: dr2d.East, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	tb := refereetest.NewLiveTable(dr2dSeen(want, map[int]dr2d.Robot{2: {}}), vision.Problem{Piece: "robot 2", Why: vision.WhyNotSeen})
	var checks []talk.Update
	players := displayFunc(func(u talk.Update) {
		if u.Kind == talk.UpdateCheck {
			checks = append(checks, u)
			go func() { time.Sleep(20 * time.Millisecond); tb.Put(dr2dSeen(want, nil)) }() // robot 2 put down
		}
	})
	ref := &referee.Referee[*dr2d.State]{Game: &gamedr2d.DR2D{Board: b}, Table: tb, Displays: []talk.Display{players},
		Ready: func(ctx context.Context, what string) error {
			_, err := referee.NewKeyboard(strings.NewReader("")).ReadLine(ctx)
			return err
		}}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := ref.Verify(ctx, 1, want, referee.ScanCheck, "turn 1"); err != nil {
		t.Fatalf("the keyboard gone, the table not watched: %v", err)
	}
	if len(checks) == 0 || len(checks[0].Pieces) != 2 || checks[0].Pieces[1].Seen || checks[0].Pieces[1].OK ||
		checks[0].Langs["en"].Pieces[1] != "robot 2: not on the table: put it on [4,5] facing E" {
		t.Errorf("robot 2 in a hand: %+v", checks)
	}
}

// settling is a watched table the players leave again and again without
// changing anything: its first settles show wrong, then right.
type settling struct {
	*refereetest.LiveTable
	wrong, right *vision.State
	n, settles   int
}

func (s *settling) Changed(ctx context.Context) (*vision.State, error) {
	s.settles++
	if s.settles <= s.n {
		return s.wrong, nil
	}
	return s.right, nil
}

// A table that never matched printed the same "still to put right" block
// at every settle: 36 a minute, 11,000 lines an hour. Now a check is said
// once, until what it says changes.
func TestLiveCheckSaidOnceUntilItChanges(t *testing.T) {
	b := testBoard(t)
	want, err := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{
		{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7},
		{ID: 2, Cell: dr2d.Cell{X: 4, Y: 5}, Facing: dr2d.East, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	wrong := dr2dSeen(want, map[int]dr2d.Robot{2: {ID: 2, Cell: dr2d.Cell{X: 3, Y: 5}, Facing: dr2d.East}})
	tb := &settling{LiveTable: refereetest.NewLiveTable(wrong), wrong: wrong, right: dr2dSeen(want, nil), n: 30}
	var checks []talk.Update
	players := displayFunc(func(u talk.Update) {
		if u.Kind == talk.UpdateCheck {
			checks = append(checks, u)
		}
	})
	ref := &referee.Referee[*dr2d.State]{Game: &gamedr2d.DR2D{Board: b}, Table: tb, Displays: []talk.Display{players}}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := ref.Verify(ctx, 1, want, referee.ScanCheck, "turn 1"); err != nil {
		t.Fatal(err)
	}
	// The first look, then 30 settles on the same wrong table, then right.
	if tb.settles != 31 {
		t.Errorf("%d settles, want 31", tb.settles)
	}
	if len(checks) != 2 || !strings.Contains(checks[0].Text, "still to put right") || strings.Contains(checks[1].Text, "still to put right") {
		for _, c := range checks {
			t.Logf("check: %q", c.Text)
		}
		t.Errorf("%d checks said, want the wrong table once, then the right one", len(checks))
	}
}

package referee_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"mecanoid/engine/dr2d"
	nz "mecanoid/engine/netzwerk"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// liveTable is a table watched without pause, as the players leave it:
// put is their hands leaving the table with the pieces as given (a
// settle); Look reads the table as it stands.
type liveTable struct {
	mu         sync.Mutex
	now        *vision.State
	doubt      []vision.Problem // the scanner's problems with now
	seq, taken int
	wake       chan struct{}
	looks      int // pictures read on Enter or at once (Look)
}

var _ referee.LiveTable = (*liveTable)(nil)

func newLiveTable(st *vision.State) *liveTable { return &liveTable{now: st, wake: make(chan struct{})} }

func (t *liveTable) put(st *vision.State, doubt ...vision.Problem) {
	t.mu.Lock()
	t.now, t.seq, t.doubt = st, t.seq+1, doubt
	close(t.wake)
	t.wake = make(chan struct{})
	t.mu.Unlock()
}

func (t *liveTable) Look(ctx context.Context) (*vision.State, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.looks++
	t.taken = t.seq
	return t.now, t.err()
}

func (t *liveTable) err() error {
	if t.doubt != nil {
		return &vision.RescanError{Problems: t.doubt}
	}
	return nil
}

func (t *liveTable) Changed(ctx context.Context) (*vision.State, error) {
	for {
		t.mu.Lock()
		if t.seq > t.taken {
			t.taken = t.seq
			st, err := t.now, t.err()
			t.mu.Unlock()
			return st, err
		}
		wake := t.wake
		t.mu.Unlock()
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-wake:
		}
	}
}

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
	tb := newLiveTable(dr2dSeen(start, map[int]dr2d.Robot{2: {}})) // robot 2 not yet put down
	game := &referee.DR2D{Board: b, Robots: []int{1, 2}}
	game.Programs = referee.NewBot(7, game.State)
	var ups []talk.Update
	var before *dr2d.State
	wrongs, turned := 0, 0
	players := displayFunc(func(u talk.Update) {
		ups = append(ups, u)
		switch u.Kind {
		case talk.UpdateCheck:
			if u.Turn == 0 && len(u.Pieces) == 1 {
				tb.put(dr2dSeen(start, nil)) // robot 2 put down
			}
			for i, p := range u.Pieces {
				if !p.OK && p.Seen && p.Cell == p.Want { // turned the wrong way: they turn it
					if got := u.Langs["en"].Pieces[i]; !strings.HasPrefix(got, "robot 2: should face ") {
						t.Errorf("robot 2 wrong way: %q", got)
					}
					wrongs++
					tb.put(dr2dSeen(before, nil))
				}
			}
		case talk.UpdateInstruct:
			before = stateFromJSON(t, b, u.State)
			p2, _ := before.Robot(2)
			r2 := *p2
			r2.Facing = r2.Facing.Turn(1)
			tb.put(dr2dSeen(before, map[int]dr2d.Robot{2: {}})) // robot 1 moved, robot 2 lifted
			if r2.Left {
				tb.put(dr2dSeen(before, nil))
			} else {
				turned++
				tb.put(dr2dSeen(before, map[int]dr2d.Robot{2: r2})) // robot 2 down, the wrong way
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
	if tb.looks != 4 { // once at the start, once after each turn: then only settles
		t.Errorf("%d pictures read at once, want 4", tb.looks)
	}
}

// TestLiveNetzwerkJudgesEachMove: the player moves a robot of the
// other side; the referee names it before the player says the turn is
// done; the player puts it back and plays demo.json's turn 1, then says
// done (Enter): the turn is taken.
func TestLiveNetzwerkJudgesEachMove(t *testing.T) {
	states := demoGame(t)
	before := states[0]
	var wrong []nz.Piece
	moved := false
	for _, p := range before.Pieces() {
		if p.Kind == 'R' && nz.DefaultConfig.Owner(p.ID) != before.ToMove() && !moved {
			p.Y += map[bool]int{true: -1, false: 1}[p.Y > 3] // a step forward, for the other player
			moved = true
		}
		wrong = append(wrong, p)
	}
	illegal, err := nz.FromPieces(nz.DefaultConfig, before.ToMove().Other(), 1, wrong)
	if err != nil {
		t.Fatal(err)
	}
	tb := newLiveTable(netzSeen(before))
	enter := make(chan struct{}, 1)
	var ups []talk.Update
	named := false
	players := displayFunc(func(u talk.Update) {
		ups = append(ups, u)
		switch {
		case u.Kind == talk.UpdateCheck && u.Turn == 0: // the set-up read: Enter starts
			enter <- struct{}{}
		case u.Kind == talk.UpdateAsk && u.Turn == 1:
			tb.put(netzSeen(illegal))
		case u.Kind == talk.UpdateCheck && strings.HasPrefix(u.Text, "not a legal turn so far"):
			named = true
			tb.put(netzSeen(states[1]))
		case u.Kind == talk.UpdateCheck && strings.HasPrefix(u.Text, "so far, player 1"):
			enter <- struct{}{}
		}
	})
	readies := 0
	ref := &referee.Referee[*nz.State]{Game: &referee.Netzwerk{Config: nz.DefaultConfig, First: nz.Player1}, Table: tb,
		Displays: []talk.Display{players}, MaxSteps: 1,
		Ready: func(ctx context.Context, what string) error {
			readies++
			select {
			case <-enter:
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		}}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	s, err := ref.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// With a keyboard, the players say when the set-up is done.
	if len(ups) < 2 || ups[0].Kind != talk.UpdateCheck || ups[1].Kind != talk.UpdateStart {
		t.Fatalf("start: %+v", ups)
	}
	next, err := ref.Step(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if !named {
		t.Error("the illegal move was not named before the turn was done")
	}
	if next.Turn() != 1 || !next.SamePieces(states[1]) {
		t.Errorf("after turn 1: %s", nz.StateText(next))
	}
	if ill := kinds(ups, talk.UpdateIllegal); len(ill) != 0 {
		t.Errorf("a move named while made is not a turn refused: %+v", ill)
	}
	var check talk.Update
	for _, u := range kinds(ups, talk.UpdateCheck) {
		if strings.HasPrefix(u.Text, "not a legal turn so far") {
			check = u
		}
	}
	if check.Rule == "" || len(check.Pieces) != 1 || check.Pieces[0].OK {
		t.Errorf("the move named: rule %q, pieces %+v: want the rule, the robot moved red", check.Rule, check.Pieces)
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
	tb := newLiveTable(dr2dSeen(want, map[int]dr2d.Robot{2: {}}))
	tb.doubt = []vision.Problem{{Piece: "robot 2", Why: vision.WhyNotSeen}}
	var checks []talk.Update
	players := displayFunc(func(u talk.Update) {
		if u.Kind == talk.UpdateCheck {
			checks = append(checks, u)
			go func() { time.Sleep(20 * time.Millisecond); tb.put(dr2dSeen(want, nil)) }() // robot 2 put down
		}
	})
	ref := &referee.Referee[*dr2d.State]{Game: &referee.DR2D{Board: b}, Table: tb, Displays: []talk.Display{players},
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

// TestLiveNetzwerkCaptureTakenOffFirst: the player takes the captured
// robot off before moving the capturing one: while the hand holds it, the
// table is no illegal turn.
func TestLiveNetzwerkCaptureTakenOffFirst(t *testing.T) {
	states := demoGame(t)
	before := states[4] // turn 5 of demo.json: robot 2 [2,5]→[2,3] captures robot 8
	var half []nz.Piece
	for _, p := range before.Pieces() {
		if p.Kind == 'R' && p.ID == 8 {
			continue // taken off first
		}
		half = append(half, p)
	}
	halfway, err := nz.FromPieces(nz.DefaultConfig, nz.Player2, 5, half)
	if err != nil {
		t.Fatal(err)
	}
	tb := newLiveTable(netzSeen(before))
	enter := make(chan struct{}, 1)
	var checks []talk.Update
	players := displayFunc(func(u talk.Update) {
		switch u.Kind {
		case talk.UpdateAsk: // robot 8 off; then, a moment later, the turn made, and Enter
			tb.put(netzSeen(halfway))
			go func() { time.Sleep(20 * time.Millisecond); tb.put(netzSeen(states[5])); enter <- struct{}{} }()
		case talk.UpdateCheck:
			checks = append(checks, u)
		}
	})
	ref := &referee.Referee[*nz.State]{Game: &referee.Netzwerk{Config: nz.DefaultConfig}, Table: tb, Displays: []talk.Display{players},
		Ready: func(ctx context.Context, what string) error {
			select {
			case <-enter:
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		}}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	next, err := ref.Step(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	if !next.SamePieces(states[5]) {
		t.Errorf("after turn 5: %s", nz.StateText(next))
	}
	for _, c := range checks {
		if strings.HasPrefix(c.Text, "not a legal turn") {
			t.Errorf("the captured robot in a hand, flagged: %q", c.Text)
		}
	}
}

package netzwerk_test

import (
	"context"
	"fmt"
	"mecanoid/referee/refereetest"
	"strings"
	"testing"
	"time"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/game/netzwerk"
	"mecanoid/referee"
	"mecanoid/referee/talk"
)

// TestLiveNetzwerkJudgesEachMove: the player moves a robot of the
// other side; the referee names it before the player says the turn is
// done; the player puts it back and plays demo.json's turn 1, then says
// done (Enter): the turn is taken.
func TestLiveNetzwerkJudgesEachMove(t *testing.T) {
	states := demoGame(t)
	before := states[0]
	var wrong []rules.Piece
	moved := false
	for _, p := range before.Pieces() {
		if p.Kind == 'R' && rules.DefaultConfig.Owner(p.ID) != before.ToMove() && !moved {
			p.Y += map[bool]int{true: -1, false: 1}[p.Y > 3] // a step forward, for the other player
			moved = true
		}
		wrong = append(wrong, p)
	}
	illegal, err := rules.FromPieces(rules.DefaultConfig, before.ToMove().Other(), 1, wrong)
	if err != nil {
		t.Fatal(err)
	}
	tb := refereetest.NewLiveTable(netzSeen(before))
	enter := make(chan struct{}, 1)
	var ups []talk.Update
	named := false
	players := refereetest.DisplayFunc(func(u talk.Update) {
		ups = append(ups, u)
		switch {
		case u.Kind == talk.UpdateCheck && u.Turn == 0: // the set-up read: Enter starts
			enter <- struct{}{}
		case u.Kind == talk.UpdateAsk && u.Turn == 1:
			tb.Put(netzSeen(illegal))
		case u.Kind == talk.UpdateCheck && strings.HasPrefix(u.Text, "not a legal turn so far"):
			named = true
			tb.Put(netzSeen(states[1]))
		case u.Kind == talk.UpdateCheck && strings.HasPrefix(u.Text, "so far, player 1"):
			enter <- struct{}{}
		}
	})
	readies := 0
	ref := &referee.Referee[*rules.State]{Game: &netzwerk.Netzwerk{Config: rules.DefaultConfig, First: rules.Player1}, Table: tb,
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
	// The setup drawn first, then, with a keyboard, the players say when the set-up is done.
	if len(ups) < 3 || ups[0].Kind != talk.UpdatePreview || ups[0].Langs["fr"].View == nil || ups[1].Kind != talk.UpdateCheck || ups[2].Kind != talk.UpdateStart {
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
		t.Errorf("after turn 1: %s", rules.StateText(next))
	}
	if ill := refereetest.Kinds(ups, talk.UpdateIllegal); len(ill) != 0 {
		t.Errorf("a move named while made is not a turn refused: %+v", ill)
	}
	var check talk.Update
	for _, u := range refereetest.Kinds(ups, talk.UpdateCheck) {
		if strings.HasPrefix(u.Text, "not a legal turn so far") {
			check = u
		}
	}
	if check.Rule == "" || len(check.Pieces) != 1 || check.Pieces[0].OK {
		t.Errorf("the move named: rule %q, pieces %+v: want the rule, the robot moved red", check.Rule, check.Pieces)
	}
	// Drawn as it is judged, in both languages: the robot moved red where
	// it stands, its ghost where it stood; then turn 1's robots green.
	bad := check.Pieces[0]
	was, _ := before.Robot(bad.ID)
	for code, w := range check.Langs {
		pieces, ghosts, _ := netzwerk.DrawnPieces(t, w.View.Board)
		at := fmt.Sprintf("%d,%d", bad.Cell.X, bad.Cell.Y)
		if p := drawn(pieces, bad.ID); p.Class != "bad" || p.Square != at {
			t.Errorf("%s: robot %d drawn %+v, want red on %s", code, bad.ID, p, at)
		}
		if len(ghosts) != 1 || ghosts[0].Piece != fmt.Sprintf("robot %d", bad.ID) || ghosts[0].Square != fmt.Sprintf("%d,%d", was.X, was.Y) {
			t.Errorf("%s: ghosts %+v, want robot %d's on %v", code, ghosts, bad.ID, was)
		}
	}
	var good talk.Update
	for _, u := range refereetest.Kinds(ups, talk.UpdateCheck) {
		if strings.HasPrefix(u.Text, "so far, player 1") {
			good = u
		}
	}
	pieces, ghosts, _ := netzwerk.DrawnPieces(t, good.Langs["fr"].View.Board)
	oks := 0
	for _, p := range pieces {
		if p.Class == "ok" {
			oks++
		}
	}
	if len(good.Pieces) == 0 || oks != len(good.Pieces) || len(ghosts) != 0 || !strings.Contains(good.Langs["fr"].View.Board, `data-path="robot 4"`) {
		t.Errorf("turn 1 so far: %d pieces green of %d checked, ghosts %v, or robot 4's path not drawn", oks, len(good.Pieces), ghosts)
	}
}

// drawn is robot id of pieces drawn.
func drawn(pieces []netzwerk.DrawnPiece, id int) netzwerk.DrawnPiece {
	for _, p := range pieces {
		if p.Piece == fmt.Sprintf("robot %d", id) {
			return p
		}
	}
	return netzwerk.DrawnPiece{}
}

// TestLiveNetzwerkCaptureTakenOffFirst: the player takes the captured
// robot off before moving the capturing one: while the hand holds it, the
// table is no illegal turn.
func TestLiveNetzwerkCaptureTakenOffFirst(t *testing.T) {
	states := demoGame(t)
	before := states[4] // turn 5 of demo.json: robot 2 [2,5]→[2,3] captures robot 8
	var half []rules.Piece
	for _, p := range before.Pieces() {
		if p.Kind == 'R' && p.ID == 8 {
			continue // taken off first
		}
		half = append(half, p)
	}
	halfway, err := rules.FromPieces(rules.DefaultConfig, rules.Player2, 5, half)
	if err != nil {
		t.Fatal(err)
	}
	tb := refereetest.NewLiveTable(netzSeen(before))
	enter := make(chan struct{}, 1)
	var checks []talk.Update
	players := refereetest.DisplayFunc(func(u talk.Update) {
		switch u.Kind {
		case talk.UpdateAsk: // robot 8 off; then, a moment later, the turn made, and Enter
			tb.Put(netzSeen(halfway))
			go func() { time.Sleep(20 * time.Millisecond); tb.Put(netzSeen(states[5])); enter <- struct{}{} }()
		case talk.UpdateCheck:
			checks = append(checks, u)
		}
	})
	ref := &referee.Referee[*rules.State]{Game: &netzwerk.Netzwerk{Config: rules.DefaultConfig}, Table: tb, Displays: []talk.Display{players},
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
		t.Errorf("after turn 5: %s", rules.StateText(next))
	}
	for _, c := range checks {
		if strings.HasPrefix(c.Text, "not a legal turn") {
			t.Errorf("the captured robot in a hand, flagged: %q", c.Text)
		}
	}
}

// TestLiveNetzwerkDoneAsked: on a live table with someone to ask (a
// phone, the keyboard), the turn ends when the side to play says done:
// its seat is asked with the one-button form, and the keyboard's Ready
// is back once the turn is taken.
func TestLiveNetzwerkDoneAsked(t *testing.T) {
	states := demoGame(t)
	tb := refereetest.NewLiveTable(netzSeen(states[0]))
	done := make(chan struct{}, 1)
	players := refereetest.DisplayFunc(func(u talk.Update) {
		if u.Kind == talk.UpdateCheck && strings.HasPrefix(u.Text, "so far, player 1") {
			done <- struct{}{} // turn 1 made: the phone says done
		}
		if u.Kind == talk.UpdateAsk && u.Turn == 1 {
			tb.Put(netzSeen(states[1]))
		}
	})
	var asked []talk.Question
	ready := func(ctx context.Context, what string) error { return nil } // Enter, for the set-up
	ref := &referee.Referee[*rules.State]{Game: &netzwerk.Netzwerk{Config: rules.DefaultConfig, First: rules.Player1}, Table: tb,
		Displays: []talk.Display{players}, MaxSteps: 1, Ready: ready,
		Ask: talk.AskFunc(func(ctx context.Context, q talk.Question) (map[string]string, error) {
			asked = append(asked, q)
			select {
			case <-done:
				return map[string]string{q.Who[0]: "done"}, nil
			case <-ctx.Done():
				return nil, fmt.Errorf("%w: %w", talk.ErrStopped, ctx.Err())
			}
		})}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := ref.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	next, err := ref.Step(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if next.Turn() != 1 || !next.SamePieces(states[1]) {
		t.Errorf("after turn 1: %s", rules.StateText(next))
	}
	if len(asked) == 0 || asked[0].Form != talk.FormDone || fmt.Sprint(asked[0].Who) != "[player 1]" || asked[0].Prompts["fr"] == "" {
		t.Errorf("asked %+v, want player 1's seat, the one-button form, in French too", asked)
	}
	if ref.Ready == nil || fmt.Sprintf("%p", ref.Ready) != fmt.Sprintf("%p", ready) {
		t.Error("the keyboard's Ready is not back after the turn")
	}
}

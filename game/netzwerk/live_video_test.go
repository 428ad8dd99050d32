package netzwerk_test

import (
	"context"
	"mecanoid/referee/refereetest"
	"strings"
	"testing"
	"time"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/game/netzwerk"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
	"mecanoid/vision/watch"
)

// TestLiveNetzwerkOnGeneratedVideo: a Netzwerk table filmed (a generated
// stream, hands and flicker): player 1 first moves a robot of player 2,
// which the referee names while the turn is being made; the player puts
// it back, moves robot 1 one square north and says done: the turn is
// taken. Everything the referee knows, it read from the frames.
func TestLiveNetzwerkOnGeneratedVideo(t *testing.T) {
	if testing.Short() {
		t.Skip("some 100 generated 1600x1200 frames")
	}
	start, err := rules.NewGame(rules.DefaultConfig, rules.Player1)
	if err != nil {
		t.Fatal(err)
	}
	easy, _ := synth.CategoryByName("easy")
	lt, err := synth.NewLiveTable(synth.LiveOptions{Scene: netzwerk.LiveScene(netzwerk.PhotoOptions{Category: easy, Seed: 7, Pieces: start.Pieces()}),
		FPS: 10, Flicker: 0.04, Reach: 400 * time.Millisecond, Carry: 400 * time.Millisecond, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	def := netzwerk.DefaultBoardPrint()
	layout := vision.NetzwerkLayout{Columns: 6, Rows: 6, Square: def.Square, Field: def.Field, Border: def.Border}
	sc := &vision.Scanner{Game: netzwerk.TagCode, Board: layout.Board(def.Markers), Layout: layout}
	table := &referee.Watched{Live: watch.Watch(lt, watch.Watcher{}, 0), Scanner: sc}
	defer table.Close()

	robot := func(id int) string { return tag.Payload{Game: netzwerk.TagCode, Kind: tag.Robot, ID: id}.String() }
	r1, _ := start.Robot(1)
	r7, _ := start.Robot(7)
	enter := make(chan struct{}, 1)
	var named, sofar []string
	players := refereetest.DisplayFunc(func(u talk.Update) {
		switch {
		case u.Kind == talk.UpdateCheck && u.Turn == 0: // set up: start
			enter <- struct{}{}
		case u.Kind == talk.UpdateAsk && u.Turn == 1: // robot 7 is not player 1's
			must(t, lt.Move(synth.Placement{Payload: robot(7), Col: r7.X, Row: r7.Y + 1}))
		case u.Kind == talk.UpdateCheck && strings.HasPrefix(u.Text, "not a legal turn so far"):
			named = append(named, u.Text)
			must(t, lt.Move(synth.Placement{Payload: robot(7), Col: r7.X, Row: r7.Y}))
			must(t, lt.Move(synth.Placement{Payload: robot(1), Col: r1.X, Row: r1.Y - 1}))
		case u.Kind == talk.UpdateCheck && strings.HasPrefix(u.Text, "so far, player 1"):
			sofar = append(sofar, u.Text)
			enter <- struct{}{}
		}
	})
	ref := &referee.Referee[*rules.State]{Game: &netzwerk.Netzwerk{Config: rules.DefaultConfig, First: rules.Player1}, Table: table,
		Displays: []talk.Display{players}, Expect: func(ps []tag.Payload) { sc.Expect = ps },
		Ready: func(ctx context.Context, what string) error {
			select {
			case <-enter:
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		}}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	s, err := ref.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	next, err := ref.Step(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := next.Robot(1); next.Turn() != 1 || got != (rules.Square{X: r1.X, Y: r1.Y - 1}) || len(rules.Diff(s, next)) != 1 {
		t.Errorf("turn 1 taken: %s", rules.StateText(next))
	}
	if len(named) != 1 || !strings.Contains(named[0], "robot 7") || len(sofar) == 0 {
		t.Errorf("named while made: %q; so far: %q", named, sofar)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

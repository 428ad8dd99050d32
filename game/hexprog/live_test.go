package hexprog_test

import (
	"context"
	"strings"
	"testing"
	"time"

	rules "mecanoid/engine/hexprog"
	"mecanoid/game/hexprog"
	"mecanoid/referee"
	"mecanoid/referee/refereetest"
	"mecanoid/referee/talk"
)

// TestHexProgLiveCheck: on a watched table the duel's round 1 is played;
// the players leave robot 2 where it stood: the page's drawing shows it
// red where the camera sees it, its ghost on the hex it should go to, the
// others green, and says what to do in both languages; they move it, all
// show green and the table matches. Every update the adapter makes with a
// position (start, the round's moves, the check) carries the drawing of
// that position in both languages.
func TestHexProgLiveCheck(t *testing.T) {
	g, states := duelGame(t)
	after := states[1]
	r2, _ := states[0].Robot(2)
	left := hexSeen(after)
	for i, p := range left.Pieces {
		if p.Tag.ID == 2 {
			left.Pieces[i].Col, left.Pieces[i].Row = r2.Cell.Col, r2.Cell.Row
		}
	}
	tb := refereetest.NewLiveTable(hexSeen(states[0]))
	var ups []talk.Update
	moved := false
	show := refereetest.DisplayFunc(func(u talk.Update) {
		ups = append(ups, u)
		switch {
		case u.Kind == talk.UpdateInstruct:
			tb.Put(left) // robot 2 forgotten
		case u.Kind == talk.UpdateCheck && u.Turn == 1 && !moved:
			for _, p := range u.Pieces {
				if p.ID == 2 && !p.OK {
					moved = true
					tb.Put(hexSeen(after))
				}
			}
		}
	})
	ref := &referee.Referee[*rules.State]{Game: &hexprog.HexProg{Setup: g.Setup, Signals: g.Signals}, Table: tb,
		Displays: []talk.Display{show}, MaxSteps: 1}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := ref.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ref.Play(ctx, s); err != nil && !strings.Contains(err.Error(), "no end after 1 round") {
		t.Fatal(err)
	}
	if !moved {
		t.Fatalf("robot 2 never shown red: %+v", refereetest.Kinds(ups, talk.UpdateCheck))
	}
	var red, green *talk.Update
	for i, u := range ups {
		if u.Kind != talk.UpdateCheck || u.Turn != 1 {
			continue
		}
		allOK := len(u.Pieces) == 4
		for _, p := range u.Pieces {
			allOK = allOK && p.OK
		}
		if allOK {
			green = &ups[i]
		} else if red == nil {
			red = &ups[i]
		}
	}
	if red == nil || green == nil {
		t.Fatalf("checks: red %v, green %v", red, green)
	}
	for i, p := range red.Pieces {
		en, fr := red.Langs["en"].Pieces[i], red.Langs["fr"].Pieces[i]
		switch {
		case p.ID == 2 && (p.OK || en != "robot 2: on hex [8,1] facing S (4), should be on [8,2] facing S (4)" || !strings.HasPrefix(fr, "robot 2 : sur la case [8,1]")):
			t.Errorf("robot 2: %+v %q %q", p, en, fr)
		case p.ID != 2 && (!p.OK || en != ""):
			t.Errorf("robot %d: %+v %q", p.ID, p, en)
		}
	}
	for _, l := range []string{"en", "fr"} {
		v := red.Langs[l].View
		if v == nil || !strings.Contains(v.Board, `class="robot bad" data-piece="robot 2" data-cell="8,1"`) ||
			!strings.Contains(v.Board, `class="ghost" data-piece="robot 2" data-cell="8,2" data-facing="S"`) ||
			strings.Count(v.Board, `class="robot ok"`) != 3 {
			t.Errorf("%s: the red check's drawing: %+v", l, v)
		}
		gv := green.Langs[l].View
		if gv == nil || strings.Count(gv.Board, `class="robot ok"`) != 4 || strings.Contains(gv.Board, "ghost") {
			t.Errorf("%s: the green check's drawing: %+v", l, gv)
		}
	}
	v := refereetest.Kinds(ups, talk.UpdateVerify)
	if len(v) == 0 || v[len(v)-1].Text != "the table matches the ruling" {
		t.Errorf("verify: %+v", v)
	}
	for _, kind := range []string{talk.UpdateStart, talk.UpdateInstruct} {
		us := refereetest.Kinds(ups, kind)
		if len(us) == 0 {
			t.Fatalf("no %s", kind)
		}
		for _, l := range []string{"en", "fr"} {
			if us[0].Langs[l].View == nil || !strings.Contains(us[0].Langs[l].View.Board, `data-piece="robot 4"`) {
				t.Errorf("%s in %s: no drawing", kind, l)
			}
		}
	}
	if ins := refereetest.Kinds(ups, talk.UpdateInstruct)[0]; !strings.Contains(ins.Langs["en"].View.Board, `data-piece="robot 2" data-cell="8,2"`) {
		t.Errorf("the round's moves drawn before the round: %s", ins.Langs["en"].View.Board)
	}
}

package referee_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	nz "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// TestNetzwerkInFrench: the demo game refereed at a French table: the
// asks, the steps and the winner in French, their English kept for the
// page.
func TestNetzwerkInFrench(t *testing.T) {
	states := demoGame(t)
	tb := &netzTable{}
	for _, s := range states {
		tb.script = append(tb.script, netzLook{s: s})
	}
	n, ups := netzReferee(t, tb)
	n.Lang = lang.FR
	ctx := context.Background()
	s, err := netzStart(ctx, n, nz.Player1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n.Play(ctx, s); err != nil {
		t.Fatal(err)
	}
	if got := (*ups)[0].Text; !strings.HasPrefix(got, "Netzwerk 6x6 : 12 robots et 14 batteries sur le plateau, au joueur 1 de jouer\n") {
		t.Errorf("start: %q", got)
	}
	asks := kinds(*ups, talk.UpdateAsk)
	if len(asks) != 13 || asks[1].Text != "tour 2 : au joueur 2 de jouer (robots 7, 8, 9, 10, 11, 12) : déplacez les robots, puis les batteries ; appuyez sur Entrée quand c'est fait" {
		t.Fatalf("%d asks, the second %q", len(asks), asks[1].Text)
	}
	if en := asks[1].Langs["en"].Text; en != "turn 2: player 2 to play (robots 7, 8, 9, 10, 11, 12): move robots, then batteries; press Enter when done" {
		t.Errorf("the English for the page: %q", en)
	}
	steps := kinds(*ups, talk.UpdateStep)
	if steps[0].Text != "le robot 1 va de [1,6] à [1,5] pour 1 batterie (B1)" {
		t.Errorf("first step: %q", steps[0].Text)
	}
	over := kinds(*ups, talk.UpdateOver)
	if len(over) != 1 || over[0].Text != "le joueur 1 gagne : 3 de ses 5 robots sur le plateau sont sur la dernière ligne (ligne 1) ; partie finie après 13 tours" {
		t.Errorf("end: %+v", over)
	}
	if en := over[0].Langs["en"].Text; en != "player 1 wins: 3 of its 5 robot(s) on the board stand on the far row (row 1); game over after 13 turns" {
		t.Errorf("the end in English: %q", en)
	}
}

// TestNetzwerkIllegalTurnInFrench: robot 4 moved backward at a French
// table: the rule named in French, and the pieces to put back.
func TestNetzwerkIllegalTurnInFrench(t *testing.T) {
	states := demoGame(t)
	before := states[4]
	var ps []nz.Piece
	for _, p := range before.Pieces() {
		if p.Kind == 'R' && p.ID == 4 {
			p.X, p.Y = 4, 5
		}
		ps = append(ps, p)
	}
	moved, err := nz.FromPieces(nz.DefaultConfig, nz.Player2, 5, ps)
	if err != nil {
		t.Fatal(err)
	}
	tb := &netzTable{script: []netzLook{{s: before}, {s: moved}, {s: before}, {s: states[5]}}}
	n, ups := netzReferee(t, tb)
	n.Lang = lang.FR
	ctx := context.Background()
	s, err := netzStart(ctx, n, nz.Player1, 4)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n.Step(ctx, s); err != nil {
		t.Fatal(err)
	}
	ill := kinds(*ups, talk.UpdateIllegal)
	if len(ill) != 1 {
		t.Fatalf("illegal: %+v", ill)
	}
	want := "tour illégal : le robot 4 a reculé : [4,3]→[4,5] ; les robots du joueur 1 vont vers le nord ou de côté [règle : déplacement des robots]\n" +
		"remettez les pièces comme avant le tour 5 :\n  robot 4 : sur la case [4,5], remettez-le sur la case [4,3]"
	if ill[0].Text != want {
		t.Errorf("illegal turn:\n%s\nwant\n%s", ill[0].Text, want)
	}
	if !reflect.DeepEqual(ill[0].Problems, []string{"robot 4 : sur la case [4,5], remettez-le sur la case [4,3]"}) ||
		!reflect.DeepEqual(ill[0].Langs["en"].Problems, []string{"robot 4: on square [4,5], put it back on square [4,3]"}) {
		t.Errorf("put back: %q / %q", ill[0].Problems, ill[0].Langs["en"].Problems)
	}
	if !strings.HasPrefix(ill[0].Langs["en"].Text, "illegal turn: robot 4 moved backward: [4,3]→[4,5]; player 1's robots move north or sideways [rule: robot-move]\n") {
		t.Errorf("English: %q", ill[0].Langs["en"].Text)
	}
	if m := kinds(*ups, talk.UpdateMessage); len(m) == 0 || m[0].Text != "joueur 1, rejouez le tour 5" {
		t.Errorf("after the pieces were put back: %+v", m)
	}
}

package referee_test

import (
	"context"
	"fmt"
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

// TestSkirmishInFrench: the crossing game at a French table: the
// prompt, the moves to make and the winner in French; an illegal turn
// refused in French, and its Check error said in the table's language.
func TestSkirmishInFrench(t *testing.T) {
	g, states := crossingGame(t)
	m := g.Setup.Map
	tb := &skirTable{m: m}
	for _, s := range states {
		tb.script = append(tb.script, s.Position())
	}
	var asked []talk.Question
	k, ups := skirReferee(m, tb, turnsAsker(g, 1, &asked))
	k.Lang = lang.FR
	ctx := context.Background()
	s, err := skirStart(ctx, k, g.Setup)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := k.Play(ctx, s); err != nil {
		t.Fatal(err)
	}
	over := kinds(*ups, talk.UpdateOver)
	if want := "Alice gagne : le commandeur de l'équipe Bruno, le robot 11, a été détruit ; partie finie à la manche 11 (robots en fonctionnement : Alice 2, Bruno 0 ; perdus : Alice 4, Bruno 6 ; blessés : Alice 1, Bruno 0)"; len(over) != 1 || over[0].Text != want {
		t.Errorf("end: %+v\nwant %q", over, want)
	}
	if start := kinds(*ups, talk.UpdateStart); len(start) != 1 || !strings.HasPrefix(start[0].Text, "Escarmouche sur La traversée (24 plots, 33 ponts) : Alice contre Bruno, 6 robots sur la carte ; ") {
		t.Errorf("start: %+v", start)
	}
	instr := kinds(*ups, talk.UpdateInstruct)
	if len(instr) == 0 || instr[0].Problems[0] != "robot 2 (Soldat) : du plot A2 au plot A4" || instr[0].Moves[0].Text != instr[0].Problems[0] ||
		instr[0].Langs["en"].Problems[0] != "robot 2 (Soldat): from plot A2 to plot A4" {
		t.Errorf("moves: %+v", instr)
	}
	if q := asked[0]; q.Prompt != "les appels et les actions de votre tour, séparés par « ; » (par exemple « call 4 A1; 2: A3 fire 13 »), ou « pass »" ||
		q.Prompts["en"] != `your turn's calls and actions, separated by ";" (e.g. "call 4 A1; 2: A3 fire 13"), or "pass"` || q.Prompts["fr"] != q.Prompt {
		t.Errorf("prompt %q, %q", q.Prompt, q.Prompts)
	}

	// Robot 2 (Soldat, speed 2) A2 → A5 is 3 bridges: refused.
	answers := []string{"call 4 A1; 2: A5", strings.Join(g.File.Turns[0].Actions, "\n")}
	var checked error
	asks := 0
	asker := talk.AskFunc(func(ctx context.Context, q talk.Question) (map[string]string, error) {
		if asks == 0 {
			checked = q.Check(q.Who[0], answers[0])
		}
		asks++
		return map[string]string{q.Who[0]: answers[1]}, nil
	})
	k, ups = skirReferee(m, &skirTable{m: m, script: []map[int]string{states[1].Position()}}, asker)
	k.Lang = lang.FR
	if _, err := k.Step(ctx, states[0]); err != nil {
		t.Fatal(err)
	}
	want := `refusé (règle : trop loin) : action 2 ("2: A5") : robot 2 (Soldat) ne peut pas aller de A2 à A5 : 3 ponts, et il lui reste 2 de sa vitesse 2 ; rien n'a été joué, redonnez tout le tour`
	if checked == nil || checked.Error() != want {
		t.Errorf("Check: %v\nwant %s", checked, want)
	}
	if ill := kinds(*ups, talk.UpdateIllegal); len(ill) != 1 || ill[0].Text != "Alice : "+want ||
		ill[0].Langs["en"].Text != `Alice: refused (rule: too far): action 2 ("2: A5"): robot 2 (Soldat) cannot move from A2 to A5: 3 bridges, and it has 2 left of its speed 2; nothing was played, give the whole turn again` {
		t.Errorf("refusal: %+v", ill)
	}
}

// TestHexProgInFrench: the duel at a French table: the events, the
// robots' moves and the winner in French; a signal refused in French.
func TestHexProgInFrench(t *testing.T) {
	g, states := duelGame(t)
	tb := &hexTable{}
	for _, s := range states {
		tb.script = append(tb.script, hexSeen(s))
	}
	h, ups, _ := hexReferee(g, tb)
	h.Lang = lang.FR
	var refused []string
	var prompt talk.Question
	h.Ask = talk.AskFunc(func(ctx context.Context, q talk.Question) (map[string]string, error) {
		if q.Step == 13 {
			prompt = q
			for _, a := range []struct{ who, answer string }{{"Violet", "R1 5"}, {"Violet", "R4"}} {
				if err := q.Check(a.who, a.answer); err != nil {
					refused = append(refused, err.Error())
				}
			}
		}
		var sigs []string
		for _, sg := range g.Signals[q.Step] {
			sigs = append(sigs, fmt.Sprintf("R%d %d", sg.Robot, sg.Step))
		}
		out := map[string]string{}
		for _, who := range q.Who {
			out[who] = "none"
		}
		if len(sigs) == 1 {
			out["Violet"] = sigs[0] // the duel's only signal is Violet's
		}
		return out, nil
	})
	ctx := context.Background()
	s, err := h.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	end, err := h.Play(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(end.JSON(), states[len(states)-1].JSON()) {
		t.Fatalf("the duel ends elsewhere: %+v", end.JSON())
	}
	over := kinds(*ups, talk.UpdateOver)
	if len(over) != 1 || over[0].Text != "Violet gagne ; partie finie à la manche 28" || over[0].Langs["en"].Text != "Violet wins; game over in round 28" {
		t.Errorf("over: %+v", over)
	}
	steps := kinds(*ups, talk.UpdateStep)
	if steps[2].Text != "pas 4 D+1 : robot 1 (Hunter) va de [2,1] à [2,2]" || steps[2].Langs["en"].Text != "step 4 D+1: robot 1 (Hunter) moves [2,1] → [2,2]" {
		t.Errorf("round 1's third event: %+v", steps[2])
	}
	moves := kinds(*ups, talk.UpdateInstruct)
	if len(moves) == 0 || moves[0].Problems[0] != "robot 1 (Hunter) : [2,1] → [2,2], toujours orienté S (4)" {
		t.Errorf("round 1's moves: %+v", moves[0])
	}
	if last := moves[len(moves)-1]; !strings.Contains(last.Text, "robot 1 (Hunter) : hors jeu en [1,3] : retirez-le du plateau") {
		t.Errorf("round 28's moves: %q", last.Text)
	}
	want := []string{"le robot 1 est à Vert : un joueur n'envoie de signal qu'à ses robots",
		`"R4" : répondez « none », ou le robot et le pas, comme « R3 7 » (le robot 3 joue le pas 7)`}
	if !reflect.DeepEqual(refused, want) {
		t.Errorf("refused:\n%q\nwant\n%q", refused, want)
	}
	if prompt.Prompt != "un signal radio pour un de vos robots, comme « R3 7 » (le robot 3 joue le pas 7), ou « none »" || prompt.Prompts["en"] == "" {
		t.Errorf("prompt %q %q", prompt.Prompt, prompt.Prompts)
	}
}

package tiles

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
)

// What the referee asks the players of a world: at each step, once a
// figurine is moved, "done", or a plan or a divination instead (a line a
// phone or the keyboard answers); and how a Hiatus is settled.

// answered ends a look at the table: the players answered plans or
// divinations, played before the table is read.
type answered struct{ inputs []rules.Input }

func (answered) Error() string { return "tiles: plans or divinations answered" }

// ParseAnswer reads a character's answer to a step: "" or done (the
// figurine is moved: read the table), "plan X,Y TILE [N|E|S|W]" or
// "reveal X,Y". The input is nil for done.
func ParseAnswer(who, answer string) (*rules.Input, error) {
	f := strings.Fields(answer)
	if len(f) == 0 {
		return nil, nil
	}
	switch strings.ToLower(f[0]) {
	case "done", "fini", "ok":
		if len(f) == 1 {
			return nil, nil
		}
	case "plan":
		if len(f) < 3 {
			break
		}
		p, err := rules.ParsePos(f[1])
		if err != nil {
			return nil, referee.Refusal(lang.M("%s: write x,y like 1,-2", f[1]))
		}
		in := rules.Input{Do: "plan", Character: who, At: &p}
		words := f[2:]
		if _, ok := rules.ParseDir(words[len(words)-1]); ok && len(words) > 1 {
			in.Facing = words[len(words)-1]
			words = words[:len(words)-1]
		}
		in.Tile = strings.Join(words, " ")
		return &in, nil
	case "reveal", "divination":
		if len(f) != 2 {
			break
		}
		p, err := rules.ParsePos(f[1])
		if err != nil {
			return nil, referee.Refusal(lang.M("%s: write x,y like 1,-2", f[1]))
		}
		return &rules.Input{Do: "reveal", Character: who, At: &p}, nil
	}
	return nil, referee.Refusal(lang.M("answer done (or nothing), plan X,Y TILE [N|E|S|W], or reveal X,Y"))
}

// askStep makes each look at the table of step wait for the characters'
// answers (r.Ask: the phones and the keyboard) instead of Enter alone; a
// plan or a divination answered ends the look (answered).
func (t *Table) askStep(r *referee.Referee[*rules.State], s *rules.State, step int) (restore func()) {
	ready := r.Ready
	if r.Ask == nil || len(s.Characters) == 0 {
		return func() {}
	}
	asker := r.Ask
	key := "step %d: once the figurine is moved, say done; or plan X,Y TILE [N|E|S|W], or reveal X,Y"
	q := talk.Question{Step: step, Who: Seats(s), Prompt: referee.Says(r.Lang).Sprintf(key, step), Prompts: map[string]string{}}
	for _, l := range lang.All {
		q.Prompts[string(l)] = l.Printer().Sprintf(key, step)
	}
	table := referee.Says(r.Lang)
	q.Check = func(who, answer string) error {
		in, err := ParseAnswer(who, answer)
		if err != nil || in == nil {
			return err
		}
		if _, _, err := rules.Apply(s, *in); err != nil {
			return errors.New(refusal(table, err))
		}
		return nil
	}
	r.Ready = func(ctx context.Context, what string) error {
		got, err := asker.Ask(ctx, q)
		if err != nil {
			return err
		}
		var ins []rules.Input
		for _, who := range q.Who { // in the characters' order
			if in, _ := ParseAnswer(who, got[who]); in != nil {
				ins = append(ins, *in)
			}
		}
		if len(ins) > 0 {
			return answered{ins}
		}
		return nil
	}
	return func() { r.Ready = ready }
}

// settle asks the characters whose plans disagree at a Hiatus how it was
// settled (the name of the character whose plan wins, or failed), until
// they agree, and plays it.
func (t *Table) settle(ctx context.Context, r *referee.Referee[*rules.State], s *rules.State, h rules.Hiatus) (referee.Played[*rules.State], error) {
	var none referee.Played[*rules.State]
	step := s.Step + 1
	var who []string
	for _, p := range h.Plans {
		if !slices.Contains(who, p.Character) {
			who = append(who, p.Character)
		}
	}
	plans := func(l *lang.Printer) string {
		var parts []string
		for _, p := range h.Plans {
			parts = append(parts, tilesPlan(l, p))
		}
		return strings.Join(parts, "; ")
	}
	key := "Hiatus at %s (%s): the name of the character whose plan wins, or failed"
	r.Show(talk.Update{Kind: talk.UpdateAsk, Turn: step, Langs: referee.Words(func(l *lang.Printer) talk.Words {
		return talk.Words{Text: l.Sprintf(key, h.At.String(), plans(l)), View: t.Draw(s, nil, l)}
	})})
	if r.Ask == nil {
		return none, fmt.Errorf("%w: step %d: a Hiatus waits at %v and nobody can be asked how it was settled", referee.ErrStopped, step, h.At)
	}
	q := talk.Question{Step: step, Who: who, Prompt: referee.Says(r.Lang).Sprintf(key, h.At.String(), plans(referee.Says(r.Lang))), Prompts: map[string]string{}}
	for _, l := range lang.All {
		q.Prompts[string(l)] = l.Printer().Sprintf(key, h.At.String(), plans(l.Printer()))
	}
	winner := func(answer string) (string, bool) {
		a := strings.TrimSpace(answer)
		if strings.EqualFold(a, "failed") || strings.EqualFold(a, "échec") || strings.EqualFold(a, "echec") {
			return "", true
		}
		for _, w := range who {
			if strings.EqualFold(a, w) {
				return w, true
			}
		}
		return "", false
	}
	q.Check = func(_, answer string) error {
		if _, ok := winner(answer); !ok {
			return referee.Refusal(lang.M("answer %s, or failed", strings.Join(who, ", ")))
		}
		return nil
	}
	for {
		got, err := r.Ask.Ask(ctx, q)
		if err != nil {
			return none, err
		}
		var ws []string
		for _, c := range who {
			w, _ := winner(got[c])
			if !slices.Contains(ws, w) {
				ws = append(ws, w)
			}
		}
		if len(ws) != 1 {
			r.Show(referee.Said(talk.Update{Kind: talk.UpdateMessage, Turn: step}, lang.M("the answers differ: agree on how the Hiatus at %s was settled", h.At.String())))
			continue
		}
		at := h.At
		in := rules.Input{Do: "hiatus", At: &at, Winner: ws[0], Failed: ws[0] == ""}
		next, evs, err := rules.Apply(s, in)
		if err != nil {
			return none, err // the answers were checked: the engine cannot refuse them
		}
		return t.played(step, s, in, strings.Join(who, ", "), next, evs), nil
	}
}

func init() {
	lang.Add(
		lang.Text{"%s: write x,y like 1,-2", "%s : écrivez x,y comme 1,-2"},
		lang.Text{"answer done (or nothing), plan X,Y TILE [N|E|S|W], or reveal X,Y", "répondez fini (ou rien), plan X,Y TUILE [N|E|S|W], ou reveal X,Y"},
		lang.Text{"step %d: once the figurine is moved, say done; or plan X,Y TILE [N|E|S|W], or reveal X,Y", "étape %d : une fois la figurine déplacée, dites fini ; ou plan X,Y TUILE [N|E|S|W], ou reveal X,Y"},
		lang.Text{"Hiatus at %s (%s): the name of the character whose plan wins, or failed", "Hiatus en %s (%s) : le nom du personnage dont le plan l'emporte, ou échec"},
		lang.Text{"answer %s, or failed", "répondez %s, ou échec"},
		lang.Text{"the answers differ: agree on how the Hiatus at %s was settled", "les réponses diffèrent : mettez-vous d'accord sur l'issue du Hiatus en %s"},
	)
}

package hop_test

// Hop's adapter to the loop (referee.Game): what the referee needs of
// the game, each update said in every language.

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// hopGame is Hop at the table. Hop borrows DR2D's robot tags and its
// grid of cells: the scanner reads them as they are.
type hopGame struct {
	setup *position // the position the table must show first; nil: read it
}

var _ referee.Game[position] = (*hopGame)(nil)

func (h *hopGame) StepName() string { return lang.Key("turn") }

func (h *hopGame) Opening() (position, int, bool) {
	if h.setup == nil {
		return position{}, 0, false
	}
	return *h.setup, h.setup.Turn, true
}

func (h *hopGame) Read(st *vision.State) (position, error) {
	var s position
	seen := 0
	for _, p := range st.Pieces {
		if p.Tag.Kind != tag.Robot || p.Tag.ID < 1 || p.Tag.ID > 2 {
			return s, referee.TableErr(lang.M("%s is not a Hop robot", p.Label))
		}
		s.Robots[p.Tag.ID-1] = [2]int{p.Col, p.Row}
		seen++
	}
	if seen != 2 {
		return s, referee.TableErr(lang.M("Hop needs robots 1 and 2 on the grid, %d seen", seen))
	}
	return s, nil
}

func (h *hopGame) Pieces(position) []tag.Payload {
	return []tag.Payload{{Game: tag.DR2D, Kind: tag.Robot, ID: 1}, {Game: tag.DR2D, Kind: tag.Robot, ID: 2}}
}

func (h *hopGame) Differ(s position, st *vision.State) []lang.Msg {
	now, err := h.Read(st)
	if err != nil {
		return []lang.Msg{lang.M("%s", err.Error())}
	}
	var out []lang.Msg
	for i := range s.Robots {
		if now.Robots[i] != s.Robots[i] {
			out = append(out, lang.M("robot %d: on %s, should be on %s", i+1, cell(now.Robots[i]), cell(s.Robots[i])))
		}
	}
	return out
}

// said is u with its Text f says in every language.
func said(u talk.Update, f func(p *lang.Printer) string) talk.Update {
	u.Langs = referee.Words(func(p *lang.Printer) talk.Words { return talk.Words{Text: f(p)} })
	return referee.InLang(u, "")
}

func (h *hopGame) Started(s position) talk.Update {
	return said(talk.Update{Kind: talk.UpdateStart, Turn: s.Turn, Seats: players[:]}, func(p *lang.Printer) string {
		return p.Sprintf("Hop: Ann's robot 1 on %s, Bob's robot 2 on %s", cell(s.Robots[0]), cell(s.Robots[1]))
	})
}

func (h *hopGame) Next(s position) int { return s.Turn + 1 }

func (h *hopGame) Done(s position) bool { return s.Winner != "" }

// prompt asks the player on move for a direction.
var prompt = lang.Key("a direction for your robot: N, E, S or W")

func (h *hopGame) Play(ctx context.Context, r *referee.Referee[position], s position) (referee.Played[position], error) {
	turn, who, p := s.Turn+1, players[s.Turn%2], s.Turn%2
	r.Show(said(talk.Update{Kind: talk.UpdateAsk, Turn: turn}, func(pr *lang.Printer) string {
		return pr.Sprintf("turn %d: %s to hop", turn, who)
	}))
	table := referee.Says(r.Lang)
	q := talk.Question{Step: turn, Who: []string{who}, Prompt: table.Sprintf(prompt), Prompts: referee.Prompts(prompt),
		Check: func(_, a string) error {
			var no refusal
			if _, err := hop(s, a); errors.As(err, &no) {
				return errors.New(table.Say(no.msg))
			}
			return nil
		}}
	got, err := r.Ask.Ask(ctx, q)
	if err != nil {
		return referee.Played[position]{}, err
	}
	next, err := hop(s, got[who])
	if err != nil {
		return referee.Played[position]{}, fmt.Errorf("referee: turn %d: %w", turn, err)
	}
	from, to := s.Robots[p], next.Robots[p]
	moved := said(talk.Update{Kind: talk.UpdateStep, Turn: turn, Rule: "hop"}, func(pr *lang.Printer) string { return hopped(pr, s, next) })
	told := referee.InLang(talk.Update{Kind: talk.UpdateInstruct, Turn: turn, Moves: []talk.Instruction{{Robot: p + 1,
		From: talk.Cell{X: from[0], Y: from[1]}, To: talk.Cell{X: to[0], Y: to[1]}, Facing: "N"}},
		Langs: referee.Words(func(pr *lang.Printer) talk.Words {
			line := pr.Sprintf("robot %d: to %s", p+1, cell(to))
			return talk.Words{Text: line, Moves: []string{line}}
		})}, "")
	return referee.Played[position]{Next: next, Who: who, Input: strings.ToUpper(strings.TrimSpace(got[who])), Result: next,
		Check: true, Events: []talk.Update{moved}, Moves: &told}, nil
}

// hopped says the hop from s to next.
func hopped(pr *lang.Printer, s, next position) string {
	p := s.Turn % 2
	return pr.Sprintf("%s's robot %d hops %s → %s", players[p], p+1, cell(s.Robots[p]), cell(next.Robots[p]))
}

func (h *hopGame) Over(s position) talk.Update {
	return said(talk.Update{Kind: talk.UpdateOver, Turn: s.Turn, Rule: "far row"}, func(p *lang.Printer) string {
		return p.Sprintf("%s wins: first to the far row; game over after %d turns", s.Winner, s.Turn)
	})
}

func (h *hopGame) Winner(s position) string { return s.Winner }

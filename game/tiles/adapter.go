package tiles

import (
	"context"
	"errors"
	"fmt"
	"strings"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/fileerr"
	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// Table is the referee.Game of a SimulacreS world at the table
// (docs/referee-tiles.md): the players move the characters' figurines by
// hand, one at a time; the camera reads the table, the figurine moved
// becomes the engine's move (a walk across the tiles laid), refused with
// the cell in the way named. A character reaching an edge that faces an
// unexplored place makes the engine decide the next tile (plan,
// neighbour's indication, or a draw with its dice); the referee says
// which tile to lay where, its diamond pointing which way, and the camera
// checks it was laid so. A Hiatus is asked of the characters whose plans
// disagree; plans and divinations are answered from the phones or typed.
// A step is one input of the world (rules.Input), kept in the journal.
type Table struct {
	Name  string       // the world's name in the journal ("" until kept)
	Start *rules.State // the world the table must show first
	// See reads a picture of the table in the world's terms (the play
	// area, Area.Read), or says why it cannot (the players fix the table).
	See func(set *rules.Set, st *vision.State) (Seen, []vision.Problem)

	queued []rules.Input // plans and divinations answered, played one a step
	laying []rules.Pos   // the tiles the last step laid: ghosts until seen
}

var (
	_ referee.Game[*rules.State]   = (*Table)(nil)
	_ referee.Drawer[*rules.State] = (*Table)(nil)
	_ referee.Previewer            = (*Table)(nil)
)

// Book: the rule book quotes the game as "tiles".
func (t *Table) Book() string { return rules.GameName }

// StepName: a world grows step by step.
func (t *Table) StepName() string { return lang.Key("step") }

// Opening: the world the table must show (its setup, or a world gone on
// with from the journal).
func (t *Table) Opening() (*rules.State, int, bool) { return t.Start, t.Start.Step, true }

// Read: a world is never read from the table, its setup says it.
func (t *Table) Read(*vision.State) (*rules.State, error) {
	return nil, referee.TableErr(lang.M("a SimulacreS world starts from its world file"))
}

// Pieces are the laid tiles' tags and the characters' figurines.
func (t *Table) Pieces(s *rules.State) []tag.Payload {
	var ps []tag.Payload
	for _, pl := range s.Tiles {
		if n := tileTagNumber(s.Set, pl); n > 0 {
			ps = append(ps, tag.Payload{Game: TagCode, Kind: tag.Tile, ID: n})
		}
	}
	for i := range s.Characters {
		ps = append(ps, figurineTag(i))
	}
	return ps
}

// Differ says what to lay, turn, take off or put back for the table to
// show s; what the camera cannot read, first.
func (t *Table) Differ(s *rules.State, st *vision.State) []lang.Msg {
	seen, problems := t.See(s.Set, st)
	if len(problems) > 0 {
		return problemMsgs(problems)
	}
	d := TableDiffers(s, seen)
	if len(d) == 0 {
		t.laying = nil // laid and seen: no more ghosts
	}
	return d
}

// Next is the step played next.
func (t *Table) Next(s *rules.State) int { return s.Step + 1 }

// Done: a world has no end; the players stop it (^C) and go on later.
func (t *Table) Done(*rules.State) bool { return false }

// Winner: nobody wins a world.
func (t *Table) Winner(*rules.State) string { return "" }

// Over is never shown (Done is never true), but says the world as it is.
func (t *Table) Over(s *rules.State) talk.Update {
	return talk.Update{Kind: talk.UpdateOver, Turn: s.Step, Langs: referee.Words(func(l *lang.Printer) talk.Words {
		return talk.Words{Text: l.Sprintf("the world stops after step %d", s.Step), View: t.Draw(s, nil, l)}
	})}
}

// Started says the world the table shows, drawn.
func (t *Table) Started(s *rules.State) talk.Update {
	return referee.InLang(talk.Update{Kind: talk.UpdateStart, Turn: s.Step, Drawing: rules.Map(s), Langs: referee.Words(func(l *lang.Printer) talk.Words {
		return talk.Words{Text: l.Sprintf("SimulacreS world %s: %s, %s\n%s", t.title(s), l.Sprintf("%d tiles laid", len(s.Tiles)), l.Sprintf("%d characters", len(s.Characters)),
			strings.TrimRight(tilesStateText(l, s), "\n")), View: t.Draw(s, nil, l)}
	})}, "")
}

// Preview shows the world to lay out before the table is read, and the
// characters' seats for the phones.
func (t *Table) Preview() talk.Update {
	s := t.Start
	u := talk.Update{Kind: talk.UpdatePreview, Turn: s.Step, Seats: Seats(s), Drawing: rules.Map(s)}
	u.Langs = referee.Words(func(l *lang.Printer) talk.Words {
		return talk.Words{Text: l.Sprintf("SimulacreS: lay the tiles and put the figurines as drawn"), View: t.Draw(s, nil, l)}
	})
	return referee.InLang(u, "")
}

// Seats are the characters: each player's phone takes one.
func Seats(s *rules.State) []string {
	var out []string
	for _, c := range s.Characters {
		out = append(out, c.Name)
	}
	return out
}

func (t *Table) title(s *rules.State) string {
	if t.Name == "" {
		return s.Set.Name
	}
	return t.Name
}

// Draw is the world drawn, the tiles still to lay as ghosts.
func (t *Table) Draw(s *rules.State, _ []talk.Piece, l *lang.Printer) *talk.View {
	v := worldView(t.title(s), s, l)
	if len(t.laying) > 0 {
		v.Board = worldSVGLaying(s, t.laying, l)
	}
	return v
}

// Play plays step Next(s): a Hiatus waiting is asked of the players; else
// a plan or a divination answered, or the figurine moved on the table.
func (t *Table) Play(ctx context.Context, r *referee.Referee[*rules.State], s *rules.State) (referee.Played[*rules.State], error) {
	var none referee.Played[*rules.State]
	step := s.Step + 1
	if len(s.Hiatus) > 0 {
		return t.settle(ctx, r, s, s.Hiatus[0])
	}
	for len(t.queued) > 0 {
		in := t.queued[0]
		t.queued = t.queued[1:]
		if pl, ok := t.try(r, s, in, in.Character); ok {
			return pl, nil
		}
	}
	r.Show(talk.Update{Kind: talk.UpdateAsk, Turn: step, Langs: referee.Words(func(l *lang.Printer) talk.Words {
		text := l.Sprintf("step %d: move one figurine along the tiles, then press Enter (or type plan X,Y TILE [N|E|S|W], reveal X,Y)", step)
		if r.Ask != nil {
			text = l.Sprintf("step %d: move one figurine along the tiles, then each character answers done (a phone, or typed here); or a plan, or a divination", step)
		}
		return talk.Words{Text: text, View: t.Draw(s, nil, l)}
	})})
	restore := t.askStep(r, s, step)
	defer restore()
	unread := 0
	for {
		st, err := r.Look(ctx, step, referee.ScanTurn, referee.Says(r.Lang).Sprintf("step %d: a figurine moved", step))
		var ans answered
		if errors.As(err, &ans) {
			t.queued = append(t.queued, ans.inputs...)
			in := t.queued[0]
			t.queued = t.queued[1:]
			if pl, ok := t.try(r, s, in, in.Character); ok {
				return pl, nil
			}
			continue
		}
		if err != nil {
			return none, err
		}
		seen, seeErr := t.See(s.Set, st)
		if problems := problemMsgs(seeErr); len(problems) > 0 {
			if unread++; unread >= r.RescansLeft() {
				return none, fmt.Errorf("%w: step %d: %s", referee.ErrTable, step, strings.Join(lang.EN.Printer().Says(problems), "; "))
			}
			r.Show(talk.Update{Kind: talk.UpdateScan, Turn: step, Langs: referee.Words(func(l *lang.Printer) talk.Words {
				return talk.Words{Text: l.Sprintf("the camera cannot read the world on the table: fix it and press Enter"), Problems: l.Says(problems)}
			})})
			continue
		}
		unread = 0
		in, why, lines := MovedOnTable(s, seen)
		if in == nil {
			r.Show(talk.Update{Kind: talk.UpdateMessage, Turn: step, Langs: referee.Words(func(l *lang.Printer) talk.Words {
				said := l.Says(lines)
				text := l.Say(why)
				if len(said) > 0 {
					text += "\n  " + strings.Join(said, "\n  ")
				}
				return talk.Words{Text: text, Problems: said, View: t.Draw(s, nil, l)}
			})})
			continue
		}
		next, evs, err := rules.Apply(s, *in)
		if err != nil {
			if err := t.refuseMove(ctx, r, s, *in, err); err != nil {
				return none, err
			}
			continue
		}
		return t.played(step, s, *in, in.Character, next, evs), nil
	}
}

// try plays an input answered (a plan, a divination): refused, it is said
// and the step goes on from the table.
func (t *Table) try(r *referee.Referee[*rules.State], s *rules.State, in rules.Input, who string) (referee.Played[*rules.State], bool) {
	next, evs, err := rules.Apply(s, in)
	if err != nil {
		r.Show(talk.Update{Kind: talk.UpdateIllegal, Turn: s.Step + 1, Langs: referee.Words(func(l *lang.Printer) talk.Words {
			return talk.Words{Text: l.Sprintf("refused: %s: %s", tilesInputText(l, in), refusal(l, err))}
		})})
		return referee.Played[*rules.State]{}, false
	}
	return t.played(s.Step+1, s, in, who, next, evs), true
}

// problemMsgs are the play area's problems as messages: the piece, its
// place and what is wrong, each said in the reader's language.
func problemMsgs(ps []vision.Problem) []lang.Msg {
	var out []lang.Msg
	for _, pr := range ps {
		said := func(m poserr.Msg, text string) lang.Msg {
			if m.Format == "" {
				return lang.M("%s", text)
			}
			return fileerr.Msg(m)
		}
		piece, why := said(pr.PieceMsg, pr.Piece), said(pr.WhyMsg, pr.Why)
		if pr.Place == "" {
			out = append(out, lang.M("%s: %s", piece, why))
			continue
		}
		out = append(out, lang.M("%s at %s: %s", piece, said(pr.PlaceMsg, pr.Place), why))
	}
	return out
}

// refusal is an engine's refusal in l's language.
func refusal(l *lang.Printer, err error) string {
	if !errors.Is(err, rules.ErrInput) {
		return err.Error()
	}
	return l.Say(fileerr.Msg(rules.Said(err)))
}

// refuseMove says why the figurine cannot have gone where it stands, and
// waits until it is back where it was.
func (t *Table) refuseMove(ctx context.Context, r *referee.Referee[*rules.State], s *rules.State, in rules.Input, why error) error {
	step := s.Step + 1
	if r.Record != nil {
		if err := r.Record.RecordScan(step, referee.ScanIllegal, nil, []string{why.Error()}); err != nil {
			return referee.Unkept(err)
		}
	}
	i, _ := s.Character(in.Character)
	back := s.Characters[i].Where()
	r.Show(talk.Update{Kind: talk.UpdateIllegal, Turn: step, Rule: rules.RuleMovement, Langs: referee.Words(func(l *lang.Printer) talk.Words {
		put := l.Say(lang.M("put %s's figurine back on %s", in.Character, cellOf(s, back)))
		return talk.Words{Text: l.Sprintf("refused: %s\n  %s", refusal(l, why), put), Problems: []string{put}, View: t.Draw(s, nil, l)}
	})})
	return r.Verify(ctx, step, s, referee.ScanFix, referee.Says(r.Lang).Sprintf("step %d: the figurine put back", step))
}

// played is a step played: its events said, the tiles it laid told to
// the table (Moves) and checked.
func (t *Table) played(step int, before *rules.State, in rules.Input, who string, next *rules.State, evs []rules.Event) referee.Played[*rules.State] {
	laid := placedBy(evs)
	t.laying = laid
	ups := []talk.Update{{Kind: talk.UpdateMessage, Turn: step, Drawing: rules.Map(next), Langs: referee.Words(func(l *lang.Printer) talk.Words {
		return talk.Words{Text: l.Sprintf("Step %d: %s", step, tilesInputText(l, in)), View: t.Draw(next, nil, l)}
	})}}
	for _, e := range evs {
		ups = append(ups, talk.Update{Kind: talk.UpdateStep, Turn: step, Rule: e.Rule, Langs: referee.Words(func(l *lang.Printer) talk.Words {
			return talk.Words{Text: tilesEventText(l, e), View: t.Draw(next, nil, l)}
		})})
	}
	pl := referee.Played[*rules.State]{Next: next, Events: ups, Who: who, Input: in, Result: next.JSON()}
	if len(laid) > 0 {
		var lines []lang.Msg
		for _, p := range laid {
			tl, _ := next.TileAt(p)
			lines = append(lines, LayTile(next, tl))
		}
		mv := talk.Update{Kind: talk.UpdateInstruct, Turn: step, Langs: referee.Words(func(l *lang.Printer) talk.Words {
			return talk.Words{Text: strings.Join(l.Says(lines), "\n"), View: t.Draw(next, nil, l)}
		})}
		mv = referee.InLang(mv, "")
		pl.Moves, pl.Check = &mv, true
	}
	return pl
}

func init() {
	lang.Add(
		lang.Text{"step", "étape"},
		lang.Text{"a SimulacreS world starts from its world file", "un monde SimulacreS part de son fichier de monde"},
		lang.Text{"the world stops after step %d", "le monde s'arrête après l'étape %d"},
		lang.Text{"SimulacreS world %s: %s, %s\n%s", "monde SimulacreS %s : %s, %s\n%s"},
		lang.Text{"SimulacreS: lay the tiles and put the figurines as drawn", "SimulacreS : posez les tuiles et les figurines comme dessiné"},
		lang.Text{"step %d: move one figurine along the tiles, then press Enter (or type plan X,Y TILE [N|E|S|W], reveal X,Y)", "étape %d : déplacez une figurine sur les tuiles, puis appuyez sur Entrée (ou tapez plan X,Y TUILE [N|E|S|W], reveal X,Y)"},
		lang.Text{"step %d: move one figurine along the tiles, then each character answers done (a phone, or typed here); or a plan, or a divination", "étape %d : déplacez une figurine sur les tuiles, puis chaque personnage répond fini (un téléphone, ou tapé ici) ; ou un plan, ou une divination"},
		lang.Text{"step %d: a figurine moved", "étape %d : une figurine déplacée"},
		lang.Text{"the camera cannot read the world on the table: fix it and press Enter", "la caméra ne lit pas le monde sur la table : corrigez et appuyez sur Entrée"},
		lang.Text{"refused: %s: %s", "refusé : %s : %s"},
		lang.Text{"refused: %s\n  %s", "refusé : %s\n  %s"},
		lang.Text{"step %d: the figurine put back", "étape %d : la figurine remise en place"},
	)
	lang.AddPlural(lang.Plural{Key: "%d tiles laid", Arg: 1, En: "%d tile laid|%d tiles laid", Fr: "%d tuile posée|%d tuiles posées"})
}

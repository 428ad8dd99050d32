package netzwerk

import (
	"context"
	"errors"
	"fmt"
	"mecanoid/referee"
	"strings"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/fault"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// Netzwerk is the referee.Game of Netzwerk (docs/rules-netzwerk.md), refereed by
// difference: the players move the pieces themselves, then the camera
// reads the table and netzwerk.Infer finds the legal turn between the
// position before and the position now, or names the rule broken. A legal
// turn is shown action by action and kept in the journal; an illegal one
// is refused, and the players are told how to put the pieces back, until
// the table shows the position before the turn again; then the same
// player plays again.
type Netzwerk struct {
	Config rules.Config
	First  rules.Player // the player to play first
	Turn   int          // turns already played before the position on the table
	// Want, when set, is the position the table must show before the
	// first turn: a game taken up again from the journal. Until the table
	// shows it, the players are told which pieces to put where.
	Want *rules.State

	win *rules.Event // the win event, once the game is won
	// last are the events of the turn played last, which led to lastAt:
	// the drawing of lastAt shows their paths and spent batteries.
	last   []rules.Event
	lastAt *rules.State
}

var _ referee.Game[*rules.State] = (*Netzwerk)(nil)

// Book: the rule book quotes the game as "netzwerk".
func (n *Netzwerk) Book() string { return "netzwerk" }

// StepName: Netzwerk is played in turns.
func (n *Netzwerk) StepName() string { return lang.Key("turn") }

// Opening: the position the journal kept (Want), or the one the table
// shows.
func (n *Netzwerk) Opening() (*rules.State, int, bool) {
	if n.Want != nil {
		return n.Want, n.Want.Turn(), true
	}
	return nil, n.Turn, false
}

// Read is the position on the table, First to play.
func (n *Netzwerk) Read(st *vision.State) (*rules.State, error) {
	return NetzwerkPosition(n.Config, n.First, n.Turn, st)
}

// Pieces are every robot and battery. Before the first picture of a new
// game: the setup's robots and batteries, as the rule text sets them; of a
// position taken up after some turns: the batteries (robots may have been
// taken, batteries never leave the board).
func (n *Netzwerk) Pieces(s *rules.State) []tag.Payload {
	if s == nil {
		setup, err := rules.NewGame(n.Config, n.First)
		if err != nil {
			return nil // the table's position will say what is wrong
		}
		if n.Turn > 0 {
			return n.batteries(setup)
		}
		return append(n.robots(setup), n.batteries(setup)...)
	}
	return append(n.robots(s), n.batteries(s)...)
}

func (n *Netzwerk) robots(s *rules.State) []tag.Payload {
	var ps []tag.Payload
	for _, id := range s.Robots(rules.NoPlayer) {
		ps = append(ps, tag.Payload{Game: TagCode, Kind: tag.Robot, ID: id})
	}
	return ps
}

// batteries never leave the board: a turn's picture must show them all.
func (n *Netzwerk) batteries(s *rules.State) []tag.Payload {
	var ps []tag.Payload
	for _, id := range s.Batteries() {
		ps = append(ps, tag.Payload{Game: TagCode, Kind: tag.Battery, ID: id})
	}
	return ps
}

// Differ tells how to put the pieces back to s (PutBack).
func (n *Netzwerk) Differ(s *rules.State, st *vision.State) []lang.Msg {
	now, err := NetzwerkPosition(n.Config, s.ToMove(), s.Turn(), st)
	if m, ok := referee.RefusalOf(err); ok {
		return []lang.Msg{m}
	}
	switch {
	case err != nil:
		return referee.AsIs([]string{err.Error()})
	}
	return PutBack(s, now)
}

// Next is the turn played next.
func (n *Netzwerk) Next(s *rules.State) int { return s.Turn() + 1 }

// Done: a player has won.
func (n *Netzwerk) Done(s *rules.State) bool { return s.Over() }

// Started names the board and who plays.
func (n *Netzwerk) Started(s *rules.State) talk.Update {
	return referee.InLang(talk.Update{Kind: talk.UpdateStart, Turn: s.Turn(), Langs: referee.Words(func(p *lang.Printer) talk.Words {
		return talk.Words{Text: p.Sprintf("Netzwerk %s: %d robots and %d batteries on the board, player %d to play\n%s",
			fmt.Sprintf("%dx%d", n.Config.Width, n.Config.Height), len(s.Robots(rules.NoPlayer)), len(s.Batteries()), int(s.ToMove()), strings.TrimRight(nzDiagram(p, s), "\n")), View: draw(s, nil, nil, p)}
	})}, "")
}

// Over names the winner and why.
func (n *Netzwerk) Over(s *rules.State) talk.Update {
	w, why := s.Winner()
	return referee.InLang(talk.Update{Kind: talk.UpdateOver, Turn: s.Turn(), Rule: string(why), Langs: referee.Words(func(p *lang.Printer) talk.Words {
		text := p.Sprintf("player %d wins (%s)", int(w), p.Sprintf(string(why)))
		if n.win != nil {
			text = nzEventText(p, *n.win)
		}
		return talk.Words{Text: p.Sprintf("%s; game over after %d turns", text, s.Turn()), View: n.Draw(s, nil, p)}
	})}, "")
}

var _ referee.Previewer = (*Netzwerk)(nil)

// Preview is the sides' seats, so that phones may take them before the
// table is read, and the position the table should show first, drawn: a
// game taken up again (Want), or a new game's setup.
func (n *Netzwerk) Preview() talk.Update {
	u := talk.Update{Kind: talk.UpdatePreview, Turn: n.Turn, Seats: Seats()}
	setup := n.Want
	if setup == nil && n.Turn == 0 {
		setup, _ = rules.NewGame(n.Config, n.First) // a bad Config: the table's reading says so
	}
	if setup == nil {
		return u
	}
	u.Drawing = rules.Diagram(setup)
	u.Langs = referee.Words(func(l *lang.Printer) talk.Words {
		return talk.Words{Text: l.Sprintf("Netzwerk: put the pieces on their places; player %d plays first", int(setup.ToMove())), View: draw(setup, nil, nil, l)}
	})
	return referee.InLang(u, "")
}

// NetzwerkPosition is the position the table shows (robots on squares,
// batteries on corners, as a scanner with a vision.NetzwerkLayout reads
// them), with toMove to play and turn turns played.
func NetzwerkPosition(cfg rules.Config, toMove rules.Player, turn int, st *vision.State) (*rules.State, error) {
	var ps []rules.Piece
	for _, p := range st.Pieces {
		switch p.Tag.Kind {
		case tag.Robot:
			ps = append(ps, rules.Piece{Kind: 'R', ID: p.Tag.ID, X: p.Col, Y: p.Row})
		case tag.Battery:
			ps = append(ps, rules.Piece{Kind: 'B', ID: p.Tag.ID, X: p.Col, Y: p.Row})
		default:
			return nil, referee.TableErr(lang.M("%s (%s) is not a Netzwerk piece: take it off the board", p.Label, p.Text))
		}
	}
	s, err := rules.FromPieces(cfg, toMove, turn, ps)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", referee.ErrTable, err)
	}
	return s, nil
}

// Winner names the player who won, once the game is over ("" before).
func (n *Netzwerk) Winner(s *rules.State) string {
	if w, _ := s.Winner(); w != rules.NoPlayer {
		return w.String()
	}
	return ""
}

// Play plays one turn from s: the player moves the pieces, the table is
// read, and the turn found between the two positions is shown and kept;
// an illegal turn is undone on the table and played again.
func (n *Netzwerk) Play(ctx context.Context, r *referee.Referee[*rules.State], s *rules.State) (referee.Played[*rules.State], error) {
	if lt, ok := r.Live(); ok {
		return n.playLive(ctx, r, lt, s)
	}
	var none referee.Played[*rules.State]
	turn, p := s.Turn()+1, s.ToMove()
	defer askDone(r, turn, p, false)()
	r.Show(talk.Update{Kind: talk.UpdateAsk, Turn: turn, Langs: referee.Words(func(l *lang.Printer) talk.Words {
		text := l.Sprintf("turn %d: player %d to play (robots %s): move robots, then batteries; press Enter when done", turn, int(p), idList(s.Robots(p)))
		if r.Ask != nil {
			text = l.Sprintf("turn %d: player %d to play (robots %s): move robots, then batteries; then Done on your phone, or Enter here", turn, int(p), idList(s.Robots(p)))
		}
		return talk.Words{Text: text, View: n.Draw(s, nil, l)}
	})})
	unread := 0
	for {
		r.Expecting(n.batteries(s))
		st, err := r.Look(ctx, turn, referee.ScanTurn, referee.Says(r.Lang).Sprintf("turn %d: player %d has played", turn, int(p)))
		if err != nil {
			return none, err
		}
		after, err := NetzwerkPosition(n.Config, p.Other(), turn, st)
		if err != nil {
			if unread++; unread >= r.RescansLeft() {
				return none, err
			}
			r.Show(talk.Update{Kind: talk.UpdateScan, Turn: turn, Langs: referee.Words(func(l *lang.Printer) talk.Words {
				return talk.Words{Text: l.Sprintf("the table does not show a Netzwerk position: fix it and press Enter"), Problems: []string{referee.SayError(l, err)}}
			})})
			continue
		}
		unread = 0
		if len(rules.Diff(s, after)) == 0 {
			r.Show(talk.Update{Kind: talk.UpdateMessage, Turn: turn, Langs: referee.Words(func(l *lang.Printer) talk.Words {
				return talk.Words{Text: l.Sprintf("nothing has moved on the table: turn %d is player %d's; press Enter when done", turn, int(p)), View: n.Draw(s, nil, l)}
			})})
			continue
		}
		played, events, next, err := rules.Infer(s, after, p)
		var re *rules.RuleError
		if errors.As(err, &re) {
			if err := n.illegal(ctx, r, turn, s, after, re); err != nil {
				return none, err
			}
			continue
		}
		if err != nil {
			return none, unjoined(turn, err)
		}
		return n.played(turn, s, played, events, next), nil
	}
}

// duringTurn are the positions a turn passes through: after its action
// i (1-based), with the batteries spent so far.
func duringTurn(before *rules.State, played rules.Turn) map[int]*rules.State {
	out := map[int]*rules.State{}
	s := before
	for i, a := range played {
		next, _, err := rules.Apply(s, a)
		if err != nil {
			break // Infer played it: cannot be; the drawing then has nothing to show
		}
		out[i+1], s = next, next
	}
	return out
}

// ofAction are the events of action i (a move and its capture).
func ofAction(events []rules.Event, i int) []rules.Event {
	var out []rules.Event
	for _, e := range events {
		if e.Action == i {
			out = append(out, e)
		}
	}
	return out
}

// unjoined is not a rule broken (those are refused and played again)
// but two positions the engine cannot join: the table shows no position
// to go on from. fault.Table (exit 1), over the engine's sentinel
// (netzwerk.ErrSetup: bad input).
func unjoined(turn int, err error) error {
	return fault.Errorf(fault.Table, "referee: turn %d: %w", turn, err)
}

// played is turn, played from before: shown action by action, each
// action drawn in the position it leaves, with its path; kept.
func (n *Netzwerk) played(turn int, before *rules.State, played rules.Turn, events []rules.Event, next *rules.State) referee.Played[*rules.State] {
	p := before.ToMove()
	n.last, n.lastAt = events, next
	during := duringTurn(before, played)
	ups := []talk.Update{{Kind: talk.UpdateMessage, Turn: turn, Drawing: rules.Diagram(next), Langs: referee.Words(func(l *lang.Printer) talk.Words {
		return talk.Words{Text: l.Sprintf("turn %d, player %d: %s", turn, int(p), played), View: n.Draw(next, nil, l)}
	})}}
	for _, ev := range events {
		if ev.Kind == rules.KindTurnStart || ev.Kind == rules.KindTurnEnd {
			continue // the ask and the next ask say it
		}
		if ev.Kind == rules.KindWin {
			n.win = &ev
		}
		ups = append(ups, talk.Update{Kind: talk.UpdateStep, Turn: turn, Action: ev.Action, Rule: ev.Rule, Langs: referee.Words(func(l *lang.Printer) talk.Words {
			v := n.Draw(next, nil, l) // the win: the end as it stands
			if at, ok := during[ev.Action]; ok {
				v = draw(at, ofAction(events, ev.Action), nil, l)
			}
			return talk.Words{Text: nzEventText(l, ev), View: v}
		})})
	}
	return referee.Played[*rules.State]{Next: next, Events: ups, Who: p.String(), Input: rules.TurnStrings(played), Result: next.JSON()}
}

// illegal refuses a turn: it names the rule, tells the players which
// pieces to put back where, and waits until the table shows the position
// before the turn again.
func (n *Netzwerk) illegal(ctx context.Context, r *referee.Referee[*rules.State], turn int, before, after *rules.State, re *rules.RuleError) error {
	if r.Record != nil {
		if err := r.Record.RecordScan(turn, referee.ScanIllegal, nil, []string{re.Error()}); err != nil {
			return referee.Unkept(err)
		}
	}
	back := PutBack(before, after)
	r.Show(talk.Update{Kind: talk.UpdateIllegal, Turn: turn, Rule: re.Rule, Langs: referee.Words(func(l *lang.Printer) talk.Words {
		lines := l.Says(back)
		return talk.Words{Problems: lines, Text: l.Sprintf("illegal turn: %s\nput the pieces back as they were before turn %d:\n  %s", nzRuleError(l, re), turn, strings.Join(lines, "\n  ")),
			View: n.Draw(before, putBackChecks(before, after), l)}
	})})
	if err := r.Verify(ctx, turn, before, referee.ScanFix, referee.Says(r.Lang).Sprintf("turn %d: the pieces put back", turn)); err != nil {
		return err
	}
	r.Show(talk.Update{Kind: talk.UpdateMessage, Turn: turn, Langs: referee.Words(func(l *lang.Printer) talk.Words {
		return talk.Words{Text: l.Sprintf("player %d, play turn %d again", int(before.ToMove()), turn), View: n.Draw(before, nil, l)}
	})})
	return nil
}

// nzRuleError is a broken rule in p's language: what was done, and the
// rule's name (netzwerk.RuleError's text).
func nzRuleError(p *lang.Printer, re *rules.RuleError) string {
	return p.Sprintf("%s [rule: %s]", referee.EngineSays(p, re.Why, re.Msg), p.Sprintf(re.Rule))
}

// PutBack tells the players how to bring the table from position now back
// to position want: a line per piece out of place, to be said in the
// reader's language.
func PutBack(want, now *rules.State) []lang.Msg {
	var out []lang.Msg
	place := func(piece string, xy *[2]int) lang.Msg {
		if piece == "robot" {
			return lang.M("square [%s]", xyText(xy))
		}
		return lang.M("corner [%s]", xyText(xy))
	}
	for _, c := range rules.Diff(now, want) {
		robot := c.Piece == "robot"
		switch {
		case c.Before == nil && robot:
			out = append(out, lang.M("robot %d: not on the board: put it back on %s", c.ID, place(c.Piece, c.After)))
		case c.Before == nil:
			out = append(out, lang.M("battery %d: not on the board: put it back on %s", c.ID, place(c.Piece, c.After)))
		case c.After == nil && robot:
			out = append(out, lang.M("robot %d: on %s, should not be on the board: take it off", c.ID, place(c.Piece, c.Before)))
		case c.After == nil:
			out = append(out, lang.M("battery %d: on %s, should not be on the board: take it off", c.ID, place(c.Piece, c.Before)))
		case robot:
			out = append(out, lang.M("robot %d: on %s, put it back on %s", c.ID, place(c.Piece, c.Before), place(c.Piece, c.After)))
		default:
			out = append(out, lang.M("battery %d: on %s, put it back on %s", c.ID, place(c.Piece, c.Before), place(c.Piece, c.After)))
		}
	}
	return out
}

// xyText writes a place's coordinates as they are written everywhere,
// "3,4", whatever the language's numbers.
func xyText(xy *[2]int) string { return fmt.Sprintf("%d,%d", xy[0], xy[1]) }

func idList(ids []int) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = fmt.Sprint(id)
	}
	return strings.Join(s, ", ")
}

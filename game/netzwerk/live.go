package netzwerk

import (
	"context"
	"errors"
	"mecanoid/referee"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// playLive plays a turn on a live table: each time the player's hand
// leaves the table, what the pieces show so far is judged (a legal turn
// so far, or the rule it breaks, named while the hand is still near
// it); the turn is taken when the player says it is done (Enter). A
// referee nobody can tell (no Ready) takes the first legal turn the
// table shows.
func (n *Netzwerk) playLive(ctx context.Context, r *referee.Referee[*rules.State], lt referee.LiveTable, s *rules.State) (referee.Played[*rules.State], error) {
	var none referee.Played[*rules.State]
	turn, p := s.Turn()+1, s.ToMove()
	defer askDone(r, turn, p, true)()
	r.Show(talk.Update{Kind: talk.UpdateAsk, Turn: turn, Langs: referee.Words(func(l *lang.Printer) talk.Words {
		text := l.Sprintf("turn %d: player %d to play (robots %s): move robots, then batteries; each move is judged as it is put down; press Enter when done", turn, int(p), idList(s.Robots(p)))
		if r.Ask != nil {
			text = l.Sprintf("turn %d: player %d to play (robots %s): move robots, then batteries; each move is judged as it is put down; then Done on your phone, or Enter here", turn, int(p), idList(s.Robots(p)))
		}
		return talk.Words{Text: text, View: n.Draw(s, nil, l)}
	})})
	prompt := referee.Says(r.Lang).Sprintf("turn %d: player %d has played", turn, int(p))
	for {
		r.Expecting(n.batteries(s))
		st, entered, err := r.WatchLook(ctx, lt, turn, referee.ScanTurn, prompt, false)
		if err != nil {
			return none, err
		}
		done := entered || r.Ready == nil
		if missing := referee.MissingPieces(n.batteries(s), st); done && len(missing) > 0 {
			// A battery never leaves the board: one not seen is hidden, and
			// the turn is not judged on it.
			r.Show(talk.Update{Kind: talk.UpdateScan, Turn: turn, Langs: referee.Words(func(l *lang.Printer) talk.Words {
				lines := l.Says(missing)
				for i := range lines {
					lines[i] += ": " + l.Sprintf(vision.WhyNotSeen)
				}
				return talk.Words{Text: l.Sprintf("the camera cannot read the table clearly: fix these"), Problems: lines}
			})})
			continue
		}
		if !done {
			st = inHand(s, st)
		}
		after, err := NetzwerkPosition(n.Config, p.Other(), turn, st)
		if err != nil {
			r.Show(noPosition(turn, err))
			continue
		}
		if len(rules.Diff(s, after)) == 0 {
			if entered {
				r.Show(talk.Update{Kind: talk.UpdateMessage, Turn: turn, Langs: referee.Words(func(l *lang.Printer) talk.Words {
					return talk.Words{Text: l.Sprintf("nothing has moved on the table: turn %d is player %d's; press Enter when done", turn, int(p))}
				})})
			}
			continue
		}
		played, events, next, err := rules.Infer(s, after, p)
		var re *rules.RuleError
		switch {
		case errors.As(err, &re) && done:
			if err := n.illegal(ctx, r, turn, s, after, re); err != nil {
				return none, err
			}
			continue
		case errors.As(err, &re):
			bad := moved(s, after, false)
			r.Show(talk.Update{Kind: talk.UpdateCheck, Turn: turn, Rule: re.Rule, Pieces: bad, Langs: referee.Words(func(l *lang.Printer) talk.Words {
				return talk.Words{Text: l.Sprintf("not a legal turn so far: %s", nzRuleError(l, re)), Problems: []string{nzRuleError(l, re)}, View: draw(after, nil, bad, l)}
			})})
			continue
		case err != nil && done:
			return none, unjoined(turn, err)
		case err != nil:
			r.Show(noPosition(turn, err))
			continue
		case !done:
			good := moved(s, after, true)
			r.Show(talk.Update{Kind: talk.UpdateCheck, Turn: turn, Pieces: good, Langs: referee.Words(func(l *lang.Printer) talk.Words {
				return talk.Words{Text: l.Sprintf("so far, player %d: %s; press Enter when done", int(p), played), View: draw(after, events, good, l)}
			})})
			continue
		}
		return n.played(turn, s, played, events, next), nil
	}
}

// noPosition is a check of a table that shows no Netzwerk position, and
// why.
func noPosition(turn int, why error) talk.Update {
	return talk.Update{Kind: talk.UpdateCheck, Turn: turn, Langs: referee.Words(func(l *lang.Printer) talk.Words {
		return talk.Words{Text: l.Sprintf("the table does not show a Netzwerk position: %s", referee.SayError(l, why)), Problems: []string{referee.SayError(l, why)}}
	})}
}

// moved are the pieces that moved from before to after, as the camera
// sees them: all right (ok), or not; a piece not right wants to go back
// where it stood before (the drawing's ghost).
func moved(before, after *rules.State, ok bool) []talk.Piece {
	var out []talk.Piece
	for _, c := range rules.Diff(before, after) {
		pc := talk.Piece{Kind: c.Piece, ID: c.ID, Seen: c.After != nil, Off: c.After == nil, OK: ok}
		if c.After != nil {
			pc.Cell = talk.Cell{X: c.After[0], Y: c.After[1]}
			pc.Want = pc.Cell
		}
		if !ok {
			pc.Off = c.Before == nil
			if c.Before != nil {
				pc.Want = talk.Cell{X: c.Before[0], Y: c.Before[1]}
			}
		}
		out = append(out, pc)
	}
	return out
}

// putBackChecks are the pieces of a refused turn: red where they stand
// on the table, their ghosts where they stood before it.
func putBackChecks(before, after *rules.State) []talk.Piece { return moved(before, after, false) }

// inHand is the table st while a turn is being made: a piece not seen is
// in a player's hand, or just taken off, and stands where it stood in s
// until it is put down (a capture is often made by taking the captured
// robot off first).
func inHand(s *rules.State, st *vision.State) *vision.State {
	seen := map[tag.Payload]bool{}
	for _, p := range st.Pieces {
		seen[p.Tag] = true
	}
	out := *st
	out.Pieces = append([]vision.Piece(nil), st.Pieces...)
	for _, p := range s.Pieces() {
		pl := tag.Payload{Game: TagCode, Kind: tag.Kind(p.Kind), ID: p.ID}
		if !seen[pl] {
			out.Pieces = append(out.Pieces, vision.Piece{Tag: pl, Text: pl.String(), Label: pl.Label(), Col: p.X, Row: p.Y})
		}
	}
	return &out
}

package referee

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	nz "mecanoid/engine/netzwerk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// UpdateIllegal: the turn read from the table breaks a rule. Rule names
// it; Problems tell the players how to put the pieces back.
const UpdateIllegal = "illegal"

// A NetzwerkRecorder keeps a Netzwerk game as it goes (the journal: see
// Journal.NetzwerkRecorder): each turn read from the table, and each scan.
type NetzwerkRecorder interface {
	RecordTurn(turn int, player nz.Player, t nz.Turn, result nz.StateJSON) error
	RecordScan(turn int, what string, st *vision.State, problems []string) error
}

// Netzwerk referees a Netzwerk game at the table (docs/rules-netzwerk.md)
// by difference: the players move the pieces themselves, then the camera
// reads the table and netzwerk.Infer finds the legal turn between the
// position before and the position now, or names the rule broken. A legal
// turn is shown action by action and kept in the journal; an illegal one
// is refused, and the players are told how to put the pieces back, until
// the table shows the position before the turn again; then the same
// player plays again. A doubtful picture is named and taken again, as in
// DR2D (Referee).
type Netzwerk struct {
	Config   nz.Config
	Table    Table
	Displays []Display
	Record   NetzwerkRecorder // nil: nothing kept
	// Ready waits until the players say the table is ready to be read;
	// what says what for ("turn 3: player 2 has played"). nil: no wait.
	Ready func(ctx context.Context, what string) error
	// Expect, when set, is told which pieces the next picture must show:
	// the batteries (they never leave the board), and every piece when
	// the table must be back as it was. A Camera's scanner takes them as
	// vision.Scanner.Expect, so that a hidden tag is asked again rather
	// than taken for a piece gone.
	Expect func(pieces []tag.Payload)
	// Rescans bounds the pictures in a row that cannot be read, or that
	// do not show the pieces put back (0: 3).
	Rescans     int
	MaxTurns    int           // stop with ErrStopped after that many turns (0: no limit)
	CameraWait  time.Duration // as Referee's
	CameraTries int
	Pace        time.Duration // pause after each action shown (0: none)
	// Want, when set, is the position Start must find on the table: a
	// game taken up again from the journal. Until the table shows it, the
	// players are told which pieces to put where.
	Want *nz.State

	seq    int
	winner string // the win event, once the game is won
}

// showFunc is a Display calling a function.
type showFunc func(Update)

func (f showFunc) Show(u Update) { f(u) }

func (n *Netzwerk) show(u Update) {
	n.seq++
	u.Seq = n.seq
	for _, d := range n.Displays {
		d.Show(u)
	}
}

func (n *Netzwerk) rescans() int {
	if n.Rescans == 0 {
		return 3
	}
	return n.Rescans
}

// look reads the table as Referee.look does (rescans, a camera that
// comes back), asking the players with prompt and recording the scan as
// kind what.
func (n *Netzwerk) look(ctx context.Context, turn int, what, prompt string) (*vision.State, error) {
	e := &Eyes{Table: n.Table, Rescans: n.Rescans, CameraWait: n.CameraWait, CameraTries: n.CameraTries,
		Ready: n.Ready, Show: n.show}
	if n.Record != nil {
		e.Record = n.Record
	}
	return e.Look(ctx, turn, what, prompt)
}

func (n *Netzwerk) expect(s *nz.State, all bool) {
	if n.Expect == nil {
		return
	}
	var ps []tag.Payload
	if all {
		for _, id := range s.Robots(nz.NoPlayer) {
			ps = append(ps, tag.Payload{Game: tag.Netzwerk, Kind: tag.Robot, ID: id})
		}
	}
	for _, id := range s.Batteries() {
		ps = append(ps, tag.Payload{Game: tag.Netzwerk, Kind: tag.Battery, ID: id})
	}
	n.Expect(ps)
}

// NetzwerkPosition is the position the table shows (robots on squares,
// batteries on corners, as a scanner with a vision.NetzwerkLayout reads
// them), with toMove to play and turn turns played.
func NetzwerkPosition(cfg nz.Config, toMove nz.Player, turn int, st *vision.State) (*nz.State, error) {
	var ps []nz.Piece
	for _, p := range st.Pieces {
		switch p.Tag.Kind {
		case tag.Robot:
			ps = append(ps, nz.Piece{Kind: 'R', ID: p.Tag.ID, X: p.Col, Y: p.Row})
		case tag.Battery:
			ps = append(ps, nz.Piece{Kind: 'B', ID: p.Tag.ID, X: p.Col, Y: p.Row})
		default:
			return nil, fmt.Errorf("%w: %s (%s) is not a Netzwerk piece: take it off the board", ErrTable, p.Label, p.Text)
		}
	}
	s, err := nz.FromPieces(cfg, toMove, turn, ps)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrTable, err)
	}
	return s, nil
}

// Start reads the starting position from the table: first is the player
// to play, turn the turns already played (0 for a new game). Any position
// is accepted, but not one already won.
func (n *Netzwerk) Start(ctx context.Context, first nz.Player, turn int) (*nz.State, error) {
	for i := 0; ; i++ {
		st, err := n.look(ctx, turn, NetzScanStart, "start: the pieces on their starting places")
		if err != nil {
			return nil, err
		}
		s, err := NetzwerkPosition(n.Config, first, turn, st)
		if err == nil && n.Want != nil {
			if back := PutBack(n.Want, s); len(back) > 0 {
				err = fmt.Errorf("%w: the table is not as the game was left after turn %d:\n  %s", ErrTable, n.Want.Turn(), strings.Join(back, "\n  "))
			} else {
				s = n.Want
			}
		}
		if err == nil && s.Over() {
			w, why := s.Winner()
			err = fmt.Errorf("%w: the table shows a game already won by %s (%s)", ErrTable, w, why)
		}
		if err != nil {
			if i+1 >= n.rescans() {
				return nil, err
			}
			n.show(Update{Kind: UpdateScan, Turn: turn, Text: "the table does not show a position to start from: fix it and press Enter", Problems: []string{err.Error()}})
			continue
		}
		n.show(Update{Kind: UpdateStart, Turn: turn, Text: fmt.Sprintf("Netzwerk %dx%d: %d robots and %d batteries on the board, %s to play\n%s",
			n.Config.Width, n.Config.Height, len(s.Robots(nz.NoPlayer)), len(s.Batteries()), first, strings.TrimRight(nz.Diagram(s), "\n"))})
		return s, nil
	}
}

// Play plays turns from s until the game is won or ctx ends, and returns
// the last position.
func (n *Netzwerk) Play(ctx context.Context, s *nz.State) (*nz.State, error) {
	for !s.Over() {
		if err := ctx.Err(); err != nil {
			return s, fmt.Errorf("%w: %w", ErrStopped, err)
		}
		if n.MaxTurns > 0 && s.Turn() >= n.MaxTurns {
			return s, fmt.Errorf("%w: no winner after %d turns", ErrStopped, s.Turn())
		}
		next, err := n.Turn(ctx, s)
		if err != nil {
			return s, err
		}
		s = next
	}
	w, why := s.Winner()
	text := n.winner
	if text == "" {
		text = fmt.Sprintf("%s wins (%s)", w, why)
	}
	n.show(Update{Kind: UpdateOver, Turn: s.Turn(), Rule: string(why), Text: fmt.Sprintf("%s; game over after %d turns", text, s.Turn())})
	return s, nil
}

// Winner names the player who won, once the game is over ("" before).
func (n *Netzwerk) Winner(s *nz.State) string {
	if w, _ := s.Winner(); w != nz.NoPlayer {
		return w.String()
	}
	return ""
}

// Turn plays one turn from s: the player moves the pieces, the table is
// read, and the turn found between the two positions is shown and kept;
// an illegal turn is undone on the table and played again.
func (n *Netzwerk) Turn(ctx context.Context, s *nz.State) (*nz.State, error) {
	turn, p := s.Turn()+1, s.ToMove()
	n.show(Update{Kind: UpdateAsk, Turn: turn, Text: fmt.Sprintf("turn %d: %s to play (robots %s): move robots, then batteries; press Enter when done",
		turn, p, idList(s.Robots(p)))})
	unread := 0
	for {
		n.expect(s, false)
		st, err := n.look(ctx, turn, NetzScanTurn, fmt.Sprintf("turn %d: %s has played", turn, p))
		if err != nil {
			return nil, err
		}
		after, err := NetzwerkPosition(n.Config, p.Other(), turn, st)
		if err != nil {
			if unread++; unread >= n.rescans() {
				return nil, err
			}
			n.show(Update{Kind: UpdateScan, Turn: turn, Text: "the table does not show a Netzwerk position: fix it and press Enter", Problems: []string{err.Error()}})
			continue
		}
		unread = 0
		if len(nz.Diff(s, after)) == 0 {
			n.show(Update{Kind: UpdateMessage, Turn: turn, Text: fmt.Sprintf("nothing has moved on the table: turn %d is %s's; press Enter when done", turn, p)})
			continue
		}
		played, events, next, err := nz.Infer(s, after, p)
		var re *nz.RuleError
		if errors.As(err, &re) {
			if err := n.illegal(ctx, turn, s, after, re); err != nil {
				return nil, err
			}
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("referee: turn %d: %w", turn, err)
		}
		n.show(Update{Kind: UpdateMessage, Turn: turn, Text: fmt.Sprintf("turn %d, %s: %s", turn, p, played),
			Extra: map[string]string{"diagram": nz.Diagram(next)}})
		for _, ev := range events {
			if ev.Kind == nz.KindTurnStart || ev.Kind == nz.KindTurnEnd {
				continue // the ask and the next ask say it
			}
			if ev.Kind == nz.KindWin {
				n.winner = ev.Text()
			}
			n.show(Update{Kind: UpdateStep, Turn: turn, Action: ev.Action, Rule: ev.Rule, Text: ev.Text()})
			if n.Pace > 0 {
				if err := sleep(ctx, n.Pace); err != nil {
					return nil, fmt.Errorf("%w: %w", ErrStopped, err)
				}
			}
		}
		if n.Record != nil {
			if err := n.Record.RecordTurn(turn, p, played, next.JSON()); err != nil {
				return nil, err
			}
		}
		return next, nil
	}
}

// illegal refuses a turn: it names the rule, tells the players which
// pieces to put back where, and waits until the table shows the position
// before the turn again.
func (n *Netzwerk) illegal(ctx context.Context, turn int, before, after *nz.State, re *nz.RuleError) error {
	if n.Record != nil {
		if err := n.Record.RecordScan(turn, NetzScanIllegal, nil, []string{re.Error()}); err != nil {
			return err
		}
	}
	back := PutBack(before, after)
	n.show(Update{Kind: UpdateIllegal, Turn: turn, Rule: re.Rule, Problems: back,
		Text: fmt.Sprintf("illegal turn: %s\nput the pieces back as they were before turn %d:\n  %s", re.Error(), turn, strings.Join(back, "\n  "))})
	for i := 0; i < n.rescans(); i++ {
		n.expect(before, true)
		st, err := n.look(ctx, turn, NetzScanPutBack, fmt.Sprintf("turn %d: the pieces put back", turn))
		if err != nil {
			return err
		}
		var diff []string
		now, err := NetzwerkPosition(n.Config, before.ToMove(), before.Turn(), st)
		if err != nil {
			diff = []string{err.Error()}
		} else {
			diff = PutBack(before, now)
		}
		if len(diff) == 0 {
			n.show(Update{Kind: UpdateVerify, Turn: turn, Text: fmt.Sprintf("the table is back as it was before turn %d: %s, play your turn again", turn, before.ToMove())})
			return nil
		}
		n.show(Update{Kind: UpdateVerify, Turn: turn, Problems: diff, Text: fmt.Sprintf("the table is not yet as it was before turn %d:\n  %s", turn, strings.Join(diff, "\n  "))})
	}
	return fmt.Errorf("%w: turn %d: the pieces are still not back as they were after %d pictures", ErrTable, turn, n.rescans())
}

// PutBack tells the players how to bring the table from position now back
// to position want: a line per piece out of place.
func PutBack(want, now *nz.State) []string {
	var out []string
	place := func(piece string, xy *[2]int) string {
		if piece == "robot" {
			return fmt.Sprintf("square [%d,%d]", xy[0], xy[1])
		}
		return fmt.Sprintf("corner [%d,%d]", xy[0], xy[1])
	}
	for _, c := range nz.Diff(now, want) {
		switch {
		case c.Before == nil:
			out = append(out, fmt.Sprintf("%s %d: not on the board: put it back on %s", c.Piece, c.ID, place(c.Piece, c.After)))
		case c.After == nil:
			out = append(out, fmt.Sprintf("%s %d: on %s, should not be on the board: take it off", c.Piece, c.ID, place(c.Piece, c.Before)))
		default:
			out = append(out, fmt.Sprintf("%s %d: on %s, put it back on %s", c.Piece, c.ID, place(c.Piece, c.Before), place(c.Piece, c.After)))
		}
	}
	return out
}

func idList(ids []int) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = fmt.Sprint(id)
	}
	return strings.Join(s, ", ")
}

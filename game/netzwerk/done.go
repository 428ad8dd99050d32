package netzwerk

import (
	"context"
	"errors"
	"fmt"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
)

// Seats are the sides' seats, as the players' phones take them and the
// keyboard names them ("player 1: done").
func Seats() []string { return []string{seatOf(rules.Player1), seatOf(rules.Player2)} }

// askDone makes the side p say that turn is played: while the turn is
// read, the referee's Ready (Enter at the keyboard) becomes a question
// to p's seat (talk.FormDone: a button on the phone holding it, Enter or
// "done" at the keyboard; referee.TableAsker asks both at once). Without
// an Asker (no web page) Ready stays as it is. A referee that waits for
// nobody (--no-wait) still asks the side; when nobody can answer (no
// phone holds the seat and the keyboard has no more input), the table
// is read at once, as it was (a live table: once it changes). The
// returned func puts Ready back.
func askDone(r *referee.Referee[*rules.State], turn int, p rules.Player, live bool) (restore func()) {
	ready := r.Ready
	if r.Ask == nil {
		return func() {}
	}
	asker := r.Ask
	q := talk.Question{Step: turn, Who: []string{seatOf(p)}, Form: talk.FormDone,
		Prompt: referee.Says(r.Lang).Sprintf("turn %d: say done once your robots and batteries are moved", turn), Prompts: map[string]string{}}
	for _, l := range lang.All {
		q.Prompts[string(l)] = l.Printer().Sprintf("turn %d: say done once your robots and batteries are moved", turn)
	}
	nobody := false // nobody can say done this turn: the table alone is read
	r.Ready = func(ctx context.Context, what string) error {
		var err error
		if !nobody {
			_, err = asker.Ask(ctx, q)
			nobody = err != nil && ready == nil && errors.Is(err, referee.ErrStopped) && ctx.Err() == nil
		}
		switch {
		case nobody && live: // the table's changes alone end the wait
			<-ctx.Done()
			return fmt.Errorf("%w: %w", referee.ErrStopped, ctx.Err())
		case nobody:
			return nil
		}
		return err
	}
	return func() { r.Ready = ready }
}

package session

import (
	"errors"

	"mecanoid/internal/lang"
	"mecanoid/referee"
)

// Ctrl-C or SIGTERM (systemd stopping the service) is how the players
// end an evening: a normal end, exit status 0, the game kept for
// --resume. The game has already said where it stopped and how to go
// on (Kept.End); a run stopped before its game was kept says so. A run
// stopped because its photos or its typed input ran out is not asked
// to stop: it still fails (fault.Stopped, exit status 1).
func (t *Run) endBySignal(err error, kept bool) error {
	if t.ctx == nil || t.ctx.Err() == nil || !errors.Is(err, referee.ErrStopped) {
		return err
	}
	if !kept {
		say().Fprintf(t.Stdout, "stopped before the game began: nothing was kept\n")
	}
	return nil
}

func init() {
	lang.Add(
		lang.Text{"stopped before the game began: nothing was kept\n", "arrêt avant le début de la partie : rien n'a été gardé\n"},
		lang.Text{"%s; the position could not be written: %v\n", "%s ; la position n'a pas pu être écrite : %v\n"},
		lang.Text{"%s: to go on, %s and run again with --resume (the journal keeps the game), or with --setup %s\n", "%s : pour continuer, %s et relancez avec --resume (le journal garde la partie), ou avec --setup %s\n"},
	)
}

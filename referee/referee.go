package referee

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"mecanoid/device"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/watch"
)

// Scan kinds, as the journal keeps them (RecordScan): what a look at the
// table was for.
const (
	ScanStart = "start" // the position to start from
	ScanCheck = "check" // the table after a step, checked against the ruling
	ScanFix   = "fix"   // the table again, after it differed from the ruling
	ScanTurn  = "turn"  // the table read as the players' turn (Netzwerk)
	// ScanIllegal: a turn read from the table broke a rule (no picture
	// kept: its problems name the rule).
	ScanIllegal = "illegal"
)

// Referee plays any game at the table (a Game): it reads the starting
// position, then step after step lets the game play, shows what happened
// (terminal, web page, journal), lights the LEDs, keeps the step, tells
// the players what to move and reads the table until it shows the ruling,
// until the game is over. A doubtful picture is named and taken again; a
// camera that gives no picture pauses the game until it is back.
type Referee[P any] struct {
	Game     Game[P]
	Table    Table
	Displays []talk.Display
	Lights   device.Lights // the tiles' LEDs; nil: none
	Record   StepRecorder  // nil: nothing kept
	// Ask asks the players what the table cannot show (a secret radio
	// signal, a skirmish turn): the phones and the keyboard at once
	// (TableAsker). nil: the game has nobody to ask.
	Ask talk.Asker
	// Ready waits until the players say the table is ready to be read;
	// what says what for ("round 3: the robots moved as told"). While the
	// table is checked after a step, it may say instead that the players
	// take the step back (ErrUndo). nil: no wait.
	Ready func(ctx context.Context, what string) error
	// Expect, when set, is told which pieces the next picture must show:
	// a Camera's scanner takes them as vision.Scanner.Expect, so that a
	// hidden tag is asked again rather than taken for a piece gone.
	Expect func(pieces []tag.Payload)
	// Rescans bounds the pictures in a row that cannot be read, or that do
	// not show the ruling (0: 3).
	Rescans int
	// MaxSteps stops Play with ErrStopped once the game has played that
	// many steps, as it counts them (0: no limit).
	MaxSteps int
	// CameraWait is the pause between attempts when the camera gives no
	// frame (unplugged, restarting); 0: 2 s. CameraTries bounds the
	// attempts in a row (0: no bound: the referee waits until the camera
	// is back or the game is stopped).
	CameraWait  time.Duration
	CameraTries int
	// Pace is a pause after each event shown, so that the room can follow
	// the step on the web page (0: none).
	Pace time.Duration
	// Lang is the table's language: the terminal's and the journal's log.
	// An update's words in every language (Langs) go to the web page,
	// which shows each browser its own.
	Lang lang.Lang

	seq       int
	lastKept  string // the live table's last scan kept (scanKey)
	lastCheck string // the check shown last, if nothing was shown since (showCheck)
	undoable  bool   // the table is checked after a step: Ready may say ErrUndo
}

// Show numbers u, names its step as the game does, and shows it on every
// display.
func (r *Referee[P]) Show(u talk.Update) {
	r.lastCheck = "" // anything else shown: the next check is said again
	r.seq++
	u.Seq = r.seq
	if u.StepName == "" {
		u.StepName = r.Game.StepName()
	}
	u = r.Quoted(u)
	u = InLang(u, r.Lang)
	for _, d := range r.Displays {
		d.Show(u)
	}
}

// printer prints in the table's language.
func (r *Referee[P]) printer() *lang.Printer { return r.Lang.Printer() }

// Said is u saying m, in every language (Text is the English until Show
// puts the table's language in it).
func Said(u talk.Update, m lang.Msg) talk.Update {
	return Phrased(u, func(p *lang.Printer) talk.Words { return talk.Words{Text: p.Say(m)} })
}

// Phrased is u with its words f says in every language.
func Phrased(u talk.Update, f func(p *lang.Printer) talk.Words) talk.Update {
	u.Langs = Words(f)
	return InLang(u, lang.EN)
}

// stepKey is the key of a message about a step, as the game names its
// steps: round for "round", step for "step" (SimulacreS), turn for any
// other ("turn").
func stepKey(name, turn, round, step string) string {
	switch name {
	case "round":
		return round
	case "step":
		return step
	}
	return turn
}

// Expecting tells the scanner the pieces the next picture must show.
func (r *Referee[P]) Expecting(pieces []tag.Payload) {
	if r.Expect != nil {
		r.Expect(pieces)
	}
}

// RescansLeft is how many pictures in a row may fail (Rescans, else 3).
func (r *Referee[P]) RescansLeft() int {
	if r.Rescans == 0 {
		return 3
	}
	return r.Rescans
}

// Start reads the position to start from: the game's setup, once the
// table shows it, or the position the table shows.
func (r *Referee[P]) Start(ctx context.Context) (P, error) {
	g := r.Game
	if pv, ok := g.(Previewer); ok {
		r.Show(pv.Preview())
	}
	setup, played, known := g.Opening()
	if lt, ok := r.Live(); ok && !known {
		return r.startLive(ctx, lt, played)
	}
	if known {
		// The game is said first (the terminal's first line is its
		// header, the page draws it), then the table checked against it.
		r.Show(g.Started(setup))
		if err := r.Verify(ctx, played, setup, ScanStart, r.printer().Sprintf("start: the pieces where the game starts")); err != nil {
			return setup, err
		}
		return setup, nil
	}
	for i := 0; ; i++ {
		var none P
		if ps := g.Pieces(setup); len(ps) > 0 { // the pieces a setup names, wherever they stand
			r.Expecting(ps)
		}
		st, err := r.Look(ctx, played, ScanStart, r.printer().Sprintf("start: the pieces on their starting places"))
		if err != nil {
			return none, err
		}
		p, err := g.Read(st)
		if err == nil && g.Done(p) {
			err = fmt.Errorf("%w: the table shows a game already over (%s)", ErrTable, g.Over(p).Text)
		}
		if err != nil {
			if i+1 >= r.RescansLeft() {
				return none, err
			}
			why := err
			r.Show(Phrased(talk.Update{Kind: talk.UpdateScan, Turn: played}, func(p *lang.Printer) talk.Words {
				return talk.Words{Text: p.Sprintf("the table does not show a position to start from: fix it and press Enter"), Problems: []string{SayError(p, why)}}
			}))
			continue
		}
		r.Show(g.Started(p))
		return p, nil
	}
}

// Play plays steps from p until the game is over or ctx ends, and returns
// the last position: after the last step played, even when its table
// could not be checked (the step is kept: the engine rules, the table
// only shows it).
func (r *Referee[P]) Play(ctx context.Context, p P) (P, error) {
	defer func() {
		if r.Lights != nil {
			r.Lights.Off() // on the way out: a panel that fails to go dark has nobody to tell
		}
	}()
	g := r.Game
	for !g.Done(p) {
		if err := ctx.Err(); err != nil {
			return p, fmt.Errorf("%w: %w", ErrStopped, err)
		}
		if played := g.Next(p) - 1; r.MaxSteps > 0 && played >= r.MaxSteps {
			return p, fmt.Errorf("%w: no end after %d %ss", ErrStopped, played, g.StepName())
		}
		next, err := r.Step(ctx, p)
		if err != nil {
			return next, err
		}
		p = next
	}
	r.Show(g.Over(p))
	return p, nil
}

// Step plays one step from p: played by the game, shown event by event
// with its lights, kept, the moves told, the table checked. It returns
// the position after the step, or p when the step could not be played.
func (r *Referee[P]) Step(ctx context.Context, p P) (P, error) {
	g := r.Game
	n := g.Next(p)
	pl, err := g.Play(ctx, r, p)
	if err != nil {
		if ctx.Err() != nil && !errors.Is(err, ErrStopped) {
			err = fmt.Errorf("%w: %w", ErrStopped, err)
		}
		return p, err
	}
	for _, u := range pl.Events {
		if err := r.event(ctx, u); err != nil {
			return p, err
		}
	}
	// Kept as soon as it is played: the players move the pieces from what
	// the referee says, so a game stopped while the table is checked goes
	// on from the position after this step.
	if r.Record != nil && pl.Input != nil {
		if err := r.Record.RecordStep(n, pl.Who, pl.Input, pl.Result); err != nil {
			return p, Unkept(err)
		}
	}
	if pl.Moves != nil {
		r.Show(*pl.Moves)
	}
	if pl.Check {
		prompt := r.printer().Sprintf(stepKey(g.StepName(), "turn %d: the pieces moved as told (\"undo\" takes the turn back)",
			"round %d: the pieces moved as told (\"undo\" takes the round back)",
			"step %d: the pieces moved as told (\"undo\" takes the step back)"), n)
		r.undoable = true
		err := r.Verify(ctx, n, pl.Next, ScanCheck, prompt)
		r.undoable = false
		if errors.Is(err, ErrUndo) {
			return r.undo(ctx, n, p)
		}
		if err != nil {
			return pl.Next, err
		}
	}
	return pl.Next, nil
}

// undo takes back step n, played from p, when the players agree it was
// wrong (a misread program, a piece knocked over): the journal keeps it as
// undone, the game forgets it, and the table must show p again before
// step n is played anew.
func (r *Referee[P]) undo(ctx context.Context, n int, p P) (P, error) {
	g := r.Game
	if r.Record != nil {
		if err := r.Record.UndoStep(n); err != nil {
			return p, Unkept(err)
		}
	}
	if u, ok := g.(Undoer[P]); ok {
		u.Undo(p)
	}
	back := g.Started(p) // the position before the step, for the displays
	r.Show(Said(talk.Update{Kind: talk.UpdateMessage, Turn: n, State: back.State, Drawing: back.Drawing, Undone: true},
		lang.M(stepKey(g.StepName(), "turn %d undone: put the pieces back where they stood before it; it is played again",
			"round %d undone: put the pieces back where they stood before it; it is played again",
			"step %d undone: put the pieces back where they stood before it; it is played again"), n)))
	for {
		err := r.Verify(ctx, n-1, p, ScanFix, r.printer().Sprintf(stepKey(g.StepName(), "turn %d undone: the pieces put back", "round %d undone: the pieces put back", "step %d undone: the pieces put back"), n))
		if !errors.Is(err, ErrUndo) {
			return p, err
		}
		r.Show(Said(talk.Update{Kind: talk.UpdateMessage, Turn: n}, lang.M("only the step just played can be undone")))
	}
}

// event shows u, lights its LEDs, and pauses after an event.
func (r *Referee[P]) event(ctx context.Context, u talk.Update) error {
	r.Show(u)
	if len(u.Lit) > 0 {
		if r.Lights != nil {
			return r.Lights.Blink(ctx, deviceLights(u.Lit))
		}
		return nil
	}
	if u.Kind == talk.UpdateStep && r.Pace > 0 {
		if err := sleep(ctx, r.Pace); err != nil {
			return fmt.Errorf("%w: %w", ErrStopped, err)
		}
	}
	return nil
}

// Verify reads the table until it shows want, telling the players what
// differs from the ruling after each picture; the first look is kept as
// scan kind what, asking the players with prompt.
//
// A live table (LiveTable) is watched instead, until it shows want.
func (r *Referee[P]) Verify(ctx context.Context, step int, want P, what, prompt string) error {
	if lt, ok := r.Live(); ok {
		return r.verifyLive(ctx, lt, step, want, what, prompt)
	}
	name := r.Game.StepName()
	for i := 0; ; i++ {
		r.Expecting(r.Game.Pieces(want))
		st, err := r.Look(ctx, step, what, prompt)
		if err != nil {
			return err
		}
		diff := r.Game.Differ(want, st)
		if len(diff) == 0 {
			r.Show(Said(talk.Update{Kind: talk.UpdateVerify, Turn: step}, lang.M("the table matches the ruling")))
			return nil
		}
		if i+1 >= r.RescansLeft() {
			list := strings.Join(lang.EN.Printer().Says(diff), "\n  ")
			return fmt.Errorf("%w: %s %d: the table still differs from the ruling after %d pictures:\n  %s", ErrTable, name, step, i+1, list)
		}
		r.Show(Phrased(talk.Update{Kind: talk.UpdateVerify, Turn: step}, func(p *lang.Printer) talk.Words {
			lines := p.Says(diff)
			return talk.Words{Problems: lines, Text: p.Sprintf("the table differs from the ruling:\n  %s\nfix it and press Enter", strings.Join(lines, "\n  "))}
		}))
		what, prompt = ScanFix, r.printer().Sprintf(stepKey(name, "turn %d: the pieces put right", "round %d: the pieces put right", "step %d: the pieces put right"), step)
	}
}

// Look reads the table until it reads clearly, telling the players what
// to fix after each doubtful picture; each picture is kept as scan kind
// what of step, and the players are asked with prompt first.
func (r *Referee[P]) Look(ctx context.Context, step int, what, prompt string) (*vision.State, error) {
	tries := r.RescansLeft()
	var last error
	for i := 0; i < tries; i++ {
		if r.Ready != nil {
			err := r.Ready(ctx, prompt)
			if errors.Is(err, ErrUndo) && !r.undoable {
				r.refuseUndo(step)
				i--
				continue
			}
			if err != nil {
				return nil, err
			}
		}
		st, err := r.lookCamera(ctx, step, r.Table.Look)
		if err != nil && !errors.Is(err, vision.ErrRescan) {
			return nil, err
		}
		re, problems := doubts(err)
		if r.Record != nil {
			if rerr := r.Record.RecordScan(step, what, st, problems); rerr != nil {
				return nil, Unkept(rerr)
			}
		}
		if err == nil {
			return st, nil
		}
		last = err
		r.showDoubt(step, re, problems, lang.Key("the camera cannot read the table clearly: fix these and press Enter"))
	}
	return nil, fmt.Errorf("%w: after %d pictures: %w", ErrTable, tries, last)
}

// doubts are the problems of a doubtful picture (err wraps a
// vision.RescanError), each as the journal keeps it.
func doubts(err error) (*vision.RescanError, []string) {
	var re *vision.RescanError
	if !errors.As(err, &re) {
		return nil, nil
	}
	problems := make([]string, len(re.Problems))
	for i, p := range re.Problems {
		problems[i] = p.String()
	}
	return re, problems
}

// showDoubt tells the players what the camera could not read: text (a
// catalog key), then each problem in the reader's language.
func (r *Referee[P]) showDoubt(step int, re *vision.RescanError, problems []string, text string) {
	r.Show(Phrased(talk.Update{Kind: talk.UpdateScan, Turn: step, Problems: problems}, func(p *lang.Printer) talk.Words {
		said := problems
		if re != nil {
			said = scanProblems(p, re.Problems)
		}
		return talk.Words{Text: p.Sprintf(text), Problems: said}
	}))
}

// refuseUndo says that only a step just played can be undone, while its
// table is checked.
func (r *Referee[P]) refuseUndo(step int) {
	r.Show(Said(talk.Update{Kind: talk.UpdateMessage, Turn: step}, lang.M("nothing to undo now: only a step just played, while its table is checked")))
}

// lookCamera takes a picture; while the camera gives none it tells the
// players, waits and tries again, so that an unplugged camera pauses the
// game instead of ending it.
func (r *Referee[P]) lookCamera(ctx context.Context, step int, look func(context.Context) (*vision.State, error)) (*vision.State, error) {
	wait := r.CameraWait
	if wait == 0 {
		wait = 2 * time.Second
	}
	for attempt := 1; ; attempt++ {
		st, err := look(ctx)
		if err != nil && ctx.Err() != nil && !errors.Is(err, ErrStopped) {
			return nil, fmt.Errorf("%w: %w", ErrStopped, err)
		}
		if !errors.Is(err, ErrCamera) {
			if attempt > 1 {
				r.Show(Said(talk.Update{Kind: talk.UpdateMessage, Turn: step}, lang.M("the camera is back")))
			}
			return st, err
		}
		if r.CameraTries > 0 && attempt >= r.CameraTries {
			return nil, fmt.Errorf("%w (gave up after %d attempts)", err, attempt)
		}
		var stall *watch.StallError
		if errors.As(err, &stall) {
			// A stream quiet without an error: said once, watched on.
			if attempt == 1 {
				r.Show(Said(talk.Update{Kind: talk.UpdateMessage, Turn: step}, lang.M("the camera has given no picture for %s (its stream stuck?): waiting for it", stall.For.Round(100*time.Millisecond).String())))
			}
		} else if attempt == 1 || attempt%10 == 0 {
			r.Show(Said(talk.Update{Kind: talk.UpdateMessage, Turn: step}, lang.M("no picture from the camera (%v): check its cable; trying again every %s", err.Error(), wait.String())))
		}
		if err := sleep(ctx, wait); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrStopped, err)
		}
	}
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

package referee

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"io"
	"strings"
	"sync"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/watch"
)

// A LiveTable is a Table watched without pause (a camera's stream): the
// referee needs no Enter. Look reads the table as it stands, once
// still; Changed waits until hands have moved over the table and left
// it, and reads it then. Use one when the camera streams; a Table that
// only takes pictures when told (files, a camera read on Enter) keeps
// the players pressing Enter.
type LiveTable interface {
	Table
	Changed(ctx context.Context) (*vision.State, error)
}

// A Checker is a Game that checks the table piece by piece: on a live
// table each piece put down is coloured at once on the page (green: as
// it should stand; red, with what to do). Check lists the pieces of p
// and the pieces on the table that p has not, each with whether it
// stands as in p; Do says what to do with a wrong one.
type Checker[P any] interface {
	Check(p P, st *vision.State) []PieceCheck
}

// PieceCheck is one piece checked: as the page shows it, and what to do
// when it stands wrong (Do; zero when OK).
type PieceCheck struct {
	talk.Piece
	Do lang.Msg
}

// Live is the table watched, when it is.
func (r *Referee[P]) Live() (LiveTable, bool) {
	lt, ok := r.Table.(LiveTable)
	return lt, ok
}

// WatchLook reads a live table: the table now (now), else the table
// once hands have moved over it and left; Enter (Ready) reads it now
// too, and "undo" takes back the step while it is undoable. A doubtful
// picture is told, and the table watched until it changes: the players
// fix what the referee names. Each picture read is kept as scan kind
// what.
// entered: Enter asked for the picture.
//
// A picture whose only problems are expected pieces not seen is read all
// the same: the pieces are missing from it, and the check of the table
// says so, piece by piece (a robot in a player's hand).
func (r *Referee[P]) WatchLook(ctx context.Context, lt LiveTable, step int, what, prompt string, now bool) (st *vision.State, entered bool, err error) {
	for {
		look := lt.Look
		if !now {
			look = func(ctx context.Context) (*vision.State, error) {
				st, e, err := r.changedOrReady(ctx, lt, step, prompt)
				entered = e
				return st, err
			}
		}
		now = false
		st, err := r.lookCamera(ctx, step, look)
		if err != nil && !errors.Is(err, vision.ErrRescan) {
			return nil, false, err
		}
		re, problems := doubts(err)
		if re != nil && onlyNotSeen(re.Problems) && st != nil {
			err = nil
		}
		// Kept when the table shows something new: a hand passing over a
		// table that did not change is not worth a row on the card.
		if seen := scanKey(what, st, problems); r.Record != nil && seen != r.lastKept {
			if rerr := r.Record.RecordScan(step, what, st, problems); rerr != nil {
				return nil, false, Unkept(rerr)
			}
			r.lastKept = seen
		}
		if err == nil {
			return st, entered, nil
		}
		r.showDoubt(step, re, problems, lang.Key("the camera cannot read the table clearly: fix these"))
	}
}

// changedOrReady waits for the table to change, or for the players to
// say it is ready (Enter: read it now; entered) or to take the step back
// (undo).
func (r *Referee[P]) changedOrReady(ctx context.Context, lt LiveTable, step int, prompt string) (st *vision.State, entered bool, err error) {
	if r.Ready == nil {
		st, err := lt.Changed(ctx)
		return st, false, err
	}
	for {
		cctx, cancel := context.WithCancel(ctx)
		type got struct {
			st    *vision.State
			err   error
			ready bool
		}
		ch := make(chan got, 2)
		var wg sync.WaitGroup
		wg.Add(2)
		go func() { defer wg.Done(); st, err := lt.Changed(cctx); ch <- got{st, err, false} }()
		go func() { defer wg.Done(); ch <- got{nil, r.Ready(cctx, prompt), true} }()
		g := <-ch
		cancel()
		wg.Wait() // the table is read by one at a time
		// What the players typed is never dropped: an Enter or an undo that
		// came as the table changed wins.
		g2 := <-ch
		if g2.ready && (g2.err == nil || errors.Is(g2.err, ErrUndo)) {
			g, g2 = g2, g
		}
		switch {
		case !g.ready:
			if ctx.Err() == nil && errors.Is(g.err, context.Canceled) {
				continue
			}
			return g.st, false, g.err
		case errors.Is(g.err, ErrUndo) && !r.undoable:
			r.refuseUndo(step)
			continue
		case errors.Is(g.err, ErrStopped) && ctx.Err() == nil:
			// The keyboard has no more input (the referee run without a
			// terminal): the table is watched alone from now on.
			r.Ready = nil
			if !g2.ready && !errors.Is(g2.err, context.Canceled) {
				// The table changed as the keyboard ended: that change
				// is taken, not waited for again.
				return g2.st, false, g2.err
			}
			st, err := lt.Changed(ctx)
			return st, false, err
		case g.err != nil:
			return nil, false, g.err
		}
		st, err := lt.Look(ctx) // Enter: the table now
		return st, true, err
	}
}

// onlyNotSeen: every problem is an expected piece not seen.
func onlyNotSeen(ps []vision.Problem) bool {
	for _, p := range ps {
		if p.Why != vision.WhyNotSeen {
			return false
		}
	}
	return len(ps) > 0
}

// scanKey is what a scan kept shows: its kind, the pieces where they
// stand, its problems.
func scanKey(what string, st *vision.State, problems []string) string {
	var b strings.Builder
	b.WriteString(what)
	if st != nil {
		for _, p := range st.Pieces {
			fmt.Fprintf(&b, "|%s %d,%d %s", p.Text, p.Col, p.Row, p.Facing)
		}
	}
	for _, p := range problems {
		b.WriteString("|" + p)
	}
	return b.String()
}

// verifyLive watches the table until it shows want: each time the
// players' hands leave it, the pieces are checked one by one and the
// page colours them; once the table matches, the game goes on by itself.
func (r *Referee[P]) verifyLive(ctx context.Context, lt LiveTable, step int, want P, what, prompt string) error {
	now := true
	for {
		r.Expecting(r.Game.Pieces(want))
		st, _, err := r.WatchLook(ctx, lt, step, what, prompt, now)
		if err != nil {
			return err
		}
		now = false
		diff := r.Game.Differ(want, st)
		r.showCheck(r.checked(step, want, st, diff))
		if len(diff) == 0 {
			r.Show(Said(talk.Update{Kind: talk.UpdateVerify, Turn: step}, lang.M("the table matches the ruling")))
			return nil
		}
		what = ScanFix
	}
}

// showCheck shows a check of the table unless it says what the check
// shown last said, with nothing else shown since: a table that never
// matches, settling again and again, printed the same lines at every
// settle (11,000 an hour). Said once, until it changes.
func (r *Referee[P]) showCheck(u talk.Update) {
	said, err := json.Marshal(struct {
		Turn   int
		Pieces []talk.Piece
		Langs  any
	}{u.Turn, u.Pieces, u.Langs})
	key := string(said)
	if err == nil && key == r.lastCheck {
		return
	}
	r.Show(u)
	r.lastCheck = key
}

// checked is the UpdateCheck of the table st against want: piece by
// piece when the game can (Checker), else its differences.
func (r *Referee[P]) checked(step int, want P, st *vision.State, diff []lang.Msg) talk.Update {
	var checks []PieceCheck
	if c, ok := r.Game.(Checker[P]); ok {
		checks = c.Check(want, st)
	}
	u := talk.Update{Kind: talk.UpdateCheck, Turn: step}
	for _, c := range checks {
		u.Pieces = append(u.Pieces, c.Piece)
	}
	d, draws := r.Game.(Drawer[P])
	return Phrased(u, func(p *lang.Printer) talk.Words {
		w := talk.Words{Problems: p.Says(diff)}
		if draws {
			w.View = d.Draw(want, u.Pieces, p)
		}
		for _, c := range checks {
			line := ""
			if !c.OK {
				line = p.Say(c.Do)
			}
			w.Pieces = append(w.Pieces, line)
		}
		if len(diff) > 0 { // else the UpdateVerify that follows says it matches
			w.Text = p.Sprintf("still to put right:\n  %s", strings.Join(w.Problems, "\n  "))
		}
		return w
	})
}

// startLive reads the position to start from on a live table, as the
// players set it up: the pieces read are shown each time their hands
// leave the table. The game starts once the table shows a position with
// every piece the game names (Pieces); a game that names none starts on
// Enter, with the position then read.
func (r *Referee[P]) startLive(ctx context.Context, lt LiveTable, played int) (P, error) {
	g := r.Game
	var none P
	named := g.Pieces(none)
	prompt := r.printer().Sprintf("start: the pieces on their starting places")
	now := true
	// A piece not seen yet is one still to put down, not a doubtful
	// picture: the scanner expects nothing (missingPieces names them).
	r.Expecting(nil)
	for {
		st, entered, err := r.WatchLook(ctx, lt, played, ScanStart, prompt, now)
		if err != nil {
			return none, err
		}
		now = false
		p, err := g.Read(st)
		if err == nil && g.Done(p) {
			err = fmt.Errorf("%w: the table shows a game already over (%s)", ErrTable, g.Over(p).Text)
		}
		missing := MissingPieces(named, st)
		// With a keyboard the players say when the set-up is done (the last
		// robot down may yet be turned); without, the game starts once every
		// piece it names stands (a game taken from a generated stream).
		if err == nil && len(missing) == 0 && (entered || r.Ready == nil) {
			r.Show(g.Started(p))
			return p, nil
		}
		why := err
		r.showCheck(Phrased(talk.Update{Kind: talk.UpdateCheck, Turn: played, Pieces: seenPieces(st)}, func(l *lang.Printer) talk.Words {
			w := talk.Words{Pieces: make([]string, len(st.Pieces))}
			switch {
			case len(missing) > 0:
				w.Problems = []string{l.Sprintf("still to put down: %s", strings.Join(l.Says(missing), ", "))}
			case why != nil:
				w.Problems = []string{SayError(l, why)}
			default:
				w.Problems = []string{l.Sprintf("press Enter to start with these pieces")}
			}
			w.Text = l.Sprintf("on the table so far: %s", piecesSeenText(l, st)) + "\n  " + w.Problems[0]
			return w
		}))
	}
}

// MissingPieces are the pieces of named the table st does not show, as
// the players name them.
func MissingPieces(named []tag.Payload, st *vision.State) []lang.Msg {
	seen := map[tag.Payload]bool{}
	for _, p := range st.Pieces {
		seen[p.Tag] = true
	}
	var out []lang.Msg
	for _, n := range named {
		if !seen[n] {
			out = append(out, pieceName(n))
		}
	}
	return out
}

// pieceName names a piece as the players do: "robot 2", "battery 5".
func pieceName(p tag.Payload) lang.Msg {
	switch p.Kind {
	case tag.Robot:
		return lang.M("robot %d", p.ID)
	case tag.Law:
		return lang.M("law %d", p.ID)
	case tag.Battery:
		return lang.M("battery %d", p.ID)
	}
	return lang.M("%s", p.Label())
}

// seenPieces are the pieces the table shows, each standing where it
// stands (nothing to check them against yet).
func seenPieces(st *vision.State) []talk.Piece {
	var out []talk.Piece
	for _, p := range st.Pieces {
		c := talk.Cell{X: p.Col, Y: p.Row}
		out = append(out, talk.Piece{Kind: p.Tag.Kind.String(), ID: p.Tag.ID, Seen: true, Cell: c, Facing: p.Facing, Want: c, WantFacing: p.Facing, OK: true})
	}
	return out
}

// CellAt names a cell as every game does: "[2,5]".
func CellAt(x, y int) string { return fmt.Sprintf("[%d,%d]", x, y) }

// FacingMsg is a piece facing direction d: "facing N".
func FacingMsg(d string) lang.Msg { return lang.M("facing " + d) }

func piecesSeenText(l *lang.Printer, st *vision.State) string {
	if len(st.Pieces) == 0 {
		return l.Sprintf("nothing")
	}
	var parts []string
	for _, p := range st.Pieces {
		part := l.Sprintf("%s on %s", l.Say(pieceName(p.Tag)), CellAt(p.Col, p.Row))
		if p.Facing != "" && p.Tag.Kind == tag.Robot {
			part += " " + l.Say(FacingMsg(p.Facing))
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, ", ")
}

// Watched is a LiveTable: a camera's stream watched without pause
// (watch.Live), its settled frames read by a vision.Scanner. When the
// stream fails (a camera unplugged), it is closed and, if Open is set,
// opened again at the next look: a camera plugged back in is watched
// again without restarting the referee.
type Watched struct {
	Live    *watch.Live
	Scanner *vision.Scanner
	Open    func() (*watch.Live, error) // nil: the stream is not opened again

	seq  int           // the settle of the frame read last
	prev *vision.State // the frame read last, read clearly: what carries over
	mu   sync.Mutex
	last *vision.State // the table read last, for a view of it
}

var _ LiveTable = (*Watched)(nil)

// Look reads the table as it stands, once still.
func (w *Watched) Look(ctx context.Context) (*vision.State, error) {
	l, err := w.watching()
	if err != nil {
		return nil, err
	}
	s, err := l.Now(ctx)
	return w.read(ctx, s, err)
}

// Changed reads the table once it settles after hands moved over it.
func (w *Watched) Changed(ctx context.Context) (*vision.State, error) {
	l, err := w.watching()
	if err != nil {
		return nil, err
	}
	s, err := l.Next(ctx, w.seq)
	return w.read(ctx, s, err)
}

// watching is the stream watched, opened again after it failed.
func (w *Watched) watching() (*watch.Live, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.Live != nil {
		return w.Live, nil
	}
	if w.Open == nil {
		return nil, fmt.Errorf("%w: no camera", ErrCamera)
	}
	l, err := w.Open()
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCamera, err)
	}
	w.Live, w.seq, w.prev = l, 0, nil
	return l, nil
}

// Latest is the newest frame the camera gave (none: false), for a view
// of what it sees.
func (w *Watched) Latest() (vision.Encoded, bool) {
	w.mu.Lock()
	l := w.Live
	w.mu.Unlock()
	if l == nil {
		return vision.Encoded{}, false
	}
	return l.Latest()
}

// Hand tells whether a hand rests over the board now (watch.Live.Hand):
// the referee waits for it to go, and says nothing meanwhile; the page
// may show it.
func (w *Watched) Hand() bool {
	w.mu.Lock()
	l := w.Live
	w.mu.Unlock()
	return l != nil && l.Hand()
}

// Last is the table read last (nil: none yet).
func (w *Watched) Last() *vision.State {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.last
}

// Close stops watching.
func (w *Watched) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.Live == nil {
		return nil
	}
	err := w.Live.Close()
	w.Live = nil
	return err
}

func (w *Watched) read(ctx context.Context, s watch.Seen, err error) (*vision.State, error) {
	switch {
	case err == nil:
	case ctx.Err() != nil:
		return nil, fmt.Errorf("%w: %w", ErrStopped, ctx.Err())
	case errors.Is(err, io.EOF): // a file or a generated stream has run out
		return nil, fmt.Errorf("%w: no more frames", ErrStopped)
	case errors.Is(err, watch.ErrStalled): // watched on: frames may come back
		return nil, fmt.Errorf("%w: %w", ErrCamera, err)
	default:
		if w.Open != nil { // watched again once it is back
			w.Close()
		}
		return nil, fmt.Errorf("%w: %w", ErrCamera, err)
	}
	w.seq = s.Seq
	prev := w.prev
	w.prev = nil // until this frame is read clearly: its changes are taken
	img, err := vision.DecodeImage(s.Frame.Name, s.Frame.Data)
	if err != nil { // a frame the camera spoilt: the next one
		return nil, fmt.Errorf("%w: %w", ErrCamera, err)
	}
	// Read only where the table changed since the frame read before, the
	// rest carried over (ScanChanged reads whole whatever it cannot vouch
	// for): a settle after one robot moved is read in a few windows.
	changed := s.Changed
	if s.Full {
		prev = nil
	} else if changed == nil {
		changed = []image.Rectangle{} // nothing changed since
	}
	st, err := w.Scanner.ScanChanged(img, prev, changed)
	if err != nil && !errors.Is(err, vision.ErrRescan) {
		return nil, fmt.Errorf("referee: %s: %w", s.Frame.Name, err)
	}
	if err == nil {
		w.prev = st
	}
	if st != nil {
		st.Frame = s.Frame.Name
		if st.Calibration != nil && (st.Recalibrated || w.Scanner.Calibration == nil) {
			w.Scanner.Calibration = st.Calibration
		}
		w.mu.Lock()
		w.last = st
		w.mu.Unlock()
	}
	return st, err
}

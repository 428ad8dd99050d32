package referee

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"mecanoid/engine/dr2d"
	"mecanoid/vision"
)

// Lights shows the tiles' LEDs: Light blinks them (and returns when they
// are done), Off puts every LED out.
type Lights interface {
	Light(ctx context.Context, ls []Light) error
	Off()
}

// A Recorder keeps the game as it goes (the journal): a turn is recorded
// whole, its programs with its result, or not at all.
type Recorder interface {
	CompleteTurn(turn int, programs dr2d.TurnJSON, result dr2d.StateJSON) error
	RecordScan(turn int, what string, st *vision.State, problems []string) error
}

// Referee plays a DR2D game at the table.
type Referee struct {
	Board      *dr2d.Board
	BoardLines []string // the board file, for displays
	Layout     int      // starting layout, 0-based
	Table      Table
	Programs   Programmer
	Displays   []Display
	Lights     Lights   // nil: none
	Record     Recorder // nil: nothing kept
	// Ready waits until the players say the table is ready to be read
	// (pieces placed or moved); what says what for. nil: no wait.
	Ready func(ctx context.Context, what string) error
	// Rescans is how many times the table is read again before the
	// referee gives up on a turn's verification (0: 3).
	Rescans int
	// MaxTurns stops Play with an error after that many turns (0: no limit).
	MaxTurns int
	// CameraWait is the pause between attempts when the camera gives no
	// frame (unplugged, restarting); 0: 2 s. CameraTries bounds the
	// attempts in a row (0: no bound: the referee waits until the camera
	// is back or the game is stopped).
	CameraWait  time.Duration
	CameraTries int
	// Pace is a pause after each step shown, so that the room can follow
	// the turn on the web page (0: none).
	Pace time.Duration

	seq  int
	left []int       // robots in the order they left the board: the first wins
	cur  *dr2d.State // the position being played
}

// State is the position of the turn being played (for a Bot).
func (r *Referee) State() *dr2d.State { return r.cur }

func (r *Referee) show(u Update) {
	r.seq++
	u.Seq = r.seq
	for _, d := range r.Displays {
		d.Show(u)
	}
}

func (r *Referee) rescans() int {
	if r.Rescans == 0 {
		return 3
	}
	return r.Rescans
}

// look reads the table until it reads clearly, telling the players what
// to fix after each doubtful picture.
func (r *Referee) look(ctx context.Context, turn int, what string) (*vision.State, error) {
	tries := r.rescans()
	var last error
	for i := 0; i < tries; i++ {
		if r.Ready != nil {
			if err := r.Ready(ctx, what); err != nil {
				return nil, err
			}
		}
		st, err := r.lookCamera(ctx, turn)
		if err != nil && !errors.Is(err, vision.ErrRescan) {
			return nil, err
		}
		var problems []string
		var re *vision.RescanError
		if errors.As(err, &re) {
			for _, p := range re.Problems {
				problems = append(problems, p.String())
			}
		}
		if r.Record != nil {
			if rerr := r.Record.RecordScan(turn, what, st, problems); rerr != nil {
				return nil, rerr
			}
		}
		if err == nil {
			return st, nil
		}
		last = err
		r.show(Update{Kind: UpdateScan, Turn: turn, Text: "the camera cannot read the table clearly: fix these and press Enter", Problems: problems})
	}
	return nil, fmt.Errorf("%w: after %d pictures: %w", ErrTable, tries, last)
}

// lookCamera takes a picture; while the camera gives none it tells the
// players, waits and tries again, so that an unplugged camera pauses the
// game instead of ending it.
func (r *Referee) lookCamera(ctx context.Context, turn int) (*vision.State, error) {
	wait := r.CameraWait
	if wait == 0 {
		wait = 2 * time.Second
	}
	for attempt := 1; ; attempt++ {
		st, err := r.Table.Look(ctx)
		if err != nil && ctx.Err() != nil && !errors.Is(err, ErrStopped) {
			return nil, fmt.Errorf("%w: %w", ErrStopped, err)
		}
		if !errors.Is(err, ErrCamera) {
			if attempt > 1 {
				r.show(Update{Kind: UpdateMessage, Turn: turn, Text: "the camera is back"})
			}
			return st, err
		}
		if r.CameraTries > 0 && attempt >= r.CameraTries {
			return nil, fmt.Errorf("%w (gave up after %d attempts)", err, attempt)
		}
		if attempt == 1 || attempt%10 == 0 {
			r.show(Update{Kind: UpdateMessage, Turn: turn, Text: fmt.Sprintf("no picture from the camera (%v): check its cable; trying again every %s", err, wait)})
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

// Start reads the starting position from the table.
func (r *Referee) Start(ctx context.Context) (*dr2d.State, error) {
	st, err := r.look(ctx, 0, "start")
	if err != nil {
		return nil, err
	}
	s, err := StartPosition(r.Board, r.Layout, st)
	if err != nil {
		return nil, err
	}
	r.cur = s
	sj := s.JSON()
	r.show(Update{Kind: UpdateStart, Text: fmt.Sprintf("%d robots on %s", len(s.Robots), r.Board.Name), Board: r.BoardLines, State: &sj})
	return s, nil
}

// Play plays turns from s until the game is over or ctx ends, and returns
// the last state.
func (r *Referee) Play(ctx context.Context, s *dr2d.State) (*dr2d.State, error) {
	defer func() {
		if r.Lights != nil {
			r.Lights.Off()
		}
	}()
	for !s.Over() {
		if err := ctx.Err(); err != nil {
			return s, fmt.Errorf("%w: %w", ErrStopped, err)
		}
		if r.MaxTurns > 0 && s.Turn >= r.MaxTurns {
			return s, fmt.Errorf("%w: no winner after %d turns", ErrStopped, s.Turn)
		}
		next, err := r.Turn(ctx, s)
		if err != nil {
			return s, err
		}
		s = next
	}
	r.show(Update{Kind: UpdateOver, Turn: s.Turn, Text: r.winnerText(s)})
	return s, nil
}

// Turn plays one turn from s: programs, resolution shown step by step,
// instructions, and the table checked against the ruling.
func (r *Referee) Turn(ctx context.Context, s *dr2d.State) (*dr2d.State, error) {
	turn := s.Turn + 1
	r.cur = s
	var robots []int
	for _, rb := range s.Robots {
		if !rb.Left && rb.Sleep == dr2d.Awake {
			robots = append(robots, rb.ID)
		}
	}
	var progs map[int]dr2d.Program
	if len(robots) > 0 {
		r.show(Update{Kind: UpdateAsk, Turn: turn, Robots: robots, Text: fmt.Sprintf("turn %d: programs for %s", turn, robotList(robots))})
		var err error
		progs, err = r.Programs.Programs(ctx, turn, robots)
		if err != nil {
			if ctx.Err() != nil && !errors.Is(err, ErrStopped) {
				err = fmt.Errorf("%w: %w", ErrStopped, err)
			}
			return nil, err
		}
	}
	next, events, snaps, err := dr2d.ResolveMoves(s, progs)
	if err != nil {
		return nil, fmt.Errorf("referee: turn %d: %w", turn, err)
	}
	tj := dr2d.TurnToJSON(progs)
	r.show(Update{Kind: UpdatePrograms, Turn: turn, Programs: &tj, Text: "programs:\n" + dr2d.ProgramsText(progs)})
	if err := r.steps(ctx, s, next, events, snaps); err != nil {
		return nil, err
	}
	if r.Record != nil {
		if err := r.Record.CompleteTurn(turn, tj, next.JSON()); err != nil {
			return nil, err
		}
	}
	moves := Instructions(s, next)
	text := "nothing to move"
	if len(moves) > 0 {
		lines := make([]string, len(moves))
		for i, m := range moves {
			lines[i] = m.Text
		}
		text = strings.Join(lines, "\n")
	}
	nj := next.JSON()
	r.show(Update{Kind: UpdateInstruct, Turn: turn, Moves: moves, State: &nj, Text: text})
	if next.Over() {
		return next, nil
	}
	return next, r.verify(ctx, turn, next)
}

// verify reads the table after the players moved the pieces and asks them
// to fix it until it matches the ruling.
func (r *Referee) verify(ctx context.Context, turn int, want *dr2d.State) error {
	tries := r.rescans()
	for i := 0; i < tries; i++ {
		st, err := r.look(ctx, turn, "verify")
		if err != nil {
			return err
		}
		diff := Compare(want, st)
		if len(diff) == 0 {
			r.show(Update{Kind: UpdateVerify, Turn: turn, Text: "the table matches the ruling"})
			return nil
		}
		r.show(Update{Kind: UpdateVerify, Turn: turn, Problems: diff, Text: "the table does not match the ruling:\n" + strings.Join(diff, "\n")})
	}
	return fmt.Errorf("%w: turn %d: the table still differs from the ruling after %d pictures", ErrTable, turn, tries)
}

// steps shows the events of a turn one by one, lighting the LEDs in step:
// laser tiles when the beams fire (odd moves, whether or not they hit),
// presses at the end of the turn.
func (r *Referee) steps(ctx context.Context, before, after *dr2d.State, events []dr2d.Event, snaps []*dr2d.State) error {
	turn := before.Turn + 1
	fired := map[int]bool{}
	pressed := false
	// catchUp shows the beams of every odd move before (move, phase), and
	// the presses if the end of the turn is reached.
	catchUp := func(move int, phase dr2d.Phase) error {
		for m := 1; m <= len(snaps); m += 2 {
			due := move == 0 || m < move || (m == move && phaseOrder(phase) >= phaseOrder(dr2d.PhaseLasers))
			if due && !fired[m] {
				fired[m] = true
				if err := r.lasers(ctx, turn, m, snaps[m-1]); err != nil {
					return err
				}
			}
		}
		if move == 0 && !pressed && phaseOrder(phase) >= phaseOrder(dr2d.PhasePresses) {
			pressed = true
			return r.presses(ctx, turn, after)
		}
		return nil
	}
	for i := range events {
		ev := events[i]
		if err := catchUp(ev.Move, ev.Phase); err != nil {
			return err
		}
		state := after
		if ev.Move >= 1 && ev.Move <= len(snaps) {
			state = snaps[ev.Move-1]
		}
		if ev.Kind == dr2d.KindLeave {
			r.left = append(r.left, ev.Robot)
		}
		sj := state.JSON()
		r.show(Update{Kind: UpdateStep, Turn: ev.Turn, Move: ev.Move, End: ev.Move == 0, Rule: ev.Rule, Event: &ev, State: &sj, Text: ev.Text(state)})
		if r.Pace > 0 {
			if err := sleep(ctx, r.Pace); err != nil {
				return fmt.Errorf("%w: %w", ErrStopped, err)
			}
		}
	}
	return catchUp(0, dr2d.PhaseSleep)
}

func (r *Referee) lasers(ctx context.Context, turn, move int, s *dr2d.State) error {
	var ls []Light
	for _, l := range s.Board.Lasers {
		ls = append(ls, Light{Cell: l.Cell, What: "laser", Blink: 1})
	}
	if len(ls) == 0 {
		return nil
	}
	r.show(Update{Kind: UpdateStep, Turn: turn, Move: move, Rule: dr2d.RuleLaser, Lit: ls, Text: "the lasers fire"})
	if r.Lights != nil {
		return r.Lights.Light(ctx, ls)
	}
	return nil
}

func (r *Referee) presses(ctx context.Context, turn int, s *dr2d.State) error {
	var ls []Light
	for y := 1; y <= s.Board.Height; y++ {
		for x := 1; x <= s.Board.Width; x++ {
			c := dr2d.Cell{X: x, Y: y}
			if s.Tile(c).Kind == dr2d.Press {
				ls = append(ls, Light{Cell: c, What: "press", Blink: 1})
			}
		}
	}
	if len(ls) == 0 {
		return nil
	}
	r.show(Update{Kind: UpdateStep, Turn: turn, End: true, Rule: dr2d.RulePress, Lit: ls, Text: "the presses come down"})
	if r.Lights != nil {
		return r.Lights.Light(ctx, ls)
	}
	return nil
}

var phases = []dr2d.Phase{dr2d.PhaseStart, dr2d.PhaseRobots, dr2d.PhaseConveyors, dr2d.PhasePushers, dr2d.PhaseLasers,
	dr2d.PhasePotholes, dr2d.PhaseDamage, dr2d.PhaseActuators, dr2d.PhaseTurntables, dr2d.PhasePresses,
	dr2d.PhaseRepair, dr2d.PhaseLaws, dr2d.PhaseLeave, dr2d.PhaseSleep}

func phaseOrder(p dr2d.Phase) int {
	for i, q := range phases {
		if q == p {
			return i
		}
	}
	return len(phases)
}

func robotList(ids []int) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = fmt.Sprint(id)
	}
	return "robot " + strings.Join(s, ", ")
}

// Resumed tells the referee what happened before a resumed game's last
// complete turn (who has left the board, hence who wins).
func (r *Referee) Resumed(res *Resumed) {
	r.left = r.left[:0]
	for _, evs := range res.Events {
		for _, ev := range evs {
			if ev.Kind == dr2d.KindLeave {
				r.left = append(r.left, ev.Robot)
			}
		}
	}
	r.cur = res.Last()
}

// Winner names the robot that won, once the game is over ("" before).
func (r *Referee) Winner() string {
	if len(r.left) == 0 || r.cur == nil {
		return ""
	}
	if rb, ok := r.cur.Robot(r.left[0]); ok {
		return rb.Label()
	}
	return fmt.Sprintf("robot %d", r.left[0])
}

// winnerText announces the end of the game.
func (r *Referee) winnerText(s *dr2d.State) string {
	w := r.Winner()
	if w == "" {
		return fmt.Sprintf("game over after %d turns", s.Turn)
	}
	return fmt.Sprintf("%s wins: first to leave the board with its three laws; game over after %d turns", w, s.Turn)
}

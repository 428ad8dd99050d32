package dr2d

import (
	"context"
	"encoding/json"
	"fmt"
	"mecanoid/referee"
	"sort"
	"strconv"
	"strings"

	rules "mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// DR2D is the referee.Game of "Des Robots et Des Dalles" (docs/referee.md): the
// table gives the robots' starting cells and facings; each turn the
// players give their cartridges (Programs: phones, sheets, typed), the
// engine resolves the five moves, each event is shown with the rule
// behind it, the laser tiles light on odd moves and the presses at the
// end, the players are told what to move and the table is checked, until
// a robot leaves the board with its three laws.
type DR2D struct {
	Board      *rules.Board
	BoardLines []string // the board file, for displays
	Layout     int      // starting layout, 0-based
	Programs   Programmer
	// Laws: the camera must also see the law tokens no robot stands on
	// (off: only the robots are expected); at the start, the tokens of
	// the laws the board file places.
	Laws bool
	// Robots are the robots a new game starts with (--robots): the first
	// picture must show each; none: the robots it shows play.
	Robots []int

	left []int        // robots in the order they left the board: the first wins
	cur  *rules.State // the position being played
}

var _ referee.Game[*rules.State] = (*DR2D)(nil)

// Book: the rule book quotes the game as "dr2d".
func (d *DR2D) Book() string { return "dr2d" }

// A Programmer collects the programs of one turn for the given robots. It
// returns when it has all of them, or when ctx is done. Use it for
// each way players give programs: typed at the terminal, sent from a
// phone, read from a photo of a cartridge sheet.
type Programmer interface {
	Programs(ctx context.Context, turn int, robots []int) (map[int]rules.Program, error)
}

// ProgramsEither collects programs from first, then from rest for the
// robots first gave none: the phones (web.Page) for the robots they
// claimed, the keyboard (Typed) or cartridge sheets for the others. rest
// nil: first's programs alone.
func ProgramsEither(first, rest Programmer) Programmer {
	return programsEither{first, rest}
}

type programsEither struct{ first, rest Programmer }

func (p programsEither) Programs(ctx context.Context, turn int, robots []int) (map[int]rules.Program, error) {
	got, err := p.first.Programs(ctx, turn, robots)
	if err != nil || p.rest == nil {
		return got, err
	}
	if got == nil {
		got = map[int]rules.Program{}
	}
	var missing []int
	for _, id := range robots {
		if _, ok := got[id]; !ok {
			missing = append(missing, id)
		}
	}
	if len(missing) == 0 {
		return got, nil
	}
	more, err := p.rest.Programs(ctx, turn, missing)
	if err != nil {
		return nil, err
	}
	for _, id := range missing {
		if prog, ok := more[id]; ok {
			got[id] = prog
		}
	}
	return got, nil
}

// AskPrograms is a Programmer asking each robot's cartridge as a
// talk.Question of a: the question the players answer for every game,
// one seat per robot (RobotSeat), secret, its answer written as typed at
// the terminal and checked by ParseProgram ("F F R - LB", "sleep 1"). On
// the web page a phone takes a robot's seat and answers for it; the
// robots whose seat no phone holds are left out, for the referee's other
// programmers (ProgramsEither). The question is in l (the table's
// language: the terminal asks it; a phone says it too).
func AskPrograms(l lang.Lang, a talk.Asker) Programmer { return askPrograms{a, l} }

// RobotSeat is robot id's seat at the table, as a Question names it:
// "robot 3".
func RobotSeat(id int) string { return fmt.Sprintf("robot %d", id) }

type askPrograms struct {
	asker talk.Asker
	lang  lang.Lang
}

func (a askPrograms) Programs(ctx context.Context, turn int, robots []int) (map[int]rules.Program, error) {
	q := talk.Question{Step: turn, Secret: true, Form: talk.FormCartridge,
		Prompt:  a.lang.Printer().Sprintf("the cartridge of turn %d: five moves as \"F F LF - R\" (L, R turn; F, B step; - none), and \"sleep N\" to sleep before move N", turn),
		Check:   func(_, answer string) error { _, err := ParseProgram(answer); return err },
		Nothing: "- - - - -"} // a robot late to answer, when the table says so (--answer-time)
	for _, id := range robots {
		q.Who = append(q.Who, RobotSeat(id))
	}
	answers, err := a.asker.Ask(ctx, q)
	if err != nil {
		return nil, err
	}
	got := map[int]rules.Program{}
	for _, id := range robots {
		answer, ok := answers[RobotSeat(id)]
		if !ok {
			continue
		}
		p, err := ParseProgram(answer)
		if err != nil { // an Asker that does not Check
			return nil, fmt.Errorf("turn %d, %s: %w", turn, RobotSeat(id), err)
		}
		got[id] = p
	}
	return got, nil
}

// State is the position of the turn being played (for a Bot).
func (d *DR2D) State() *rules.State { return d.cur }

// StepName: DR2D is played in turns.
func (d *DR2D) StepName() string { return "turn" }

// Opening: a new DR2D game starts where the table shows the robots; a
// game taken up again (Resumed) where its last turn kept left them.
func (d *DR2D) Opening() (*rules.State, int, bool) {
	if d.cur != nil {
		return d.cur, d.cur.Turn, true
	}
	return nil, 0, false
}

// Read is the position the table shows.
func (d *DR2D) Read(st *vision.State) (*rules.State, error) {
	s, err := StartPosition(d.Board, d.Layout, st)
	if err != nil {
		return nil, err
	}
	d.cur = s
	return s, nil
}

// Started shows the board and the robots.
func (d *DR2D) Started(s *rules.State) talk.Update {
	var seats, ids []string
	for _, r := range s.Robots {
		seats = append(seats, RobotSeat(r.ID))
		ids = append(ids, strconv.Itoa(r.ID))
	}
	// Named, so that the table sees at once a robot the picture missed.
	return referee.Said(talk.Update{Kind: talk.UpdateStart, Board: d.BoardLines, Seats: seats, State: asJSON(s.JSON())},
		lang.M("%d robots on %s (%s)", len(s.Robots), d.Board.Name, strings.Join(ids, ", ")))
}

var _ referee.Previewer = (*DR2D)(nil)

// Preview is the board, with the robots' seats when they are known before
// the table is read (--robots); when the game is taken up again, the
// position kept too, and where each piece goes.
func (d *DR2D) Preview() talk.Update {
	u := talk.Update{Kind: talk.UpdatePreview, Board: d.BoardLines}
	if d.cur == nil {
		for _, id := range d.Robots { // --robots: the seats are known before the table is read
			u.Seats = append(u.Seats, RobotSeat(id))
		}
		return u
	}
	s := d.cur
	u.Seats, u.State = d.Started(s).Seats, asJSON(s.JSON())
	return referee.Phrased(u, func(p *lang.Printer) talk.Words {
		dirs := wordsOf(p, dirWords)
		var at []string
		for _, r := range s.Robots {
			if !r.Left {
				at = append(at, p.Sprintf("robot %d on %v facing %s", r.ID, r.Cell, in(dirs, r.Facing.String())))
			}
		}
		for i, c := range s.Laws {
			if _, held := s.RobotAt(c); !held && c != (rules.Cell{}) {
				at = append(at, p.Sprintf("law %d on %v", i+1, c))
			}
		}
		return talk.Words{Text: p.Sprintf("going on with the game kept: put %s", referee.AndList(p, at))}
	})
}

// Pieces are the robots still on the board, and the law tokens no robot
// hides when Laws is set.
func (d *DR2D) Pieces(s *rules.State) []tag.Payload {
	var out []tag.Payload
	if s == nil { // a new game: the robots named, the laws the board places
		for _, id := range d.Robots {
			out = append(out, tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: id})
		}
		if d.Laws && d.Board != nil {
			// Laws are put down after the robots, on cells of their own
			// (rule text, "Sur la dalle de départ"): none is under a robot.
			for i, c := range d.Board.Laws {
				if c != (rules.Cell{}) {
					out = append(out, tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: i + 1})
				}
			}
		}
		return out
	}
	under := map[rules.Cell]bool{}
	for _, r := range s.Robots {
		if !r.Left {
			out = append(out, tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: r.ID})
			under[r.Cell] = true
		}
	}
	if d.Laws {
		for i, c := range s.Laws {
			if !under[c] {
				out = append(out, tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: i + 1})
			}
		}
	}
	return out
}

// Differ compares the table with s (Compare).
func (d *DR2D) Differ(s *rules.State, st *vision.State) []lang.Msg { return Compare(s, st) }

// Next is the turn played next.
func (d *DR2D) Next(s *rules.State) int { return s.Turn + 1 }

// Done: a robot has left the board with its three laws (or none is left).
func (d *DR2D) Done(s *rules.State) bool { return s.Over() }

// Play plays one turn from s: the programs asked, the five moves resolved
// and shown step by step with the lights, the moves told; the table is
// checked unless the game is over.
func (d *DR2D) Play(ctx context.Context, r *referee.Referee[*rules.State], s *rules.State) (referee.Played[*rules.State], error) {
	turn := s.Turn + 1
	d.cur = s
	var robots []int
	for _, rb := range s.Robots {
		if !rb.Left && rb.Sleep == rules.Awake {
			robots = append(robots, rb.ID)
		}
	}
	var progs map[int]rules.Program
	if len(robots) > 0 {
		r.Show(referee.Said(talk.Update{Kind: talk.UpdateAsk, Turn: turn, Robots: robots}, lang.M("turn %d: programs for %s", turn, robotList(robots))))
		var err error
		if progs, err = d.Programs.Programs(ctx, turn, robots); err != nil {
			return referee.Played[*rules.State]{}, err
		}
	}
	next, events, snaps, err := rules.ResolveMoves(s, progs)
	if err != nil {
		// Programs the engine refuses mid-game end the game where it
		// stands, as a table that fails does: fault.Table (exit 1), over
		// the engine's sentinel (rules.ErrProgram: a program file to fix).
		return referee.Played[*rules.State]{}, fault.Errorf(fault.Table, "referee: turn %d: %w", turn, err)
	}
	tj := rules.TurnToJSON(progs)
	ups := append([]talk.Update{referee.Phrased(talk.Update{Kind: talk.UpdatePrograms, Turn: turn, Programs: asJSON(tj)},
		func(p *lang.Printer) talk.Words { return talk.Words{Text: programsText(p, progs)} })},
		d.steps(s, next, events, snaps)...)
	moves, msgs := instructions(s, next)
	nj := next.JSON()
	told := referee.Phrased(talk.Update{Kind: talk.UpdateInstruct, Turn: turn, Moves: moves, State: asJSON(nj)}, func(p *lang.Printer) talk.Words {
		if len(msgs) == 0 {
			return talk.Words{Text: p.Sprintf("nothing to move")}
		}
		lines := p.Says(msgs)
		return talk.Words{Text: strings.Join(lines, "\n"), Moves: lines}
	})
	return referee.Played[*rules.State]{Next: next, Events: ups, Input: tj, Result: nj, Check: !next.Over(), Moves: &told}, nil
}

// steps are the events of a turn one by one, with the LEDs lit in step:
// laser tiles when the beams fire (odd moves, whether or not they hit),
// presses at the end of the turn.
func (d *DR2D) steps(before, after *rules.State, events []rules.Event, snaps []*rules.State) []talk.Update {
	turn := before.Turn + 1
	var out []talk.Update
	fired := map[int]bool{}
	pressed := false
	// catchUp adds the beams of every odd move before (move, phase), and
	// the presses if the end of the turn is reached.
	catchUp := func(move int, phase rules.Phase) {
		for m := 1; m <= len(snaps); m += 2 {
			due := move == 0 || m < move || (m == move && phaseOrder(phase) >= phaseOrder(rules.PhaseLasers))
			if due && !fired[m] {
				fired[m] = true
				out = append(out, lasers(turn, m, snaps[m-1])...)
			}
		}
		if move == 0 && !pressed && phaseOrder(phase) >= phaseOrder(rules.PhasePresses) {
			pressed = true
			out = append(out, presses(turn, after)...)
		}
	}
	for i := range events {
		ev := events[i]
		catchUp(ev.Move, ev.Phase)
		state := after
		if ev.Move >= 1 && ev.Move <= len(snaps) {
			state = snaps[ev.Move-1]
		}
		if ev.Kind == rules.KindLeave {
			d.left = append(d.left, ev.Robot)
		}
		out = append(out, referee.Said(talk.Update{Kind: talk.UpdateStep, Turn: ev.Turn, Move: ev.Move, End: ev.Move == 0, Rule: ev.Rule,
			Event: asJSON(ev), State: asJSON(state.JSON())}, EventMsg(ev, state)))
	}
	catchUp(0, rules.PhaseSleep)
	return out
}

func lasers(turn, move int, s *rules.State) []talk.Update {
	var ls []talk.Light
	for _, l := range s.Board.Lasers {
		ls = append(ls, talk.Light{Cell: talk.Cell(l.Cell), What: "laser", Blink: 1})
	}
	if len(ls) == 0 {
		return nil
	}
	return []talk.Update{referee.Said(talk.Update{Kind: talk.UpdateStep, Turn: turn, Move: move, Rule: rules.RuleLaser, Lit: ls}, lang.M("the lasers fire"))}
}

func presses(turn int, s *rules.State) []talk.Update {
	var ls []talk.Light
	for y := 1; y <= s.Board.Height; y++ {
		for x := 1; x <= s.Board.Width; x++ {
			c := rules.Cell{X: x, Y: y}
			if s.Tile(c).Kind == rules.Press {
				ls = append(ls, talk.Light{Cell: talk.Cell(c), What: "press", Blink: 1})
			}
		}
	}
	if len(ls) == 0 {
		return nil
	}
	return []talk.Update{referee.Said(talk.Update{Kind: talk.UpdateStep, Turn: turn, End: true, Rule: rules.RulePress, Lit: ls}, lang.M("the presses come down"))}
}

// asJSON is one of the engine's JSON forms (a state, an event, a turn's
// programs), for an Update. It never fails: they hold numbers, strings
// and cells.
func asJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("referee: %T in JSON: %v", v, err))
	}
	return b
}

var phases = []rules.Phase{rules.PhaseStart, rules.PhaseRobots, rules.PhaseConveyors, rules.PhasePushers, rules.PhaseLasers,
	rules.PhasePotholes, rules.PhaseDamage, rules.PhaseActuators, rules.PhaseTurntables, rules.PhasePresses,
	rules.PhaseRepair, rules.PhaseLaws, rules.PhaseLeave, rules.PhaseSleep}

func phaseOrder(p rules.Phase) int {
	for i, q := range phases {
		if q == p {
			return i
		}
	}
	return len(phases)
}

// robotList names robots: "robot 1, 2" (« robots 1, 2 »).
func robotList(ids []int) lang.Msg {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = fmt.Sprint(id)
	}
	return lang.M("robot %[2]s", len(ids), strings.Join(s, ", "))
}

// programsText is the programs of a turn as the terminal lists them
// (rules.ProgramsText, after a heading), in p's language.
func programsText(p *lang.Printer, progs map[int]rules.Program) string {
	ids := make([]int, 0, len(progs))
	for id := range progs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	var b strings.Builder
	b.WriteString(p.Sprintf("programs:\n"))
	for _, id := range ids {
		prog := progs[id]
		moves := make([]string, rules.MovesPerCartridge)
		for i, m := range prog.Cartridge {
			moves[i] = m.String()
		}
		b.WriteString(p.Sprintf("  robot %d: %s", id, strings.Join(moves, " ")))
		if prog.SleepBefore > 0 {
			b.WriteString(p.Sprintf("  (sleep before move %d)", prog.SleepBefore))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// Resumed tells the game what happened before a resumed game's last
// complete turn (who has left the board, hence who wins).
func (d *DR2D) Resumed(res *Resumed) {
	d.left = d.left[:0]
	for _, evs := range res.Events {
		for _, ev := range evs {
			if ev.Kind == rules.KindLeave {
				d.left = append(d.left, ev.Robot)
			}
		}
	}
	d.cur = res.Last()
}

var _ referee.Undoer[*rules.State] = (*DR2D)(nil)

// Undo forgets the turns played after s: the robots that left the board
// since are not counted among those that left.
func (d *DR2D) Undo(s *rules.State) {
	d.cur = s
	kept := d.left[:0]
	for _, id := range d.left {
		if r, ok := s.Robot(id); ok && r.Left {
			kept = append(kept, id)
		}
	}
	d.left = kept
}

// Winner names the robot that won, once the game is over ("" before).
func (d *DR2D) Winner(s *rules.State) string {
	if len(d.left) == 0 || s == nil {
		return ""
	}
	if rb, ok := s.Robot(d.left[0]); ok {
		return rb.Label()
	}
	return fmt.Sprintf("robot %d", d.left[0])
}

// Over announces the end of the game.
func (d *DR2D) Over(s *rules.State) talk.Update {
	w := d.Winner(s)
	m := lang.M("game over after %d turns", s.Turn)
	if w != "" {
		m = lang.M("%s wins: first to leave the board with its three laws; game over after %d turns", w, s.Turn)
	}
	return referee.Said(talk.Update{Kind: talk.UpdateOver, Turn: s.Turn}, m)
}

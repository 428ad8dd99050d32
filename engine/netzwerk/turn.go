package netzwerk

import (
	"fmt"

	"mecanoid/engine/internal/sentinel"
)

// Turn is what a player does in one turn: robot moves (at least one), then
// battery moves. The turn ends after its last action (an EndTurn at the end
// may be written or left out), or as soon as an action wins the game.
type Turn []Action

func (t Turn) String() string {
	s := ""
	for i, a := range t {
		if i > 0 {
			s += ", "
		}
		s += a.String()
	}
	return s
}

// ActionError is an illegal action of a turn: Index is its 0-based place.
type ActionError struct {
	Index  int
	Action Action
	Err    error
}

func (e *ActionError) Error() string {
	return fmt.Sprintf("action %d (%s): %v", e.Index+1, e.Action, e.Err)
}
func (e *ActionError) Unwrap() error { return e.Err }

// PlayTurn plays a whole turn from a state between turns. Robot moves that
// name no batteries get batteries chosen so that the whole turn can be
// played, if any choice allows it. It returns the new state, the events
// (starting with the turn's start) and the turn as played, every robot move
// naming its batteries.
func PlayTurn(s *State, t Turn) (*State, []Event, Turn, error) {
	if s.Over() {
		return nil, nil, nil, sentinel.Errorf(ErrGameOver, "%s has won (%s)", said([]any{s.winner, s.why})...)
	}
	if s.InTurn() {
		return nil, nil, nil, sentinel.Errorf(ErrSetup, "the position is in the middle of a turn")
	}
	if n := len(t); n > 0 && t[n-1].Kind == EndTurn {
		t = t[:n-1]
	}
	if len(t) == 0 {
		return nil, nil, nil, illegal(RuleTurn, "%s's turn is empty; a turn starts with at least one robot move", s.toMove)
	}
	for i, a := range t {
		if a.Kind == EndTurn {
			return nil, nil, nil, &ActionError{i, a, illegal(RuleTurn, "\"end\" can only be the last action of a turn")}
		}
	}
	start := Event{Turn: s.turn + 1, Player: s.toMove, Kind: KindTurnStart, Rule: RuleTurn}
	p := &turnPlay{t: t, deepest: -1}
	n, evs, played, ok := p.play(0, s, []Event{start}, nil)
	if !ok {
		return nil, nil, nil, p.err
	}
	return n, evs, played, nil
}

type turnPlay struct {
	t       Turn
	err     error // from the deepest action reached
	deepest int
}

func (p *turnPlay) fail(i int, err error) {
	if i > p.deepest {
		p.deepest, p.err = i, &ActionError{i, p.t[i], err}
	}
}

func (p *turnPlay) play(i int, s *State, evs []Event, played Turn) (*State, []Event, Turn, bool) {
	if i == len(p.t) {
		if s.Over() {
			return s, evs, played, true
		}
		n := s.Clone()
		if err := n.apply(Action{Kind: EndTurn}, &evs); err != nil {
			p.fail(i-1, err)
			return nil, nil, nil, false
		}
		return n, evs, played, true
	}
	a := p.t[i]
	if s.Over() {
		p.fail(i, sentinel.Errorf(ErrGameOver, "%s won with the action before; nothing may follow", s.winner.msg()))
		return nil, nil, nil, false
	}
	cands := []Action{a}
	if a.Kind == MoveRobot && a.Spend == 0 {
		if err := s.precheck(a); err != nil {
			p.fail(i, err)
			return nil, nil, nil, false
		}
		r, _ := s.route(a.Robot, a.To)
		cands = cands[:0]
		for _, sp := range s.spendOrder(a.Robot, s.Energy(a.Robot), r.cost) {
			c := a
			c.Spend = sp
			cands = append(cands, c)
		}
	}
	for _, c := range cands {
		n := s.Clone()
		var ev []Event
		if err := n.apply(c, &ev); err != nil {
			p.fail(i, err)
			continue
		}
		if res, e, pl, ok := p.play(i+1, n, append(append([]Event(nil), evs...), ev...), append(append(Turn(nil), played...), c)); ok {
			return res, e, pl, true
		}
	}
	return nil, nil, nil, false
}

// precheck tells whether a robot move is legal with the batteries the
// engine prefers, to report the rule a move breaks before trying others.
func (s *State) precheck(a Action) error { return s.Clone().apply(a, nil) }

// LegalActions lists every action the player to move may take now, in a
// fixed order: robot moves by robot, direction (forward, east, west),
// distance and batteries; then battery moves by battery and direction
// (north, east, south, west); then EndTurn. A robot move is listed once
// for each set of batteries it may spend.
func LegalActions(s *State) []Action {
	return s.actions(true, nil)
}

// actions lists the legal actions; all: every set of batteries for a robot
// move, else only the one spendOrder prefers.
func (s *State) actions(all bool, out []Action) []Action {
	if s.Over() {
		return out
	}
	p := s.toMove
	must := s.cfg.Options.MustCapture && s.captureAvailable()
	var buf [MaxSize]reach
	if s.batteryMoves == 0 {
		for _, id := range s.Robots(p) {
			if s.Moved(id) {
				continue
			}
			avail := s.Energy(id)
			e := avail.Len()
			if e == 0 {
				continue
			}
			for _, d := range robotDirs(p) {
				rs, _ := s.reaches(id, d, buf[:0])
				for _, r := range rs {
					if r.cost > e || (must && r.captured == 0) {
						continue
					}
					spends := s.spendOrder(id, avail, r.cost)
					if !all {
						spends = spends[:1]
					}
					for _, sp := range spends {
						out = append(out, Action{Kind: MoveRobot, Robot: id, To: r.to, Spend: sp})
					}
				}
			}
		}
	}
	if must || s.robotMoves == 0 {
		return out
	}
	for _, b := range s.Batteries() {
		if s.BatteryMoved(b) {
			continue
		}
		if k, _ := s.Battery(b); !s.Controls(p, k) {
			continue
		}
		for d := North; d <= West; d++ {
			if dest, _, ok := s.batteryDest(b, d); ok {
				out = append(out, Action{Kind: MoveBattery, Battery: b, Dest: dest})
			}
		}
	}
	return append(out, Action{Kind: EndTurn})
}

// Perft counts the sequences of depth legal actions from s (EndTurn counts
// as an action; a finished game has none): the classic move-generator check.
func Perft(s *State, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	acts := LegalActions(s)
	if depth == 1 {
		return uint64(len(acts))
	}
	var n uint64
	for _, a := range acts {
		c := s.Clone()
		if err := c.apply(a, nil); err != nil {
			panic(fmt.Sprintf("netzwerk: generated action %s is illegal: %v", a, err))
		}
		n += Perft(c, depth-1)
	}
	return n
}

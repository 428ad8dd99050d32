package netzwerk

import (
	"errors"
	"fmt"

	"mecanoid/engine/internal/sentinel"
)

// Infer is the referee: given the position before a turn and the position
// after it (as a scanner sees them), it finds the actions of player that
// turn one into the other. Pieces are known by ID, so the only freedom is
// the order of the moves and the batteries each robot spent; Infer tries
// them all and returns the first legal explanation (robots in ID order
// first, batteries lowest IDs first), with its events and the resulting
// state. When none is legal, the error names the rule broken: a piece that
// moved the wrong way, or the first action no order could make legal.
func Infer(before, after *State, player Player) (Turn, []Event, *State, error) {
	switch {
	case before.Over():
		return nil, nil, nil, sentinel.Errorf(ErrGameOver, "%s has already won (%s)", said([]any{before.winner, before.why})...)
	case before.InTurn():
		return nil, nil, nil, sentinel.Errorf(ErrSetup, "the position before is in the middle of a turn")
	case before.cfg.Width != after.cfg.Width || before.cfg.Height != after.cfg.Height:
		return nil, nil, nil, sentinel.Errorf(ErrSetup, "boards differ: %dx%d before, %dx%d after",
			before.cfg.Width, before.cfg.Height, after.cfg.Width, after.cfg.Height)
	case player != before.toMove:
		return nil, nil, nil, illegal(RuleTurn, "it is %s's turn, not %s's", before.toMove, player)
	}
	in := &inference{before: before, after: after, p: player}
	if err := in.static(); err != nil {
		return nil, nil, nil, err
	}
	robots, ok := in.robotPhase()
	if !ok {
		return nil, nil, nil, in.err
	}
	turn := robots
	if len(in.batteries) > 0 {
		mid := before.Clone()
		for _, a := range robots {
			if err := mid.apply(a, nil); err != nil {
				return nil, nil, nil, err // cannot happen: robotPhase played them
			}
		}
		if mid.Over() {
			return nil, nil, nil, illegal(RuleTurn, "%s won with the move of robot %d; no battery may move after the game is won (%s)",
				player, robots[len(robots)-1].Robot, Change{Piece: "battery", ID: in.batteries[0].ID, Before: in.batteries[0].Before, After: in.batteries[0].After})
		}
		bats, ok := in.batteryPhase(mid)
		if !ok {
			return nil, nil, nil, in.err
		}
		turn = append(turn, bats...)
	}
	n, evs, played, err := PlayTurn(before, turn)
	if err != nil {
		return nil, nil, nil, err // cannot happen: the turn was played above
	}
	return played, evs, n, nil
}

type inference struct {
	before, after *State
	p             Player
	movers        []int    // own robots that moved, by ID
	batteries     []Change // batteries that moved
	err           error    // from the deepest try
	depth         int
}

func (in *inference) fail(depth int, err error) {
	if in.err == nil || depth > in.depth {
		in.err, in.depth = err, depth
	}
}

// static checks each piece on its own: what no order of moves can excuse.
func (in *inference) static() error {
	b, a, p := in.before, in.after, in.p
	for _, c := range Diff(b, a) {
		if c.Piece == "battery" {
			continue
		}
		owner := b.cfg.Owner(c.ID)
		switch {
		case c.Before == nil:
			return illegal(RuleCapture, "robot %d appeared at [%d,%d]; captured robots do not come back", c.ID, c.After[0], c.After[1])
		case c.After == nil && owner == p:
			return illegal(RuleCapture, "robot %d of %s left the board from [%d,%d]; a player's robots cannot be captured in his own turn",
				c.ID, p, c.Before[0], c.Before[1])
		case c.After == nil:
			sq := Square{c.Before[0], c.Before[1]}
			if id := a.RobotAt(sq); id == 0 || a.cfg.Owner(id) != p {
				return illegal(RuleCapture, "robot %d was taken off %v, but no robot of %s ended there to capture it", c.ID, sq, p)
			}
		case owner != p:
			return illegal(RuleTurn, "robot %d of %s moved [%d,%d]→[%d,%d] during %s's turn", c.ID, owner,
				c.Before[0], c.Before[1], c.After[0], c.After[1], p)
		default:
			from, to := Square{c.Before[0], c.Before[1]}, Square{c.After[0], c.After[1]}
			switch {
			case from.X != to.X && from.Y != to.Y:
				return illegal(RuleRobotMove, "robot %d moved diagonally: %v→%v; robots move in a straight line, forward or sideways", c.ID, from, to)
			case from.X == to.X && (to.Y < from.Y) != (p == Player1):
				return illegal(RuleRobotMove, "robot %d moved backward: %v→%v; %s's robots move %s or sideways", c.ID, from, to, p, Forward(p))
			}
			in.movers = append(in.movers, c.ID)
		}
	}
	if len(in.movers) == 0 {
		return illegal(RuleTurn, "no robot of %s moved; a turn starts with at least one robot move", p)
	}
	// Batteries move after the robots: control is judged on the robots as they end.
	mid := b.Clone()
	for id := 1; id <= maxRobots; id++ {
		mid.robot[id-1] = a.robot[id-1]
	}
	mid.sq = a.sq
	for _, c := range Diff(b, a) {
		if c.Piece != "battery" {
			continue
		}
		switch {
		case c.Before == nil:
			return illegal(RuleBatteryMove, "battery %d appeared at [%d,%d]", c.ID, c.After[0], c.After[1])
		case c.After == nil:
			return illegal(RuleBatteryMove, "battery %d left the board from [%d,%d]; batteries stay on the board", c.ID, c.Before[0], c.Before[1])
		}
		from, to := Corner{c.Before[0], c.Before[1]}, Corner{c.After[0], c.After[1]}
		if from.X != to.X && from.Y != to.Y {
			return illegal(RuleBatteryMove, "battery %d moved diagonally: %v→%v; batteries move along the lines", c.ID, from, to)
		}
		d := North
		switch {
		case to.X > from.X:
			d = East
		case to.X < from.X:
			d = West
		case to.Y > from.Y:
			d = South
		}
		// A corner empty before and after stays empty all turn: each battery moves once.
		for k := from.Next(d); k != to; k = k.Next(d) {
			if b.BatteryAt(k) == 0 && a.BatteryAt(k) == 0 {
				return illegal(RuleBatteryMove, "battery %d jumped over an empty corner %v: %v→%v; a battery stops on the next empty corner", c.ID, k, from, to)
			}
		}
		if !mid.Controls(p, from) {
			p1, p2 := mid.Beside(from)
			return illegal(RuleControl, "battery %d moved %v→%v, but %s does not control it after his robots moved (robots beside it: %d of player 1, %d of player 2)",
				c.ID, from, to, p, p1, p2)
		}
		in.batteries = append(in.batteries, c)
	}
	return nil
}

// robotPhase finds an order of the movers and batteries for each.
func (in *inference) robotPhase() (Turn, bool) {
	failed := map[[2]uint32]bool{} // (movers done, batteries spent) known to lead nowhere
	var rec func(s *State, done uint32, turn Turn) (Turn, bool)
	rec = func(s *State, done uint32, turn Turn) (Turn, bool) {
		if len(turn) == len(in.movers) {
			// With must-capture, the robots' phase may end only when no capture is left.
			if !s.Over() && s.cfg.Options.MustCapture && s.captureAvailable() {
				in.fail(len(turn), illegal(RuleMustCapture, "%s leaves a capture possible after his robot moves; it must be made", in.p))
				return nil, false
			}
			return turn, true
		}
		key := [2]uint32{done, s.spent}
		if failed[key] {
			return nil, false
		}
		for i, id := range in.movers {
			if done&(1<<i) != 0 {
				continue
			}
			to, _ := in.after.Robot(id)
			a := Action{Kind: MoveRobot, Robot: id, To: to}
			if s.Over() {
				in.fail(len(turn), illegal(RuleTurn, "%s had already won when robot %d moved %s; nothing may follow a win", in.p, id, moveText(s, id, to)))
				continue
			}
			if err := s.precheck(a); err != nil {
				in.fail(len(turn), err)
				continue
			}
			r, _ := s.route(id, to)
			for _, sp := range s.spendOrder(id, s.Energy(id), r.cost) {
				n := s.Clone()
				a.Spend = sp
				if err := n.apply(a, nil); err != nil {
					in.fail(len(turn), err)
					continue
				}
				if t, ok := rec(n, done|1<<i, append(append(Turn(nil), turn...), a)); ok {
					return t, true
				}
			}
		}
		failed[key] = true
		return nil, false
	}
	return rec(in.before.Clone(), 0, nil)
}

func moveText(s *State, id int, to Square) string {
	from, _ := s.Robot(id)
	return fmt.Sprintf("%v→%v", from, to)
}

// batteryPhase finds an order of the battery moves.
func (in *inference) batteryPhase(mid *State) (Turn, bool) {
	base := len(in.movers)
	failed := map[uint32]bool{}
	var rec func(s *State, done uint32, turn Turn) (Turn, bool)
	rec = func(s *State, done uint32, turn Turn) (Turn, bool) {
		if len(turn) == len(in.batteries) {
			return turn, true
		}
		if failed[done] {
			return nil, false
		}
		for i, c := range in.batteries {
			if done&(1<<i) != 0 {
				continue
			}
			a := Action{Kind: MoveBattery, Battery: c.ID, Dest: Corner{c.After[0], c.After[1]}}
			n := s.Clone()
			if err := n.apply(a, nil); err != nil {
				in.fail(base+len(turn), err)
				continue
			}
			if t, ok := rec(n, done|1<<i, append(append(Turn(nil), turn...), a)); ok {
				return t, true
			}
		}
		failed[done] = true
		return nil, false
	}
	return rec(mid, 0, nil)
}

// IsRule tells whether err is an illegal move against the given rule.
func IsRule(err error, rule string) bool {
	var re *RuleError
	return errors.As(err, &re) && re.Rule == rule
}

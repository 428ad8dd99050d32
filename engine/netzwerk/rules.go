package netzwerk

import (
	"strings"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/poserr"
)

// reach is a square a robot can reach going one way, and what it costs.
type reach struct {
	to       Square
	cost     int // batteries needed to get there
	captured int // the opponent's robot taken there, or 0
	jumped   int // own robots jumped over on the way
}

// Costs of the segments of a move (a ruling of the project, where the rule
// text gives only examples: docs/rules-netzwerk.md#energy): a step onto an
// empty square 1; a jump over one own robot onto the empty square behind 2; a
// capture doubles the segment that makes it: 2 by a step, 4 by a jump.
const (
	costStep = 1
	costJump = 2
)

// stop is why a robot can go no further: the rule that stops it, and what
// it meets.
type stop struct {
	rule string
	poserr.Msg
}

// reaches lists, in order, the squares robot id can reach from its square
// going d, whatever the energy, and says why it can go no further.
func (s *State) reaches(id int, d Dir, out []reach) ([]reach, stop) {
	cur, _ := s.Robot(id)
	me := s.cfg.Owner(id)
	cost, jumped := 0, 0
	for {
		nx := cur.Next(d)
		if !s.cfg.InSquare(nx) {
			return out, stop{RuleRobotMove, poserr.M("the edge of the board is beyond %v", cur)}
		}
		occ := s.RobotAt(nx)
		switch {
		case occ == 0:
			cost += costStep
			out = append(out, reach{nx, cost, 0, jumped})
			cur = nx
		case s.cfg.Owner(occ) == me:
			land := nx.Next(d)
			if !s.cfg.InSquare(land) {
				return out, stop{RuleJump, poserr.M("it cannot jump over its own robot %d at %v: the edge of the board is behind it", occ, nx)}
			}
			o2 := s.RobotAt(land)
			switch {
			case o2 == 0:
				cost += costJump
				jumped++
				out = append(out, reach{land, cost, 0, jumped})
				cur = land
			case s.cfg.Owner(o2) == me:
				return out, stop{RuleJump, poserr.M("a jump passes over one robot, and robots %d at %v and %d at %v stand in a row", occ, nx, o2, land)}
			default:
				out = append(out, reach{land, cost + 2*costJump, o2, jumped + 1})
				return out, stop{RuleCapture, poserr.M("it stops on %v when it captures robot %d", land, o2)}
			}
		default:
			out = append(out, reach{nx, cost + 2*costStep, occ, jumped})
			return out, stop{RuleCapture, poserr.M("it stops on %v when it captures robot %d", nx, occ)}
		}
	}
}

// robotDirs are the ways player p's robots may move: forward and sideways.
func robotDirs(p Player) [3]Dir { return [3]Dir{Forward(p), East, West} }

// route checks that robot id can go to sq in a straight line, forward or
// sideways, and says what it costs; energy is not checked here.
func (s *State) route(id int, to Square) (reach, error) {
	from, _ := s.Robot(id)
	p := s.cfg.Owner(id)
	routeErrf := func(rule, format string, args ...any) (reach, error) {
		return reach{}, illegal(rule, "robot %d %v→%v: %s", id, from, to, poserr.M(format, said(args)...))
	}
	if !s.cfg.InSquare(to) {
		return routeErrf(RuleRobotMove, "%v is off the %dx%d board", to, s.cfg.Width, s.cfg.Height)
	}
	var d Dir
	switch {
	case to == from:
		return routeErrf(RuleRobotMove, "it does not move")
	case to.X != from.X && to.Y != from.Y:
		return reach{}, illegal(RuleRobotMove, "robot %d moved diagonally: %v→%v; robots move in a straight line, forward or sideways", id, from, to)
	case to.X > from.X:
		d = East
	case to.X < from.X:
		d = West
	case (to.Y < from.Y) == (p == Player1):
		d = Forward(p)
	default:
		return reach{}, illegal(RuleRobotMove, "robot %d moved backward: %v→%v; %s's robots move %s or sideways", id, from, to, p, Forward(p))
	}
	rs, why := s.reaches(id, d, nil)
	for _, r := range rs {
		if r.to == to {
			return r, nil
		}
	}
	if occ := s.RobotAt(to); occ != 0 && s.cfg.Owner(occ) == p {
		return routeErrf(RuleJump, "its own robot %d stands on %v; a robot may jump over its own robots, not stop on them", occ, to)
	}
	// An opponent passed over before the target is a capture that stops.
	return reach{}, illegal(why.rule, "robot %d %v→%v: %s", id, from, to, why.Msg)
}

// preferredSpend chooses n of the batteries in avail: those that other
// robots of the player, still to move, could not use first, then the
// lowest IDs. PlayTurn tries the others when this choice fails later.
func (s *State) spendOrder(id int, avail BatterySet, n int) []BatterySet {
	subs := avail.subsets(n)
	if len(subs) <= 1 {
		return subs
	}
	p := s.cfg.Owner(id)
	var wanted BatterySet // batteries other robots still to move could use
	for _, o := range s.Robots(p) {
		if o != id && !s.Moved(o) {
			wanted |= s.Energy(o)
		}
	}
	score := func(b BatterySet) int { return (b & wanted).Len() }
	// A stable insertion sort: few subsets.
	for i := 1; i < len(subs); i++ {
		for j := i; j > 0 && score(subs[j]) < score(subs[j-1]); j-- {
			subs[j], subs[j-1] = subs[j-1], subs[j]
		}
	}
	return subs
}

// batteryDest is where battery b lands going d: the next empty corner
// along the line, over a row of batteries; ok is false off the board.
func (s *State) batteryDest(b int, d Dir) (dest Corner, over []int, ok bool) {
	k, _ := s.Battery(b)
	for {
		k = k.Next(d)
		if !s.cfg.InCorner(k) {
			return k, over, false
		}
		o := s.BatteryAt(k)
		if o == 0 {
			return k, over, true
		}
		over = append(over, o)
	}
}

// batteryRoute checks that battery b can move to dest now (control aside).
func (s *State) batteryRoute(b int, dest Corner) ([]int, error) {
	from, _ := s.Battery(b)
	batteryRouteErrf := func(format string, args ...any) ([]int, error) {
		return nil, illegal(RuleBatteryMove, "battery %d %v→%v: %s", b, from, dest, poserr.M(format, said(args)...))
	}
	if !s.cfg.InCorner(dest) {
		return batteryRouteErrf("%v is off the board (corners are [0..%d,0..%d])", dest, s.cfg.Width, s.cfg.Height)
	}
	var d Dir
	switch {
	case dest == from:
		return batteryRouteErrf("it does not move")
	case dest.X != from.X && dest.Y != from.Y:
		return batteryRouteErrf("batteries move along the lines, never diagonally")
	case dest.X > from.X:
		d = East
	case dest.X < from.X:
		d = West
	case dest.Y > from.Y:
		d = South
	default:
		d = North
	}
	var over []int
	for k := from.Next(d); k != dest; k = k.Next(d) {
		o := s.BatteryAt(k)
		if o == 0 {
			return batteryRouteErrf("it would jump over the empty corner %v; a battery stops on the next empty corner", k)
		}
		over = append(over, o)
	}
	if o := s.BatteryAt(dest); o != 0 {
		return batteryRouteErrf("battery %d stands on %v", o, dest)
	}
	return over, nil
}

// captureAvailable tells whether the player to move could capture now.
func (s *State) captureAvailable() bool {
	if s.batteryMoves > 0 {
		return false
	}
	p := s.toMove
	var buf [MaxSize]reach
	for _, id := range s.Robots(p) {
		if s.Moved(id) {
			continue
		}
		e := s.Energy(id).Len()
		if e < 2 {
			continue
		}
		for _, d := range robotDirs(p) {
			rs, _ := s.reaches(id, d, buf[:0])
			if n := len(rs); n > 0 && rs[n-1].captured != 0 && rs[n-1].cost <= e {
				return true
			}
		}
	}
	return false
}

// canMoveRobot tells whether the player to move has a robot move he may make.
func (s *State) canMoveRobot() bool {
	if s.batteryMoves > 0 {
		return false
	}
	var buf [MaxSize]reach
	for _, id := range s.Robots(s.toMove) {
		if s.Moved(id) {
			continue
		}
		e := s.Energy(id).Len()
		if e == 0 {
			continue
		}
		for _, d := range robotDirs(s.toMove) {
			if rs, _ := s.reaches(id, d, buf[:0]); len(rs) > 0 && rs[0].cost <= e {
				return true
			}
		}
	}
	return false
}

// Apply plays one action of the player to move and returns the new state
// and what happened; s does not change. A robot move without Spend draws
// on the batteries spendOrder prefers.
func Apply(s *State, a Action) (*State, []Event, error) {
	n := s.Clone()
	var evs []Event
	if err := n.apply(a, &evs); err != nil {
		return nil, nil, err
	}
	return n, evs, nil
}

// apply plays a in place; events go to evs when it is not nil.
func (s *State) apply(a Action, evs *[]Event) error {
	if s.Over() {
		return sentinel.Errorf(ErrGameOver, "%s has won (%s)", said([]any{s.winner, s.why})...)
	}
	p := s.toMove
	emit := func(e Event) {
		if evs != nil {
			e.Turn, e.Player, e.Action = s.turn+1, p, s.robotMoves+s.batteryMoves+1
			*evs = append(*evs, e)
		}
	}
	mustCapture := s.cfg.Options.MustCapture && s.captureAvailable()
	switch a.Kind {
	case MoveRobot:
		id := a.Robot
		from, ok := s.Robot(id)
		switch {
		case s.cfg.Owner(id) == NoPlayer:
			return illegal(RuleRobotMove, "no robot %d: robots are 1..%d", id, 2*s.cfg.RobotsPerPlayer())
		case !ok:
			return illegal(RuleCapture, "robot %d has been captured", id)
		case s.cfg.Owner(id) != p:
			return illegal(RuleTurn, "robot %d belongs to %s; it is %s's turn", id, s.cfg.Owner(id), p)
		case a.HasFrom && a.From != from:
			return illegal(RuleRobotMove, "robot %d stands on %v, not %v", id, from, a.From)
		case s.batteryMoves > 0:
			return illegal(RuleTurn, "robot %d cannot move: a battery has moved this turn, and robots move before batteries", id)
		case s.Moved(id):
			return illegal(RuleRobotMove, "robot %d has already moved this turn; a robot moves once a turn", id)
		}
		r, err := s.route(id, a.To)
		if err != nil {
			return err
		}
		if mustCapture && r.captured == 0 {
			return illegal(RuleMustCapture, "robot %d %v→%v captures nothing, but a capture is possible and must be made", id, from, a.To)
		}
		avail := s.Energy(id)
		if avail.Len() < r.cost {
			return illegal(RuleEnergy, "robot %d %v→%v needs %d battery(ies), but only %d usable charged battery(ies) stand beside %v (%s)%s",
				id, from, a.To, r.cost, avail.Len(), from, avail, s.energyNote(id))
		}
		spend := a.Spend
		if spend == 0 {
			spend = s.spendOrder(id, avail, r.cost)[0]
		}
		if bad := spend &^ avail; bad != 0 {
			return illegal(RuleEnergy, "robot %d cannot draw on %s: it may use only the charged batteries it controls beside %v (%s)", id, bad, from, avail)
		}
		if spend.Len() != r.cost {
			return illegal(RuleEnergy, "robot %d %v→%v costs %d battery(ies), and %d are named (%s)", id, from, a.To, r.cost, spend.Len(), spend)
		}
		var jumped []int
		if r.jumped > 0 && evs != nil {
			d := dirTo(from, a.To)
			for sq := from.Next(d); sq != a.To; sq = sq.Next(d) {
				if o := s.RobotAt(sq); o != 0 && s.cfg.Owner(o) == p {
					jumped = append(jumped, o)
				}
			}
		}
		s.spent |= uint32(spend)
		s.moved |= 1 << (id - 1)
		if r.captured != 0 {
			s.remove(r.captured)
		}
		s.sq[s.cfg.sqIndex(from)] = 0
		i := s.cfg.sqIndex(a.To)
		s.sq[i] = uint8(id)
		s.robot[id-1] = int16(i + 1)
		rule := RuleRobotMove
		if r.jumped > 0 {
			rule = RuleJump
		}
		emit(Event{Kind: KindRobotMove, Robot: id, From: from, To: a.To, Cost: r.cost, Spent: spend.IDs(), Jumped: jumped, Rule: rule})
		if r.captured != 0 {
			emit(Event{Kind: KindCapture, Robot: id, To: a.To, Captured: r.captured, Rule: RuleCapture})
		}
		s.robotMoves++
	case MoveBattery:
		b := a.Battery
		from, ok := s.Battery(b)
		switch {
		case !ok:
			return illegal(RuleBatteryMove, "no battery %d on the board", b)
		case a.HasFrom && a.BatteryFrom != from:
			return illegal(RuleBatteryMove, "battery %d stands on %v, not %v", b, from, a.BatteryFrom)
		case s.robotMoves == 0:
			return illegal(RuleTurn, "battery %d cannot move yet: a turn starts with at least one robot move", b)
		case mustCapture:
			return illegal(RuleMustCapture, "battery %d cannot move: a capture is possible and must be made first", b)
		case s.BatteryMoved(b):
			return illegal(RuleBatteryMove, "battery %d has already moved this turn; a battery moves once a turn", b)
		case !s.Controls(p, from):
			p1, p2 := s.Beside(from)
			return illegal(RuleControl, "%s does not control battery %d at %v (robots beside it: %d of player 1, %d of player 2)", p, b, from, p1, p2)
		}
		over, err := s.batteryRoute(b, a.Dest)
		if err != nil {
			return err
		}
		s.co[s.cfg.coIndex(from)] = 0
		i := s.cfg.coIndex(a.Dest)
		s.co[i] = uint8(b)
		s.battery[b-1] = int16(i + 1)
		s.bmoved |= 1 << (b - 1)
		f, t := from, a.Dest
		emit(Event{Kind: KindBatteryMove, Battery: b, BFrom: &f, BTo: &t, Over: over, Rule: RuleBatteryMove})
		s.batteryMoves++
	case EndTurn:
		switch {
		case s.robotMoves == 0:
			return illegal(RuleTurn, "%s cannot end the turn before moving a robot", p)
		case mustCapture:
			return illegal(RuleMustCapture, "%s cannot end the turn: a capture is possible and must be made", p)
		}
		emit(Event{Kind: KindTurnEnd, Rule: RuleTurn})
		s.endTurn()
		if s.checkBlocked() && evs != nil {
			*evs = append(*evs, s.winEvent(s.turn+1, s.toMove))
		}
		return nil
	default:
		return illegal(RuleTurn, "unknown action")
	}
	if s.checkWin(p) {
		if evs != nil {
			*evs = append(*evs, s.winEvent(s.turn+1, p))
		}
		s.endTurn()
	}
	return nil
}

// energyNote explains missing energy: spent or uncontrolled batteries beside the robot.
func (s *State) energyNote(id int) poserr.Msg {
	sq, _ := s.Robot(id)
	p := s.cfg.Owner(id)
	var notes []any
	for _, k := range sq.Corners() {
		b := s.BatteryAt(k)
		switch {
		case b == 0:
		case s.Spent(b):
			notes = append(notes, poserr.M("B%d is spent", b))
		case !s.Controls(p, k):
			notes = append(notes, poserr.M("B%d is controlled by %s", b, p.Other().msg()))
		case s.cfg.Options.SharedUnusable && s.Controls(p.Other(), k):
			notes = append(notes, poserr.M("B%d is shared, so unusable", b))
		}
	}
	if len(notes) == 0 {
		return poserr.Msg{}
	}
	// A list is no sentence: its format is said as it is in every language.
	return poserr.Msg{Format: "; " + strings.Repeat("%s, ", len(notes)-1) + "%s", Args: notes}
}

func dirTo(from, to Square) Dir {
	switch {
	case to.X > from.X:
		return East
	case to.X < from.X:
		return West
	case to.Y > from.Y:
		return South
	}
	return North
}

func (s *State) remove(id int) {
	if at := s.robot[id-1]; at != 0 {
		s.sq[at-1] = 0
		s.robot[id-1] = 0
	}
}

// endTurn closes the turn: batteries recharge, the other player is to move.
func (s *State) endTurn() {
	s.turn++
	s.toMove = s.toMove.Other()
	s.moved, s.spent, s.bmoved = 0, 0, 0
	s.robotMoves, s.batteryMoves = 0, 0
}

// checkWin looks at the far-row and all-captured conditions, the actor's
// first: if both players meet one at once, the player who acted wins.
func (s *State) checkWin(actor Player) bool {
	if s.winner != NoPlayer {
		return true
	}
	for _, p := range []Player{actor, actor.Other()} {
		mine, far := 0, 0
		for _, id := range s.Robots(p) {
			mine++
			if sq, _ := s.Robot(id); sq.Y == s.cfg.FarRow(p) {
				far++
			}
		}
		switch {
		case len(s.Robots(p.Other())) == 0 && mine > 0:
			s.winner, s.why = p, WinAllCaptured
			return true
		case mine > 0 && 2*far >= mine:
			s.winner, s.why = p, WinFarRow
			return true
		}
	}
	return false
}

// checkBlocked: at the start of a turn, a player who cannot move any robot has lost.
func (s *State) checkBlocked() bool {
	if s.winner != NoPlayer {
		return true
	}
	if !s.canMoveRobot() {
		s.winner, s.why = s.toMove.Other(), WinBlocked
		return true
	}
	return false
}

// winEvent reports the end of the game.
func (s *State) winEvent(turn int, p Player) Event {
	e := Event{Turn: turn, Player: p, Kind: KindWin, Winner: s.winner, Reason: s.why, Rule: string(s.why)}
	switch s.why {
	case WinFarRow:
		mine, far := 0, 0
		for _, id := range s.Robots(s.winner) {
			mine++
			if sq, _ := s.Robot(id); sq.Y == s.cfg.FarRow(s.winner) {
				far++
			}
		}
		e.NoteMsg = poserr.M("%d of its %d robots on the board stand on the far row (row %d)", far, mine, s.cfg.FarRow(s.winner))
	case WinAllCaptured:
		e.NoteMsg = poserr.M("%s has no robot left", s.winner.Other().msg())
	case WinBlocked:
		e.NoteMsg = poserr.M("%s cannot move any robot at the start of turn %d", s.winner.Other().msg(), s.turn+1)
	}
	e.Note = e.NoteMsg.String()
	return e
}

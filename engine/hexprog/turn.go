package hexprog

import (
	"sort"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/hexgrid"
	"mecanoid/internal/poserr"
)

// Signal is a radio signal opened at the start of its player's turn: the
// robot plays program step Step instead of moving its pointer.
type Signal struct {
	Robot int `json:"robot"`
	Step  int `json:"step"`
}

// PlayRound plays the rest of round s.Round+1 (every player's turn from
// player s.Next+1 on, in order) with the signals opened in it: at most one
// per player. It returns the new state and the events in order; s is not
// changed. The round stops early when the game ends.
func PlayRound(s *State, signals []Signal) (*State, []Event, error) {
	if s.Over {
		return nil, nil, sentinel.Errorf(ErrGameOver, "the game has ended")
	}
	byPlayer := map[int]*Signal{}
	for i := range signals {
		sig := &signals[i]
		r, err := s.checkSignal(*sig)
		if err != nil {
			return nil, nil, err
		}
		if r.Player <= s.Next {
			return nil, nil, sentinel.Errorf(ErrProgram, "round %d: %s has already played this round; its signal for robot %d comes too late",
				s.Round+1, s.PlayerName(r.Player), sig.Robot)
		}
		if prev, dup := byPlayer[r.Player]; dup {
			return nil, nil, sentinel.Errorf(ErrProgram, "round %d: %s opens two signals (robots %d and %d); one a turn",
				s.Round+1, s.PlayerName(r.Player), prev.Robot, sig.Robot)
		}
		byPlayer[r.Player] = sig
	}
	n := s.Clone()
	var events []Event
	round := n.Round
	for n.Round == round && !n.Over {
		t := &turn{s: n, round: n.Round + 1, player: n.Next + 1}
		t.play(byPlayer[n.Next+1])
		events = append(events, t.events...)
	}
	return n, events, nil
}

// PlayTurn plays the turn of player s.Next+1 in round s.Round+1, with the
// signal that player opens (nil: none).
func PlayTurn(s *State, signal *Signal) (*State, []Event, error) {
	if s.Over {
		return nil, nil, sentinel.Errorf(ErrGameOver, "the game has ended")
	}
	if signal != nil {
		r, err := s.checkSignal(*signal)
		if err != nil {
			return nil, nil, err
		}
		if r.Player != s.Next+1 {
			return nil, nil, sentinel.Errorf(ErrProgram, "round %d: it is %s's turn; robot %d belongs to %s",
				s.Round+1, s.PlayerName(s.Next+1), r.ID, s.PlayerName(r.Player))
		}
	}
	n := s.Clone()
	t := &turn{s: n, round: n.Round + 1, player: n.Next + 1}
	t.play(signal)
	return n, t.events, nil
}

// checkSignal tells whether a signal may be opened in the coming round.
func (s *State) checkSignal(sig Signal) (*Robot, error) {
	round := s.Round + 1
	r, ok := s.Robot(sig.Robot)
	switch {
	case !ok:
		return nil, sentinel.Errorf(ErrProgram, "round %d: a signal for robot %d, which is not in the game", round, sig.Robot)
	case sig.Step < 1 || sig.Step > s.Settings.Steps:
		return nil, sentinel.Errorf(ErrProgram, "round %d: a signal for robot %d names step %d; a signal is a number 1..%d",
			round, sig.Robot, sig.Step, s.Settings.Steps)
	case round == 1:
		return nil, sentinel.Errorf(ErrProgram, "round 1: a signal is laid at the end of a player's turn and opened at the start of his next one, so none can be opened in round 1")
	case s.SignalsLeft(r.Player) <= 0:
		return nil, sentinel.Errorf(ErrProgram, "round %d: %s has no signal left (%d a game)", round, s.PlayerName(r.Player), s.Settings.Signals)
	}
	return r, nil
}

// turn is the bookkeeping of one player's turn.
type turn struct {
	s      *State
	round  int
	player int
	events []Event
}

func (t *turn) emit(e Event) {
	e.Round = t.round
	if e.Player == 0 {
		e.Player = t.player
	}
	t.events = append(t.events, e)
}

// play plays the turn: the signal opened, then each of the player's robots
// in play, by ID, then the end of the round after the last player.
func (t *turn) play(sig *Signal) {
	n := t.s
	sigStep := map[int]int{}
	if sig != nil {
		n.Players[t.player-1].SignalsUsed++
		r, _ := n.Robot(sig.Robot)
		if r.Out {
			t.emit(Event{Kind: KindSignalWasted, Robot: r.ID, Signal: sig.Step, Rule: RuleSignal})
		} else {
			t.emit(Event{Kind: KindSignal, Robot: r.ID, Signal: sig.Step, Rule: RuleSignal})
			sigStep[r.ID] = sig.Step
		}
	}
	var ids []int
	for _, r := range n.Robots {
		if r.Player == t.player {
			ids = append(ids, r.ID)
		}
	}
	sort.Ints(ids)
	for _, id := range ids {
		if n.Over {
			return
		}
		r, _ := n.Robot(id)
		if r.Out {
			continue
		}
		t.robotTurn(r, sigStep[id])
	}
	if n.Over {
		return
	}
	n.Next++
	if n.Next == len(n.Players) {
		n.Next = 0
		n.Round++
		if n.Goal.Rounds > 0 && n.Round >= n.Goal.Rounds {
			t.end(n.playersAlive(), RuleGoal, poserr.M("round %d was the last", n.Goal.Rounds))
		}
	}
}

func (t *turn) end(winners []int, rule string, note poserr.Msg) {
	t.s.Over, t.s.Winners = true, winners
	t.emit(Event{Kind: KindGameOver, Winners: winners, Rule: rule, Note: note.String(), NoteMsg: note})
}

// robotTurn moves the pointer and reads steps until one ends the robot's
// turn. With a signal, the named step is read instead and the pointer stays.
func (t *turn) robotTurn(r *Robot, signal int) {
	prog := r.Program
	virtual := signal > 0
	cur := prog.next(r.Pointer)
	if virtual {
		cur = signal
	}
	var seen uint64
	for {
		if cur > len(prog.Steps) { // only a signal names a step past the program
			note := poserr.M("the program has %d steps", len(prog.Steps))
			t.emit(Event{Kind: KindEmpty, Robot: r.ID, Step: cur, Rule: RuleSignal, Note: note.String(), NoteMsg: note})
			return
		}
		if !virtual {
			r.Pointer = cur
		}
		in := prog.Steps[cur-1]
		e := Event{Robot: r.ID, Step: cur, Instr: in.String()}
		if seen&(1<<(cur-1)) != 0 {
			e.Kind, e.Pointer, e.Rule = KindLoop, cur, RuleLoop
			t.emit(e)
			return
		}
		seen |= 1 << (cur - 1)
		if r.StepLost(cur) {
			e.Kind, e.Rule = KindDestroyedStep, RuleDestroyedStep
			t.emit(e)
			return
		}
		switch in.Op {
		case OpEmpty:
			e.Kind, e.Rule = KindEmpty, RuleEmpty
			t.emit(e)
			return
		case OpTest:
			yes := prog.Tests[in.N].expr.eval(t.s, r)
			e.Kind, e.Test, e.Rule, e.Note = KindTest, in.N, RuleTest, prog.Tests[in.N].Text
			if yes {
				e.Answer, cur = "yes", prog.next(cur)
			} else {
				e.Answer, cur = "no", prog.next(prog.next(cur))
			}
			e.Pointer = cur
			t.emit(e)
		case OpGoto:
			e.Kind, e.Pointer, e.Rule = KindGoto, in.N, RuleGoto
			t.emit(e)
			cur = in.N
		case OpReset:
			e.Kind, e.Rule = KindReset, RuleReset
			t.emit(e)
			cur = 1 // from the start box, on to step 1: RAZ does not end the turn
		default:
			t.act(r, cur, in, e)
			return
		}
	}
}

// act plays a field action read at step.
func (t *turn) act(r *Robot, step int, in Instr, e Event) {
	s := t.s
	switch in.Op {
	case OpRotate:
		e.Kind, e.Rule = KindRotate, RuleRotation
		e.FacingFrom, e.FacingTo = r.Facing, r.Facing.Turn(in.N)
		r.Facing = e.FacingTo
		t.emit(e)
	case OpMove:
		t.move(r, step, in, e)
	case OpShoot:
		if s.ShotsLeft(r) == 0 {
			e.Kind, e.Rule = KindNoShots, RuleShotLimit
			t.emit(e)
			return
		}
		r.Fired++
		left := s.ShotsLeft(r)
		e.Kind, e.Rule, e.FacingFrom, e.From, e.ShotsLeft = KindShot, RuleShot, r.Facing, r.Cell, &left
		var target *Robot
		for d, h := range hexgrid.Line(r.Cell.Hex(), r.Facing, 2) {
			if o, ok := s.RobotAt(CellOf(h)); ok {
				target, e.Target, e.Distance = o, o.ID, d+1
				break
			}
		}
		t.emit(e)
		if target != nil {
			t.hit(r, target, e.Distance, RuleShot, poserr.M("shot by %s", r.Label()))
		}
	case OpSelfDestruct:
		e.Kind, e.Rule, e.From = KindSelfDestruct, RuleSelfDestruct, r.Cell
		t.emit(e)
		h := r.Cell.Hex()
		var near []*Robot
		for i := range s.Robots {
			o := &s.Robots[i]
			if d := hexgrid.Distance(h, o.Cell.Hex()); !o.Out && o.ID != r.ID && d <= 2 {
				near = append(near, o)
			}
		}
		sort.SliceStable(near, func(i, j int) bool {
			return hexgrid.Distance(h, near[i].Cell.Hex()) < hexgrid.Distance(h, near[j].Cell.Hex())
		})
		for _, o := range near {
			t.hit(r, o, hexgrid.Distance(h, o.Cell.Hex()), RuleSelfDestruct, poserr.M("explosion of %s", r.Label()))
		}
		r.Out = true
	}
	t.checkEnd(r)
}

// hit applies the damage of a shot or an explosion at distance d (1 or 2).
func (t *turn) hit(by, o *Robot, d int, rule string, cause poserr.Msg) {
	e := Event{Robot: by.ID, Target: o.ID, Distance: d, To: o.Cell}
	e.setNote(cause)
	if d == 1 {
		o.Out = true
		e.Kind, e.Rule = KindDestroyed, rule
		t.emit(e)
		return
	}
	e.Kind, e.Rule = KindDamaged, RuleDamage
	switch {
	case o.Pointer == 0:
		e.setNote(poserr.M("its pointer is still on the start box"))
	case o.StepLost(o.Pointer):
		e.setNote(poserr.M("step %d under its pointer was already destroyed", o.Pointer))
	default:
		o.Lost |= 1 << (o.Pointer - 1)
		e.Lost = o.Pointer
	}
	t.emit(e)
}

// move plays D±1 / D±2: all or nothing against robots and obstacles; a lake
// or the board's edge on the way eliminates the robot where it goes in.
func (t *turn) move(r *Robot, step int, in Instr, e Event) {
	s, b := t.s, t.s.Board
	d := r.Facing
	if in.N < 0 {
		d = d.Opposite()
	}
	var path []Cell
	for _, h := range hexgrid.Line(r.Cell.Hex(), d, abs(in.N)) {
		path = append(path, CellOf(h))
	}
	stop := len(path) // first hex that is a lake or off the board
	for i, c := range path {
		if !b.In(c) || b.Tile(c).Terrain == Lake {
			stop = i
			break
		}
	}
	e.From = r.Cell
	for _, c := range path[:stop] {
		if o, ok := s.RobotAt(c); ok {
			e.Kind, e.Rule, e.To = KindBlocked, RuleOccupied, c
			e.setNote(poserr.M("%v is taken by %s", c, o.Label()))
			t.emit(e)
			return
		}
		if tile := b.Tile(c); s.blocks(tile) {
			e.Kind, e.Rule, e.To = KindBlocked, RuleObstacle, c
			e.setNote(obstacle(c, tile))
			t.emit(e)
			return
		}
	}
	if stop < len(path) {
		c := path[stop]
		r.Cell, r.Out = c, true
		e.Kind, e.To = KindEliminated, c
		if b.In(c) {
			e.Rule = RuleLake
			e.setNote(poserr.M("it goes into a lake"))
		} else {
			e.Rule = RuleBoardEdge
			e.setNote(poserr.M("it leaves the board"))
		}
		t.emit(e)
		return
	}
	r.Cell = path[len(path)-1]
	e.Kind, e.Rule, e.To = KindMove, RuleMove, r.Cell
	t.emit(e)
	for _, c := range path {
		if b.Tile(c).Terrain == Lightning {
			r.Lost |= 1 << (step - 1)
			t.emit(Event{Robot: r.ID, Step: step, Instr: in.String(), Kind: KindLightning, To: c, Lost: step, Rule: RuleLightning})
			break
		}
	}
}

// checkEnd ends the game after r's action if it is decided.
func (t *turn) checkEnd(r *Robot) {
	s := t.s
	if s.Goal.Set() && !r.Out && s.onGoal(r.Cell) {
		t.emit(Event{Robot: r.ID, Kind: KindGoal, To: r.Cell, Rule: RuleGoal})
		t.end([]int{r.Player}, RuleGoal, poserr.Msg{})
		return
	}
	alive := s.playersAlive()
	switch {
	case len(alive) == 0:
		t.end(nil, RuleEnd, poserr.M("no robot is left"))
	case !s.Goal.Set() && len(alive) == 1:
		t.end(alive, RuleEnd, poserr.M("the only player with robots left"))
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// obstacle is why a robot stops before c, where a shape blocks the way:
// "[3,4] is a red square, an obstacle", its colour a word of its own.
func obstacle(c Cell, tile HexTile) poserr.Msg {
	colour := poserr.M(string(tile.Colour))
	switch tile.Shape {
	case Square:
		return poserr.M("%v is a %s square, an obstacle", c, colour)
	case Triangle:
		return poserr.M("%v is a %s triangle, an obstacle", c, colour)
	case Circle:
		return poserr.M("%v is a %s circle, an obstacle", c, colour)
	}
	return poserr.M("%v is a %s, an obstacle", c, tile.Describe())
}

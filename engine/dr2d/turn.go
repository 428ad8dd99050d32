package dr2d

import (
	"fmt"
	"sort"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/poserr"
)

// Program is what a player gives a robot for one turn: its cartridge and,
// optionally, a sleep declaration before move SleepBefore (1..5; 0: none).
// A program that only declares sleep before move 1 needs no cartridge.
type Program struct {
	Cartridge   Cartridge
	SleepBefore int
}

// Rule names: the sections of docs/rules-dr2d.md that events cite.
const (
	RuleSleep      = "sleep"
	RuleLostMoves  = "lost-moves"
	RuleMove       = "move"
	RulePush       = "push"
	RuleWall       = "wall"
	RuleConveyor   = "conveyor"
	RulePusher     = "pusher"
	RuleLaser      = "laser"
	RulePothole    = "pothole"
	RuleCafouille  = "cafouille"
	RuleActuator   = "actuator"
	RuleTurntable  = "turntable"
	RulePress      = "press"
	RuleRepair     = "repair"
	RuleLaw        = "law"
	RuleLeave      = "leave"
	RuleEndOfGame  = "end-of-game"
	RulePrograms   = "programs"
	RulePriorities = "priority"
)

// Resolve plays one turn: five moves, each followed by the board's phases,
// then the end of the turn. It returns the new state and the events in the
// order they happened; s is not changed. programs maps robot IDs to programs;
// every robot that is awake and on the board needs one.
func Resolve(s *State, programs map[int]Program) (*State, []Event, error) {
	n, events, _, err := ResolveMoves(s, programs)
	return n, events, err
}

// ResolveMoves is Resolve that also returns the state after each of the five
// moves (before the end of the turn), for showing a turn move by move.
func ResolveMoves(s *State, programs map[int]Program) (*State, []Event, []*State, error) {
	if s.Over() {
		return nil, nil, nil, sentinel.Errorf(ErrGameOver, "every robot has left the board")
	}
	n := s.Clone()
	n.Turn++
	t := &turn{s: n, plays: make([]play, len(n.Robots)), move: 1}
	ids := make([]int, 0, len(programs))
	for id := range programs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		p := programs[id]
		if p.SleepBefore < 0 || p.SleepBefore > MovesPerCartridge {
			return nil, nil, nil, sentinel.Errorf(ErrProgram, "robot %d: sleep before move %d; moves are 1..5", id, p.SleepBefore)
		}
		i := n.index(id)
		if i < 0 {
			return nil, nil, nil, sentinel.Errorf(ErrProgram, "a program for robot %d, which is not in the game", id)
		}
		r := &n.Robots[i]
		switch {
		case r.Left:
			t.emit(Event{Phase: PhaseStart, Kind: KindIgnored, Robot: id, Rule: RulePrograms,
				Cause: Cause{What: "rules"}}.noting(poserr.M("has left the board; its program is ignored")), r)
			continue
		case r.Sleep == Asleep:
			t.emit(Event{Phase: PhaseStart, Kind: KindIgnored, Robot: id, Rule: RulePrograms,
				Cause: Cause{What: "rules"}}.noting(poserr.M("sleeps this turn; its program is ignored")), r)
			continue
		}
		t.plays[i] = play{has: true, program: p}
	}
	for i, r := range n.Robots {
		if !r.Left && r.Sleep == Awake && !t.plays[i].has {
			return nil, nil, nil, sentinel.Errorf(ErrProgram, "robot %d is awake and has no cartridge for turn %d", r.ID, n.Turn)
		}
		if !r.Left && r.Sleep == Asleep {
			t.emit(Event{Phase: PhaseStart, Kind: KindAsleep, Robot: r.ID, Rule: RuleSleep,
				Cause: Cause{What: "rules"}}, &n.Robots[i])
		}
	}
	snaps := make([]*State, 0, MovesPerCartridge)
	for m := 1; m <= MovesPerCartridge; m++ {
		t.playMove(m)
		snaps = append(snaps, n.Clone())
	}
	t.endOfTurn()
	return n, t.events, snaps, nil
}

func (s *State) index(id int) int {
	for i := range s.Robots {
		if s.Robots[i].ID == id {
			return i
		}
	}
	return -1
}

// play is a robot's bookkeeping for the turn being resolved.
type play struct {
	has        bool
	program    Program // the cartridge is swapped in place by cafouille
	inPothole  bool    // entered a pothole during the current move
	onActuator bool    // stepped onto an actuator during the current move
	actuator   Cell
	hit        bool // damaged during the current move
}

type turn struct {
	s      *State
	plays  []play
	move   int // the move being played, 1..5; 0 at the end of the turn
	events []Event
}

func (t *turn) emit(e Event, r *Robot) {
	e.Turn, e.Move = t.s.Turn, t.move
	if r != nil {
		e.Robot = r.ID
		if e.PCFrom == 0 && e.PCTo == 0 {
			e.PCFrom, e.PCTo = r.PC, r.PC
		}
	}
	t.events = append(t.events, e)
}

func (t *turn) occupant(c Cell) int {
	for i := range t.s.Robots {
		if r := &t.s.Robots[i]; !r.Left && r.Cell == c {
			return i
		}
	}
	return -1
}

// priority lists the robots on the board by listing number of their cell.
func (t *turn) priority() []int {
	var order []int
	for i, r := range t.s.Robots {
		if !r.Left {
			order = append(order, i)
		}
	}
	b := t.s.Board
	sort.Slice(order, func(i, j int) bool {
		return b.Index(t.s.Robots[order[i]].Cell) < b.Index(t.s.Robots[order[j]].Cell)
	})
	return order
}

func (t *turn) playMove(m int) {
	t.move = m
	for i := range t.plays {
		p := &t.plays[i]
		p.inPothole, p.onActuator, p.hit = false, false, false
		r := &t.s.Robots[i]
		if p.has && p.program.SleepBefore == m && r.Sleep == Awake && !r.Left {
			r.Sleep = Dozing
			t.emit(Event{Phase: PhaseStart, Kind: KindDeclareSleep, Rule: RuleSleep,
				Cause: Cause{What: "declaration"}}, r)
		}
	}
	for _, i := range t.priority() {
		t.robotMove(i, m)
	}
	t.conveyors()
	if m%2 == 0 {
		t.pushers()
	} else {
		t.lasers()
	}
	t.potholes()
	t.damage(m)
	t.actuators()
}

func (t *turn) robotMove(i, m int) {
	r := &t.s.Robots[i]
	p := &t.plays[i]
	cause := Cause{What: "cartridge"}
	switch {
	case r.LostMoves > 0:
		r.LostMoves--
		t.emit(Event{Phase: PhaseRobots, Kind: KindMoveLost, Rule: RuleLostMoves, Cause: Cause{What: "tile", Tile: "pothole"}}, r)
		return
	case r.Sleep != Awake:
		return
	case p.inPothole:
		t.emit(Event{Phase: PhaseRobots, Kind: KindStuck, From: r.Cell, Rule: RulePothole,
			Cause: Cause{What: "tile", Tile: "pothole", Cell: r.Cell}}, r)
		return
	}
	mv := p.program.Cartridge[m-1]
	if mv == (Move{}) {
		t.emit(Event{Phase: PhaseRobots, Kind: KindIdle, From: r.Cell, Rule: RuleMove, Cause: cause}, r)
		return
	}
	t.rotate(r, mv.Before)
	if mv.Step != NoStep {
		d, word := r.Facing, "forward"
		if mv.Step == Backward {
			d, word = d.Opposite(), "back"
		}
		t.step(i, d, word)
		if p.inPothole {
			return // stopped at once: the turns after the step are not played
		}
	}
	t.rotate(r, mv.After)
}

func (t *turn) rotate(r *Robot, q int) {
	if q == 0 {
		return
	}
	from := r.Facing
	r.Facing = r.Facing.Turn(q)
	t.emit(Event{Phase: PhaseRobots, Kind: KindRotate, From: r.Cell, FacingFrom: from.String(), FacingTo: r.Facing.String(),
		Rule: RuleMove, Cause: Cause{What: "cartridge"}}, r)
}

// wallCause names what stops travel from c in d: a wall or the board edge.
func (t *turn) wallCause(c Cell, d Dir) Cause {
	if !t.s.Board.In(c.Next(d)) {
		return Cause{What: "edge", Cell: c, Dir: d.String()}
	}
	return Cause{What: "wall", Cell: c, Dir: d.String()}
}

func (t *turn) step(i int, d Dir, word string) {
	r := &t.s.Robots[i]
	b := t.s.Board
	from := r.Cell
	to := from.Next(d)
	if b.Wall(from, d) {
		c := t.wallCause(from, d)
		// a key for each side: a language says the side in its sentence
		t.emit(Event{Phase: PhaseRobots, Kind: KindBlocked, From: from, Rule: RuleWall, Cause: c}.
			noting(poserr.M(c.What+" on the "+d.String()+" side; no damage")), r)
		return
	}
	if j := t.occupant(to); j >= 0 {
		o := &t.s.Robots[j]
		beyond := to.Next(d)
		if b.Wall(to, d) || t.occupant(beyond) >= 0 {
			why := poserr.M("a wall behind it")
			if !b.In(beyond) {
				why = poserr.M("the board edge behind it")
			} else if k := t.occupant(beyond); k >= 0 {
				why = poserr.M("robot %d behind it", t.s.Robots[k].ID)
			}
			t.emit(Event{Phase: PhaseRobots, Kind: KindBlocked, From: from, Rule: RulePush,
				Cause: Cause{What: "robot", Robot: o.ID, Cell: to}}.
				noting(poserr.M("robot %d cannot be pushed "+d.String()+" (%s); neither moves", o.ID, why)), r)
			return
		}
		o.Cell = beyond
		r.Cell = to
		t.emit(Event{Phase: PhaseRobots, Kind: KindStep, From: from, To: to, Rule: RuleMove, Note: word,
			Cause: Cause{What: "cartridge"}}, r)
		t.emit(Event{Phase: PhaseRobots, Kind: KindPushed, From: to, To: beyond, Rule: RulePush,
			Cause: Cause{What: "robot", Robot: r.ID, Cell: from}}, o)
		t.entered(j)
	} else {
		r.Cell = to
		t.emit(Event{Phase: PhaseRobots, Kind: KindStep, From: from, To: to, Rule: RuleMove, Note: word,
			Cause: Cause{What: "cartridge"}}, r)
	}
	t.entered(i)
	if t.s.Tile(to).Kind == Actuator {
		t.plays[i].onActuator, t.plays[i].actuator = true, to
	}
}

// entered notes the tile a robot has just been moved onto.
func (t *turn) entered(i int) {
	if t.s.Tile(t.s.Robots[i].Cell).Kind == Pothole {
		t.plays[i].inPothole = true
	}
}

// shove is a board-driven move of one robot: a belt or a pusher.
type shove struct {
	i      int
	to     Cell
	tile   Tile
	at     Cell
	sense  Sense  // turn after moving (rotating belts), 0: none
	failed string // "wall", "edge", "conflict", "head-on" or "robot"
	by     int    // the robot in the way, when failed is "robot"
}

// shoveAll moves robots all at once, as belts and pushers do: robots aiming at
// the same cell stay; a robot aiming at a robot that stays, stays (this
// cascades); two robots swapping cells stay; a robot may follow one moving away.
func (t *turn) shoveAll(moves []*shove) {
	b := t.s.Board
	aim := map[Cell][]*shove{}
	from := map[Cell]*shove{}
	for _, mv := range moves {
		if b.Wall(mv.at, mv.to.Sub(mv.at)) {
			mv.failed = t.wallCause(mv.at, mv.to.Sub(mv.at)).What
			continue
		}
		aim[mv.to] = append(aim[mv.to], mv)
		from[mv.at] = mv
	}
	for _, mvs := range aim {
		if len(mvs) > 1 {
			for _, mv := range mvs {
				mv.failed = "conflict"
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, mv := range moves {
			if mv.failed != "" {
				continue
			}
			j := t.occupant(mv.to)
			if j < 0 {
				continue
			}
			ahead := from[mv.to]
			switch {
			case ahead == nil || ahead.failed != "":
				mv.failed, mv.by = "robot", t.s.Robots[j].ID
				changed = true
			case ahead.to == mv.at:
				mv.failed, ahead.failed = "head-on", "head-on"
				changed = true
			}
		}
	}
	for _, mv := range moves {
		if mv.failed == "" {
			t.s.Robots[mv.i].Cell = mv.to
		}
	}
}

func (t *turn) conveyors() {
	var moves []*shove
	for _, i := range t.priority() {
		r := &t.s.Robots[i]
		tile := t.s.Tile(r.Cell)
		switch tile.Kind {
		case Conveyor:
			moves = append(moves, &shove{i: i, at: r.Cell, to: r.Cell.Next(tile.Dir), tile: tile})
		case RotatingConveyor:
			moves = append(moves, &shove{i: i, at: r.Cell, to: r.Cell.Next(tile.Dir), tile: tile, sense: tile.Sense})
		}
	}
	t.shoveAll(moves)
	for _, mv := range moves {
		r := &t.s.Robots[mv.i]
		if mv.failed != "" {
			t.emit(Event{Phase: PhaseConveyors, Kind: KindBlocked, From: mv.at, Rule: RuleConveyor,
				Cause: Cause{What: "tile", Tile: mv.tile.Describe(), Cell: mv.at}}.noting(blockNote(mv)), r)
			continue
		}
		facing := r.Facing
		if mv.sense != 0 {
			r.Facing = r.Facing.Turn(int(mv.sense))
		}
		t.emit(Event{Phase: PhaseConveyors, Kind: KindConveyed, From: mv.at, To: mv.to,
			FacingFrom: facing.String(), FacingTo: r.Facing.String(), Rule: RuleConveyor,
			Cause: Cause{What: "tile", Tile: mv.tile.Describe(), Cell: mv.at}}, r)
		t.entered(mv.i)
	}
}

func blockNote(mv *shove) poserr.Msg {
	switch mv.failed {
	case "conflict":
		return poserr.M("another robot is moved to %s at the same time; both stay", mv.to.String())
	case "head-on":
		return poserr.M("two robots would swap cells head-on; both stay")
	case "wall", "edge":
		return poserr.M("a " + mv.failed + " stands in the way " + mv.to.Sub(mv.at).String())
	}
	return poserr.M("robot %d stays at %s and blocks the way", mv.by, mv.to.String())
}

func (t *turn) pushers() {
	var moves []*shove
	for _, i := range t.priority() {
		r := &t.s.Robots[i]
		if tile := t.s.Tile(r.Cell); tile.Kind == Pusher {
			moves = append(moves, &shove{i: i, at: r.Cell, to: r.Cell.Next(tile.Dir), tile: tile})
		}
	}
	t.shoveAll(moves)
	for _, mv := range moves {
		r := &t.s.Robots[mv.i]
		cause := Cause{What: "tile", Tile: mv.tile.Describe(), Cell: mv.at}
		if mv.failed != "" {
			t.emit(Event{Phase: PhasePushers, Kind: KindBlocked, From: mv.at, Rule: RulePusher, Cause: cause}.noting(blockNote(mv)), r)
			continue
		}
		t.emit(Event{Phase: PhasePushers, Kind: KindPusherPush, From: mv.at, To: mv.to, Rule: RulePusher, Cause: cause}, r)
		t.entered(mv.i)
	}
}

// Beam is the path of a laser's beam: the cells it crosses, and the robot it
// stops on (index into State.Robots, or -1).
func (s *State) Beam(l Laser) (cells []Cell, robot int) {
	b := s.Board
	for c := l.Cell; ; c = c.Next(l.Dir) {
		cells = append(cells, c)
		if r, ok := s.RobotAt(c); ok {
			return cells, s.index(r.ID)
		}
		if b.Wall(c, l.Dir) {
			return cells, -1
		}
	}
}

func (t *turn) lasers() {
	for _, l := range t.s.Board.Lasers {
		_, i := t.s.Beam(l)
		if i < 0 {
			continue
		}
		r := &t.s.Robots[i]
		pc := r.PC
		if r.PC > 0 {
			r.PC--
		}
		t.plays[i].hit = true
		t.emit(Event{Phase: PhaseLasers, Kind: KindLaserHit, From: r.Cell, PCFrom: pc, PCTo: r.PC, Rule: RuleLaser,
			Cause: Cause{What: "laser", Cell: l.Cell, Dir: l.Dir.String()}}, r)
	}
}

func (t *turn) potholes() {
	for _, i := range t.priority() {
		if !t.plays[i].inPothole {
			continue
		}
		r := &t.s.Robots[i]
		lost := 3
		switch {
		case r.PC >= 7:
			lost = 1
		case r.PC == 6:
			lost = 2
		}
		r.LostMoves += lost
		t.emit(Event{Phase: PhasePotholes, Kind: KindPothole, From: r.Cell, Lost: lost, Rule: RulePothole,
			Cause: Cause{What: "tile", Tile: "pothole", Cell: r.Cell}}, r)
	}
}

func (t *turn) damage(m int) {
	for _, i := range t.priority() {
		p := &t.plays[i]
		r := &t.s.Robots[i]
		if !p.hit {
			continue
		}
		switch {
		case r.PC == 0 && r.Sleep == Awake:
			r.Sleep = Dozing
			note := poserr.M("it sleeps through the next turn")
			if m < MovesPerCartridge {
				note = poserr.M("moves %d..5 cancelled; it sleeps through the next turn", m+1)
			}
			t.emit(Event{Phase: PhaseDamage, Kind: KindFallAsleep, From: r.Cell, Rule: RuleSleep,
				Cause: Cause{What: "rules"}}.noting(note), r)
		case (r.PC == 1 || r.PC == 2) && r.Sleep == Awake && m <= MovesPerCartridge-2:
			c := &p.program.Cartridge
			c[m], c[m+1] = c[m+1], c[m]
			t.emit(Event{Phase: PhaseDamage, Kind: KindCafouille, From: r.Cell, Swapped: []int{m + 1, m + 2},
				Rule: RuleCafouille, Cause: Cause{What: "rules"}}, r)
		}
	}
}

func (t *turn) actuators() {
	pressed := false
	for _, i := range t.priority() {
		p := &t.plays[i]
		r := &t.s.Robots[i]
		if p.onActuator && r.Cell == p.actuator {
			pressed = true
			t.emit(Event{Phase: PhaseActuators, Kind: KindActuator, From: r.Cell, Rule: RuleActuator,
				Cause: Cause{What: "tile", Tile: "actuator", Cell: r.Cell}}, r)
		}
	}
	if !pressed {
		return
	}
	n := len(t.s.Board.Layouts)
	if n == 1 {
		t.emit(Event{Phase: PhaseActuators, Kind: KindLayout, Layout: 1, Rule: RuleActuator,
			Cause: Cause{What: "tile", Tile: "actuator"}}.noting(poserr.M("the board has a single layout")), nil)
		return
	}
	t.s.Layout = (t.s.Layout + 1) % n
	t.emit(Event{Phase: PhaseActuators, Kind: KindLayout, Layout: t.s.Layout + 1, Rule: RuleActuator,
		Cause: Cause{What: "tile", Tile: "actuator"}}, nil)
}

func (t *turn) endOfTurn() {
	t.move = 0
	order := t.priority()
	for _, i := range order {
		r := &t.s.Robots[i]
		if tile := t.s.Tile(r.Cell); tile.Kind == Turntable {
			from := r.Facing
			r.Facing = r.Facing.Turn(int(tile.Sense))
			t.emit(Event{Phase: PhaseTurntables, Kind: KindTurntable, From: r.Cell, FacingFrom: from.String(),
				FacingTo: r.Facing.String(), Rule: RuleTurntable, Cause: Cause{What: "tile", Tile: tile.Describe(), Cell: r.Cell}}, r)
		}
	}
	for _, i := range order {
		r := &t.s.Robots[i]
		if t.s.Tile(r.Cell).Kind != Press {
			continue
		}
		pc := r.PC
		r.PC = max(0, r.PC-2)
		t.emit(Event{Phase: PhasePresses, Kind: KindPress, From: r.Cell, PCFrom: pc, PCTo: r.PC, Rule: RulePress,
			Cause: Cause{What: "tile", Tile: "press", Cell: r.Cell}}, r)
		if r.PC == 0 && r.Sleep == Awake {
			r.Sleep = Dozing
			t.emit(Event{Phase: PhasePresses, Kind: KindFallAsleep, From: r.Cell, Rule: RuleSleep,
				Cause: Cause{What: "tile", Tile: "press", Cell: r.Cell}}.noting(poserr.M("it sleeps through the next turn")), r)
		}
	}
	for _, i := range order {
		r := &t.s.Robots[i]
		tile := t.s.Tile(r.Cell)
		if tile.Kind != Repair || r.PC >= MaxPC {
			continue
		}
		pc := r.PC
		r.PC = min(MaxPC, r.PC+tile.Amount)
		t.emit(Event{Phase: PhaseRepair, Kind: KindRepair, From: r.Cell, PCFrom: pc, PCTo: r.PC, Rule: RuleRepair,
			Cause: Cause{What: "tile", Tile: tile.Describe(), Cell: r.Cell}}, r)
	}
	for _, i := range order {
		r := &t.s.Robots[i]
		if law := t.s.LawAt(r.Cell); law != 0 && !r.Laws.Has(law) {
			r.Laws = r.Laws.With(law)
			t.emit(Event{Phase: PhaseLaws, Kind: KindLawDownload, From: r.Cell, Law: int(law), Rule: RuleLaw,
				Cause: Cause{What: "tile", Tile: fmt.Sprintf("law %d", law), Cell: r.Cell}}, r)
		}
	}
	for _, i := range order {
		r := &t.s.Robots[i]
		if r.Laws.Complete() {
			r.Left = true
			t.emit(Event{Phase: PhaseLeave, Kind: KindLeave, From: r.Cell, Rule: RuleLeave, Cause: Cause{What: "rules"}}, r)
		}
	}
	for i := range t.s.Robots {
		r := &t.s.Robots[i]
		switch {
		case r.Left:
			r.Sleep = Awake
		case r.Sleep == Asleep:
			pc := r.PC
			r.Sleep, r.PC = Awake, MaxPC
			t.emit(Event{Phase: PhaseSleep, Kind: KindWake, From: r.Cell, PCFrom: pc, PCTo: r.PC, Rule: RuleSleep,
				Cause: Cause{What: "rules"}}, r)
		case r.Sleep == Dozing:
			r.Sleep = Asleep
			t.emit(Event{Phase: PhaseSleep, Kind: KindSleepNextTurn, From: r.Cell, Rule: RuleSleep,
				Cause: Cause{What: "rules"}}, r)
		}
	}
	if t.s.Over() {
		t.emit(Event{Phase: PhaseLeave, Kind: KindGameOver, Rule: RuleEndOfGame, Cause: Cause{What: "rules"}}, nil)
	}
}

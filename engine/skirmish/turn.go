package skirmish

import (
	"strings"

	"mecanoid/internal/poserr"
)

// Apply plays one action of the team on turn and returns the next state and
// its events; s is not changed. A refused action returns an *ActionError
// naming the rule broken, and nothing is played: an action is whole.
func Apply(s *State, a Action) (*State, []Event, error) {
	n := s.Clone()
	p := &player{s: n, a: a, index: s.Spent.Calls + s.Spent.Actions + 1}
	if s.Over {
		return nil, nil, p.refuse(ErrGameOver, a.Robot, "", "", 0, "the game is over: %s", s.Result.Msg())
	}
	var err error
	if a.Call {
		err = p.call()
	} else {
		err = p.act()
	}
	if err != nil {
		return nil, nil, err
	}
	return n, p.events, nil
}

// EndTurn passes the turn to the other team; after the second team's turn
// the round ends, and after the last round the game.
func EndTurn(s *State) (*State, []Event, error) {
	if s.Over {
		m := poserr.M("the game is over: %s", s.Result.Msg())
		return nil, nil, &ActionError{Msg: m.String(), Said: m, Err: ErrGameOver}
	}
	n := s.Clone()
	team := n.Teams[n.Side].Name
	note := poserr.M("%d of %d call actions, %d of %d actions used", n.Spent.Calls, CallActions, n.Spent.Actions, Actions)
	events := []Event{{Round: n.Round, Team: team, Kind: KindTurnEnd, Note: note.String(), NoteMsg: note, Rule: RuleTurn}}
	n.Spent = Spent{}
	if n.Side == 0 {
		n.Side = 1
		return n, events, nil
	}
	events = append(events, Event{Round: n.Round, Team: team, Kind: KindRoundEnd, Rule: RuleTurn})
	if n.Round == Rounds {
		n.Over = true
		n.Result = n.roundsOver()
		res := n.Result
		events = append(events, Event{Round: n.Round, Team: team, Kind: KindGameOver, Result: &res, Rule: RuleRounds})
		return n, events, nil
	}
	n.Round++
	n.Side = 0
	return n, events, nil
}

// Resolve plays a whole turn: the actions in order, then EndTurn. When the
// game ends during the turn (a commander destroyed), the turn ends there and
// any action after that is refused. Errors are *ActionError with Action set.
func Resolve(s *State, actions []Action) (*State, []Event, error) {
	var all []Event
	for _, a := range actions {
		next, evs, err := Apply(s, a)
		if err != nil {
			return nil, nil, err
		}
		all = append(all, evs...)
		s = next
	}
	if s.Over {
		return s, all, nil
	}
	next, evs, err := EndTurn(s)
	if err != nil {
		return nil, nil, err
	}
	return next, append(all, evs...), nil
}

// player plays one action on its own copy of the state.
type player struct {
	s      *State
	a      Action
	index  int
	col    int // of the step being played, in the action's text
	events []Event
}

func (p *player) refuse(rule error, robot int, plot, weapon string, target int, format string, args ...any) error {
	m := poserr.M(format, args...)
	return &ActionError{Action: p.index, Text: p.a.String(), Col: p.col, Robot: robot, Plot: plot, Weapon: weapon, Target: target,
		Msg: m.String(), Said: m, Err: rule}
}

func (p *player) emit(e Event) {
	e.Round, e.Team, e.Action = p.s.Round, p.s.Teams[p.s.Side].Name, p.index
	p.events = append(p.events, e)
}

// own finds robot id and checks it belongs to the team on turn.
func (p *player) own(id int) (*Robot, error) {
	s := p.s
	r, ok := s.Robot(id)
	if !ok {
		return nil, p.refuse(ErrUnknownRobot, id, "", "", 0, "there is no robot %d in this game", id)
	}
	if r.Team != s.Side {
		return nil, p.refuse(ErrNotYours, id, r.Plot, "", 0, "%s belongs to %s; it is %s's turn", r.Label(), s.Teams[r.Team].Name, s.Teams[s.Side].Name)
	}
	return r, nil
}

func (p *player) call() error {
	s, a := p.s, p.a
	r, err := p.own(a.Robot)
	if err != nil {
		return err
	}
	switch {
	case r.Destroyed:
		return p.refuse(ErrNotInGarage, r.ID, a.Plot, "", 0, "%s was destroyed; it cannot come back", r.Label())
	case r.OnField():
		return p.refuse(ErrNotInGarage, r.ID, a.Plot, "", 0, "%s is already on the field, on plot %s", r.Label(), r.Plot)
	}
	var note poserr.Msg
	switch {
	case s.Spent.Calls < CallActions:
		s.Spent.Calls++
		note = poserr.M("call action %d of %d", s.Spent.Calls, CallActions)
	case s.Spent.Actions < Actions:
		s.Spent.Actions++
		note = poserr.M("both call actions used: action %d of %d", s.Spent.Actions, Actions)
	default:
		return p.refuse(ErrNoActions, r.ID, a.Plot, "", 0, "%s cannot be called: %s has used its %d call actions and its %d actions this turn",
			r.Label(), s.Teams[s.Side].Name, CallActions, Actions)
	}
	plot := s.Map.canon(a.Plot)
	if plot == "" {
		return p.refuse(ErrUnknownPlot, r.ID, a.Plot, "", 0, "%s cannot be called onto plot %s: there is no such plot on the map", r.Label(), a.Plot)
	}
	cmd, _ := s.Robot(s.Teams[s.Side].Commander)
	if !s.Map.Adjacent(cmd.Plot, plot) {
		return p.refuse(ErrNotNextTo, r.ID, plot, "", 0, "%s cannot be called onto plot %s: calls land next to the commander, robot %d on %s (plots %s)",
			r.Label(), plot, cmd.ID, cmd.Plot, strings.Join(s.Map.Neighbours(cmd.Plot), ", "))
	}
	if o, taken := s.RobotAt(plot); taken {
		return p.refuse(ErrPlotTaken, r.ID, plot, "", 0, "%s cannot be called onto plot %s: %s stands there", r.Label(), plot, o.Label())
	}
	r.Plot = plot
	p.emit(Event{Kind: KindCall, Robot: r.ID, To: plot, Note: note.String(), NoteMsg: note, Rule: RuleCall})
	return nil
}

func (p *player) act() error {
	s, a := p.s, p.a
	r, err := p.own(a.Robot)
	if err != nil {
		return err
	}
	switch {
	case r.Destroyed:
		return p.refuse(ErrNotOnField, r.ID, "", "", 0, "%s was destroyed", r.Label())
	case r.InGarage():
		return p.refuse(ErrNotOnField, r.ID, "", "", 0, "%s is in the garage; call it first", r.Label())
	}
	for _, id := range s.Spent.Acted {
		if id == r.ID {
			return p.refuse(ErrAlreadyActed, r.ID, r.Plot, "", 0, "%s has already had its action this turn; an action cannot be split or taken twice", r.Label())
		}
	}
	if s.Spent.Actions >= Actions {
		return p.refuse(ErrNoActions, r.ID, r.Plot, "", 0, "%s cannot act: %s has used its %d actions this turn", r.Label(), s.Teams[s.Side].Name, Actions)
	}
	s.Spent.Actions++
	s.Spent.Acted = append(s.Spent.Acted, r.ID)
	note := poserr.M("action %d of %d", s.Spent.Actions, Actions)
	p.emit(Event{Kind: KindAct, Robot: r.ID, From: r.Plot, Note: note.String(), NoteMsg: note, Rule: RuleAction})
	left := r.Type.Speed
	shots := map[string]int{}
	for _, st := range a.Steps {
		p.col = st.Col
		if s.Over {
			return p.refuse(ErrGameOver, r.ID, r.Plot, "", 0, "the game ended at the step before %q: %s", st.String(), s.Result.Msg())
		}
		if !st.Fire {
			to := s.Map.canon(st.Plot)
			if to == "" {
				return p.refuse(ErrUnknownPlot, r.ID, st.Plot, "", 0, "%s cannot move to plot %s: there is no such plot on the map", r.Label(), st.Plot)
			}
			d := s.Map.Distance(r.Plot, to)
			if d == 0 {
				return p.refuse(ErrNoMove, r.ID, to, "", 0, "%s is already on plot %s", r.Label(), to)
			}
			if d > left {
				return p.refuse(ErrTooFar, r.ID, to, "", 0, "%s cannot move from %s to %s: %s, and it has %d left of its speed %d",
					r.Label(), r.Plot, to, bridges(d), left, r.Type.Speed)
			}
			left -= d
			p.emit(Event{Kind: KindMove, Robot: r.ID, From: r.Plot, To: to, Bridges: d, SpeedLeft: left, Rule: RuleMove})
			r.Plot = to
			continue
		}
		if err := p.fire(r, st, shots); err != nil {
			return err
		}
	}
	p.col = 0
	if o, taken := p.other(r); taken {
		return p.refuse(ErrPlotTaken, r.ID, r.Plot, "", 0, "%s cannot end its action on plot %s: %s stands there", r.Label(), r.Plot, o.Label())
	}
	return nil
}

// other is another robot on r's plot: r may cross it, not stop there.
func (p *player) other(r *Robot) (*Robot, bool) {
	for i := range p.s.Robots {
		if o := &p.s.Robots[i]; o.ID != r.ID && o.OnField() && o.Plot == r.Plot {
			return o, true
		}
	}
	return nil, false
}

func (p *player) fire(r *Robot, st Step, shots map[string]int) error {
	s := p.s
	if o, taken := p.other(r); taken {
		return p.refuse(ErrPlotTaken, r.ID, r.Plot, st.Weapon, st.Target, "%s cannot stop on plot %s to fire: %s stands there", r.Label(), r.Plot, o.Label())
	}
	var w Weapon
	switch {
	case st.Weapon != "":
		var ok bool
		if w, ok = r.Type.Weapon(st.Weapon); !ok {
			return p.refuse(ErrUnknownWeapon, r.ID, r.Plot, st.Weapon, st.Target, "%s has no weapon %s (it has: %s)", r.Label(), st.Weapon, weaponList(r.Type))
		}
	case len(r.Type.Weapons) == 1:
		w = r.Type.Weapons[0]
	case len(r.Type.Weapons) == 0:
		return p.refuse(ErrUnknownWeapon, r.ID, r.Plot, "", st.Target, "%s has no weapon", r.Label())
	default:
		return p.refuse(ErrUnknownWeapon, r.ID, r.Plot, "", st.Target, "%s has several weapons: name one (%s)", r.Label(), weaponList(r.Type))
	}
	if shots[w.ID] >= w.Rate {
		return p.refuse(ErrRateSpent, r.ID, r.Plot, w.ID, st.Target, "%s has fired its %s %d time(s) this turn, its rate", r.Label(), w.ID, w.Rate)
	}
	t, ok := s.Robot(st.Target)
	switch {
	case !ok:
		return p.refuse(ErrNoTarget, r.ID, r.Plot, w.ID, st.Target, "%s fires %s at robot %d: there is no such robot", r.Label(), w.ID, st.Target)
	case t.Team == r.Team:
		return p.refuse(ErrFriendlyFire, r.ID, r.Plot, w.ID, t.ID, "%s fires %s at %s: both are of team %s; robots fire at the other team", r.Label(), w.ID, t.Label(), s.Teams[r.Team].Name)
	case t.Destroyed:
		return p.refuse(ErrNoTarget, r.ID, r.Plot, w.ID, t.ID, "%s fires %s at %s, which was destroyed", r.Label(), w.ID, t.Label())
	case t.InGarage():
		return p.refuse(ErrNoTarget, r.ID, r.Plot, w.ID, t.ID, "%s fires %s at %s, which is in the garage", r.Label(), w.ID, t.Label())
	}
	d := s.Map.Distance(r.Plot, t.Plot)
	if d > w.Range {
		return p.refuse(ErrOutOfRange, r.ID, r.Plot, w.ID, t.ID, "%s on %s fires %s at %s on %s: %s, range %d",
			r.Label(), r.Plot, w.ID, t.Label(), t.Plot, bridges(d), w.Range)
	}
	shots[w.ID]++
	real := max(0, w.Damage-t.Type.Armour)
	from := t.Structure
	t.Structure = max(0, t.Structure-real)
	p.emit(Event{Kind: KindFire, Robot: r.ID, From: r.Plot, To: t.Plot, Bridges: d, Weapon: w.ID, Shot: shots[w.ID], Target: t.ID,
		Damage: w.Damage, Armour: t.Type.Armour, Real: real, StructureFrom: from, StructureTo: t.Structure, Rule: RuleFire})
	if t.Structure > 0 {
		return nil
	}
	plot := t.Plot
	t.Plot, t.Destroyed = "", true
	p.emit(Event{Kind: KindDestroyed, Robot: t.ID, From: plot, By: r.ID, Rule: RuleDamage})
	if s.Teams[t.Team].Commander == t.ID {
		s.Over = true
		s.Result = s.commanderFell(t.Team)
		res := s.Result
		p.emit(Event{Kind: KindGameOver, Result: &res, Rule: RuleCommander})
	}
	return nil
}

func weaponList(t *Type) string {
	var ids []string
	for _, w := range t.Weapons {
		ids = append(ids, w.ID)
	}
	if len(ids) == 0 {
		return "none"
	}
	return strings.Join(ids, ", ")
}

// bridges says a number of bridges: "1 bridge", "3 bridges".
func bridges(n int) poserr.Msg {
	if n == 1 {
		return poserr.M("1 bridge")
	}
	return poserr.M("%d bridges", n)
}

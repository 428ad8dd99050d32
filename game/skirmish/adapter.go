package skirmish

import (
	"context"
	"errors"
	"fmt"
	"mecanoid/referee"
	"sort"
	"strings"

	rules "mecanoid/engine/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// Skirmish is the referee.Game of the skirmish on plots and bridges
// (docs/referee-skirmish.md). The table cannot show shots, so the team on
// turn says its calls and actions (referee.Referee.Ask: a phone, the keyboard, or
// a game file replayed); the engine checks them (an illegal action is
// refused with the rule it breaks, and the team asked again), resolves
// the turn and shows each event; the players are told which robots to
// move, call onto the map or take off, and the camera checks the table
// until it matches the game. Each turn is kept in the game file's form.
type Skirmish struct {
	Layout vision.PlotsLayout // the printed map (Layout of Setup.Map)
	// Setup is the position the game starts from (a game file's), which
	// the table must show.
	Setup *rules.State
}

var _ referee.Game[*rules.State] = (*Skirmish)(nil)

// Book: the rule book quotes the game as "skirmish".
func (k *Skirmish) Book() string { return "skirmish" }

// MaxRefused is how many answers in a row may be refused before the turn
// is given up (an Asker that gives the same illegal turn again and again).
const MaxRefused = 10

// StepName: a skirmish is played in turns, one team's each.
func (k *Skirmish) StepName() string { return lang.Key("turn") }

// Opening: the table must show the setup.
func (k *Skirmish) Opening() (*rules.State, int, bool) { return k.Setup, k.Setup.Turn() - 1, true }

// Read: the position is the setup's, never the table's.
func (k *Skirmish) Read(*vision.State) (*rules.State, error) { return k.Setup, nil }

// Pieces are the robots on the map.
func (k *Skirmish) Pieces(s *rules.State) []tag.Payload {
	var ps []tag.Payload
	for _, r := range s.Robots {
		if r.OnField() {
			ps = append(ps, tag.Payload{Game: TagCode, Kind: tag.Robot, ID: r.ID})
		}
	}
	return ps
}

// Differ lists the pieces that are not skirmish robots on plots, then the
// robots out of place.
func (k *Skirmish) Differ(s *rules.State, st *vision.State) []lang.Msg {
	seen, wrong := skirmishSeen(k.Layout, st)
	return append(wrong, SkirmishMismatch(s, seen)...)
}

// Next is the turn of the game played next.
func (k *Skirmish) Next(s *rules.State) int { return s.Turn() }

// Done: a commander has fallen, or the rounds are over.
func (k *Skirmish) Done(s *rules.State) bool { return s.Over }

// SkirmishSeen is where the table shows the robots (robot ID → plot ID),
// as a scanner with layout l read them; pieces that are not skirmish
// robots are named.
func SkirmishSeen(l vision.PlotsLayout, st *vision.State) (map[int]string, []string) {
	at, wrong := skirmishSeen(l, st)
	return at, lang.EN.Printer().Says(wrong)
}

// skirmishSeen is SkirmishSeen, the pieces named to be said in the
// reader's language.
func skirmishSeen(l vision.PlotsLayout, st *vision.State) (map[int]string, []lang.Msg) {
	at := map[int]string{}
	var wrong []lang.Msg
	for _, p := range st.Pieces {
		plot := l.PlotOf(p)
		switch {
		case p.Tag.Game != TagCode || p.Tag.Kind != tag.Robot:
			wrong = append(wrong, lang.M("%s (%s) on %s is not a skirmish robot: take it off the map", p.Label, p.Text, p.Place))
		case plot == "":
			wrong = append(wrong, lang.M("%s is on no plot (%s)", p.Label, p.Place))
		default:
			at[p.Tag.ID] = plot
		}
	}
	return at, wrong
}

// SkirmishMismatch compares the table (robots seen on plots) with the
// position of s, robot by robot in ID order: a line per robot out of
// place, saying what to do. Robots not on the map are in their garage or
// destroyed: the table need not show them.
func SkirmishMismatch(s *rules.State, seen map[int]string) []lang.Msg {
	var out []lang.Msg
	ids := map[int]bool{}
	for id := range seen {
		ids[id] = true
	}
	for _, r := range s.Robots {
		ids[r.ID] = true
	}
	sorted := make([]int, 0, len(ids))
	for id := range ids {
		sorted = append(sorted, id)
	}
	sort.Ints(sorted)
	for _, id := range sorted {
		got, onMap := seen[id]
		r, ok := s.Robot(id)
		switch {
		case !ok:
			out = append(out, lang.M("robot %d: on plot %s, but not in this game: take it off the map", id, got))
		case r.Destroyed && onMap:
			out = append(out, lang.M("%s: on plot %s, but destroyed: take it off the map", r.Label(), got))
		case r.InGarage() && onMap:
			out = append(out, lang.M("%s: on plot %s, but waits in %s's garage: take it off the map", r.Label(), got, s.Teams[r.Team].Name))
		case r.OnField() && !onMap:
			out = append(out, lang.M("%s: not seen on the map: put it on plot %s", r.Label(), r.Plot))
		case r.OnField() && got != r.Plot:
			out = append(out, lang.M("%s: on plot %s, should be on plot %s", r.Label(), got, r.Plot))
		}
	}
	return out
}

// skirmishMoves tell the players what to change on the table after a
// turn from before to after: robots moved, called onto the map, and
// destroyed (to take off), in robot order. Instructions carry the robot
// only (a skirmish has no cells); their texts are the messages beside
// them, to be said in the reader's language.
func skirmishMoves(before, after *rules.State) ([]talk.Instruction, []lang.Msg) {
	var out []talk.Instruction
	var msgs []lang.Msg
	say := func(r rules.Robot, off bool, m lang.Msg) {
		out = append(out, talk.Instruction{Robot: r.ID, Off: off})
		msgs = append(msgs, lang.M("%s: %s", r.Label(), m))
	}
	for _, a := range after.Robots {
		b, _ := before.Robot(a.ID)
		switch {
		case b.OnField() && a.Destroyed:
			say(a, true, lang.M("destroyed on plot %s: take it off the map", b.Plot))
		case b.InGarage() && a.Destroyed:
			say(a, true, lang.M("called and destroyed in the same turn: it stays off the map"))
		case b.InGarage() && a.OnField():
			say(a, false, lang.M("called from %s's garage: put it on plot %s", after.Teams[a.Team].Name, a.Plot))
		case b.OnField() && a.OnField() && a.Plot != b.Plot:
			say(a, false, lang.M("from plot %s to plot %s", b.Plot, a.Plot))
		}
	}
	return out, msgs
}

// SkirmishTurnText splits a team's answer into its actions: separated by
// ";" or new lines, each in the notation of the game files ("call 4 A1",
// "2: A4 fire 13"). "pass" is a turn without action; an empty answer is
// refused (an Enter pressed by mistake must not pass a turn).
func SkirmishTurnText(answer string) ([]rules.Action, error) {
	var acts []rules.Action
	parts := strings.FieldsFunc(answer, func(r rune) bool { return r == ';' || r == '\n' })
	if strings.TrimSpace(strings.Join(parts, "")) == "" {
		m := poserr.M(`no action given: write the turn's calls and actions, or "pass" to play none`)
		return nil, &rules.ActionError{Msg: m.String(), Said: m, Err: rules.ErrNotation}
	}
	if len(parts) == 1 && strings.EqualFold(strings.TrimSpace(parts[0]), "pass") {
		return nil, nil
	}
	for i, part := range parts {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		a, err := rules.ParseAction(part)
		if err != nil {
			var ae *rules.ActionError
			if errors.As(err, &ae) {
				ae.Action = i + 1
			}
			return nil, err
		}
		acts = append(acts, a)
	}
	return acts, nil
}

// SkirmishRefusal is a refused answer said for the players: the rule, the
// action at fault and why, and that nothing was played.
type SkirmishRefusal struct {
	Rule string // the rule broken, as docs/rules-skirmish.md names it: "too far"
	Err  error
	// Lang is the language Error speaks ("": English): the table's.
	Lang lang.Lang
}

func (e *SkirmishRefusal) Error() string { return e.Say(referee.Says(e.Lang)) }

// Say is the refusal in p's language.
func (e *SkirmishRefusal) Say(p *lang.Printer) string {
	return p.Sprintf("refused (rule: %s): %s; nothing was played, give the whole turn again", p.Sprintf(e.Rule), skReason(p, e.Err))
}

// skReason is what a refused action did wrong (rules.Reason), in p's
// language.
func skReason(p *lang.Printer, err error) string {
	var ae *rules.ActionError
	if !errors.As(err, &ae) || ae != err {
		return rules.Reason(err)
	}
	why := referee.EngineSays(p, ae.Said, ae.Msg)
	if ae.Action > 0 {
		return p.Sprintf("action %d (%q): %s", ae.Action, ae.Text, why)
	}
	return why
}

func (e *SkirmishRefusal) Unwrap() error { return e.Err }

// tryTurn plays answer from s: the actions, the state after the turn and
// its events, or a *SkirmishRefusal.
func tryTurn(s *rules.State, answer string) ([]rules.Action, *rules.State, []rules.Event, error) {
	acts, err := SkirmishTurnText(answer)
	if err == nil {
		var next *rules.State
		var evs []rules.Event
		if next, evs, err = rules.Resolve(s, acts); err == nil {
			return acts, next, evs, nil
		}
	}
	var ae *rules.ActionError
	rule := "illegal action"
	if errors.As(err, &ae) {
		rule = ae.Rule()
	}
	return nil, nil, nil, &SkirmishRefusal{Rule: rule, Err: err}
}

var _ referee.Previewer = (*Skirmish)(nil)

// Preview is the setup's map and the teams' seats.
func (k *Skirmish) Preview() talk.Update {
	u := k.Started(k.Setup)
	return talk.Update{Kind: talk.UpdatePreview, Turn: u.Turn, Drawing: u.Drawing, Seats: u.Seats, Langs: referee.Words(func(p *lang.Printer) talk.Words {
		return talk.Words{View: draw(k.Setup, nil, p)}
	})}
}

// Started names the map, the teams and the robots on the map.
func (k *Skirmish) Started(setup *rules.State) talk.Update {
	m := setup.Map
	onField := 0
	for _, r := range setup.Robots {
		if r.OnField() {
			onField++
		}
	}
	return referee.InLang(talk.Update{Kind: talk.UpdateStart, Turn: setup.Turn() - 1, Seats: []string{setup.Teams[0].Name, setup.Teams[1].Name}, Drawing: rules.StateText(setup),
		Langs: referee.Words(func(p *lang.Printer) talk.Words {
			name := m.Name
			if name == "" {
				name = p.Sprintf("a skirmish map")
			}
			return talk.Words{Text: p.Sprintf("Skirmish on %s (%d plots, %d bridges): %s against %s, %d robots on the map; %s",
				name, len(m.Plots), len(m.Bridges), setup.Teams[0].Name, setup.Teams[1].Name, onField, strings.TrimRight(skStateText(p, setup), "\n")),
				View: draw(setup, nil, p)}
		})}, "")
}

// Over names the winner and counts the robots left, lost and wounded.
func (k *Skirmish) Over(s *rules.State) talk.Update {
	r := s.Result
	rule := rules.RuleRounds
	if r.Reason == rules.ReasonCommander {
		rule = rules.RuleCommander
	}
	a, b := s.Teams[0].Name, s.Teams[1].Name
	return referee.InLang(talk.Update{Kind: talk.UpdateOver, Turn: s.Turn(), Rule: rule, Drawing: rules.StateText(s), Langs: referee.Words(func(p *lang.Printer) talk.Words {
		return talk.Words{Text: p.Sprintf("%s; game over in round %d (robots left: %s %d, %s %d; lost: %s %d, %s %d; wounded: %s %d, %s %d)",
			skResultText(p, r), s.Round, a, r.Left[0], b, r.Left[1], a, r.Lost[0], b, r.Lost[1], a, r.Wounded[0], b, r.Wounded[1]),
			View: draw(s, nil, p)}
	})}, "")
}

// Winner names the team that won, once the game is over: "" before, and
// "none" when both teams lose.
func (k *Skirmish) Winner(s *rules.State) string {
	switch {
	case !s.Over:
		return ""
	case s.Result.Winner < 0:
		return "none"
	}
	return s.Result.Team
}

// Play plays one team's turn from s: its actions asked (and refused until
// legal), resolved and shown, the moves told; the table is then checked.
func (k *Skirmish) Play(ctx context.Context, r *referee.Referee[*rules.State], s *rules.State) (referee.Played[*rules.State], error) {
	var none referee.Played[*rules.State]
	turn, team := s.Turn(), s.Teams[s.Side].Name
	cmd, _ := s.Robot(s.Teams[s.Side].Commander)
	r.Show(talk.Update{Kind: talk.UpdateAsk, Turn: turn, Drawing: rules.StateText(s), Langs: referee.Words(func(p *lang.Printer) talk.Words {
		var field, garage []string
		for _, rb := range s.Robots {
			switch {
			case rb.Team != s.Side:
			case rb.OnField():
				field = append(field, p.Sprintf("%d on %s", rb.ID, rb.Plot))
			case rb.InGarage():
				garage = append(garage, fmt.Sprint(rb.ID))
			}
		}
		if len(garage) == 0 {
			garage = []string{p.Sprintf("empty")}
		}
		return talk.Words{Text: p.Sprintf("round %d, turn %d: %s to play: up to %d calls (onto a free plot next to the commander, robot %d on %s) and %d actions\n  on the map: %s\n  garage: %s",
			s.Round, turn, team, rules.CallActions, cmd.ID, cmd.Plot, rules.Actions, strings.Join(field, ", "), strings.Join(garage, ", ")),
			View: draw(s, nil, p)}
	})})
	if r.Ask == nil {
		return none, fmt.Errorf("referee: turn %d: nobody to ask for %s's turn", turn, team)
	}
	refuse := func(err error) {
		var re *SkirmishRefusal
		rule := ""
		if errors.As(err, &re) {
			rule = re.Rule
		}
		r.Show(talk.Update{Kind: talk.UpdateIllegal, Turn: turn, Rule: rule, Langs: referee.Words(func(p *lang.Printer) talk.Words {
			why := err.Error()
			if re != nil {
				why = re.Say(p)
			}
			return talk.Words{Text: p.Sprintf("%s: %s", team, why)}
		})})
	}
	q := talk.Question{Step: turn, Who: []string{team},
		Prompt:  referee.Says(r.Lang).Sprintf(skPrompt),
		Prompts: referee.Prompts(skPrompt),
		Check: func(_, answer string) error {
			_, _, _, err := tryTurn(s, answer)
			if err != nil {
				refuse(err)
				var re *SkirmishRefusal
				if errors.As(err, &re) {
					re.Lang = r.Lang // the player reads it
				}
			}
			return err
		}}
	var acts []rules.Action
	var next *rules.State
	var events []rules.Event
	for refused := 0; ; refused++ {
		if refused >= MaxRefused {
			return none, fmt.Errorf("referee: turn %d: %d answers of %s refused in a row", turn, refused, team)
		}
		got, err := r.Ask.Ask(ctx, q)
		if err != nil {
			return none, err
		}
		answer, ok := got[team]
		if !ok {
			return none, fmt.Errorf("referee: turn %d: no answer from %s", turn, team)
		}
		acts, next, events, err = tryTurn(s, answer)
		if err == nil {
			break
		}
		refuse(err) // an Asker that does not Check
	}
	texts := []string{}
	for _, a := range acts {
		texts = append(texts, a.String())
	}
	ups := []talk.Update{{Kind: talk.UpdateMessage, Turn: turn, Langs: referee.Words(func(p *lang.Printer) talk.Words {
		played := p.Sprintf("no action")
		if len(texts) > 0 {
			played = strings.Join(texts, "; ")
		}
		return talk.Words{Text: p.Sprintf("turn %d, %s: %s", turn, team, played)}
	})}}
	for _, e := range events {
		if e.Kind == rules.KindGameOver {
			continue // Over says it with the counts
		}
		ups = append(ups, talk.Update{Kind: talk.UpdateStep, Turn: turn, Action: e.Action, Rule: e.Rule, Langs: referee.Words(func(p *lang.Printer) talk.Words {
			return talk.Words{Text: skEventText(p, e, s)}
		})})
	}
	moves, msgs := skirmishMoves(s, next)
	return referee.Played[*rules.State]{Next: next, Events: ups, Who: team, Input: rules.TurnJSON{Team: team, Actions: texts}, Result: next.JSON(), Check: true,
		Moves: &talk.Update{Kind: talk.UpdateInstruct, Turn: turn, Moves: moves, Drawing: rules.StateText(next), Langs: referee.Words(func(p *lang.Printer) talk.Words {
			lines := p.Says(msgs)
			what := p.Sprintf("nothing to move: press Enter to check the table")
			if len(lines) > 0 {
				what = strings.Join(lines, "\n")
			}
			return talk.Words{Text: what, Problems: lines, Moves: lines, View: draw(next, nil, p)}
		})}}, nil
}

// skPrompt asks a team for its turn.
var skPrompt = lang.Key(`your turn's calls and actions, separated by ";" (e.g. "call 4 A1; 2: A3 fire 13"), or "pass"`)

package referee

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"mecanoid/engine/skirmish"
	"mecanoid/tag"
	"mecanoid/vision"
)

// Scan kinds of a skirmish game in the journal.
const (
	SkirScanStart = "start" // the starting position, until it matches the setup
	SkirScanTurn  = "turn"  // the table after a turn's moves, until it matches the game
)

// Skirmish referees a skirmish on plots and bridges at the table
// (docs/referee-skirmish.md). The table cannot show shots, so the team on
// turn says its calls and actions (an Asker: a phone, the keyboard, or a
// game file replayed); the engine checks them (an illegal action is
// refused with the rule it breaks, and the team asked again), resolves
// the turn and shows each event; the players are told which robots to
// move, call onto the map or take off, and the camera checks the table
// until it matches the game. Each turn is kept with a StepRecorder in the
// game file's form.
type Skirmish struct {
	Layout   vision.PlotsLayout // the printed map; Layout.Map is the game's
	Table    Table
	Asker    Asker
	Displays []Display
	Record   StepRecorder // nil: nothing kept
	// Ready waits until the players say the table is ready to be read;
	// what says what for. nil: no wait.
	Ready func(ctx context.Context, what string) error
	// Expect, when set, is told which robots the next picture must show on
	// the map (a Camera's scanner takes them as vision.Scanner.Expect), so
	// that a hidden tag is asked again rather than taken for a robot gone.
	Expect func(pieces []tag.Payload)
	// Rescans bounds the pictures in a row that cannot be read, or that do
	// not show the position the game expects (0: 3).
	Rescans     int
	MaxTurns    int           // stop with ErrStopped after that many turns of the game (0: no limit)
	CameraWait  time.Duration // as Referee's
	CameraTries int
	Pace        time.Duration // pause after each event shown (0: none)

	seq int
}

// MaxRefused is how many answers in a row may be refused before the turn
// is given up (an Asker that gives the same illegal turn again and again).
const MaxRefused = 10

func (k *Skirmish) show(u Update) {
	k.seq++
	u.Seq = k.seq
	for _, d := range k.Displays {
		d.Show(u)
	}
}

func (k *Skirmish) rescans() int {
	if k.Rescans == 0 {
		return 3
	}
	return k.Rescans
}

func (k *Skirmish) eyes() *Eyes {
	return &Eyes{Table: k.Table, Rescans: k.Rescans, CameraWait: k.CameraWait, CameraTries: k.CameraTries,
		Ready: k.Ready, Show: k.show, Record: k.Record}
}

func (k *Skirmish) expect(s *skirmish.State) {
	if k.Expect == nil {
		return
	}
	var ps []tag.Payload
	for _, r := range s.Robots {
		if r.OnField() {
			ps = append(ps, tag.Payload{Game: tag.Skirmish, Kind: tag.Robot, ID: r.ID})
		}
	}
	k.Expect(ps)
}

// SkirmishSeen is where the table shows the robots (robot ID → plot ID),
// as a scanner with layout l read them; pieces that are not skirmish
// robots are named.
func SkirmishSeen(l vision.PlotsLayout, st *vision.State) (map[int]string, []string) {
	at := map[int]string{}
	var wrong []string
	for _, p := range st.Pieces {
		plot := l.PlotOf(p)
		switch {
		case p.Tag.Game != tag.Skirmish || p.Tag.Kind != tag.Robot:
			wrong = append(wrong, fmt.Sprintf("%s (%s) on %s is not a skirmish robot: take it off the map", p.Label, p.Text, p.Place))
		case plot == "":
			wrong = append(wrong, fmt.Sprintf("%s is on no plot (%s)", p.Label, p.Place))
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
func SkirmishMismatch(s *skirmish.State, seen map[int]string) []string {
	var out []string
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
			out = append(out, fmt.Sprintf("robot %d: on plot %s, but not in this game: take it off the map", id, got))
		case r.Destroyed && onMap:
			out = append(out, fmt.Sprintf("%s: on plot %s, but destroyed: take it off the map", r.Label(), got))
		case r.InGarage() && onMap:
			out = append(out, fmt.Sprintf("%s: on plot %s, but waits in %s's garage: take it off the map", r.Label(), got, s.Teams[r.Team].Name))
		case r.OnField() && !onMap:
			out = append(out, fmt.Sprintf("%s: not seen on the map: put it on plot %s", r.Label(), r.Plot))
		case r.OnField() && got != r.Plot:
			out = append(out, fmt.Sprintf("%s: on plot %s, should be on plot %s", r.Label(), got, r.Plot))
		}
	}
	return out
}

// SkirmishMoves tells the players what to change on the table after a
// turn from before to after: robots moved, called onto the map, and
// destroyed (to take off), in robot order. Instructions carry the robot
// and the text only (a skirmish has no cells).
func SkirmishMoves(before, after *skirmish.State) []Instruction {
	var out []Instruction
	say := func(r skirmish.Robot, off bool, format string, args ...any) {
		out = append(out, Instruction{Robot: r.ID, Off: off, Text: r.Label() + ": " + fmt.Sprintf(format, args...)})
	}
	for _, a := range after.Robots {
		b, _ := before.Robot(a.ID)
		switch {
		case b.OnField() && a.Destroyed:
			say(a, true, "destroyed on plot %s: take it off the map", b.Plot)
		case b.InGarage() && a.Destroyed:
			say(a, true, "called and destroyed in the same turn: it stays off the map")
		case b.InGarage() && a.OnField():
			say(a, false, "called from %s's garage: put it on plot %s", after.Teams[a.Team].Name, a.Plot)
		case b.OnField() && a.OnField() && a.Plot != b.Plot:
			say(a, false, "from plot %s to plot %s", b.Plot, a.Plot)
		}
	}
	return out
}

// SkirmishTurnText splits a team's answer into its actions: separated by
// ";" or new lines, each in the notation of the game files ("call 4 A1",
// "2: A4 fire 13"). "pass" is a turn without action; an empty answer is
// refused (an Enter pressed by mistake must not pass a turn).
func SkirmishTurnText(answer string) ([]skirmish.Action, error) {
	var acts []skirmish.Action
	parts := strings.FieldsFunc(answer, func(r rune) bool { return r == ';' || r == '\n' })
	if strings.TrimSpace(strings.Join(parts, "")) == "" {
		return nil, &skirmish.ActionError{Msg: `no action given: write the turn's calls and actions, or "pass" to play none`, Err: skirmish.ErrNotation}
	}
	if len(parts) == 1 && strings.EqualFold(strings.TrimSpace(parts[0]), "pass") {
		return nil, nil
	}
	for i, part := range parts {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		a, err := skirmish.ParseAction(part)
		if err != nil {
			var ae *skirmish.ActionError
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
}

func (e *SkirmishRefusal) Error() string {
	msg := strings.TrimPrefix(e.Err.Error(), "skirmish: ")
	return fmt.Sprintf("refused (rule: %s): %s; nothing was played, give the whole turn again", e.Rule, strings.TrimPrefix(msg, e.Rule+": "))
}

func (e *SkirmishRefusal) Unwrap() error { return e.Err }

// tryTurn plays answer from s: the actions, the state after the turn and
// its events, or a *SkirmishRefusal.
func tryTurn(s *skirmish.State, answer string) ([]skirmish.Action, *skirmish.State, []skirmish.Event, error) {
	acts, err := SkirmishTurnText(answer)
	if err == nil {
		var next *skirmish.State
		var evs []skirmish.Event
		if next, evs, err = skirmish.Resolve(s, acts); err == nil {
			return acts, next, evs, nil
		}
	}
	var ae *skirmish.ActionError
	rule := "illegal action"
	if errors.As(err, &ae) {
		rule = strings.TrimPrefix(ae.Err.Error(), "skirmish: ")
	}
	return nil, nil, nil, &SkirmishRefusal{Rule: rule, Err: err}
}

// Start reads the starting position from the table and checks it against
// setup (the game file's position): the robots on the field on their
// plots, no other robot on the map. A mismatch is named robot by robot and
// the table read again.
func (k *Skirmish) Start(ctx context.Context, setup *skirmish.State) (*skirmish.State, error) {
	played := setup.Turn() - 1
	k.expect(setup)
	eyes := k.eyes()
	for i := 0; ; i++ {
		st, err := eyes.Look(ctx, played, SkirScanStart, "start: the robots on their plots as the setup says")
		if err != nil {
			return nil, err
		}
		seen, wrong := SkirmishSeen(k.Layout, st)
		diff := append(wrong, SkirmishMismatch(setup, seen)...)
		if len(diff) == 0 {
			break
		}
		if i+1 >= k.rescans() {
			return nil, fmt.Errorf("%w: the table does not show the setup after %d pictures:\n  %s", ErrTable, i+1, strings.Join(diff, "\n  "))
		}
		k.show(Update{Kind: UpdateVerify, Turn: played, Problems: diff,
			Text: fmt.Sprintf("the table does not show the setup yet:\n  %s\nfix it and press Enter", strings.Join(diff, "\n  "))})
	}
	m := setup.Map
	onField := 0
	for _, r := range setup.Robots {
		if r.OnField() {
			onField++
		}
	}
	name := m.Name
	if name == "" {
		name = "a skirmish map"
	}
	k.show(Update{Kind: UpdateStart, Turn: played, Extra: map[string]string{"diagram": skirmish.StateText(setup)},
		Text: fmt.Sprintf("Skirmish on %s (%d plots, %d bridges): %s against %s, %d robots on the map; %s",
			name, len(m.Plots), len(m.Bridges), setup.Teams[0].Name, setup.Teams[1].Name, onField, strings.TrimRight(skirmish.StateText(setup), "\n"))})
	return setup, nil
}

// Play plays turns from s until the game is over or ctx ends, and returns
// the last position: after the last turn played, even when its table
// could not be checked.
func (k *Skirmish) Play(ctx context.Context, s *skirmish.State) (*skirmish.State, error) {
	for !s.Over {
		if err := ctx.Err(); err != nil {
			return s, fmt.Errorf("%w: %w", ErrStopped, err)
		}
		if k.MaxTurns > 0 && s.Turn()-1 >= k.MaxTurns {
			return s, fmt.Errorf("%w: no end after %d turns", ErrStopped, s.Turn()-1)
		}
		next, err := k.Turn(ctx, s)
		if next != nil {
			s = next
		}
		if err != nil {
			return s, err
		}
	}
	r := s.Result
	rule := skirmish.RuleRounds
	if r.Reason == skirmish.ReasonCommander {
		rule = skirmish.RuleCommander
	}
	a, b := s.Teams[0].Name, s.Teams[1].Name
	k.show(Update{Kind: UpdateOver, Turn: s.Turn(), Rule: rule, Extra: map[string]string{"diagram": skirmish.StateText(s)},
		Text: fmt.Sprintf("%s; game over in round %d (robots left: %s %d, %s %d; lost: %s %d, %s %d; wounded: %s %d, %s %d)",
			r.Text(s), s.Round, a, r.Left[0], b, r.Left[1], a, r.Lost[0], b, r.Lost[1], a, r.Wounded[0], b, r.Wounded[1])})
	return s, nil
}

// Winner names the team that won, once the game is over: "" before, and
// "none" when both teams lose.
func (k *Skirmish) Winner(s *skirmish.State) string {
	switch {
	case !s.Over:
		return ""
	case s.Result.Winner < 0:
		return "none"
	}
	return s.Result.Team
}

// Turn plays one team's turn from s: its actions asked (and refused until
// legal), resolved, shown and kept, the moves told, the table checked.
// When the table cannot be checked (ErrTable, ErrStopped), the turn is
// played all the same: Turn returns the position after it with the error.
func (k *Skirmish) Turn(ctx context.Context, s *skirmish.State) (*skirmish.State, error) {
	turn, team := s.Turn(), s.Teams[s.Side].Name
	var field, garage []string
	for _, r := range s.Robots {
		switch {
		case r.Team != s.Side:
		case r.OnField():
			field = append(field, fmt.Sprintf("%d on %s", r.ID, r.Plot))
		case r.InGarage():
			garage = append(garage, fmt.Sprint(r.ID))
		}
	}
	if len(garage) == 0 {
		garage = []string{"empty"}
	}
	cmd, _ := s.Robot(s.Teams[s.Side].Commander)
	k.show(Update{Kind: UpdateAsk, Turn: turn, Extra: map[string]string{"diagram": skirmish.StateText(s)},
		Text: fmt.Sprintf("round %d, turn %d: %s to play: up to %d calls (onto a free plot next to the commander, robot %d on %s) and %d actions\n  on the map: %s\n  garage: %s",
			s.Round, turn, team, skirmish.CallActions, cmd.ID, cmd.Plot, skirmish.Actions, strings.Join(field, ", "), strings.Join(garage, ", "))})

	refuse := func(err error) {
		var re *SkirmishRefusal
		rule := ""
		if errors.As(err, &re) {
			rule = re.Rule
		}
		k.show(Update{Kind: UpdateIllegal, Turn: turn, Rule: rule, Text: fmt.Sprintf("%s: %v", team, err)})
	}
	q := Question{Step: turn, Who: []string{team},
		Prompt: `your turn's calls and actions, separated by ";" (e.g. "call 4 A1; 2: A3 fire 13"), or "pass"`,
		Check: func(_, answer string) error {
			_, _, _, err := tryTurn(s, answer)
			if err != nil {
				refuse(err)
			}
			return err
		}}
	var acts []skirmish.Action
	var next *skirmish.State
	var events []skirmish.Event
	for refused := 0; ; refused++ {
		if refused >= MaxRefused {
			return nil, fmt.Errorf("referee: turn %d: %d answers of %s refused in a row", turn, refused, team)
		}
		got, err := k.Asker.Ask(ctx, q)
		if err != nil {
			if ctx.Err() != nil && !errors.Is(err, ErrStopped) {
				return nil, fmt.Errorf("%w: %w", ErrStopped, err)
			}
			return nil, err
		}
		answer, ok := got[team]
		if !ok {
			return nil, fmt.Errorf("referee: turn %d: no answer from %s", turn, team)
		}
		acts, next, events, err = tryTurn(s, answer)
		if err == nil {
			break
		}
		refuse(err) // an Asker that does not Check
	}
	var texts []string
	for _, a := range acts {
		texts = append(texts, a.String())
	}
	played := "no action"
	if len(texts) > 0 {
		played = strings.Join(texts, "; ")
	}
	k.show(Update{Kind: UpdateMessage, Turn: turn, Text: fmt.Sprintf("turn %d, %s: %s", turn, team, played)})
	for _, e := range events {
		if e.Kind == skirmish.KindGameOver {
			continue // Play's UpdateOver says it with the counts
		}
		k.show(Update{Kind: UpdateStep, Turn: turn, Action: e.Action, Rule: e.Rule, Text: e.Text(s)})
		if k.Pace > 0 {
			if err := sleep(ctx, k.Pace); err != nil {
				return nil, fmt.Errorf("%w: %w", ErrStopped, err)
			}
		}
	}
	// Kept as soon as it is played: the players move the robots from what
	// the referee says, so a game stopped while the table is checked goes
	// on from the position after this turn.
	if k.Record != nil {
		if texts == nil {
			texts = []string{}
		}
		if err := k.Record.RecordStep(turn, team, skirmish.TurnJSON{Team: team, Actions: texts}, next.JSON()); err != nil {
			return nil, err
		}
	}
	moves := SkirmishMoves(s, next)
	var lines []string
	for _, m := range moves {
		lines = append(lines, m.Text)
	}
	what := "nothing to move: press Enter to check the table"
	if len(moves) > 0 {
		what = strings.Join(lines, "\n")
	}
	k.show(Update{Kind: UpdateInstruct, Turn: turn, Moves: moves, Problems: lines, Text: what, Extra: map[string]string{"diagram": skirmish.StateText(next)}})
	if err := k.verify(ctx, turn, next); err != nil {
		return next, err
	}
	return next, nil
}

// verify reads the table until it shows the position of s.
func (k *Skirmish) verify(ctx context.Context, turn int, s *skirmish.State) error {
	eyes := k.eyes()
	for i := 0; ; i++ {
		k.expect(s)
		st, err := eyes.Look(ctx, turn, SkirScanTurn, fmt.Sprintf("turn %d: the robots moved as told", turn))
		if err != nil {
			return err
		}
		seen, wrong := SkirmishSeen(k.Layout, st)
		diff := append(wrong, SkirmishMismatch(s, seen)...)
		if len(diff) == 0 {
			k.show(Update{Kind: UpdateVerify, Turn: turn, Text: "the table matches the game"})
			return nil
		}
		if i+1 >= k.rescans() {
			return fmt.Errorf("%w: turn %d: the table still does not match the game after %d pictures:\n  %s", ErrTable, turn, i+1, strings.Join(diff, "\n  "))
		}
		k.show(Update{Kind: UpdateVerify, Turn: turn, Problems: diff,
			Text: fmt.Sprintf("the table does not match the game yet:\n  %s\nfix it and press Enter", strings.Join(diff, "\n  "))})
	}
}

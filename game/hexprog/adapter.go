package hexprog

import (
	"context"
	"fmt"
	"mecanoid/referee"
	"regexp"
	"strconv"
	"strings"

	rules "mecanoid/engine/hexprog"
	"mecanoid/fault"
	"mecanoid/internal/fileerr"
	"mecanoid/internal/hexgrid"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// HexProg is the referee.Game of the hex programming game
// (docs/referee-hexprog.md). The programs are known before the game (the
// setup file); the camera reads where the players put their robots down
// and which way they face. Then, each round, the players give their radio
// signals in secret (referee.Referee.Ask), the engine plays the round, each event
// is shown with the rule behind it, the players are told where each robot
// goes (moved, turned, destroyed: taken off), and the table is read again
// until it shows the position the round left.
type HexProg struct {
	// Setup is the game as its setup file gives it: board, settings,
	// players, and the robots with their programs (their pointers, shots
	// and destroyed steps too, for a game carried on). Where the robots
	// stand and face is read from the table.
	Setup *rules.State
	// Signals, when not nil, are the signals of each round (a game file
	// replayed at the table): nobody is asked.
	Signals map[int][]rules.Signal
}

var _ referee.Game[*rules.State] = (*HexProg)(nil)

// Book: the rule book quotes the game as "hexprog".
func (h *HexProg) Book() string { return "hexprog" }

// StepName: the hex game is played in rounds.
func (h *HexProg) StepName() string { return lang.Key("round") }

// Opening: a game carried on from a position (the setup's round or next
// player set) is where its file says, and the table must show it; in a
// new game the table says where each robot starts and which way it faces.
func (h *HexProg) Opening() (*rules.State, int, bool) {
	return h.Setup, h.Setup.Round, h.Setup.Round > 0 || h.Setup.Next > 0
}

// Read is the setup with the robots where the table shows them.
func (h *HexProg) Read(st *vision.State) (*rules.State, error) { return HexProgPosition(h.Setup, st) }

// Pieces are the robots in play; before the game (s nil: a live table
// set up), the setup's.
func (h *HexProg) Pieces(s *rules.State) []tag.Payload {
	if s == nil {
		s = h.Setup
	}
	var ps []tag.Payload
	for _, r := range s.Robots {
		if !r.Out {
			ps = append(ps, tag.Payload{Game: TagCode, Kind: tag.Robot, ID: r.ID})
		}
	}
	return ps
}

// Differ lists the robots out of place (HexMismatches).
func (h *HexProg) Differ(s *rules.State, st *vision.State) []lang.Msg {
	return HexMismatches(s, st)
}

// Next is the round played next (or the rest of it).
func (h *HexProg) Next(s *rules.State) int { return s.Round + 1 }

// Done: the game is over.
func (h *HexProg) Done(s *rules.State) bool { return s.Over }

// Started names the board and the robots where they start.
func (h *HexProg) Started(s *rules.State) talk.Update {
	var seats []string
	for p := range s.Players {
		seats = append(seats, s.PlayerName(p+1))
	}
	if s == h.Setup {
		return referee.InLang(talk.Update{Kind: talk.UpdateStart, Turn: s.Round, Seats: seats, Drawing: rules.Diagram(s), Langs: referee.Words(func(p *lang.Printer) talk.Words {
			return talk.Words{Text: p.Sprintf("hex programming game on %s, carried on after round %d\n%s",
				boardName(p, s), s.Round, strings.TrimRight(rules.Diagram(s), "\n")), View: draw(s, nil, p)}
		})}, "")
	}
	return referee.InLang(talk.Update{Kind: talk.UpdateStart, Turn: s.Round, Seats: seats, Drawing: rules.Diagram(s), Langs: referee.Words(func(p *lang.Printer) talk.Words {
		var lines []string
		for _, r := range s.Robots {
			if r.Out {
				continue
			}
			line := p.Sprintf("%s of %s on %v facing %s", r.Label(), hexPlayer(p, s, r.Player), r.Cell, facingText(r.Facing))
			if was, _ := h.Setup.Robot(r.ID); was.Cell != r.Cell || was.Facing != r.Facing {
				line += p.Sprintf(" (the setup file says %v facing %s)", was.Cell, facingText(was.Facing))
			}
			lines = append(lines, line)
		}
		return talk.Words{Text: p.Sprintf("hex programming game on %s: %d robots\n  %s\n%s",
			boardName(p, s), len(lines), strings.Join(lines, "\n  "), strings.TrimRight(rules.Diagram(s), "\n")), View: draw(s, nil, p)}
	})}, "")
}

var _ referee.Previewer = (*HexProg)(nil)

// Preview is the setup's board and the players' seats.
func (h *HexProg) Preview() talk.Update {
	return talk.Update{Kind: talk.UpdatePreview, Turn: h.Setup.Round, Drawing: rules.Diagram(h.Setup), Seats: h.Started(h.Setup).Seats,
		Langs: referee.Words(func(p *lang.Printer) talk.Words { return talk.Words{View: draw(h.Setup, nil, p)} })}
}

// Over names the winners.
func (h *HexProg) Over(s *rules.State) talk.Update {
	round := s.Round + min(s.Next, 1)
	return referee.InLang(talk.Update{Kind: talk.UpdateOver, Turn: round, Rule: rules.RuleEnd, Langs: referee.Words(func(p *lang.Printer) talk.Words {
		return talk.Words{Text: p.Sprintf("%s; game over in round %d", h.winnerText(p, s), round), View: draw(s, nil, p)}
	})}, "")
}

// facingText names a direction for players: its compass name and the
// number the board's orientation hexes show.
func facingText(d hexgrid.Dir) lang.Msg { return lang.M("%s (%d)", lang.M(d.String()), int(d)) }

// dirNamed is the direction a scanner with a vision.HexLayout names.
func dirNamed(name string) (hexgrid.Dir, bool) {
	for _, d := range hexgrid.Dirs {
		if d.String() == name {
			return d, true
		}
	}
	return 0, false
}

// HexSeen are the robots a scan shows (a scanner with a vision.HexLayout):
// hex and facing of each.
func HexSeen(st *vision.State) ([]rules.Seen, error) {
	var seen []rules.Seen
	for _, p := range st.Pieces {
		if p.Tag.Kind != tag.Robot {
			return nil, referee.TableErr(lang.M("%s (%s) is not a piece of the hex programming game: take it off the board", p.Label, p.Text))
		}
		d, ok := dirNamed(p.Facing)
		if !ok {
			return nil, referee.TableErr(lang.M("%s faces %q, not one of the six directions: is the scanner's layout a hex board?", p.Label, p.Facing))
		}
		seen = append(seen, rules.Seen{ID: p.Tag.ID, Cell: rules.Cell{Col: p.Col, Row: p.Row}, Facing: d})
	}
	return seen, nil
}

// HexProgPosition is setup with its robots where the table shows them:
// every robot in play seen once, each with a program in the setup, none
// in a lake, on an obstacle or on another's hex, on the start hexes for a
// new game.
func HexProgPosition(setup *rules.State, st *vision.State) (*rules.State, error) {
	seen, err := HexSeen(st)
	if err != nil {
		return nil, err
	}
	for _, v := range seen {
		if _, ok := setup.Robot(v.ID); !ok {
			return nil, referee.TableErr(lang.M("robot %d is on the table at %v but has no program in the setup file: take it off, or add it to the file", v.ID, v.Cell))
		}
	}
	s, err := setup.Observe(seen)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", referee.ErrTable, err)
	}
	return s, nil
}

// HexMismatches tell the players how to bring the table (as scanned) to
// position want: a line per robot out of place, to be said in the
// reader's language.
func HexMismatches(want *rules.State, st *vision.State) []lang.Msg {
	var out []lang.Msg
	for _, p := range st.Pieces {
		if p.Tag.Kind != tag.Robot {
			out = append(out, lang.M("%s: not a piece of this game: take it off the board", p.Label))
		}
	}
	for _, c := range checkRobots(want, st) {
		if !c.OK {
			out = append(out, c.Do)
		}
	}
	return out
}

// hexMoves tell the players what changed on the table between two
// positions: a line per robot moved, turned or gone out of play.
func hexMoves(before, after *rules.State) []lang.Msg {
	var out []lang.Msg
	for _, a := range after.Robots {
		b, ok := before.Robot(a.ID)
		switch {
		case !ok || b.Out:
		case a.Out:
			out = append(out, lang.M("%s: out of play at %v: take it off the board", a.Label(), a.Cell))
		case a.Cell != b.Cell && a.Facing != b.Facing:
			out = append(out, lang.M("%s: %v → %v, and turn it to face %s", a.Label(), b.Cell, a.Cell, facingText(a.Facing)))
		case a.Cell != b.Cell:
			out = append(out, lang.M("%s: %v → %v, still facing %s", a.Label(), b.Cell, a.Cell, facingText(a.Facing)))
		case a.Facing != b.Facing:
			out = append(out, lang.M("%s: on %v, turn it from %s to %s", a.Label(), a.Cell, facingText(b.Facing), facingText(a.Facing)))
		}
	}
	return out
}

var signalAnswer = regexp.MustCompile(`(?i)^(?:r|robot)?\s*(\d+)\s*(?:[:,;/]|\s)\s*(?:step\s*)?(\d+)$`)

// ParseSignal reads a player's answer to the signal question: "none" (or
// nothing) for no signal, else the robot and the step, as "R3 7" (also
// "3 7", "R3:7", "robot 3 step 7").
func ParseSignal(answer string) (*rules.Signal, error) {
	a := strings.TrimSpace(answer)
	switch strings.ToLower(a) {
	case "", "none", "no", "-", "aucun", "non":
		return nil, nil
	}
	m := signalAnswer.FindStringSubmatch(a)
	if m == nil {
		return nil, referee.Refusal(lang.M(`%q: answer "none", or the robot and the step, as "R3 7" (robot 3 plays step 7)`, answer))
	}
	robot, err1 := strconv.Atoi(m[1])
	step, err2 := strconv.Atoi(m[2])
	if err1 != nil || err2 != nil {
		return nil, referee.Refusal(lang.M("%q: numbers too large", answer))
	}
	return &rules.Signal{Robot: robot, Step: step}, nil
}

func boardName(p *lang.Printer, s *rules.State) string {
	if s.Board.Name == "" {
		return p.Sprintf("an unnamed board")
	}
	return s.Board.Name
}

// Winner names the players who won, once the game is over ("" before, or
// when nobody won).
func (h *HexProg) Winner(s *rules.State) string {
	if !s.Over {
		return ""
	}
	var ns []string
	for _, w := range s.Winners {
		ns = append(ns, s.PlayerName(w))
	}
	return strings.Join(ns, " and ")
}

func (h *HexProg) winnerText(p *lang.Printer, s *rules.State) string {
	var ns []string
	for _, w := range s.Winners {
		ns = append(ns, hexPlayer(p, s, w))
	}
	switch {
	case !s.Over || len(ns) == 0:
		return p.Sprintf("nobody wins")
	case len(ns) > 1:
		return p.Sprintf("%s win", referee.AndList(p, ns))
	default:
		return p.Sprintf("%s wins", ns[0])
	}
}

// Play plays round s.Round+1 (or the rest of it): the signals asked, the
// round played, its events shown, the robots' moves told; the table is
// then checked.
func (h *HexProg) Play(ctx context.Context, r *referee.Referee[*rules.State], s *rules.State) (referee.Played[*rules.State], error) {
	round := s.Round + 1
	sigs, err := h.signals(ctx, r, s, round)
	if err != nil {
		return referee.Played[*rules.State]{}, err
	}
	next, events, err := rules.PlayRound(s, sigs)
	if err != nil {
		// A round the engine refuses (a signal of a --signals list, which
		// is checked only as its round is played) ends the game where it
		// stands, as a table that fails does: fault.Table (exit 1), over
		// the engine's sentinel (rules.ErrProgram: bad input).
		return referee.Played[*rules.State]{}, fault.Errorf(fault.Table, "referee: round %d: %w", round, err)
	}
	var ups []talk.Update
	for _, ev := range events {
		ups = append(ups, talk.Update{Kind: talk.UpdateStep, Turn: round, Rule: ev.Rule, Langs: referee.Words(func(p *lang.Printer) talk.Words {
			return talk.Words{Text: hexEventText(p, ev, s)}
		})})
	}
	moves := hexMoves(s, next)
	drawing := rules.Diagram(next)
	told := talk.Update{Kind: talk.UpdateInstruct, Turn: round, Drawing: drawing, Langs: referee.Words(func(p *lang.Printer) talk.Words {
		lines := p.Says(moves)
		return talk.Words{Problems: lines, Text: strings.Join(lines, "\n"), View: draw(next, nil, p)}
	})}
	if len(moves) == 0 {
		told = talk.Update{Kind: talk.UpdateMessage, Turn: round, Drawing: drawing, Langs: referee.Words(func(p *lang.Printer) talk.Words {
			return talk.Words{Text: p.Sprintf("round %d: no robot moves on the table", round), View: draw(next, nil, p)}
		})}
	}
	in := []rules.SignalJSON{}
	for _, sg := range sigs {
		in = append(in, rules.SignalJSON{Round: round, Robot: sg.Robot, Step: sg.Step})
	}
	return referee.Played[*rules.State]{Next: next, Events: ups, Input: in, Result: next.JSON(), Moves: &told, Check: true}, nil
}

// signals are the signals opened in round: from Signals, or asked of each
// player who may still send one.
func (h *HexProg) signals(ctx context.Context, r *referee.Referee[*rules.State], s *rules.State, round int) ([]rules.Signal, error) {
	if h.Signals != nil {
		sigs := h.Signals[round]
		var ss []string
		for _, sg := range sigs {
			ss = append(ss, fmt.Sprintf("R%d %d", sg.Robot, sg.Step))
		}
		r.Show(talk.Update{Kind: talk.UpdateAsk, Turn: round, Langs: referee.Words(func(p *lang.Printer) talk.Words {
			text := p.Sprintf("no signal opened")
			if len(ss) > 0 {
				text = p.Sprintf("signals from the game file: %s", strings.Join(ss, ", "))
			}
			return talk.Words{Text: p.Sprintf("round %d: %s", round, text)}
		})})
		return sigs, nil
	}
	players := map[string]int{}
	var who, left []string
	if r.Ask != nil && round > 1 {
		for p := s.Next + 1; p <= len(s.Players); p++ {
			if s.SignalsLeft(p) == 0 || !hasRobot(s, p) {
				continue
			}
			name := s.PlayerName(p)
			players[name] = p
			who = append(who, name)
			left = append(left, name)
		}
	}
	if len(who) == 0 {
		r.Show(talk.Update{Kind: talk.UpdateAsk, Turn: round, Langs: referee.Words(func(p *lang.Printer) talk.Words {
			why := p.Sprintf("the robots play their programs")
			if round == 1 {
				why = p.Sprintf("the robots play their programs (no signal can be opened in round 1)")
			}
			return talk.Words{Text: p.Sprintf("round %d: %s", round, why)}
		})})
		return nil, nil
	}
	r.Show(talk.Update{Kind: talk.UpdateAsk, Turn: round, Langs: referee.Words(func(p *lang.Printer) talk.Words {
		var ls []string
		for _, name := range left {
			ls = append(ls, p.Sprintf("%s %d left", name, s.SignalsLeft(players[name])))
		}
		return talk.Words{Text: p.Sprintf("round %d: radio signals, in secret (%s): \"none\" or robot and step, as \"R3 7\"", round, strings.Join(ls, ", "))}
	})})
	table := referee.Says(r.Lang)
	q := talk.Question{Step: round, Who: who, Secret: true,
		Prompt:  table.Sprintf(hexPrompt),
		Prompts: referee.Prompts(hexPrompt),
		Check: func(who, answer string) error {
			// Refusals, said in the language of whoever reads them: the
			// phone's, the terminal's.
			sig, err := ParseSignal(answer)
			if err != nil {
				return err
			}
			if sig == nil {
				return nil
			}
			p, ok := players[who]
			if !ok {
				return referee.Refusal(lang.M("%s is not asked for a signal", who))
			}
			if err := s.CheckSignal(p, *sig); err != nil {
				// The player is told what is wrong, without the engine's
				// sentinel.
				return referee.Refusal(fileerr.Msg(rules.Reason(err)))
			}
			return nil
		}}
	answers, err := r.Ask.Ask(ctx, q)
	if err != nil {
		return nil, err
	}
	var sigs []rules.Signal
	for _, name := range who {
		a, ok := answers[name]
		if !ok {
			continue
		}
		if err := q.Check(name, a); err != nil {
			return nil, fmt.Errorf("referee: round %d: %s's signal %w", round, name, err)
		}
		if sig, _ := ParseSignal(a); sig != nil {
			sigs = append(sigs, *sig)
		}
	}
	return sigs, nil
}

func hasRobot(s *rules.State, p int) bool {
	for _, r := range s.Robots {
		if r.Player == p && !r.Out {
			return true
		}
	}
	return false
}

// hexPrompt asks a player for a radio signal.
var hexPrompt = lang.Key(`a radio signal for one of your robots, as "R3 7" (robot 3 plays step 7), or none`)

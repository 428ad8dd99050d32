package referee

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/engine/hexprog"
	nz "mecanoid/engine/netzwerk"
	"mecanoid/engine/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/rulebook"
	"mecanoid/tag"
	"mecanoid/vision"
)

func TestBookGame(t *testing.T) {
	for _, c := range []struct {
		g    any
		want string
	}{
		{&DR2D{}, "dr2d"}, {nil, ""}, {"dr2d", ""},
	} {
		if got := bookGame(c.g); got != c.want {
			t.Errorf("bookGame(%T) = %q, want %q", c.g, got, c.want)
		}
	}
	// Each game's rules are in the book under the name bookGame gives.
	for game, rule := range map[string]string{"dr2d": dr2d.RuleLaser, "netzwerk": nz.RuleJump, "hexprog": hexprog.RuleLightning, "skirmish": skirmish.RuleFire} {
		if _, ok := rulebook.Quote(game, rule, lang.EN); !ok {
			t.Errorf("the rule book has no %s rule %q", game, rule)
		}
	}
}

func TestWithWhy(t *testing.T) {
	laser := talk.Update{Kind: talk.UpdateStep, Rule: dr2d.RuleLaser, Text: "the lasers fire"}
	fr := rulebook.Why("dr2d", dr2d.RuleLaser, lang.FR)
	en := rulebook.Why("dr2d", dr2d.RuleLaser, lang.EN)
	if !strings.HasPrefix(fr, "« Les robots qui s'arrêtent sur le chemin d'un rayon laser") || !strings.HasPrefix(en, "“Robots that stop") {
		t.Fatalf("the book's laser: %q, %q", fr, en)
	}

	// Words in every language: each gets its quotation, its text kept.
	u := laser
	u.Langs = Words(func(p *lang.Printer) talk.Words { return talk.Words{Text: p.Lang.Name() + ": fire"} })
	got := withWhy("dr2d", u)
	if got.Langs["fr"].Why != fr || got.Langs["en"].Why != en || got.Langs["fr"].Text != "Français: fire" {
		t.Errorf("withWhy: %+v", got.Langs)
	}
	if u.Langs["fr"].Why != "" {
		t.Error("withWhy changed the update's own Langs")
	}
	if got := InLang(got, lang.FR); got.Text != "Français: fire" {
		t.Errorf("in French after withWhy: %q", got.Text)
	}

	// Words in one language only: every language gets them, with its
	// quotation; the table's language then shows the same text.
	u = laser
	u.Problems = []string{"p"}
	u.Moves = []talk.Instruction{{Robot: 1, Text: "robot 1: to [1,1]"}}
	got = withWhy("dr2d", u)
	for _, l := range lang.All {
		w := got.Langs[string(l)]
		if w.Text != "the lasers fire" || len(w.Problems) != 1 || len(w.Moves) != 1 || w.Moves[0] != "robot 1: to [1,1]" || w.Why == "" {
			t.Errorf("%s: %+v", l, w)
		}
		if shown := InLang(got, l); shown.Text != "the lasers fire" || shown.Moves[0].Text != "robot 1: to [1,1]" {
			t.Errorf("%s: shown %+v", l, shown)
		}
	}

	// Nothing to quote: the update as it was.
	for _, c := range []struct {
		game string
		u    talk.Update
	}{
		{"dr2d", talk.Update{Kind: talk.UpdateMessage, Text: "hello"}},
		{"", laser},
		{"dr2d", talk.Update{Kind: talk.UpdateStep, Rule: "no-such-rule", Text: "x"}},
	} {
		if got := withWhy(c.game, c.u); got.Langs != nil {
			t.Errorf("withWhy(%q, %+v) gave words %+v", c.game, c.u, got.Langs)
		}
	}
}

// whyTable shows the position the game is in, as the camera reads it.
type whyTable struct{ want func() *dr2d.State }

func (t *whyTable) Look(ctx context.Context) (*vision.State, error) {
	s := t.want()
	st := &vision.State{}
	for _, r := range s.Robots {
		if !r.Left {
			st.Pieces = append(st.Pieces, vision.Piece{Tag: tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: r.ID}, Col: r.Cell.X, Row: r.Cell.Y, Facing: r.Facing.String()})
		}
	}
	for i, c := range s.Laws {
		st.Pieces = append(st.Pieces, vision.Piece{Tag: tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: i + 1}, Col: c.X, Row: c.Y, Facing: "N"})
	}
	return st, nil
}

type whyDisplay func(talk.Update)

func (f whyDisplay) Show(u talk.Update) { f(u) }

// TestWhyWholeGame: a whole DR2D game at the table (a bot programs, a
// laser and a press on the board): every event it shows names a rule the
// book quotes, and the terminal with Why after it writes each event's
// line, then its quotation in the table's language.
func TestWhyWholeGame(t *testing.T) {
	b, err := dr2d.ParseBoard("why.board", []byte("name Why\nsize 5x5\n1  .  2  .  3\n.  .  .  .  .\nL> .  .  .  .\n.  .  .  X  .\n.  .  .  .  .\n"))
	if err != nil {
		t.Fatal(err)
	}
	start, err := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{
		{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7},
		{ID: 2, Cell: dr2d.Cell{X: 4, Y: 5}, Facing: dr2d.North, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	game := &DR2D{Board: b}
	game.Programs = NewBot(1, game.State)
	var after *dr2d.State
	var shown []talk.Update
	ref := &Referee[*dr2d.State]{Game: game, Table: &whyTable{want: func() *dr2d.State { return after }}}
	ref.Displays = []talk.Display{whyDisplay(func(u talk.Update) {
		if u.Kind == talk.UpdateInstruct {
			var sj dr2d.StateJSON
			if err := json.Unmarshal(u.State, &sj); err != nil {
				t.Fatalf("the update's state: %v", err)
			}
			after = &dr2d.State{Board: b, Layout: sj.Layout - 1, Turn: sj.Turn}
			for _, r := range sj.Robots {
				d, _ := dr2d.ParseDir(r.Facing)
				after.Robots = append(after.Robots, dr2d.Robot{ID: r.ID, Cell: *r.Cell, Facing: d, PC: *r.PC, Left: r.Left})
			}
			for k, c := range sj.Laws {
				after.Laws[k[0]-'1'] = c
			}
		}
		shown = append(shown, u)
	})}
	if _, err := ref.Play(context.Background(), start); err != nil {
		t.Fatal(err)
	}
	rules := map[string]bool{}
	for _, l := range []lang.Lang{lang.FR, lang.EN} {
		steps, quoted := 0, 0
		for _, u := range shown {
			u = InLang(ref.why(u), l) // as Show does
			// What the terminal writes for u, then what Why writes after it.
			var line, quote strings.Builder
			Terminal{W: &line}.Show(u)
			Why{W: &quote, Lang: l}.Show(u)
			if u.Kind == talk.UpdateStep {
				steps++
				rules[u.Rule] = true
			}
			if quote.Len() == 0 {
				if u.Kind == talk.UpdateStep {
					t.Errorf("%s: step %q (%s) quoted nothing", l, u.Text, u.Rule)
				}
				continue
			}
			quoted++
			want := rulebook.Why("dr2d", u.Rule, l)
			if line.Len() == 0 || quote.String() != "      "+want+"\n" {
				t.Errorf("%s: under %q, %q; want the event's line, then %q", l, line.String(), quote.String(), want)
			}
			if u.Rule == dr2d.RuleLaser && l == lang.FR && !strings.Contains(want, "« Les robots qui s'arrêtent sur le chemin d'un rayon laser") {
				t.Errorf("the laser quoted in French: %q", want)
			}
		}
		if steps < 20 || quoted != steps {
			t.Errorf("%s: %d steps, %d quotations", l, steps, quoted)
		}
	}
	for _, r := range []string{dr2d.RuleMove, dr2d.RuleLaser, dr2d.RulePress} {
		if !rules[r] {
			t.Errorf("the game showed no %q step (rules: %v)", r, rules)
		}
	}
}

func TestWhyShowsOnlyEvents(t *testing.T) {
	u := withWhy("netzwerk", talk.Update{Kind: talk.UpdateIllegal, Rule: nz.RuleRobotMove, Text: "robot 3 moved backward"})
	for _, c := range []struct {
		kind string
		l    lang.Lang
		want string
	}{
		{talk.UpdateIllegal, lang.FR, "      « Les robots se déplacent uniquement en avant ou de côté"},
		{talk.UpdateIllegal, "", "      “Robots move only forward or sideways"},
		{talk.UpdateOver, lang.EN, "      “Robots move only forward or sideways"},
		{talk.UpdateMessage, lang.FR, ""},
		{talk.UpdateInstruct, lang.FR, ""},
	} {
		var out strings.Builder
		u.Kind = c.kind
		Why{W: &out, Lang: c.l}.Show(u)
		if got := out.String(); (c.want == "") != (got == "") || !strings.HasPrefix(got, c.want) || (got != "" && !strings.HasSuffix(got, "\n")) {
			t.Errorf("%s in %q: %q, want %q…", c.kind, c.l, got, c.want)
		}
	}
}

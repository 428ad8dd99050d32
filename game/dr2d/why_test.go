package dr2d

import (
	"context"
	"encoding/json"
	"mecanoid/internal/lang"
	"mecanoid/rulebook"
	"mecanoid/tag"
	"mecanoid/vision"
	"strings"
	"testing"

	rules "mecanoid/engine/dr2d"
	"mecanoid/referee"
	"mecanoid/referee/refereetest"
	"mecanoid/referee/talk"
)

// TestWhyWholeGame: a whole DR2D game at the table (a bot programs, a
// laser and a press on the board): every event it shows names a rule the
// book quotes, and the terminal with Why after it writes each event's
// line, then its quotation in the table's language.
func TestWhyWholeGame(t *testing.T) {
	b, err := rules.ParseBoard("why.board", []byte("name Why\nsize 5x5\n1  .  2  .  3\n.  .  .  .  .\nL> .  .  .  .\n.  .  .  X  .\n.  .  .  .  .\n"))
	if err != nil {
		t.Fatal(err)
	}
	start, err := rules.NewState(b, 0, [3]rules.Cell{}, []rules.Robot{
		{ID: 1, Cell: rules.Cell{X: 2, Y: 5}, Facing: rules.North, PC: 7},
		{ID: 2, Cell: rules.Cell{X: 4, Y: 5}, Facing: rules.North, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	game := &DR2D{Board: b}
	game.Programs = NewBot(1, game.State)
	var after *rules.State
	var shown []talk.Update
	ref := &referee.Referee[*rules.State]{Game: game, Table: &whyTable{want: func() *rules.State { return after }}}
	ref.Displays = []talk.Display{refereetest.DisplayFunc(func(u talk.Update) {
		if u.Kind == talk.UpdateInstruct {
			var sj rules.StateJSON
			if err := json.Unmarshal(u.State, &sj); err != nil {
				t.Fatalf("the update's state: %v", err)
			}
			after = &rules.State{Board: b, Layout: sj.Layout - 1, Turn: sj.Turn}
			for _, r := range sj.Robots {
				d, _ := rules.ParseDir(r.Facing)
				after.Robots = append(after.Robots, rules.Robot{ID: r.ID, Cell: *r.Cell, Facing: d, PC: *r.PC, Left: r.Left})
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
	named := map[string]bool{}
	for _, l := range []lang.Lang{lang.FR, lang.EN} {
		steps, quoted := 0, 0
		for _, u := range shown {
			u = referee.InLang(ref.Quoted(u), l) // as Show does
			// What the terminal writes for u, then what Why writes after it.
			var line, quote strings.Builder
			referee.Terminal{W: &line}.Show(u)
			(&referee.Why{W: &quote, Lang: l}).Show(u)
			if u.Kind == talk.UpdateStep {
				steps++
				named[u.Rule] = true
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
			if u.Rule == rules.RuleLaser && l == lang.FR && !strings.Contains(want, "« Les robots qui s'arrêtent sur le chemin d'un rayon laser") {
				t.Errorf("the laser quoted in French: %q", want)
			}
		}
		if steps < 20 || quoted != steps {
			t.Errorf("%s: %d steps, %d quotations", l, steps, quoted)
		}
	}
	for _, r := range []string{rules.RuleMove, rules.RuleLaser, rules.RulePress} {
		if !named[r] {
			t.Errorf("the game showed no %q step (rules: %v)", r, named)
		}
	}
}

// whyTable shows the position the game is in, as the camera reads it.
type whyTable struct{ want func() *rules.State }

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

package tiles

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/vision"
)

// smallWorld is testdata/small.json's setup: Camp at 0,0 walled along
// column C, Alice on E5, Bob on F6, their plans for 0,1 disagreeing.
func smallWorld(t *testing.T) *rules.State {
	t.Helper()
	data, err := os.ReadFile("testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	w, err := rules.ParseWorld("testdata/small.json", data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	return w.Setup
}

// seenOf is a table showing s exactly.
func seenOf(s *rules.State) Seen {
	var seen Seen
	for _, pl := range s.Tiles {
		seen.Tiles = append(seen.Tiles, SeenTile{Copy: rules.Copy{Tile: pl.Tile, Copy: pl.Copy}, At: pl.At, Facing: pl.Facing})
	}
	for _, c := range s.Characters {
		seen.Characters = append(seen.Characters, SeenCharacter{Name: c.Name, Where: c.Where()})
	}
	return seen
}

// moved is seen with one figurine on another cell.
func moved(seen Seen, name string, at rules.Pos, cell string) Seen {
	c, err := rules.ParseCell(cell)
	if err != nil {
		panic(err)
	}
	out := Seen{Tiles: slices.Clone(seen.Tiles), Characters: slices.Clone(seen.Characters)}
	for i := range out.Characters {
		if out.Characters[i].Name == name {
			out.Characters[i].Where = rules.Where{At: at, Cell: c}
		}
	}
	return out
}

func play(t *testing.T, s *rules.State, in rules.Input) *rules.State {
	t.Helper()
	next, _, err := rules.Apply(s, in)
	if err != nil {
		t.Fatal(err)
	}
	return next
}

func moveTo(name string, at rules.Pos, cell string) rules.Input {
	return rules.Input{Do: "move", Character: name, At: &at, To: cell}
}

// players are the people at a scripted table: at each look (Ready) or
// question (Ask) they do the next act (put the table as seen), and answer.
type players struct {
	t       *testing.T
	acts    []act
	seen    Seen
	asked   []talk.Question
	shown   []talk.Update
	steps   []rules.Input
	results []rules.StateJSON
}

type act struct {
	seen    *Seen
	answers map[string]string
}

func (p *players) next() (act, error) {
	if len(p.acts) == 0 {
		return act{}, fmt.Errorf("%w: the script is over", referee.ErrStopped)
	}
	a := p.acts[0]
	p.acts = p.acts[1:]
	if a.seen != nil {
		p.seen = *a.seen
	}
	return a, nil
}

func (p *players) Look(context.Context) (*vision.State, error) { return &vision.State{}, nil }

func (p *players) see(*rules.Set, *vision.State) (Seen, []vision.Problem) { return p.seen, nil }

func (p *players) Show(u talk.Update) { p.shown = append(p.shown, u) }

func (p *players) RecordStep(step int, who string, input, result any) error {
	p.steps = append(p.steps, input.(rules.Input))
	p.results = append(p.results, result.(rules.StateJSON))
	return nil
}
func (p *players) UndoStep(int) error                                    { return nil }
func (p *players) RecordScan(int, string, *vision.State, []string) error { return nil }

// said is every text shown, in l.
func (p *players) said(l lang.Lang) string {
	var b strings.Builder
	for _, u := range p.shown {
		b.WriteString(referee.InLang(u, l).Text + "\n")
	}
	return b.String()
}

func (p *players) referee(g *Table, ask bool) *referee.Referee[*rules.State] {
	r := &referee.Referee[*rules.State]{Game: g, Table: p, Record: p, Lang: lang.EN, Rescans: 5,
		Displays: []talk.Display{p},
		Ready:    func(context.Context, string) error { _, err := p.next(); return err }}
	if ask {
		r.Ask = talk.AskFunc(func(_ context.Context, q talk.Question) (map[string]string, error) {
			p.asked = append(p.asked, q)
			a, err := p.next()
			return a.answers, err
		})
	}
	return r
}

func run(t *testing.T, p *players, start *rules.State, ask bool) *rules.State {
	t.Helper()
	g := &Table{Name: "small", Start: start, See: p.see}
	r := p.referee(g, ask)
	s, err := r.Start(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	end, err := r.Play(context.Background(), s)
	if !errors.Is(err, referee.ErrStopped) {
		t.Fatalf("play: %v", err)
	}
	return end
}

func sameWorld(t *testing.T, got, want *rules.State) {
	t.Helper()
	a, _ := json.Marshal(got.JSON())
	b, _ := json.Marshal(want.JSON())
	if string(a) != string(b) {
		t.Fatalf("world\n%s\nwant\n%s", a, b)
	}
}

func wantSaid(t *testing.T, said string, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if !strings.Contains(said, l) {
			t.Errorf("not said: %q\nin:\n%s", l, said)
		}
	}
}

// A small world walked at the table: a figurine moved on its tile, then
// to the east edge, where a tile is drawn; it is laid turned the wrong
// way, then put right; a figurine moved across a wall is refused with the
// wall named, and put back; a look where nothing moved is said so.
func TestTableWalkDrawLay(t *testing.T) {
	start := smallWorld(t)
	s1 := play(t, start, moveTo("Alice", rules.Pos{}, "E3"))
	s2 := play(t, s1, moveTo("Alice", rules.Pos{}, "J3"))
	drawn, ok := s2.TileAt(rules.Pos{X: 1})
	if !ok {
		t.Fatal("no tile drawn at 1,0")
	}
	turned := seenOf(s2)
	for i := range turned.Tiles {
		if turned.Tiles[i].At == drawn.At {
			turned.Tiles[i].Facing = drawn.Facing.Turn(1)
		}
	}
	at0 := seenOf(start)
	step1 := moved(at0, "Alice", rules.Pos{}, "E3")
	step2 := moved(step1, "Alice", rules.Pos{}, "J3") // the drawn tile not yet laid
	across := moved(seenOf(s2), "Alice", rules.Pos{}, "A3")
	right := seenOf(s2)
	p := &players{t: t, acts: []act{{seen: &at0}, {seen: &step1}, {seen: &step2}, {seen: &turned}, {seen: &right}, {seen: &across}, {seen: &right}, {seen: &right}}}
	end := run(t, p, start, false)
	sameWorld(t, end, s2)
	if len(p.steps) != 2 || p.steps[1].To != "J3" || *p.steps[1].At != (rules.Pos{}) {
		t.Fatalf("steps kept: %+v", p.steps)
	}
	name := s2.Name(drawn)
	said := p.said(lang.EN)
	wantSaid(t, said,
		"Step 1: Alice moves to E3 at 0,0",
		fmt.Sprintf("lay %s on place 1,0, diamond pointing %s", name, drawn.Facing),
		fmt.Sprintf("place 1,0: %s's diamond points %s: turn it to point %s", name, drawn.Facing.Turn(1), drawn.Facing),
		"refused: Alice cannot go W from D3 at 0,0: C3 of Camp is not walkable",
		"put Alice's figurine back on J3 of Camp (place 0,0)",
		"no figurine has moved")
	fr := p.said(lang.FR)
	wantSaid(t, fr, fmt.Sprintf("posez %s sur la place 1,0, losange pointé vers", name),
		"refusé : Alice ne peut pas aller O depuis D3 en 0,0 : C3 de Camp n'est pas praticable")
	// The tile to lay is drawn as a ghost until the camera sees it laid.
	var ghost bool
	for _, u := range p.shown {
		if u.Kind == talk.UpdateInstruct {
			ghost = strings.Contains(u.Langs["en"].View.Board, `class="ghost"`)
		}
	}
	if !ghost {
		t.Error("the tile to lay is not drawn as a ghost")
	}
}

// Two figurines moved at once, a tile taken off, a figurine missing: the
// table is not one move, and the referee says what to put right.
func TestTableNotOneMove(t *testing.T) {
	start := smallWorld(t)
	two := moved(moved(seenOf(start), "Alice", rules.Pos{}, "E4"), "Bob", rules.Pos{}, "F7")
	in, why, lines := MovedOnTable(start, two)
	if in != nil || why.Key != "one figurine at a time: %d have moved" || len(lines) != 2 {
		t.Fatalf("two moved: %v %v %v", in, why, lines)
	}
	noTile := seenOf(start)
	noTile.Tiles = nil
	in, _, lines = MovedOnTable(start, noTile)
	if in != nil || len(lines) != 1 || lang.EN.Printer().Say(lines[0]) != "lay Camp on place 0,0, diamond pointing N" {
		t.Fatalf("no tile: %v %v", in, lang.EN.Printer().Says(lines))
	}
	gone := seenOf(start)
	gone.Characters = gone.Characters[:1]
	in, _, lines = MovedOnTable(start, gone)
	if in != nil || len(lines) != 1 || lang.FR.Printer().Say(lines[0]) != "mettez la figurine de Bob sur F6 de Camp (place 0,0)" {
		t.Fatalf("figurine gone: %v %v", in, lang.FR.Printer().Says(lines))
	}
}

// A Hiatus settled from the phones: the characters whose plans disagree
// are asked until they agree; the winner's tile is told and checked. A
// plan answered from a phone is the next step.
func TestTableHiatusFromPhones(t *testing.T) {
	start := smallWorld(t)
	s1 := play(t, start, moveTo("Bob", rules.Pos{}, "F10"))
	if len(s1.Hiatus) != 1 {
		t.Fatalf("no Hiatus: %+v", s1.Hiatus)
	}
	at := rules.Pos{Y: 1}
	s2 := play(t, s1, rules.Input{Do: "hiatus", At: &at, Winner: "Bob"})
	marais, ok := s2.TileAt(at)
	if !ok || s2.Set.Tiles[marais.Tile].Name != "Marais" {
		t.Fatalf("Bob's plan not followed: %+v", s2.Tiles)
	}
	east := rules.Pos{X: 1}
	s3 := play(t, s2, rules.Input{Do: "plan", Character: "Alice", At: &east, Tile: "Forêt", Facing: "E"})
	at0 := seenOf(start)
	step1 := moved(at0, "Bob", rules.Pos{}, "F10")
	laid := seenOf(s2)
	done := map[string]string{"Alice": "done", "Bob": ""}
	p := &players{t: t, acts: []act{
		{seen: &at0},
		{seen: &step1, answers: done},
		{answers: map[string]string{"Alice": "Alice", "Bob": "failed"}},
		{answers: map[string]string{"Alice": "bob", "Bob": "Bob"}},
		{seen: &laid},
		{answers: map[string]string{"Alice": "plan 1,0 Forêt E", "Bob": "done"}},
	}}
	end := run(t, p, start, true)
	sameWorld(t, end, s3)
	if len(p.steps) != 3 || p.steps[1].Do != "hiatus" || p.steps[1].Winner != "Bob" || p.steps[2].Do != "plan" {
		t.Fatalf("steps kept: %+v", p.steps)
	}
	if q := p.asked[1]; !slices.Equal(q.Who, []string{"Alice", "Bob"}) || !strings.Contains(q.Prompts["fr"], "Hiatus en 0,1") {
		t.Fatalf("Hiatus asked: %+v", q)
	}
	if err := p.asked[1].Check("Alice", "Zoé"); err == nil {
		t.Error("an answer naming nobody in the Hiatus is taken")
	}
	if err := p.asked[0].Check("Alice", "plan 9,9 Nulle part"); err == nil || !strings.Contains(err.Error(), `no tile "Nulle part"`) {
		t.Errorf("a plan of an unknown tile: %v", err)
	}
	wantSaid(t, p.said(lang.EN), "the answers differ: agree on how the Hiatus at 0,1 was settled",
		fmt.Sprintf("lay Marais on place 0,1, diamond pointing %s", marais.Facing))
}

// A place with no tile left stays empty: said unexplorable, nothing to
// lay; a tile put there is to be taken off.
func TestTableHole(t *testing.T) {
	set, err := rules.ParseSet("one.tiles", []byte("set Seul\ntile Camp\nrealm Plaine\nunique\ngrid\n"+strings.Repeat("..........\n", 9)+".........#\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	n := rules.North
	start, _, err := rules.NewWorld(rules.Setup{Set: set, Seed: 1, Start: []rules.StartTile{{Tile: "Camp", Facing: &n}},
		Characters: []rules.StartCharacter{{Name: "Alice", Cell: "E5"}}})
	if err != nil {
		t.Fatal(err)
	}
	at0 := seenOf(start)
	edge := moved(at0, "Alice", rules.Pos{}, "J5")
	p := &players{t: t, acts: []act{{seen: &at0}, {seen: &edge}}}
	end := run(t, p, start, false)
	if !end.Hole(rules.Pos{X: 1}) {
		t.Fatalf("no hole at 1,0: %+v", end.Holes)
	}
	wantSaid(t, p.said(lang.EN), "place 1,0 stays empty and cannot be explored")
	if strings.Contains(p.said(lang.EN), "on place 1,0") {
		t.Errorf("a tile to lay is told for a hole:\n%s", p.said(lang.EN))
	}
	onHole := seenOf(end)
	onHole.Tiles = append(onHole.Tiles, SeenTile{Copy: rules.Copy{Tile: 0, Copy: 1}, At: rules.Pos{X: 1}})
	got := lang.FR.Printer().Says(TableDiffers(end, onHole))
	if len(got) != 1 || got[0] != "place 1,0 : retirez Camp : la place reste vide, elle ne peut pas être explorée" {
		t.Fatalf("a tile on the hole: %q", got)
	}
}

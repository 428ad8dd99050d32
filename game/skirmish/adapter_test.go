package skirmish_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"io"
	"mecanoid/referee/refereetest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"mecanoid/calibration"
	rules "mecanoid/engine/skirmish"
	"mecanoid/game/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// crossingGame is examples/skirmish/crossing.json and its positions: the
// setup, then the position after each of its 21 turns (Bruno's commander
// falls in turn 21, round 11).
// skirStart reads the table until it shows setup.
func skirStart(ctx context.Context, k *referee.Referee[*rules.State], setup *rules.State) (*rules.State, error) {
	k.Game.(*skirmish.Skirmish).Setup = setup
	return k.Start(ctx)
}

func crossingGame(t *testing.T) (*rules.Game, []*rules.State) {
	t.Helper()
	data, err := os.ReadFile("../../examples/skirmish/crossing.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.ParseGame("../../examples/skirmish/crossing.json", data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	states, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if len(states) != 22 || !states[21].Over {
		t.Fatalf("crossing.json: %d positions", len(states))
	}
	return g, states
}

// skirTable shows a script of positions (robot ID → plot) as a scanner
// with the plots layout reads them, then runs out (ErrStopped).
type skirTable struct {
	m      *rules.Map
	script []map[int]string
	looks  int
	want   []tag.Payload
	expect [][]tag.Payload
}

func (t *skirTable) Look(ctx context.Context) (*vision.State, error) {
	t.expect = append(t.expect, t.want)
	if t.looks >= len(t.script) {
		return nil, referee.ErrStopped
	}
	at := t.script[t.looks]
	t.looks++
	st := &vision.State{}
	for id := 1; id <= rules.MaxRobotID; id++ {
		plot, ok := at[id]
		if !ok {
			continue
		}
		pl := tag.Payload{Game: skirmish.TagCode, Kind: tag.Robot, ID: id}
		col := 0
		for i, p := range t.m.Plots {
			if p.ID == plot {
				col = i + 1
			}
		}
		st.Pieces = append(st.Pieces, vision.Piece{Tag: pl, Text: pl.String(), Label: pl.Label(), Col: col, Place: "plot " + plot})
	}
	return st, nil
}

// turnsAsker answers each turn with the game file's actions, checking
// them as the terminal and the phones do; it records the questions.
func turnsAsker(g *rules.Game, first int, asked *[]talk.Question) talk.Asker {
	return talk.AskFunc(func(ctx context.Context, q talk.Question) (map[string]string, error) {
		*asked = append(*asked, q)
		i := q.Step - first
		if i < 0 || i >= len(g.File.Turns) {
			return nil, referee.ErrStopped
		}
		answer := strings.Join(g.File.Turns[i].Actions, "; ")
		if answer == "" {
			answer = "pass"
		}
		if err := q.Check(q.Who[0], answer); err != nil {
			return nil, fmt.Errorf("turn %d refused: %w", q.Step, err)
		}
		return map[string]string{q.Who[0]: answer}, nil
	})
}

func skirReferee(m *rules.Map, tb referee.Table, asker talk.Asker) (*referee.Referee[*rules.State], *[]talk.Update) {
	var ups []talk.Update
	k := &referee.Referee[*rules.State]{Game: &skirmish.Skirmish{Layout: skirmish.Layout(m)}, Table: tb, Ask: asker,
		Displays: []talk.Display{refereetest.DisplayFunc(func(u talk.Update) { ups = append(ups, u) })}}
	return k, &ups
}

// TestSkirmishRefereesCrossing: the teams give the crossing game's turns,
// the table shows each position after it; the referee plays the 21 turns,
// tells the moves, checks the table, keeps the game in the journal, and
// names Alice the winner when Bruno's commander falls, with the counts.
func TestSkirmishRefereesCrossing(t *testing.T) {
	g, states := crossingGame(t)
	m := g.Setup.Map
	tb := &skirTable{m: m}
	for _, s := range states {
		tb.script = append(tb.script, s.Position())
	}
	var asked []talk.Question
	k, ups := skirReferee(m, tb, turnsAsker(g, 1, &asked))
	k.Expect = func(ps []tag.Payload) { tb.want = ps }
	j, err := journal.OpenJournal(filepath.Join(t.TempDir(), "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	ctx := context.Background()
	s, err := skirStart(ctx, k, g.Setup)
	if err != nil {
		t.Fatal(err)
	}
	info, err := j.NewKept("skirmish", "", rules.NewGameFile(s, nil))
	if err != nil {
		t.Fatal(err)
	}
	k.Record = j.KeptRecorder(info.ID)
	log := referee.NewLogDisplay(func(es ...journal.Entry) error { return j.KeptLog(info.ID, es...) })
	k.Displays = append(k.Displays, log)
	end, err := k.Play(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if err := log.Flush(); err != nil {
		t.Fatal(err)
	}
	if w := k.Game.Winner(end); w != "Alice" || end.Turn() != 21 || end.Round != 11 {
		t.Errorf("winner %q in turn %d, round %d", w, end.Turn(), end.Round)
	}
	// At the end Alice has robot 1 (9/12, wounded) and robot 4; Bruno none.
	over := refereetest.Kinds(*ups, talk.UpdateOver)
	if len(over) != 1 || over[0].Rule != "end-commander" || over[0].Text != "Alice wins: Bruno's commander, robot 11, was destroyed; game over in round 11 (robots left: Alice 2, Bruno 0; lost: Alice 4, Bruno 6; wounded: Alice 1, Bruno 0)" {
		t.Errorf("end: %+v", over)
	}
	if len(asked) != 21 || !reflect.DeepEqual(asked[0].Who, []string{"Alice"}) || !reflect.DeepEqual(asked[1].Who, []string{"Bruno"}) || asked[1].Step != 2 {
		t.Errorf("%d questions; the first two to %v, %v", len(asked), asked[0].Who, asked[1].Who)
	}
	start := refereetest.Kinds(*ups, talk.UpdateStart)
	if len(start) != 1 || !strings.HasPrefix(start[0].Text, "Skirmish on La traversée (24 plots, 33 bridges): Alice against Bruno, 6 robots on the map; round 1, Alice to play") {
		t.Errorf("start: %+v", start)
	}
	// Turn 1: robot 2 A2 → A4 and shoots robot 13 twice (3 - 0 armour, 6 → 3 → 0), robot 3 C2 → B4,
	// robots 4 and 5 called onto A1 and B2, robot 4 then A1 → A2.
	instr := refereetest.Kinds(*ups, talk.UpdateInstruct)
	want := []string{
		"robot 2 (Soldat): from plot A2 to plot A4",
		"robot 3 (Éclaireur): from plot C2 to plot B4",
		"robot 4 (Artilleur): called from Alice's garage: put it on plot A2",
		"robot 5 (Blindé): called from Alice's garage: put it on plot B2",
		"robot 13 (Éclaireur): destroyed on plot B5: take it off the map",
	}
	if len(instr) != 21 || !reflect.DeepEqual(instr[0].Problems, want) {
		t.Errorf("%d instructions; turn 1: %q", len(instr), instr[0].Problems)
	}
	var ids []int
	for _, m := range instr[0].Moves {
		ids = append(ids, m.Robot)
	}
	if !reflect.DeepEqual(ids, []int{2, 3, 4, 5, 13}) || instr[0].Moves[4].Off == false || instr[0].Moves[2].Off {
		t.Errorf("turn 1 moves %+v", instr[0].Moves)
	}
	// Turn 12: Bruno passes; nothing moves.
	if instr[11].Turn != 12 || len(instr[11].Problems) != 0 || !strings.HasPrefix(instr[11].Text, "nothing to move") {
		t.Errorf("turn 12: %+v", instr[11])
	}
	var ruled []string
	for _, u := range refereetest.Kinds(*ups, talk.UpdateStep) {
		if u.Turn == 1 && u.Action == 3 {
			ruled = append(ruled, u.Rule)
		}
	}
	if !reflect.DeepEqual(ruled, []string{"action", "move", "fire", "fire", "damage"}) {
		t.Errorf("turn 1, action 3: rules %v", ruled)
	}
	// The start and each of the 21 turns.
	if v := refereetest.Kinds(*ups, talk.UpdateVerify); len(v) != 22 || v[0].Text != "the table matches the ruling" || v[0].Turn != 0 {
		t.Errorf("%d verifications", len(v))
	}
	if len(refereetest.Kinds(*ups, talk.UpdateIllegal)) != 0 {
		t.Error("a legal game refused")
	}
	// After turn 21 the table must show robots 1 and 4 only.
	if last := tb.expect[len(tb.expect)-1]; len(last) != 2 || last[0].ID != 1 || last[1].ID != 4 {
		t.Errorf("expected %v", last)
	}
	// Every update that shows a position carries its drawing in each
	// language (the page keeps the latest): the start, each turn's
	// question and moves, the end; the moves' drawing is the position after.
	for _, kind := range []string{talk.UpdateStart, talk.UpdateAsk, talk.UpdateInstruct, talk.UpdateOver} {
		for _, u := range refereetest.Kinds(*ups, kind) {
			en, fr := u.Langs["en"].View, u.Langs["fr"].View
			if en == nil || fr == nil || en.Title != "La traversée" || !strings.Contains(fr.Board, "sur 25") || en.Board == fr.Board {
				t.Fatalf("%s of turn %d: views %v, %v", kind, u.Turn, en != nil, fr != nil)
			}
		}
	}
	if v := refereetest.Kinds(*ups, talk.UpdateOver)[0].Langs["en"].View; !strings.Contains(v.Board, "round 11 of 25") || strings.Contains(v.Board, `data-piece="robot 11" data-plot`) || !strings.Contains(v.Board, `data-piece="robot 4" data-plot`) {
		t.Errorf("the end's drawing:\n%s", v.Board)
	}
	if pv := k.Game.(*skirmish.Skirmish).Preview(); pv.Langs["fr"].View == nil || len(pv.Langs["fr"].View.Pieces.Rows) != 12 {
		t.Errorf("the preview's drawing: %+v", pv.Langs)
	}

	// The journal holds the game: its setup and turns replay to the same end.
	if err := j.SetKeptOver(info.ID, k.Game.Winner(end)); err != nil {
		t.Fatal(err)
	}
	kept, err := j.Kept(info.ID)
	if err != nil {
		t.Fatal(err)
	}
	if kept.Kind != "skirmish" || len(kept.Steps) != 21 || kept.Steps[1].Who != "Bruno" || kept.Steps[0].Step != 1 {
		t.Fatalf("kept %s, %d steps", kept.Kind, len(kept.Steps))
	}
	var gf rules.GameFile
	if err := json.Unmarshal(kept.Setup, &gf); err != nil {
		t.Fatal(err)
	}
	for _, st := range kept.Steps {
		var tj rules.TurnJSON
		if err := json.Unmarshal(st.Input, &tj); err != nil {
			t.Fatal(err)
		}
		gf.Turns = append(gf.Turns, tj)
	}
	data, _ := json.Marshal(gf)
	again, err := rules.ParseGame("journal", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	replayed, _, err := again.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(replayed[21].JSON(), states[21].JSON()) {
		t.Error("the journal's game ends otherwise than crossing.json")
	}
	var last rules.StateJSON
	if err := json.Unmarshal(kept.Steps[20].Result, &last); err != nil || !last.Over || last.Result.Team != "Alice" {
		t.Errorf("last step's result %+v: %v", last, err)
	}
}

// TestSkirmishIllegalAskedAgain: an action too far, an empty answer and an
// action after the commander's fall are refused with their rule, nothing
// is played, and the team is asked again.
func TestSkirmishIllegalAskedAgain(t *testing.T) {
	g, states := crossingGame(t)
	m := g.Setup.Map
	// Turn 1: robot 2 (Soldat, speed 2) A2 → A5 is 3 bridges; then an empty answer; then the turn.
	answers := []string{"call 4 A1; 2: A5", "", strings.Join(g.File.Turns[0].Actions, "\n")}
	var checked []error
	asks, checkAt := 0, 2
	asker := talk.AskFunc(func(ctx context.Context, q talk.Question) (map[string]string, error) {
		a := answers[asks]
		asks++
		if asks == checkAt { // this one checks and asks again, as the terminal does
			checked = append(checked, q.Check(q.Who[0], a))
			a = answers[asks]
			asks++
		}
		return map[string]string{q.Who[0]: a}, nil
	})
	tb := &skirTable{m: m, script: []map[int]string{states[1].Position()}}
	k, ups := skirReferee(m, tb, asker)
	next, err := k.Step(context.Background(), states[0])
	if err != nil {
		t.Fatal(err)
	}
	if asks != 3 || !reflect.DeepEqual(next.JSON(), states[1].JSON()) {
		t.Errorf("%d asks; after the turn %+v", asks, next.JSON())
	}
	ill := refereetest.Kinds(*ups, talk.UpdateIllegal)
	if len(ill) != 2 || ill[0].Rule != "too far" || ill[1].Rule != "bad action notation" {
		t.Fatalf("refusals %+v", ill)
	}
	if want := `Alice: refused (rule: too far): action 2 ("2: A5"): robot 2 (Soldat) cannot move from A2 to A5: 3 bridges, and it has 2 left of its speed 2; nothing was played, give the whole turn again`; ill[0].Text != want {
		t.Errorf("too far: %q\nwant %q", ill[0].Text, want)
	}
	if want := `refused (rule: bad action notation): no action given: write the turn's calls and actions, or "pass" to play none; nothing was played, give the whole turn again`; len(checked) != 1 || !errors.Is(checked[0], rules.ErrNotation) || checked[0].Error() != want {
		t.Errorf("Check of an empty answer: %v\nwant %q", checked, want)
	}

	// Turn 21: robot 4's mortar fells Bruno's commander; any action after it is refused.
	answers, asks, checkAt = []string{"4: fire mortier 11; 1: A1", "4: fire mortier 11"}, 0, 0
	tb = &skirTable{m: m, script: []map[int]string{states[21].Position()}}
	k, ups = skirReferee(m, tb, asker)
	end, err := k.Step(context.Background(), states[20])
	if err != nil {
		t.Fatal(err)
	}
	ill = refereetest.Kinds(*ups, talk.UpdateIllegal)
	if len(ill) != 1 || ill[0].Rule != "game over" || !strings.Contains(ill[0].Text, `action 2 ("1: A1")`) || !end.Over {
		t.Errorf("after the commander's fall: %+v", ill)
	}
	if want := `Alice: refused (rule: game over): action 2 ("1: A1"): the game is over: Alice wins: Bruno's commander, robot 11, was destroyed; nothing was played, give the whole turn again`; len(ill) == 1 && ill[0].Text != want {
		t.Errorf("after the commander's fall: %q\nwant %q", ill[0].Text, want)
	}
	want := []string{"robot 11 (Commandeur porte-drapeau): destroyed on plot C6: take it off the map"}
	if in := refereetest.Kinds(*ups, talk.UpdateInstruct); len(in) != 1 || !reflect.DeepEqual(in[0].Problems, want) {
		t.Errorf("instructions %+v", in)
	}
}

func TestSkirmishTurnText(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
		err  error
	}{
		{in: "call 4 A1; 2: A4 fire 13", want: []string{"call 4 A1", "2: A4 fire 13"}},
		{in: "call 4 A1\n 2: a4 fire mitrailleuse 13 ;", want: []string{"call 4 A1", "2: a4 fire mitrailleuse 13"}},
		{in: " Pass ", want: nil},
		{in: " ; ", err: rules.ErrNotation},
		{in: "call 4 A1; pass", err: rules.ErrNotation}, // "pass" alone only
		{in: "call 4 A1; 2 A4", err: rules.ErrNotation},
	} {
		acts, err := skirmish.SkirmishTurnText(c.in)
		if c.err != nil {
			if !errors.Is(err, c.err) {
				t.Errorf("%q: err %v, want %v", c.in, err, c.err)
			}
			continue
		}
		var got []string
		for _, a := range acts {
			got = append(got, a.String())
		}
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	_, err := skirmish.SkirmishTurnText("call 4 A1; 2 A4")
	var ae *rules.ActionError
	if !errors.As(err, &ae) || ae.Action != 2 {
		t.Errorf("the second action is at fault: %v", err)
	}
}

// TestSkirmishMismatch names each robot out of place on the table.
func TestSkirmishMismatch(t *testing.T) {
	_, states := crossingGame(t)
	s := states[1] // after turn 1: 4 on A2, 5 on B2, 13 destroyed, 6 in the garage
	seen := s.Position()
	delete(seen, 2) // robot 2 (on A4) not seen
	seen[3] = "C4"  // robot 3 on C4, not B4
	seen[13] = "B5" // destroyed, still there
	seen[6] = "A1"  // in the garage, on the map
	seen[99] = "D1" // not in the game
	got := lang.EN.Printer().Says(skirmish.SkirmishMismatch(s, seen))
	want := []string{
		"robot 2 (Soldat): not seen on the map: put it on plot A4",
		"robot 3 (Éclaireur): on plot C4, should be on plot B4",
		"robot 6 (Éclaireur): on plot A1, but waits in Alice's garage: take it off the map",
		"robot 13 (Éclaireur): on plot B5, but destroyed: take it off the map",
		"robot 99: on plot D1, but not in this game: take it off the map",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("mismatch\n%q\nwant\n%q", got, want)
	}
	if d := skirmish.SkirmishMismatch(s, s.Position()); len(d) != 0 {
		t.Errorf("the right table: %q", d)
	}
}

// photoSource gives generated photos of the table in order, then io.EOF.
type photoSource struct {
	frames []image.Image
	next   int
}

func (p *photoSource) Next(ctx context.Context) (vision.Frame, error) {
	if p.next >= len(p.frames) {
		return vision.Frame{}, io.EOF
	}
	p.next++
	return vision.Frame{Image: p.frames[p.next-1], Name: fmt.Sprintf("photo %d", p.next)}, nil
}

func (p *photoSource) Close() error { return nil }

// skirPhoto photographs the robots at (robot → plot) on map m: the first
// seed from seed on whose photo reads back to exactly those plots.
func skirPhoto(t *testing.T, m *rules.Map, at map[int]string, seed uint64) image.Image {
	t.Helper()
	easy, _ := synth.CategoryByName("easy")
	var robots []skirmish.PhotoRobot
	for id := 1; id <= 20; id++ {
		if p, ok := at[id]; ok {
			robots = append(robots, skirmish.PhotoRobot{ID: id, Plot: p})
		}
	}
	l := skirmish.Layout(m)
	for k := range uint64(20) {
		ph, err := skirmish.GeneratePhoto(skirmish.PhotoOptions{Category: easy, Seed: seed + k, Map: m, Robots: robots})
		if err != nil {
			t.Fatal(err)
		}
		img, err := vision.DecodeImage("photo.jpg", ph.JPEG)
		if err != nil {
			t.Fatal(err)
		}
		sc := &vision.Scanner{Game: skirmish.TagCode, Board: l.Board(tag.DefaultMarkers), Layout: l, Settings: calibration.Settings{TagHeight: 30}}
		st, err := sc.Scan(img)
		if err != nil {
			continue
		}
		if seen, wrong := skirmish.SkirmishSeen(l, st); len(wrong) == 0 && reflect.DeepEqual(seen, at) {
			return img
		}
	}
	t.Fatalf("no photo of %v reads back in 20 seeds from %d", at, seed)
	return nil
}

// TestSkirmishPhotosWrongTableCorrected: with photos of the table, the
// referee finds robot 3 on the wrong plot at the start, then the right
// setup; after turn 1 the players put robot 4 on A1 (where it was
// called, not A2 where it went) and forget to take destroyed robot 13 off:
// both named, and the next photo matches.
func TestSkirmishPhotosWrongTableCorrected(t *testing.T) {
	g, states := crossingGame(t)
	m := g.Setup.Map
	wrongStart := states[0].Position()
	wrongStart[3] = "C3"
	wrongAfter := states[1].Position()
	wrongAfter[4] = "A1"
	wrongAfter[13] = "B5"
	src := &photoSource{frames: []image.Image{
		skirPhoto(t, m, wrongStart, 100), skirPhoto(t, m, states[0].Position(), 200),
		skirPhoto(t, m, wrongAfter, 300), skirPhoto(t, m, states[1].Position(), 400)}}
	l := skirmish.Layout(m)
	sc := &vision.Scanner{Game: skirmish.TagCode, Board: l.Board(tag.DefaultMarkers), Layout: l, Settings: calibration.Settings{TagHeight: 30}}
	var asked []talk.Question
	k, ups := skirReferee(m, &referee.Camera{Source: src, Scanner: sc}, turnsAsker(g, 1, &asked))
	k.Expect = func(ps []tag.Payload) { sc.Expect = ps }
	k.MaxSteps = 1
	ctx := context.Background()
	s, err := skirStart(ctx, k, g.Setup)
	if err != nil {
		t.Fatal(err)
	}
	end, err := k.Play(ctx, s)
	if !errors.Is(err, referee.ErrStopped) || end.Turn() != 2 {
		t.Fatalf("stopped at turn %d: %v", end.Turn(), err)
	}
	v := refereetest.Kinds(*ups, talk.UpdateVerify)
	if len(v) != 4 {
		t.Fatalf("verifications %+v", v)
	}
	if !reflect.DeepEqual(v[0].Problems, []string{"robot 3 (Éclaireur): on plot C3, should be on plot C2"}) || v[0].Turn != 0 {
		t.Errorf("start: %+v", v[0])
	}
	want := []string{"robot 4 (Artilleur): on plot A1, should be on plot A2", "robot 13 (Éclaireur): on plot B5, but destroyed: take it off the map"}
	if !reflect.DeepEqual(v[2].Problems, want) || v[2].Turn != 1 || v[3].Text != "the table matches the ruling" || len(v[3].Problems) != 0 {
		t.Errorf("after turn 1: %+v", v[2:])
	}
	if src.next != 4 || len(refereetest.Kinds(*ups, talk.UpdateScan)) != 0 {
		t.Errorf("%d photos looked at; %d doubtful", src.next, len(refereetest.Kinds(*ups, talk.UpdateScan)))
	}
}

// TestSkirmishInFrench: the crossing game at a French table: the
// prompt, the moves to make and the winner in French; an illegal turn
// refused in French, and its Check error said in the table's language.
func TestSkirmishInFrench(t *testing.T) {
	g, states := crossingGame(t)
	m := g.Setup.Map
	tb := &skirTable{m: m}
	for _, s := range states {
		tb.script = append(tb.script, s.Position())
	}
	var asked []talk.Question
	k, ups := skirReferee(m, tb, turnsAsker(g, 1, &asked))
	k.Lang = lang.FR
	ctx := context.Background()
	s, err := skirStart(ctx, k, g.Setup)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := k.Play(ctx, s); err != nil {
		t.Fatal(err)
	}
	over := refereetest.Kinds(*ups, talk.UpdateOver)
	if want := "Alice gagne : le commandeur de l'équipe Bruno, le robot 11, a été détruit ; partie finie à la manche 11 (robots en fonctionnement : Alice 2, Bruno 0 ; perdus : Alice 4, Bruno 6 ; blessés : Alice 1, Bruno 0)"; len(over) != 1 || over[0].Text != want {
		t.Errorf("end: %+v\nwant %q", over, want)
	}
	if start := refereetest.Kinds(*ups, talk.UpdateStart); len(start) != 1 || !strings.HasPrefix(start[0].Text, "Escarmouche sur La traversée (24 plots, 33 ponts) : Alice contre Bruno, 6 robots sur la carte ; ") {
		t.Errorf("start: %+v", start)
	}
	instr := refereetest.Kinds(*ups, talk.UpdateInstruct)
	if len(instr) == 0 || instr[0].Problems[0] != "robot 2 (Soldat) : du plot A2 au plot A4" || instr[0].Moves[0].Text != instr[0].Problems[0] ||
		instr[0].Langs["en"].Problems[0] != "robot 2 (Soldat): from plot A2 to plot A4" {
		t.Errorf("moves: %+v", instr)
	}
	if q := asked[0]; q.Prompt != "les appels et les actions de votre tour, séparés par « ; » (par exemple « call 4 A1; 2: A3 fire 13 »), ou « pass »" ||
		q.Prompts["en"] != `your turn's calls and actions, separated by ";" (e.g. "call 4 A1; 2: A3 fire 13"), or "pass"` || q.Prompts["fr"] != q.Prompt {
		t.Errorf("prompt %q, %q", q.Prompt, q.Prompts)
	}

	// Robot 2 (Soldat, speed 2) A2 → A5 is 3 bridges: refused.
	answers := []string{"call 4 A1; 2: A5", strings.Join(g.File.Turns[0].Actions, "\n")}
	var checked error
	asks := 0
	asker := talk.AskFunc(func(ctx context.Context, q talk.Question) (map[string]string, error) {
		if asks == 0 {
			checked = q.Check(q.Who[0], answers[0])
		}
		asks++
		return map[string]string{q.Who[0]: answers[1]}, nil
	})
	k, ups = skirReferee(m, &skirTable{m: m, script: []map[int]string{states[1].Position()}}, asker)
	k.Lang = lang.FR
	if _, err := k.Step(ctx, states[0]); err != nil {
		t.Fatal(err)
	}
	want := `refusé (règle : trop loin) : action 2 ("2: A5") : robot 2 (Soldat) ne peut pas aller de A2 à A5 : 3 ponts, et il lui reste 2 de sa vitesse 2 ; rien n'a été joué, redonnez tout le tour`
	if checked == nil || checked.Error() != want {
		t.Errorf("Check: %v\nwant %s", checked, want)
	}
	if ill := refereetest.Kinds(*ups, talk.UpdateIllegal); len(ill) != 1 || ill[0].Text != "Alice : "+want ||
		ill[0].Langs["en"].Text != `Alice: refused (rule: too far): action 2 ("2: A5"): robot 2 (Soldat) cannot move from A2 to A5: 3 bridges, and it has 2 left of its speed 2; nothing was played, give the whole turn again` {
		t.Errorf("refusal: %+v", ill)
	}
}

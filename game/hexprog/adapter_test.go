package hexprog_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"io"
	"mecanoid/fault"
	"mecanoid/referee/refereetest"
	"os"
	"reflect"
	"strings"
	"testing"

	"mecanoid/calibration"
	rules "mecanoid/engine/hexprog"
	"mecanoid/game/hexprog"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// duelGame is examples/hexprog/duel.json and its replay: the position after
// each round (states[0] the setup).
func duelGame(t *testing.T) (*rules.Game, []*rules.State) {
	t.Helper()
	data, err := os.ReadFile("../../examples/hexprog/duel.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.ParseGame("examples/hexprog/duel.json", data, func(name string) ([]byte, error) { return os.ReadFile("../../" + name) })
	if err != nil {
		t.Fatal(err)
	}
	states, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return g, states
}

// hexSeen is what a scanner with a HexLayout reads of s: its robots in
// play on their hexes, facing their directions.
func hexSeen(s *rules.State) *vision.State {
	st := &vision.State{}
	for _, r := range s.Robots {
		if r.Out {
			continue
		}
		pl := tag.Payload{Game: hexprog.TagCode, Kind: tag.Robot, ID: r.ID}
		st.Pieces = append(st.Pieces, vision.Piece{Tag: pl, Text: pl.String(), Label: pl.Label(), Col: r.Cell.Col, Row: r.Cell.Row,
			Facing: r.Facing.String(), Place: "hex " + r.Cell.String()})
	}
	return st
}

// hexTable shows a script of scans (a doubt when st is nil), then runs
// out; it notes what the referee expected before each look.
type hexTable struct {
	script []*vision.State
	looks  int
	want   []tag.Payload
	expect [][]tag.Payload
}

func (t *hexTable) Look(ctx context.Context) (*vision.State, error) {
	t.expect = append(t.expect, t.want)
	if t.looks >= len(t.script) {
		return nil, referee.ErrStopped
	}
	st := t.script[t.looks]
	t.looks++
	if st == nil {
		return &vision.State{}, &vision.RescanError{Problems: []vision.Problem{{Piece: "robot 2", Place: "hex [8,2]", Why: "faces between S and SW (210°): turn it to face one side"}}}
	}
	return st, nil
}

// hexRecorder keeps what the referee records.
type hexRecorder struct {
	rounds  []int
	signals [][]rules.SignalJSON
	states  []rules.StateJSON
	scans   []string
}

func (r *hexRecorder) RecordStep(step int, who string, input, result any) error {
	r.rounds = append(r.rounds, step)
	r.signals = append(r.signals, input.([]rules.SignalJSON))
	r.states = append(r.states, result.(rules.StateJSON))
	return nil
}

func (r *hexRecorder) UndoStep(step int) error {
	if n := len(r.rounds); n == 0 || r.rounds[n-1] != step {
		return fmt.Errorf("round %d is not the last kept (%v)", step, r.rounds)
	}
	r.rounds, r.signals, r.states = r.rounds[:len(r.rounds)-1], r.signals[:len(r.signals)-1], r.states[:len(r.states)-1]
	return nil
}

func (r *hexRecorder) RecordScan(step int, what string, st *vision.State, problems []string) error {
	r.scans = append(r.scans, fmt.Sprintf("%d %s %d", step, what, len(problems)))
	return nil
}

func hexReferee(g *rules.Game, tb referee.Table) (*referee.Referee[*rules.State], *[]talk.Update, *hexRecorder) {
	var ups []talk.Update
	rec := &hexRecorder{}
	h := &referee.Referee[*rules.State]{Game: &hexprog.HexProg{Setup: g.Setup}, Table: tb, Record: rec,
		Displays: []talk.Display{refereetest.DisplayFunc(func(u talk.Update) { ups = append(ups, u) })}}
	return h, &ups, rec
}

// TestHexProgReplaysDuel: the duel replayed at the table with the game
// file's signals: every round played and shown (each event with its
// rule), the robots' moves told, the table checked after each round, each
// round kept; Violet wins in round 28, as `mecanoid resolve` says.
func TestHexProgReplaysDuel(t *testing.T) {
	g, states := duelGame(t)
	tb := &hexTable{}
	for _, s := range states {
		tb.script = append(tb.script, hexSeen(s))
	}
	// A doubtful picture after round 2 is taken again.
	tb.script = append(tb.script[:3], append([]*vision.State{nil}, tb.script[3:]...)...)
	h, ups, rec := hexReferee(g, tb)
	h.Game.(*hexprog.HexProg).Signals = g.Signals
	h.Expect = func(ps []tag.Payload) { tb.want = ps }
	ctx := context.Background()
	s, err := h.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	end, err := h.Play(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	last := states[len(states)-1]
	if !reflect.DeepEqual(end.JSON(), last.JSON()) || !end.Over || h.Game.Winner(end) != "Violet" {
		t.Errorf("end %+v, want %+v", end.JSON(), last.JSON())
	}
	over := refereetest.Kinds(*ups, talk.UpdateOver)
	if len(over) != 1 || over[0].Text != "Violet wins; game over in round 28" {
		t.Errorf("over: %+v", over)
	}
	if n := len(refereetest.Kinds(*ups, talk.UpdateAsk)); n != 28 {
		t.Errorf("%d rounds announced, want 28", n)
	}
	if len(rec.rounds) != 28 || rec.rounds[27] != 28 {
		t.Fatalf("rounds kept: %v", rec.rounds)
	}
	for i, sj := range rec.states {
		if !reflect.DeepEqual(sj, states[i+1].JSON()) {
			t.Errorf("round %d kept as %+v, want %+v", i+1, sj, states[i+1].JSON())
		}
	}
	if !reflect.DeepEqual(rec.signals[12], []rules.SignalJSON{{Round: 13, Robot: 4, Step: 5}}) || len(rec.signals[11]) != 0 || rec.signals[11] == nil {
		t.Errorf("signals kept: round 12 %v, round 13 %v", rec.signals[11], rec.signals[12])
	}
	// Every event shown names its rule; round 1 shows robot 1's move first.
	steps := refereetest.Kinds(*ups, talk.UpdateStep)
	for _, u := range steps {
		if u.Rule == "" {
			t.Errorf("event without a rule: %+v", u)
		}
	}
	if steps[2].Turn != 1 || steps[2].Text != "step 4 D+1: robot 1 (Hunter) moves [2,1] → [2,2]" || steps[2].Rule != "move" {
		t.Errorf("round 1's third event: %+v", steps[2])
	}
	moves := refereetest.Kinds(*ups, talk.UpdateInstruct)
	if len(moves) == 0 || moves[0].Turn != 1 || !reflect.DeepEqual(moves[0].Problems, []string{
		"robot 1 (Hunter): [2,1] → [2,2], still facing S (4)",
		"robot 2 (Scout): [8,1] → [8,2], still facing S (4)",
		"robot 3 (Sentinel): [2,8] → [2,7], still facing N (1)",
		"robot 4 (Guard): [8,8] → [8,7], still facing N (1)"}) {
		t.Errorf("round 1's moves: %+v", moves[0])
	}
	if !strings.Contains(moves[0].Drawing, "1↓") {
		t.Errorf("no drawing: %q", moves[0].Drawing)
	}
	// Robot 1 is destroyed in round 28: taken off.
	lastMoves := moves[len(moves)-1]
	if lastMoves.Turn != 28 || !strings.Contains(lastMoves.Text, "robot 1 (Hunter): out of play at [1,3]: take it off the board") {
		t.Errorf("round 28's moves: %+v", lastMoves)
	}
	if n := len(refereetest.Kinds(*ups, talk.UpdateScan)); n != 1 {
		t.Errorf("%d doubtful pictures shown, want 1", n)
	}
	// The scanner is told the robots in play before each look: all four at
	// the start, robots 3 and 4 only at the end.
	if len(tb.expect[0]) != 4 || len(tb.expect[len(tb.expect)-1]) != 2 || tb.expect[len(tb.expect)-1][0].ID != 3 {
		t.Errorf("expected: first %v, last %v", tb.expect[0], tb.expect[len(tb.expect)-1])
	}
	if len(rec.scans) != 30 || rec.scans[0] != "0 start 0" || rec.scans[3] != "3 check 1" || rec.scans[4] != "3 check 0" {
		t.Errorf("scans kept: %d %v", len(rec.scans), rec.scans[:5])
	}
}

// TestHexProgAsksSignals: from round 2 on, each player with signals left
// and robots in play is asked in secret; answers the engine would refuse
// are refused with the reason; the signals given are played.
func TestHexProgAsksSignals(t *testing.T) {
	g, states := duelGame(t)
	tb := &hexTable{}
	for _, s := range states[:14] {
		tb.script = append(tb.script, hexSeen(s))
	}
	h, _, rec := hexReferee(g, tb)
	h.MaxSteps = 13
	var qs []talk.Question
	var refused []string
	h.Ask = talk.AskFunc(func(ctx context.Context, q talk.Question) (map[string]string, error) {
		qs = append(qs, q)
		if q.Step != 13 {
			return map[string]string{"Vert": "none", "Violet": ""}, nil
		}
		for _, a := range []struct{ who, answer string }{
			{"Violet", "R1 5"}, {"Violet", "R4 16"}, {"Violet", "R4"}, {"Vert", "R9 2"},
		} {
			if err := q.Check(a.who, a.answer); err != nil {
				refused = append(refused, err.Error())
			} else {
				t.Errorf("%s %q taken", a.who, a.answer)
			}
		}
		if err := q.Check("Violet", "robot 4 step 5"); err != nil {
			t.Errorf("robot 4 step 5: %v", err)
		}
		return map[string]string{"Vert": "no", "Violet": "R4 5"}, nil
	})
	ctx := context.Background()
	s, err := h.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	end, err := h.Play(ctx, s)
	if !errors.Is(err, referee.ErrStopped) {
		t.Fatalf("err %v, want stopped after 13 rounds", err)
	}
	if !reflect.DeepEqual(end.JSON(), states[13].JSON()) {
		t.Errorf("after round 13 %+v, want the duel's %+v", end.JSON(), states[13].JSON())
	}
	if len(qs) != 12 || qs[0].Step != 2 || !qs[0].Secret || !reflect.DeepEqual(qs[0].Who, []string{"Vert", "Violet"}) {
		t.Errorf("%d questions, first %+v: want rounds 2..13, secret, both players", len(qs), qs[0])
	}
	want := []string{"robot 1 belongs to Vert: a player signals his own robots",
		"round 13: a signal for robot 4 names step 16; a signal is a number 1..15",
		`"R4": answer "none", or the robot and the step, as "R3 7" (robot 3 plays step 7)`,
		"round 13: a signal for robot 9, which is not in the game"}
	if !reflect.DeepEqual(refused, want) {
		t.Errorf("refused:\n%q\nwant\n%q", refused, want)
	}
	if !reflect.DeepEqual(rec.signals[12], []rules.SignalJSON{{Round: 13, Robot: 4, Step: 5}}) {
		t.Errorf("round 13's signals kept: %v", rec.signals[12])
	}
}

// TestHexProgTableProblems: the start refused when a robot has no program
// or stands in a lake; after round 1, robot 2 left facing the wrong way
// and robot 3 on the wrong hex are named, and the next picture matches.
func TestHexProgTableProblems(t *testing.T) {
	g, states := duelGame(t)
	stray := hexSeen(states[0])
	stray.Pieces = append(stray.Pieces, vision.Piece{Tag: tag.Payload{Game: hexprog.TagCode, Kind: tag.Robot, ID: 7}, Label: "robot 7", Col: 5, Row: 1, Facing: "S"})
	lake := hexSeen(states[0])
	lake.Pieces[2].Col, lake.Pieces[2].Row = 4, 3
	wrong := hexSeen(states[1])
	wrong.Pieces[1].Facing = "SW"
	wrong.Pieces[2].Col, wrong.Pieces[2].Row = 2, 8
	tb := &hexTable{script: []*vision.State{stray, lake, hexSeen(states[0]), wrong, hexSeen(states[1])}}
	h, ups, rec := hexReferee(g, tb)
	h.MaxSteps = 1
	ctx := context.Background()
	s, err := h.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	scans := refereetest.Kinds(*ups, talk.UpdateScan)
	if len(scans) != 2 || !strings.Contains(scans[0].Problems[0], "robot 7 is on the table at [5,1] but has no program in the setup file") ||
		!strings.Contains(scans[1].Problems[0], "robot 3 at [4,3] stands in a lake") {
		t.Fatalf("start problems: %+v", scans)
	}
	if _, err := h.Play(ctx, s); !errors.Is(err, referee.ErrStopped) {
		t.Fatal(err)
	}
	v := refereetest.Kinds(*ups, talk.UpdateVerify)
	if len(v) != 2 || !reflect.DeepEqual(v[0].Problems, []string{
		"robot 2: on hex [8,2] facing SW (5), should be on [8,2] facing S (4)",
		"robot 3: on hex [2,8] facing N (1), should be on [2,7] facing N (1)"}) || len(v[1].Problems) != 0 {
		t.Errorf("verify: %+v", v)
	}
	if len(rec.rounds) != 1 || len(rec.scans) != 5 || rec.scans[3] != "1 check 0" || rec.scans[4] != "1 fix 0" {
		t.Errorf("kept: %v %v", rec.rounds, rec.scans)
	}
	// A table never put right stops the game, naming what is wrong.
	tb2 := &hexTable{script: []*vision.State{hexSeen(states[0]), wrong, wrong, wrong}}
	h2, _, _ := hexReferee(g, tb2)
	s, err = h2.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	_, err = h2.Play(ctx, s)
	if !errors.Is(err, referee.ErrTable) || !strings.Contains(err.Error(), "robot 3: on hex [2,8] facing N (1), should be on [2,7]") {
		t.Errorf("err %v", err)
	}
}

func TestHexMismatches(t *testing.T) {
	_, states := duelGame(t)
	end := states[len(states)-1] // robots 1 and 2 out of play, 3 and 4 on [2,2] and [8,5]
	st := hexSeen(end)
	robot := func(id, col, row int) vision.Piece {
		return vision.Piece{Tag: tag.Payload{Game: hexprog.TagCode, Kind: tag.Robot, ID: id}, Col: col, Row: row, Facing: "N"}
	}
	st.Pieces = append([]vision.Piece{robot(1, 1, 3)}, append(st.Pieces, robot(9, 5, 5))...)
	got := lang.EN.Printer().Says(hexprog.HexMismatches(end, st))
	want := []string{
		"robot 1: on hex [1,3], but it is out of play: take it off the board",
		"robot 9: on hex [5,5], but it is not in this game: take it off the board",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
	none := hexSeen(end)
	none.Pieces = none.Pieces[:1]
	if got := lang.EN.Printer().Says(hexprog.HexMismatches(end, none)); !reflect.DeepEqual(got, []string{"robot 4: not on the board: put it on [8,5] facing SE (3)"}) {
		t.Errorf("missing: %q", got)
	}
}

func TestParseSignal(t *testing.T) {
	for _, c := range []struct {
		in   string
		want *rules.Signal
		err  bool
	}{
		{"none", nil, false}, {"", nil, false}, {" None ", nil, false}, {"-", nil, false},
		{"R3 7", &rules.Signal{Robot: 3, Step: 7}, false},
		{"r12 15", &rules.Signal{Robot: 12, Step: 15}, false},
		{"3 7", &rules.Signal{Robot: 3, Step: 7}, false},
		{"R3:7", &rules.Signal{Robot: 3, Step: 7}, false},
		{"robot 3 step 7", &rules.Signal{Robot: 3, Step: 7}, false},
		{"R3", nil, true}, {"R3 seven", nil, true}, {"yes", nil, true}, {"R3 7 8", nil, true},
	} {
		got, err := hexprog.ParseSignal(c.in)
		if (err != nil) != c.err || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: %+v, %v", c.in, got, err)
		}
	}
}

// hexPhotos is a camera showing photos, then running out.
type hexPhotos struct {
	frames []image.Image
	next   int
}

func (p *hexPhotos) Next(ctx context.Context) (vision.Frame, error) {
	if p.next >= len(p.frames) {
		return vision.Frame{}, io.EOF
	}
	p.next++
	return vision.Frame{Image: p.frames[p.next-1], Name: fmt.Sprintf("photo %d", p.next)}, nil
}

func (p *hexPhotos) Close() error { return nil }

func hexScanner(b *rules.Board) *vision.Scanner {
	l := hexprog.Layout(b, 0)
	return &vision.Scanner{Game: hexprog.TagCode, Board: l.Area(tag.DefaultMarkers), Layout: l, TagSize: hexprog.TagSize,
		Settings: calibration.Settings{TagHeight: 30}}
}

// hexPhoto photographs robots: the first seed from seed on whose photo
// reads back to exactly them.
func hexPhoto(t *testing.T, b *rules.Board, robots []hexprog.PhotoRobot, seed uint64) image.Image {
	t.Helper()
	easy, _ := synth.CategoryByName("easy")
	for k := range uint64(20) {
		ph, err := hexprog.GeneratePhoto(hexprog.PhotoOptions{Category: easy, Seed: seed + k, Board: b, Robots: robots})
		if err != nil {
			t.Fatal(err)
		}
		img, err := vision.DecodeImage("photo.jpg", ph.JPEG)
		if err != nil {
			t.Fatal(err)
		}
		st, err := hexScanner(b).Scan(img)
		if err != nil {
			continue
		}
		seen, err := hexprog.HexSeen(st)
		ok := err == nil && len(seen) == len(robots)
		for i := range seen {
			ok = ok && seen[i].ID == robots[i].ID && seen[i].Cell == robots[i].Cell && seen[i].Facing == robots[i].Facing
		}
		if ok {
			return img
		}
	}
	t.Fatalf("no photo of %v reads back in 20 seeds from %d", robots, seed)
	return nil
}

// TestHexProgPhotosWrongTableCorrected: with photos of the table, the
// referee reads the duel's start, plays round 1 (asking for no signal:
// round 1), finds robot 4 left on its start hex and robot 1 turned the
// wrong way, and takes the next photo, which is right.
func TestHexProgPhotosWrongTableCorrected(t *testing.T) {
	g, states := duelGame(t)
	b := g.Setup.Board
	wrong := hexprog.PhotoRobotsOf(states[1])
	wrong[0].Facing = 3
	wrong[3].Cell = states[0].Robots[3].Cell
	src := &hexPhotos{frames: []image.Image{
		hexPhoto(t, b, hexprog.PhotoRobotsOf(states[0]), 100), hexPhoto(t, b, wrong, 200), hexPhoto(t, b, hexprog.PhotoRobotsOf(states[1]), 300)}}
	sc := hexScanner(b)
	h, ups, rec := hexReferee(g, &referee.Camera{Source: src, Scanner: sc})
	h.Expect = func(ps []tag.Payload) { sc.Expect = ps }
	asked := 0
	h.Ask = talk.AskFunc(func(ctx context.Context, q talk.Question) (map[string]string, error) {
		asked++
		return nil, nil
	})
	h.MaxSteps = 1
	ctx := context.Background()
	s, err := h.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(s.JSON(), states[0].JSON()) {
		t.Errorf("start read %+v", s.JSON())
	}
	end, err := h.Play(ctx, s)
	if !errors.Is(err, referee.ErrStopped) || !reflect.DeepEqual(end.JSON(), states[1].JSON()) {
		t.Fatalf("%v; after round 1 %+v", err, end.JSON())
	}
	v := refereetest.Kinds(*ups, talk.UpdateVerify)
	if len(v) != 2 || !reflect.DeepEqual(v[0].Problems, []string{
		"robot 1: on hex [2,2] facing SE (3), should be on [2,2] facing S (4)",
		"robot 4: on hex [8,8] facing N (1), should be on [8,7] facing N (1)"}) || len(v[1].Problems) != 0 {
		t.Errorf("verify: %+v", v)
	}
	if asked != 0 || len(rec.rounds) != 1 {
		t.Errorf("asked %d times in round 1; %d rounds kept", asked, len(rec.rounds))
	}
	data, _ := json.Marshal(rec.states[0])
	if !strings.Contains(string(data), `"start":[2,2]`) {
		t.Errorf("kept state %s", data)
	}
}

// TestHexProgCarriedOn: a game carried on from the position after round 5
// (a game file with "round": 5) starts where the file says: the table must
// show it (robot 4 misplaced is named), and round 6 comes next.
func TestHexProgCarriedOn(t *testing.T) {
	g, states := duelGame(t)
	wrong := hexSeen(states[5])
	wrong.Pieces[3].Col, wrong.Pieces[3].Row = 9, 6
	tb := &hexTable{script: []*vision.State{wrong, hexSeen(states[5]), hexSeen(states[6])}}
	carried := *g
	carried.Setup = states[5]
	h, ups, rec := hexReferee(&carried, tb)
	h.MaxSteps = 6
	ctx := context.Background()
	s, err := h.Start(ctx)
	if err != nil || s != states[5] {
		t.Fatalf("%v, %+v", err, s)
	}
	v := refereetest.Kinds(*ups, talk.UpdateVerify)
	if len(v) != 2 || len(v[0].Problems) != 1 || !strings.HasPrefix(v[0].Problems[0], "robot 4: on hex [9,6] facing") {
		t.Errorf("verify: %+v", v)
	}
	if _, err := h.Play(ctx, s); !errors.Is(err, referee.ErrStopped) || !reflect.DeepEqual(rec.rounds, []int{6}) {
		t.Errorf("%v; rounds kept %v", err, rec.rounds)
	}
}

// TestHexProgInFrench: the duel at a French table: the events, the
// robots' moves and the winner in French; a signal refused in French.
func TestHexProgInFrench(t *testing.T) {
	g, states := duelGame(t)
	tb := &hexTable{}
	for _, s := range states {
		tb.script = append(tb.script, hexSeen(s))
	}
	h, ups, _ := hexReferee(g, tb)
	h.Lang = lang.FR
	var refused []string
	var prompt talk.Question
	h.Ask = talk.AskFunc(func(ctx context.Context, q talk.Question) (map[string]string, error) {
		if q.Step == 13 {
			prompt = q
			// What a phone reads, in French and in English, whatever
			// the table's language (the page says a refusal that says
			// itself in the phone's).
			for _, a := range []struct{ who, answer string }{{"Violet", "R1 5"}, {"Violet", "R4"}, {"Violet", "R3 99"}} {
				if err := q.Check(a.who, a.answer); err != nil {
					said, ok := err.(interface{ Say(*lang.Printer) string })
					if !ok {
						t.Fatalf("%q: %v says itself in no language", a.answer, err)
					}
					refused = append(refused, said.Say(lang.FR.Printer()), said.Say(lang.EN.Printer()))
				}
			}
		}
		var sigs []string
		for _, sg := range g.Signals[q.Step] {
			sigs = append(sigs, fmt.Sprintf("R%d %d", sg.Robot, sg.Step))
		}
		out := map[string]string{}
		for _, who := range q.Who {
			out[who] = "none"
		}
		if len(sigs) == 1 {
			out["Violet"] = sigs[0] // the duel's only signal is Violet's
		}
		return out, nil
	})
	ctx := context.Background()
	s, err := h.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	end, err := h.Play(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(end.JSON(), states[len(states)-1].JSON()) {
		t.Fatalf("the duel ends elsewhere: %+v", end.JSON())
	}
	over := refereetest.Kinds(*ups, talk.UpdateOver)
	if len(over) != 1 || over[0].Text != "Violet gagne ; partie finie à la manche 28" || over[0].Langs["en"].Text != "Violet wins; game over in round 28" {
		t.Errorf("over: %+v", over)
	}
	steps := refereetest.Kinds(*ups, talk.UpdateStep)
	if steps[2].Text != "pas 4 D+1 : robot 1 (Hunter) va de [2,1] à [2,2]" || steps[2].Langs["en"].Text != "step 4 D+1: robot 1 (Hunter) moves [2,1] → [2,2]" {
		t.Errorf("round 1's third event: %+v", steps[2])
	}
	moves := refereetest.Kinds(*ups, talk.UpdateInstruct)
	if len(moves) == 0 || moves[0].Problems[0] != "robot 1 (Hunter) : [2,1] → [2,2], toujours orienté S (4)" {
		t.Errorf("round 1's moves: %+v", moves[0])
	}
	if last := moves[len(moves)-1]; !strings.Contains(last.Text, "robot 1 (Hunter) : hors jeu en [1,3] : retirez-le du plateau") {
		t.Errorf("round 28's moves: %q", last.Text)
	}
	want := []string{"le robot 1 est à Vert : un joueur n'envoie de signal qu'à ses robots", "robot 1 belongs to Vert: a player signals his own robots",
		`"R4" : répondez « aucun », ou le robot et le pas, comme « R3 7 » (le robot 3 joue le pas 7)`, `"R4": answer "none", or the robot and the step, as "R3 7" (robot 3 plays step 7)`,
		"manche 13 : un signal pour le robot 3 nomme le pas 99 ; un signal est un nombre de 1 à 15", "round 13: a signal for robot 3 names step 99; a signal is a number 1..15"}
	if !reflect.DeepEqual(refused, want) {
		t.Errorf("refused:\n%q\nwant\n%q", refused, want)
	}
	if prompt.Prompt != "un signal radio pour un de vos robots, comme « R3 7 » (le robot 3 joue le pas 7), ou « aucun »" || prompt.Prompts["en"] == "" {
		t.Errorf("prompt %q %q", prompt.Prompt, prompt.Prompts)
	}
}

// A round the engine refuses in the middle of a game ends it as a failing
// table does (exit 1), not as a program file the engine refuses (exit 2).
func TestRefusedRoundKind(t *testing.T) {
	g, _ := duelGame(t)
	h := &referee.Referee[*rules.State]{Game: &hexprog.HexProg{Setup: g.Setup, Signals: map[int][]rules.Signal{1: {{Robot: 1, Step: 1}}}}}
	_, err := h.Step(context.Background(), g.Setup)
	if !errors.Is(err, rules.ErrProgram) {
		t.Errorf("hexprog: err %v does not wrap ErrProgram", err)
	}
	if k := fault.Of(err); k != fault.Table {
		t.Errorf("hexprog: kind %v, want table (%v)", k, err)
	}
}

package netzwerk_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"mecanoid/referee/refereetest"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/game/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/referee/web"
	"mecanoid/tag"
	"mecanoid/vision"
)

// netzTable shows a script of pictures, as a folder of frames would: a
// position read (the pieces of a state), or a doubtful picture; then it
// runs out (ErrStopped).
type netzTable struct {
	script []netzLook
	looks  int
	expect [][]tag.Payload // what the referee expected before each look
	want   []tag.Payload
}

type netzLook struct {
	s     *rules.State
	doubt string // a rescan problem instead
}

func (t *netzTable) Look(ctx context.Context) (*vision.State, error) {
	t.expect = append(t.expect, t.want)
	if t.looks >= len(t.script) {
		return nil, referee.ErrStopped
	}
	l := t.script[t.looks]
	t.looks++
	if l.doubt != "" {
		return &vision.State{}, &vision.RescanError{Problems: []vision.Problem{{Piece: "battery 3", Place: "near corner [2,4]", Why: l.doubt}}}
	}
	return netzSeen(l.s), nil
}

// netzSeen is what a scanner reads of position s.
func netzSeen(s *rules.State) *vision.State {
	st := &vision.State{}
	for _, p := range s.Pieces() {
		pl := tag.Payload{Game: netzwerk.TagCode, Kind: tag.Kind(p.Kind), ID: p.ID}
		st.Pieces = append(st.Pieces, vision.Piece{Tag: pl, Text: pl.String(), Label: pl.Label(), Col: p.X, Row: p.Y})
	}
	return st
}

// demoGame is examples/netzwerk/demo.json replayed: the position after each turn.
func demoGame(t *testing.T) []*rules.State {
	t.Helper()
	data, err := os.ReadFile("../../examples/netzwerk/demo.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.ParseGame("demo.json", data)
	if err != nil {
		t.Fatal(err)
	}
	states, _, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return states
}

func netzReferee(t *testing.T, tb *netzTable) (*referee.Referee[*rules.State], *[]talk.Update) {
	var ups []talk.Update
	n := &referee.Referee[*rules.State]{Game: &netzwerk.Netzwerk{Config: rules.DefaultConfig}, Table: tb,
		Displays: []talk.Display{refereetest.DisplayFunc(func(u talk.Update) { ups = append(ups, u) })},
		Expect:   func(ps []tag.Payload) { tb.want = ps }}
	return n, &ups
}

// netzStart reads the position to start from, first to play after turn
// turns.
func netzStart(ctx context.Context, n *referee.Referee[*rules.State], first rules.Player, turn int) (*rules.State, error) {
	g := n.Game.(*netzwerk.Netzwerk)
	g.First, g.Turn = first, turn
	return n.Start(ctx)
}

// TestNetzwerkRefereesDemoGame: the table shows the positions of the demo
// game one after the other, as the players leave them; the referee finds
// each turn, keeps it in the journal, and names player 1 the winner in
// turn 13 (three of his five robots on the north row, demo.json's about).
func TestNetzwerkRefereesDemoGame(t *testing.T) {
	states := demoGame(t)
	tb := &netzTable{}
	for _, s := range states {
		tb.script = append(tb.script, netzLook{s: s})
	}
	// A doubtful picture after turn 2 is taken again.
	tb.script = append(tb.script[:3], append([]netzLook{{doubt: "between corners: put it on an energy field"}}, tb.script[3:]...)...)
	n, ups := netzReferee(t, tb)
	j, err := journal.OpenJournal(filepath.Join(t.TempDir(), "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	ctx := context.Background()
	s, err := netzStart(ctx, n, rules.Player1, 0)
	if err != nil {
		t.Fatal(err)
	}
	info, err := netzwerk.KeepGame(j, "", rules.NewGameFile(s, nil))
	if err != nil {
		t.Fatal(err)
	}
	n.Record = j.KeptRecorder(info.ID)
	log := referee.NewLogDisplay(func(es ...journal.Entry) error { return j.KeptLog(info.ID, es...) })
	n.Displays = append(n.Displays, log)
	end, err := n.Play(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if err := log.Flush(); err != nil {
		t.Fatal(err)
	}
	if w := n.Game.Winner(end); w != "player 1" || end.Turn() != 13 || !end.SamePieces(states[13]) {
		t.Errorf("winner %q after %d turns", w, end.Turn())
	}
	over := refereetest.Kinds(*ups, talk.UpdateOver)
	if len(over) != 1 || !strings.Contains(over[0].Text, "player 1 wins: 3 of its 5 robots on the board stand on the far row (row 1); game over after 13 turns") || over[0].Rule != "far-row" {
		t.Errorf("end: %+v", over)
	}
	if asks := refereetest.Kinds(*ups, talk.UpdateAsk); len(asks) != 13 || asks[1].Text != "turn 2: player 2 to play (robots 7, 8, 9, 10, 11, 12): move robots, then batteries; press Enter when done" {
		t.Errorf("%d asks, the second %q", len(asks), asks[1].Text)
	}
	if sc := refereetest.Kinds(*ups, talk.UpdateScan); len(sc) != 1 || sc[0].Turn != 3 || !strings.Contains(sc[0].Problems[0], "battery 3 at near corner [2,4]: between corners") {
		t.Errorf("doubtful picture: %+v", sc)
	}
	// Turn 1: five robot moves, six battery moves, as in the game file.
	var steps []string
	for _, u := range refereetest.Kinds(*ups, talk.UpdateStep) {
		if u.Turn == 1 {
			steps = append(steps, u.Rule)
		}
	}
	if want := strings.Fields(strings.Repeat("robot-move ", 5) + strings.Repeat("battery-move ", 6)); !reflect.DeepEqual(steps, want) {
		t.Errorf("turn 1 steps %v, want %v", steps, want)
	}
	// Each action drawn as it leaves the table: turn 1's first, robot 1
	// on [1,5], battery 1 spent (white side up), its path alone drawn.
	first := refereetest.Kinds(*ups, talk.UpdateStep)[0]
	board := first.Langs["en"].View.Board
	drawnAt := map[string]netzwerk.DrawnPiece{}
	pieces, _, _ := netzwerk.DrawnPieces(t, board)
	for _, p := range pieces {
		drawnAt[p.Piece] = p
	}
	if r, b := drawnAt["robot 1"], drawnAt["battery 1"]; r.Square != "1,5" || b.SideUp != "white" || drawnAt["battery 2"].SideUp != "printed" ||
		strings.Count(board, "data-path=") != 1 || !strings.Contains(board, `data-path="robot 1"`) {
		t.Errorf("turn 1, action 1 drawn: robot 1 %+v, battery 1 %+v, paths %d", r, b, strings.Count(board, "data-path="))
	}
	if len(refereetest.Kinds(*ups, talk.UpdateIllegal)) != 0 {
		t.Error("a legal game refused")
	}
	// Every update of the game's own draws its position in each language:
	// the page always has the latest position drawn; the last, the end.
	for _, u := range *ups {
		if u.Kind == talk.UpdateScan {
			continue // a picture not read: no position to draw
		}
		for _, code := range []string{"en", "fr"} {
			if w, ok := u.Langs[code]; !ok || w.View == nil || w.View.Title != "Netzwerk" || !strings.HasPrefix(w.View.Board, "<svg") {
				t.Errorf("%s update %q has no drawing in %s", u.Kind, u.Text, code)
			}
		}
	}
	pieces, _, _ = netzwerk.DrawnPieces(t, over[0].Langs["en"].View.Board)
	if want := len(end.Robots(rules.NoPlayer)) + len(end.Batteries()); len(pieces) != want {
		t.Errorf("the end drawn with %d pieces, want %d", len(pieces), want)
	}
	for _, p := range pieces {
		var id int
		if _, err := fmt.Sscanf(p.Piece, "robot %d", &id); err == nil {
			if sq, _ := end.Robot(id); p.Square != fmt.Sprintf("%d,%d", sq.X, sq.Y) {
				t.Errorf("the end: robot %d drawn on %s, stands on %v", id, p.Square, sq)
			}
		}
	}
	// The batteries were expected on every turn's picture: 14 of them.
	if last := tb.expect[len(tb.expect)-1]; len(last) != 14 || last[0].Kind != tag.Battery {
		t.Errorf("expected %v", last)
	}

	// The journal holds the game: replayed, it gives the same positions.
	gf, gi, err := netzwerk.KeptGameFile(j, info.ID)
	if err != nil {
		t.Fatal(err)
	}
	if gi.Turns != 13 || len(gf.Turns) != 13 {
		t.Fatalf("%d turns kept", gi.Turns)
	}
	if err := j.SetKeptOver(info.ID, n.Game.Winner(end)); err != nil {
		t.Fatal(err)
	}
	if err := netzwerk.AddTurn(j, info.ID, 14, rules.Player2, nil, end.JSON()); !errors.Is(err, journal.ErrGameOver) && !errors.Is(err, journal.ErrBadRecord) {
		t.Errorf("a turn after the end: %v", err)
	}
	scans, err := j.KeptScans(info.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(scans) != 14 || scans[2].Step != 3 || len(scans[2].Problems) != 1 || scans[3].Step != 3 || len(scans[3].Problems) != 0 {
		t.Errorf("scans %+v", scans)
	}
}

// TestNetzwerkIllegalTurn: player 1 moves robot 4 backward in turn 5
// (examples/netzwerk/illegal-backward.json); the referee names the rule,
// tells which pieces to put back where, waits until they are, and reads
// the turn again.
func TestNetzwerkIllegalTurn(t *testing.T) {
	states := demoGame(t)
	before := states[4]
	// moved is the position before with robots moved (to [0,0]: taken off).
	moved := func(moves map[int][2]int) *rules.State {
		var ps []rules.Piece
		for _, p := range before.Pieces() {
			if to, ok := moves[p.ID]; ok && p.Kind == 'R' {
				if to == [2]int{} {
					continue
				}
				p.X, p.Y = to[0], to[1]
			}
			ps = append(ps, p)
		}
		s, err := rules.FromPieces(rules.DefaultConfig, rules.Player2, 5, ps)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	// Robot 2 [2,5]→[2,3] capturing robot 8, robot 4 [4,3]→[4,5]; then
	// robots 2 and 8 back, robot 4 not yet.
	tb := &netzTable{script: []netzLook{{s: before}, {s: moved(map[int][2]int{2: {2, 3}, 8: {}, 4: {4, 5}})}, {s: moved(map[int][2]int{4: {4, 5}})}, {s: before}, {s: states[5]}}}
	n, ups := netzReferee(t, tb)
	ctx := context.Background()
	s, err := netzStart(ctx, n, rules.Player1, 4)
	if err != nil {
		t.Fatal(err)
	}
	if start := refereetest.Kinds(*ups, talk.UpdateStart); len(start) != 1 || !strings.Contains(start[0].Text, "Netzwerk 6x6: 11 robots and 14 batteries on the board, player 1 to play") {
		t.Errorf("start: %+v", start)
	}
	next, err := n.Step(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if next.Turn() != 5 || !next.SamePieces(states[5]) || next.ToMove() != rules.Player2 {
		t.Errorf("after turn 5: %s", rules.StateText(next))
	}
	ill := refereetest.Kinds(*ups, talk.UpdateIllegal)
	if len(ill) != 1 || ill[0].Rule != rules.RuleRobotMove || ill[0].Turn != 5 ||
		!strings.Contains(ill[0].Text, "illegal turn: robot 4 moved backward: [4,3]→[4,5]; player 1's robots move north or sideways [rule: robot-move]") {
		t.Fatalf("illegal turn: %+v", ill)
	}
	if want := []string{"robot 2: on square [2,3], put it back on square [2,5]", "robot 4: on square [4,5], put it back on square [4,3]",
		"robot 8: not on the board: put it back on square [2,3]"}; !reflect.DeepEqual(ill[0].Problems, want) {
		t.Errorf("put back %q, want %q", ill[0].Problems, want)
	}
	ver := refereetest.Kinds(*ups, talk.UpdateVerify)
	if len(ver) != 2 || !reflect.DeepEqual(ver[0].Problems, []string{"robot 4: on square [4,5], put it back on square [4,3]"}) ||
		ver[1].Text != "the table matches the ruling" {
		t.Errorf("verify: %+v", ver)
	}
	if m := refereetest.Kinds(*ups, talk.UpdateMessage); len(m) == 0 || m[0].Text != "player 1, play turn 5 again" {
		t.Errorf("after the pieces were put back: %+v", m)
	}
	// While the pieces are put back, every piece of the position before is
	// expected: 11 robots (robot 3 captured robot 9 in turn 3) and 14 batteries.
	if len(tb.expect[2]) != 25 || len(tb.expect[4]) != 14 {
		t.Errorf("expected %d pieces putting back, %d for the turn", len(tb.expect[2]), len(tb.expect[4]))
	}
	// The legal turn: demo.json's turn 5, robot 2 capturing robot 8.
	var got []string
	for _, u := range refereetest.Kinds(*ups, talk.UpdateStep) {
		got = append(got, u.Text)
	}
	want := []string{"robot 2 moves [2,5] → [2,3]", "robot 2 captures robot 8 at [2,3]", "robot 4 moves [4,3] → [4,2]", "battery 8 moves [0,3] → [1,3]", "battery 10 moves [3,2] → [2,2]"}
	if len(got) != len(want) {
		t.Fatalf("steps %q", got)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("step %d: %q, want %q", i+1, got[i], want[i])
		}
	}
}

func TestNetzwerkTableProblems(t *testing.T) {
	states := demoGame(t)
	ctx := context.Background()
	t.Run("nothing moved, then the turn", func(t *testing.T) {
		tb := &netzTable{script: []netzLook{{s: states[0]}, {s: states[0]}, {s: states[1]}}}
		n, ups := netzReferee(t, tb)
		s, err := netzStart(ctx, n, rules.Player1, 0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := n.Step(ctx, s); err != nil {
			t.Fatal(err)
		}
		if m := refereetest.Kinds(*ups, talk.UpdateMessage); len(m) < 1 || m[0].Text != "nothing has moved on the table: turn 1 is player 1's; press Enter when done" {
			t.Errorf("messages %+v", m)
		}
	})
	t.Run("the pictures run out", func(t *testing.T) {
		tb := &netzTable{script: []netzLook{{s: states[0]}}}
		n, _ := netzReferee(t, tb)
		s, err := netzStart(ctx, n, rules.Player1, 0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := n.Play(ctx, s); !errors.Is(err, referee.ErrStopped) {
			t.Errorf("err %v, want ErrStopped", err)
		}
	})
	t.Run("a start already won", func(t *testing.T) {
		tb := &netzTable{script: []netzLook{{s: states[13]}, {s: states[13]}, {s: states[13]}}}
		n, _ := netzReferee(t, tb)
		if _, err := netzStart(ctx, n, rules.Player2, 13); !errors.Is(err, referee.ErrTable) || !strings.Contains(err.Error(), "shows a game already over (player 1 wins (far-row)") {
			t.Errorf("err %v", err)
		}
	})
	t.Run("a robot of a bigger board", func(t *testing.T) {
		seen := netzSeen(states[0])
		pl := tag.Payload{Game: netzwerk.TagCode, Kind: tag.Robot, ID: 13}
		seen.Pieces = append(seen.Pieces, vision.Piece{Tag: pl, Text: pl.String(), Label: pl.Label(), Col: 3, Row: 3})
		if _, err := netzwerk.NetzwerkPosition(rules.DefaultConfig, rules.Player1, 0, seen); !errors.Is(err, referee.ErrTable) || !strings.Contains(err.Error(), "robot 13: robots are 1..12") {
			t.Errorf("err %v", err)
		}
	})
	t.Run("put back a captured robot", func(t *testing.T) {
		// Turn 2 → 3 of the demo moves robots 3, 1 and 4 and five batteries; undo it.
		got := lang.EN.Printer().Says(netzwerk.PutBack(states[2], states[3]))
		want := []string{"robot 1: on square [1,3], put it back on square [1,5]", "robot 3: on square [3,3], put it back on square [3,5]", "robot 4: on square [4,3], put it back on square [4,4]"}
		if len(got) < 3 || !reflect.DeepEqual(got[:3], want) {
			t.Errorf("put back %q", got)
		}
		ps := states[0].Pieces()
		gone, _ := rules.FromPieces(rules.DefaultConfig, rules.Player1, 0, ps[1:])
		if got := lang.EN.Printer().Says(netzwerk.PutBack(states[0], gone)); !reflect.DeepEqual(got, []string{"robot 1: not on the board: put it back on square [1,6]"}) {
			t.Errorf("missing robot: %q", got)
		}
	})
}

// TestNetzwerkOnTheWebPage: the web page follows a Netzwerk game as it
// follows DR2D's: the same updates on its event stream, the illegal turn
// with its rule and what to put back. (It draws no Netzwerk board: the
// page shows the updates' text.)
func TestNetzwerkOnTheWebPage(t *testing.T) {
	states := demoGame(t)
	page := web.New(web.Options{})
	srv := httptest.NewServer(page.Handler())
	defer srv.Close()
	defer page.Close()
	illegal := states[4].Pieces()
	for i := range illegal {
		if illegal[i].Kind == 'R' && illegal[i].ID == 4 {
			illegal[i].Y = 5 // robot 4 [4,3]→[4,5]: backward
		}
	}
	after, err := rules.FromPieces(rules.DefaultConfig, rules.Player2, 5, illegal)
	if err != nil {
		t.Fatal(err)
	}
	tb := &netzTable{script: []netzLook{{s: states[4]}, {s: after}, {s: states[4]}, {s: states[5]}}}
	n, _ := netzReferee(t, tb)
	n.Displays = append(n.Displays, page)
	ctx := context.Background()
	s, err := netzStart(ctx, n, rules.Player1, 4)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n.Step(ctx, s); err != nil {
		t.Fatal(err)
	}
	rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(rctx, "GET", srv.URL+"/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 0, 64<<10), 4<<20)
	var kinds []string
	for sc.Scan() {
		line, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok {
			continue
		}
		var u talk.Update
		if json.Unmarshal([]byte(line), &u) != nil || u.Kind == "" {
			continue
		}
		kinds = append(kinds, u.Kind)
		if u.Kind == talk.UpdateIllegal && (u.Rule != rules.RuleRobotMove || !reflect.DeepEqual(u.Problems, []string{"robot 4: on square [4,5], put it back on square [4,3]"})) {
			t.Errorf("illegal turn on the page: %+v", u)
		}
		if u.Kind == talk.UpdateStep && u.Turn == 5 && strings.HasPrefix(u.Text, "battery 10 moves") {
			break // the last step of turn 5
		}
	}
	// The preview: the seats, and no position drawn (a game taken up at turn 4 is read off the table).
	want := "preview start ask illegal verify message message step step step step step"
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("updates on the page: %s\nwant %s", got, want)
	}
}

// TestNetzwerkExpectsTheSetup: before a new game's first picture the
// scanner is told every robot and battery of the setup, so that a piece
// hidden then is a picture to take again, not a game without it; a
// position taken up after some turns must show every battery.
func TestNetzwerkExpectsTheSetup(t *testing.T) {
	cfg := rules.DefaultConfig
	setup, err := rules.NewGame(cfg, rules.Player1)
	if err != nil {
		t.Fatal(err)
	}
	count := func(ps []tag.Payload) (robots, batteries int) {
		for _, p := range ps {
			switch p.Kind {
			case tag.Robot:
				robots++
			case tag.Battery:
				batteries++
			}
		}
		return
	}
	wantR, wantB := len(setup.Robots(rules.NoPlayer)), len(setup.Batteries())
	if r, b := count((&netzwerk.Netzwerk{Config: cfg, First: rules.Player1}).Pieces(nil)); r != wantR || b != wantB || r == 0 || b == 0 {
		t.Errorf("new game: %d robots and %d batteries expected, want %d and %d", r, b, wantR, wantB)
	}
	if r, b := count((&netzwerk.Netzwerk{Config: cfg, First: rules.Player1, Turn: 12}).Pieces(nil)); r != 0 || b != wantB {
		t.Errorf("after 12 turns: %d robots and %d batteries expected, want 0 and %d", r, b, wantB)
	}
}

// TestNetzwerkInFrench: the demo game refereed at a French table: the
// asks, the steps and the winner in French, their English kept for the
// page.
func TestNetzwerkInFrench(t *testing.T) {
	states := demoGame(t)
	tb := &netzTable{}
	for _, s := range states {
		tb.script = append(tb.script, netzLook{s: s})
	}
	n, ups := netzReferee(t, tb)
	n.Lang = lang.FR
	ctx := context.Background()
	s, err := netzStart(ctx, n, rules.Player1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n.Play(ctx, s); err != nil {
		t.Fatal(err)
	}
	if got := refereetest.Kinds(*ups, talk.UpdateStart)[0].Text; !strings.HasPrefix(got, "Netzwerk 6x6 : 12 robots et 14 batteries sur le plateau, au joueur 1 de jouer\n") {
		t.Errorf("start: %q", got)
	}
	asks := refereetest.Kinds(*ups, talk.UpdateAsk)
	if len(asks) != 13 || asks[1].Text != "tour 2 : au joueur 2 de jouer (robots 7, 8, 9, 10, 11, 12) : déplacez les robots, puis les batteries ; appuyez sur Entrée quand c'est fait" {
		t.Fatalf("%d asks, the second %q", len(asks), asks[1].Text)
	}
	if en := asks[1].Langs["en"].Text; en != "turn 2: player 2 to play (robots 7, 8, 9, 10, 11, 12): move robots, then batteries; press Enter when done" {
		t.Errorf("the English for the page: %q", en)
	}
	steps := refereetest.Kinds(*ups, talk.UpdateStep)
	if steps[0].Text != "le robot 1 va de [1,6] à [1,5] pour 1 batterie (B1)" {
		t.Errorf("first step: %q", steps[0].Text)
	}
	over := refereetest.Kinds(*ups, talk.UpdateOver)
	if len(over) != 1 || over[0].Text != "le joueur 1 gagne : 3 de ses 5 robots sur le plateau sont sur la dernière ligne (ligne 1) ; partie finie après 13 tours" {
		t.Errorf("end: %+v", over)
	}
	if en := over[0].Langs["en"].Text; en != "player 1 wins: 3 of its 5 robots on the board stand on the far row (row 1); game over after 13 turns" {
		t.Errorf("the end in English: %q", en)
	}
}

// TestNetzwerkIllegalTurnInFrench: robot 4 moved backward at a French
// table: the rule named in French, and the pieces to put back.
func TestNetzwerkIllegalTurnInFrench(t *testing.T) {
	states := demoGame(t)
	before := states[4]
	var ps []rules.Piece
	for _, p := range before.Pieces() {
		if p.Kind == 'R' && p.ID == 4 {
			p.X, p.Y = 4, 5
		}
		ps = append(ps, p)
	}
	moved, err := rules.FromPieces(rules.DefaultConfig, rules.Player2, 5, ps)
	if err != nil {
		t.Fatal(err)
	}
	tb := &netzTable{script: []netzLook{{s: before}, {s: moved}, {s: before}, {s: states[5]}}}
	n, ups := netzReferee(t, tb)
	n.Lang = lang.FR
	ctx := context.Background()
	s, err := netzStart(ctx, n, rules.Player1, 4)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n.Step(ctx, s); err != nil {
		t.Fatal(err)
	}
	ill := refereetest.Kinds(*ups, talk.UpdateIllegal)
	if len(ill) != 1 {
		t.Fatalf("illegal: %+v", ill)
	}
	want := "tour illégal : le robot 4 a reculé : [4,3]→[4,5] ; les robots du joueur 1 vont vers le nord ou de côté [règle : déplacement des robots]\n" +
		"remettez les pièces comme avant le tour 5 :\n  robot 4 : sur la case [4,5], remettez-le sur la case [4,3]"
	if ill[0].Text != want {
		t.Errorf("illegal turn:\n%s\nwant\n%s", ill[0].Text, want)
	}
	if !reflect.DeepEqual(ill[0].Problems, []string{"robot 4 : sur la case [4,5], remettez-le sur la case [4,3]"}) ||
		!reflect.DeepEqual(ill[0].Langs["en"].Problems, []string{"robot 4: on square [4,5], put it back on square [4,3]"}) {
		t.Errorf("put back: %q / %q", ill[0].Problems, ill[0].Langs["en"].Problems)
	}
	if !strings.HasPrefix(ill[0].Langs["en"].Text, "illegal turn: robot 4 moved backward: [4,3]→[4,5]; player 1's robots move north or sideways [rule: robot-move]\n") {
		t.Errorf("English: %q", ill[0].Langs["en"].Text)
	}
	if m := refereetest.Kinds(*ups, talk.UpdateMessage); len(m) == 0 || m[0].Text != "joueur 1, rejouez le tour 5" {
		t.Errorf("after the pieces were put back: %+v", m)
	}
}

package referee_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"mecanoid/referee/refereetest"
	"slices"
	"strings"
	"testing"

	"mecanoid/device"
	"mecanoid/device/devicetest"
	"mecanoid/engine/dr2d"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// table shows positions as the camera would read them: the ruled one
// (players who move the pieces right), with a mistake on demand.
type table struct {
	want    func() *dr2d.State
	mistake int // the next n looks show robot 1 facing the wrong way
	looks   int
}

func (t *table) Look(ctx context.Context) (*vision.State, error) {
	t.looks++
	s := t.want()
	st := &vision.State{}
	for _, r := range s.Robots {
		if r.Left {
			continue
		}
		f := r.Facing
		if t.mistake > 0 && r.ID == 1 {
			f = f.Turn(1)
		}
		st.Pieces = append(st.Pieces, vision.Piece{Tag: tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: r.ID}, Col: r.Cell.X, Row: r.Cell.Y, Facing: f.String(), Label: "robot"})
	}
	for i, c := range s.Laws {
		st.Pieces = append(st.Pieces, vision.Piece{Tag: tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: i + 1}, Col: c.X, Row: c.Y, Facing: "N"})
	}
	if t.mistake > 0 {
		t.mistake--
	}
	return st, nil
}

type recorder struct{ updates []talk.Update }

func (r *recorder) Show(u talk.Update) { r.updates = append(r.updates, u) }

// testBoardText: laws on the first row; a laser on the west wall of row 3
// shooting east, a press at [4,4].
const testBoardText = `name Test
size 5x5
1  .  2  .  3
.  .  .  .  .
L> .  .  .  .
.  .  .  X  .
.  .  .  .  .
`

func testBoard(t *testing.T) *dr2d.Board {
	t.Helper()
	b, err := dr2d.ParseBoard("test.board", []byte(testBoardText))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A whole game at the table: the players (a bot) program, the referee
// resolves, lights the lasers on odd moves and the press at the end of each
// turn, tells what to move, and checks the table, until a robot wins.
func TestWholeGame(t *testing.T) {
	b := testBoard(t)
	start, err := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{
		{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7},
		{ID: 2, Cell: dr2d.Cell{X: 4, Y: 5}, Facing: dr2d.North, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	rec, li := &recorder{}, &devicetest.Recorder{}
	game := &gamedr2d.DR2D{Board: b}
	ref := &referee.Referee[*dr2d.State]{Game: game, Displays: []talk.Display{rec}, Lights: li}
	tb := &table{want: func() *dr2d.State { return game.State() }}
	ref.Table = tb
	game.Programs = gamedr2d.NewBot(1, game.State)
	// The table is read after each turn: it must show the position after it.
	var after *dr2d.State
	tb.want = func() *dr2d.State { return after }
	ref.Displays = append(ref.Displays, displayFunc(func(u talk.Update) {
		if u.Kind == talk.UpdateInstruct {
			after = stateFromJSON(t, b, u.State)
		}
	}))
	end, err := ref.Play(context.Background(), start)
	if err != nil {
		t.Fatal(err)
	}
	if !end.Over() || end.Turn > 40 {
		t.Fatalf("game not over after %d turns", end.Turn)
	}
	last := rec.updates[len(rec.updates)-1]
	if last.Kind != talk.UpdateOver || !strings.Contains(last.Text, "wins") {
		t.Errorf("last update %+v, want the winner named", last)
	}
	var lasers, presses, steps int
	for _, l := range slices.Concat(li.Blinks()...) {
		switch {
		case l.Kind == device.Laser && l.Cell == (device.Cell{X: 1, Y: 3}):
			lasers++
		case l.Kind == device.Press && l.Cell == (device.Cell{X: 4, Y: 4}):
			presses++
		default:
			t.Errorf("light %+v: no such tile", l)
		}
	}
	for _, u := range rec.updates {
		if u.Kind == talk.UpdateStep && u.Event != nil {
			steps++
		}
	}
	// Three odd moves per turn; one press per turn.
	if lasers != 3*end.Turn || presses != end.Turn || steps == 0 {
		t.Errorf("%d turns: %d laser lights, %d press lights, %d steps", end.Turn, lasers, presses, steps)
	}
	if li.Offs() == 0 {
		t.Error("LEDs not put out at the end")
	}
}

// kinds are the updates of one kind among those shown.
var kinds = refereetest.Kinds

type displayFunc func(talk.Update)

func (f displayFunc) Show(u talk.Update) { f(u) }

// stateFromJSON is the position an update's State holds, on board b.
func stateFromJSON(t *testing.T, b *dr2d.Board, data json.RawMessage) *dr2d.State {
	t.Helper()
	var sj dr2d.StateJSON
	if err := json.Unmarshal(data, &sj); err != nil {
		t.Fatalf("the update's state: %v: %s", err, data)
	}
	var robots []dr2d.Robot
	for _, r := range sj.Robots {
		d, _ := dr2d.ParseDir(r.Facing)
		rb := dr2d.Robot{ID: r.ID, Cell: *r.Cell, Facing: d, PC: *r.PC, Left: r.Left}
		robots = append(robots, rb)
	}
	s := &dr2d.State{Board: b, Layout: sj.Layout - 1, Turn: sj.Turn, Robots: robots}
	for k, c := range sj.Laws {
		s.Laws[k[0]-'1'] = c
	}
	return s
}

// A table that differs from the ruling is named robot by robot, and read
// again until it is right.
func TestVerifyNamesMismatch(t *testing.T) {
	b := testBoard(t)
	start, _ := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7}})
	rec := &recorder{}
	game := &gamedr2d.DR2D{Board: b}
	ref := &referee.Referee[*dr2d.State]{Game: game, Displays: []talk.Display{rec}}
	var after *dr2d.State
	tb := &table{want: func() *dr2d.State { return after }, mistake: 1}
	ref.Table = tb
	game.Programs = programs{1: {Cartridge: dr2d.Cartridge{{Step: dr2d.Forward}}}}
	ref.Displays = append(ref.Displays, displayFunc(func(u talk.Update) {
		if u.Kind == talk.UpdateInstruct {
			after = stateFromJSON(t, b, u.State)
		}
	}))
	if _, err := ref.Step(context.Background(), start); err != nil {
		t.Fatal(err)
	}
	var verifies []talk.Update
	for _, u := range rec.updates {
		if u.Kind == talk.UpdateVerify {
			verifies = append(verifies, u)
		}
	}
	if len(verifies) != 2 || len(verifies[0].Problems) != 1 || len(verifies[1].Problems) != 0 {
		t.Fatalf("verify updates %+v: want one mismatch, then a match", verifies)
	}
	if p := verifies[0].Problems[0]; !strings.Contains(p, "robot 1: ruled [2,4] facing N, on the table at [2,4] facing E") {
		t.Errorf("mismatch %q", p)
	}

	// A table that stays wrong: the referee gives up, saying so.
	tb.mistake = 10
	_, err := ref.Step(context.Background(), after)
	if !errors.Is(err, referee.ErrTable) {
		t.Errorf("err = %v, want ErrTable", err)
	}
}

type programs map[int]dr2d.Program

func (p programs) Programs(ctx context.Context, turn int, robots []int) (map[int]dr2d.Program, error) {
	return p, nil
}

// A game resumed after a robot left the board still knows who won.
func TestResumedKnowsWhoLeft(t *testing.T) {
	b := testBoard(t)
	s, err := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{
		{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7},
		{ID: 2, Cell: dr2d.Cell{X: 4, Y: 5}, Facing: dr2d.North, PC: 7, Left: true, Laws: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	game := &gamedr2d.DR2D{Board: b}
	if w := game.Winner(s); w != "" {
		t.Fatalf("winner %q before anything", w)
	}
	game.Resumed(&gamedr2d.Resumed{States: []*dr2d.State{s, s}, Events: [][]dr2d.Event{{{Kind: dr2d.KindLeave, Robot: 2}}}})
	if w := game.Winner(s); w != "robot 2" {
		t.Errorf("winner %q, want robot 2", w)
	}
}

// programmerFunc is a Programmer calling a function.
type programmerFunc func(ctx context.Context, turn int, robots []int) (map[int]dr2d.Program, error)

func (f programmerFunc) Programs(ctx context.Context, turn int, robots []int) (map[int]dr2d.Program, error) {
	return f(ctx, turn, robots)
}

// TestProgramsEither: the phones give the programs of the robots they
// hold; the rest are asked of the keyboard, which cannot replace a
// phone's program.
func TestProgramsEither(t *testing.T) {
	phones := programmerFunc(func(ctx context.Context, turn int, robots []int) (map[int]dr2d.Program, error) {
		return map[int]dr2d.Program{2: {Cartridge: dr2d.Cartridge{{Step: dr2d.Forward}}}}, nil
	})
	var asked []int
	keyboard := programmerFunc(func(ctx context.Context, turn int, robots []int) (map[int]dr2d.Program, error) {
		asked = robots
		got := map[int]dr2d.Program{2: {}} // not asked: must not replace the phone's program
		for _, id := range robots {
			got[id] = dr2d.Program{SleepBefore: 1}
		}
		return got, nil
	})
	got, err := gamedr2d.ProgramsEither(phones, keyboard).Programs(context.Background(), 1, []int{1, 2, 3})
	if err != nil || fmt.Sprint(asked) != "[1 3]" || len(got) != 3 || got[2].Cartridge[0].Step != dr2d.Forward || got[1].SleepBefore != 1 || got[3].SleepBefore != 1 {
		t.Fatalf("ProgramsEither: %v %v, the keyboard asked for %v", got, err, asked)
	}
	alone, err := gamedr2d.ProgramsEither(phones, nil).Programs(context.Background(), 1, []int{1, 2})
	if err != nil || len(alone) != 1 {
		t.Errorf("ProgramsEither without a rest: %v %v", alone, err)
	}
}

// TestUndo: a turn played from a misread program is taken back while its
// table is checked ("undo"): the journal keeps it as undone, the table
// must show the position before it again, and the turn is played anew
// from the right program.
func TestUndo(t *testing.T) {
	b := testBoard(t)
	start, _ := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7}})
	j, err := journal.OpenJournal(t.TempDir() + "/j.db")
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	info, err := gamedr2d.KeepGame(j, "", gamedr2d.SetupFromState(strings.Split(testBoardText, "\n"), start))
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	game := &gamedr2d.DR2D{Board: b}
	shown := start // what the players leave on the table
	readies := []error{referee.ErrUndo, nil, nil}
	ref := &referee.Referee[*dr2d.State]{Game: game, Record: gamedr2d.Recorder(j, info.ID),
		Table: &table{want: func() *dr2d.State { return shown }},
		Ready: func(ctx context.Context, what string) error {
			err := readies[0]
			readies = readies[1:]
			return err
		},
		Displays: []talk.Display{rec, displayFunc(func(u talk.Update) {
			switch {
			case u.Kind == talk.UpdateInstruct:
				shown = stateFromJSON(t, b, u.State)
			case strings.Contains(u.Text, "undone"):
				shown = start
			}
		})}}
	misread, right := mustProgram(t, "F - - - -"), mustProgram(t, "F F - - -")
	given := []dr2d.Program{misread, right}
	game.Programs = programmerFunc(func(context.Context, int, []int) (map[int]dr2d.Program, error) {
		p := given[0]
		given = given[1:]
		return map[int]dr2d.Program{1: p}, nil
	})
	back, err := ref.Step(context.Background(), start)
	if err != nil || back != start {
		t.Fatalf("undo: %v, back to %v", err, back)
	}
	var undone *talk.Update
	for i, u := range rec.updates {
		if strings.Contains(u.Text, "turn 1 undone: put the pieces back") {
			undone = &rec.updates[i]
		}
	}
	if undone == nil || stateFromJSON(t, b, undone.State).Robots[0].Cell != (dr2d.Cell{X: 2, Y: 5}) {
		t.Fatalf("no update says turn 1 is undone with the position before it: %+v", undone)
	}
	if turns, _, err := gamedr2d.LastComplete(j, info.ID); err != nil || turns != 0 {
		t.Errorf("after the undo the journal's last turn is %d (%v), want 0", turns, err)
	}
	end, err := ref.Step(context.Background(), back)
	if err != nil || end.Robots[0].Cell != (dr2d.Cell{X: 2, Y: 3}) {
		t.Fatalf("turn 1 again: %v, robot 1 at %v", err, end.Robots[0].Cell)
	}
	res, err := gamedr2d.Resume(j, info.Name)
	if err != nil || len(res.States) != 2 || res.Last().Robots[0].Cell != (dr2d.Cell{X: 2, Y: 3}) {
		t.Fatalf("resume after the undo: %v", err)
	}
	gone, err := j.Undone(info.ID)
	if err != nil || len(gone) != 1 || gone[0].Step != 1 || !strings.Contains(string(gone[0].Input), `"moves":["F","-","-","-","-"]`) {
		t.Errorf("the undone turn kept: %+v %v", gone, err)
	}
	if err := j.UndoStep(info.ID, 5); !errors.Is(err, journal.ErrTurnOrder) {
		t.Errorf("undo a turn that is not the last: %v", err)
	}
}

// TestStartPreview: the referee shows what it knows of the game (DR2D: the
// board) before it waits for the table, so that the room and the phones
// may look and join before the start.
func TestStartPreview(t *testing.T) {
	b := testBoard(t)
	rec := &recorder{}
	game := &gamedr2d.DR2D{Board: b, BoardLines: strings.Split(testBoardText, "\n")}
	start, _ := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7}})
	var before []talk.Update // what was shown when the table was first read
	ref := &referee.Referee[*dr2d.State]{Game: game, Displays: []talk.Display{rec},
		Table: &table{want: func() *dr2d.State { return start }},
		Ready: func(context.Context, string) error {
			if before == nil {
				before = append([]talk.Update{}, rec.updates...)
			}
			return nil
		}}
	if _, err := ref.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(before) != 1 || before[0].Kind != talk.UpdatePreview || len(before[0].Board) == 0 || before[0].Seats != nil {
		t.Fatalf("shown before the table was read: %+v", before)
	}
	if last := rec.updates[len(rec.updates)-1]; last.Kind != talk.UpdateStart || fmt.Sprint(last.Seats) != "[robot 1]" {
		t.Errorf("the start: %+v", last)
	}
}

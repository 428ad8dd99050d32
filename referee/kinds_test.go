package referee_test

import (
	"context"
	"errors"
	"fmt"
	gamedr2d "mecanoid/game/dr2d"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/web"
	"mecanoid/tag"
	"mecanoid/vision"
)

// The engines' kinds, registered as the command that wires the games does
// (cmd/mecanoid/<game>.go): the errors below must keep the referee's kind
// over them.
func init() {
	fault.Register(dr2d.ErrSetup, fault.Setup)
	fault.Register(dr2d.ErrProgram, fault.Rule)
}

func TestSentinelKinds(t *testing.T) {
	for _, c := range []struct {
		err    error
		kind   fault.Kind
		status int
	}{
		{referee.ErrStopped, fault.Stopped, 1},
		{referee.ErrTable, fault.Table, 1},
		{referee.ErrCamera, fault.Table, 1},
		{gamedr2d.ErrSheets, fault.Table, 1},
		{web.ErrClosed, fault.Other, 1},
		{web.ErrRefused, fault.Other, 1}, // an HTTP error: it never ends a command
		// The referee's sentinel comes first, before the cause it wraps.
		{fmt.Errorf("%w: after 3 pictures: %w", referee.ErrTable, &vision.RescanError{}), fault.Table, 1},
		{fmt.Errorf("%w: %w", referee.ErrStopped, context.Canceled), fault.Stopped, 1},
	} {
		err := fmt.Errorf("x: %w", c.err)
		if k := fault.Of(err); k != c.kind {
			t.Errorf("%v: kind %v, want %v", c.err, k, c.kind)
		}
		if s := fault.ExitStatus(err); s != c.status {
			t.Errorf("%v: exit status %d, want %d", c.err, s, c.status)
		}
	}
}

// kindsTable shows one reading of the table, again and again.
type kindsTable struct{ st *vision.State }

func (t kindsTable) Look(context.Context) (*vision.State, error) { return t.st, nil }

// A table that gives no position to play is Table (exit 1), whatever the
// engine's sentinel in the error says: the files given are right.
func TestTableKinds(t *testing.T) {
	board, err := dr2d.ParseBoard("kinds.board", []byte("name Kinds\nsize 4x4\n1  .  2  3\n.  >  .  .\n.  .  .  .\n.  .  .  .\n"))
	if err != nil {
		t.Fatal(err)
	}
	robot := func(col, row int, facing string) vision.Piece {
		return vision.Piece{Tag: tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 1}, Label: "robot 1", Col: col, Row: row, Facing: facing}
	}
	law := vision.Piece{Tag: tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: 1}, Label: "law 1", Col: 2, Row: 2, Facing: "N"}
	start := func(pieces ...vision.Piece) error {
		ref := &referee.Referee[*dr2d.State]{Game: &gamedr2d.DR2D{Board: board}, Table: kindsTable{&vision.State{Pieces: pieces}}, Rescans: 1}
		_, err := ref.Start(context.Background())
		return err
	}
	for _, c := range []struct {
		name     string
		err      error
		msg      string
		sentinel error // still found in err
	}{
		{"law on a conveyor", start(robot(1, 4, "N"), law), "referee: the table's position: dr2d: invalid setup: law 1 at [2,2] is on a conveyor E tile; laws lie on neutral tiles (in every layout)", dr2d.ErrSetup},
		{"facing no side", start(robot(1, 4, "NE")), `referee: robot 1 faces "NE"`, nil},
		{"no robot", start(law), "referee: table: no robot on the board", referee.ErrTable},
	} {
		if c.err == nil || c.err.Error() != c.msg {
			t.Errorf("%s: err %v, want %q", c.name, c.err, c.msg)
		}
		if c.sentinel != nil && !errors.Is(c.err, c.sentinel) {
			t.Errorf("%s: %v does not wrap %v", c.name, c.err, c.sentinel)
		}
		if k := fault.Of(c.err); k != fault.Table {
			t.Errorf("%s: kind %v, want table", c.name, k)
		}
	}
}

// undecodable is a camera whose frames cannot be decoded.
type undecodable struct{}

func (undecodable) Next(context.Context) (vision.Frame, error) {
	return vision.Frame{}, fmt.Errorf("%w: f001.jpg: not a JPEG", vision.ErrUnreadable)
}
func (undecodable) Close() error { return nil }

// A frame file that cannot be decoded is bad input (exit 2, as
// docs/referee.md says), the file named; a camera's frame that cannot be
// decoded is a picture it did not give: the camera is opened again.
func TestUnreadableFrameKind(t *testing.T) {
	files := &referee.Camera{Source: undecodable{}, Scanner: &vision.Scanner{}}
	_, err := files.Look(context.Background())
	if !errors.Is(err, vision.ErrUnreadable) || err.Error() != "referee: vision: unreadable image: f001.jpg: not a JPEG" {
		t.Fatalf("err %v", err)
	}
	if k, status := fault.Of(err), fault.ExitStatus(err); k != fault.Input || status != 2 {
		t.Errorf("kind %v, exit %d; want input, 2", k, status)
	}
	opened := 0
	camera := &referee.Camera{Source: undecodable{}, Scanner: &vision.Scanner{},
		Open: func() (vision.Source, error) { opened++; return undecodable{}, nil }}
	if _, err := camera.Look(context.Background()); !errors.Is(err, referee.ErrCamera) {
		t.Errorf("a camera's undecodable frame: %v, want ErrCamera (asked again)", err)
	}
	if _, err := camera.Look(context.Background()); !errors.Is(err, referee.ErrCamera) || opened != 1 {
		t.Errorf("the camera is not opened again: %v, opened %d", err, opened)
	}
}

// A step the engine refuses in the middle of a game ends it as a failing
// table does (exit 1), not as a program file the engine refuses (exit 2).
func TestRefusedStepKinds(t *testing.T) {
	b := testBoard(t)
	s, err := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7}})
	if err != nil {
		t.Fatal(err)
	}
	ref := &referee.Referee[*dr2d.State]{Game: &gamedr2d.DR2D{Board: b, Programs: programs{1: {}, 9: {}}}}
	_, err = ref.Step(context.Background(), s)
	if !errors.Is(err, dr2d.ErrProgram) || err.Error() != "referee: turn 1: dr2d: invalid program: a program for robot 9, which is not in the game" {
		t.Errorf("DR2D: err %v", err)
	}
	if k := fault.Of(err); k != fault.Table {
		t.Errorf("DR2D: kind %v, want table", k)
	}

}

// failingRecorder is a journal that cannot keep anything.
type failingRecorder struct{ err error }

func (r failingRecorder) RecordStep(int, string, any, any) error                { return r.err }
func (r failingRecorder) RecordScan(int, string, *vision.State, []string) error { return r.err }
func (r failingRecorder) UndoStep(int) error                                    { return r.err }

// A step or a scan the journal cannot keep is the journal failing (exit
// 1), even when its sentinel is bad input where a command names a game.
func TestUnkeptKind(t *testing.T) {
	unknown := fmt.Errorf("journal: j.db: no game 3: %w", journal.ErrUnknownGame)
	ref := &referee.Referee[*dr2d.State]{Game: &gamedr2d.DR2D{Board: testBoard(t)}, Record: failingRecorder{unknown},
		Table: kindsTable{&vision.State{Pieces: []vision.Piece{{Tag: tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 1}, Col: 1, Row: 5, Facing: "N"}}}}}
	_, err := ref.Start(context.Background())
	if !errors.Is(err, journal.ErrUnknownGame) || err.Error() != unknown.Error() {
		t.Fatalf("err %v", err)
	}
	if k := fault.Of(err); k != fault.Journal {
		t.Errorf("kind %v, want journal", k)
	}
}

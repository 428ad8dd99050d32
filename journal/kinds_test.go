package journal_test

import (
	"errors"
	"fmt"
	gamedr2d "mecanoid/game/dr2d"
	gametiles "mecanoid/game/tiles"
	"mecanoid/journal"
	"os"
	"path/filepath"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/fault"
)

// The engine's kinds, registered as the command that wires DR2D does: an
// engine's error inside a journal's must not give its kind.
func init() {
	fault.Register(dr2d.ErrSetup, fault.Setup)
	fault.Register(dr2d.ErrProgram, fault.Rule)
}

func TestSentinelKinds(t *testing.T) {
	for _, c := range []struct {
		sentinel error
		kind     fault.Kind
		status   int
	}{
		{journal.ErrUnknownGame, fault.Input, 2},
		{gametiles.ErrUnknownWorld, fault.Input, 2},
		{journal.ErrGameName, fault.Input, 2},
		{journal.ErrNotJournal, fault.Journal, 1},
		{journal.ErrCorruptJournal, fault.Journal, 1},
		{journal.ErrNewerJournal, fault.Journal, 1},
		{journal.ErrDisagree, fault.Journal, 1},
		{journal.ErrTurnOrder, fault.Journal, 1},
		{journal.ErrGameOver, fault.Journal, 1},
		{journal.ErrBadRecord, fault.Journal, 1},
	} {
		err := fmt.Errorf("x: %w", c.sentinel)
		if k := fault.Of(err); k != c.kind {
			t.Errorf("%v: kind %v, want %v", c.sentinel, k, c.kind)
		}
		if s := fault.ExitStatus(err); s != c.status {
			t.Errorf("%v: exit status %d, want %d", c.sentinel, s, c.status)
		}
	}
}

// The journal's own errors, as they come, with the kind of their
// sentinel, not of the engine's error they carry.
func TestErrorKinds(t *testing.T) {
	notes := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(notes, []byte("not a journal"), 0o644); err != nil {
		t.Fatal(err)
	}
	j := openTemp(t)
	info, states := playDemo(t, j, "demo")
	setup, _ := demo(t)
	offBoard := setup
	offBoard.Robots = append([]dr2d.RobotJSON{}, setup.Robots...)
	offBoard.Robots[0].Cell = &dr2d.Cell{X: 99, Y: 1}
	for _, c := range []struct {
		name  string
		err   error
		kind  fault.Kind
		wraps error // the engine's error, still inside
	}{
		{"not a journal", func() error { _, err := journal.OpenJournal(notes); return err }(), fault.Journal, nil},
		{"no such game", func() error { _, err := j.FindKept("", "nosuch"); return err }(), fault.Input, nil},
		{"no such world", func() error { _, err := gametiles.ResumeWorld(j, "nosuch"); return err }(), fault.Input, nil},
		{"name taken", func() error { _, err := gamedr2d.KeepGame(j, "demo", setup); return err }(), fault.Input, nil},
		{"setup the engine refuses", func() error { _, err := gamedr2d.KeepGame(j, "", offBoard); return err }(), fault.Journal, dr2d.ErrSetup},
		{"turn repeated", gamedr2d.CompleteTurn(j, info.ID, 1, dr2d.TurnJSON{}, states[1].JSON()), fault.Journal, nil},
	} {
		if c.err == nil || c.wraps != nil && !errors.Is(c.err, c.wraps) {
			t.Errorf("%s: err %v, want one wrapping %v", c.name, c.err, c.wraps)
			continue
		}
		if k := fault.Of(c.err); k != c.kind {
			t.Errorf("%s: kind %v, want %v (%v)", c.name, k, c.kind, c.err)
		}
	}

	// Programs the engine refuses, stored: the journal and the engine
	// disagree, whatever the engine says of the programs.
	if _, err := journal.DB(j).Exec(`UPDATE steps SET input = '{"cartridges":[{"robot":9,"moves":["F","F","F","F","F"]}]}' WHERE step = 1`); err != nil {
		t.Fatal(err)
	}
	_, err := gamedr2d.Resume(j, "demo")
	if !errors.Is(err, dr2d.ErrProgram) {
		t.Fatalf("disagree: %v does not carry the engine's error", err)
	}
	if k := fault.Of(err); k != fault.Journal {
		t.Errorf("disagree: kind %v, want journal (%v)", k, err)
	}
}

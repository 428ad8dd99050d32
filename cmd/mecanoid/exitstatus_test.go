package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/vision/synth"
)

// TestExitStatusByKind: command lines across the kinds of error, each with
// the kind its error carries and the exit status fault.ExitStatus makes of
// it. The engines' errors come back as the engines made them: their kinds
// are registered by the games' files.
func TestExitStatusByKind(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	badMap := write("syntax.leds", "laser [1,1] GPIO17\nlaser [2,1]\n")
	twiceMap := write("twice.leds", "laser [1,1] GPIO17\nlaser [2,1] GPIO17\n")
	offMap := write("off.leds", "laser [40,1] GPIO17\n")
	notJournal := write("notes.txt", "not a journal")
	ph, err := synth.Generate(synth.Options{Category: synth.Categories[0], Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	board := write("photo.board", ph.Truth.BoardText)
	photo := filepath.Join(dir, "photo.jpg")
	if err := os.WriteFile(photo, ph.JPEG, 0o644); err != nil {
		t.Fatal(err)
	}

	for _, c := range []struct {
		args   []string
		kind   fault.Kind
		status int
	}{
		{[]string{"resolve", "../../games/factory-demo.json"}, fault.Other, 0},
		{[]string{"resolve"}, fault.Usage, 2},
		{[]string{"resolve", "--frobnicate", "x.json"}, fault.Usage, 2},
		{[]string{"print", "board", "testdata/small.board", "--tile", "1"}, fault.Usage, 2},
		{[]string{"tiles", "move", "Aldo", "north", "x"}, fault.Usage, 2},
		{[]string{"resolve", "no/such/game.json"}, fault.Input, 2},
		{[]string{"tiles", "show", "--journal", notJournal}, fault.Input, 2},
		{[]string{"resolve", "testdata/bad/truncated.json"}, fault.Parse, 2},
		{[]string{"print", "board", "testdata/bad/unknown-tile.board"}, fault.Parse, 2},
		{[]string{"resolve", "testdata/hexprog/bad-program.json"}, fault.Parse, 2},
		{[]string{"leds", "test", "--gpio", badMap}, fault.Parse, 2},
		{[]string{"resolve", "testdata/bad/law-on-conveyor.json"}, fault.Setup, 2},
		{[]string{"resolve", "testdata/skirmish/bad-map.json"}, fault.Setup, 2},
		{[]string{"leds", "test", "--gpio", twiceMap}, fault.Setup, 2},
		{[]string{"leds", "test", "--gpio", offMap, "--board", "testdata/small.board"}, fault.Setup, 2},
		{[]string{"resolve", "testdata/bad/missing-cartridge.json"}, fault.Rule, 2},
		{[]string{"resolve", "../../games/netzwerk/illegal-backward.json"}, fault.Rule, 2},
		{[]string{"resolve", "testdata/skirmish/bad-range.json"}, fault.Rule, 2},
		{[]string{"scan", photo, "--board", board, "--robots", "9"}, fault.Rescan, 3},
	} {
		err := runCommand(t, c.args)
		if k := fault.Of(err); k != c.kind {
			t.Errorf("%v: kind %v, want %v (%v)", c.args, k, c.kind, err)
		}
		if code, _, stderr := runCLI(c.args...); code != c.status {
			t.Errorf("%v: exit %d, want %d: %s", c.args, code, c.status, stderr)
		}
	}

	for _, c := range []struct {
		args   []string
		status int
	}{
		{nil, 2},
		{[]string{"help"}, 0},
		{[]string{"frobnicate"}, 2},
	} {
		if code, _, stderr := runCLI(c.args...); code != c.status {
			t.Errorf("%v: exit %d, want %d: %s", c.args, code, c.status, stderr)
		}
	}
}

// runCommand runs a command as run does, but gives its error.
func runCommand(t *testing.T, args []string) error {
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(args[1:], io.Discard)
		}
	}
	t.Fatalf("no command %q", args[0])
	return nil
}

// TestLegacyExitStatus: the commands not yet written with fault exit as
// they did: an engine's error they return unwrapped is a failure (1), not
// bad input; the kinds their helpers give explicitly still count.
func TestLegacyExitStatus(t *testing.T) {
	startErr := fmt.Errorf("referee: the table's position: %w", &dr2d.SetupError{Law: 2, Msg: "law 2 at [2,2] is on a conveyor E tile"})
	for _, c := range []struct {
		err          error
		legacy, next int // legacyExitStatus, fault.ExitStatus
	}{
		{nil, 0, 0},
		{startErr, 1, 2},
		{usageError{"--first 3: players are 1 and 2"}, 2, 2},
		{inputError{startErr}, 2, 2},
		{fmt.Errorf("board: %w", explicitKind(startErr)), 2, 2},
		{fault.E(fault.Rescan, startErr), 3, 3},
	} {
		if got := legacyExitStatus(c.err); got != c.legacy {
			t.Errorf("legacyExitStatus(%v) = %d, want %d", c.err, got, c.legacy)
		}
		if got := fault.ExitStatus(c.err); got != c.next {
			t.Errorf("fault.ExitStatus(%v) = %d, want %d", c.err, got, c.next)
		}
	}
	if msg := (usageError{"x"}).Error(); msg != "x" {
		t.Errorf("usageError prints %q", msg)
	}
}

package cli

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/tag"
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
		{[]string{"resolve", "../examples/factory-demo.json"}, fault.Other, 0},
		{[]string{"resolve"}, fault.Usage, 2},
		{[]string{"resolve", "--frobnicate", "x.json"}, fault.Usage, 2},
		{[]string{"print", "board", "testdata/small.board", "--tile", "1"}, fault.Usage, 2},
		{[]string{"tiles", "move", "Aldo", "north", "x"}, fault.Usage, 2},
		{[]string{"resolve", "no/such/game.json"}, fault.Input, 2},
		{[]string{"tiles", "show", "--journal", notJournal}, fault.Input, 2},
		{[]string{"resolve", "testdata/bad/truncated.json"}, fault.Parse, 2},
		{[]string{"print", "board", "testdata/bad/unknown-tile.board"}, fault.Parse, 2},
		{[]string{"resolve", "../game/hexprog/testdata/bad-program.json"}, fault.Parse, 2},
		{[]string{"leds", "test", "--gpio", badMap}, fault.Parse, 2},
		{[]string{"resolve", "testdata/bad/law-on-conveyor.json"}, fault.Setup, 2},
		{[]string{"resolve", "../game/skirmish/testdata/bad-map.json"}, fault.Setup, 2},
		{[]string{"leds", "test", "--gpio", twiceMap}, fault.Setup, 2},
		{[]string{"leds", "test", "--gpio", offMap, "--board", "testdata/small.board"}, fault.Setup, 2},
		{[]string{"resolve", "testdata/bad/missing-cartridge.json"}, fault.Rule, 2},
		{[]string{"resolve", "../examples/netzwerk/illegal-backward.json"}, fault.Rule, 2},
		{[]string{"resolve", "../game/skirmish/testdata/bad-range.json"}, fault.Rule, 2},
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

// TestTableFailureExits1: what goes wrong at the table, the engine's
// refusal inside, is the table's failure (exit 1), not bad input: a law
// the camera sees on a conveyor at the start, a signal of a replayed list
// the engine refuses mid-game. A frame file that is no picture is bad
// input (exit 2, as docs/referee.md says), at the referee as in the demo.
func TestTableFailureExits1(t *testing.T) {
	dir := t.TempDir()
	boardFile := "../boards/demo.board"
	text, _ := os.ReadFile(boardFile)
	b, err := dr2d.ParseBoard(boardFile, text)
	if err != nil {
		t.Fatal(err)
	}
	// A: law 1 seen on the conveyor at [3,2].
	lawOnBelt := filepath.Join(dir, "law-on-belt")
	os.Mkdir(lawOnBelt, 0o755)
	ps := []synth.Placement{{Payload: tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 1}.String(), Col: 1, Row: 6, Facing: "N"},
		{Payload: tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: 1}.String(), Col: 3, Row: 2, Facing: "N"}}
	for i, c := range b.Laws[1:] {
		ps = append(ps, synth.Placement{Payload: tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: i + 2}.String(), Col: c.X, Row: c.Y, Facing: "N"})
	}
	easy, _ := synth.CategoryByName("easy")
	ph, err := synth.Generate(synth.Options{Category: easy, Seed: 5, BoardText: string(text), Pieces: ps})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"1.jpg", "2.jpg", "3.jpg"} {
		os.WriteFile(filepath.Join(lawOnBelt, n), ph.JPEG, 0o644)
	}
	// B: a frame that is no picture.
	garbage := filepath.Join(dir, "garbage")
	os.Mkdir(garbage, 0o755)
	os.WriteFile(filepath.Join(garbage, "1.jpg"), []byte("not a jpeg"), 0o644)
	// C: a signals list the engine refuses in round 2.
	signals := filepath.Join(dir, "signals.json")
	os.WriteFile(signals, []byte(`[{"round": 2, "robot": 99, "step": 1}]`), 0o644)
	// D: the demo's table photos, one no picture.
	demoFrames := filepath.Join(dir, "demo")
	os.MkdirAll(filepath.Join(demoFrames, "table"), 0o755)
	os.MkdirAll(filepath.Join(demoFrames, "sheets"), 0o755)
	os.WriteFile(filepath.Join(demoFrames, "table", "f000.jpg"), []byte("not a jpeg"), 0o644)
	os.WriteFile(filepath.Join(demoFrames, "sheets", "s000.jpg"), []byte("not a jpeg"), 0o644)

	for _, c := range []struct {
		args []string
		want int
	}{
		{[]string{"referee", "--board", boardFile, "--camera", lawOnBelt, "--journal", filepath.Join(dir, "a.db"), "--no-wait", "--web", ""}, 1},
		{[]string{"referee", "--board", boardFile, "--camera", garbage, "--journal", filepath.Join(dir, "b.db"), "--no-wait", "--web", ""}, 2},
		{[]string{"referee", "--game", "hexprog", "--setup", "../examples/hexprog/duel.json", "--signals", signals, "--camera", "../examples/hexprog/frames/duel",
			"--no-wait", "--web", "", "--journal", filepath.Join(dir, "c.db")}, 1},
		{[]string{"demo", "--board", boardFile, "--frames", demoFrames, "--web", "", "--pace", "0"}, 2},
	} {
		code, _, stderr := runCLI(c.args...)
		t.Logf("%v: exit %d: %s", c.args[:3], code, stderr)
		if code != c.want {
			t.Errorf("%v: exit %d, want %d: %s", c.args, code, c.want, stderr)
		}
	}
}

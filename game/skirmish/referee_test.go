package skirmish

import (
	"encoding/json"
	"fmt"
	"image"
	"mecanoid/cli/clitest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"mecanoid/calibration"
	rules "mecanoid/engine/skirmish"
	"mecanoid/journal"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// The bundled skirmish frames (examples/skirmish/frames/crossing): photos of
// the table made by vision/synth, "easy" category, 1280x960 grey JPEG,
// one per look of the referee at examples/skirmish/crossing.json: f000 the
// setup, then fNNN the table after turn NNN (21 turns: Bruno's commander
// falls in round 11). Robots in a garage or destroyed are off the table.
// `go test ./cmd/mecanoid -run TestRefereeSkirmish -update` makes them
// again.
const (
	skirGame   = "../../examples/skirmish/crossing.json"
	skirFrames = "../../examples/skirmish/frames/crossing"
	// skirQuality is the JPEG quality of the bundled frames: the smallest
	// bundle that still reads with a margin.
	skirQuality = 70
)

func readSkirGame(t *testing.T, file string) (*rules.Game, []*rules.State) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.ParseGame(file, data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	states, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return g, states
}

// writeSkirFrame photographs position s into dir/name (writeFrame).
func writeSkirFrame(t *testing.T, dir, name string, s *rules.State, seed uint64) int {
	t.Helper()
	easy, _ := synth.CategoryByName("easy")
	l := Layout(s.Map)
	return clitest.WriteFrame(t, dir, name, seed, skirQuality, 2, func(seed uint64) (image.Image, float64) {
		ph, err := GeneratePhoto(PhotoOptions{Category: easy, Seed: seed, Map: s.Map, Robots: PhotoPosition(s)})
		if err != nil {
			t.Fatal(err)
		}
		return ph.Image, ph.Truth.MinModulePx
	}, func(img image.Image) bool {
		sc := &vision.Scanner{Game: TagCode, Board: l.Board(tag.DefaultMarkers), Layout: l, Settings: calibration.Settings{TagHeight: 30}}
		st, err := sc.Scan(img)
		if err != nil {
			return false
		}
		seen, wrong := SkirmishSeen(l, st)
		return len(wrong) == 0 && len(SkirmishMismatch(s, seen)) == 0
	})
}

// TestRefereeSkirmishBundledGame referees the crossing game at the table
// from the bundled frames, its turns replayed from the game file: every
// turn resolved and the table checked on the first picture, Alice wins
// when Bruno's commander falls in round 11, and the journal's game and
// the last position are those `mecanoid resolve --json` gives for the
// same file.
func TestRefereeSkirmishBundledGame(t *testing.T) {
	_, states := readSkirGame(t, skirGame)
	if *update {
		if err := os.RemoveAll(skirFrames); err != nil {
			t.Fatal(err)
		}
		total := 0
		for i, s := range states {
			total += writeSkirFrame(t, skirFrames, fmt.Sprintf("f%03d.jpg", i), s, uint64(1000+100*i))
		}
		t.Logf("%d frames, %d bytes", len(states), total)
	}
	journalFile := filepath.Join(t.TempDir(), "j.db")
	code, out, errs := clitest.Run("referee", "--game", "skirmish", "--setup", skirGame, "--actions", skirGame, "--camera", skirFrames,
		"--no-wait", "--web", "", "--journal", journalFile)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	// The first line is the game's header, the table checked after it.
	if !strings.HasPrefix(out, "== Skirmish on La traversée (24 plots, 33 bridges): Alice against Bruno, 6 robots on the map; round 1, Alice to play\n") {
		t.Errorf("the run does not begin with the game's header:\n%.500s", out)
	}
	if n := strings.Count(out, "\n== turn "); n != 21 {
		t.Errorf("%d turns", n)
	}
	if n := strings.Count(out, "the table matches the ruling"); n != 22 { // the start and each turn
		t.Errorf("the table checked %d times", n)
	}
	if !strings.Contains(out, "\n== Alice wins: Bruno's commander, robot 11, was destroyed; game over in round 11 (robots left: Alice 2, Bruno 0; lost: Alice 4, Bruno 6; wounded: Alice 1, Bruno 0)") {
		t.Errorf("no winner:\n%s", out)
	}
	for _, bad := range []string{"refused", "cannot read the table", "does not match"} {
		if strings.Contains(out, bad) {
			t.Errorf("%q in a clean game:\n%s", bad, out)
		}
	}
	if !strings.Contains(out, "move the pieces:\n  robot 2 (Soldat): from plot A2 to plot A4\n") {
		t.Errorf("turn 1's moves:\n%s", out)
	}

	// The same file resolved.
	code, res, errs := clitest.Run("resolve", "--json", skirGame)
	if code != 0 {
		t.Fatalf("resolve: exit %d: %s", code, errs)
	}
	var resolved struct {
		Turns []struct {
			Actions []string
			State   rules.StateJSON
		}
		Final rules.StateJSON
	}
	if err := json.Unmarshal([]byte(res), &resolved); err != nil {
		t.Fatal(err)
	}
	j, err := journal.OpenJournal(journalFile)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	kept, err := j.Kept(1)
	if err != nil {
		t.Fatal(err)
	}
	if !kept.Info.Over || kept.Info.Winner != "Alice" || kept.Kind != "skirmish" || len(kept.Steps) != len(resolved.Turns) {
		t.Fatalf("journal: %+v, %d steps, resolve %d turns", kept.Info, len(kept.Steps), len(resolved.Turns))
	}
	for i, st := range kept.Steps {
		var tj rules.TurnJSON
		var sj rules.StateJSON
		if json.Unmarshal(st.Input, &tj) != nil || json.Unmarshal(st.Result, &sj) != nil {
			t.Fatalf("step %d: %s %s", st.Step, st.Input, st.Result)
		}
		if !reflect.DeepEqual(sj, resolved.Turns[i].State) || len(tj.Actions) != len(resolved.Turns[i].Actions) {
			t.Errorf("turn %d: the journal has %+v, resolve %+v", i+1, sj, resolved.Turns[i].State)
		}
	}
	var last rules.StateJSON
	json.Unmarshal(kept.Steps[len(kept.Steps)-1].Result, &last)
	if !reflect.DeepEqual(last, resolved.Final) || last.Result == nil || last.Result.Team != "Alice" {
		t.Errorf("the last position differs from resolve's final:\n%+v\n%+v", last, resolved.Final)
	}

	// The bundle stays small: one frame per look, at most 3 MB in all.
	files, _ := filepath.Glob(filepath.Join(skirFrames, "*.jpg"))
	size := int64(0)
	for _, f := range files {
		if fi, err := os.Stat(f); err == nil {
			size += fi.Size()
		}
	}
	if len(files) != len(states) || size > 3<<20 {
		t.Errorf("%d frames, %d bytes", len(files), size)
	}
}

// TestRefereeSkirmishStopped: the frames of the first two looks only; the
// referee plays turns 1 and 2, runs out of pictures while checking the
// table after turn 2, and writes the position after turn 2 (kept in the
// journal) as a game file to go on from, which reads back to it.
func TestRefereeSkirmishStopped(t *testing.T) {
	_, states := readSkirGame(t, skirGame)
	dir := t.TempDir()
	code, out, errs := clitest.Run("referee", "--game", "skirmish", "--actions", skirGame, "--camera",
		filepath.Join(skirFrames, "f000.jpg")+","+filepath.Join(skirFrames, "f001.jpg"), "--no-wait", "--web", "", "--journal", filepath.Join(dir, "j.db"))
	if code == 0 {
		t.Fatalf("exit 0 with frames missing:\n%s", out)
	}
	if !strings.Contains(out, "stopped before turn 3 (round 2, Alice to play): to go on, leave the table as it is and run again with --resume (the journal keeps the game), or with --setup ") {
		t.Fatalf("no way to go on:\n%s\n%s", out, errs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "skirmish-*-turn-3.json"))
	if len(files) != 1 {
		t.Fatalf("position files %v", files)
	}
	g, _ := readSkirGame(t, files[0])
	if !reflect.DeepEqual(g.Setup.JSON(), states[2].JSON()) {
		t.Errorf("the position to go on from:\n%+v\nwant\n%+v", g.Setup.JSON(), states[2].JSON())
	}
	j, err := journal.OpenJournal(filepath.Join(dir, "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if kept, err := j.Kept(1); err != nil || len(kept.Steps) != 2 || kept.Info.Over {
		t.Errorf("journal: %+v, %v", kept, err)
	}
}

// TestRefereeSkirmishTyped: Alice types her turn at the keyboard; the
// first try moves robot 2 three bridges (speed 2) and is refused with the
// rule; the second is played and the table checked; Bruno's turn finds no
// more input and the run stops with the position after turn 1.
func TestRefereeSkirmishTyped(t *testing.T) {
	clitest.Typed(t, strings.NewReader("call 4 A1; 2: A5\n"+
		"call 4 A1; call 5 B2; 2: A4 fire mitrailleuse 13 fire mitrailleuse 13; 3: B4; 4: A2\n"))
	dir := t.TempDir()
	code, out, _ := clitest.Run("referee", "--game", "skirmish", "--setup", skirGame, "--camera",
		filepath.Join(skirFrames, "f000.jpg")+","+filepath.Join(skirFrames, "f001.jpg"), "--no-wait", "--web", "", "--journal", filepath.Join(dir, "j.db"))
	if code == 0 {
		t.Fatalf("exit 0:\n%s", out)
	}
	clitest.WantOutput(t, out,
		`Alice, your turn's calls and actions, separated by ";"`,
		`refused (rule: too far): action 2 ("2: A5"): robot 2 (Soldat) cannot move from A2 to A5: 3 bridges, and it has 2 left of its speed 2; nothing was played, give the whole turn again`,
		"robot 13 (Éclaireur): destroyed on plot B5: take it off the map",
		"the table matches the ruling",
		"Bruno, your turn's",
		"stopped before turn 2 (round 1, Bruno to play)",
	)
}

// TestRefereeSkirmishBadInput: no setup, a setup that does not read (the
// error names the file and the field), a stray argument: exit 2.
func TestRefereeSkirmishBadInput(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"game": "skirmish", "map": "x.map", "teams": []}`), 0o644)
	clitest.WantUsage(t, []string{"referee", "--game", "skirmish", "--web", "", "--no-wait"}, []clitest.UsageCase{
		{Args: []string{"--camera", skirFrames}, Says: "needs --setup GAME.json"},
		{Args: []string{"--setup", bad, "--camera", skirFrames}, Says: "bad.json:1:29: map: map file"},
		{Args: []string{"--setup", skirGame, "--camera", skirFrames, "extra"}, Says: `unexpected argument "extra"`},
		{Args: []string{"--setup", skirGame, "--tag", "5"}, Says: "--tag 5"},
	})
}

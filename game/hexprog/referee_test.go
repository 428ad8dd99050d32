package hexprog

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
	rules "mecanoid/engine/hexprog"
	"mecanoid/journal"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// The bundled frames of the hex programming game
// (examples/hexprog/frames/duel): photos of the table made by vision/synth,
// "easy" category, 1600x1200, grey JPEG at quality 70, for the positions of
// examples/hexprog/duel.json: f000 the start, then fNNN the table after round
// NNN, to the end of the game in round 28. `go test ./cmd/mecanoid -run
// TestRefereeHexProg -update` makes them again.
const (
	hexFrames = "../../examples/hexprog/frames/duel"
	duelFile  = "../../examples/hexprog/duel.json"
)

func duelStates(t *testing.T) (*rules.Game, []*rules.State) {
	t.Helper()
	g, err := readHexGame(duelFile)
	if err != nil {
		t.Fatal(err)
	}
	states, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return g, states
}

// writeHexFrame photographs position s into dir/name (writeFrame): the
// photo reads back s's robots.
func writeHexFrame(t *testing.T, dir, name string, s *rules.State, seed uint64) int {
	t.Helper()
	easy, _ := synth.CategoryByName("easy")
	robots := PhotoRobotsOf(s)
	l := Layout(s.Board, 0)
	return clitest.WriteFrame(t, dir, name, seed, 70, 1.65, func(seed uint64) (image.Image, float64) {
		ph, err := GeneratePhoto(PhotoOptions{Category: easy, Seed: seed, Board: s.Board, Robots: robots})
		if err != nil {
			t.Fatal(err)
		}
		return ph.Image, ph.Truth.MinModulePx
	}, func(img image.Image) bool {
		sc := &vision.Scanner{Game: TagCode, Board: l.Area(tag.DefaultMarkers), Layout: l, TagSize: TagSize,
			Settings: calibration.Settings{TagHeight: 30}}
		st, err := sc.Scan(img)
		return err == nil && len(HexMismatches(s, st)) == 0
	})
}

// TestRefereeHexProgBundledDuel referees the duel from the bundled frames,
// its signals replayed from the game file: every round played and the
// table checked, and the winner and the round are those `mecanoid resolve`
// gives for the same file; the journal keeps the game, which exports as a
// game file replaying to the same end.
func TestRefereeHexProgBundledDuel(t *testing.T) {
	_, states := duelStates(t)
	if *update {
		if err := os.RemoveAll(hexFrames); err != nil {
			t.Fatal(err)
		}
		total := 0
		for i, s := range states {
			total += writeHexFrame(t, hexFrames, fmt.Sprintf("f%03d.jpg", i), s, uint64(1000+100*i))
		}
		t.Logf("%d frames, %d KB", len(states), total/1024)
	}
	files, err := filepath.Glob(filepath.Join(hexFrames, "*.jpg"))
	if err != nil || len(files) != len(states) {
		t.Fatalf("%d frames for %d positions: %v", len(files), len(states), err)
	}
	size := int64(0)
	for _, f := range files {
		fi, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		size += fi.Size()
	}
	if size > 3<<20 {
		t.Errorf("the bundle holds %d KB; at most 3 MB a game", size/1024)
	}

	// What resolve says of the same file.
	code, res, errs := clitest.Run("resolve", "--json", duelFile)
	if code != 0 {
		t.Fatalf("resolve: exit %d: %s", code, errs)
	}
	var resolved struct{ Final rules.StateJSON }
	if err := json.Unmarshal([]byte(res), &resolved); err != nil {
		t.Fatal(err)
	}
	fin := resolved.Final
	if !fin.Over || len(fin.Winners) != 1 {
		t.Fatalf("resolve: %+v", fin)
	}
	round := fin.Round
	if fin.Next > 0 {
		round++ // ended during that round
	}
	winner := fin.Players[fin.Winners[0]-1].Name

	journalFile := filepath.Join(t.TempDir(), "j.db")
	code, out, errs := clitest.Run("referee", "--game", "hexprog", "--setup", duelFile, "--signals", duelFile,
		"--camera", hexFrames, "--no-wait", "--web", "", "--journal", journalFile)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if want := fmt.Sprintf("\n== %s wins; game over in round %d\n", winner, round); !strings.Contains(out, want) || winner != "Violet" || round != 28 {
		t.Errorf("want %q (resolve: %s, round %d):\n%s", want, winner, round, out)
	}
	if !strings.Contains(out, "== hex programming game on Arena: 4 robots\n  robot 1 (Hunter) of Vert on [2,1] facing S (4)\n") {
		t.Errorf("start not read:\n%s", out[:min(len(out), 600)])
	}
	if n := strings.Count(out, "\n== round "); n != 28 {
		t.Errorf("%d rounds", n)
	}
	if n := strings.Count(out, "the table matches the ruling"); n != 28 {
		t.Errorf("%d rounds checked on the table", n)
	}
	if !strings.Contains(out, "round 13: signals from the game file: R4 5") {
		t.Errorf("round 13's signal not played")
	}
	if strings.Contains(out, "does not show") || strings.Contains(out, "cannot read the table") {
		t.Errorf("a doubt or a mismatch in a clean game:\n%s", out)
	}
	j, err := journal.OpenJournal(journalFile)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	games, err := j.KeptGames("hexprog")
	if err != nil || len(games) != 1 || !games[0].Over || games[0].Winner != "Violet" {
		t.Fatalf("journal: %+v, %v", games, err)
	}
	data, err := exportKeptHexProg(j, games[0])
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.ParseGame("exported", data, nil)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	replayed, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(replayed[len(replayed)-1].JSON(), fin) || !reflect.DeepEqual(g.File.Signals, []rules.SignalJSON{{Round: 13, Robot: 4, Step: 5}}) {
		t.Errorf("the exported game ends %+v", replayed[len(replayed)-1].JSON())
	}
}

// TestRefereeHexProgAsks: without --signals the players are asked at the
// keyboard from round 2 on; a signal for another player's robot is refused
// with the reason and asked again; stopped after --rounds 2, the referee
// writes the position beside the journal and says how to go on, and that
// file starts a game again.
func TestRefereeHexProgAsks(t *testing.T) {
	_, states := duelStates(t)
	clitest.Typed(t, strings.NewReader("R3 2\nnone\nnone\n"))
	dir := t.TempDir()
	journalFile := filepath.Join(dir, "j.db")
	code, out, errs := clitest.Run("referee", "--game", "hexprog", "--setup", duelFile, "--rounds", "2",
		"--camera", hexFrames, "--no-wait", "--web", "", "--journal", journalFile)
	if code != 1 || !strings.Contains(errs, "no end after 2 rounds") {
		t.Errorf("exit %d, %q: want stopped after 2 rounds", code, errs)
	}
	clitest.WantOutput(t, out,
		"round 1: the robots play their programs (no signal can be opened in round 1)",
		`round 2: radio signals, in secret (Vert 5 left, Violet 5 left)`,
		"Vert, a radio signal for one of your robots",
		"robot 3 belongs to Violet: a player signals his own robots",
		"stopped after round 2: to go on, leave the robots as they stand and run again with --resume (the journal keeps the game), or with --setup "+filepath.Join(dir, "hexprog-"),
	)
	saved, _ := filepath.Glob(filepath.Join(dir, "hexprog-*-round-2.json"))
	if len(saved) != 1 {
		t.Fatalf("saved: %v", saved)
	}
	g, err := readHexGame(saved[0])
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g.Setup.JSON(), states[2].JSON()) {
		t.Errorf("saved %+v, want %+v", g.Setup.JSON(), states[2].JSON())
	}
}

func TestRefereeHexProgUsage(t *testing.T) {
	clitest.WantUsage(t, nil, []clitest.UsageCase{
		{Args: []string{"referee", "--game", "hexprog"}, Says: "needs --setup GAME.json"},
		{Args: []string{"referee", "--game", "hexprog", "--setup", duelFile, "--tag", "5"}, Says: "--tag 5"},
		{Args: []string{"referee", "--game", "hexprog", "--setup", duelFile, "--hex", "10"}, Says: "hexes of 10 mm"},
		{Args: []string{"referee", "--game", "hexprog", "--setup", duelFile, "extra"}, Says: `unexpected argument "extra"`},
	})
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`[{"round": 1, "robot": 3, "step": 2}]`), 0o644)
	code, _, errs := clitest.Run("referee", "--game", "hexprog", "--setup", duelFile, "--signals", bad, "--web", "")
	if code != 2 || !strings.Contains(errs, "round 1: signals are opened from round 2 on") {
		t.Errorf("exit %d, %q", code, errs)
	}
}

// TestKeptDisagrees: a kept game whose stored position is not what its
// replay gives is refused by export and resume, naming the step.
func TestKeptDisagrees(t *testing.T) {
	_, states := duelStates(t)
	journalFile := filepath.Join(t.TempDir(), "j.db")
	j, err := journal.OpenJournal(journalFile)
	if err != nil {
		t.Fatal(err)
	}
	info, err := j.NewKept("hexprog", "bent", rules.NewGameFile(states[0], nil))
	if err != nil {
		t.Fatal(err)
	}
	if err := j.AddKeptStep(info.ID, 1, "", []rules.SignalJSON{}, states[1].JSON()); err != nil {
		t.Fatal(err)
	}
	if err := j.AddKeptStep(info.ID, 2, "", []rules.SignalJSON{}, states[3].JSON()); err != nil { // not round 2's
		t.Fatal(err)
	}
	j.Close()
	if code, _, errs := clitest.Run("export", "--journal", journalFile, "bent"); code != 2 || !strings.Contains(errs, "game bent: round 2: the kept position is not the replay's") {
		t.Errorf("export: exit %d %s", code, errs)
	}
	if code, _, errs := clitest.Run("referee", "--game", "hexprog", "--resume", "--journal", journalFile, "--web", "", "--camera", clitest.FrameRange(hexFrames, 2, 2)); code != 2 || !strings.Contains(errs, "round 2: the kept position is not the replay's") {
		t.Errorf("resume: exit %d %s", code, errs)
	}
}

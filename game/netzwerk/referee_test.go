package netzwerk

import (
	"encoding/json"
	"fmt"
	"image"
	"mecanoid/cli/clitest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/journal"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// The bundled Netzwerk frames (examples/netzwerk/frames): photos of the table
// made by vision/synth, "easy" category, for the positions of
// examples/netzwerk/demo.json (game/: the start, then the table after each
// turn) and examples/netzwerk/illegal-backward.json (illegal/: the position
// after turn 4, the illegal turn 5, the pieces put back, then demo.json's
// turn 5). `go test ./cmd/mecanoid -run TestRefereeNetzwerk -update`
// makes them again.
const netzFrames = "../../examples/netzwerk/frames"

func readNetzGame(t *testing.T, file string) (*rules.Game, []*rules.State) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../../examples/netzwerk", file))
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.ParseGame(file, data)
	if err != nil {
		t.Fatal(err)
	}
	states, _, _, _ := g.Replay() // illegal-backward.json stops at its turn 5
	return g, states
}

// netzIllegalPosition is the table after illegal-backward.json's last
// turn, played on it as written: each robot where the turn puts it, a
// robot on its way captured.
func netzIllegalPosition(t *testing.T) (before, after *rules.State) {
	g, states := readNetzGame(t, "illegal-backward.json")
	before = states[len(states)-1]
	if len(states) != len(g.File.Turns) {
		t.Fatalf("illegal-backward.json: %d legal turns of %d", len(states)-1, len(g.File.Turns))
	}
	ps := before.Pieces()
	for _, text := range g.File.Turns[len(g.File.Turns)-1] {
		a, err := rules.ParseAction(text)
		if err != nil || a.Kind != rules.MoveRobot {
			t.Fatalf("%q: %v", text, err)
		}
		var kept []rules.Piece
		for _, p := range ps {
			switch {
			case p.Kind == 'R' && p.ID == a.Robot:
				p.X, p.Y = a.To.X, a.To.Y
			case p.Kind == 'R' && p.X == a.To.X && p.Y == a.To.Y:
				continue // captured
			}
			kept = append(kept, p)
		}
		ps = kept
	}
	after, err := rules.FromPieces(rules.DefaultConfig, before.ToMove().Other(), before.Turn()+1, ps)
	if err != nil {
		t.Fatal(err)
	}
	return before, after
}

// writeNetzFrame photographs position s into dir/name (writeFrame).
func writeNetzFrame(t *testing.T, dir, name string, s *rules.State, seed uint64) {
	t.Helper()
	easy, _ := synth.CategoryByName("easy")
	def := DefaultBoardPrint()
	layout := vision.NetzwerkLayout{Columns: 6, Rows: 6, Square: def.Square, Field: def.Field, Border: def.Border}
	clitest.WriteFrame(t, dir, name, seed, 80, 1.65, func(seed uint64) (image.Image, float64) {
		ph, err := GeneratePhoto(PhotoOptions{Category: easy, Seed: seed, Pieces: s.Pieces()})
		if err != nil {
			t.Fatal(err)
		}
		return ph.Image, ph.Truth.MinModulePx
	}, func(img image.Image) bool {
		sc := &vision.Scanner{Game: TagCode, Board: layout.Board(def.Markers), Layout: layout}
		st, err := sc.Scan(img)
		if err != nil {
			return false
		}
		read, err := NetzwerkPosition(rules.DefaultConfig, s.ToMove(), s.Turn(), st)
		return err == nil && read.SamePieces(s)
	})
}

// TestRefereeNetzwerkBundledGame referees the demo game from the bundled
// frames: every turn found, player 1 wins in turn 13, and the journal
// holds the game, whose replay gives demo.json's positions.
func TestRefereeNetzwerkBundledGame(t *testing.T) {
	_, states := readNetzGame(t, "demo.json")
	dir := filepath.Join(netzFrames, "game")
	if *update {
		if err := os.RemoveAll(dir); err != nil {
			t.Fatal(err)
		}
		for i, s := range states {
			writeNetzFrame(t, dir, fmt.Sprintf("f%03d.jpg", i), s, uint64(1000+100*i))
		}
	}
	journalFile := filepath.Join(t.TempDir(), "j.db")
	code, out, errs := clitest.Run("referee", "--game", "netzwerk", "--camera", dir, "--no-wait", "--web", "", "--journal", journalFile)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if !strings.Contains(out, "== Netzwerk 6x6: 12 robots and 14 batteries on the board, player 1 to play") {
		t.Errorf("start not read:\n%s", out)
	}
	if n := strings.Count(out, "\n== turn "); n != 13 {
		t.Errorf("%d turns", n)
	}
	if !strings.Contains(out, "== player 1 wins: 3 of its 5 robots on the board stand on the far row (row 1); game over after 13 turns") {
		t.Errorf("no winner:\n%s", out)
	}
	if strings.Contains(out, "illegal") || strings.Contains(out, "cannot read the table") {
		t.Errorf("a doubt or a refusal in a clean game:\n%s", out)
	}
	// Turn 1 as the referee read it: the robots in ID order, then the batteries.
	if !strings.Contains(out, "turn 1, player 1: R1 [1,5] using B1, R2 [2,5] using B2, R3 [3,5] using B3, R4 [4,4] using B4 B5, R6 [6,4] using B6 B7,") {
		t.Errorf("turn 1:\n%s", out)
	}
	j, err := journal.OpenJournal(journalFile)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	gf, info, err := KeptGameFile(j, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !info.Over || info.Winner != "player 1" || len(gf.Turns) != 13 {
		t.Errorf("journal: %+v, %d turns", info, len(gf.Turns))
	}
	data, _ := json.Marshal(gf)
	g, err := rules.ParseGame("journal", data)
	if err != nil {
		t.Fatal(err)
	}
	replayed, _, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	for i := range states {
		if !replayed[i].SamePieces(states[i]) {
			t.Errorf("after turn %d the journal's game differs from demo.json", i)
		}
	}
	j.Close()

	// The journal's commands know the game: listed, written out as a game
	// file that resolve plays to the same end, replayed as resolve prints it.
	if code, out, errs := clitest.Run("games", "--journal", journalFile); code != 0 || !regexp.MustCompile(`1 +netzwerk +netzwerk-\S+ .* 13 +over: player 1`).MatchString(out) {
		t.Errorf("games: exit %d %s\n%s", code, errs, out)
	}
	exported := filepath.Join(t.TempDir(), "exported.json")
	if code, _, errs := clitest.Run("export", "--journal", journalFile, "--game", "netzwerk", "1", "-o", exported); code != 0 {
		t.Fatalf("export: exit %d %s", code, errs)
	}
	code, resolved, errs := clitest.Run("resolve", exported)
	if code != 0 || !strings.Contains(resolved, "player 1 wins") {
		t.Errorf("resolve of the export: exit %d %s\n%s", code, errs, resolved)
	}
	code, replay, errs := clitest.Run("replay", "--journal", journalFile, info.Name)
	if code != 0 || !strings.HasPrefix(replay, "Game "+info.Name) || !strings.HasSuffix(replay, resolved[strings.Index(resolved, "\n")+1:]) {
		t.Errorf("replay: exit %d %s\n%s\n--- resolve:\n%s", code, errs, replay, resolved)
	}
}

// TestRefereeNetzwerkBundledIllegal: from the position after turn 4,
// player 1 moves robot 4 backward (illegal-backward.json); the referee
// names the rule and the pieces to put back, sees them back, reads the
// legal turn 5, and stops when the frames run out.
func TestRefereeNetzwerkBundledIllegal(t *testing.T) {
	before, after := netzIllegalPosition(t)
	_, states := readNetzGame(t, "demo.json")
	dir := filepath.Join(netzFrames, "illegal")
	if *update {
		if err := os.RemoveAll(dir); err != nil {
			t.Fatal(err)
		}
		for i, s := range []*rules.State{before, after, before, states[5]} {
			writeNetzFrame(t, dir, fmt.Sprintf("f%03d.jpg", i), s, uint64(5000+100*i))
		}
	}
	code, out, errs := clitest.Run("referee", "--game", "netzwerk", "--camera", dir, "--turn", "4", "--no-wait", "--web", "", "--journal", filepath.Join(t.TempDir(), "j.db"))
	if code != 1 || !strings.Contains(errs, "referee: stopped: no more frames") {
		t.Errorf("exit %d, %q: want 1, stopped when the frames run out", code, errs)
	}
	clitest.WantOutput(t, out,
		"== turn 5 ==\nturn 5: player 1 to play (robots 1, 2, 3, 4, 5, 6)",
		"illegal turn: robot 4 moved backward: [4,3]→[4,5]; player 1's robots move north or sideways [rule: robot-move]\n"+
			"put the pieces back as they were before turn 5:\n"+
			"  robot 2: on square [2,3], put it back on square [2,5]\n"+
			"  robot 4: on square [4,5], put it back on square [4,3]\n"+
			"  robot 8: not on the board: put it back on square [2,3]\n",
		"the table matches the ruling\nplayer 1, play turn 5 again",
		"turn 5, player 1: R2 [2,3]",
		"robot 2 captures robot 8 at [2,3] and stops (capture)",
		"== turn 6 ==",
		"stopped after turn 5: to go on, leave the table as it is and run again with --resume (the journal keeps the game), or with --turn 5 --first 2",
	)
}

func TestRefereeNetzwerkFlags(t *testing.T) {
	clitest.WantUsage(t, []string{"referee", "--game=netzwerk", "--web", "", "--no-wait"}, []clitest.UsageCase{
		{Args: []string{"--width", "1"}, Says: "width is 2..12"},
		{Args: []string{"--first", "3"}, Says: "--first 3: players are 1 and 2"},
		{Args: []string{"--turn", "-1"}, Says: "--turn -1"},
		{Args: []string{"--board", "x.board"}, Says: "flag provided but not defined: -board"},
		{Args: []string{"--camera", "no-such-folder"}, Says: "no-such-folder"},
	})
}

package dr2d

import (
	"mecanoid/cli/clitest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	rules "mecanoid/engine/dr2d"
	"mecanoid/tag"
	"mecanoid/vision/synth"
)

// photo writes a generated photo of the demo board with robots where s
// puts them (laws where the board puts them).
func photo(t *testing.T, file string, text []byte, b *rules.Board, s *rules.State) {
	t.Helper()
	var ps []synth.Placement
	for _, r := range s.Robots {
		ps = append(ps, synth.Placement{Payload: tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: r.ID}.String(), Col: r.Cell.X, Row: r.Cell.Y, Facing: r.Facing.String()})
	}
	easy, _ := synth.CategoryByName("easy")
	ph, err := synth.Generate(synth.Options{Category: easy, Seed: 5, BoardText: string(text), Pieces: demoPieces(b, ps)})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, ph.JPEG, 0o644); err != nil {
		t.Fatal(err)
	}
}

// The referee at the table, with photos as the camera and programs typed:
// it reads the start, resolves turn 1, finds the table right, keeps the
// turn in the journal; stopped for want of input, it resumes at turn 2.
func TestRefereeTypedAndResume(t *testing.T) {
	dir := t.TempDir()
	boardFile := "../../boards/demo.board"
	text, _ := os.ReadFile(boardFile)
	b, err := rules.ParseBoard(boardFile, text)
	if err != nil {
		t.Fatal(err)
	}
	start, err := rules.NewState(b, 0, [3]rules.Cell{}, []rules.Robot{
		{ID: 1, Cell: rules.Cell{X: 1, Y: 6}, Facing: rules.North, PC: 7},
		{ID: 2, Cell: rules.Cell{X: 6, Y: 6}, Facing: rules.West, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	progs := map[int]rules.Program{1: {Cartridge: rules.Cartridge{{Step: rules.Forward}}}, 2: {Cartridge: rules.Cartridge{{Step: rules.Forward}, {Step: rules.Forward}}}}
	after1, _, err := rules.Resolve(start, progs)
	if err != nil {
		t.Fatal(err)
	}
	frames := filepath.Join(dir, "frames")
	os.Mkdir(frames, 0o755)
	photo(t, filepath.Join(frames, "01-start.jpg"), text, b, start)
	photo(t, filepath.Join(frames, "02-after-turn-1.jpg"), text, b, after1)
	journal := filepath.Join(dir, "game.journal")

	clitest.Typed(t, strings.NewReader("F - - - -\n2: F F - - -\n"))
	code, out, errs := clitest.Run("referee", "--board", boardFile, "--camera", frames, "--journal", journal, "--no-wait", "--web", "127.0.0.1:0")
	// Turn 2 waits for programs that never come: stopped, exit 1.
	if code != 1 || !strings.Contains(out, "the table matches the ruling") || !strings.Contains(out, "stopped after turn 1") {
		t.Fatalf("exit %d, %s\n%s", code, errs, out)
	}
	for _, want := range []string{"robot 1: to [1,5], facing N", "robot 2: to [4,6], facing W",
		"warning: the web page listens on this machine only (--web 127.0.0.1:0): no phone can reach it"} {
		if !strings.Contains(out, want) {
			t.Errorf("no instruction %q in\n%s", want, out)
		}
	}
	if code, out, _ := clitest.Run("games", "--journal", journal); code != 0 || !strings.Contains(out, "1") {
		t.Errorf("games: exit %d\n%s", code, out)
	}

	// Resume: the table is checked against the journal's position (the one
	// frame left: turn 2 moves nothing), turn 2 is played from it; the
	// camera has no frame left to check it, which stops the game, but the
	// turn is kept.
	after2, _, _ := rules.Resolve(after1, map[int]rules.Program{1: {}, 2: {}})
	photo(t, filepath.Join(frames, "03-unused.jpg"), text, b, after2)
	os.Remove(filepath.Join(frames, "01-start.jpg"))
	os.Remove(filepath.Join(frames, "02-after-turn-1.jpg"))
	clitest.Typed(t, strings.NewReader("- - - - -\nsleep 1\n"))
	code, out, errs = clitest.Run("referee", "--board", boardFile, "--camera", frames, "--journal", journal, "--no-wait", "--web", "127.0.0.1:0", "--resume", "--url", "http://pi.local:8080")
	if code != 1 || !strings.Contains(out, "going on with game 2026-") || !strings.Contains(out, "stopped after turn 2: to go on, leave the table as it is and run again with --resume") {
		t.Fatalf("resume: exit %d, %s\n%s", code, errs, out)
	}
	if !strings.Contains(out, "players join at http://pi.local:8080/play?code=") {
		t.Errorf("--url does not make the join link:\n%s", out)
	}
	if m := strings.Index(out, "the table matches the ruling"); !strings.Contains(out, "1 step kept") || m < 0 || m > strings.Index(out, "== turn 2 ==") {
		t.Errorf("resume did not play turn 2 from turn 1:\n%s", out)
	}
	code, out, _ = clitest.Run("export", "1", "--journal", journal)
	if code != 0 || strings.Count(out, `"cartridges"`) != 2 {
		t.Errorf("export: exit %d, want 2 turns:\n%s", code, out)
	}
}

func TestRefereeBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"referee"},
		{"referee", "--board", "no-such.board", "--camera", "."},
		{"referee", "--board", "../../boards/demo.board", "--camera", "no-such-folder"},
		{"referee", "--board", "../../boards/demo.board", "--game", "chess"},
	} {
		if code, _, _ := clitest.Run(args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// The referee with the programs read from photos of filled cartridge
// sheets and the table from photos (the demo's bundled ones): a whole game
// to its winner, as at a table without phones or keyboard. The journal
// knows the winner.
func TestRefereeSheetsWholeGame(t *testing.T) {
	journal := filepath.Join(t.TempDir(), "game.journal")
	code, out, errs := clitest.Run("referee", "--board", "../../boards/demo.board", "--camera", "../../demo/table",
		"--sheets", "../../demo/sheets", "--journal", journal, "--no-wait", "--web", "")
	if code != 0 {
		t.Fatalf("exit %d, %s\n%s", code, errs, out)
	}
	if n := strings.Count(out, ": sheet read\n"); n != 12 {
		t.Errorf("%d sheets read, want the 12 bundled", n)
	}
	if !strings.Contains(out, "robot 2 wins") {
		t.Errorf("no winner:\n%s", out)
	}
	if code, out, _ := clitest.Run("games", "--journal", journal); code != 0 || !strings.Contains(out, "robot 2") {
		t.Errorf("games: exit %d, want the winner kept:\n%s", code, out)
	}
}

// TestRefereeCorrectAndUndo: at a table that waits for Enter, the
// programs are shown before the turn and one is corrected; the turn
// played is then taken back ("undo") while its table is checked: the
// players put the pieces back, the turn is played anew, and the journal
// keeps only the turn played again.
func TestRefereeCorrectAndUndo(t *testing.T) {
	dir := t.TempDir()
	boardFile := "../../boards/demo.board"
	text, _ := os.ReadFile(boardFile)
	b, err := rules.ParseBoard(boardFile, text)
	if err != nil {
		t.Fatal(err)
	}
	start, err := rules.NewState(b, 0, [3]rules.Cell{}, []rules.Robot{
		{ID: 1, Cell: rules.Cell{X: 1, Y: 6}, Facing: rules.North, PC: 7},
		{ID: 2, Cell: rules.Cell{X: 6, Y: 6}, Facing: rules.West, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	right := map[int]rules.Program{1: {Cartridge: rules.Cartridge{{Step: rules.Forward}, {Step: rules.Forward}}}, 2: {}}
	after, _, err := rules.Resolve(start, right)
	if err != nil {
		t.Fatal(err)
	}
	frames := filepath.Join(dir, "frames")
	os.Mkdir(frames, 0o755)
	photo(t, filepath.Join(frames, "01-start.jpg"), text, b, start)
	photo(t, filepath.Join(frames, "02-put-back.jpg"), text, b, start)
	photo(t, filepath.Join(frames, "03-after-turn-1.jpg"), text, b, after)
	journalFile := filepath.Join(dir, "game.journal")
	clitest.Typed(t, strings.NewReader(strings.Join([]string{
		"",                       // the table is ready: the start is read
		"F - - - -", "B - - - -", // robot 2's program misread
		"2: - - - - -", "", // corrected, then played
		"undo",                       // robot 1's was wrong too: the turn is taken back
		"",                           // the pieces are put back
		"F F - - -", "- - - - -", "", // turn 1 again
		"", // the table is ready: checked
	}, "\n")+"\n"))
	code, out, errs := clitest.Run("referee", "--board", boardFile, "--camera", frames, "--journal", journalFile, "--web", "")
	if code != 1 || !strings.Contains(out, "stopped after turn 1") {
		t.Fatalf("exit %d, %s\n%s", code, errs, out)
	}
	for _, want := range []string{
		"the programs of turn 1, before they are played:\n  robot 1: F - - - -\n  robot 2: B - - - -\n",
		"robot 2: corrected\nthe programs of turn 1, before they are played:\n  robot 1: F - - - -\n  robot 2: - - - - -\n",
		`the pieces moved as told ("undo" takes the turn back)`,
		"turn 1 undone: put the pieces back where they stood before it; it is played again",
		"the table matches the ruling",
		"robot 1: to [1,4], facing N",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the referee does not say %q:\n%s", want, out)
		}
	}
	code, out, _ = clitest.Run("export", "1", "--journal", journalFile)
	if code != 0 || strings.Count(out, `"cartridges"`) != 1 || !strings.Contains(out, `"moves": ["F", "F", "-", "-", "-"]`) {
		t.Errorf("export: exit %d, want turn 1 as played again:\n%s", code, out)
	}
}

// The referee reads a video file as it reads a folder of photos, a frame
// a look (through ffmpeg): the demo's table filmed as a video, its sheets
// as photos, plays the whole game to its winner.
func TestRefereeVideoFile(t *testing.T) {
	if _, err := exec.LookPath("ffmpeg"); err != nil {
		t.Skip("ffmpeg not installed (scripts/setup.sh installs it)")
	}
	video := filepath.Join(t.TempDir(), "table.mkv")
	mk := exec.Command("ffmpeg", "-hide_banner", "-loglevel", "error", "-framerate", "1", "-i", "../../demo/table/f%03d.jpg",
		"-c:v", "ffv1", "-pix_fmt", "gray", video)
	if out, err := mk.CombinedOutput(); err != nil {
		t.Fatalf("making the video: %v\n%s", err, out)
	}
	code, out, errs := clitest.Run("referee", "--board", "../../boards/demo.board", "--camera", video,
		"--sheets", "../../demo/sheets", "--journal", filepath.Join(t.TempDir(), "game.journal"), "--no-wait", "--web", "")
	if code != 0 || !strings.Contains(out, "robot 2 wins") {
		t.Fatalf("exit %d, %s\n%s", code, errs, out)
	}
	if code, _, errs := clitest.Run("referee", "--board", "../../boards/demo.board", "--camera", "nosuch.mp4", "--web", ""); code != 2 || !strings.Contains(errs, "--camera nosuch.mp4: ") {
		t.Errorf("a missing video: exit %d: %q", code, errs)
	}
}

package dr2d

import (
	"flag"
	"mecanoid/cli/clitest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The demo referees a whole game on generated camera frames: every turn's
// table is photographed, read and found to match the ruling, the LEDs
// follow the lasers and the press, and a robot wins.
var update = flag.Bool("update", false, "rewrite golden files")

func TestDemoPlaysToTheEnd(t *testing.T) {
	code, out, errs := clitest.Run("demo", "--board", "../../boards/demo.board", "--web", "127.0.0.1:0", "--pace", "0")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if !strings.Contains(out, "web page: http://127.0.0.1:") {
		t.Errorf("no web page announced:\n%s", out)
	}
	turns := strings.Count(out, "\n== turn ")
	if turns < 2 || !strings.Contains(out, " wins: first to leave the board") {
		t.Fatalf("%d turns, no winner:\n%s", turns, out)
	}
	// The start, then one check of the table after every turn but the last.
	if n := strings.Count(out, "the table matches the ruling"); n != turns-1 {
		t.Errorf("%d tables checked right for %d turns", n, turns)
	}
	if n := strings.Count(out, "[LED laser [1,3]]"); n != 3*turns {
		t.Errorf("laser LED lit %d times in %d turns, want 3 per turn", n, turns)
	}
	if n := strings.Count(out, "[LED press [5,4]]"); n != turns {
		t.Errorf("press LED lit %d times in %d turns", n, turns)
	}
	// The programs come from the bot's filled sheets, read back.
	if n := strings.Count(out, ": sheet read\n"); n < turns {
		t.Errorf("%d sheets read in %d turns", n, turns)
	}
}

// TestDemoWaitsForTheRoom: with a page and a pace, the demo waits a moment
// for the page to be opened before turn 1, and says so; at full speed it
// does not wait.
func TestDemoWaitsForTheRoom(t *testing.T) {
	code, out, errs := clitest.Run("demo", "--web", "127.0.0.1:0", "--pace", "1ms", "--wait", "200ms", "--turns", "1")
	if code != 1 || !strings.Contains(out, "waiting up to 200ms for the page to be opened\n") || strings.Contains(out, "the page is open") {
		t.Errorf("exit %d %s\n%.600s", code, errs, out)
	}
	if i, j := strings.Index(out, "waiting up to"), strings.Index(out, "== turn 1 =="); i < 0 || j < i {
		t.Errorf("the demo did not wait before turn 1:\n%.600s", out)
	}
	if _, out, _ := clitest.Run("demo", "--web", "127.0.0.1:0", "--pace", "0", "--turns", "1"); strings.Contains(out, "waiting up to") {
		t.Errorf("at full speed the demo waits:\n%.600s", out)
	}
}

// make demo plays from the bundled photos (demo/table, demo/sheets): the
// same game, event for event, as when they are generated as it goes.
// -update writes them again (after a change to the generator, the board or
// the bot).
func TestDemoBundledPhotos(t *testing.T) {
	if *update { // the photos only: demo/embed.go builds them into the binary
		for _, sub := range []string{"table", "sheets"} {
			if err := os.RemoveAll(filepath.Join("../../demo", sub)); err != nil {
				t.Fatal(err)
			}
		}
	}
	args := []string{"demo", "--board", "../../boards/demo.board", "--web", "", "--pace", "0", "--frames", "generate"}
	if *update {
		args = append(args, "--write-frames", "../../demo")
	}
	code, generated, errs := clitest.Run(args...)
	if code != 0 {
		t.Fatalf("generated: exit %d: %s\n%s", code, errs, generated)
	}
	code, bundled, errs := clitest.Run("demo", "--board", "../../boards/demo.board", "--web", "", "--pace", "0", "--frames", "../../demo")
	if code != 0 {
		t.Fatalf("bundled: exit %d: %s\n%s", code, errs, bundled)
	}
	if !strings.Contains(bundled, "bundled photos: 7 of the table") {
		t.Errorf("not played from the bundled photos:\n%s", bundled)
	}
	body := func(s string) string { return s[strings.Index(s, "\n")+1:] } // past the header naming the source
	if body(generated) != body(bundled) {
		t.Errorf("the bundled photos do not play the generated game (go test -update rewrites them):\n--- generated\n%s\n--- bundled\n%s", generated, bundled)
	}
}

func TestDemoBadBoard(t *testing.T) {
	if code, _, errs := clitest.Run("demo", "--board", "no-such.board"); code != 2 || !strings.Contains(errs, "no-such.board") {
		t.Errorf("exit %d, %q: want 2 naming the file", code, errs)
	}
}

// mecanoid demo runs from any directory: its board, LED map and photos are
// built into the binary, and play the game the bundled folder plays.
func TestDemoFromAnyDirectory(t *testing.T) {
	top, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	code, folder, errs := clitest.Run("demo", "--web", "", "--pace", "0", "--frames", filepath.Join(top, "demo"))
	if code != 0 {
		t.Fatalf("from the folder: exit %d: %s\n%s", code, errs, folder)
	}
	t.Chdir(t.TempDir()) // no boards/, no demo/ here
	code, out, errs := clitest.Run("demo", "--web", "", "--pace", "0")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	header, body, _ := strings.Cut(out, "\n")
	for _, want := range []string{"Demo workshop", "bundled photos: 7 of the table (demo/table, built in), 12 of filled cartridge sheets", "LEDs"} {
		if !strings.Contains(header, want) {
			t.Errorf("header %q lacks %q", header, want)
		}
	}
	if !strings.Contains(body, "== robot 2 wins: first to leave the board with its three laws; game over after 7 turns") {
		t.Errorf("no winner after 7 turns:\n%s", out)
	}
	if n := strings.Count(body, "[LED press [5,4]]"); n != 7 {
		t.Errorf("press LED lit %d times in 7 turns: the built-in LED map not used?", n)
	}
	if _, folderBody, _ := strings.Cut(folder, "\n"); body != folderBody {
		t.Errorf("the built-in photos do not play the bundled folder's game:\n--- built in\n%s\n--- folder\n%s", body, folderBody)
	}
	if entries, _ := os.ReadDir("."); len(entries) != 0 {
		t.Errorf("the demo left %d file(s) in the working directory", len(entries))
	}
}

// TestDemoLive plays the demo on a generated live table: the players set
// the pieces up one by one (the referee reads them as they go), move the
// robots by hand after each turn, one of them now and then the wrong
// way; the referee, watching, names it, sees it put right and goes on by
// itself: no Enter anywhere. The game is the bundled demo's, turn for
// turn.
func TestDemoLive(t *testing.T) {
	if testing.Short() {
		t.Skip("a generated video of three turns: some 25 s of processor")
	}
	code, out, errs := clitest.Run("demo", "--live", "--web", "", "--pace", "0", "--turns", "3")
	if code != 1 || !strings.Contains(errs, "no end after 3 turns") {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if !strings.Contains(out, "on the table so far: robot 1 on [1,6] facing N\n  still to put down: robot 2") {
		t.Errorf("the set-up not followed piece by piece:\n%.1500s", out)
	}
	if n := strings.Count(out, "the table matches the ruling"); n != 3 {
		t.Errorf("%d tables matched after 3 turns, want 3 (each turn goes on by itself):\n%s", n, out)
	}
	for _, turn := range []string{"robot 1 steps forward [1,6] → [2,6]", "robot 1 downloads law 2 at [2,6]", "robot 2 downloads law 1 at [1,1]"} {
		if !strings.Contains(out, turn) {
			t.Errorf("not the demo's game: no %q", turn)
		}
	}
	m := regexp.MustCompile(`live table: pieces put down the wrong way by the players: (\d+)`).FindStringSubmatch(out)
	if m == nil || m[1] == "0" || !strings.Contains(out, "still to put right:") {
		t.Errorf("no piece put down wrong, named and put right:\n%s", out)
	}
}

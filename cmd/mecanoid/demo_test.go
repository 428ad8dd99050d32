package main

import (
	"strings"
	"testing"
)

// The demo referees a whole game on generated camera frames: every turn's
// table is photographed, read and found to match the ruling, the LEDs
// follow the lasers and the press, and a robot wins.
func TestDemoPlaysToTheEnd(t *testing.T) {
	code, out, errs := runCLI("demo", "--board", "../../boards/demo.board", "--web", "127.0.0.1:0")
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
}

func TestDemoBadBoard(t *testing.T) {
	if code, _, errs := runCLI("demo", "--board", "no-such.board"); code != 2 || !strings.Contains(errs, "no-such.board") {
		t.Errorf("exit %d, %q: want 2 naming the file", code, errs)
	}
}

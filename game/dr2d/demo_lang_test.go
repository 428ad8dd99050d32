package dr2d

import (
	"mecanoid/cli/clitest"
	"os"
	"regexp"
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// ledNote is the end of the demo's first line, which says whether this
// machine has GPIO: it differs from machine to machine.
var ledNote = regexp.MustCompile(`(?m)\A(.*feuilles de cartouche remplies), [^\n]*`)

// TestDemoInFrench: mecanoid demo --lang fr plays the whole game in
// French, as testdata/demo.fr.golden has it (go test -update rewrites
// it), the same game as in English, line for line.
func TestDemoInFrench(t *testing.T) {
	defer func() { lang.SetUser(lang.Default) }()
	code, out, errs := clitest.Run("demo", "--lang", "fr", "--web", "", "--pace", "0")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	got := ledNote.ReplaceAllString(out, "$1, (LEDs)")
	golden := "testdata/demo.fr.golden"
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("the French demo differs from %s (go test -update rewrites it):\n%s", golden, got)
	}
	// English words the French demo must not say (the board's name,
	// "Demo workshop", is the board file's).
	for _, en := range []string{"turn ", "robot 1 turns", " steps ", "programs", "the table", "the lasers", "move the pieces",
		"move 1:", "end:", " wins", "game over", "sheet read", "read as", "bundled", "(move)", "facing", "blocked", " PC:"} {
		if strings.Contains(out, en) {
			t.Errorf("the French demo says %q", en)
		}
	}
	code, outEN, errs := clitest.Run("demo", "--lang", "en", "--web", "", "--pace", "0")
	if code != 0 {
		t.Fatalf("English: exit %d: %s", code, errs)
	}
	if n, m := strings.Count(out, "\n"), strings.Count(outEN, "\n"); n != m {
		t.Errorf("%d lines in French, %d in English: not the same game", n, m)
	}
	for _, fr := range []string{"tour", "pivote", "déplacez", "gagne"} {
		if strings.Contains(outEN, fr) {
			t.Errorf("the English demo says %q", fr)
		}
	}
}

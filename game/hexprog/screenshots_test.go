package hexprog

import (
	"io"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/cli/clitest"
	"mecanoid/referee/web/webtest"
)

// TestScreenshots: the hex game's duel refereed from the bundled photos, looked at in
// the middle of the game: the room's page and a phone's, in headless
// Chromium at room and phone size, in both languages, each fit to its
// window and showing the game's own board (its four robots drawn); `make screenshots` keeps the pictures.
func TestScreenshots(t *testing.T) {
	webtest.Chromium(t)
	// Three rounds read when Enter is pressed; the fourth waits.
	never, _ := io.Pipe() // then nothing more is typed, and the keyboard stays open
	base, code := clitest.Serving(t, io.MultiReader(strings.NewReader(strings.Repeat("\n", 4)), never), "(round 4: the pieces moved", "referee", "--game", "hexprog",
		"--setup", "../../examples/hexprog/duel.json", "--signals", "../../examples/hexprog/duel.json", "--camera", "../../examples/hexprog/frames/duel", "--journal", filepath.Join(t.TempDir(), "j.db"))
	shots := webtest.Shoot(t, base+"/", "hexprog")
	for name, dom := range webtest.Shoot(t, base+"/play?code="+code, "hexprog") {
		shots[name] = dom
	}
	for name, dom := range shots {
		if !strings.HasSuffix(name, "-1400") { // a phone's width is a frame's: its DOM is the frame's page
			continue
		}
		if n := strings.Count(dom, `data-piece="robot `); n < 4 {
			t.Errorf("%s: %d robots drawn", name, n)
		}
	}
}

package skirmish

import (
	"io"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/cli/clitest"
	"mecanoid/referee/web/webtest"
)

// TestScreenshots: the skirmish's crossing refereed from the bundled photos, looked at in
// the middle of the game: the room's page and a phone's, in headless
// Chromium at room and phone size, in both languages, each fit to its
// window and showing the game's own board (its robots drawn); `make screenshots` keeps the pictures.
func TestScreenshots(t *testing.T) {
	webtest.Chromium(t)
	// Three turns read when Enter is pressed; the fourth waits.
	never, _ := io.Pipe() // then nothing more is typed, and the keyboard stays open
	base, code := clitest.Serving(t, io.MultiReader(strings.NewReader(strings.Repeat("\n", 4)), never), "turn 4", "referee", "--game", "skirmish",
		"--actions", "../../examples/skirmish/crossing.json", "--camera", "../../examples/skirmish/frames/crossing", "--journal", filepath.Join(t.TempDir(), "j.db"))
	shots := webtest.Shoot(t, base+"/", "skirmish")
	for name, dom := range webtest.Shoot(t, base+"/play?code="+code, "skirmish") {
		shots[name] = dom
	}
	for name, dom := range shots {
		if !strings.HasSuffix(name, "-1400") { // a phone's width is a frame's: its DOM is the frame's page
			continue
		}
		if n := strings.Count(dom, `data-piece="robot `); n < 6 {
			t.Errorf("%s: %d robots drawn", name, n)
		}
	}
}

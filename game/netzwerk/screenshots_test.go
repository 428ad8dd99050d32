package netzwerk

import (
	"io"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/cli/clitest"
	"mecanoid/referee/web/webtest"
)

// TestScreenshots: Netzwerk refereed from the bundled photos, looked at in
// the middle of the game: the room's page and a phone's, in headless
// Chromium at room and phone size, in both languages, each fit to its
// window and showing the game's own board (its robots and batteries
// drawn); `make screenshots` keeps the pictures.
func TestScreenshots(t *testing.T) {
	webtest.Chromium(t)
	// Five turns said done at the keyboard; the sixth waits for a phone.
	never, _ := io.Pipe() // then nothing more is typed, and the keyboard stays open
	base, code := clitest.Serving(t, io.MultiReader(strings.NewReader(strings.Repeat("\n", 5)), never), "== turn 6 ==", "referee", "--game", "netzwerk", "--no-wait",
		"--camera", "../../examples/netzwerk/frames/game", "--journal", filepath.Join(t.TempDir(), "j.db"))
	shots := webtest.Shoot(t, base+"/", "netzwerk")
	for name, dom := range webtest.Shoot(t, base+"/play?code="+code, "netzwerk") {
		shots[name] = dom
	}
	for name, dom := range shots {
		if !strings.HasSuffix(name, "-1400") { // a phone's width is a frame's: its DOM is the frame's page
			continue
		}
		if n := strings.Count(dom, `data-piece="robot `); n < 6 {
			t.Errorf("%s: %d robots drawn", name, n)
		}
		if !strings.Contains(dom, `data-piece="battery `) {
			t.Errorf("%s: no battery drawn", name)
		}
	}
}

package hexprog

import (
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/cli/clitest"
	"mecanoid/referee/web/webtest"
)

// TestScreenshots: the hex game's duel refereed from its bundled photos,
// looked at in round 4 (each round read when Enter is pressed): the room's
// page and a phone's, in headless Chromium at room and phone size, in both
// languages (webtest.ShootGame), each fit to its window and showing the
// game's own board, its four robots drawn; `make screenshots` keeps the
// pictures.
func TestScreenshots(t *testing.T) {
	webtest.Chromium(t)
	base, code := clitest.Serving(t, 4, "(round 4: the pieces moved", "referee", "--game", "hexprog",
		"--setup", "../../examples/hexprog/duel.json", "--signals", "../../examples/hexprog/duel.json", "--camera", "../../examples/hexprog/frames/duel", "--journal", filepath.Join(t.TempDir(), "j.db"))
	for name, dom := range webtest.ShootGame(t, base, code, "hexprog") {
		if n := strings.Count(dom, `data-piece="robot `); n < 4 {
			t.Errorf("%s: %d robots drawn", name, n)
		}
	}
}

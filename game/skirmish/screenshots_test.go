package skirmish

import (
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/cli/clitest"
	"mecanoid/referee/web/webtest"
)

// TestScreenshots: the skirmish's crossing refereed from its bundled
// photos, looked at on turn 4 (each turn read when Enter is pressed): the
// room's page and a phone's, in headless Chromium at room and phone size,
// in both languages (webtest.ShootGame), each fit to its window and
// showing the game's own board, its robots drawn; `make screenshots` keeps
// the pictures.
func TestScreenshots(t *testing.T) {
	webtest.Chromium(t)
	base, code := clitest.Serving(t, 4, "turn 4", "referee", "--game", "skirmish",
		"--actions", "../../examples/skirmish/crossing.json", "--camera", "../../examples/skirmish/frames/crossing", "--journal", filepath.Join(t.TempDir(), "j.db"))
	for name, dom := range webtest.ShootGame(t, base, code, "skirmish") {
		if n := strings.Count(dom, `data-piece="robot `); n < 6 {
			t.Errorf("%s: %d robots drawn", name, n)
		}
	}
}

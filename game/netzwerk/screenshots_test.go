package netzwerk

import (
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/cli/clitest"
	"mecanoid/referee/web/webtest"
)

// TestScreenshots: Netzwerk refereed from its bundled photos, looked at
// on turn 6 (five turns said done at the keyboard, the sixth waiting for
// a phone): the room's page and a phone's, in headless Chromium at room
// and phone size, in both languages (webtest.ShootGame), each fit to its
// window and showing the game's own board, its robots and batteries
// drawn, a French phone naming the seats « joueur 1 » and « joueur 2 »;
// `make screenshots` keeps the pictures.
func TestScreenshots(t *testing.T) {
	webtest.Chromium(t)
	base, code := clitest.Serving(t, 5, "== turn 6 ==", "referee", "--game", "netzwerk", "--no-wait",
		"--camera", "../../examples/netzwerk/frames/game", "--journal", filepath.Join(t.TempDir(), "j.db"))
	for name, dom := range webtest.ShootGame(t, base, code, "netzwerk") {
		if n := strings.Count(dom, `data-piece="robot `); n < 6 || !strings.Contains(dom, `data-piece="battery `) {
			t.Errorf("%s: %d robots drawn, or no battery", name, n)
		}
		if strings.Contains(name, "phone-fr") && (!strings.Contains(dom, "<b>joueur 1</b>") || strings.Contains(dom, "<b>player 1</b>")) {
			t.Errorf("%s: the seats are not named in French (%d « joueur 1 », %d \"player 1\")", name, strings.Count(dom, "<b>joueur 1</b>"), strings.Count(dom, "<b>player 1</b>"))
		}
	}
}

package tiles

import (
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/cli/clitest"
	"mecanoid/referee/web/webtest"
)

// TestScreenshots: the bundled small world refereed from its photos,
// looked at when the referee has drawn Forêt and told the table to lay it
// (Alice on the east edge, the camera not yet shown the tile; each
// character says done at the keyboard, as the page is on): the room's
// page and a phone's, in headless Chromium at room and phone size, in
// both languages (webtest.ShootGame), each fit to its window and showing
// the world drawn with the tile to lay as a ghost at its place and both
// figurines; `make screenshots` keeps the pictures.
func TestScreenshots(t *testing.T) {
	webtest.Chromium(t)
	base, code := clitest.ServingTyped(t, "\ndone\ndone\ndone\ndone\n", "lay Forêt on place 1,0, diamond pointing N", "referee", "--game", "tiles",
		"--world", "../../examples/tiles/small.json", "--area", "2x1", "--origin", "0,0",
		"--camera", "../../examples/tiles/frames", "--journal", filepath.Join(t.TempDir(), "j.db"))
	for name, dom := range webtest.ShootGame(t, base, code, "tiles") {
		if n := strings.Count(dom, `class="ghost"`); n != 1 {
			t.Errorf("%s: %d tiles drawn as to lay, want Forêt's", name, n)
		}
		if !strings.Contains(dom, "Forêt") || !strings.Contains(dom, "Camp") {
			t.Errorf("%s: the tiles' names are not drawn", name)
		}
		for _, who := range []string{"Alice", "Bob"} {
			if !strings.Contains(dom, who) {
				t.Errorf("%s: %s is not on the page", name, who)
			}
		}
	}
}

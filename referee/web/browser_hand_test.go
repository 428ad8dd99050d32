package web

import (
	"net/http/httptest"
	"testing"
	"time"

	"mecanoid/game/dr2d/boardview"
	"mecanoid/referee/web/webtest"
)

// handJS waits for the page to say that a hand rests over the board,
// notes what it says, then waits for it to say nothing once the hand has
// gone.
const handJS = webtest.DriveJS + `
waitFor('#camera-hand:not([hidden])', function (p) {
  note("hand " + p.textContent.trim());
  waitFor('#camera-hand[hidden]', function () { note("gone"); });
});
`

// handViewer is a camera over which a hand rests for its first frames,
// then goes: each View a new frame.
type handViewer struct {
	fakeViewer
	rest int // Views with the hand still there
}

func (h *handViewer) View() (View, bool) {
	v, ok := h.fakeViewer.View()
	h.mu.Lock()
	defer h.mu.Unlock()
	h.v.At = h.v.At.Add(time.Second)
	if h.rest--; h.rest < 0 {
		h.v.Hand = false
	}
	return v, ok
}

// TestBrowserHandOverTheBoard (issue 34): while the watcher holds the
// settle back for a hand resting over the board, the room page shows
// it quietly under the camera's view, in the room's language, and stops
// once the hand has gone.
func TestBrowserHandOverTheBoard(t *testing.T) {
	webtest.Chromium(t)
	for _, c := range []struct{ lang, says string }{
		{"--accept-lang=en", "A hand over the board: the table is read once it has gone."},
		{frenchChromium, "Une main au-dessus du plateau : la table sera lue quand elle sera partie."},
	} {
		hv := &handViewer{rest: 3}
		photo := tablePhoto(t)
		photo.Hand = true
		hv.set(photo)
		w := New(Options{Board: boardview.Of, Code: "HAND2345", Camera: hv})
		w.cam.every = 0 // every request takes the Viewer's latest frame
		srv := httptest.NewServer(webtest.NewCutStream(w, 500*time.Millisecond, webtest.Injected(t, w, "/", "index", handJS)))
		w.Show(demoUpdates(t)[0])
		page := webtest.Headless(t, srv.URL+"/testindex", 10*time.Second, "1440,1000", webtest.Screenshot(t, "hand"+c.lang[len("--accept-lang="):][:2]+".png"), c.lang)
		if got, want := drove(t, page), "hand "+c.says+"|gone"; got != want {
			t.Errorf("%s: the page showed %q, want %q", c.lang, got, want)
		}
		w.Close()
		srv.Close()
	}
}

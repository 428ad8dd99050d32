package web

import (
	"bytes"
	"fmt"
	"testing"

	"mecanoid/game/dr2d/boardview"
	"mecanoid/referee/talk"
)

// An evening of a table that never matches: an update at every settle,
// the history never trimmed (2.4 MB after 24 minutes), sent whole to
// every page that connects. Now it keeps the board, the start and the
// recent updates: bounded however long the evening.
func TestHistoryBounded(t *testing.T) {
	w := New(Options{Board: boardview.Of})
	start := demoUpdates(t)[0]
	w.Show(start)
	const evening = 5000
	for i := range evening {
		w.Show(talk.Update{Kind: talk.UpdateMessage, Seq: i + 2, Text: fmt.Sprintf("still to put right: settle %d", i)})
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.history) > historyMax {
		t.Fatalf("%d messages in the history after %d updates, want %d at most", len(w.history), evening, historyMax)
	}
	if !bytes.HasPrefix(w.history[0], []byte("event: board")) {
		t.Errorf("the history does not begin with the board: %.60q", w.history[0])
	}
	if !bytes.Contains(w.history[1], []byte(`"kind":"start"`)) {
		t.Errorf("the start update is not kept: %.80q", w.history[1])
	}
	last := w.history[len(w.history)-1]
	if !bytes.Contains(last, []byte(fmt.Sprintf("settle %d\"", evening-1))) {
		t.Errorf("the latest update is not last: %.200q", last)
	}
	// The recent ones, in order, none missing.
	for i, m := range w.history[len(w.history)-historyKeep:] {
		want := fmt.Sprintf("settle %d\"", evening-historyKeep+i)
		if !bytes.Contains(m, []byte(want)) {
			t.Fatalf("recent message %d: %.200q, want %s", i, m, want)
		}
	}
	if w.boardAt != 0 || w.startAt != 1 {
		t.Errorf("board at %d, start at %d: want 0 and 1", w.boardAt, w.startAt)
	}
}

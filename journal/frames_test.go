package journal

import (
	"fmt"
	"path/filepath"
	"testing"
)

// TestFramesRead: the frames a game's scans read, the latest first, stale
// when read at another step than the last one kept (a step played since,
// or one undone since).
func TestFramesRead(t *testing.T) {
	j, err := OpenJournal(filepath.Join(t.TempDir(), "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	g, err := j.NewKept("test", "", map[string]any{"turns": []any{}})
	if err != nil {
		t.Fatal(err)
	}
	scan := func(step int, frame string) {
		t.Helper()
		if err := j.RecordKeptScan(g.ID, step, "check", map[string]any{"frame": frame, "pieces": []any{}}, nil); err != nil {
			t.Fatal(err)
		}
	}
	read := func() string {
		t.Helper()
		fs, err := j.FramesRead(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		return fmt.Sprint(fs)
	}
	scan(0, "f0.jpg")
	if got := read(); got != "[{f0.jpg false}]" {
		t.Errorf("the start, nothing kept: %s", got)
	}
	if err := j.AddKeptStep(g.ID, 1, "Ann", "N", map[string]any{"turn": 1}); err != nil {
		t.Fatal(err)
	}
	if got := read(); got != "[{f0.jpg true}]" {
		t.Errorf("a step kept since the frame: %s", got)
	}
	scan(1, "f1.jpg")
	if got := read(); got != "[{f1.jpg false} {f0.jpg true}]" {
		t.Errorf("the step's table read: %s", got)
	}
	if err := j.UndoStep(g.ID, 1); err != nil {
		t.Fatal(err)
	}
	if got := read(); got != "[{f1.jpg true} {f0.jpg false}]" {
		t.Errorf("the step undone: %s", got)
	}
}

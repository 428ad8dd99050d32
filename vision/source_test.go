package vision

import (
	"context"
	"errors"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestFilesSeek: a folder of frames given again to go on with a game goes
// on from a frame already read, or after it; a name not among the frames
// left moves nothing.
func TestFilesSeek(t *testing.T) {
	dir := t.TempDir()
	var paths []string
	for _, n := range []string{"f0.png", "f1.png", "f2.png"} {
		p := filepath.Join(dir, n)
		f, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		png.Encode(f, image.NewGray(image.Rect(0, 0, 4, 4)))
		f.Close()
		paths = append(paths, p)
	}
	next := func(f *Files) string {
		fr, err := f.Next(context.Background())
		if errors.Is(err, io.EOF) {
			return "EOF"
		}
		if err != nil {
			t.Fatal(err)
		}
		return filepath.Base(fr.Name)
	}
	for _, tc := range []struct {
		name  string
		after bool
		moved bool
		next  string
	}{
		{paths[1], false, true, "f1.png"},
		{paths[1], true, true, "f2.png"},
		{paths[2], true, true, "EOF"},
		{filepath.Join(dir, "other.png"), true, false, "f0.png"},
	} {
		f, err := NewFiles(dir)
		if err != nil {
			t.Fatal(err)
		}
		if moved := f.Seek(tc.name, tc.after); moved != tc.moved {
			t.Errorf("Seek(%s, %v) moved %v, want %v", filepath.Base(tc.name), tc.after, moved, tc.moved)
		}
		if got := next(f); got != tc.next {
			t.Errorf("Seek(%s, %v): next %s, want %s", filepath.Base(tc.name), tc.after, got, tc.next)
		}
	}
}

package dr2d

import (
	"encoding/json"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mecanoid/cli/clitest"
	"mecanoid/vision/synth"
)

// watchClip writes a generated clip (a hand carries robot 2 to another
// cell and rests on it a second, a lamp's clipping flicker) as a folder
// of JPEG frames filmed at 10 a second, saying so in its file named fps,
// and the board file; it gives the clip.
func watchClip(t *testing.T, dir string) (*synth.Clip, string) {
	t.Helper()
	easy, _ := synth.CategoryByName("easy")
	clip, err := synth.NewClip(synth.ClipOptions{
		Table: synth.Options{Category: easy, Size: image.Pt(1280, 720), Seed: 4, Pieces: []synth.Placement{
			{Payload: "MC1:DR2D:R:1", Col: 1, Row: 2, Facing: "E"}, {Payload: "MC1:DR2D:R:2", Col: 4, Row: 2, Facing: "N"}, {Payload: "MC1:DR2D:L:1", Col: 3, Row: 4, Facing: "N"},
		}},
		Move: 1, To: synth.Placement{Col: 2, Row: 5, Facing: "W"}, FPS: 10, Seed: 3,
		Flicker: 0.1, Mains: 100, Clipping: true, Rest: time.Second, Still: 800 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	frames := filepath.Join(dir, "frames")
	os.MkdirAll(frames, 0o755)
	for i := range clip.Len() {
		data, err := synth.JPEG(clip.Frame(i).Image, 85)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(frames, fmt.Sprintf("f%03d.jpg", i)), data, 0o644)
	}
	os.WriteFile(filepath.Join(frames, "fps"), []byte("10\n"), 0o644)
	board := filepath.Join(dir, "table.board")
	os.WriteFile(board, []byte(clip.Before.Truth.BoardText), 0o644)
	return clip, board
}

// TestWatchCommand: `mecanoid watch` on a folder of frames and on a video
// file made of them prints the table as it first stands, that a hand
// rests over the board, and the table once the hand has gone: no reading
// while the hand rests on the robot it put down, nothing refused.
func TestWatchCommand(t *testing.T) {
	dir := t.TempDir()
	clip, board := watchClip(t, dir)
	frames := filepath.Join(dir, "frames")
	sources := []string{frames}
	if _, err := exec.LookPath("ffmpeg"); err == nil {
		video := filepath.Join(dir, "table.mkv")
		out, err := exec.Command("ffmpeg", "-loglevel", "error", "-framerate", "10", "-i", filepath.Join(frames, "f%03d.jpg"), "-c:v", "copy", video).CombinedOutput()
		if err != nil {
			t.Fatalf("ffmpeg: %v %s", err, out)
		}
		sources = append(sources, video)
	}
	left := int(clip.Left().Seconds()*10 + 0.5) // the first frame without the hand
	restFrom, _ := clip.Resting()
	for _, src := range sources {
		code, out, errs := clitest.Run("watch", src, "--board", board, "--robots", "1-2", "--json")
		if code != 0 {
			t.Fatalf("watch %s: exit %d: %s\n%s", src, code, errs, out)
		}
		type line struct {
			Frame  *int
			Robots map[string]struct {
				Cell   [2]int
				Facing string
			}
			Laws    map[string][2]int
			Refused []string
			Hand    bool
		}
		var lines []line
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			var one line
			if err := json.Unmarshal([]byte(l), &one); err != nil || one.Frame == nil {
				t.Fatalf("%s: line %q: %v", src, l, err)
			}
			lines = append(lines, one)
		}
		if len(lines) != 3 || !lines[1].Hand || lines[0].Robots == nil || lines[2].Robots == nil {
			t.Fatalf("%s: want the table, a hand, the table:\n%s", src, out)
		}
		first, hand, last := lines[0], lines[1], lines[2]
		if r := first.Robots["2"]; r.Cell != [2]int{4, 2} || r.Facing != "N" || first.Laws["1"] != [2]int{3, 4} || *first.Frame > 8 {
			t.Errorf("%s: the table before: %+v", src, first)
		}
		if at := *hand.Frame; float64(at) < restFrom.Seconds()*10 || at >= left {
			t.Errorf("%s: the hand said at frame %d, it rests from %v and leaves at frame %d", src, at, restFrom, left)
		}
		if r := last.Robots["2"]; r.Cell != [2]int{2, 5} || r.Facing != "W" || last.Robots["1"].Cell != [2]int{1, 2} || *last.Frame < left+4 || *last.Frame > left+5 {
			t.Errorf("%s: the table after, want robot 2 on [2,5] facing W, 4 frames after the hand left (frame %d): %s", src, left, out)
		}
	}
	// Readable lines, in French.
	code, out, errs := clitest.Run("watch", frames, "--board", board, "--lang", "fr")
	if code != 0 || !strings.Contains(out, "une main au-dessus du plateau") || !strings.Contains(out, "robot 2 en [2,5] orienté O") {
		t.Errorf("watch in French: exit %d %s\n%s", code, errs, out)
	}
	if code, _, errs := clitest.Run("watch", "--board", board); code != 2 || !strings.Contains(errs, "one source") {
		t.Errorf("watch without a source: exit %d %s", code, errs)
	}
}

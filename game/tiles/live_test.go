package tiles

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mecanoid/cli"
	"mecanoid/cli/clitest"
)

// TestRefereeLive: the bundled small world watched as a camera streams it
// (--live: a folder of frames played at its rate, each photo held three
// seconds, as a hand leaves the table still): the characters say done
// each time they are asked, and the referee reads Alice's walk to the
// east edge, tells the table to lay Forêt, says while it is laid turned E
// that it must point N, then that the table matches, without Enter.
func TestRefereeLive(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a folder of frames in real time (-short)")
	}
	dir := t.TempDir()
	photos, err := filepath.Glob("../../examples/tiles/frames/f0*.jpg")
	if err != nil || len(photos) != 5 {
		t.Fatalf("the bundled photos: %v %v", photos, err)
	}
	n := 0
	for _, p := range photos {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for range 12 { // 3 s at 4 frames a second
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("g%03d.jpg", n)), b, 0o644); err != nil {
				t.Fatal(err)
			}
			n++
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "fps"), []byte("4\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	pr, pw := io.Pipe()
	clitest.Typed(t, pr)
	out := &clitest.Buffer{}
	done := make(chan int, 1)
	go func() {
		done <- cli.Run([]string{"referee", "--game", "tiles", "--world", "../../examples/tiles/small.json", "--area", "2x1",
			"--origin", "0,0", "--camera", dir, "--live", "--web", "", "--journal", filepath.Join(t.TempDir(), "j.db")}, out, out)
	}()
	// Each time Alice is asked (Bob next), both say done; the table is
	// read when they have.
	asked := 0
	want := []string{"lay Forêt on place 1,0, diamond pointing N", "place 1,0: Forêt's diamond points E: turn it to point N", "the table matches the ruling"}
	for deadline := time.Now().Add(3 * time.Minute); ; time.Sleep(50 * time.Millisecond) {
		s := out.String()
		if k := strings.Count(s, "Alice, step "); k > asked {
			asked = k
			if _, err := io.WriteString(pw, "done\ndone\n"); err != nil {
				t.Fatal(err)
			}
		}
		_, after, laid := strings.Cut(s, want[0])
		if laid && strings.Contains(after, want[1]) && strings.Contains(after[strings.Index(after, want[1]):], want[2]) {
			break
		}
		select {
		case code := <-done:
			t.Fatalf("the referee ended (exit %d) before the tile was laid right:\n%s", code, s)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited in vain for the tile laid, turned, then right:\n%s", s)
		}
	}
	pw.Close()
	if code := <-done; code != 0 && code != 1 {
		t.Errorf("exit %d:\n%s", code, out.String())
	}
}

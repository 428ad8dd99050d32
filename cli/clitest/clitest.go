// Package clitest runs mecanoid's command line in tests as a user would
// (Run: the arguments, the exit status, what it wrote), with what the
// tests of more than one game's commands share: refusals checked by their
// words, outputs by what they hold, photos of a position written for a
// game's bundled frames. A game's tests import it with the game's own
// package, which registers the game.
package clitest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/draw"
	"image/jpeg"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"mecanoid/cli"
	"mecanoid/vision"
)

// Run runs mecanoid with args and gives its exit status and what it
// wrote to standard output and standard error.
func Run(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = cli.Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// FrameRange is --camera for the bundled frames from..to of dir
// (f000.jpg, ...).
func FrameRange(dir string, from, to int) string {
	var files []string
	for i := from; i <= to; i++ {
		files = append(files, filepath.Join(dir, fmt.Sprintf("f%03d.jpg", i)))
	}
	return strings.Join(files, ",")
}

// Typed makes r what the players type at the keyboard until t ends.
func Typed(t testing.TB, r io.Reader) {
	was := cli.SetStdin(r)
	t.Cleanup(func() { cli.SetStdin(was) })
}

// WriteFrame writes into dir/name a photo of a position for a game's
// bundled frames: of the photos of 40 seeds from seed, the first whose
// smallest module has minModule px or more (a margin: the bundle must read
// the same on every machine) and which, as a grey JPEG of the quality
// given, reads back as the position. A grey JPEG: the scanner reads grey,
// and the bundle stays small. It gives the frame's size in bytes.
func WriteFrame(t *testing.T, dir, name string, seed uint64, quality int, minModule float64,
	photo func(seed uint64) (img image.Image, modulePx float64), reads func(image.Image) bool) int {
	t.Helper()
	for k := range uint64(40) {
		img, module := photo(seed + k)
		if module < minModule {
			continue
		}
		g := image.NewGray(img.Bounds())
		draw.Draw(g, g.Bounds(), img, image.Point{}, draw.Src)
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, g, &jpeg.Options{Quality: quality}); err != nil {
			t.Fatal(err)
		}
		back, err := vision.DecodeImage(name, buf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if !reads(back) {
			continue
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return buf.Len()
	}
	t.Fatalf("%s: no photo of the position reads back in 40 seeds from %d", name, seed)
	return 0
}

// A UsageCase is a command line refused and what its error says.
type UsageCase struct {
	Args []string
	Says string
}

// WantUsage runs the command prefix followed by each case's arguments:
// exit 2, the error saying what the case says.
func WantUsage(t *testing.T, prefix []string, cases []UsageCase) {
	t.Helper()
	for _, c := range cases {
		args := append(append([]string(nil), prefix...), c.Args...)
		if code, out, errs := Run(args...); code != 2 || !strings.Contains(errs, c.Says) {
			t.Errorf("%v: exit %d, %q %q; want 2 and %q", c.Args, code, out, errs, c.Says)
		}
	}
}

// WantOutput: the output holds each of wants.
func WantOutput(t *testing.T, out string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// Serving runs `mecanoid args... --web 127.0.0.1:0` in the background,
// the players pressing Enter enters times then typing nothing more (the
// keyboard open), until its output says until (what the test wants the
// page to show by then); it gives the page's address and join code. The
// run goes on, its page served, until the test binary ends: a test looks
// at the page of a game in the middle.
func Serving(t *testing.T, enters int, until string, args ...string) (base, code string) {
	t.Helper()
	return ServingTyped(t, strings.Repeat("\n", enters), until, args...)
}

// ServingTyped is Serving with the players typing typed (lines, "done\n")
// then nothing more.
func ServingTyped(t *testing.T, typed, until string, args ...string) (base, code string) {
	t.Helper()
	never, _ := io.Pipe() // never written to, never closed
	Typed(t, io.MultiReader(strings.NewReader(typed), never))
	out := &Buffer{}
	go cli.Run(append(args, "--web", "127.0.0.1:0"), out, io.Discard)
	page := regexp.MustCompile(`(?:web page|page web) ?: (http://\S+)`)
	for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(20 * time.Millisecond) {
		s := out.String()
		if m := page.FindStringSubmatch(s); m != nil && strings.Contains(s, until) {
			base = strings.TrimSuffix(m[1], "/")
			resp, err := http.Get(base + "/api/join") // this machine's: the code is shown to it
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var join struct{ Code string }
			if err := json.NewDecoder(resp.Body).Decode(&join); err != nil || join.Code == "" {
				t.Fatalf("the page's join code: %v", err)
			}
			return base, join.Code
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited in vain for the page and %q:\n%s", until, s)
		}
	}
}

// Buffer is a bytes.Buffer that a run writes to while a test reads it
// (safe for both at once).
type Buffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *Buffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *Buffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

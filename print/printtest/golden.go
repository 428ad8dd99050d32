package printtest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// CheckGolden checks that got is the file testdata/name of the test's
// package, line by line; with update (the caller's -update flag) it first
// rewrites the file. Use it for any text a test compares whole: a
// Recorder's drawing, a command's output.
func CheckGolden(t testing.TB, update bool, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if got == string(want) {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if gl[i] != wl[i] {
			t.Errorf("differs from %s (go test -update rewrites it) at line %d:\ngot  %s\nwant %s", path, i+1, gl[i], wl[i])
			return
		}
	}
	t.Errorf("differs from %s (go test -update rewrites it): %d lines, want %d", path, len(gl), len(wl))
}

// Texts are the text lines of a Recorder's record: what a page says and
// where, without its drawing (the French goldens hold these).
func Texts(rec string) string {
	var b strings.Builder
	for _, l := range strings.Split(rec, "\n") {
		if strings.HasPrefix(l, "text ") {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// ParseFile reads the file at path and parses it, or fails the test: a
// board, map or game file a test draws from.
func ParseFile[T any](t testing.TB, path string, parse func(name string, data []byte) (T, error)) T {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	v, err := parse(path, data)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

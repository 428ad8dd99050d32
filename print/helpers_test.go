package print

import (
	"os"
	"testing"
)

// parseFile is printtest.ParseFile for print's internal tests, which
// cannot import printtest (it imports print).
func parseFile[T any](t testing.TB, path string, parse func(name string, data []byte) (T, error)) T {
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

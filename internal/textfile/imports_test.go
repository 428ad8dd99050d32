package textfile

import (
	"go/build"
	"strings"
	"testing"
)

// TestLeaf: the rules engines and device import this package, and the
// engines import nothing of the project outside engine/ but such leaves:
// it imports the standard library only.
func TestLeaf(t *testing.T) {
	p, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range p.Imports {
		// Standard library paths have no dot in their first element.
		if first, _, _ := strings.Cut(imp, "/"); strings.Contains(first, ".") || first == "mecanoid" {
			t.Errorf("textfile imports %s", imp)
		}
	}
}

package tag_test

import (
	"go/build"
	"strings"
	"testing"
)

// TestImportDirections: what the printer and the scanner agree on lives
// here, in a package both import; they never import each other, and this
// one imports nothing of the project but the rules engine (and fault, for
// its errors' kinds).
func TestImportDirections(t *testing.T) {
	for dir, banned := range map[string][]string{
		".":         {"mecanoid/print", "mecanoid/vision", "mecanoid/calibration"},
		"../print":  {"mecanoid/vision", "mecanoid/calibration"},
		"../vision": {"mecanoid/print"},
	} {
		p, err := build.ImportDir(dir, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range p.Imports {
			for _, b := range banned {
				if imp == b || strings.HasPrefix(imp, b+"/") {
					t.Errorf("package %s imports %s", p.Name, imp)
				}
			}
		}
	}
}

package device_test

import (
	"go/build"
	"strings"
	"testing"
)

// TestImports: the referee imports device, never the other way; of the
// project, device imports only fault (its errors' kinds) and the leaf
// packages under internal/ (standard library only, see internal/textfile):
// no game's rules.
func TestImports(t *testing.T) {
	for _, dir := range []string{".", "devicetest"} {
		p, err := build.ImportDir(dir, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range p.Imports {
			if strings.HasPrefix(imp, "mecanoid/") && imp != "mecanoid/device" && imp != "mecanoid/fault" &&
				!strings.HasPrefix(imp, "mecanoid/internal/") {
				t.Errorf("package %s imports %s", p.Name, imp)
			}
		}
	}
}

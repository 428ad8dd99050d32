package game_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// module is the module's path, the prefix of the project's imports.
const module = "mecanoid/"

// imports are the project packages the non-test files of the package in
// dir import (build constraints ignored: every file counts).
func imports(t *testing.T, top, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(top, dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, is := range af.Imports {
			p, _ := strconv.Unquote(is.Path.Value)
			if strings.HasPrefix(p, module) {
				seen[strings.TrimPrefix(p, module)] = true
			}
		}
	}
	var out []string
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// deps are the project packages root imports, directly or not, each with
// the chain that brings it in.
func deps(t *testing.T, top, root string) map[string]string {
	t.Helper()
	chain := map[string]string{root: root}
	todo := []string{root}
	for len(todo) > 0 {
		p := todo[0]
		todo = todo[1:]
		for _, q := range imports(t, top, p) {
			if _, ok := chain[q]; !ok {
				chain[q] = chain[p] + " → " + q
				todo = append(todo, q)
			}
		}
	}
	return chain
}

// TestSharedPackagesKnowNoEngine: the table's loop, the journal, the tags,
// the LEDs and the web page depend on no game's rules, directly or not;
// nothing shared depends on a game's folder.
func TestSharedPackagesKnowNoEngine(t *testing.T) {
	top, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	var roots []string
	for _, r := range []string{"referee", "journal", "tag", "device"} {
		err := filepath.WalkDir(filepath.Join(top, r), func(path string, d os.DirEntry, err error) error {
			if err != nil || !d.IsDir() || d.Name() == "testdata" {
				return err
			}
			rel, _ := filepath.Rel(top, path)
			roots = append(roots, filepath.ToSlash(rel))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(roots) < 8 {
		t.Fatalf("only %d packages found under referee, journal, tag, device: %v", len(roots), roots)
	}
	for _, r := range roots {
		for p, via := range deps(t, top, r) {
			if strings.HasPrefix(p, "engine/") || strings.HasPrefix(p, "game/") {
				t.Errorf("%s depends on %s: %s", r, p, via)
			}
		}
	}
	// The test itself sees an engine where there is one.
	if _, ok := deps(t, top, "game/netzwerk")["engine/netzwerk"]; !ok {
		t.Error("game/netzwerk's dependencies lack engine/netzwerk: the walk is broken")
	}
}

// TestCommandImportsNoEngine: cmd/mecanoid is flags and wiring: it imports
// the games, the command line, and no engine.
func TestCommandImportsNoEngine(t *testing.T) {
	top, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	games := 0
	for _, p := range imports(t, top, "cmd/mecanoid") {
		switch {
		case strings.HasPrefix(p, "engine/"):
			t.Errorf("cmd/mecanoid imports %s", p)
		case strings.HasPrefix(p, "game/"):
			games++
		}
	}
	if games < 5 {
		t.Errorf("cmd/mecanoid lists %d games", games)
	}
}

package doccheck

import (
	"bufio"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// outside matches a citation of a file outside the repository: the rule
// texts and the rulings are kept beside the project, not in it, so a doc
// that names their paths sends a reader of a fresh clone nowhere. The rule
// texts are cited by title and section (docs/rules.md lists them) and the
// rulings are stated in the rules pages. The patterns are written so that
// this file does not match them.
var outside = []struct {
	re  *regexp.Regexp
	why string
}{
	{regexp.MustCompile(`\.\./share[d]`), "a path into the shared folder beside the repository"},
	{regexp.MustCompile(`\bshare[d]/(seeds|RULING)`), "a path into the shared folder beside the repository"},
	{regexp.MustCompile(`\bseed[s]/`), "the folder of the rule texts, outside the repository: cite the text by title and section (docs/rules.md)"},
	{regexp.MustCompile(`\b00[0-4]_[0-9a-f]{16}\b`), "a rule text's file name, outside the repository: cite it by title and section (docs/rules.md)"},
	{regexp.MustCompile(`\bRULING[S]\b`), "the rulings file, outside the repository: state the ruling in the rules page (docs/rules.md#rulings)"},
	{regexp.MustCompile(`/wor[k]/`), "an absolute path of the machine the project is written on"},
}

// root is the module's root: the nearest folder above holding go.mod.
func root(t *testing.T) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = up
	}
}

// checked says whether a file is text the check reads: Markdown anywhere
// (README.md, docs/, testdata READMEs), Go source (comments included), and
// JSON (the scenarios' "about", the bundled games).
func checked(name string) bool {
	switch filepath.Ext(name) {
	case ".md", ".go", ".json":
		return true
	}
	return false
}

// TestNoCitationOutsideRepository fails, naming file:line, when the
// repository's docs, Go files or JSON files cite a path outside it: the rule
// texts' folder or file names, the rulings file, the shared folder beside
// the repository, or an absolute path of the machine.
func TestNoCitationOutsideRepository(t *testing.T) {
	top := root(t)
	files := 0
	err := filepath.WalkDir(top, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != top && (strings.HasPrefix(d.Name(), ".") || d.Name() == "bin") {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || !checked(d.Name()) {
			return nil
		}
		files++
		rel, _ := filepath.Rel(top, path)
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
		for n := 1; sc.Scan(); n++ {
			line := sc.Text()
			for _, o := range outside {
				if m := o.re.FindString(line); m != "" {
					t.Errorf("%s:%d: %q is %s", filepath.ToSlash(rel), n, m, o.why)
				}
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("read %d files under %s: not the repository?", files, top)
	}
}

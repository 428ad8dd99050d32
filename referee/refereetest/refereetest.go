// Package refereetest holds what the tests of more than one game's
// adapter share: a display that hands each update to a function, the
// updates of one kind among those shown, a game's files, and a text said
// in English as its engine says it and in French.
package refereetest

import (
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// DisplayFunc is a talk.Display that calls itself with each update.
type DisplayFunc func(talk.Update)

// Show calls f with u.
func (f DisplayFunc) Show(u talk.Update) { f(u) }

// Kinds are the updates of ups of kind, in order.
func Kinds(ups []talk.Update, kind string) []talk.Update {
	var out []talk.Update
	for _, u := range ups {
		if u.Kind == kind {
			out = append(out, u)
		}
	}
	return out
}

// GameFiles are the game files (*.json, golden and bad-* files left out)
// of the folders dirs; none is a test's failure.
func GameFiles(t testing.TB, dirs ...string) []string {
	t.Helper()
	var files []string
	for _, d := range dirs {
		fs, _ := filepath.Glob(filepath.Join(d, "*.json"))
		for _, f := range fs {
			if !strings.Contains(filepath.Base(f), "golden") && !strings.HasPrefix(filepath.Base(f), "bad-") {
				files = append(files, f)
			}
		}
	}
	if len(files) == 0 {
		t.Fatalf("no game files in %v", dirs)
	}
	return files
}

// SayBoth checks that the English of an event is the engine's own text,
// and that the French says something else; it gives the French.
func SayBoth(t testing.TB, where, engine string, say func(p *lang.Printer) string) (fr string) {
	t.Helper()
	if en := say(lang.EN.Printer()); en != engine {
		t.Errorf("%s: English\n  %q\nthe engine says\n  %q", where, en, engine)
	}
	fr = say(lang.FR.Printer())
	if fr == engine {
		t.Errorf("%s: no French: %q", where, fr)
	}
	return fr
}

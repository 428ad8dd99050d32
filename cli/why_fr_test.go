package cli

import (
	"bytes"
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// TestWhyInFrench: resolve --why quotes in French as many rules as in
// English, for every game whose report is said in French (the rules named
// in French, "[règle : déplacement]"), each once a turn.
func TestWhyInFrench(t *testing.T) {
	was, given := lang.User(), langGiven
	t.Cleanup(func() { lang.SetUser(was); langGiven = given })
	for _, c := range []struct{ file, en, fr string }{
		{"../examples/factory-demo.json", "“", "« "},
		{"../examples/netzwerk/demo.json", "“", "« "},
		{"../examples/hexprog/duel.json", "“", "« "},
		{"../examples/skirmish/crossing.json", "“", "« "},
		{"../game/tiles/testdata/limits.json", "“", "« "},
	} {
		quotes := func(mark string, args ...string) (int, string) {
			var out, errOut bytes.Buffer
			if code := Run(append([]string{"resolve", c.file, "--why"}, args...), &out, &errOut); code != 0 {
				t.Fatalf("resolve %s %v: exit %d: %s", c.file, args, code, errOut.String())
			}
			n := 0
			for _, l := range strings.Split(out.String(), "\n") {
				if strings.HasPrefix(strings.TrimSpace(l), mark) || strings.Contains(l, ": "+mark) {
					n++
				}
			}
			return n, out.String()
		}
		en, _ := quotes(c.en, "--lang", "en")
		fr, text := quotes(c.fr, "--lang", "fr")
		if en == 0 || fr != en {
			t.Errorf("%s: %d quotations in French, %d in English:\n%.3000s", c.file, fr, en, text)
		}
	}
}

package cli

import (
	"slices"
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

func TestTakeLang(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, c := range []struct {
		args []string
		env  map[string]string
		want lang.Lang
		rest []string
		bad  string
	}{
		{[]string{"demo", "--pace", "0"}, nil, lang.EN, []string{"demo", "--pace", "0"}, ""},
		{[]string{"demo", "--lang", "fr", "--pace", "0"}, nil, lang.FR, []string{"demo", "--pace", "0"}, ""},
		{[]string{"--lang=fr", "games"}, map[string]string{"LANG": "en_US.UTF-8"}, lang.FR, []string{"games"}, ""},
		{[]string{"-lang", "en", "games"}, map[string]string{"LANG": "fr_FR.UTF-8"}, lang.EN, []string{"games"}, ""},
		{[]string{"games"}, map[string]string{"LANG": "fr_FR.UTF-8"}, lang.FR, []string{"games"}, ""},
		{[]string{"games"}, map[string]string{"MECANOID_LANG": "fr", "LANG": "en_US.UTF-8"}, lang.FR, []string{"games"}, ""},
		{[]string{"resolve", "--", "--lang", "fr"}, nil, lang.EN, []string{"resolve", "--", "--lang", "fr"}, ""},
		{[]string{"games", "--lang", "de"}, nil, "", nil, `--lang: unknown language "de"`},
		{[]string{"games", "--lang"}, nil, "", nil, "--lang needs a language"},
		{[]string{"games"}, map[string]string{"MECANOID_LANG": "xx"}, "", nil, "MECANOID_LANG"},
	} {
		got, rest, err := takeLang(c.args, env(c.env))
		if c.bad != "" {
			if err == nil || !strings.Contains(err.Error(), c.bad) {
				t.Errorf("takeLang(%q, %v): error %v, want %q", c.args, c.env, err, c.bad)
			}
			continue
		}
		if err != nil || got != c.want || !slices.Equal(rest, c.rest) {
			t.Errorf("takeLang(%q, %v) = %q, %q, %v; want %q, %q", c.args, c.env, got, rest, err, c.want, c.rest)
		}
	}
}

func TestBadLangIsBadInput(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"games", "--lang", "tlh"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "unknown language \"tlh\"") {
		t.Errorf("exit %d, stderr %q: want 2 and the choices", code, errb.String())
	}
	lang.SetUser(lang.Default)
}

// TestCatalogComplete: every message the code prints has its English and
// its French, and no translation drops or adds a placeholder.
func TestCatalogComplete(t *testing.T) {
	for _, p := range lang.Problems() {
		t.Error(p)
	}
	uses, err := lang.Keys("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range uses {
		if !lang.Has(u.Key) {
			t.Errorf("%s: %q is not in the catalog (add it with its French to the package's messages.go)", u.Pos, u.Key)
		}
	}
}

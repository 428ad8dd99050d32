package lang

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for in, want := range map[string]Lang{"fr": FR, "FR": FR, "fr_FR.UTF-8": FR, "fr-CA": FR, "français": FR, "en": EN, "en_GB.UTF-8": EN, "English": EN} {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "de", "C", "xx_YY"} {
		if _, err := Parse(bad); err == nil || !strings.Contains(err.Error(), "fr") {
			t.Errorf("Parse(%q): want an error naming the choices, got %v", bad, err)
		}
	}
}

func TestFromEnv(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want Lang
		bad  bool
	}{
		{map[string]string{}, EN, false},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, FR, false},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, EN, false},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_ALL": "fr_BE.UTF-8"}, FR, false},
		{map[string]string{"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, EN, false}, // LC_ALL decides
		{map[string]string{"LANG": "de_DE.UTF-8"}, EN, false},
		{map[string]string{"MECANOID_LANG": "fr", "LC_ALL": "en_US.UTF-8"}, FR, false},
		{map[string]string{"MECANOID_LANG": "klingon"}, EN, true},
	} {
		got, err := FromEnv(func(k string) string { return c.env[k] })
		if got != c.want || (err != nil) != c.bad {
			t.Errorf("FromEnv(%v) = %q, %v; want %q, error %v", c.env, got, err, c.want, c.bad)
		}
		if c.bad && !strings.Contains(err.Error(), "MECANOID_LANG") {
			t.Errorf("FromEnv(%v): the error %q does not name MECANOID_LANG", c.env, err)
		}
	}
}

func TestFromAcceptLanguage(t *testing.T) {
	for h, want := range map[string]Lang{
		"fr-FR,fr;q=0.9,en;q=0.8": FR,
		"en-US,en;q=0.9,fr;q=0.5": EN,
		"de-DE,fr;q=0.7":          FR,
		"de-DE":                   EN,
		"":                        EN,
		"fr-CH":                   FR,
		"!!":                      EN,
	} {
		if got := FromAcceptLanguage(h); got != want {
			t.Errorf("FromAcceptLanguage(%q) = %q, want %q", h, got, want)
		}
	}
}

func init() {
	Add(Text{"robot %d faces %s", "le robot %d fait face %s"})
	AddPlural(Plural{Key: "%d batteries on %s", Arg: 1, En: "%d battery on %s|%d batteries on %s", Fr: "%d batterie sur %s|%d batteries sur %s"},
		Plural{Key: "%[2]d robots in %[1]s", Arg: 2, En: "a robot in %[1]s|%[2]d robots in %[1]s", Fr: "un robot en %[1]s|%[2]d robots en %[1]s"})
}

func TestPrinter(t *testing.T) {
	for _, c := range []struct {
		l    Lang
		key  string
		args []any
		want string
	}{
		{EN, "%d batteries on %s", []any{1, "B"}, "1 battery on B"},
		{EN, "%d batteries on %s", []any{0, "B"}, "0 batteries on B"},
		{EN, "%d batteries on %s", []any{2, "B"}, "2 batteries on B"},
		{FR, "%d batteries on %s", []any{0, "B"}, "0 batterie sur B"},
		{FR, "%d batteries on %s", []any{1, "B"}, "1 batterie sur B"},
		{FR, "%d batteries on %s", []any{2, "B"}, "2 batteries sur B"},
		{FR, "%[2]d robots in %[1]s", []any{"A3", 1}, "un robot en A3"},
		{FR, "%[2]d robots in %[1]s", []any{"A3", 3}, "3 robots en A3"},
		{EN, "robot %d faces %s", []any{3, "east"}, "robot 3 faces east"},
		{FR, "robot %d faces %s", []any{3, "à l'est"}, "le robot 3 fait face à l'est"},
		{FR, "%.1f mm", []any{2.5}, "2,5 mm"}, // not in the catalog: the key, with French numbers
	} {
		if got := c.l.Printer().Sprintf(c.key, c.args...); got != c.want {
			t.Errorf("%s: Sprintf(%q, %v) = %q, want %q", c.l, c.key, c.args, got, c.want)
		}
	}
	if got := Lang("").Printer().Sprintf("robot %d faces %s", 3, "east"); got != "robot 3 faces east" {
		t.Errorf("no language: %q, want the default's", got)
	}
	if got := Each(func(p *Printer) string { return p.Sprintf("robot %d faces %s", 1, "x") }); got[EN] != "robot 1 faces x" || got[FR] != "le robot 1 fait face x" {
		t.Errorf("Each = %v", got)
	}
}

func TestMsg(t *testing.T) {
	Add(Text{"to the east", "à l'est"}, Text{"robot %d: to %s, facing %s", "robot %d : en %s, face %s"})
	m := M("robot %d: to %s, facing %s", 3, "[4,5]", M("to the east"))
	if got := FR.Printer().Say(m); got != "robot 3 : en [4,5], face à l'est" {
		t.Errorf("FR: %q", got)
	}
	if got := m.String(); got != "robot 3: to [4,5], facing to the east" {
		t.Errorf("EN: %q", got)
	}
	if got := FR.Printer().Says([]Msg{M("to the east"), m}); len(got) != 2 || got[0] != "à l'est" {
		t.Errorf("Says: %q", got)
	}
}

func TestEntryProblems(t *testing.T) {
	for _, c := range []struct {
		key  string
		e    entry
		want string // "" no problem
	}{
		{"robot %d at %s", entry{en: []string{"robot %d at %s"}, fr: []string{"robot %d en %s"}}, ""},
		{"robot %d at %s", entry{en: []string{"robot %d at %s"}, fr: []string{"robot %d"}}, "drops argument 2 (%s)"},
		{"robot %d", entry{en: []string{"robot %d"}, fr: []string{"robot %d en %s"}}, "adds argument 2 (%s)"},
		{"robot %d", entry{en: []string{"robot %d"}, fr: []string{"robot %s"}}, "prints argument 1 with %s, not %d"},
		{"%s then %s", entry{en: []string{"%s then %s"}, fr: []string{"%[2]s après %[1]s"}}, ""},
		{"robot %d", entry{en: []string{"robot %d"}, fr: []string{""}}, "no French"},
		{"%d robots", entry{arg: 1, en: []string{"a robot", "%d robots"}, fr: []string{"un robot", "%d robots"}}, ""},
		{"%d robots", entry{arg: 1, en: []string{"%d robots"}, fr: []string{"un robot", "%d robots"}}, "needs two forms"},
		{"%d robots at %s", entry{arg: 1, en: []string{"a robot at %s", "%d robots at %s"}, fr: []string{"un robot en %[2]s", "%d robots en %s"}}, "drops argument 2"},
		{"100%% sure %d", entry{en: []string{"100%% sure %d"}, fr: []string{"sûr à 100 %% %d"}}, ""},
	} {
		ps := entryProblems(c.key, c.e)
		got := strings.Join(ps, "; ")
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("entryProblems(%q, %+v) = %q, want %q", c.key, c.e, got, c.want)
		}
	}
}

func TestCatalogHasNoProblems(t *testing.T) {
	if ps := Problems(); len(ps) > 0 {
		t.Errorf("catalog problems:\n%s", strings.Join(ps, "\n"))
	}
}

func TestKeys(t *testing.T) {
	dir := t.TempDir()
	src := `package x

import ("fmt"; "mecanoid/internal/lang")

var names = []string{lang.Key("north"), "not a key"}
var later = lang.M("%s then", lang.M("facing %s", "E"))

var fileErr = poserr.M("JSON: %s", poserr.M("a ',' is missing"))

func load(g *Game) error {
	fieldErrf := func(sentinel error, field, format string, args ...any) error { return nil }
	fieldErrf(nil, "robots", "robot %d: no cell", 3)
	g.fieldErrf(nil, "turns", "turn %d: no cartridge", 2)
	errf(nil, 3, 4, "unknown tile %q", "Q")
	errAt(nil, "set.tiles", 3, 4, "tile %q has no grid", "A")
	hereErrf("write: tile NAME")
	posErr(PosError{}, "action %q: %s", "R3", "no")
	errf(nil, 3, 4, format) // a format passed on is no key
	fail(nil, "field", "not an engine's %s", "error")
	x.errf("not %s", "at its place")
	return nil
}

func f(p *lang.Printer) string {
	fmt.Sprintf("not %d a key", 1)
	fmt.Fprintf(nil, "nor %s this", "x")
	p.Fprintf(nil, "to %s", "w")
	return p.Sprintf("robot %d faces %s", 1, "x")
}
`
	if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "x_test.go"), []byte("package x\nfunc g(p interface{Sprintf(string, ...any) string}) { p.Sprintf(\"test only\") }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	uses, err := Keys(dir)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, u := range uses {
		keys = append(keys, u.Key)
		if !strings.Contains(u.Pos, "x.go:") {
			t.Errorf("%q at %q: want x.go:LINE", u.Key, u.Pos)
		}
	}
	slices.Sort(keys)
	want := []string{"%s then", "JSON: %s", "a ',' is missing", "action %q: %s", "facing %s", "north", "robot %d faces %s", "robot %d: no cell",
		"tile %q has no grid", "to %s", "turn %d: no cartridge", "unknown tile %q", "write: tile NAME"}
	if !slices.Equal(keys, want) {
		t.Errorf("Keys = %q, want %q", keys, want)
	}
}

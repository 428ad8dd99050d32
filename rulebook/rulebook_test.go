package rulebook

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// TestMain adds every game's records to the book, as the games' folders
// do when they register (they cannot be imported here: they import the
// book).
func TestMain(m *testing.M) {
	files, err := filepath.Glob("../game/*/rules.txt")
	if err != nil || len(files) == 0 {
		fmt.Fprintln(os.Stderr, "no game/*/rules.txt:", err)
		os.Exit(1)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		Add(strings.TrimPrefix(f, "../"), string(b))
	}
	os.Exit(m.Run())
}

// engineRules finds the Rule constants of every engine: in each folder of
// engine/ (its internal packages aside), every constant named Rule… whose
// value is a string literal, by the folder's name (the game).
func engineRules(t *testing.T) map[string]map[string]string {
	t.Helper()
	dirs, err := filepath.Glob("../engine/*")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]string{}
	fset := token.NewFileSet()
	for _, dir := range dirs {
		game := filepath.Base(dir)
		if game == "internal" {
			continue
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				gd, ok := d.(*ast.GenDecl)
				if !ok || gd.Tok != token.CONST {
					continue
				}
				for _, spec := range gd.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, name := range vs.Names {
						if !strings.HasPrefix(name.Name, "Rule") || i >= len(vs.Values) {
							continue
						}
						lit, ok := vs.Values[i].(*ast.BasicLit)
						if !ok || lit.Kind != token.STRING {
							continue
						}
						v, err := strconv.Unquote(lit.Value)
						if err != nil {
							t.Fatal(err)
						}
						if out[game] == nil {
							out[game] = map[string]string{}
						}
						out[game][v] = fset.Position(name.Pos()).String() + " " + name.Name
					}
				}
			}
		}
	}
	return out
}

// TestEveryRuleQuoted: every Rule constant of every engine has its
// quotation in both languages, and the book quotes no rule an engine does
// not name.
func TestEveryRuleQuoted(t *testing.T) {
	rules := engineRules(t)
	if len(rules) < 5 || len(rules["dr2d"]) < 19 {
		t.Fatalf("found the rules of %d engines (dr2d: %d): the search is broken", len(rules), len(rules["dr2d"]))
	}
	for game, names := range rules {
		for rule, where := range names {
			for _, l := range lang.All {
				if q, ok := Quote(game, rule, l); !ok || q.Text == "" || q.Source == "" || q.Section == "" {
					t.Errorf("%s: rule %q of %s has no quotation in %s (add it to game/%s/rules.txt)", where, rule, game, l, game)
				}
			}
		}
	}
	for _, game := range Games() {
		for _, rule := range Rules(game) {
			if _, ok := rules[game][rule]; !ok {
				e := book[game+" "+rule]
				t.Errorf("%s:%d: %s rule %q is no Rule constant of engine/%s", e.file, e.line, game, rule, game)
			}
		}
	}
}

// normal is s as the quotations are compared: the texts' emphasis marks
// (* and **, `) left out, every run of spaces and line ends one space.
func normal(s string) string {
	s = strings.NewReplacer("*", "", "`", "").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// parts are a quotation's parts, as " […] " separates them.
func parts(q string) []string { return strings.Split(q, " […] ") }

// findInOrder: every part of quote is in text, in order.
func findInOrder(text, quote string) (string, bool) {
	text = normal(text)
	for _, p := range parts(quote) {
		p = normal(p)
		i := strings.Index(text, p)
		if i < 0 {
			return p, false
		}
		text = text[i+len(p):]
	}
	return "", true
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The rule texts and the project's rulings are not in the repository
// (the texts are their authors', none gives a licence; docs/rules.md
// names them). MECANOID_RULE_TEXTS names a folder that holds them: each
// game's text as GAME.txt or as its numbered file (000_… DR2D, 001_…
// Netzwerk, 002_… the skirmish, 003_… tiles, 004_… the hex game), and the
// rulings as rulings.txt, or the file MECANOID_RULINGS names.
// Without it, the quotations of the texts and rulings are not checked
// word for word; the rest of TestQuotationsVerbatim is.
var textNumbers = map[string]string{"dr2d": "000", "netzwerk": "001", "skirmish": "002", "tiles": "003", "hexprog": "004"}

func ruleText(t *testing.T, dir, game string) string {
	t.Helper()
	if b, err := os.ReadFile(filepath.Join(dir, game+".txt")); err == nil {
		return string(b)
	}
	m, _ := filepath.Glob(filepath.Join(dir, textNumbers[game]+"_*.txt"))
	if len(m) != 1 {
		t.Fatalf("MECANOID_RULE_TEXTS=%s: no %s.txt nor %s_*.txt", dir, game, textNumbers[game])
	}
	return readFile(t, m[0])
}

func rulingsText(t *testing.T, dir string) string {
	t.Helper()
	name := os.Getenv("MECANOID_RULINGS")
	if name == "" {
		name = filepath.Join(dir, "rulings.txt")
	}
	return readFile(t, name)
}

// TestQuotationsVerbatim: a French quotation of a rule text is found in
// that text word for word (spaces and line ends aside), its parts in
// order, under a section the text has; a ruling's words in the project's
// rulings; a decision's words in its section of the rules page.
func TestQuotationsVerbatim(t *testing.T) {
	dir := os.Getenv("MECANOID_RULE_TEXTS")
	rulings := ""
	if dir != "" {
		rulings = rulingsText(t, dir)
	}
	n, unchecked := 0, 0
	for _, key := range sortedKeys() {
		e := book[key]
		where := e.file + ":" + strconv.Itoa(e.line) + ": " + key
		switch {
		case dir == "" && (e.from == FromText || e.from == FromRuling):
			unchecked++
		case e.from == FromText:
			text := normal(ruleText(t, dir, e.game))
			_, under, ok := strings.Cut(text, normal(strings.TrimSuffix(e.section[lang.FR], "…")))
			if !ok {
				t.Errorf("%s: the rule text has no section %q", where, e.section[lang.FR])
			}
			if miss, ok := findInOrder(under, e.words[lang.FR]); !ok {
				t.Errorf("%s: %q is not in the rule text (%s) word for word, after its section and the parts before it", where, miss, e.game)
			}
		case e.from == FromRuling:
			if miss, ok := findInOrder(rulings, e.words[lang.EN]); !ok {
				t.Errorf("%s: %q is not in the project's rulings word for word", where, miss)
			}
		case e.from == FromDoc:
			page := readFile(t, filepath.Join("..", e.doc))
			_, sec, ok := strings.Cut(page, "\n## "+e.section[lang.EN]+"\n")
			if !ok {
				t.Errorf("%s: %s has no section %q", where, e.doc, e.section[lang.EN])
				continue
			}
			sec, _, _ = strings.Cut(sec, "\n## ")
			if miss, ok := findInOrder(sec, e.words[lang.EN]); !ok {
				t.Errorf("%s: %q is not in %s, section %s, word for word", where, miss, e.doc, e.section[lang.EN])
			}
		}
		if len(parts(e.words[lang.FR])) != len(parts(e.words[lang.EN])) {
			t.Errorf("%s: the French and the English leave out different parts (%d and %d)", where, len(parts(e.words[lang.FR])), len(parts(e.words[lang.EN])))
		}
		if e.words[lang.FR] == e.words[lang.EN] {
			t.Errorf("%s: the English is the French", where)
		}
		n++
	}
	if n < 70 {
		t.Errorf("checked %d quotations", n)
	}
	if unchecked > 0 {
		t.Logf("%d quotations of the rule texts and rulings not checked word for word: MECANOID_RULE_TEXTS=FOLDER checks them", unchecked)
	}
}

func sortedKeys() []string {
	var keys []string
	for k := range book {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// TestFindInOrder: the comparison the verbatim test makes fails on a word
// changed, parts out of order, and holds across line ends and emphasis.
func TestFindInOrder(t *testing.T) {
	text := "Les robots\nqui s'arrêtent sur le  chemin. Un robot **doit** être capturé."
	for _, c := range []struct {
		quote string
		ok    bool
	}{
		{"Les robots qui s'arrêtent sur le chemin.", true},
		{"Un robot doit être capturé.", true},
		{"Les robots […] Un robot doit", true},
		{"Un robot doit […] Les robots", false},
		{"Les robots qui s'arrêtent sur le chemin !", false},
		{"les robots", false},
	} {
		if _, ok := findInOrder(text, c.quote); ok != c.ok {
			t.Errorf("findInOrder(%q) = %v, want %v", c.quote, ok, c.ok)
		}
	}
}

func TestQuote(t *testing.T) {
	for _, c := range []struct {
		game, rule string
		l          lang.Lang
		want       string
	}{
		{"dr2d", "laser", lang.FR, "« Les robots qui s'arrêtent sur le chemin d'un rayon laser subissent un point de dommage par LASER. Le rayon laser ne traverse pas les robots ni les murs. […] Ils sont actifs sur les mouvements impair (1,3 et 5). » — Des Robots et Des Dalles, « Les LASER »"},
		{"dr2d", "laser", lang.EN, "“Robots that stop in the path of a laser beam take one point of damage per LASER. The beam goes through neither robots nor walls. […] They are active on odd moves (1, 3 and 5).” — Des Robots et Des Dalles, « Les LASER »"},
		{"netzwerk", "must-capture", lang.FR, "« Un robot doit être capturé si cela est possible. » — Netzwerk (Network - Réseaux), « Variantes »"},
		{"hexprog", "end-of-game", lang.FR, "arbitrage du projet : « Une partie s'arrête quand un seul joueur a encore des robots, sauf si le fichier du scénario fixe un but. » (le jeu de programmation sur hexagones)"},
		{"hexprog", "end-of-game", lang.EN, "project ruling: “A game ends when one player alone has robots left, unless the scenario file sets a goal.” (the hex programming game)"},
		{"hexprog", "empty-step", lang.EN, "project decision: “`.` is an empty box. Reading it ends the robot's go with no action.” — docs/rules-hexprog.md, section empty-step"},
		{"hexprog", "move", lang.EN, "“The move, written D, is an instruction to change hex. […] For example, D + 2 moves the robot 2 hexes forward in the direction it faced before reading the instruction. D -1 means it moves back one hex.” — the hex programming game's rules (an untitled text), « Instructions de mouvement »"},
	} {
		if got := Why(c.game, c.rule, c.l); got != c.want {
			t.Errorf("Why(%s, %s, %s) =\n  %s\nwant\n  %s", c.game, c.rule, c.l, got, c.want)
		}
	}
	q, ok := Quote("skirmish", "move", lang.FR)
	if !ok || q.Ruling || q.Source != "Règles de déroulement d'une partie" || q.Section != "Déplacement sur le terrain de jeu" {
		t.Errorf("Quote(skirmish, move) = %+v, %v", q, ok)
	}
	if q, ok := Quote("tiles", "movement", lang.EN); !ok || !q.Ruling || q.Source != "docs/rules-tiles.md" {
		t.Errorf("Quote(tiles, movement) = %+v, %v: want the rules page's decision", q, ok)
	}
	if _, ok := Quote("dr2d", "jump", lang.EN); ok {
		t.Error("Quote(dr2d, jump): DR2D has no such rule")
	}
	if got := Why("netzwerk", "nope", lang.FR); got != "" {
		t.Errorf("Why of an unknown rule = %q", got)
	}
	if q, _ := Quote("dr2d", "wall", "de"); q.Lang != lang.EN {
		t.Errorf("a language the book does not speak: %q, want English", q.Lang)
	}
}

func TestParseErrors(t *testing.T) {
	good := "game g\ntitle: T\n\nrule r\nfrom: text\nsection: S\nfr: le mot\nen: the word\n"
	if b, err := parse("book.txt", good); err != nil || len(b) != 1 {
		t.Fatalf("parse(good) = %v, %v", b, err)
	}
	for _, c := range []struct{ text, want string }{
		{"rule r\nfrom: text\n", "book.txt:1: a rule before any game"},
		{"game g\ntitle: T\n\nrule r\nfrom: text\nsection: S\nfr: le mot\n", "book.txt:4: rule r lacks its fr or its en"},
		{"game g\ntitle: T\n\nrule r\nfrom: hearsay\n", "book.txt:5: from: text, ruling or doc PAGE"},
		{"game g\ntitle: T\n\nrule r\nfrom: doc\n", "book.txt:5: from: text, ruling or doc PAGE"},
		{"game g\ntitle: T\n\nrule r\nfrom: text\nsection: S\nfr: a\nen: b\nsay: c\n", `book.txt:9: unknown field "say"`},
		{"game g\n\nrule r\nfrom: text\nsection: S\nfr: a\nen: b\n", "book.txt:3: game g has no title"},
		{good + "\nrule r\nfrom: ruling\nsection: S\nfr: a\nen: b\n", "book.txt:10: rule r of g twice"},
		{"game g\ntitle: T\nwords\n", `book.txt:3: "words" is no field`},
	} {
		if _, err := parse("book.txt", c.text); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("parse(%q): error %v, want %q", c.text, err, c.want)
		}
	}
}

func TestAnnotate(t *testing.T) {
	text := "Turn 1\n Move 1\n  robots     robot 3 (Vert) steps forward [4,1] → [4,2]  [rule: move]\n  lasers     robot 4 is hit  [rule: laser]\n  other      no such  [rule: nope]\nend [rule: wall]"
	got := string(Annotate([]byte(text), "dr2d", lang.FR, nil))
	want := "Turn 1\n Move 1\n" +
		"  robots     robot 3 (Vert) steps forward [4,1] → [4,2]  [rule: move]\n      " + Why("dr2d", "move", lang.FR) + "\n" +
		"  lasers     robot 4 is hit  [rule: laser]\n      " + Why("dr2d", "laser", lang.FR) + "\n" +
		"  other      no such  [rule: nope]\n" +
		"end [rule: wall]\n    " + Why("dr2d", "wall", lang.FR) + "\n"
	if got != want {
		t.Errorf("Annotate:\n%s\nwant\n%s", got, want)
	}
	if got := string(Annotate([]byte("  x  [rule: draw]\n"), "simulacres", lang.EN, nil)); !strings.Contains(got, "“To draw a tile at random") {
		t.Errorf("Annotate of the tiles' game (simulacres): %q", got)
	}
	// French: the rules named in the reader's words; a rule quoted once a
	// turn, under its first event.
	fr := "Tour 1\n  a  [règle : mouvement]\n  b  [règle : mouvement]\n  c  [règle : laser]\nTour 2\n  d  [règle : mouvement]\n"
	names := func(rule string) []string { return map[string][]string{"move": {"mouvement"}}[rule] }
	move, laser := "      "+Why("dr2d", "move", lang.FR)+"\n", "      "+Why("dr2d", "laser", lang.FR)+"\n"
	want = "Tour 1\n  a  [règle : mouvement]\n" + move + "  b  [règle : mouvement]\n  c  [règle : laser]\n" + laser + "Tour 2\n  d  [règle : mouvement]\n" + move
	if got := string(Annotate([]byte(fr), "dr2d", lang.FR, names)); got != want {
		t.Errorf("Annotate in French:\n%s\nwant\n%s", got, want)
	}
	if got := string(Annotate([]byte(text), "chess", lang.EN, nil)); got != text {
		t.Errorf("Annotate of a game the book does not know changed the text: %q", got)
	}
}

package web

import (
	"errors"
	"fmt"
	"io/fs"
	"mecanoid/game/dr2d/boardview"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/referee/web/webtest"
)

// pageKeys are the messages the pages say, by key, and where: every
// MC.T("…") (T("…")) of the scripts and {{t "…"}} of the templates.
func pageKeys(t *testing.T) map[string][]string {
	t.Helper()
	calls := map[string]*regexp.Regexp{
		".js":   regexp.MustCompile(`\bT\(("(?:[^"\\]|\\.)*")`),
		".html": regexp.MustCompile(`\{\{t ("(?:[^"\\]|\\.)*")`),
	}
	out := map[string][]string{}
	err := fs.WalkDir(files, "static", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		re := calls[filepath.Ext(path)]
		if re == nil {
			return nil
		}
		b, err := files.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range re.FindAllSubmatchIndex(b, -1) {
			key, err := strconv.Unquote(string(b[m[2]:m[3]]))
			if err != nil {
				t.Errorf("%s: %s: %v", path, b[m[2]:m[3]], err)
				continue
			}
			line := 1 + strings.Count(string(b[:m[0]]), "\n")
			out[key] = append(out[key], fmt.Sprintf("%s:%d", path, line))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestPageCatalog: every word a page says is in its catalog, in English
// and in French, with the same placeholders; every word of the catalog is
// said somewhere; no page writes words outside the catalog.
func TestPageCatalog(t *testing.T) {
	used := pageKeys(t)
	if len(used) < 100 {
		t.Fatalf("only %d keys found in the pages: the scanner is broken", len(used))
	}
	for _, p := range catalogProblems(used, pageWords, pagePlurals) {
		t.Error(p)
	}
	catalog := map[string]bool{}
	for _, w := range pageWords {
		catalog[w[0]] = true
	}
	for _, p := range pagePlurals {
		catalog[p.Key] = true
	}
	// Both languages' catalogs hold every key; the French is French.
	for _, l := range lang.All {
		c := catalogOf(l)
		for key := range catalog {
			_, text := c.Texts[key]
			_, plural := c.Plurals[key]
			if !text && !plural {
				t.Errorf("%s: %q missing from the catalog sent to the pages", l, key)
			}
		}
	}
	if fr := catalogOf(lang.FR); fr.Texts["What happened"] != "Ce qui s'est passé" || !slices.Equal(fr.Ones, []int{0, 1}) {
		t.Errorf("the French catalog: %q, ones %v", fr.Texts["What happened"], fr.Ones)
	}
	if en := catalogOf(lang.EN); !slices.Equal(en.Ones, []int{1}) {
		t.Errorf("the English catalog's ones: %v", en.Ones)
	}
	// Words written outside the catalog: text between tags in the
	// templates, text given to an element in the scripts.
	loose := map[string]*regexp.Regexp{
		".html": regexp.MustCompile(`>\s*([^<{]*[A-Za-z]{2}[^<{]*?)\s*<`),
		".js":   regexp.MustCompile(`(?:text: |textContent = |alt: |title: )"([^"]*[A-Za-z]{2}[^"]*)"`),
	}
	allowed := map[string]bool{"Mecanoid": true, "FR": true, "EN": true, "PC": true}
	fs.WalkDir(files, "static", func(path string, d fs.DirEntry, err error) error {
		re := loose[filepath.Ext(path)]
		if d.IsDir() || re == nil {
			return nil
		}
		b, _ := files.ReadFile(path)
		s := regexp.MustCompile(`(?s)<script>.*?</script>|<title>|</title>`).ReplaceAllString(string(b), "")
		for _, m := range re.FindAllStringSubmatch(s, -1) {
			if !allowed[strings.TrimSpace(m[1])] {
				t.Errorf("%s: %q is written outside the catalog", path, m[1])
			}
		}
		return nil
	})
}

// catalogProblems are the mistakes of a page catalog (words, plurals)
// for the keys the pages say (used): a key said but not in the catalog, a
// key in the catalog said nowhere, and lang.Problems of its keys (a
// message without its French or its English, a translation dropping or
// adding a placeholder).
func catalogProblems(used map[string][]string, words []lang.Text, plurals []lang.Plural) []string {
	var out []string
	catalog := map[string]bool{}
	for _, w := range words {
		catalog[w[0]] = true
	}
	for _, p := range plurals {
		catalog[p.Key] = true
	}
	for key, where := range used {
		if !catalog[key] {
			out = append(out, fmt.Sprintf("%s: %q is not in the pages' catalog (pageWords in messages.go)", where[0], key))
		}
	}
	for key := range catalog {
		if used[key] == nil {
			out = append(out, fmt.Sprintf("%q is in the pages' catalog but no page says it", key))
		}
	}
	for _, p := range lang.Problems() {
		for key := range catalog {
			if strings.HasPrefix(p, strconv.Quote(key)+":") {
				out = append(out, p)
			}
		}
	}
	slices.Sort(out)
	return out
}

// TestPageCatalogCatches: catalogProblems finds a page word without its
// translation, one whose French drops a placeholder or adds one, and a
// key no page says.
func TestPageCatalogCatches(t *testing.T) {
	words := []lang.Text{
		{"web test: %d robots in %s", "web test : %d robots"},   // drops %s
		{"web test: robot %d", "web test : robot %d en %s"},     // adds %s
		{"web test: no French", ""},                             // no French
		{"web test: said nowhere", "web test : dit nulle part"}, // unused
		{"web test: fine %s", "web test : bien %s"},             // fine
	}
	lang.Add(words...)
	used := map[string][]string{}
	for _, w := range words[:3] {
		used[w[0]] = []string{"static/x.js:1"}
	}
	used["web test: fine %s"] = []string{"static/x.js:2"}
	used["web test: not in the catalog"] = []string{"static/x.js:3"}
	got := strings.Join(catalogProblems(used, words, nil), "\n")
	for _, want := range []string{
		`"web test: %d robots in %s": the French "web test : %d robots" drops argument 2 (%s)`,
		`"web test: robot %d": the French "web test : robot %d en %s" adds argument 2 (%s)`,
		`"web test: no French": no French`,
		`"web test: said nowhere" is in the pages' catalog but no page says it`,
		`static/x.js:3: "web test: not in the catalog" is not in the pages' catalog`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("catalogProblems misses %s; it says:\n%s", want, got)
		}
	}
	if strings.Contains(got, "fine") {
		t.Errorf("catalogProblems complains of a right message:\n%s", got)
	}
}

// TestLangOf: the language a request is answered in.
func TestLangOf(t *testing.T) {
	for _, c := range []struct {
		fixed  lang.Lang
		accept string
		cookie string
		want   lang.Lang
	}{
		{"", "", "", lang.EN},
		{"", "fr-FR,fr;q=0.9,en;q=0.8", "", lang.FR},
		{"", "de-DE", "", lang.EN},
		{lang.FR, "en-US,en;q=0.9", "", lang.FR}, // the referee's --lang beats the browser's settings
		{lang.EN, "fr-FR", "", lang.EN},
		{"", "fr-FR", "en", lang.EN},      // the switch beats the browser's settings
		{lang.FR, "en-US", "en", lang.EN}, // and the referee's: a person's choice on their own screen
		{lang.EN, "", "fr", lang.FR},
		{"", "fr-FR", "klingon", lang.FR}, // a cookie that names no language is ignored
	} {
		w := New(Options{Board: boardview.Of})
		w.Lang = c.fixed
		r := httptest.NewRequest("GET", "http://localhost/", nil)
		if c.accept != "" {
			r.Header.Set("Accept-Language", c.accept)
		}
		if c.cookie != "" {
			r.AddCookie(&http.Cookie{Name: langCookie, Value: c.cookie})
		}
		if got := w.langOf(r); got != c.want {
			t.Errorf("Lang %q, Accept-Language %q, cookie %q: %q, want %q", c.fixed, c.accept, c.cookie, got, c.want)
		}
	}
}

// saidErr is a game's refusal that says itself (a sayer).
type saidErr struct{}

func (saidErr) Error() string { return `move 2: "FX" is not a move` }
func (saidErr) Say(p *lang.Printer) string {
	return map[lang.Lang]string{lang.EN: `move 2: "FX" is not a move`, lang.FR: `mouvement 2 : « FX » n'est pas un mouvement`}[p.Lang]
}

// TestWebFrench: the pages and the phone API's errors in the requester's
// language; English stays as it was.
func TestWebFrench(t *testing.T) {
	w, srv := started(t, Options{Board: boardview.Of, Code: "FRENCH23", WaitAll: true})
	fr := func(p *webtest.Phone) *webtest.Phone { p.Header.Set("Accept-Language", "fr-FR,fr;q=0.9"); return p }
	alice, bob := fr(webtest.NewPhone(t, srv.URL, w.Code())), webtest.NewPhone(t, srv.URL, w.Code())
	outsider := fr(webtest.NewPhone(t, srv.URL, "WRONG234"))

	st, page := alice.Get("/")
	for _, has := range []string{`<html lang="fr">`, `<h2>Ce qui s&#39;est passé</h2>`, `<th>case</th>`, `"lang":"fr"`, `"Sleep":"Veille"`} {
		if st != 200 || !strings.Contains(page, has) {
			t.Errorf("the French table page lacks %s", has)
		}
	}
	if _, page := bob.Get("/"); !strings.Contains(page, `<html lang="en">`) || !strings.Contains(page, "<h2>What happened</h2>") {
		t.Error("the table page without Accept-Language is not English")
	}
	if _, page := alice.Get("/play?code=FRENCH23"); !strings.Contains(page, "Qui êtes-vous ?") {
		t.Error("the French phone page lacks « Qui êtes-vous ? »")
	}
	if st, page := outsider.Get("/play?code=WRONG234"); st != 403 || !strings.Contains(page, "Ce code n&#39;est pas celui de la partie") {
		t.Errorf("a wrong code, in French: %d %s", st, page)
	}
	errorOf := func(st int, body map[string]any) string { return fmt.Sprint(st, " ", body["error"]) }
	if got := errorOf(take(outsider, "robot 1")); got != "403 mauvais code de partie" {
		t.Errorf("wrong code: %s", got)
	}
	if got := errorOf(take(alice, "robot 9")); got != `404 cette place n'existe pas dans la partie : "robot 9"` {
		t.Errorf("no such seat: %s", got)
	}
	take(bob, "robot 1")
	if got := errorOf(take(alice, "robot 1")); got != "409 place prise par un autre téléphone : robot 1" {
		t.Errorf("seat taken: %s", got)
	}
	if got := errorOf(take(bob, "robot 2")); got != "200 <nil>" {
		t.Errorf("bob takes robot 2: %s", got)
	}
	if got := errorOf(alice.Post("/api/seat/give", url.Values{"seat": {"robot 2"}})); got != "409 ce téléphone n'a pas cette place : robot 2" {
		t.Errorf("give back another's seat: %s", got)
	}
	take(alice, "robot 3")
	if got := errorOf(answer(alice, "robot 3", 1, "F F F F F")); got != "409 rien n'est demandé à cette place pour l'instant : robot 3" {
		t.Errorf("nothing asked: %s", got)
	}
	if got := errorOf(alice.Post("/api/seat", url.Values{"seat": {"robot 1"}, "ask": {"1"}})); !strings.HasPrefix(got, "202") {
		t.Errorf("ask back: %s", got)
	}
	q := cartridge(1, "robot 1", "robot 3")
	q.Check = func(_, a string) error {
		if strings.Contains(a, "FX") {
			return saidErr{}
		}
		if strings.Contains(a, "B") {
			return errors.New("robot 3 cannot go back") // an error that does not say itself: as it is
		}
		return nil
	}
	ask(w, t.Context(), q)
	id := waitAsked(t, w)
	if got := errorOf(answer(alice, "robot 3", id, "F FX F F F")); got != "422 réponse refusée : mouvement 2 : « FX » n'est pas un mouvement" {
		t.Errorf("refused, in French: %s", got)
	}
	if got := errorOf(answer(alice, "robot 3", id, "B F F F F")); got != "422 réponse refusée : robot 3 cannot go back" {
		t.Errorf("refused for a reason in English only: %s", got)
	}
	if got := errorOf(answer(bob, "robot 1", id, "F FX F F F")); got != `422 answer refused: move 2: "FX" is not a move` {
		t.Errorf("refused, in English: %s", got)
	}
	if got := errorOf(answer(alice, "robot 3", id-1, "F F F F F")); !strings.Contains(got, "409 rien n'est demandé à cette place pour l'instant : ce formulaire répond à une question passée (on en est à l'étape 1)") {
		t.Errorf("an older question: %s", got)
	}
	// The guard's refusals.
	req, _ := http.NewRequest("POST", srv.URL+"/api/seat", strings.NewReader("code=FRENCH23&seat=robot+4"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "http://elsewhere.example")
	req.Header.Set("Accept-Language", "fr")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 403 {
		t.Errorf("another site's post: %d", resp.StatusCode)
	}
	rec := httptest.NewRecorder()
	r := httptest.NewRequest("POST", "http://localhost/api/seat", strings.NewReader("{}"))
	r.Header.Set("Origin", "http://localhost")
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Accept-Language", "fr")
	w.ServeHTTP(rec, r)
	if rec.Code != 415 || !strings.Contains(rec.Body.String(), "envoyez un formulaire url-encoded") {
		t.Errorf("a JSON post, in French: %d %s", rec.Code, rec.Body)
	}
	// The join page at the table, in the referee's language.
	w.Lang = lang.FR
	rec = httptest.NewRecorder()
	r = httptest.NewRequest("GET", "http://localhost/join", nil)
	r.RemoteAddr = "127.0.0.1:4000"
	r.Header.Set("Accept-Language", "en")
	w.ServeHTTP(rec, r)
	if body := rec.Body.String(); !strings.Contains(body, "<h1>Rejoindre la partie</h1>") || !strings.Contains(body, "FRENCH23") {
		t.Errorf("the join page with the referee's French: %.400s", body)
	}
	// Too many wrong codes.
	if got := (&tooMany{wait: 2500 * 1e6}).Say(lang.FR.Printer()); got != "trop de mauvais codes de partie depuis cette adresse : réessayez dans 3 s" {
		t.Errorf("too many: %q", got)
	}
	if got := sayError(lang.FR.Printer(), ErrJoinCode); got != "mauvais code de partie" {
		t.Errorf("ErrJoinCode in French: %q", got)
	}
	// The page's errors keep their English and their sentinel.
	err = failure(ErrTaken, lang.M("seat taken by another phone: %s", "robot 1"))
	if err.Error() != "web: seat taken by another phone: robot 1" || !errors.Is(err, ErrTaken) {
		t.Errorf("%v: is ErrTaken %v", err, errors.Is(err, ErrTaken))
	}
	if err := refused(saidErr{}); !errors.Is(err, ErrRefused) || !errors.As(err, new(saidErr)) || err.Error() != `web: answer refused: move 2: "FX" is not a move` {
		t.Errorf("refused: %v", err)
	}
	_ = talk.FormCartridge
}

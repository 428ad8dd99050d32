package web

import (
	"context"
	"mecanoid/game/dr2d/boardview"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/referee/web/webtest"
)

// The browser tests in French: Chromium asking for French
// (--accept-lang=fr), the referee fixing a language, the FR/EN switch.

// frenchChromium is a Chromium that asks for French pages.
const frenchChromium = "--accept-lang=fr-FR,fr"

// drove is what a drive script saw.
func drove(t *testing.T, page string) string {
	t.Helper()
	m := regexp.MustCompile(`data-drive="([^"]*)"`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("the script left no trace:\n%.4000s", page)
	}
	return strings.NewReplacer("&quot;", `"`, "&amp;", "&", "&lt;", "<", "&gt;", ">").Replace(m[1])
}

// whyJS clicks the log's laser step and notes the quotation it shows.
const whyJS = webtest.DriveJS + `
waitFor('#log li[data-seq="LASER"].has-why', function (li) {
  var q = li.querySelector("blockquote.why");
  note("hidden " + q.hidden);
  li.click();
  note("shown " + !q.hidden + " " + q.textContent);
});
`

// TestBrowserTableFrench: the table page in a French browser: its own
// words, the updates' French words (Langs: text, moves, problems), and a
// click on an event showing the rule that decides it (Why).
func TestBrowserTableFrench(t *testing.T) {
	webtest.Chromium(t)
	ups := demoUpdates(t)
	laser := -1
	for i, u := range ups {
		switch {
		case u.Kind == talk.UpdateStep && u.Rule == "laser" && u.Event != nil && laser < 0:
			laser = i
			ups[i].Langs = map[string]talk.Words{
				"en": {Text: u.Text, Why: "If you stand in the path of a welding LASER, it gets hot (DR2D, From tile to tile)"},
				"fr": {Text: "LE ROBOT EST TOUCHÉ PAR LE LASER", Why: "« Si vous êtes sur le chemin d'un des LASER de soudure, ça va chauffer » (DR2D, De dalle en dalle)"},
			}
		case u.Kind == talk.UpdateInstruct:
			fr := talk.Words{Text: "déplacez les pièces"}
			for _, m := range u.Moves {
				fr.Moves = append(fr.Moves, strings.Replace(strings.Replace(m.Text, ": to", " : en", 1), "facing", "face", 1))
			}
			ups[i].Langs = map[string]talk.Words{"fr": fr}
		case u.Kind == talk.UpdateVerify:
			ups[i].Langs = map[string]talk.Words{"fr": {Text: "la table n'est pas conforme", Problems: []string{"robot 2 : vu en [8,6], attendu en [8,7]"}}}
		}
	}
	if laser < 0 {
		t.Fatal("no laser step in the demo turn")
	}
	w := New(Options{Board: boardview.Of, Code: "FRTABLE2"})
	script := strings.Replace(whyJS, `data-seq="LASER"`, `data-seq="`+strconv.Itoa(ups[laser].Seq)+`"`, 1)
	srv := httptest.NewServer(webtest.NewCutStream(w, 1500*time.Millisecond, webtest.Injected(t, w, "/", "index", script)))
	t.Cleanup(func() { w.Close(); srv.Close() })
	for _, u := range ups {
		w.Show(u)
	}
	page := webtest.Headless(t, srv.URL+"/testindex", 8*time.Second, "1440,1000", webtest.Screenshot(t, "table-fr.png"), frenchChromium)
	want := "hidden true|shown true « Si vous êtes sur le chemin d'un des LASER de soudure, ça va chauffer » (DR2D, De dalle en dalle)"
	if got := drove(t, page); got != want {
		t.Errorf("clicking the laser step:\n  %s\nwant\n  %s", got, want)
	}
	for _, has := range []string{
		`<html lang="fr">`,
		`<title>Arbitre Mecanoid</title>`,
		`<h2>Ce qui s'est passé</h2>`,
		`<th>case</th><th>orientation</th>`,
		`<figcaption>tourniquet ↻</figcaption>`,
		`<figcaption>actionneur : changement de plateau</figcaption>`,
		`Cartouches du tour 1`,
		`<div id="turn" class="turn">tour 1</div>`,
		`<span class="kind">étape</span>LE ROBOT EST TOUCHÉ PAR LE LASER`, // Langs["fr"].Text in the log
		`robot 1 : en [2,6], face E`,                                      // Langs["fr"].Moves
		`<li>robot 2 : vu en [8,6], attendu en [8,7]</li>`,                // Langs["fr"].Problems
		`id="step-text" class="text">la table n'est pas conforme<`,
		`Jouez avec votre téléphone`,
		`<button type="button" data-lang="fr" aria-pressed="true">FR</button>`,
	} {
		if !strings.Contains(page, has) {
			t.Errorf("the French table page lacks %q", has)
		}
	}
	// The catalog (a script) holds the English keys: not shown.
	shown := regexp.MustCompile(`(?s)<script>.*?</script>`).ReplaceAllString(page, "")
	for _, hasNot := range []string{ups[laser].Text, "What happened", "robot 1: to [2,6]"} {
		if strings.Contains(shown, hasNot) {
			t.Errorf("the French table page shows the English %q", hasNot)
		}
	}
	if t.Failed() {
		t.Logf("DOM:\n%.5000s", page)
	}
}

// phoneFrJS plays the French phone: take robot 1, send a cartridge with
// a blank move, then a bad one the game refuses in French (the reason
// shown next to the move it names), fix it and send.
const phoneFrJS = webtest.DriveJS + `
function send(f) { f.removeAttribute("data-result"); f.querySelector("button.send").click(); }
observe('button[data-seat="robot 1"]:not([disabled])', function (b) {
  b.click();
  streamed('form[data-seat="robot 1"]', function (f) {
    note("form " + f.querySelector(".sleep-row label").textContent + " / " + f.elements.sleep.options[1].textContent + " / " + f.querySelector("button.send").textContent);
    ["F", "FX", "LF", "-", ""].forEach(function (m, i) { f.elements["move" + (i + 1)].value = m; });
    send(f);
    waitFor('form[data-seat="robot 1"][data-result="error"]', function () {
      note("blank " + f.querySelector('.err[data-for="move5"]').textContent + " / " + f.querySelector(".form-error").textContent);
      f.elements.move5.value = "R";
      send(f);
      waitFor('form[data-seat="robot 1"][data-result="error"] .err[data-for="move2"]:not(:empty)', function (e) {
        note("error " + e.textContent);
        f.elements.move2.value = "F";
        send(f);
        waitFor('form[data-seat="robot 1"][data-result="sent"]', function () { note("sent"); });
      });
    });
  });
});
`

// TestBrowserPhoneFrench: the phone page in a French browser: the seats,
// the cartridge form (moves, « veille »), a blank move and a move the game
// refuses, in French, and the cartridge sent.
func TestBrowserPhoneFrench(t *testing.T) {
	webtest.Chromium(t)
	w := New(Options{Board: boardview.Of, Code: "FRPHONE2", WaitAll: true})
	srv := httptest.NewServer(webtest.NewCutStream(w, time.Minute, webtest.Injected(t, w, "/play?code="+w.Code(), "play", phoneFrJS)))
	t.Cleanup(func() { w.Close(); srv.Close() })
	w.Show(demoUpdates(t)[0])
	bob := webtest.NewPhone(t, srv.URL, w.Code())
	take(bob, "robot 2")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	q := talk.Question{Step: 1, Who: []string{"robot 1"}, Secret: true, Form: talk.FormCartridge, Prompt: "the cartridge of turn 1",
		Check: func(_, a string) error {
			if strings.Contains(a, "FX") {
				return saidErr{}
			}
			return nil
		}}
	res := ask(w, ctx, q)
	waitAsked(t, w)
	page := webtest.Headless(t, srv.URL+"/testplay?code="+w.Code(), 10*time.Second, "412,1100", webtest.Screenshot(t, "phone-fr.png"), frenchChromium)
	want := "form Veille / avant le mouvement 1 / Envoyer la cartouche" +
		"|blank écrivez un mouvement, ou - pour ne pas bouger / Corrigez les mouvements marqués." +
		"|error « FX » n'est pas un mouvement|sent"
	if got := drove(t, page); got != want {
		t.Errorf("the French phone saw\n  %s\nwant\n  %s", got, want)
	}
	for _, has := range []string{
		`<html lang="fr">`,
		`<h2>Qui êtes-vous ?</h2>`,
		`<em>à vous</em>`,
		`<em>prise</em>`,
		`[1,4] face au sud · 7 PC · aucune loi`,
		`Envoyé : F F LF - R.`,
		`L/R : un quart de tour à gauche/droite`,
		`<option value="0">non</option>`,
		`rendre cette place`,
	} {
		if !strings.Contains(page, has) {
			t.Errorf("the French phone page lacks %q", has)
		}
	}
	select {
	case r := <-res:
		if r.err != nil || r.got["robot 1"] != "F F LF - R" {
			t.Errorf("Ask = %v, %v", r.got, r.err)
		}
	case <-time.After(5 * time.Second):
		t.Error("Ask did not return the phone's cartridge")
	}
	if t.Failed() {
		t.Logf("DOM:\n%.5000s", page)
	}
}

// switchJS notes a heading of the page, switches to English, and after
// the reload notes it again.
const switchJS = webtest.DriveJS + `
if (!sessionStorage.getItem("switched")) {
  waitFor("HEADING", function (h) {
    note(document.documentElement.lang + " " + h.textContent);
    sessionStorage.setItem("switched", "1");
    // As a person would: once the page has loaded.
    setTimeout(function () { document.querySelector('[data-lang="en"]').click(); }, 100);
  });
} else {
  waitFor("HEADING", function (h) { note(document.documentElement.lang + " " + h.textContent); });
}
`

// TestBrowserLangSwitch: the referee fixes French; an English browser
// gets French pages (the referee beats Accept-Language), and the
// switch turns its page to English (a person's own choice beats the
// referee's).
func TestBrowserLangSwitch(t *testing.T) {
	webtest.Chromium(t)
	for _, tc := range []struct{ name, path, heading, want string }{
		{"table", "/", "aside .card:nth-of-type(2) h2", "fr Robots|en Robots"},
		{"table log", "/", "aside .card:last-of-type h2", "fr Ce qui s'est passé|en What happened"},
		{"phone", "/play?code=SWITCH23", "main .card h2", "fr Qui êtes-vous ?|en Who are you?"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// One Chromium at a time: three at once on two busy cores let a
			// page's reload miss its virtual-time budget. Even alone, a
			// reload under --virtual-time-budget is sometimes not waited
			// for (the DOM dumped is the page before it, seen on a quiet
			// machine too): a page that did not reload is tried again, at
			// most three times; a page that reloaded into the wrong words
			// fails at once.
			for attempt := 1; ; attempt++ {
				w := New(Options{Board: boardview.Of, Code: "SWITCH23"})
				w.Lang = lang.FR
				srv := httptest.NewServer(webtest.NewCutStream(w, 1500*time.Millisecond,
					webtest.Injected(t, w, tc.path, "page", strings.Replace(switchJS, "HEADING", tc.heading, 2))))
				w.Show(demoUpdates(t)[0])
				page := webtest.Headless(t, srv.URL+"/testpage?code="+w.Code(), 10*time.Second, "800,800", "", "--accept-lang=en-US,en")
				w.Close()
				srv.Close()
				got := drove(t, page)
				first, _, _ := strings.Cut(tc.want, "|")
				if got == first && attempt < 3 {
					t.Logf("attempt %d: the page did not reload after the switch (%q): again", attempt, got)
					continue
				}
				if got != tc.want {
					t.Errorf("the page saw %q, want %q", got, tc.want)
				}
				if !strings.Contains(page, `<button type="button" data-lang="en" aria-pressed="true">EN</button>`) {
					t.Error("the switch does not show English chosen")
				}
				if t.Failed() {
					t.Logf("DOM:\n%.3000s", page)
				}
				break
			}
		})
	}
}

// askFrJS takes Violet and notes the question as the phone shows it.
const askFrJS = webtest.DriveJS + `
observe('button[data-seat="Violet"]:not([disabled])', function (b) {
  b.click();
  streamed('form[data-seat="Violet"]', function (f) {
    note(f.querySelector("label").textContent + " / " + f.querySelector("button.send").textContent);
  });
});
`

// TestBrowserAskFrench: a French phone reads a question in French when
// the referee gives its prompt in every language (talk.Question.Prompts),
// on a table that speaks English.
func TestBrowserAskFrench(t *testing.T) {
	webtest.Chromium(t)
	w := New(Options{Board: boardview.Of, Code: "ASKFR234", Seats: []string{"Violet", "Orange"}})
	srv := httptest.NewServer(webtest.NewCutStream(w, time.Minute, webtest.Injected(t, w, "/play?code="+w.Code(), "ask", askFrJS)))
	t.Cleanup(func() { w.Close(); srv.Close() })
	o := w.Open(talk.Question{Step: 4, Who: []string{"Violet"}, Secret: true,
		Prompt:  `round 4: a radio signal for one of your robots ("R3 7"), or none`,
		Prompts: map[string]string{"en": `round 4: a radio signal for one of your robots ("R3 7"), or none`, "fr": "manche 4 : un signal radio pour l'un de vos robots (« R3 7 »), ou none"}})
	defer o.Close()
	page := webtest.Headless(t, srv.URL+"/testask?code="+w.Code(), 8*time.Second, "412,900", "", frenchChromium)
	if got, want := drove(t, page), "manche 4 : un signal radio pour l'un de vos robots (« R3 7 »), ou none / Envoyer (en secret)"; got != want {
		t.Errorf("the French phone shows %q, want %q", got, want)
	}
	if !strings.Contains(page, `<div id="step" class="turn">étape 4</div>`) {
		t.Errorf("the step is not named in French")
	}
}

// tJS says a few messages with the page's MC.T.
const tJS = webtest.DriveJS + `
[0, 1, 2].forEach(function (n) { note(MC.T("loses %d moves", n)); });
note(MC.T("Asked the table for %s: the referee gives it to this phone by typing \"give %s\".", "robot 2", "robot 2"));
note(MC.T("web test: %[2]s before %[1]s, 100%%", "a", "b")); // not in the catalog: the key, formatted
note(MC.lang);
`

// TestBrowserCatalogJS: the scripts' MC.T says messages in the page's
// language, plurals with the language's counts (French: 0 and 1 are
// singular), arguments in the translation's order.
func TestBrowserCatalogJS(t *testing.T) {
	webtest.Chromium(t)
	for _, tc := range []struct{ accept, want string }{
		{"--accept-lang=fr", "perd 0 mouvement|perd 1 mouvement|perd 2 mouvements" +
			`|Place robot 2 demandée à la table : l'arbitre la donne à ce téléphone en tapant « give robot 2 ».|web test: b before a, 100%|fr`},
		{"--accept-lang=en", "loses 0 moves|loses 1 move|loses 2 moves" +
			`|Asked the table for robot 2: the referee gives it to this phone by typing "give robot 2".|web test: b before a, 100%|en`},
	} {
		t.Run(tc.accept, func(t *testing.T) {
			t.Parallel()
			w := New(Options{Board: boardview.Of, Code: "CATJS234"})
			srv := httptest.NewServer(webtest.NewCutStream(w, 500*time.Millisecond, webtest.Injected(t, w, "/", "index", tJS)))
			t.Cleanup(func() { w.Close(); srv.Close() })
			page := webtest.Headless(t, srv.URL+"/testindex", 2*time.Second, "800,600", "", tc.accept)
			if got := drove(t, page); got != tc.want {
				t.Errorf("MC.T said\n  %s\nwant\n  %s", got, tc.want)
			}
		})
	}
}

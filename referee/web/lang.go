package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"html/template"
	"net/http"
	"sync"

	"golang.org/x/text/feature/plural"

	"mecanoid/internal/lang"
)

// The pages speak French and English (docs/web.md#languages). Each
// request is answered in the language langOf chooses; a page is served
// with the words of its scripts in that language (pageCatalog), and an
// update's words come in every language (talk.Update.Langs), so that
// each browser shows its own.

// langCookie remembers the language a browser switched to (the FR/EN
// switch on the pages, common.js).
const langCookie = "mecanoid_lang"

// langOf is the language to answer r in: the one its browser switched to
// (langCookie), else the referee's (Page.Lang), else the one the browser
// asks for (Accept-Language), else English. A person's own choice on
// their own screen beats the referee's, which beats the browser's
// settings.
func (w *Page) langOf(r *http.Request) lang.Lang {
	if c, err := r.Cookie(langCookie); err == nil {
		if l, err := lang.Parse(c.Value); err == nil {
			return l
		}
	}
	if w.Lang != "" {
		return w.Lang
	}
	return lang.FromAcceptLanguage(r.Header.Get("Accept-Language"))
}

// pageCatalog is what a page's scripts say, in l: each message of
// pageWords and pagePlurals by its key (the English), and for a plural
// its two forms, the argument they follow, and the counts l calls "one".
type pageCatalog struct {
	Lang    string                `json:"lang"`
	Texts   map[string]string     `json:"texts"`
	Plurals map[string]pagePlural `json:"plurals"`
	Ones    []int                 `json:"ones"` // the counts below 2 whose form is "one": [1] in English, [0, 1] in French
}

type pagePlural struct {
	Arg   int       `json:"arg"`
	Forms [2]string `json:"forms"`
}

func catalogOf(l lang.Lang) pageCatalog {
	c := pageCatalog{Lang: string(l), Texts: map[string]string{}, Plurals: map[string]pagePlural{}, Ones: []int{}}
	// lang.Text holds the English then the French; a Plural, its En and Fr.
	col := map[lang.Lang]int{lang.EN: 0, lang.FR: 1}[l]
	for _, t := range pageWords {
		c.Texts[t[0]] = t[col]
	}
	for _, p := range pagePlurals {
		forms := [2]string{p.En, p.Fr}[col]
		var two [2]string
		copy(two[:], splitForms(forms))
		c.Plurals[p.Key] = pagePlural{Arg: p.Arg, Forms: two}
	}
	for n := 0; n < 2; n++ {
		if plural.Cardinal.MatchPlural(l.Tag(), n, 0, 0, 0, 0) == plural.One {
			c.Ones = append(c.Ones, n)
		}
	}
	return c
}

// catalogJS is l's catalog as the pages' scripts read it (MC.T in
// common.js), built once per language when a page is first asked for
// (a command without a web page does not pay for it).
var catalogJS = sync.OnceValue(func() map[lang.Lang]template.JS {
	out := map[lang.Lang]template.JS{}
	for _, l := range lang.All {
		b, err := json.Marshal(catalogOf(l))
		if err != nil {
			panic(err)
		}
		out[l] = template.JS(b)
	}
	return out
})

// pageData is what the pages' templates are given.
type pageData struct {
	Lang    lang.Lang
	Catalog template.JS
	Code    string
	URL     string
	Camera  bool // the table page shows the camera's view (camera.go)
}

// pages are the pages' templates in each language: {{t "key" args...}}
// says a message in it. Parsed when first needed.
var pages = sync.OnceValue(func() map[lang.Lang]*template.Template {
	out := map[lang.Lang]*template.Template{}
	for _, l := range lang.All {
		p := l.Printer()
		out[l] = template.Must(template.New("").Funcs(template.FuncMap{
			"t": func(key string, args ...any) string { return p.Sprintf(key, args...) },
		}).ParseFS(files, "static/*.html"))
	}
	return out
})

// render answers r with the page template name, in r's language.
func (w *Page) render(rw http.ResponseWriter, r *http.Request, name string, status int, data pageData) {
	l := w.langOf(r)
	data.Lang, data.Catalog = l, catalogJS()[l]
	var b bytes.Buffer
	if err := pages()[l].ExecuteTemplate(&b, name, data); err != nil {
		http.Error(rw, err.Error(), http.StatusInternalServerError)
		return
	}
	h := rw.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Language", string(l))
	h.Add("Vary", "Accept-Language, Cookie")
	if h.Get("Cache-Control") == "" {
		h.Set("Cache-Control", "no-cache")
	}
	rw.WriteHeader(status)
	rw.Write(b.Bytes())
}

// A sayer is an error that says itself in a language: a game's Check
// may return one, and the phone reads it in its own language.
type sayer interface {
	Say(p *lang.Printer) string
}

// sayError is err in p's language when it says itself (a sayer: the
// page's own errors, a game's Check that can) or is one of the page's
// errors; else its text.
func sayError(p *lang.Printer, err error) string {
	var s sayer
	if errors.As(err, &s) {
		return s.Say(p)
	}
	for _, sn := range sentinels {
		if err == sn.err {
			return p.Sprintf(sn.key)
		}
	}
	return err.Error()
}

// sentinels are the page's errors as a phone reads them alone.
var sentinels = []struct {
	err error
	key string
}{
	{ErrJoinCode, lang.Key("wrong join code")},
	{ErrTooManyGuesses, lang.Key("too many wrong join codes from this address")},
	{ErrUnknownSeat, lang.Key("no such seat in the game")},
	{ErrTaken, lang.Key("seat taken by another phone")},
	{ErrNotHeld, lang.Key("seat not held by this phone")},
	{ErrNotAsked, lang.Key("nothing asked of this seat now")},
	{ErrRefused, lang.Key("answer refused")},
}

// A pageError is one of the page's errors (is: ErrTaken...) with what
// the phone reads: msg, in the phone's language, and for an answer the
// game refused, the game's reason (cause) as msg's last argument.
type pageError struct {
	is    error
	msg   lang.Msg
	cause error
}

// failure is the page's error is, said as msg.
func failure(is error, msg lang.Msg) error { return &pageError{is: is, msg: msg} }

// refused is ErrRefused for the game's reason.
func refused(cause error) error {
	return &pageError{is: ErrRefused, msg: lang.M("answer refused: %s"), cause: cause}
}

// Error is the error in English, as the page's errors were: "web: seat
// taken by another phone: robot 2".
func (e *pageError) Error() string { return "web: " + e.Say(lang.EN.Printer()) }

// Say is the error in p's language.
func (e *pageError) Say(p *lang.Printer) string {
	if e.cause == nil {
		return p.Say(e.msg)
	}
	return p.Sprintf(e.msg.Key, append(append([]any{}, e.msg.Args...), sayError(p, e.cause))...)
}

func (e *pageError) Unwrap() []error {
	if e.cause == nil {
		return []error{e.is}
	}
	return []error{e.is, e.cause}
}

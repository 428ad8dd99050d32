package lang

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// Text is a message said the same way whatever its numbers: its key,
// which is the English, then its French. (An array, not a struct, so that
// a catalog's lines stay {"…", "…"}.)
type Text [2]string

// Plural is a message whose words follow a number, argument Arg (1 for
// the first). En and Fr give its forms for one and for more, separated by
// "|": "%d battery|%d batteries". Each language decides which counts are
// "one" (French: 0 and 1; English: 1 only).
type Plural struct {
	Key    string
	Arg    int
	En, Fr string
}

// Key marks a string as a message key where the code keeps it to print
// later (a table of names, a field): it returns key unchanged, and Keys
// finds it.
func Key(key string) string { return key }

var (
	mu       sync.Mutex
	messages = map[string]entry{}
	// builders are the catalogs, by language, made when a Printer of
	// the language is first asked for: a command that prints little
	// starts without compiling a thousand messages. English needs only
	// the messages with forms: a key is its English.
	builders = map[Lang]*catalog.Builder{}
)

type entry struct {
	en, fr []string // one form, or the forms for one and for other
	arg    int      // the plural's argument; 0: no forms
	from   string   // who added it, for a duplicate's error
}

// Add puts texts in the catalog. A key added twice with other words is a
// mistake Problems reports.
func Add(texts ...Text) {
	for _, t := range texts {
		add(t[0], entry{en: []string{t[0]}, fr: []string{t[1]}, from: t[0]})
	}
}

// AddPlural puts messages with forms in the catalog.
func AddPlural(ps ...Plural) {
	for _, p := range ps {
		add(p.Key, entry{en: strings.Split(p.En, "|"), fr: strings.Split(p.Fr, "|"), arg: p.Arg, from: p.Key})
	}
}

var duplicates []string

func add(key string, e entry) {
	mu.Lock()
	defer mu.Unlock()
	if old, ok := messages[key]; ok {
		if !slices.Equal(old.en, e.en) || !slices.Equal(old.fr, e.fr) || old.arg != e.arg {
			duplicates = append(duplicates, fmt.Sprintf("%q: added twice with other words", key))
		}
		return
	}
	messages[key] = e
	for l, b := range builders { // added after a Printer was made (a test)
		set(b, l, key, e)
	}
}

// set puts e, in l, in b.
func set(b *catalog.Builder, l Lang, key string, e entry) {
	forms := e.fr
	if l == EN {
		if e.arg == 0 || len(e.en) != 2 {
			return // its key is its English
		}
		forms = e.en
	}
	switch {
	case e.arg == 0 || len(forms) != 2:
		_ = b.SetString(l.Tag(), key, forms[0])
	default:
		_ = b.Set(l.Tag(), key, plural.Selectf(e.arg, "%d", "one", forms[0], "other", forms[1]))
	}
}

// builder is l's catalog, made on first use; mu is held.
func builder(l Lang) *catalog.Builder {
	if b, ok := builders[l]; ok {
		return b
	}
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for key, e := range messages {
		set(b, l, key, e)
	}
	builders[l] = b
	return b
}

// A Printer prints messages in one language.
type Printer struct {
	Lang Lang
	p    *message.Printer
}

var (
	printersMu sync.Mutex
	printers   = map[Lang]*Printer{}
)

// Printer prints in l (a Lang that is no language: the default's).
func (l Lang) Printer() *Printer {
	if l != FR {
		l = EN
	}
	printersMu.Lock()
	defer printersMu.Unlock()
	if p, ok := printers[l]; ok {
		return p
	}
	mu.Lock()
	b := builder(l)
	mu.Unlock()
	p := &Printer{Lang: l, p: message.NewPrinter(l.Tag(), message.Catalog(b))}
	printers[l] = p
	return p
}

// Sprintf is the message of key in p's language, formatted with a (an
// argument that is a Msg is said in p's language first).
func (p *Printer) Sprintf(key string, a ...any) string { return p.p.Sprintf(key, p.args(a)...) }

// Fprintf writes the message of key in p's language, formatted with a.
func (p *Printer) Fprintf(w io.Writer, key string, a ...any) (int, error) {
	return p.p.Fprintf(w, key, p.args(a)...)
}

// Say is m in p's language.
func (p *Printer) Say(m Msg) string { return p.Sprintf(m.Key, m.Args...) }

func (p *Printer) args(a []any) []any {
	var out []any
	for i, v := range a {
		m, ok := v.(Msg)
		if !ok {
			continue
		}
		if out == nil {
			out = slices.Clone(a)
		}
		out[i] = p.Say(m)
	}
	if out == nil {
		return a
	}
	return out
}

// A Msg is a message not yet said: its key and its arguments, said in a
// language later (Printer.Say), by whoever knows the language: a scan's
// problem, a line telling a player what to move. An argument that is a
// Msg is said in the same language ("robot 3: to [4,5], %s" with "facing
// east").
type Msg struct {
	Key  string
	Args []any
}

// M is the message of key with args, to be said later.
func M(key string, args ...any) Msg { return Msg{key, args} }

// String is m in English, for logs and errors that have no language.
func (m Msg) String() string { return EN.Printer().Say(m) }

// Says are msgs in p's language.
func (p *Printer) Says(msgs []Msg) []string {
	if msgs == nil {
		return nil
	}
	out := make([]string, len(msgs))
	for i, m := range msgs {
		out[i] = p.Say(m)
	}
	return out
}

// Texts are one thing said in every language, by language: what a page
// that follows each browser's language needs.
type Texts map[Lang]string

// Each says f in every language.
func Each(f func(p *Printer) string) Texts {
	t := Texts{}
	for _, l := range All {
		t[l] = f(l.Printer())
	}
	return t
}

// Problems are the catalog's mistakes: a message without its French or
// its English, a translation that drops or adds a placeholder, a plural
// without its two forms, a key added twice with other words.
func Problems() []string {
	mu.Lock()
	defer mu.Unlock()
	out := slices.Clone(duplicates)
	for key, e := range messages {
		out = append(out, entryProblems(key, e)...)
	}
	sort.Strings(out)
	return out
}

func entryProblems(key string, e entry) []string {
	var out []string
	for _, side := range []struct {
		name  string
		forms []string
	}{{"English", e.en}, {"French", e.fr}} {
		if e.arg > 0 && len(side.forms) != 2 {
			out = append(out, fmt.Sprintf("%q: the %s needs two forms (one|other), has %d", key, side.name, len(side.forms)))
			continue
		}
		for i, f := range side.forms {
			if strings.TrimSpace(f) == "" {
				out = append(out, fmt.Sprintf("%q: no %s", key, side.name))
				continue
			}
			got, want := verbs(f), verbs(key)
			if e.arg > 0 && i == 0 {
				// The form for one may say the number in words ("a battery",
				// "une batterie"): only the count's verb may be left out.
				if _, ok := got[e.arg]; !ok {
					delete(want, e.arg)
				}
			}
			if d := diffVerbs(want, got); d != "" {
				out = append(out, fmt.Sprintf("%q: the %s %q %s", key, side.name, f, d))
			}
		}
	}
	return out
}

var verbRE = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*(\d+|\*)?(\.(\d+|\*))?([a-zA-Z%])`)

// verbs are a format's placeholders, by argument (1 for the first): the
// verb letter that prints it.
func verbs(format string) map[int]string {
	out := map[int]string{}
	next := 1
	for _, m := range verbRE.FindAllStringSubmatch(format, -1) {
		if m[6] == "%" {
			continue
		}
		n := next
		if m[2] != "" {
			fmt.Sscan(m[2], &n)
		}
		out[n] = m[6]
		next = n + 1
	}
	return out
}

func diffVerbs(want, got map[int]string) string {
	var msgs []string
	for n, v := range want {
		if g, ok := got[n]; !ok {
			msgs = append(msgs, fmt.Sprintf("drops argument %d (%%%s)", n, v))
		} else if g != v {
			msgs = append(msgs, fmt.Sprintf("prints argument %d with %%%s, not %%%s", n, g, v))
		}
	}
	for n, v := range got {
		if _, ok := want[n]; !ok {
			msgs = append(msgs, fmt.Sprintf("adds argument %d (%%%s)", n, v))
		}
	}
	sort.Strings(msgs)
	return strings.Join(msgs, ", ")
}

// Has tells whether key is in the catalog.
func Has(key string) bool {
	mu.Lock()
	defer mu.Unlock()
	_, ok := messages[key]
	return ok
}

// Said are the words of every message as a reader may get them, in both
// languages, each form of a plural apart (keys left out: a key is a name).
func Said() []string {
	mu.Lock()
	defer mu.Unlock()
	var out []string
	for _, e := range messages {
		out = append(out, e.en...)
		out = append(out, e.fr...)
	}
	sort.Strings(out)
	return out
}

// Package rulebook quotes the rule behind every event: for each rule an
// engine names (dr2d.RuleLaser, netzwerk.RuleJump...), the sentences of the
// game's rule text that decide it, as the text writes them (French), with
// the text's title and section, and an English rendering; or, where the
// text is silent, the project's ruling or the rules page's decision that
// decides it, said to be one.
//
// The quotations are data: each game's folder holds its records
// (game/dr2d/rules.txt, embedded) and adds them (Add) when it registers.
// The book is read by a game-free referee, page and command line.
//
// A records file is text: a "game NAME" record names a game as its
// engine's folder does, with its rule text's title ("title:", or
// "title.fr:" and "title.en:" where the text has none to quote). Each
// "rule NAME" record that follows is one of that game's Rule constants,
// with its "section:" (or section.fr / section.en), its "fr:" and "en:"
// words and where they come from:
//
//	from: text                  the rule text decides: fr is quoted exactly as
//	                            written (parts joined by " […] "), under the
//	                            text's section; en renders it in English
//	from: ruling                the project's rulings decide (the text is
//	                            silent): en is quoted exactly, fr renders it
//	from: doc docs/rules-X.md   the project's rules page decides (a decision):
//	                            en is quoted exactly from its section (the rule
//	                            name's heading), fr renders it
//
// Records are separated by blank lines; a line starting with # is a
// comment. The test reads every game's file and checks every French
// quotation against the rule texts word for word, every ruling against the
// project's rulings, every decision against its rules page, and that every
// Rule constant of every engine has its quotation.
package rulebook

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"mecanoid/internal/lang"
)

// Where a quotation's words come from.
const (
	FromText   = "text"   // the game's rule text
	FromRuling = "ruling" // the project's rulings (docs/rules.md#rulings)
	FromDoc    = "doc"    // a decision of the game's rules page (docs/rules-*.md)
)

// A Quotation is the words that decide a rule, in one language.
type Quotation struct {
	Game, Rule string
	Lang       lang.Lang
	// Text is the words: the rule text's French exactly as written (parts
	// left out shown as " […] "), or its English rendering; a ruling's or a
	// decision's words in the language asked.
	Text string
	// Source is the rule text's title; for a ruling, the project's
	// rulings; for a decision, its rules page (docs/rules-hexprog.md).
	Source string
	// Section is the text's section heading (« Les LASER »), the rulings'
	// part, or the rules page's section.
	Section string
	// Ruling: the words are the project's (a ruling or a decision), not
	// the rule text's.
	Ruling bool
}

// entry is a rule's record.
type entry struct {
	game, rule string
	from       string // FromText, FromRuling, FromDoc
	doc        string // FromDoc: the rules page
	title      map[lang.Lang]string
	section    map[lang.Lang]string
	words      map[lang.Lang]string
	file       string // the records file, for messages
	line       int    // in it
}

// book holds the records added, by "GAME RULE".
var book = map[string]*entry{}

// Add puts in the book the records of file (its name, for messages, and
// its text), as a game's folder does in its init. A file that does not
// parse, or a rule added twice, is a mistake of the program: it panics.
func Add(file, text string) {
	b, err := parse(file, text)
	if err != nil {
		panic("rulebook: " + err.Error())
	}
	for k, e := range b {
		if _, dup := book[k]; dup {
			panic(fmt.Sprintf("rulebook: %s:%d: rule %s of %s added twice", file, e.line, e.rule, e.game))
		}
		book[k] = e
	}
}

// aliases are games' other names: as their game files say them.
var aliases = map[string]string{"simulacres": "tiles"}

// Quote is the quotation that decides rule of game ("dr2d", "netzwerk",
// "hexprog", "skirmish", "tiles": the engines' folders; "simulacres" as
// the tiles' game files name it), in l; false when the book has none.
func Quote(game, rule string, l lang.Lang) (Quotation, bool) {
	if a, ok := aliases[game]; ok {
		game = a
	}
	e, ok := book[game+" "+rule]
	if !ok {
		return Quotation{}, false
	}
	if _, ok := e.words[l]; !ok {
		l = lang.Default
	}
	q := Quotation{Game: game, Rule: rule, Lang: l, Text: e.words[l], Section: e.section[l],
		Ruling: e.from != FromText}
	switch e.from {
	case FromText:
		q.Source = e.title[l]
	case FromRuling:
		q.Source = l.Printer().Sprintf("the project's rulings")
	case FromDoc:
		q.Source = e.doc
	}
	return q, true
}

// Rules are the rules of game the book quotes, sorted.
func Rules(game string) []string {
	var out []string
	for _, e := range book {
		if e.game == game {
			out = append(out, e.rule)
		}
	}
	sort.Strings(out)
	return out
}

// Games are the games the book quotes, sorted.
func Games() []string {
	seen := map[string]bool{}
	var out []string
	for _, e := range book {
		if !seen[e.game] {
			seen[e.game] = true
			out = append(out, e.game)
		}
	}
	sort.Strings(out)
	return out
}

// String is q as one line, in its language: the words in quotation marks,
// then where they come from.
func (q Quotation) String() string {
	p := q.Lang.Printer()
	switch {
	case !q.Ruling:
		return p.Sprintf("“%s” — %s, « %s »", q.Text, q.Source, q.Section)
	case strings.HasPrefix(q.Source, "docs/"):
		return p.Sprintf("project decision: “%s” — %s, section %s", q.Text, q.Source, q.Section)
	default:
		return p.Sprintf("project ruling: “%s” (%s)", q.Text, q.Section)
	}
}

// Why is the line quoting the rule of game in l ("": none).
func Why(game, rule string, l lang.Lang) string {
	q, ok := Quote(game, rule, l)
	if !ok {
		return ""
	}
	return q.String()
}

// ruleTag is how the commands' text names an event's rule: "[rule: laser]"
// in English, "[règle : laser]" in French (the words of the catalog's
// "rule: %s"), the rule by its key or by its name in the reader's language.
var ruleTag = regexp.MustCompile(`\[([^\]]+)\]`)

// Annotate is text (the events of a game as mecanoid resolve writes them,
// one a line, each ending in "[rule: NAME]") with, under a line naming a
// rule of game, that rule's quotation in l, indented under the line: once
// a turn, under its first event (a line that starts at its first column
// starts a turn). names(rule) are the ways l's text may name a rule
// besides its key (nil: none).
func Annotate(text []byte, game string, l lang.Lang, names func(rule string) []string) []byte {
	if g, ok := aliases[game]; ok {
		game = g
	}
	p := l.Printer()
	heads := []string{"rule: "}
	if h, _, ok := strings.Cut(p.Sprintf("rule: %s", "\x00"), "\x00"); ok && h != heads[0] {
		heads = append(heads, h)
	}
	rule := map[string]string{} // a rule's name as written → its key
	for _, r := range Rules(game) {
		rule[r] = r
		if names != nil {
			for _, n := range names(r) {
				if _, taken := rule[n]; !taken {
					rule[n] = r
				}
			}
		}
	}
	var out bytes.Buffer
	quoted := map[string]bool{}
	for _, line := range strings.SplitAfter(string(text), "\n") {
		out.WriteString(line)
		if line != "" && line[0] != ' ' {
			clear(quoted) // a new turn
		}
		var name string
		for _, m := range ruleTag.FindAllStringSubmatch(line, -1) {
			for _, h := range heads {
				if n, ok := strings.CutPrefix(m[1], h); ok {
					name = n
				}
			}
		}
		why := ""
		if r, ok := rule[name]; ok && !quoted[r] {
			why = Why(game, r, l)
			quoted[r] = true
		}
		if why == "" {
			continue
		}
		if !strings.HasSuffix(line, "\n") {
			out.WriteString("\n")
		}
		indent := len(line) - len(strings.TrimLeft(line, " "))
		out.WriteString(strings.Repeat(" ", indent+4) + why + "\n")
	}
	return out.Bytes()
}

// parse reads a records file: game records, then rule records, separated
// by blank lines.
func parse(file, text string) (map[string]*entry, error) {
	out := map[string]*entry{}
	var title map[lang.Lang]string
	game := ""
	var cur *entry
	var field func(k, v string) error
	flush := func() error {
		if cur == nil {
			return nil
		}
		e := cur
		cur = nil
		switch {
		case e.from == "":
			return fmt.Errorf("%s:%d: rule %s has no from", file, e.line, e.rule)
		case e.words[lang.FR] == "" || e.words[lang.EN] == "":
			return fmt.Errorf("%s:%d: rule %s lacks its fr or its en", file, e.line, e.rule)
		case e.section[lang.FR] == "" || e.section[lang.EN] == "":
			return fmt.Errorf("%s:%d: rule %s has no section", file, e.line, e.rule)
		case e.from == FromText && (e.title[lang.FR] == "" || e.title[lang.EN] == ""):
			return fmt.Errorf("%s:%d: game %s has no title", file, e.line, e.game)
		}
		if _, dup := out[e.game+" "+e.rule]; dup {
			return fmt.Errorf("%s:%d: rule %s of %s twice", file, e.line, e.rule, e.game)
		}
		out[e.game+" "+e.rule] = e
		return nil
	}
	for i, line := range strings.Split(text, "\n") {
		n := i + 1
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "#"):
		case line == "":
			if err := flush(); err != nil {
				return nil, err
			}
			field = nil
		case strings.HasPrefix(line, "game "):
			if err := flush(); err != nil {
				return nil, err
			}
			game = strings.TrimSpace(strings.TrimPrefix(line, "game "))
			title = map[lang.Lang]string{}
			field = func(k, v string) error {
				switch k {
				case "title":
					title[lang.FR], title[lang.EN] = v, v
				case "title.fr":
					title[lang.FR] = v
				case "title.en":
					title[lang.EN] = v
				default:
					return fmt.Errorf("unknown field %q", k)
				}
				return nil
			}
		case strings.HasPrefix(line, "rule "):
			if err := flush(); err != nil {
				return nil, err
			}
			if game == "" {
				return nil, fmt.Errorf("%s:%d: a rule before any game", file, n)
			}
			e := &entry{game: game, rule: strings.TrimSpace(strings.TrimPrefix(line, "rule ")), title: title, file: file,
				section: map[lang.Lang]string{}, words: map[lang.Lang]string{}, line: n}
			cur = e
			field = func(k, v string) error {
				switch k {
				case "from":
					e.from, e.doc, _ = strings.Cut(v, " ")
					if e.from != FromText && e.from != FromRuling && e.from != FromDoc || (e.from == FromDoc) != (e.doc != "") {
						return fmt.Errorf("from: text, ruling or doc PAGE, not %q", v)
					}
				case "section":
					e.section[lang.FR], e.section[lang.EN] = v, v
				case "section.fr":
					e.section[lang.FR] = v
				case "section.en":
					e.section[lang.EN] = v
				case "fr":
					e.words[lang.FR] = v
				case "en":
					e.words[lang.EN] = v
				default:
					return fmt.Errorf("unknown field %q", k)
				}
				return nil
			}
		default:
			k, v, ok := strings.Cut(line, ":")
			if !ok || field == nil {
				return nil, fmt.Errorf("%s:%d: %q is no field of a game or a rule", file, n, line)
			}
			if err := field(strings.TrimSpace(k), strings.TrimSpace(v)); err != nil {
				return nil, fmt.Errorf("%s:%d: %w", file, n, err)
			}
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

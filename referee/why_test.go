package referee

import (
	"strings"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/rulebook"
)

// The rule book of a toy game: the games' own records are their
// folders', which the referee does not import.
const toyRules = `game toy
title: Le jeu d'essai

rule laser
from: text
section: Les LASER
fr: Les robots qui s'arrêtent sur le chemin d'un rayon laser subissent un point de dommage.
en: Robots that stop in the path of a laser beam take one point of damage.

rule robot-move
from: text
section: Déplacements
fr: Les robots se déplacent uniquement en avant ou de côté.
en: Robots move only forward or sideways.
`

func init() { rulebook.Add("referee/why_test.go", toyRules) }

const (
	ruleLaser = "laser"
	ruleMove  = "robot-move"
)

func TestBookGame(t *testing.T) {
	for _, c := range []struct {
		g    any
		want string
	}{
		{nil, ""}, {"dr2d", ""},
	} {
		if got := bookGame(c.g); got != c.want {
			t.Errorf("bookGame(%T) = %q, want %q", c.g, got, c.want)
		}
	}
	if got := bookGame(quoter("toy")); got != "toy" {
		t.Errorf("bookGame(a Quoter) = %q", got)
	}
}

func TestWithWhy(t *testing.T) {
	laser := talk.Update{Kind: talk.UpdateStep, Rule: ruleLaser, Text: "the lasers fire"}
	fr := rulebook.Why("toy", ruleLaser, lang.FR)
	en := rulebook.Why("toy", ruleLaser, lang.EN)
	if !strings.HasPrefix(fr, "« Les robots qui s'arrêtent sur le chemin d'un rayon laser") || !strings.HasPrefix(en, "“Robots that stop") {
		t.Fatalf("the book's laser: %q, %q", fr, en)
	}

	// Words in every language: each gets its quotation, its text kept.
	u := laser
	u.Langs = Words(func(p *lang.Printer) talk.Words { return talk.Words{Text: p.Lang.Name() + ": fire"} })
	got := withWhy("toy", u)
	if got.Langs["fr"].Why != fr || got.Langs["en"].Why != en || got.Langs["fr"].Text != "Français: fire" {
		t.Errorf("withWhy: %+v", got.Langs)
	}
	if u.Langs["fr"].Why != "" {
		t.Error("withWhy changed the update's own Langs")
	}
	if got := InLang(got, lang.FR); got.Text != "Français: fire" {
		t.Errorf("in French after withWhy: %q", got.Text)
	}

	// Words in one language only: every language gets them, with its
	// quotation; the table's language then shows the same text.
	u = laser
	u.Problems = []string{"p"}
	u.Moves = []talk.Instruction{{Robot: 1, Text: "robot 1: to [1,1]"}}
	got = withWhy("toy", u)
	for _, l := range lang.All {
		w := got.Langs[string(l)]
		if w.Text != "the lasers fire" || len(w.Problems) != 1 || len(w.Moves) != 1 || w.Moves[0] != "robot 1: to [1,1]" || w.Why == "" {
			t.Errorf("%s: %+v", l, w)
		}
		if shown := InLang(got, l); shown.Text != "the lasers fire" || shown.Moves[0].Text != "robot 1: to [1,1]" {
			t.Errorf("%s: shown %+v", l, shown)
		}
	}

	// The rule named in each language, quoted or not: the page's chip
	// says it in the page's language, for any game.
	for _, c := range []struct {
		game, rule, en, fr, whyFr string
	}{
		{"toy", ruleLaser, "laser", "LASER", fr},
		{"", ruleLaser, "laser", "LASER", ""},
		{"toy", "no-such-rule", "no-such-rule", "no-such-rule", ""},
	} {
		got := withWhy(c.game, talk.Update{Kind: talk.UpdateStep, Rule: c.rule, Text: "x"})
		if w := got.Langs["en"]; w.Rule != c.en || w.Text != "x" {
			t.Errorf("withWhy(%q, %q) in English: %+v", c.game, c.rule, w)
		}
		if w := got.Langs["fr"]; w.Rule != c.fr || w.Why != c.whyFr {
			t.Errorf("withWhy(%q, %q) in French: rule %q, why %q; want %q, %q", c.game, c.rule, w.Rule, w.Why, c.fr, c.whyFr)
		}
	}

	// No rule: the update as it was.
	if got := withWhy("toy", talk.Update{Kind: talk.UpdateMessage, Text: "hello"}); got.Langs != nil {
		t.Errorf("withWhy of a message gave words %+v", got.Langs)
	}
}

func TestWhyShowsOnlyEvents(t *testing.T) {
	u := withWhy("toy", talk.Update{Kind: talk.UpdateIllegal, Rule: ruleMove, Text: "robot 3 moved backward"})
	for _, c := range []struct {
		kind string
		l    lang.Lang
		want string
	}{
		{talk.UpdateIllegal, lang.FR, "      « Les robots se déplacent uniquement en avant ou de côté"},
		{talk.UpdateIllegal, "", "      “Robots move only forward or sideways"},
		{talk.UpdateOver, lang.EN, "      “Robots move only forward or sideways"},
		{talk.UpdateMessage, lang.FR, ""},
		{talk.UpdateInstruct, lang.FR, ""},
	} {
		var out strings.Builder
		u.Kind = c.kind
		(&Why{W: &out, Lang: c.l}).Show(u)
		if got := out.String(); (c.want == "") != (got == "") || !strings.HasPrefix(got, c.want) || (got != "" && !strings.HasSuffix(got, "\n")) {
			t.Errorf("%s in %q: %q, want %q…", c.kind, c.l, got, c.want)
		}
	}
}

type quoter string

func (q quoter) Book() string { return string(q) }

// TestWhyQuotesOnceATurn: the moves of a turn that one rule decides are
// read under its first only; a move of another rule has its own; the
// next turn, and a turn played again after undo (its programs shown
// again), quote it again; a refusal always has its quotation.
func TestWhyQuotesOnceATurn(t *testing.T) {
	step := func(turn int, rule string) talk.Update {
		return withWhy("toy", talk.Update{Kind: talk.UpdateStep, Turn: turn, Rule: rule, Text: rule})
	}
	var out strings.Builder
	w := &Why{W: &out, Lang: lang.EN}
	for _, u := range []talk.Update{
		{Kind: talk.UpdatePrograms, Turn: 1},
		step(1, ruleMove), step(1, ruleMove), step(1, ruleLaser), step(1, ruleMove), step(1, ruleLaser),
		{Kind: talk.UpdatePrograms, Turn: 1}, // undone, played again
		step(1, ruleMove), step(1, ruleMove),
		step(2, ruleMove), step(2, ruleMove),
		withWhy("toy", talk.Update{Kind: talk.UpdateIllegal, Turn: 2, Rule: ruleMove}),
	} {
		w.Show(u)
	}
	move, laser := rulebook.Why("toy", ruleMove, lang.EN), rulebook.Why("toy", ruleLaser, lang.EN)
	if n := strings.Count(out.String(), move); n != 4 {
		t.Errorf("the move's rule quoted %d times, want 4 (turn 1, turn 1 again, turn 2, the refusal):\n%s", n, out.String())
	}
	if n := strings.Count(out.String(), laser); n != 1 {
		t.Errorf("the laser's rule quoted %d times, want 1:\n%s", n, out.String())
	}
}

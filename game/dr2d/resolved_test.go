package dr2d

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	rules "mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
)

// botGame is the bundled factory game played on by the demo's bot for up
// to 30 turns: most of DR2D's events, said by resolve.
func botGame(t *testing.T) *rules.Game {
	t.Helper()
	data, err := os.ReadFile("../../examples/factory-demo.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.ParseGame("../../examples/factory-demo.json", data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	s := g.Setup
	bot := NewBot(7, func() *rules.State { return s })
	g.Turns = nil
	for turn := 1; turn <= 30 && !s.Over(); turn++ {
		var ids []int
		for _, r := range s.Robots {
			if !r.Left {
				ids = append(ids, r.ID)
			}
		}
		progs, err := bot.Programs(context.Background(), turn, ids)
		if err != nil {
			t.Fatal(err)
		}
		next, _, err := rules.Resolve(s, progs)
		if err != nil {
			t.Fatal(err)
		}
		g.Turns = append(g.Turns, progs)
		s = next
	}
	return g
}

// In English, resolve's report is the engine's text word for word, but
// for its first line's counts, said as a person would ("2 layouts").
func TestResolvedEnglishIsTheEngines(t *testing.T) {
	g := botGame(t)
	var got, want bytes.Buffer
	if err := writeResolved(&got, g, true, false, lang.EN); err != nil {
		t.Fatal(err)
	}
	if err := rules.WriteResolved(&want, "factory-demo.json", g, false, true); err != nil {
		t.Fatal(err)
	}
	gotLines, wantLines := strings.SplitN(got.String(), "\n", 2), strings.SplitN(want.String(), "\n", 2)
	if gotLines[1] != wantLines[1] {
		t.Errorf("after the first line, resolve's English is not the engine's:\n%s", firstDiff(gotLines[1], wantLines[1]))
	}
	if first := "DR2D: Factory floor (12x12, 2 layouts), 4 robots, " + lang.EN.Printer().Sprintf("%d turns", len(g.Turns)); gotLines[0] != first {
		t.Errorf("first line %q, want %q", gotLines[0], first)
	}
	if len(g.Turns) < 5 {
		t.Fatalf("the bot played %d turns: too few to say much", len(g.Turns))
	}
}

// In French, resolve's report has no English left: every heading, robot
// line, phase, event and rule is French, and --why quotes the French text.
func TestResolvedFrench(t *testing.T) {
	g := botGame(t)
	var b bytes.Buffer
	if err := writeResolved(&b, g, false, true, lang.FR); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, english := range []string{"Turn ", "Move ", "End of turn", "State after", "facing", "steps", "rule:", "awake", "asleep",
		"laws", "layout", "conveyors", "lasers", " is ", " the ", "turns", "game over"} {
		if strings.Contains(out, english) {
			t.Errorf("French resolve says %q:\n%s", english, lineWith(out, english))
		}
	}
	for _, french := range []string{"DR2D: Factory floor (12x12, 2 configurations), 4 robots, ", "Début : configuration 1, lois en [2,6] [11,7] [4,10]",
		"Tour 1\n", " Mouvement 1\n", " Fin du tour\n", "État après le tour 1, configuration", "[règle : mouvement]", "« Par mouvement on entend",
		"robot 4 (Jaune)    [6,6] orienté N      3 PC  lois : 2      en marche"} {
		if !strings.Contains(out, french) {
			t.Errorf("French resolve lacks %q", french)
		}
	}
}

func lineWith(text, s string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, s) {
			return l
		}
	}
	return ""
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return "got:  " + al[i] + "\nwant: " + bl[i]
		}
	}
	return "lengths differ"
}

// TestResolvedQuotesOnceATurn: with --why, a rule's words are quoted
// under the first event of each turn that it decides, not under every
// move the same rule decides again.
func TestResolvedQuotesOnceATurn(t *testing.T) {
	g := botGame(t)
	var b bytes.Buffer
	if err := writeResolved(&b, g, false, true, lang.EN); err != nil {
		t.Fatal(err)
	}
	for _, turn := range strings.Split(b.String(), "\nTurn ")[1:] {
		seen := map[string]bool{}
		for _, line := range strings.Split(turn, "\n") {
			if q := strings.TrimPrefix(line, "      "); q != line && strings.HasPrefix(q, "“") {
				if seen[q] {
					t.Fatalf("turn %s quotes again %.60s…", turn[:strings.Index(turn, "\n")], q)
				}
				seen[q] = true
			}
		}
		if len(seen) == 0 {
			t.Errorf("turn %s quotes no rule", turn[:strings.Index(turn, "\n")])
		}
	}
}

package referee

import (
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

func TestShowSaysTheTablesLanguage(t *testing.T) {
	lang.Add(lang.Text{"test: robot %d goes to %s", "test : le robot %d va en %s"})
	u := talk.Update{Kind: talk.UpdateInstruct, Moves: []talk.Instruction{{Robot: 2}}, Langs: Words(func(p *lang.Printer) talk.Words {
		return talk.Words{Text: p.Sprintf("test: robot %d goes to %s", 2, "[1,1]"), Moves: []string{p.Sprintf("test: robot %d goes to %s", 2, "[1,1]")}}
	})}
	for l, want := range map[lang.Lang]string{lang.FR: "test : le robot 2 va en [1,1]", lang.EN: "test: robot 2 goes to [1,1]", "": "test: robot 2 goes to [1,1]"} {
		got := InLang(u, l)
		if got.Text != want || got.Moves[0].Text != want {
			t.Errorf("%q: %q / %q, want %q", l, got.Text, got.Moves[0].Text, want)
		}
		if got.Langs["fr"].Text != "test : le robot 2 va en [1,1]" || got.Langs["en"].Text != "test: robot 2 goes to [1,1]" {
			t.Errorf("%q: the words in every language are kept for the page: %v", l, got.Langs)
		}
	}
	if u.Moves[0].Text != "" {
		t.Error("inLang changed the caller's moves")
	}
}

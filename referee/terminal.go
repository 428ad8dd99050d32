package referee

import (
	"fmt"
	"io"
	"strings"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// Terminal is a Display writing updates as text, for the terminal at the
// table (and logs). Its headings ("== turn 3 ==", "move the pieces:") are
// in Lang ("": English), the updates' texts in the table's language
// (Referee.Lang: the same).
type Terminal struct {
	W    io.Writer
	Lang lang.Lang
}

var _ talk.Display = Terminal{}

// Show writes one update.
func (t Terminal) Show(u talk.Update) {
	p := t.Lang.Printer()
	switch u.Kind {
	case talk.UpdateStart:
		fmt.Fprintf(t.W, "== %s\n", u.Text)
	case talk.UpdateAsk:
		fmt.Fprintf(t.W, "\n%s\n%s\n", p.Sprintf(stepKey(u.StepName, "== turn %d ==", "== round %d ==", "== step %d =="), u.Turn), u.Text)
	case talk.UpdatePrograms:
		fmt.Fprintf(t.W, "%s", indent(u.Text))
	case talk.UpdateStep:
		lit := ""
		for _, l := range u.Lit {
			switch l.What {
			case "laser":
				lit += p.Sprintf(" [LED laser %s]", l.Cell.String())
			case "press":
				lit += p.Sprintf(" [LED press %s]", l.Cell.String())
			default:
				lit += fmt.Sprintf(" [LED %s %s]", l.What, l.Cell)
			}
		}
		where := ""
		switch {
		case u.Move > 0:
			where = p.Sprintf("move %d: ", u.Move)
		case u.Action > 0:
			where = p.Sprintf("action %d: ", u.Action)
		case u.End:
			where = p.Sprintf("end: ")
		}
		rule := ""
		if u.Rule != "" {
			rule = " " + ruleName(p, u.Rule)
		}
		fmt.Fprintf(t.W, "  %s%s%s%s\n", where, u.Text, rule, lit)
	case talk.UpdateInstruct:
		fmt.Fprintf(t.W, "%s\n%s", p.Sprintf("move the pieces:"), indent(u.Text))
	case talk.UpdateVerify, talk.UpdateScan:
		fmt.Fprintf(t.W, "%s\n", u.Text)
		if u.Kind == talk.UpdateScan {
			fmt.Fprint(t.W, indent(strings.Join(u.Problems, "\n")))
		}
	case talk.UpdateOver:
		fmt.Fprintf(t.W, "\n== %s\n", u.Text)
	case talk.UpdatePreview: // for the page and the phones, but where the pieces go
		if u.Text != "" {
			fmt.Fprintf(t.W, "%s\n", u.Text)
		}
	case talk.UpdateCheck:
		if u.Text != "" { // none: every piece right, said by the UpdateVerify after it
			fmt.Fprintf(t.W, "%s\n", u.Text)
		}
	default:
		fmt.Fprintf(t.W, "%s\n", u.Text)
	}
}

// ruleName is the rule a step names ("laser", "move"), in brackets, in
// p's language: DR2D's rules have a name in each ("(laser)" is
// « (LASER) », messages.go); another game's rule is written as it is.
func ruleName(p *lang.Printer, rule string) string {
	if key := "(" + rule + ")"; lang.Has(key) {
		return p.Sprintf(key)
	}
	if lang.Has(rule) { // a game naming its rules as plain words (SimulacreS' "draw")
		return "(" + p.Sprintf(rule) + ")"
	}
	return "(" + rule + ")"
}

// RuleName is a rule's name in p's language, without brackets ("robot-move"
// is « déplacement des robots »), as written when it has none.
func RuleName(p *lang.Printer, rule string) string {
	return strings.TrimSuffix(strings.TrimPrefix(ruleName(p, rule), "("), ")")
}

// RuleWord is a rule's or an event kind's name in p's language: its own
// entry in the catalog ("push" is « poussée »), else its bracketed one
// (RuleName), else as written.
func RuleWord(p *lang.Printer, name string) string {
	if lang.Has(name) {
		return p.Sprintf(name)
	}
	return RuleName(p, name)
}

func indent(s string) string {
	if s == "" {
		return ""
	}
	return "  " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n  ") + "\n"
}

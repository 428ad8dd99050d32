package netzwerk

import (
	"errors"
	"regexp"
	"strings"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/poserr"
)

// Sentinel errors, to be tested with errors.Is. Every error the package
// returns wraps one of them.
var (
	// ErrSyntax: a game file or an action cannot be read as written.
	ErrSyntax = errors.New("netzwerk: syntax error")
	// ErrSetup: the file reads, but describes an impossible position
	// (two pieces on a field, a robot on a corner's coordinates off the board...).
	ErrSetup = errors.New("netzwerk: invalid setup")
	// ErrIllegal: an action, or a turn, breaks a rule.
	ErrIllegal = errors.New("netzwerk: illegal move")
	// ErrGameOver: an action was asked of a game that has ended.
	ErrGameOver = errors.New("netzwerk: game over")
)

// RuleError is an illegal action: Rule names the section of
// docs/rules-netzwerk.md it breaks. Msg is what was done, in English; Why
// is Msg not yet said, for a caller that says it in the player's language.
type RuleError struct {
	Rule string
	Msg  string
	Why  poserr.Msg
}

func (e *RuleError) Error() string { return e.Msg + " [rule: " + e.Rule + "]" }
func (e *RuleError) Unwrap() error { return ErrIllegal }

func illegal(rule, format string, args ...any) error {
	why := poserr.M(format, said(args)...)
	return &RuleError{Rule: rule, Msg: countedWords(why.String()), Why: why}
}

// counted is a count and a word whose plural its message key leaves open:
// "2 battery(ies)".
var counted = regexp.MustCompile(`\b(\d+) ((?:[a-z]+ ){0,3})([a-z]+)\((s|es|ies)\)`)

// countedWords is an English text with each "N word(s)" said as a person
// writes it ("1 battery", "2 batteries"), as the catalog's English says
// the message (its key keeps the open form, for the other languages).
func countedWords(s string) string {
	return counted.ReplaceAllStringFunc(s, func(m string) string {
		p := counted.FindStringSubmatch(m)
		n, between, word, end := p[1], p[2], p[3], p[4]
		switch {
		case n == "1":
		case end == "ies":
			word = strings.TrimSuffix(word, "y") + "ies"
		default:
			word += end
		}
		return n + " " + between + word
	})
}

// said are a message's arguments with the players, the directions and the
// reasons of a win as messages of their own ("player 2", "north",
// "far-row"), so that a language says them with its words; their English
// is their String.
func said(args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case Player:
			a = v.msg()
		case Dir:
			a = poserr.M(v.String())
		case WinReason:
			a = poserr.M(string(v))
		}
		out[i] = a
	}
	return out
}

// SetupError is an impossible position, naming the piece at fault.
type SetupError struct {
	Robot   int    // robot ID, or 0
	Battery int    // battery ID, or 0
	Field   string // "square", "corner", "id", "width"...
	Msg     string
	Text    poserr.Msg // Msg not yet said (setupErr); Format "" when Msg is all there is
}

func (e *SetupError) Error() string { return ErrSetup.Error() + ": " + e.Msg }
func (e *SetupError) Unwrap() error { return ErrSetup }

// Message is what e says is wrong, to be said in the user's language.
func (e *SetupError) Message() poserr.Msg {
	if e.Text.Format == "" {
		return poserr.M("%s", e.Msg)
	}
	return e.Text
}

// setupErr is e saying format with args (its Msg and its Text).
func setupErr(e SetupError, format string, args ...any) *SetupError {
	e.Text = poserr.M(format, args...)
	e.Msg = e.Text.String()
	return &e
}

// Reason is what err says is wrong without the sentinel its text starts
// with ("netzwerk: game over: "), for a caller that says itself where it was
// met (a file, a turn, a player's phone): the message of a *SetupError or
// of a refusal; any other error says it all.
// reasonMsg is Reason not yet said, so that a file error naming the turn
// says it in the user's language: a rule broken, with the rule's name; a
// setup refused; else the English.
func reasonMsg(err error) any {
	var re *RuleError
	var se *SetupError
	switch {
	case errors.As(err, &re) && re.Why.Format != "":
		return poserr.M("%s [rule: %s]", re.Why, poserr.M(re.Rule))
	case errors.As(err, &se):
		return se.Message()
	}
	return Reason(err)
}

func Reason(err error) string {
	if e, ok := err.(*SetupError); ok {
		return e.Msg
	}
	return sentinel.Msg(err)
}

// PosError locates an error in a file: a line and column, and the JSON field
// path ("turns[2][0]"). Err is the sentinel, or a *RuleError.
// Its text is "file:line:col: field: msg", parts left out when unknown.
type PosError = poserr.Error

// posErr is e saying format with args: its Msg in English, and the message
// kept to be said in the user's language (poserr.Msg). Every file error is
// made by it, or by a helper that passes its format on (fieldErrf, errf…:
// internal/lang.Keys finds their formats for the catalog).
func posErr(e PosError, format string, args ...any) *PosError {
	return poserr.New(e, poserr.M(format, args...))
}

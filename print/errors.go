package print

import "mecanoid/internal/lang"

// Error is what print finds wrong with its settings (a tile too small,
// an unknown paper): its message not yet said, so that the command says
// it in the user's language (Say); Error is its English.
type Error struct {
	Msg lang.Msg
}

func (e *Error) Error() string { return "print: " + e.Msg.String() }

// Say is e in p's language.
func (e *Error) Say(p *lang.Printer) string { return "print: " + p.Say(e.Msg) }

// fail is the error saying m.
func fail(m lang.Msg) error { return &Error{m} }

package skirmish

import (
	"errors"
	"fmt"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/poserr"
)

// Sentinel errors about files and setups.
var (
	// ErrSyntax: a map, types or game file cannot be read as written.
	ErrSyntax = errors.New("skirmish: syntax error")
	// ErrSetup: the file reads, but describes an impossible game.
	ErrSetup = errors.New("skirmish: invalid setup")
	// ErrGameOver: an action or turn was asked of a game that has ended.
	ErrGameOver = errors.New("skirmish: game over")
)

// ErrIllegal is wrapped by every refused action, beside the sentinel of the
// rule it breaks (one of those below).
var ErrIllegal = errors.New("skirmish: illegal action")

// Sentinels of the rules an action can break; each names its rule.
var (
	ErrNotation      = errors.New("skirmish: bad action notation")
	ErrNoActions     = errors.New("skirmish: no actions left")
	ErrAlreadyActed  = errors.New("skirmish: robot already acted this turn")
	ErrUnknownRobot  = errors.New("skirmish: no such robot")
	ErrNotYours      = errors.New("skirmish: not your robot")
	ErrNotOnField    = errors.New("skirmish: robot not on the field")
	ErrNotInGarage   = errors.New("skirmish: robot not in the garage")
	ErrUnknownPlot   = errors.New("skirmish: no such plot")
	ErrNotNextTo     = errors.New("skirmish: not next to the commander")
	ErrPlotTaken     = errors.New("skirmish: plot taken")
	ErrNoMove        = errors.New("skirmish: no move")
	ErrTooFar        = errors.New("skirmish: too far")
	ErrUnknownWeapon = errors.New("skirmish: no such weapon")
	ErrRateSpent     = errors.New("skirmish: weapon already fired its rate")
	ErrNoTarget      = errors.New("skirmish: no such target")
	ErrFriendlyFire  = errors.New("skirmish: friendly fire")
	ErrOutOfRange    = errors.New("skirmish: out of range")
	ErrWrongTeam     = errors.New("skirmish: not this team's turn")
)

// ActionError is a refused action: the rule broken (Err, one of the sentinels
// above), which action, and the robot, plot, weapon and target involved.
// errors.Is finds both ErrIllegal and Err in it.
type ActionError struct {
	Action int // 1-based index of the action in its turn; 0 if unknown
	Text   string
	Col    int // 1-based column in Text where the fault lies; 0 if none
	Robot  int
	Plot   string
	Weapon string
	Target int
	Msg    string
	Err    error
	Said   poserr.Msg // Msg not yet said (notationErrf, refuse); Format "" when Msg is all there is
}

func (e *ActionError) Error() string { return e.Err.Error() + ": " + e.Reason() }

// Rule is the name of the rule broken, its sentinel's text without the
// package's: "too far".
func (e *ActionError) Rule() string { return ruleName(e.Err) }

// Reason is the text of the error after its rule: the action at fault,
// when known, and why.
func (e *ActionError) Reason() string {
	if e.Action > 0 {
		return fmt.Sprintf("action %d (%q): ", e.Action, e.Text) + e.Msg
	}
	return e.Msg
}

// Reason is what err says is wrong without the sentinel its text starts
// with ("skirmish: invalid setup: ", a rule's), for a caller that says
// itself where it was met (a file, a turn, a player's phone): the reason of
// an *ActionError or of a refused setup; any other error says it all.
func Reason(err error) string {
	if e, ok := err.(*ActionError); ok {
		return e.Reason()
	}
	return sentinel.Msg(err)
}

// Unwrap gives the rule's sentinel and ErrIllegal.
func (e *ActionError) Unwrap() []error { return []error{e.Err, ErrIllegal} }

// PosError locates an error in a file: a line and column for text, a field
// path for JSON (with the line and column where the decoder knows them). Err
// is the sentinel (or an *ActionError).
// Its text is "file:line:col: field: msg", parts left out when unknown.
type PosError = poserr.Error

// posErr is e saying format with args: its Msg in English, and the message
// kept to be said in the user's language (poserr.Msg). Every file error is
// made by it, or by a helper that passes its format on (fieldErrf, errf…:
// internal/lang.Keys finds their formats for the catalog).
func posErr(e PosError, format string, args ...any) *PosError {
	return poserr.New(e, poserr.M(format, args...))
}

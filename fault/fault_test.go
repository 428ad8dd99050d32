package fault

import (
	"errors"
	"fmt"
	"io/fs"
	"testing"
)

// Sentinels of a pretend engine, registered once for the whole test binary
// (Register is for inits; the registry is never emptied).
var (
	errSyntax  = errors.New("game: syntax error")
	errIllegal = errors.New("game: illegal move")
	errRescan  = errors.New("vision: rescan needed")
	errLoose   = errors.New("game: no kind registered")
)

func init() {
	Register(errSyntax, Parse)
	Register(errIllegal, Rule)
	Register(errRescan, Rescan)
	Register(errSyntax, Parse) // again, with the same kind: allowed
}

// posError is like the engines' PosError: a type that wraps its sentinel.
type posError struct {
	line int
	err  error
}

func (e *posError) Error() string { return fmt.Sprintf("g.json:%d: %v", e.line, e.err) }
func (e *posError) Unwrap() error { return e.err }

// problemsError is like vision.RescanError: it is its sentinel by an Is
// method, without wrapping it.
type problemsError struct{ n int }

func (e *problemsError) Error() string        { return fmt.Sprintf("%d problems", e.n) }
func (e *problemsError) Is(target error) bool { return target == errRescan }

// valueError is not comparable (a slice field): == on it would panic.
type valueError struct{ lines []int }

func (e valueError) Error() string { return "value error" }

func TestOfAndExitStatus(t *testing.T) {
	for _, c := range []struct {
		name   string
		err    error
		kind   Kind
		status int
	}{
		{"nil", nil, Other, 0},
		{"plain", errors.New("disk full"), Other, 1},
		{"unregistered sentinel", errLoose, Other, 1},
		{"not comparable", valueError{[]int{1}}, Other, 1},
		{"usage", New(Usage, "want one file"), Usage, 2},
		{"input", E(Input, fs.ErrNotExist), Input, 2},
		{"setup, formatted", Errorf(Setup, "robot %d: off the board", 3), Setup, 2},
		{"journal", New(Journal, "journal is corrupt"), Journal, 1},
		{"journal named on the command line", E(Input, New(Journal, "not a journal")), Input, 2},
		{"stopped", New(Stopped, "interrupted"), Stopped, 1},
		{"table", New(Table, "the table still differs"), Table, 1},
		{"rescan", New(Rescan, "robot 2 missing"), Rescan, 3},
		{"registered sentinel", errSyntax, Parse, 2},
		{"sentinel in a type", &posError{3, errSyntax}, Parse, 2},
		{"sentinel by an Is method", &problemsError{2}, Rescan, 3},
		{"sentinel under %w twice", fmt.Errorf("turn 2: %w", fmt.Errorf("robot 1: %w", errIllegal)), Rule, 2},
		{"kind under %w", fmt.Errorf("scan: %w", New(Rescan, "tag on an edge")), Rescan, 3},
		{"kind under %v is lost", fmt.Errorf("scan: %v", New(Rescan, "tag on an edge")), Other, 1},
		{"joined, first with a kind wins", errors.Join(errors.New("x"), errIllegal, errSyntax), Rule, 2},
		{"wrapping two with %w", fmt.Errorf("%w: %w", errLoose, errSyntax), Parse, 2},
		{"outer kind over a sentinel", E(Table, fmt.Errorf("after 3 pictures: %w", &problemsError{1})), Table, 1},
		{"outer kind over an inner kind", E(Input, New(Parse, "x")), Input, 2},
		{"outer sentinel over an inner kind", fmt.Errorf("%w: %w", errRescan, New(Input, "x")), Rescan, 3},
		{"Other says nothing", E(Other, errIllegal), Rule, 2},
		{"Other over nothing", New(Other, "x"), Other, 1},
	} {
		if got := Of(c.err); got != c.kind {
			t.Errorf("%s: Of = %v, want %v", c.name, got, c.kind)
		}
		if got := ExitStatus(c.err); got != c.status {
			t.Errorf("%s: ExitStatus = %d, want %d", c.name, got, c.status)
		}
	}
}

func TestMessageAndWrapping(t *testing.T) {
	err := fmt.Errorf("g.json: %w", fs.ErrNotExist)
	k := E(Input, err)
	if k.Error() != err.Error() {
		t.Errorf("E changed the message: %q, want %q", k, err)
	}
	if !errors.Is(k, fs.ErrNotExist) {
		t.Error("errors.Is does not see through E")
	}
	var fe *Error
	if !errors.As(fmt.Errorf("read: %w", k), &fe) || fe.Kind != Input {
		t.Errorf("errors.As: %v", fe)
	}
	if E(Input, nil) != nil {
		t.Error("E(k, nil) is not nil")
	}
	if got := Errorf(Parse, "line %d: %w", 3, errSyntax); got.Error() != "line 3: game: syntax error" || !errors.Is(got, errSyntax) {
		t.Errorf("Errorf: %q", got)
	}
}

func TestRegisterRefuses(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func()
	}{
		{"nil", func() { Register(nil, Parse) }},
		{"not comparable", func() { Register(valueError{}, Parse) }},
		{"another kind", func() { Register(errSyntax, Setup) }},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", c.name)
				}
			}()
			c.f()
		}()
	}
}

func TestKindString(t *testing.T) {
	if Rescan.String() != "rescan" || Kind(200).String() != "Kind(200)" {
		t.Errorf("%v %v", Rescan, Kind(200))
	}
	for k := Other; k <= Table; k++ {
		if kindNames[k] == "" {
			t.Errorf("kind %d has no name", k)
		}
	}
}

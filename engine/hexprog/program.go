package hexprog

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Op is what a program step does.
type Op uint8

const (
	OpEmpty        Op = iota // an empty box: the turn ends with no action
	OpMove                   // D±1, D±2: a field action
	OpRotate                 // R±1, R±2: a field action
	OpShoot                  // T: a field action
	OpSelfDestruct           // *: a field action
	OpTest                   // ?1..?4: yes goes on to the next step, no skips one
	OpReset                  // RAZ: the pointer goes back to the start box
	OpGoto                   // G x: the pointer goes to step x
)

// Instr is one program step.
type Instr struct {
	Op  Op
	N   int // signed amount for D and R, test number, go-to target
	Col int // where the step starts in the program text, 1-based
}

// Field tells whether the step is an action on the field, which ends the robot's turn.
func (in Instr) Field() bool {
	return in.Op == OpMove || in.Op == OpRotate || in.Op == OpShoot || in.Op == OpSelfDestruct
}

// String is the step as written in a program: "D+2", "?1", "G7", "RAZ".
func (in Instr) String() string {
	switch in.Op {
	case OpMove:
		return fmt.Sprintf("D%+d", in.N)
	case OpRotate:
		return fmt.Sprintf("R%+d", in.N)
	case OpShoot:
		return "T"
	case OpSelfDestruct:
		return "*"
	case OpTest:
		return fmt.Sprintf("?%d", in.N)
	case OpReset:
		return "RAZ"
	case OpGoto:
		return fmt.Sprintf("G%d", in.N)
	}
	return "."
}

// NumTests is how many tests a program may use.
const NumTests = 4

// Program is a robot's program: its steps (at most the game's steps setting)
// and the tests its test steps ask.
type Program struct {
	Steps []Instr
	Tests [NumTests + 1]*Test // by number; index 0 unused
}

// Text is the program's steps as written, separated by spaces.
func (p *Program) Text() string {
	parts := make([]string, len(p.Steps))
	for i, in := range p.Steps {
		parts[i] = in.String()
	}
	return strings.Join(parts, " ")
}

// TestTexts are the program's tests as written, by number ("1" → text).
func (p *Program) TestTexts() map[string]string {
	m := map[string]string{}
	for n, t := range p.Tests {
		if t != nil {
			m[strconv.Itoa(n)] = t.Text
		}
	}
	return m
}

// MaxSteps bounds the steps setting: a TI-57 had 50 program steps.
const MaxSteps = 64

// ParseProgram reads a program's steps (format in docs/hexprog-format.md) and
// the tests it uses (by number, 1..4), for a game of maxSteps steps a
// program. It rejects what could not be played: unknown steps, a go-to
// beyond the last step, a test used but not written, a program with no
// field action, and a program that from some step could only read tests,
// go-tos and RAZ forever (a loop that no answer can leave). Errors are
// *ProgramError naming the step or test and the column.
func ParseProgram(text string, tests map[int]string, maxSteps int) (*Program, error) {
	p := &Program{}
	progErrf := func(step, col int, sentinel error, format string, args ...any) error {
		return programErr(ProgramError{Step: step, Col: col, Err: sentinel}, format, args...)
	}
	rs := []rune(text)
	i := 0
	skip := func() {
		for i < len(rs) && (unicode.IsSpace(rs[i]) || rs[i] == ',' || rs[i] == ';') {
			i++
		}
	}
	blanks := func() {
		for i < len(rs) && (rs[i] == ' ' || rs[i] == '\t') {
			i++
		}
	}
	atEnd := func() bool {
		return i >= len(rs) || unicode.IsSpace(rs[i]) || rs[i] == ',' || rs[i] == ';'
	}
	for skip(); i < len(rs); skip() {
		step, col := len(p.Steps)+1, i+1
		in := Instr{Col: col}
		c := unicode.ToUpper(rs[i])
		i++
		switch {
		case c == 'R' && i+1 < len(rs) && unicode.ToUpper(rs[i]) == 'A' && unicode.ToUpper(rs[i+1]) == 'Z':
			i += 2
			in.Op = OpReset
		case c == 'D' || c == 'R':
			in.Op = OpMove
			name := "D (move)"
			if c == 'R' {
				in.Op, name = OpRotate, "R (rotation)"
			}
			blanks()
			sign := 0
			if i < len(rs) {
				switch rs[i] {
				case '+':
					sign = 1
				case '-', '−':
					sign = -1
				}
			}
			if sign == 0 {
				return nil, progErrf(step, i+1, ErrSyntax, "%s wants a sign and 1 or 2: %c+1, %c+2, %c-1 or %c-2", name, c, c, c, c)
			}
			i++
			blanks()
			if i >= len(rs) || (rs[i] != '1' && rs[i] != '2') {
				return nil, progErrf(step, i+1, ErrSyntax, "%s goes 1 or 2: %c+1, %c+2, %c-1 or %c-2", name, c, c, c, c)
			}
			in.N = sign * int(rs[i]-'0')
			i++
		case c == 'T':
			in.Op = OpShoot
			if i < len(rs) && unicode.IsDigit(rs[i]) {
				return nil, progErrf(step, col, ErrSyntax, "T is the shot and takes no number; a test is written ?%c", rs[i])
			}
		case c == '*':
			in.Op = OpSelfDestruct
		case c == '?' || c == '◇' || c == '◊':
			in.Op = OpTest
			blanks()
			if i >= len(rs) || rs[i] < '1' || rs[i] > '0'+NumTests {
				return nil, progErrf(step, i+1, ErrSyntax, "a test step is ? and its number, 1 to %d: ?1", NumTests)
			}
			in.N = int(rs[i] - '0')
			i++
		case c == 'G':
			in.Op = OpGoto
			for _, w := range []string{"OTO", "O"} {
				if i+len(w) <= len(rs) && strings.EqualFold(string(rs[i:i+len(w)]), w) {
					i += len(w)
					break
				}
			}
			blanks()
			start := i
			for i < len(rs) && rs[i] >= '0' && rs[i] <= '9' {
				i++
			}
			n, err := strconv.Atoi(string(rs[start:i]))
			if start == i || err != nil {
				return nil, progErrf(step, start+1, ErrSyntax, "go to is written G and a step number: G7")
			}
			in.N = n
		case c == '.':
			in.Op = OpEmpty
		default:
			return nil, progErrf(step, col, ErrSyntax, "unknown step %q (steps: D+1 D+2 D-1 D-2 R+1 R+2 R-1 R-2 T * ?1..?4 RAZ G7 .)", string(rs[col-1:min(len(rs), col+3)]))
		}
		if !atEnd() {
			return nil, progErrf(step, i+1, ErrSyntax, "%q after %s: separate steps with spaces", string(rs[i]), in)
		}
		p.Steps = append(p.Steps, in)
	}
	n := len(p.Steps)
	if maxSteps <= 0 {
		maxSteps = DefaultSteps
	}
	switch {
	case n == 0:
		return nil, progErrf(0, 0, ErrProgram, "the program has no steps")
	case n > maxSteps:
		return nil, progErrf(maxSteps+1, p.Steps[maxSteps].Col, ErrProgram, "the program has %d steps; this game allows %d (setting \"steps\")", n, maxSteps)
	}
	// Tests: parse the ones given, then check each test step has its test.
	nums := make([]int, 0, len(tests))
	for k := range tests {
		nums = append(nums, k)
	}
	sort.Ints(nums)
	for _, k := range nums {
		if k < 1 || k > NumTests {
			return nil, programErr(ProgramError{Test: k, Err: ErrProgram}, "tests are numbered 1 to %d", NumTests)
		}
		t, err := ParseTest(tests[k])
		if err != nil {
			err.(*ProgramError).Test = k
			return nil, err
		}
		p.Tests[k] = t
	}
	hasField := false
	for s, in := range p.Steps {
		switch in.Op {
		case OpTest:
			if p.Tests[in.N] == nil {
				return nil, progErrf(s+1, in.Col, ErrProgram, "test %d is asked here but not written (give the question of test %d)", in.N, in.N)
			}
		case OpGoto:
			if in.N < 1 || in.N > n {
				return nil, progErrf(s+1, in.Col, ErrProgram, "go to step %d: the program has steps 1..%d", in.N, n)
			}
		}
		hasField = hasField || in.Field()
	}
	if !hasField {
		return nil, progErrf(0, 0, ErrProgram, "the program has no action on the field (D, R, T or *): a robot's turn only ends on one")
	}
	if s := p.trap(); s > 0 {
		return nil, progErrf(s, p.Steps[s-1].Col, ErrProgram, "from step %d the pointer can only read tests, go-tos and RAZ: it would loop forever without acting", s)
	}
	return p, nil
}

// DefaultSteps is how many steps a program has unless the game says otherwise.
const DefaultSteps = 15

// next is the step after s, wrapping after the last (0 is the start box).
func (p *Program) next(s int) int { return s%len(p.Steps) + 1 }

// succ are the steps the pointer may go on to after reading step s within
// the same turn (none for a step that ends the turn).
func (p *Program) succ(s int) []int {
	in := p.Steps[s-1]
	switch in.Op {
	case OpTest:
		return []int{p.next(s), p.next(p.next(s))}
	case OpReset:
		return []int{1}
	case OpGoto:
		return []int{in.N}
	}
	return nil
}

// trap is the first step from which no answer of the tests leads to a step
// that ends the turn (an action or an empty box), or 0. Destroyed steps end
// the turn too, so destruction during the game never makes a trap.
func (p *Program) trap() int {
	n := len(p.Steps)
	ends := make([]bool, n+1)
	for s := 1; s <= n; s++ {
		ends[s] = p.succ(s) == nil
	}
	for changed := true; changed; {
		changed = false
		for s := 1; s <= n; s++ {
			if ends[s] {
				continue
			}
			for _, t := range p.succ(s) {
				if ends[t] {
					ends[s], changed = true, true
					break
				}
			}
		}
	}
	for s := 1; s <= n; s++ {
		if !ends[s] {
			return s
		}
	}
	return 0
}

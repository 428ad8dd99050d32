package hexprog

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"mecanoid/internal/hexgrid"
)

// Test is a question a test step asks, in the predicate language of
// docs/hexprog-format.md, answered yes or no for the robot reading it.
type Test struct {
	Text string
	expr cond
}

// Ask answers the test for robot id in state s.
func (t *Test) Ask(s *State, id int) bool {
	r, ok := s.Robot(id)
	if !ok {
		return false
	}
	return t.expr.eval(s, r)
}

// String is the test in its canonical form.
func (t *Test) String() string { return t.expr.String() }

// cond is a yes/no question.
type cond interface {
	eval(s *State, r *Robot) bool
	String() string
}

type orCond []cond
type andCond []cond
type notCond struct{ c cond }
type constCond bool

func (c orCond) eval(s *State, r *Robot) bool {
	for _, x := range c {
		if x.eval(s, r) {
			return true
		}
	}
	return false
}
func (c orCond) String() string { return joinConds(c, " or ") }

func (c andCond) eval(s *State, r *Robot) bool {
	for _, x := range c {
		if !x.eval(s, r) {
			return false
		}
	}
	return true
}
func (c andCond) String() string { return joinConds(c, " and ") }

func joinConds(cs []cond, sep string) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
		switch c.(type) {
		case orCond, andCond:
			parts[i] = "(" + parts[i] + ")"
		}
	}
	return strings.Join(parts, sep)
}

func (c notCond) eval(s *State, r *Robot) bool { return !c.c.eval(s, r) }
func (c notCond) String() string {
	switch c.c.(type) {
	case orCond, andCond:
		return "not (" + c.c.String() + ")"
	}
	return "not " + c.c.String()
}

func (c constCond) eval(*State, *Robot) bool { return bool(c) }
func (c constCond) String() string {
	if c {
		return "true"
	}
	return "false"
}

// where is a direction relative to the robot: ahead, behind, left/right
// sides, or an absolute direction 1..6; around is every direction.
type where struct {
	rel    string // "ahead", "behind", "dir", "around", "here"
	absDir hexgrid.Dir
}

func (w where) dir(r *Robot) hexgrid.Dir {
	switch w.rel {
	case "ahead":
		return r.Facing
	case "behind":
		return r.Facing.Opposite()
	case "dir":
		return w.absDir
	}
	return 0
}

func (w where) String() string {
	if w.rel == "dir" {
		return fmt.Sprintf("dir %d", w.absDir)
	}
	return w.rel
}

// robotCond: is there a robot (of a kind) within n hexes, in a direction or around.
type robotCond struct {
	who   string // "any", "friend", "enemy", or a colour
	where where
	n     int
}

func (c robotCond) match(r, o *Robot) bool {
	switch c.who {
	case "any":
		return true
	case "friend":
		return o.Player == r.Player
	case "enemy":
		return o.Player != r.Player
	}
	return string(o.Colour) == c.who
}

func (c robotCond) eval(s *State, r *Robot) bool {
	h := r.Cell.Hex()
	for i := range s.Robots {
		o := &s.Robots[i]
		if o.Out || o.ID == r.ID || !c.match(r, o) {
			continue
		}
		oh := o.Cell.Hex()
		if c.where.rel == "around" {
			if dist := hexgrid.Distance(h, oh); dist >= 1 && dist <= c.n {
				return true
			}
			continue
		}
		if d, dist, ok := hexgrid.DirectionTo(h, oh); ok && d == c.where.dir(r) && dist <= c.n {
			return true
		}
	}
	return false
}

func (c robotCond) String() string {
	return fmt.Sprintf("robot %s %s within %d", c.who, c.where, c.n)
}

// facingCond: does the robot face direction d.
type facingCond struct{ d hexgrid.Dir }

func (c facingCond) eval(_ *State, r *Robot) bool { return r.Facing == c.d }
func (c facingCond) String() string               { return fmt.Sprintf("facing %d", c.d) }

// hexCond: what the hex n hexes away in a direction (or the robot's own hex) is.
type hexCond struct {
	where where
	n     int
	prop  string // "colour", "shape", or a kind: lake lightning plain start off free obstacle robot
	value string // the colour or shape; "" for any shape
}

func (c hexCond) eval(s *State, r *Robot) bool {
	cell := r.Cell
	if c.where.rel != "here" {
		cell = CellOf(r.Cell.Hex().Step(c.where.dir(r), c.n))
	}
	b := s.Board
	t := b.Tile(cell)
	on := b.In(cell)
	switch c.prop {
	case "colour":
		return on && string(t.Colour) == c.value
	case "shape":
		return on && t.Terrain == Shape && (c.value == "" || string(t.Shape) == c.value)
	case "lake":
		return on && t.Terrain == Lake
	case "lightning":
		return on && t.Terrain == Lightning
	case "plain":
		return on && t.Terrain == Plain
	case "start":
		return on && t.Start
	case "off":
		return !on
	case "obstacle":
		return on && s.blocks(t)
	case "robot":
		_, ok := s.RobotAt(cell)
		return on && ok && cell != r.Cell
	case "free":
		_, taken := s.RobotAt(cell)
		return on && t.Terrain != Lake && !s.blocks(t) && (!taken || cell == r.Cell)
	}
	return false
}

func (c hexCond) String() string {
	w := c.where.String()
	if c.where.rel != "here" && c.n != 1 {
		w += " " + strconv.Itoa(c.n)
	}
	switch c.prop {
	case "colour":
		return w + " colour " + c.value
	case "shape":
		if c.value == "" {
			return w + " shape"
		}
		return w + " shape " + c.value
	}
	return w + " " + c.prop
}

// shotsCond compares the shots the robot has left with a number.
type shotsCond struct {
	op string
	n  int
}

func (c shotsCond) eval(s *State, r *Robot) bool {
	return compare(s.ShotsLeft(r), c.op, c.n)
}
func (c shotsCond) String() string { return fmt.Sprintf("shots %s %d", c.op, c.n) }

// countCond compares how many robots (friends or enemies, the robot itself
// not counted) are still in play with a number.
type countCond struct {
	who string // "friends", "enemies", "robots"
	op  string
	n   int
}

func (c countCond) eval(s *State, r *Robot) bool {
	k := 0
	for i := range s.Robots {
		o := &s.Robots[i]
		if o.Out || o.ID == r.ID {
			continue
		}
		if c.who == "robots" || (c.who == "friends") == (o.Player == r.Player) {
			k++
		}
	}
	return compare(k, c.op, c.n)
}
func (c countCond) String() string { return fmt.Sprintf("%s %s %d", c.who, c.op, c.n) }

func compare(a int, op string, b int) bool {
	switch op {
	case "<":
		return a < b
	case "<=":
		return a <= b
	case "=":
		return a == b
	case "!=":
		return a != b
	case ">=":
		return a >= b
	case ">":
		return a > b
	}
	return false
}

// token of a test text, with its 1-based column.
type ptoken struct {
	s   string // lower-cased
	col int
}

func lexTest(text string) ([]ptoken, *ProgramError) {
	var ts []ptoken
	rs := []rune(text)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.IsSpace(r) || r == ',':
			i++
		case r == '(' || r == ')':
			ts = append(ts, ptoken{string(r), i + 1})
			i++
		case strings.ContainsRune("<>=!≤≥≠", r):
			j := i + 1
			if j < len(rs) && rs[j] == '=' {
				j++
			}
			op := string(rs[i:j])
			switch op {
			case "==":
				op = "="
			case "≤":
				op = "<="
			case "≥":
				op = ">="
			case "≠", "<>":
				op = "!="
			}
			if !strings.Contains(" < <= = != >= > ", " "+op+" ") {
				return nil, programErr(ProgramError{Col: i + 1, Err: ErrSyntax}, "unknown comparison %q (use < <= = != >= >)", op)
			}
			ts = append(ts, ptoken{op, i + 1})
			i = j
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '\'':
			j := i
			for j < len(rs) && (unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j]) || rs[j] == '-' || rs[j] == '\'') {
				j++
			}
			ts = append(ts, ptoken{strings.ToLower(string(rs[i:j])), i + 1})
			i = j
		default:
			return nil, programErr(ProgramError{Col: i + 1, Err: ErrSyntax}, "unexpected %q in a test", string(r))
		}
	}
	return ts, nil
}

// ParseTest reads a test's question (docs/hexprog-format.md, "Tests").
// Errors are *ProgramError with the column in the text.
func ParseTest(text string) (*Test, error) {
	ts, perr := lexTest(text)
	if perr != nil {
		return nil, perr
	}
	p := &testParser{ts: ts, end: len([]rune(text)) + 1}
	if len(ts) == 0 {
		return nil, p.testErrf(1, "the test is empty: write a question, e.g. \"robot enemy ahead within 2\"")
	}
	c, err := p.or()
	if err != nil {
		return nil, err
	}
	if p.i < len(p.ts) {
		return nil, p.testErrf(p.ts[p.i].col, "%q: expected \"and\", \"or\" or the end of the test", p.ts[p.i].s)
	}
	return &Test{Text: text, expr: c}, nil
}

type testParser struct {
	ts  []ptoken
	i   int
	end int // column just past the text
}

func (p *testParser) testErrf(col int, format string, args ...any) *ProgramError {
	return programErr(ProgramError{Col: col, Err: ErrSyntax}, format, args...)
}

func (p *testParser) peek() string {
	if p.i < len(p.ts) {
		return p.ts[p.i].s
	}
	return ""
}

func (p *testParser) col() int {
	if p.i < len(p.ts) {
		return p.ts[p.i].col
	}
	return p.end
}

func (p *testParser) accept(words ...string) bool {
	for _, w := range words {
		if p.peek() == w {
			p.i++
			return true
		}
	}
	return false
}

// number reads a whole number in lo..hi.
func (p *testParser) number(what string, lo, hi int) (int, error) {
	col, s := p.col(), p.peek()
	n, err := strconv.Atoi(s)
	if err != nil {
		if s == "" {
			s = "the end of the test"
		} else {
			s = strconv.Quote(s)
		}
		return 0, p.testErrf(col, "want %s (a number %d..%d), found %s", what, lo, hi, s)
	}
	if n < lo || n > hi {
		return 0, p.testErrf(col, "%s %d: want %d..%d", what, n, lo, hi)
	}
	p.i++
	return n, nil
}

func (p *testParser) isNumber() bool {
	_, err := strconv.Atoi(p.peek())
	return err == nil
}

func (p *testParser) or() (cond, error) {
	var cs orCond
	for {
		c, err := p.and()
		if err != nil {
			return nil, err
		}
		cs = append(cs, c)
		if !p.accept("or", "ou") {
			break
		}
	}
	if len(cs) == 1 {
		return cs[0], nil
	}
	return cs, nil
}

func (p *testParser) and() (cond, error) {
	var cs andCond
	for {
		c, err := p.not()
		if err != nil {
			return nil, err
		}
		cs = append(cs, c)
		if !p.accept("and", "et") {
			break
		}
	}
	if len(cs) == 1 {
		return cs[0], nil
	}
	return cs, nil
}

func (p *testParser) not() (cond, error) {
	if p.accept("not", "non", "pas") {
		c, err := p.not()
		if err != nil {
			return nil, err
		}
		return notCond{c}, nil
	}
	if p.peek() == "(" {
		open := p.col()
		p.i++
		c, err := p.or()
		if err != nil {
			return nil, err
		}
		if !p.accept(")") {
			return nil, p.testErrf(p.col(), "missing \")\" for the \"(\" at col %d", open)
		}
		return c, nil
	}
	return p.atom()
}

// atom reads one question.
func (p *testParser) atom() (cond, error) {
	col, w := p.col(), p.peek()
	switch w {
	case "":
		return nil, p.testErrf(col, "the test ends too early: a question is missing")
	case "true", "yes":
		p.i++
		return constCond(true), nil
	case "false", "no":
		p.i++
		return constCond(false), nil
	case "robot", "robots":
		if w == "robots" && p.i+1 < len(p.ts) && isOp(p.ts[p.i+1].s) {
			return p.count()
		}
		p.i++
		return p.robot()
	case "friends", "enemies":
		return p.count()
	case "facing":
		p.i++
		d, err := p.number("direction", 1, 6)
		if err != nil {
			return nil, err
		}
		return facingCond{hexgrid.Dir(d)}, nil
	case "shots":
		p.i++
		op, err := p.op()
		if err != nil {
			return nil, err
		}
		n, err := p.number("number of shots", 0, 99)
		if err != nil {
			return nil, err
		}
		return shotsCond{op, n}, nil
	case "ahead", "behind", "here", "dir":
		return p.hex()
	}
	return nil, p.testErrf(col, "unknown question %q (questions start with robot, facing, ahead, behind, dir, here, shots, friends, enemies, robots)", w)
}

func isOp(s string) bool { return strings.Contains(" < <= = != >= > ", " "+s+" ") }

func (p *testParser) op() (string, error) {
	if s := p.peek(); isOp(s) {
		p.i++
		return s, nil
	}
	return "", p.testErrf(p.col(), "want a comparison (< <= = != >= >), found %q", p.peek())
}

// count: friends|enemies|robots OP N.
func (p *testParser) count() (cond, error) {
	who := p.peek()
	p.i++
	op, err := p.op()
	if err != nil {
		return nil, err
	}
	n, err := p.number("number of robots", 0, 999)
	if err != nil {
		return nil, err
	}
	return countCond{who, op, n}, nil
}

// where reads ahead | behind | dir K | around; def when none is written.
func (p *testParser) where(def string) (where, bool, error) {
	switch p.peek() {
	case "ahead", "behind", "around":
		w := where{rel: p.peek()}
		p.i++
		return w, true, nil
	case "dir":
		p.i++
		d, err := p.number("direction", 1, 6)
		if err != nil {
			return where{}, false, err
		}
		return where{rel: "dir", absDir: hexgrid.Dir(d)}, true, nil
	}
	return where{rel: def}, false, nil
}

// robot: robot [WHO] [WHERE] [within N].
func (p *testParser) robot() (cond, error) {
	c := robotCond{who: "any", n: 1}
	switch w := p.peek(); w {
	case "any", "friend", "enemy":
		c.who = w
		p.i++
	default:
		if col, ok := ParseColour(w); ok {
			c.who = string(col)
			p.i++
		}
	}
	wh, _, err := p.where("around")
	if err != nil {
		return nil, err
	}
	c.where = wh
	if p.accept("within") {
		if c.n, err = p.number("distance", 1, 2*MaxBoardSide); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// hex: (ahead|behind|dir K) [N] PROP... | here PROP...
func (p *testParser) hex() (cond, error) {
	var wh where
	if p.accept("here") {
		wh = where{rel: "here"}
	} else {
		var err error
		if wh, _, err = p.where(""); err != nil {
			return nil, err
		}
	}
	n := 1
	if wh.rel != "here" && p.isNumber() {
		var err error
		if n, err = p.number("distance", 1, 2*MaxBoardSide); err != nil {
			return nil, err
		}
	}
	var cs andCond
	for {
		col, w := p.col(), p.peek()
		c := hexCond{where: wh, n: n}
		switch w {
		case "colour", "color", "couleur":
			p.i++
			col2, v := p.col(), p.peek()
			colour, ok := ParseColour(v)
			if !ok {
				return nil, p.testErrf(col2, "want a colour (%s), found %q", ColourNames(), v)
			}
			p.i++
			c.prop, c.value = "colour", string(colour)
		case "shape", "forme":
			p.i++
			c.prop = "shape"
			if s, ok := ParseShape(p.peek()); ok {
				c.value = string(s)
				p.i++
			}
		case "lake", "lightning", "plain", "start", "off", "free", "obstacle", "robot":
			p.i++
			c.prop = w
		default:
			if colour, ok := ParseColour(w); ok {
				p.i++
				c.prop, c.value = "colour", string(colour)
			} else if s, ok := ParseShape(w); ok {
				p.i++
				c.prop, c.value = "shape", string(s)
			} else if len(cs) == 0 {
				if w == "" {
					w = "the end of the test"
				} else {
					w = strconv.Quote(w)
				}
				return nil, p.testErrf(col, "want what the hex is (colour C, shape S, lake, lightning, plain, start, off, free, obstacle, robot), found %s", w)
			}
		}
		if c.prop == "" {
			break
		}
		cs = append(cs, c)
	}
	if len(cs) == 1 {
		return cs[0], nil
	}
	return cs, nil
}

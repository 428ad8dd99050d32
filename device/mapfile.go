package device

import (
	"mecanoid/fault"
	"os"
	"strconv"
	"strings"

	"mecanoid/internal/textfile"
)

// A Map says which pin lights which tile: a map file (docs/leds.md), read
// by Parse.
type Map struct {
	File    string  // the name given to Parse, for messages
	Entries []Entry // in file order
}

// An Entry is one line of a map file: "laser [6,2] GPIO17".
type Entry struct {
	Tile
	Pin       string // the pin's name as the GPIO driver knows it: "GPIO17"
	ActiveLow bool   // the LED lights when the pin is low
	Line      int    // in the map file, for messages
}

// String is the entry for people: "laser [6,2] on GPIO17 (active-low)".
func (e Entry) String() string {
	s := e.Tile.String() + " on " + e.Pin
	if e.ActiveLow {
		s += " (active-low)"
	}
	return s
}

// Parse reads a map file. name is used in error messages. Errors are
// *MapError wrapping ErrSyntax (an unknown kind, a bad cell, a bad pin name,
// an unknown option) or ErrDuplicate (a pin or a tile on two lines).
func Parse(name string, data []byte) (Map, error) {
	m := Map{File: name}
	errf := func(sentinel error, line, col int, format string, args ...any) (Map, error) {
		return Map{}, posErr(MapError{File: name, Line: line, Col: col, Err: sentinel}, format, args...)
	}
	pins := map[string]Entry{}
	tiles := map[Tile]Entry{}
	sc := textfile.NewScanner(name, data)
	for sc.Scan() {
		line := sc.Line()
		words := splitLine(sc.Text())
		e := Entry{Line: line}
		kind := words[0]
		if e.Kind = Kind(kind.text); !e.Kind.Valid() {
			return errf(ErrSyntax, line, kind.col, "unknown tile kind %q: want laser or press", kind.text)
		}
		if len(words) < 2 {
			return errf(ErrSyntax, line, kind.col, "%s: no cell, as in \"%s [3,4] GPIO17\"", kind.text, kind.text)
		}
		cell := words[1]
		c, msg := parseCell(cell.text)
		if msg != "" {
			return errf(ErrSyntax, line, cell.col, "bad cell %q: %s", cell.text, msg)
		}
		e.Cell = c
		if len(words) < 3 {
			return errf(ErrSyntax, line, cell.col, "%s: no pin, as in \"%s GPIO17\"", e.Tile, e.Tile)
		}
		pin := words[2]
		if pin.text == "active-low" || pin.text == "active-high" {
			return errf(ErrSyntax, line, pin.col, "%s: no pin before %s, as in \"%s GPIO17 %s\"", e.Tile, pin.text, e.Tile, pin.text)
		}
		if !pinName(pin.text) {
			return errf(ErrSyntax, line, pin.col, "bad pin name %q: want a name such as GPIO17", pin.text)
		}
		e.Pin = pin.text
		for _, opt := range words[3:] {
			switch opt.text {
			case "active-low":
				e.ActiveLow = true
			case "active-high":
				e.ActiveLow = false
			default:
				return errf(ErrSyntax, line, opt.col, "unknown option %q: want active-low or active-high", opt.text)
			}
		}
		if prev, dup := pins[e.Pin]; dup {
			return errf(ErrDuplicate, line, pin.col, "pin %s already lights %s (line %d)", e.Pin, prev.Tile, prev.Line)
		}
		if prev, dup := tiles[e.Tile]; dup {
			return errf(ErrDuplicate, line, kind.col, "%s already has an LED, on %s (line %d)", e.Tile, prev.Pin, prev.Line)
		}
		pins[e.Pin], tiles[e.Tile] = e, e
		m.Entries = append(m.Entries, e)
	}
	if err := sc.Err(); err != nil {
		return errf(ErrSyntax, err.Line, 0, "%s", err.Msg)
	}
	return m, nil
}

type word struct {
	text string
	col  int // 1-based, in bytes
}

// splitLine splits a line on spaces, but keeps a bracketed cell in one
// word, so that "[3, 4]" is one.
func splitLine(text string) []word {
	var ws []word
	for i := 0; i < len(text); {
		if text[i] == ' ' || text[i] == '\t' {
			i++
			continue
		}
		start := i
		inCell := false
		for ; i < len(text); i++ {
			ch := text[i]
			if ch == '[' {
				inCell = true
			}
			if ch == ']' {
				inCell = false
			}
			if (ch == ' ' || ch == '\t') && !inCell {
				break
			}
		}
		ws = append(ws, word{text[start:i], start + 1})
	}
	return ws
}

// parseCell reads "[X,Y]", spaces allowed around the numbers; msg says
// what is wrong. Whether the board has the cell is the game's to check.
func parseCell(s string) (c Cell, msg string) {
	const want = "want [X,Y], as in [3,4]"
	if !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
		return c, want
	}
	xs, ys, ok := strings.Cut(s[1:len(s)-1], ",")
	x, err1 := strconv.Atoi(strings.TrimSpace(xs))
	y, err2 := strconv.Atoi(strings.TrimSpace(ys))
	if !ok || err1 != nil || err2 != nil {
		return c, want
	}
	if x < 1 || y < 1 {
		return c, "X and Y count from 1"
	}
	return Cell{X: x, Y: y}, ""
}

// pinName tells whether s can name a pin: letters, digits, '_' and '-'
// (GPIO17, P1_11, GPIO_GEN0).
func pinName(s string) bool {
	if s == "" {
		return false
	}
	for _, ch := range s {
		if !(ch >= 'A' && ch <= 'Z' || ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9' || ch == '_' || ch == '-') {
			return false
		}
	}
	return true
}

// ReadMap reads the LED map file name; a file that cannot be read is the
// user's input (fault.Input).
func ReadMap(name string) (Map, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return Map{}, fault.E(fault.Input, err)
	}
	return Parse(name, data)
}

// Package tag is what the printer and the scanner agree on: the payload a QR
// tag carries (which game, which kind of piece, which one) and how a tag is
// laid out on paper, cartridge sheets included (SheetLayout: where the boxes
// are, and which of them are ticked in each group; what a box means is the
// game's). Both print and vision import it; it knows no game's rules (of
// the project it imports only fault), and it needs no cgo.
//
// The games a payload may name are registered (RegisterGame): each game
// registers its code from its own folder (game/dr2d/tags.go, ...), and a
// payload naming a code no linked game registered is invalid.
//
// A payload is short upper-case text in the QR alphanumeric alphabet, so that
// it fits a version 1 code at error correction level Q (16 characters):
//
//	MC1:DR2D:R:3     robot 3 of a DR2D game
//	MC1:DR2D:L:2     law 2
//	MC1:NETZ:B:7     battery 7 of a Netzwerk game
//	MC1:DR2D:C:0     board corner marker 0 (north-west; then clockwise)
//	MC1:DR2D:S:3:12  cartridge sheet of robot 3 for turn 12
//	MC1:SIMU:T:5     the 5th tile print of a SimulacreS set (in its J10)
//	MC1:SIMU:F:2     the figurine of SimulacreS character 2
//
// Any other QR code (a phone number, a label, a web address) is Foreign: the
// scanner reports it and ignores it.
package tag

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"mecanoid/internal/poserr"
)

// Prefix starts every mecanoid payload; the digit is the scheme's version.
const Prefix = "MC1"

// MaxLen is the longest payload: a version 1 QR code at level Q in
// alphanumeric mode holds 16 characters.
const MaxLen = 16

// DR2D is the code of Des Robots et Des Dalles' tags, which printed tags
// carry. It is the one game tag names: the shared packages (vision's
// generated photos and benches, the cartridge sheet) draw and read DR2D's
// tags. Every other game's code is its folder's (netzwerk.TagCode, ...),
// and each game registers its own (RegisterGame).
const DR2D = "DR2D"

// Kind is the kind of piece a tag names.
type Kind byte

const (
	Robot   Kind = 'R'
	Law     Kind = 'L' // a DR2D law, or any artefact
	Battery Kind = 'B'
	Corner  Kind = 'C' // a board corner marker, ID 0..3 clockwise from north-west
	Sheet   Kind = 'S' // a programming sheet: ID is the robot, Turn the turn
	// Tile is a printed tile of a board laid as the game goes (SimulacreS):
	// ID numbers the print in its set; the tag's corners give the tile's
	// orientation.
	Tile Kind = 'T'
	// Figurine is a figurine that is no robot (a SimulacreS character).
	Figurine Kind = 'F'
)

var kindNames = map[Kind]string{Robot: "robot", Law: "law", Battery: "battery", Corner: "corner", Sheet: "sheet", Tile: "tile", Figurine: "figurine"}

func (k Kind) String() string {
	if n, ok := kindNames[k]; ok {
		return n
	}
	return fmt.Sprintf("Kind(%q)", byte(k))
}

// Payload is the decoded content of a mecanoid tag.
type Payload struct {
	Game string
	Kind Kind
	ID   int
	Turn int // Sheet only
}

// ErrForeign: the QR code is not a mecanoid tag.
var ErrForeign = errors.New("tag: not a mecanoid tag")

// ErrInvalid: the code says it is a mecanoid tag but its payload is wrong.
var ErrInvalid = errors.New("tag: invalid payload")

// String is the text to encode in the QR code.
func (p Payload) String() string {
	s := fmt.Sprintf("%s:%s:%c:%d", Prefix, p.Game, byte(p.Kind), p.ID)
	if p.Kind == Sheet {
		s += ":" + strconv.Itoa(p.Turn)
	}
	return s
}

// Label names the piece for people: "robot 3", "corner NW".
func (p Payload) Label() string { return p.LabelMsg().String() }

// LabelMsg is Label not yet said, for the reader's language.
func (p Payload) LabelMsg() poserr.Msg {
	switch p.Kind {
	case Corner:
		return poserr.M("corner %s", [4]string{"NW", "NE", "SE", "SW"}[p.ID])
	case Sheet:
		return poserr.M("sheet of robot %d, turn %d", p.ID, p.Turn)
	}
	return poserr.M(p.Kind.String()+" %d", p.ID) // "robot %d": a key for each kind
}

// Validate checks the payload can be encoded and read back.
func (p Payload) Validate() error {
	if games[p.Game] == "" {
		return fmt.Errorf("%w: unknown game %q", ErrInvalid, p.Game)
	}
	if _, ok := kindNames[p.Kind]; !ok {
		return fmt.Errorf("%w: unknown kind %q", ErrInvalid, byte(p.Kind))
	}
	switch {
	case p.Kind == Corner && (p.ID < 0 || p.ID > 3):
		return fmt.Errorf("%w: corner %d; corners are 0..3", ErrInvalid, p.ID)
	case p.Kind != Corner && (p.ID < 1 || p.ID > 999):
		return fmt.Errorf("%w: %s id %d; ids are 1..999", ErrInvalid, p.Kind, p.ID)
	case p.Kind == Sheet && (p.Turn < 1 || p.Turn > 999):
		return fmt.Errorf("%w: turn %d; turns are 1..999", ErrInvalid, p.Turn)
	}
	if n := len(p.String()); n > MaxLen {
		return fmt.Errorf("%w: %q is %d characters, more than %d", ErrInvalid, p.String(), n, MaxLen)
	}
	return nil
}

// Parse reads a QR code's text. Codes that are not mecanoid tags give
// ErrForeign; mecanoid tags with a wrong payload give ErrInvalid.
func Parse(text string) (Payload, error) {
	parts := strings.Split(text, ":")
	if len(parts) < 4 || parts[0] != Prefix {
		return Payload{}, fmt.Errorf("%w: %q", ErrForeign, clip(text))
	}
	p := Payload{Game: parts[1]}
	if len(parts[2]) != 1 {
		return p, fmt.Errorf("%w: kind %q in %q", ErrInvalid, parts[2], text)
	}
	p.Kind = Kind(parts[2][0])
	want := 4
	if p.Kind == Sheet {
		want = 5
	}
	if len(parts) != want {
		return p, fmt.Errorf("%w: %q has %d fields, want %d", ErrInvalid, text, len(parts), want)
	}
	var err error
	if p.ID, err = number(parts[3]); err != nil {
		return p, fmt.Errorf("%w: id %q in %q", ErrInvalid, parts[3], text)
	}
	if p.Kind == Sheet {
		if p.Turn, err = number(parts[4]); err != nil {
			return p, fmt.Errorf("%w: turn %q in %q", ErrInvalid, parts[4], text)
		}
	}
	if err := p.Validate(); err != nil {
		return p, err
	}
	if p.String() != text { // one spelling only: "R:03" is not "R:3"
		return p, fmt.Errorf("%w: %q should be written %q", ErrInvalid, text, p.String())
	}
	return p, nil
}

func number(s string) (int, error) {
	if s == "" || len(s) > 3 || strings.TrimLeft(s, "0123456789") != "" {
		return 0, errors.New("not a number")
	}
	return strconv.Atoi(s)
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

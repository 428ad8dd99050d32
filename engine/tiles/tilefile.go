package tiles

import (
	"bufio"
	"bytes"
	"fmt"
	"path"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"mecanoid/engine/internal/sentinel"
)

// Limits of a set file: more would be a mistake, not a game.
const (
	MaxTiles    = 500
	MaxCopies   = 99
	maxIncludes = 8
)

// Loader reads a file named by another (an included tile file, a world's
// set), the name already joined to the naming file's directory.
type Loader func(name string) ([]byte, error)

// ParseSet reads a tile set file (docs/tiles-format.md). name is used in
// messages and to find included files, which load reads (nil: includes are
// refused). Errors are *PosError wrapping ErrSyntax or ErrSetup.
func ParseSet(name string, data []byte, load Loader) (*Set, error) {
	p := &setParser{load: load, set: &Set{}, seen: map[string]bool{}, top: name}
	if err := p.file(name, data, 0); err != nil {
		return nil, err
	}
	return p.finish()
}

type setParser struct {
	load    Loader
	set     *Set
	seen    map[string]bool // files read, against include loops
	top     string
	symbols []symbolUse // grid symbols to resolve once every special is known
	setLine struct {
		file string
		line int
	}
}

type symbolUse struct {
	tile      *Tile
	cell      Cell
	r         rune
	file      string
	line, col int
}

func errAt(sentinel error, file string, line, col int, format string, args ...any) error {
	return posErr(PosError{File: file, Line: line, Col: col, Err: sentinel}, format, args...)
}

// splitFields is strings.Fields with the byte offset of each field.
func splitFields(text string) (fields []string, offs []int) {
	start := -1
	for i, r := range text {
		if unicode.IsSpace(r) {
			if start >= 0 {
				fields, offs = append(fields, text[start:i]), append(offs, start)
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		fields, offs = append(fields, text[start:]), append(offs, start)
	}
	return fields, offs
}

// rest is the text of a line after its keyword, trimmed.
func rest(text, keyword string) string {
	return strings.TrimSpace(strings.TrimSpace(text)[len(keyword):])
}

// column is the 1-based column (in runes) of byte offset i of text.
func column(text string, i int) int { return utf8.RuneCountInString(text[:i]) + 1 }

func (p *setParser) file(name string, data []byte, depth int) error {
	if !utf8.Valid(data) {
		return errAt(ErrSyntax, name, 0, 0, "not UTF-8 text")
	}
	p.seen[name] = true
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	var lines []string
	for sc.Scan() {
		lines = append(lines, strings.TrimSuffix(sc.Text(), "\r"))
	}
	if err := sc.Err(); err != nil {
		return errAt(ErrSyntax, name, len(lines)+1, 0, "%v", err)
	}
	var tile *Tile
	gridDone := false
	for i := 0; i < len(lines); i++ {
		line, text := i+1, lines[i]
		trimmed := strings.TrimSpace(text)
		if trimmed == "" || trimmed[0] == '#' {
			continue
		}
		fields, offs := splitFields(text)
		kw := strings.ToLower(fields[0])
		col := column(text, offs[0])
		hereErrf := func(format string, args ...any) error {
			return errAt(ErrSyntax, name, line, col, format, args...)
		}
		needTile := func() error {
			if tile == nil {
				return hereErrf("%q belongs to a tile: write \"tile NAME\" first", kw)
			}
			return nil
		}
		switch kw {
		case "set":
			if p.set.Name != "" && depth == 0 {
				return hereErrf("the set is already named %q (line %d)", p.set.Name, p.setLine.line)
			}
			if depth == 0 {
				p.set.Name = rest(text, fields[0])
				p.setLine.file, p.setLine.line = name, line
			}
		case "special":
			if len(fields) < 3 {
				return hereErrf("write: special SYMBOL NAME, like \"special F fontaine\"")
			}
			r, size := utf8.DecodeRuneInString(fields[1])
			if size != len(fields[1]) || r == '.' || r == '#' || unicode.IsDigit(r) || !unicode.IsGraphic(r) {
				return errAt(ErrSyntax, name, line, column(text, offs[1]),
					"special symbol %q: one character, not '.', '#' or a digit", fields[1])
			}
			sname := strings.TrimSpace(text[offs[1]+len(fields[1]):])
			if old, ok := p.set.Special(r); ok {
				if old.Name != sname {
					return hereErrf("special %c is already %q", r, old.Name)
				}
				continue
			}
			p.set.Specials = append(p.set.Specials, Special{r, sname})
		case "include":
			inc := rest(text, fields[0])
			if tile != nil && !gridDone {
				return hereErrf("include inside tile %q, before its grid", tile.Name)
			}
			if err := p.include(name, line, col, inc, depth); err != nil {
				return err
			}
		case "tile":
			if tile != nil && !gridDone {
				return errAt(ErrSyntax, name, tile.Line, 0, "tile %q has no grid", tile.Name)
			}
			tname := rest(text, fields[0])
			if tname == "" {
				return hereErrf("write: tile NAME")
			}
			if len(p.set.Tiles) >= MaxTiles {
				return hereErrf("more than %d tiles", MaxTiles)
			}
			tile = &Tile{Name: tname, Unique: true, Copies: 1, Line: line, File: name}
			gridDone = false
			p.set.Tiles = append(p.set.Tiles, tile)
		case "realm", "kind", "note":
			if err := needTile(); err != nil {
				return err
			}
			v := rest(text, fields[0])
			switch {
			case kw == "note":
				tile.Notes = append(tile.Notes, v)
			case v == "":
				return hereErrf("write: %s %s", kw, map[string]string{"realm": "REALM", "kind": "KIND"}[kw])
			case kw == "realm":
				tile.Realm = v
			case len(fields) != 2:
				return hereErrf("a kind is one word, like forest or fort; found %q", v)
			default:
				tile.Kind = v
			}
		case "unique":
			if err := needTile(); err != nil {
				return err
			}
			if len(fields) != 1 {
				return hereErrf("\"unique\" takes nothing (a unique tile is printed once)")
			}
			tile.Unique, tile.Copies = true, 1
		case "generic":
			if err := needTile(); err != nil {
				return err
			}
			tile.Unique, tile.Copies = false, 1
			if len(fields) > 2 {
				return hereErrf("write: generic [COPIES]")
			}
			if len(fields) == 2 {
				n, err := strconv.Atoi(fields[1])
				if err != nil || n < 1 || n > MaxCopies {
					return errAt(ErrSyntax, name, line, column(text, offs[1]),
						"copies %q: a number 1..%d", fields[1], MaxCopies)
				}
				tile.Copies = n
			}
		case "neighbour", "neighbor":
			if err := needTile(); err != nil {
				return err
			}
			if err := p.need(tile, name, line, text, fields, offs); err != nil {
				return err
			}
		case "grid":
			if err := needTile(); err != nil {
				return err
			}
			if gridDone {
				return hereErrf("tile %q has two grids", tile.Name)
			}
			next, err := p.grid(tile, name, lines, i+1)
			if err != nil {
				return err
			}
			i = next - 1
			gridDone = true
		default:
			return hereErrf("unknown keyword %q (set, special, include, tile, realm, kind, unique, generic, neighbour, note, grid)", fields[0])
		}
	}
	if tile != nil && !gridDone {
		return errAt(ErrSyntax, name, tile.Line, 0, "tile %q has no grid", tile.Name)
	}
	return nil
}

func (p *setParser) include(from string, line, col int, inc string, depth int) error {
	switch {
	case inc == "":
		return errAt(ErrSyntax, from, line, col, "write: include FILE")
	case p.load == nil:
		return errAt(ErrSetup, from, line, col, "cannot read included file %q here", inc)
	case depth >= maxIncludes:
		return errAt(ErrSetup, from, line, col, "includes nested more than %d deep", maxIncludes)
	}
	name := inc
	if !path.IsAbs(name) {
		name = path.Join(path.Dir(from), name)
	}
	if p.seen[name] {
		return errAt(ErrSetup, from, line, col, "%s is included twice", name)
	}
	data, err := p.load(name)
	if err != nil {
		return errAt(ErrSetup, from, line, col, "included file %q: %v", name, err)
	}
	return p.file(name, data, depth+1)
}

func (p *setParser) need(t *Tile, file string, line int, text string, fields []string, offs []int) error {
	at := func(i int) int { return column(text, offs[i]) }
	if len(fields) < 4 {
		return errAt(ErrSyntax, file, line, 0, "write: neighbour SIDE kind KIND... or neighbour SIDE tile NAME")
	}
	side, ok := ParseDir(fields[1])
	if !ok {
		return errAt(ErrSyntax, file, line, at(1), "side %q: N, E, S or W (of the tile as printed)", fields[1])
	}
	if t.Needs[side] != nil {
		return errAt(ErrSyntax, file, line, at(1), "tile %q already has a need on side %v", t.Name, side)
	}
	switch strings.ToLower(fields[2]) {
	case "kind":
		t.Needs[side] = &Need{Kinds: append([]string(nil), fields[3:]...)}
	case "tile":
		t.Needs[side] = &Need{Tile: strings.TrimSpace(text[offs[2]+len(fields[2]):])}
	default:
		return errAt(ErrSyntax, file, line, at(2), "%q: write kind or tile", fields[2])
	}
	return nil
}

// grid reads the 10 rows after "grid", from lines[i]; it returns the index
// of the line after the grid.
func (p *setParser) grid(t *Tile, file string, lines []string, i int) (int, error) {
	row := 0
	start := i
	for ; i < len(lines) && row < Side; i++ {
		text := lines[i]
		trimmed := strings.TrimSpace(text)
		if trimmed == "" {
			continue
		}
		if row == 0 && strings.Join(strings.Fields(trimmed), "") == "ABCDEFGHIJ" && strings.Contains(trimmed, " ") {
			continue // column header
		}
		row++
		body := text
		off := 0
		// An optional row number first.
		lead := strings.TrimLeft(body, " \t")
		digits := 0
		for digits < len(lead) && lead[digits] >= '0' && lead[digits] <= '9' {
			digits++
		}
		if digits > 0 {
			n, _ := strconv.Atoi(lead[:digits])
			if n != row || digits > 2 {
				return 0, errAt(ErrSyntax, file, i+1, column(text, len(body)-len(lead)), "row number %s where row %d was expected", lead[:digits], row)
			}
			off = len(body) - len(lead) + digits
			if off < len(body) && body[off] != ' ' && body[off] != '\t' {
				return 0, errAt(ErrSyntax, file, i+1, column(text, off), "put a space after the row number")
			}
		}
		col := 0
		for j, r := range body[off:] {
			if r == ' ' || r == '\t' {
				continue
			}
			col++
			pos := column(text, off+j)
			if col > Side {
				return 0, errAt(ErrSyntax, file, i+1, pos, "row %d has more than %d cells", row, Side)
			}
			c := Cell{col, row}
			sq := &t.Squares[c.index()]
			switch r {
			case '.':
				sq.Walkable = true
			case '#':
			default:
				if unicode.IsDigit(r) || !unicode.IsGraphic(r) {
					return 0, errAt(ErrSyntax, file, i+1, pos, "%q is not a cell: '.' walkable, '#' not, or a special symbol", r)
				}
				sq.Walkable, sq.Special = true, r
				p.symbols = append(p.symbols, symbolUse{t, c, r, file, i + 1, pos})
			}
			if c == Label && r != '#' {
				return 0, errAt(ErrSetup, file, i+1, pos, "J10 is never walkable (it carries the name, realm and diamond): write #")
			}
		}
		if col < Side {
			return 0, errAt(ErrSyntax, file, i+1, len([]rune(text))+1, "row %d has %d cells; a tile is %d wide", row, col, Side)
		}
	}
	if row < Side {
		return 0, errAt(ErrSyntax, file, start, 0, "tile %q: the grid has %d rows; a tile has %d", t.Name, row, Side)
	}
	return i, nil
}

// finish checks what needs the whole set: symbols, names, realms.
func (p *setParser) finish() (*Set, error) {
	s := p.set
	for _, u := range p.symbols {
		if _, ok := s.Special(u.r); !ok {
			return nil, errAt(ErrSetup, u.file, u.line, u.col, "symbol %c at %v of %q is not declared: write \"special %c NAME\"", u.r, u.cell, u.tile.Name, u.r)
		}
	}
	names := map[string]*Tile{}
	for _, t := range s.Tiles {
		if old, dup := names[t.Name]; dup {
			return nil, errAt(ErrSetup, t.File, t.Line, 0, "tile %q is already defined at %s:%d; give each tile its own name (a generic tile printed n times: \"generic n\")", t.Name, old.File, old.Line)
		}
		names[t.Name] = t
		if t.Realm == "" {
			return nil, errAt(ErrSetup, t.File, t.Line, 0, "tile %q has no realm: write \"realm NAME\"", t.Name)
		}
	}
	if len(s.Tiles) == 0 {
		return nil, errAt(ErrSetup, p.top, 0, 0, "no tiles")
	}
	return s, nil
}

// MarshalSet writes s in the set file format (included files inlined);
// ParseSet reads it back.
func MarshalSet(s *Set) []byte {
	var b bytes.Buffer
	if s.Name != "" {
		fmt.Fprintf(&b, "set %s\n", s.Name)
	}
	for _, sp := range s.Specials {
		fmt.Fprintf(&b, "special %c %s\n", sp.Symbol, sp.Name)
	}
	for _, t := range s.Tiles {
		fmt.Fprintf(&b, "\ntile %s\nrealm %s\n", t.Name, t.Realm)
		if t.Kind != "" {
			fmt.Fprintf(&b, "kind %s\n", t.Kind)
		}
		if t.Unique {
			b.WriteString("unique\n")
		} else {
			fmt.Fprintf(&b, "generic %d\n", t.Copies)
		}
		for d, n := range t.Needs {
			if n != nil {
				fmt.Fprintf(&b, "neighbour %v %s\n", Dir(d), n)
			}
		}
		for _, n := range t.Notes {
			fmt.Fprintf(&b, "note %s\n", n)
		}
		b.WriteString("grid\n    A B C D E F G H I J\n")
		for r := 1; r <= Side; r++ {
			fmt.Fprintf(&b, "%3d", r)
			for c := 1; c <= Side; c++ {
				b.WriteString(" " + t.Symbol(Cell{c, r}))
			}
			b.WriteString("\n")
		}
	}
	return b.Bytes()
}

// Symbol is how the set file writes the square at c.
func (t *Tile) Symbol(c Cell) string {
	sq := t.Square(c)
	switch {
	case sq.Special != 0:
		return string(sq.Special)
	case sq.Walkable:
		return "."
	}
	return "#"
}

// Merge adds the tiles of more to s, for new tiles printed during a game
// (the limits of the world). A tile already in s is refused unless it is a
// generic tile printed alike: then its copies are added.
func Merge(s, more *Set) (*Set, error) {
	out := &Set{Name: s.Name, Specials: append([]Special(nil), s.Specials...)}
	for _, t := range s.Tiles {
		c := *t
		out.Tiles = append(out.Tiles, &c)
	}
	for _, sp := range more.Specials {
		if old, ok := out.Special(sp.Symbol); ok {
			if old.Name != sp.Name {
				return nil, sentinel.Errorf(ErrSetup, "special %c is %q in the game, %q in the new tiles", sp.Symbol, old.Name, sp.Name)
			}
			continue
		}
		out.Specials = append(out.Specials, sp)
	}
	for _, t := range more.Tiles {
		if i, ok := out.Find(t.Name); ok {
			old := out.Tiles[i]
			if old.Unique || t.Unique || !old.same(t) {
				return nil, errAt(ErrSetup, t.File, t.Line, 0, "tile %q is already in the game; a new tile needs a new name (only a generic tile printed alike adds copies)", t.Name)
			}
			if old.Copies+t.Copies > MaxCopies {
				return nil, errAt(ErrSetup, t.File, t.Line, 0, "tile %q: more than %d copies", t.Name, MaxCopies)
			}
			old.Copies += t.Copies
			continue
		}
		if len(out.Tiles) >= MaxTiles {
			return nil, errAt(ErrSetup, t.File, t.Line, 0, "more than %d tiles", MaxTiles)
		}
		c := *t
		out.Tiles = append(out.Tiles, &c)
	}
	return out, nil
}

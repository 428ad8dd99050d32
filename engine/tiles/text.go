package tiles

import (
	"fmt"
	"sort"
	"strings"
)

// Bounds is the rectangle of places the world covers so far: tiles, holes
// and places waiting for a Hiatus.
func (s *State) Bounds() (lo, hi Pos) {
	first := true
	add := func(p Pos) {
		if first {
			lo, hi, first = p, p, false
			return
		}
		lo = Pos{min(lo.X, p.X), min(lo.Y, p.Y)}
		hi = Pos{max(hi.X, p.X), max(hi.Y, p.Y)}
	}
	for _, t := range s.Tiles {
		add(t.At)
	}
	for _, h := range s.Holes {
		add(h)
	}
	for _, h := range s.Hiatus {
		add(h.At)
	}
	return lo, hi
}

var facingMark = [4]string{"^", ">", "v", "<"}

// Map draws the world as it lies on the table, cell by cell, north up:
// '.' walkable, '#' not, special symbols, characters by number (see the
// list of StateText), the diamond of each tile (^ > v <) in place of its
// J10; 'x' fills a place that stays empty, '?' one waiting for a Hiatus.
func Map(s *State) string {
	lo, hi := s.Bounds()
	var b, head strings.Builder
	head.WriteString("     ")
	for x := lo.X; x <= hi.X; x++ {
		fmt.Fprintf(&head, " %-10s", fmt.Sprintf("x=%d", x))
	}
	b.WriteString(strings.TrimRight(head.String(), " ") + "\n")
	for y := lo.Y; y <= hi.Y; y++ {
		for r := 0; r < Side; r++ {
			if r == 0 {
				fmt.Fprintf(&b, "%-5s", fmt.Sprintf("y=%d", y))
			} else {
				b.WriteString("     ")
			}
			var row strings.Builder
			for x := lo.X; x <= hi.X; x++ {
				p := Pos{x, y}
				row.WriteString(" ")
				for c := 0; c < Side; c++ {
					row.WriteString(s.mapCell(p, c, r))
				}
			}
			b.WriteString(strings.TrimRight(row.String(), " ") + "\n")
		}
	}
	return b.String()
}

// mapCell is the symbol of the cell at offset (x, y) of place p on the table.
func (s *State) mapCell(p Pos, x, y int) string {
	t, ok := s.TileAt(p)
	switch {
	case s.Hole(p):
		return "x"
	case s.HiatusAt(p) >= 0:
		return "?"
	case !ok:
		return " "
	}
	c := fromWorld(x, y, t.Facing)
	for i, ch := range s.Characters {
		if ch.At == p && ch.Cell == c {
			return charMark(i)
		}
	}
	if c == Label {
		return facingMark[t.Facing]
	}
	return s.Set.Tiles[t.Tile].Symbol(c)
}

// charMark is how Map shows the i-th character: 1..9, then a..z.
func charMark(i int) string {
	if i < 9 {
		return fmt.Sprint(i + 1)
	}
	if i < 9+26 {
		return string(rune('a' + i - 9))
	}
	return "@"
}

// CharacterLine says where a character stands: "Aldo  C7 of Forêt #2 (1,0)".
func (s *State) CharacterLine(i int) string {
	ch := s.Characters[i]
	t, _ := s.TileAt(ch.At)
	return fmt.Sprintf("%s %-10s %-3v of %s (%v)", charMark(i), ch.Name, ch.Cell, s.Name(t), ch.At)
}

// StateText lists the world: tiles, characters, plans, Hiatus, holes, and
// what is left to draw.
func StateText(s *State) string {
	var b strings.Builder
	placed := "tiles"
	if len(s.Tiles) == 1 {
		placed = "tile"
	}
	fmt.Fprintf(&b, "after step %d: %d %s placed, %d left to draw, orientation by %s\n", s.Step, len(s.Tiles), placed, len(s.Pile()), s.Dice)
	tiles := append([]Placed(nil), s.Tiles...)
	sort.SliceStable(tiles, func(i, j int) bool {
		a, c := tiles[i].At, tiles[j].At
		return a.Y < c.Y || a.Y == c.Y && a.X < c.X
	})
	b.WriteString("Tiles:\n")
	for _, t := range tiles {
		tile := s.Set.Tiles[t.Tile]
		fmt.Fprintf(&b, "  %-7v %-22s diamond %v  realm %s", t.At, s.Name(t), t.Facing, tile.Realm)
		if tile.Kind != "" {
			fmt.Fprintf(&b, ", %s", tile.Kind)
		}
		b.WriteString("\n")
	}
	b.WriteString("Characters:\n")
	for i := range s.Characters {
		b.WriteString("  " + s.CharacterLine(i) + "\n")
	}
	if len(s.Plans) > 0 {
		b.WriteString("Plans:\n")
		for _, p := range s.Plans {
			fmt.Fprintf(&b, "  %v: %s\n", p.At, p.describe())
		}
	}
	for _, h := range s.Hiatus {
		var parts []string
		for _, p := range h.Plans {
			parts = append(parts, p.describe())
		}
		fmt.Fprintf(&b, "Hiatus to settle at %v: %s\n", h.At, strings.Join(parts, "; "))
	}
	if len(s.Holes) > 0 {
		var hs []string
		for _, h := range s.Holes {
			hs = append(hs, h.String())
		}
		fmt.Fprintf(&b, "Empty, unexplorable: %s\n", strings.Join(hs, "  "))
	}
	return b.String()
}

// EventsText writes events one a line, with their rule.
func EventsText(evs []Event) string {
	var b strings.Builder
	for _, e := range evs {
		fmt.Fprintf(&b, "  %s  [rule: %s]\n", e.Text(), e.Rule)
	}
	return b.String()
}

// InputText says an input as a player would: "Aldo moves E 3".
func InputText(in Input) string {
	at := ""
	if in.At != nil {
		at = in.At.String()
	}
	switch strings.ToLower(in.Do) {
	case "move":
		if in.To != "" && in.At != nil {
			return fmt.Sprintf("%s moves to %s at %v", in.Character, in.To, *in.At)
		}
		if in.To != "" {
			return fmt.Sprintf("%s moves to %s", in.Character, in.To)
		}
		n := in.Steps
		if n == 0 {
			n = 1
		}
		return fmt.Sprintf("%s moves %s %d", in.Character, in.Dir, n)
	case "reveal":
		return "divination at " + at
	case "plan":
		s := fmt.Sprintf("%s's plan: %s at %s", in.Character, in.Tile, at)
		if in.Facing != "" {
			s += " diamond " + in.Facing
		}
		return s
	case "hiatus":
		if in.Failed {
			return "Hiatus at " + at + " failed"
		}
		return "Hiatus at " + at + " won by " + in.Winner
	case "add":
		return fmt.Sprintf("new tiles (%d lines)", len(in.Tiles))
	case "join":
		return fmt.Sprintf("%s joins at %s %s", in.Character, at, in.To)
	}
	return in.Do
}

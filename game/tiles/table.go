package tiles

import (
	"slices"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
)

// What the table shows against the world the referee holds: the lines
// that tell the players what to lay, turn, take off or put back
// (TableDiffers), and the one figurine moved by hand, made into the
// engine's move (MovedOnTable). Pure: the adapter (adapter.go) reads the
// table and says these.

// dirSaid is a direction as a message: "N", said "N", "E", "S", "O".
func dirSaid(d rules.Dir) lang.Msg { return lang.M(d.String()) }

// cellOf names a cell of the tile at a place: "C7 of Forêt (place 0,1)".
func cellOf(s *rules.State, w rules.Where) lang.Msg {
	t, ok := s.TileAt(w.At)
	if !ok {
		return lang.M("%s of place %s", w.Cell.String(), w.At.String())
	}
	return lang.M("%s of %s (place %s)", w.Cell.String(), s.Name(t), w.At.String())
}

// copyName is the name of a print of the set, as the tile's tag says it.
func printName(s *rules.State, c rules.Copy) string {
	return s.Name(rules.Placed{Tile: c.Tile, Copy: c.Copy})
}

// LayTile is what the players do to lay tile pl.
func LayTile(s *rules.State, pl rules.Placed) lang.Msg {
	return lang.M("lay %s on place %s, diamond pointing %s", s.Name(pl), pl.At.String(), dirSaid(pl.Facing))
}

// TableDiffers says how the table as seen differs from the world want, a
// line per tile or figurine out of place telling what to do; nothing: the
// table shows want.
func TableDiffers(want *rules.State, seen Seen) []lang.Msg {
	out := tilesDiffer(want, seen)
	got := map[string]rules.Where{}
	for _, c := range seen.Characters {
		got[c.Name] = c.Where
	}
	for _, ch := range want.Characters {
		w, ok := got[ch.Name]
		switch {
		case !ok:
			out = append(out, lang.M("put %s's figurine on %s", ch.Name, cellOf(want, ch.Where())))
		case w != ch.Where():
			out = append(out, lang.M("%s's figurine stands on %s: put it back on %s", ch.Name, cellOf(want, w), cellOf(want, ch.Where())))
		}
	}
	for _, c := range seen.Characters {
		if _, ok := want.Character(c.Name); !ok {
			out = append(out, lang.M("take the figurine %s off: no such character in the world", c.Name))
		}
	}
	return out
}

// tilesDiffer says how the tiles seen differ from those laid in want.
func tilesDiffer(want *rules.State, seen Seen) []lang.Msg {
	var out []lang.Msg
	at := map[rules.Pos]SeenTile{}
	for _, t := range seen.Tiles {
		at[t.At] = t
	}
	for _, pl := range want.Tiles {
		t, ok := at[pl.At]
		switch {
		case !ok:
			out = append(out, LayTile(want, pl))
		case t.Copy != (rules.Copy{Tile: pl.Tile, Copy: pl.Copy}):
			out = append(out, lang.M("place %s: %s lies there, not %s: %s", pl.At.String(), printName(want, t.Copy), want.Name(pl), LayTile(want, pl)))
		case t.Facing != pl.Facing:
			out = append(out, lang.M("place %s: %s's diamond points %s: turn it to point %s", pl.At.String(), want.Name(pl), dirSaid(t.Facing), dirSaid(pl.Facing)))
		}
	}
	for _, t := range seen.Tiles {
		if _, ok := want.TileAt(t.At); ok {
			continue
		}
		if want.Hole(t.At) {
			out = append(out, lang.M("place %s: take %s off: the place stays empty, it cannot be explored", t.At.String(), printName(want, t.Copy)))
			continue
		}
		out = append(out, lang.M("place %s: take %s off: no tile is laid there", t.At.String(), printName(want, t.Copy)))
	}
	return out
}

// MovedOnTable is the move the table shows from world before: the one
// figurine moved by hand, as the engine's move to the cell it stands on
// now (a walk across the tiles laid). What keeps the table from showing
// one move is said instead (why): a lead line and what to put right.
func MovedOnTable(before *rules.State, seen Seen) (in *rules.Input, why lang.Msg, lines []lang.Msg) {
	if tl := tilesDiffer(before, seen); len(tl) > 0 {
		return nil, lang.M("the tiles on the table are not the world's: put them right"), tl
	}
	var moved []SeenCharacter
	known := map[string]bool{}
	for _, c := range seen.Characters {
		i, ok := before.Character(c.Name)
		if !ok {
			lines = append(lines, lang.M("take the figurine %s off: no such character in the world", c.Name))
			continue
		}
		known[before.Characters[i].Name] = true
		if c.Where != before.Characters[i].Where() {
			moved = append(moved, c)
		}
	}
	for _, ch := range before.Characters {
		if !known[ch.Name] {
			lines = append(lines, lang.M("put %s's figurine on %s", ch.Name, cellOf(before, ch.Where())))
		}
	}
	switch {
	case len(lines) > 0:
		return nil, lang.M("the figurines on the table are not the world's: put them right"), lines
	case len(moved) == 0:
		return nil, lang.M("no figurine has moved"), nil
	case len(moved) > 1:
		var names []lang.Msg
		for _, c := range moved {
			i, _ := before.Character(c.Name)
			names = append(names, lang.M("put %s's figurine back on %s", c.Name, cellOf(before, before.Characters[i].Where())))
		}
		return nil, lang.M("one figurine at a time: %d have moved", len(moved)), names
	}
	c := moved[0]
	at := c.Where.At
	return &rules.Input{Do: "move", Character: c.Name, At: &at, To: c.Where.Cell.String()}, lang.Msg{}, nil
}

// placedBy are the places a step's events laid a tile on.
func placedBy(evs []rules.Event) []rules.Pos {
	var out []rules.Pos
	for _, e := range evs {
		if e.Kind == rules.KindPlaced && e.At != nil && !slices.Contains(out, *e.At) {
			out = append(out, *e.At)
		}
	}
	return out
}

func init() {
	lang.Add(
		lang.Text{"%s of place %s", "%s de la place %s"},
		lang.Text{"%s of %s (place %s)", "%s de %s (place %s)"},
		lang.Text{"lay %s on place %s, diamond pointing %s", "posez %s sur la place %s, losange pointé vers %s"},
		lang.Text{"put %s's figurine on %s", "mettez la figurine de %s sur %s"},
		lang.Text{"%s's figurine stands on %s: put it back on %s", "la figurine de %s est sur %s : remettez-la sur %s"},
		lang.Text{"take the figurine %s off: no such character in the world", "retirez la figurine %s : ce personnage n'est pas dans le monde"},
		lang.Text{"place %s: %s lies there, not %s: %s", "place %s : %s y est posée, pas %s : %s"},
		lang.Text{"place %s: %s's diamond points %s: turn it to point %s", "place %s : le losange de %s pointe vers %s : tournez-la pour qu'il pointe vers %s"},
		lang.Text{"place %s: take %s off: the place stays empty, it cannot be explored", "place %s : retirez %s : la place reste vide, elle ne peut pas être explorée"},
		lang.Text{"place %s: take %s off: no tile is laid there", "place %s : retirez %s : aucune tuile n'y est posée"},
		lang.Text{"the tiles on the table are not the world's: put them right", "les tuiles sur la table ne sont pas celles du monde : remettez-les en ordre"},
		lang.Text{"the figurines on the table are not the world's: put them right", "les figurines sur la table ne sont pas celles du monde : remettez-les en ordre"},
		lang.Text{"no figurine has moved", "aucune figurine n'a bougé"},
		lang.Text{"one figurine at a time: %d have moved", "une figurine à la fois : %d ont bougé"},
		lang.Text{"put %s's figurine back on %s", "remettez la figurine de %s sur %s"},
	)
}

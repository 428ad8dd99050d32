package tiles

import (
	"fmt"
	"slices"

	rules "mecanoid/engine/tiles"
	"mecanoid/print"
	"mecanoid/vision/synth"
)

// TableOptions are the options of a generated photo (synth.GenerateTiles)
// of world s laid on area a: each of its tiles within the area on its
// place, turned its way, and each character whose tile is there standing
// on its cell, its figurine tagged by its rank in a.Characters. The
// camera (Category, Size, Seed) and a hand are the caller's to choose.
// The demo and the tests photograph worlds so.
func TableOptions(a Area, s *rules.State) (synth.TilesOptions, error) {
	o := synth.TilesOptions{Set: s.Set, Cols: a.Cols, Rows: a.Rows, Cell: a.Cell, Markers: a.Markers, FigureTag: FigurineTagSize}
	prints := print.SetCopies(s.Set)
	for _, pl := range s.Tiles {
		if !a.Holds(pl.At) {
			continue
		}
		n := tileTagNumber(s.Set, pl)
		if n == 0 {
			return o, fmt.Errorf("tiles: no print of %s", s.Name(pl))
		}
		o.Tiles = append(o.Tiles, synth.TilesTile{Print: prints[n-1], Col: pl.At.X - a.Origin.X, Row: pl.At.Y - a.Origin.Y, Facing: pl.Facing})
	}
	for _, ch := range s.Characters {
		pl, ok := s.TileAt(ch.At)
		if !ok || !a.Holds(ch.At) {
			continue
		}
		id := slices.Index(a.Characters, ch.Name) + 1
		if id == 0 {
			return o, fmt.Errorf("tiles: %s is not a character of the area", ch.Name)
		}
		c := a.CellCentre(ch.At, ch.Cell, pl.Facing)
		o.Figurines = append(o.Figurines, synth.TilesFigurine{ID: id, Col: int(c.X/a.Cell) + 1, Row: int(c.Y/a.Cell) + 1})
	}
	return o, nil
}

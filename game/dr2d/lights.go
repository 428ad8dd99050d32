package dr2d

// DR2D's LED wiring: which tiles of a board have a light (the cells lasers
// are mounted in, the presses), and a map file checked against a board.
// Package device only names the lights.

import (
	"sort"
	"strings"

	"mecanoid/device"
	rules "mecanoid/engine/dr2d"
	"mecanoid/internal/poserr"
)

// boardTiles lists the tiles of b that may have a light: the cells lasers
// are mounted in, and the cells that are a press in some layout; by cell in
// listing order, lasers first within a cell.
func boardTiles(b *rules.Board) []device.Tile {
	seen := map[device.Tile]bool{}
	var ts []device.Tile
	add := func(t device.Tile) {
		if !seen[t] {
			seen[t] = true
			ts = append(ts, t)
		}
	}
	for _, l := range b.Lasers {
		add(device.Tile{Kind: device.Laser, Cell: device.Cell(l.Cell)})
	}
	for l := range b.Layouts {
		for i := range b.Layouts[l] {
			if b.Layouts[l][i].Kind == rules.Press {
				add(device.Tile{Kind: device.Press, Cell: device.Cell(b.CellOf(i))})
			}
		}
	}
	sort.SliceStable(ts, func(i, j int) bool {
		if bi, bj := b.Index(rules.Cell(ts[i].Cell)), b.Index(rules.Cell(ts[j].Cell)); bi != bj {
			return bi < bj
		}
		return ts[i].Kind == device.Laser && ts[j].Kind != device.Laser
	})
	return ts
}

// CheckLEDs compares LED map m with board b: every entry must be a tile of
// b that has a light (see boardTiles), or CheckLEDs fails with a
// *device.MapError wrapping device.ErrBoard. missing lists b's tiles that
// have no LED, which is allowed.
func CheckLEDs(m device.Map, b *rules.Board) (missing []device.Tile, err error) {
	has := map[device.Tile]bool{}
	var lasers, presses []string
	for _, t := range boardTiles(b) {
		has[t] = true
		if t.Kind == device.Laser {
			lasers = append(lasers, t.Cell.String())
		} else {
			presses = append(presses, t.Cell.String())
		}
	}
	name := b.Name
	if name == "" {
		name = "the board"
	}
	for _, e := range m.Entries {
		if has[e.Tile] {
			delete(has, e.Tile)
			continue
		}
		at := device.MapError{File: m.File, Line: e.Line, Err: device.ErrBoard}
		switch {
		case !b.In(rules.Cell(e.Cell)):
			return nil, poserr.New(at, poserr.M("%s: %s is %dx%d", e.Tile, name, b.Width, b.Height))
		case e.Kind == device.Laser:
			return nil, poserr.New(at, poserr.M("%s: %s has no laser there (lasers: %s)", e.Tile, name, orNone(lasers)))
		}
		return nil, poserr.New(at, poserr.M("%s: %s has no press there (presses: %s)", e.Tile, name, orNone(presses)))
	}
	for _, t := range boardTiles(b) {
		if has[t] {
			missing = append(missing, t)
		}
	}
	return missing, nil
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, " ")
}

package tiles

import "mecanoid/internal/poserr"

// whereSaid is a cell of the world as a message: "C7 at 0,1".
func whereSaid(w Where) poserr.Msg { return poserr.M("%s at %s", w.Cell.String(), w.At.String()) }

// worldPath is the shortest walk (steps N, E, S, W on the table) from
// character i's cell to goal, across every tile laid, over walkable free
// cells: what a figurine moved by hand at the table did. Ties go to the
// first direction in N, E, S, W order. Where no way exists and the goal
// lies straight ahead, the refusal names the first cell in the way.
func (s *State) worldPath(i int, goal Where) ([]Dir, error) {
	ch := s.Characters[i]
	t, ok := s.TileAt(goal.At)
	if !ok {
		return nil, refusef("no tile at %v", goal.At)
	}
	tile := s.Set.Tiles[t.Tile]
	switch {
	case goal == ch.Where():
		return nil, refusef("%s is already on %v", ch.Name, goal.Cell)
	case !tile.Walkable(goal.Cell):
		return nil, refusef("%v of %s is not walkable", goal.Cell, tile.Name)
	}
	if j, taken := s.CharacterAt(goal.At, goal.Cell); taken {
		return nil, refusef("%s stands on %s", s.Characters[j].Name, whereSaid(goal))
	}
	start := ch.Where()
	prev := map[Where]Dir{}
	seen := map[Where]bool{start: true}
	queue := []Where{start}
	for len(queue) > 0 && !seen[goal] {
		n := queue[0]
		queue = queue[1:]
		for d := North; d <= West; d++ {
			m, why := s.target(n.At, n.Cell, d)
			if why.Format != "" || seen[m] {
				continue
			}
			seen[m], prev[m] = true, d
			queue = append(queue, m)
		}
	}
	if !seen[goal] {
		if d, ok := s.straight(start, goal); ok {
			at := start
			for at != goal {
				next, why := s.target(at.At, at.Cell, d)
				if why.Format != "" {
					return nil, refusef("%s cannot go %s from %s: %s", ch.Name, dirMsg(d), whereSaid(at), why)
				}
				at = next
			}
		}
		return nil, refusef("%s cannot reach %s: no walkable way across the tiles laid", ch.Name, whereSaid(goal))
	}
	var dirs []Dir
	for n := goal; n != start; {
		d := prev[n]
		dirs = append([]Dir{d}, dirs...)
		// the cell before n is one step back, the opposite way; the walk
		// is unique in prev, so it is found among n's neighbours
		back, _ := s.backStep(n, d.Opposite())
		n = back
	}
	return dirs, nil
}

// backStep is the cell one step from w toward d, walkable or not: the way
// back along a walk already found.
func (s *State) backStep(w Where, d Dir) (Where, bool) {
	x, y := s.global(w)
	switch d {
	case North:
		y--
	case East:
		x++
	case South:
		y++
	case West:
		x--
	}
	return s.local(x, y)
}

// global is a cell's place on the whole table, in cells from place 0,0's
// north-west corner.
func (s *State) global(w Where) (x, y int) {
	t, _ := s.TileAt(w.At)
	lx, ly := toWorld(w.Cell, t.Facing)
	return w.At.X*Side + lx, w.At.Y*Side + ly
}

// local is the cell at table coordinates x, y, on the tile laid there.
func (s *State) local(x, y int) (Where, bool) {
	p := Pos{floorDiv(x, Side), floorDiv(y, Side)}
	t, ok := s.TileAt(p)
	if !ok {
		return Where{}, false
	}
	return Where{p, fromWorld(x-p.X*Side, y-p.Y*Side, t.Facing)}, true
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// straight is the direction from a to b when they lie on one row or one
// column of the table.
func (s *State) straight(a, b Where) (Dir, bool) {
	ax, ay := s.global(a)
	bx, by := s.global(b)
	switch {
	case ax == bx && by < ay:
		return North, true
	case ax == bx && by > ay:
		return South, true
	case ay == by && bx > ax:
		return East, true
	case ay == by && bx < ax:
		return West, true
	}
	return 0, false
}

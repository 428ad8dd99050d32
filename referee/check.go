package referee

import (
	"sort"

	"mecanoid/engine/dr2d"
	nz "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

var (
	_ Checker[*dr2d.State] = (*DR2D)(nil)
	_ Checker[*nz.State]   = (*Netzwerk)(nil)
)

// Check checks each robot of s on the table: on its cell, facing its
// way; gone when it has left the board; and the robots the table shows
// that s has not.
func (d *DR2D) Check(s *dr2d.State, st *vision.State) []PieceCheck { return checkRobots(s, st) }

// checkRobots checks the robots of s on the table st (DR2D.Check,
// Compare): those of s in order, then those the table shows that s has
// not; a robot that left the board and is not on the table is not
// listed.
func checkRobots(s *dr2d.State, st *vision.State) []PieceCheck {
	seen := map[int]vision.Piece{}
	for _, p := range st.Pieces {
		if p.Tag.Kind == tag.Robot {
			seen[p.Tag.ID] = p
		}
	}
	var out []PieceCheck
	for _, r := range s.Robots {
		p, ok := seen[r.ID]
		delete(seen, r.ID)
		c := PieceCheck{Piece: talk.Piece{Kind: "robot", ID: r.ID, Seen: ok, Cell: talk.Cell{X: p.Col, Y: p.Row}, Facing: p.Facing,
			Want: talk.Cell(r.Cell), WantFacing: r.Facing.String(), Off: r.Left}}
		at := cellAt(p.Col, p.Row)
		switch {
		case r.Left && ok:
			c.Do = lang.M("robot %d: has left the board, but is on the table at %s: take it off", r.ID, at)
		case r.Left:
			continue // gone, as it should be: nothing to show
		case !ok:
			c.Do = lang.M("robot %d: not on the table: put it on %s %s", r.ID, r.Cell.String(), facingMsg(r.Facing.String()))
		case p.Col != r.Cell.X || p.Row != r.Cell.Y:
			c.Do = lang.M("robot %d: should be on %s %s", r.ID, r.Cell.String(), facingMsg(r.Facing.String()))
		case p.Facing != r.Facing.String():
			c.Do = lang.M("robot %d: should face "+r.Facing.String(), r.ID)
		default:
			c.OK = true
		}
		out = append(out, c)
	}
	return append(out, strangers(seen)...)
}

// strangers are the robots on the table that are not in the game.
func strangers(seen map[int]vision.Piece) []PieceCheck {
	ids := make([]int, 0, len(seen))
	for id := range seen {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	var out []PieceCheck
	for _, id := range ids {
		p := seen[id]
		out = append(out, PieceCheck{Piece: talk.Piece{Kind: "robot", ID: id, Seen: true, Cell: talk.Cell{X: p.Col, Y: p.Row}, Facing: p.Facing, Off: true},
			Do: lang.M("robot %d: on the table at %s but not in this game: take it off", id, cellAt(p.Col, p.Row))})
	}
	return out
}

// Check checks each robot and battery of s on the table: on its square
// or corner, or off the board when it was taken (PutBack's sentences).
// A table that shows no Netzwerk position checks nothing piece by piece:
// Differ says why.
func (n *Netzwerk) Check(s *nz.State, st *vision.State) []PieceCheck {
	now, err := NetzwerkPosition(n.Config, s.ToMove(), s.Turn(), st)
	if err != nil {
		return nil
	}
	type key struct {
		kind string
		id   int
	}
	wrong := map[key]lang.Msg{}
	back := PutBack(s, now) // a line per change of Diff, in its order
	for i, c := range nz.Diff(now, s) {
		wrong[key{c.Piece, c.ID}] = back[i]
	}
	var out []PieceCheck
	add := func(kind string, id int, want, at [2]int, isWant, isAt bool) {
		c := PieceCheck{Piece: talk.Piece{Kind: kind, ID: id, Seen: isAt, Cell: talk.Cell{X: at[0], Y: at[1]}, Want: talk.Cell{X: want[0], Y: want[1]}, Off: !isWant}}
		do, bad := wrong[key{kind, id}]
		c.Do, c.OK = do, !bad
		if c.OK && !isWant {
			return // gone, as it should be
		}
		out = append(out, c)
	}
	for id := 1; id <= 2*n.Config.RobotsPerPlayer(); id++ {
		w, okw := s.Robot(id)
		a, oka := now.Robot(id)
		if okw || oka {
			add("robot", id, [2]int{w.X, w.Y}, [2]int{a.X, a.Y}, okw, oka)
		}
	}
	for id := 1; id <= n.Config.Batteries(); id++ {
		w, okw := s.Battery(id)
		a, oka := now.Battery(id)
		if okw || oka {
			add("battery", id, [2]int{w.X, w.Y}, [2]int{a.X, a.Y}, okw, oka)
		}
	}
	return out
}

package dr2d

import (
	"mecanoid/referee"
	"sort"

	rules "mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

var _ referee.Checker[*rules.State] = (*DR2D)(nil)

// Check checks each robot of s on the table: on its cell, facing its
// way; gone when it has left the board; and the robots the table shows
// that s has not.
func (d *DR2D) Check(s *rules.State, st *vision.State) []referee.PieceCheck {
	return checkRobots(s, st)
}

// checkRobots checks the robots of s on the table st (DR2D.Check,
// Compare): those of s in order, then those the table shows that s has
// not; a robot that left the board and is not on the table is not
// listed.
func checkRobots(s *rules.State, st *vision.State) []referee.PieceCheck {
	seen := map[int]vision.Piece{}
	for _, p := range st.Pieces {
		if p.Tag.Kind == tag.Robot {
			seen[p.Tag.ID] = p
		}
	}
	var out []referee.PieceCheck
	for _, r := range s.Robots {
		p, ok := seen[r.ID]
		delete(seen, r.ID)
		c := referee.PieceCheck{Piece: talk.Piece{Kind: "robot", ID: r.ID, Seen: ok, Cell: talk.Cell{X: p.Col, Y: p.Row}, Facing: p.Facing,
			Want: talk.Cell(r.Cell), WantFacing: r.Facing.String(), Off: r.Left}}
		at := referee.CellAt(p.Col, p.Row)
		switch {
		case r.Left && ok:
			c.Do = lang.M("robot %d: has left the board, but is on the table at %s: take it off", r.ID, at)
		case r.Left:
			continue // gone, as it should be: nothing to show
		case !ok:
			c.Do = lang.M("robot %d: not on the table: put it on %s %s", r.ID, r.Cell.String(), referee.FacingMsg(r.Facing.String()))
		case p.Col != r.Cell.X || p.Row != r.Cell.Y:
			c.Do = lang.M("robot %d: should be on %s %s", r.ID, r.Cell.String(), referee.FacingMsg(r.Facing.String()))
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
func strangers(seen map[int]vision.Piece) []referee.PieceCheck {
	ids := make([]int, 0, len(seen))
	for id := range seen {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	var out []referee.PieceCheck
	for _, id := range ids {
		p := seen[id]
		out = append(out, referee.PieceCheck{Piece: talk.Piece{Kind: "robot", ID: id, Seen: true, Cell: talk.Cell{X: p.Col, Y: p.Row}, Facing: p.Facing, Off: true},
			Do: lang.M("robot %d: on the table at %s but not in this game: take it off", id, referee.CellAt(p.Col, p.Row))})
	}
	return out
}

package hexprog

import (
	rules "mecanoid/engine/hexprog"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

var _ referee.Checker[*rules.State] = (*HexProg)(nil)

// Check checks each robot of s on the table: on its hex, facing its way;
// off the board once out of play; and the robots the table shows that s
// has not. The page colours each (green, or red with its ghost) and says
// what to do with a wrong one.
func (h *HexProg) Check(s *rules.State, st *vision.State) []referee.PieceCheck {
	return checkRobots(s, st)
}

// checkRobots are the robots of s checked on the table st, in s's order,
// then the robots on the table that are not in the game, in the scan's
// order (by ID); a robot out of play and off the table is not listed.
// HexMismatches says the wrong ones' sentences.
func checkRobots(s *rules.State, st *vision.State) []referee.PieceCheck {
	at := map[int]vision.Piece{}
	for _, p := range st.Pieces {
		if p.Tag.Kind == tag.Robot {
			at[p.Tag.ID] = p
		}
	}
	var out []referee.PieceCheck
	for _, r := range s.Robots {
		p, seen := at[r.ID]
		delete(at, r.ID)
		c := referee.PieceCheck{Piece: talk.Piece{Kind: "robot", ID: r.ID, Seen: seen, Cell: talk.Cell{X: p.Col, Y: p.Row}, Facing: p.Facing,
			Want: talk.Cell{X: r.Cell.Col, Y: r.Cell.Row}, WantFacing: r.Facing.String(), Off: r.Out}}
		switch {
		case r.Out && seen:
			c.Do = lang.M("robot %d: on hex [%d,%d], but it is out of play: take it off the board", r.ID, p.Col, p.Row)
		case r.Out:
			continue // off the table, as it should be
		case !seen:
			c.Do = lang.M("robot %d: not on the board: put it on %v facing %s", r.ID, r.Cell, facingText(r.Facing))
		default:
			d, ok := dirNamed(p.Facing)
			if p.Col != r.Cell.Col || p.Row != r.Cell.Row || d != r.Facing {
				var now any = p.Facing
				if ok {
					now = facingText(d)
				}
				c.Do = lang.M("robot %d: on hex [%d,%d] facing %s, should be on %v facing %s", r.ID, p.Col, p.Row, now, r.Cell, facingText(r.Facing))
			} else {
				c.OK = true
			}
		}
		out = append(out, c)
	}
	for _, p := range st.Pieces { // in the scan's order: by ID
		if _, stray := at[p.Tag.ID]; stray && p.Tag.Kind == tag.Robot {
			out = append(out, referee.PieceCheck{Piece: talk.Piece{Kind: "robot", ID: p.Tag.ID, Seen: true, Cell: talk.Cell{X: p.Col, Y: p.Row}, Facing: p.Facing, Off: true},
				Do: lang.M("robot %d: on hex [%d,%d], but it is not in this game: take it off the board", p.Tag.ID, p.Col, p.Row)})
		}
	}
	return out
}

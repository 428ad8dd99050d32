package dr2d

import (
	"mecanoid/fault"
	"mecanoid/tag"
	"sort"

	rules "mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/vision"
)

// StartPosition is the position the table shows before the first turn:
// robots where their tags are, laws where their tokens are (or where the
// board file puts them when no token is seen). Its errors are
// fault.Table: a position the engine refuses (a law token on a conveyor)
// is the table to fix, not the files the command was given, though the
// engine's sentinel (rules.ErrSetup: bad input) is still in the error.
func StartPosition(b *rules.Board, layout int, st *vision.State) (*rules.State, error) {
	var robots []rules.Robot
	var laws [rules.NumLaws]rules.Cell
	for _, p := range st.Pieces {
		c := rules.Cell{X: p.Col, Y: p.Row}
		switch p.Tag.Kind {
		case tag.Robot:
			d, ok := rules.ParseDir(p.Facing)
			if !ok {
				return nil, fault.E(fault.Table, referee.Refuse("%s faces %q", p.Label, p.Facing))
			}
			robots = append(robots, rules.Robot{ID: p.Tag.ID, Cell: c, Facing: d, PC: 7})
		case tag.Law:
			if p.Tag.ID < 1 || p.Tag.ID > rules.NumLaws {
				return nil, fault.Errorf(fault.Table, "referee: %s: DR2D has laws 1 to %d", p.Label, rules.NumLaws)
			}
			laws[p.Tag.ID-1] = c
		}
	}
	if len(robots) == 0 {
		return nil, referee.TableRefusal("no robot on the board")
	}
	sort.Slice(robots, func(i, j int) bool { return robots[i].ID < robots[j].ID })
	s, err := rules.NewState(b, layout, laws, robots)
	if err != nil {
		return nil, fault.Errorf(fault.Table, "referee: the table's position: %w", err)
	}
	return s, nil
}

// Compare lists the differences between the ruled state and the table:
// each robot on the wrong cell or facing the wrong way, missing, or on
// the table after it left the board, said in the reader's language.
// Nothing listed: the table is right.
func Compare(want *rules.State, st *vision.State) []lang.Msg {
	var out []lang.Msg
	for _, c := range checkRobots(want, st) {
		switch {
		case c.OK:
		case c.Seen && !c.Off: // on the board, out of place
			out = append(out, lang.M("robot %d: ruled %s %s, on the table at %s %s", c.ID, referee.CellAt(c.Want.X, c.Want.Y), referee.FacingMsg(c.WantFacing),
				referee.CellAt(c.Cell.X, c.Cell.Y), referee.FacingMsg(c.Facing)))
		default:
			out = append(out, c.Do)
		}
	}
	return out
}

// cellAt is a cell as the players read it: [x,y].

// Instructions tell the players, in l, how to bring the table from
// before to after: one line per robot that moved, turned or left.
func Instructions(l lang.Lang, before, after *rules.State) []talk.Instruction {
	moves, msgs := instructions(before, after)
	p := l.Printer()
	for i := range moves {
		moves[i].Text = p.Say(msgs[i])
	}
	return moves
}

func instructions(before, after *rules.State) ([]talk.Instruction, []lang.Msg) {
	var out []talk.Instruction
	var msgs []lang.Msg
	for _, a := range after.Robots {
		b, ok := before.Robot(a.ID)
		if !ok || b.Left {
			continue
		}
		in := talk.Instruction{Robot: a.ID, From: talk.Cell(b.Cell), To: talk.Cell(a.Cell), Facing: a.Facing.String(), Off: a.Left}
		var m lang.Msg
		switch {
		case a.Left:
			m = lang.M("robot %d: has its three laws and leaves the board: take it off %s", a.ID, b.Cell.String())
		case a.Cell == b.Cell && a.Facing == b.Facing:
			continue
		case a.Cell == b.Cell:
			m = lang.M("robot %d: stays on %s, turn it to face "+a.Facing.String(), a.ID, a.Cell.String())
		default:
			m = lang.M("robot %d: to %s, %s", a.ID, a.Cell.String(), referee.FacingMsg(a.Facing.String()))
		}
		out, msgs = append(out, in), append(msgs, m)
	}
	return out, msgs
}

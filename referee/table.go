package referee

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"

	"mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// A Table is the board as the camera sees it. Look takes a new picture and
// reads it; a doubtful picture gives the state read so far and an error
// wrapping vision.ErrRescan that names each problem.
type Table interface {
	Look(ctx context.Context) (*vision.State, error)
}

// Camera is a Table: frames from a vision.Source read by a vision.Scanner.
// When the source fails (a camera unplugged, rpicam-vid gone), Look closes
// it and, if Open is set, opens a new one at the next Look: a camera
// plugged back in is used again without restarting the referee.
type Camera struct {
	Source  vision.Source
	Scanner *vision.Scanner
	Open    func() (vision.Source, error) // nil: the source is not reopened
}

var _ Table = (*Camera)(nil)

// Look reads the next frame.
func (c *Camera) Look(ctx context.Context) (*vision.State, error) {
	if c.Source == nil {
		if c.Open == nil {
			return nil, fmt.Errorf("%w: no camera", ErrCamera)
		}
		src, err := c.Open()
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrCamera, err)
		}
		c.Source = src
	}
	f, err := c.Source.Next(ctx)
	if err != nil {
		switch {
		case ctx.Err() != nil:
			return nil, fmt.Errorf("%w: %w", ErrStopped, ctx.Err())
		case errors.Is(err, io.EOF): // a folder of frames has run out
			return nil, fmt.Errorf("%w: no more frames", ErrStopped)
		case errors.Is(err, vision.ErrUnreadable) && c.Open == nil:
			// Frames from files: a file that cannot be decoded is the
			// input to fix (exit 2). A camera's frame that cannot be
			// decoded is a picture it did not give: it is asked again.
			return nil, fault.Errorf(fault.Input, "referee: %w", err)
		}
		if c.Open != nil {
			c.Source.Close()
			c.Source = nil
		}
		return nil, fmt.Errorf("%w: %w", ErrCamera, err)
	}
	st, err := c.Scanner.Scan(f.Image)
	if err != nil && !errors.Is(err, vision.ErrRescan) {
		return nil, fmt.Errorf("referee: %s: %w", f.Name, err)
	}
	if st != nil {
		st.Frame = f.Name
	}
	if st != nil && st.Calibration != nil && (st.Recalibrated || c.Scanner.Calibration == nil) {
		// The first pose found, or the new one after the camera moved, is
		// kept: the next frames need not show all four corner markers.
		c.Scanner.Calibration = st.Calibration
	}
	return st, err
}

// StartPosition is the position the table shows before the first turn:
// robots where their tags are, laws where their tokens are (or where the
// board file puts them when no token is seen). Its errors are
// fault.Table: a position the engine refuses (a law token on a conveyor)
// is the table to fix, not the files the command was given, though the
// engine's sentinel (dr2d.ErrSetup: bad input) is still in the error.
func StartPosition(b *dr2d.Board, layout int, st *vision.State) (*dr2d.State, error) {
	var robots []dr2d.Robot
	var laws [dr2d.NumLaws]dr2d.Cell
	for _, p := range st.Pieces {
		c := dr2d.Cell{X: p.Col, Y: p.Row}
		switch p.Tag.Kind {
		case tag.Robot:
			d, ok := dr2d.ParseDir(p.Facing)
			if !ok {
				return nil, fault.E(fault.Table, refusal{m: lang.M("%s faces %q", p.Label, p.Facing), head: "referee: "})
			}
			robots = append(robots, dr2d.Robot{ID: p.Tag.ID, Cell: c, Facing: d, PC: 7})
		case tag.Law:
			if p.Tag.ID < 1 || p.Tag.ID > dr2d.NumLaws {
				return nil, fault.Errorf(fault.Table, "referee: %s: DR2D has laws 1 to %d", p.Label, dr2d.NumLaws)
			}
			laws[p.Tag.ID-1] = c
		}
	}
	if len(robots) == 0 {
		return nil, tableRefusal("no robot on the board")
	}
	sort.Slice(robots, func(i, j int) bool { return robots[i].ID < robots[j].ID })
	s, err := dr2d.NewState(b, layout, laws, robots)
	if err != nil {
		return nil, fault.Errorf(fault.Table, "referee: the table's position: %w", err)
	}
	return s, nil
}

// Compare lists the differences between the ruled state and the table:
// each robot on the wrong cell or facing the wrong way, missing, or on
// the table after it left the board, said in the reader's language.
// Nothing listed: the table is right.
func Compare(want *dr2d.State, st *vision.State) []lang.Msg {
	var out []lang.Msg
	for _, c := range checkRobots(want, st) {
		switch {
		case c.OK:
		case c.Seen && !c.Off: // on the board, out of place
			out = append(out, lang.M("robot %d: ruled %s %s, on the table at %s %s", c.ID, cellAt(c.Want.X, c.Want.Y), facingMsg(c.WantFacing),
				cellAt(c.Cell.X, c.Cell.Y), facingMsg(c.Facing)))
		default:
			out = append(out, c.Do)
		}
	}
	return out
}

// cellAt is a cell as the players read it: [x,y].
func cellAt(x, y int) string { return fmt.Sprintf("[%d,%d]", x, y) }

// Instructions tell the players, in l, how to bring the table from
// before to after: one line per robot that moved, turned or left.
func Instructions(l lang.Lang, before, after *dr2d.State) []talk.Instruction {
	moves, msgs := instructions(before, after)
	p := l.Printer()
	for i := range moves {
		moves[i].Text = p.Say(msgs[i])
	}
	return moves
}

func instructions(before, after *dr2d.State) ([]talk.Instruction, []lang.Msg) {
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
			m = lang.M("robot %d: to %s, %s", a.ID, a.Cell.String(), facingMsg(a.Facing.String()))
		}
		out, msgs = append(out, in), append(msgs, m)
	}
	return out, msgs
}

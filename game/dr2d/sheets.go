package dr2d

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mecanoid/fault"
	"mecanoid/game/dr2d/cartridge"
	"mecanoid/referee"
	"sort"

	rules "mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/tag"
	"mecanoid/vision"
)

// Sheets is a Programmer reading filled cartridge sheets (mecanoid print
// sheets): the players show their sheets to a camera one at a time, in any
// order. A sheet that cannot be read as it is filled (two boxes ticked in a
// group, a faint mark) is refused, naming the move and the box, and asked
// again; so is a sheet of another turn or of a robot that does not play.
// A sheet shown again replaces the one read before: players may correct.
type Sheets struct {
	Source vision.Source
	Reader vision.SheetReader // its Layout empty: DR2D's sheet
	Out    io.Writer          // what was read, what to fix
	// Ready waits until a sheet is under the camera (nil: no wait).
	Ready func(ctx context.Context, what string) error
	// Tries bounds the pictures taken for one turn (0: 10 per robot).
	Tries int
	// SkipPlayed passes over a sheet of a turn already played without
	// counting it as a picture: the same folder of photos given again to
	// go on with a game (--resume) holds the sheets of the turns kept.
	SkipPlayed bool
	// Lang is the language Out is written in ("": English).
	Lang lang.Lang
}

var _ Programmer = (*Sheets)(nil)

// ErrSheets: the sheets of a turn could not all be read.
var ErrSheets = errors.New("referee: cartridge sheets")

// Sheets still not read after the pictures allowed end the game for the
// table, as pieces not read do (exit 1).
func init() { fault.Register(ErrSheets, fault.Table) }

// Programs reads sheets until every robot of the turn has one.
func (s *Sheets) Programs(ctx context.Context, turn int, robots []int) (map[int]rules.Program, error) {
	want := map[int]bool{}
	for _, id := range robots {
		want[id] = true
	}
	tries := s.Tries
	if tries == 0 {
		tries = 10 * len(robots)
	}
	out := map[int]rules.Program{}
	for pic := 0; len(out) < len(robots); pic++ {
		missing := s.missing(robots, out)
		if pic == tries {
			return nil, fmt.Errorf("%w: turn %d: no readable sheet for %s after %d pictures", ErrSheets, turn, lang.EN.Printer().Say(robotList(missing)), tries)
		}
		what := s.Lang.Printer().Sprintf("cartridge sheet of %s, turn %d", robotList(missing), turn)
		if s.Ready != nil {
			if err := s.Ready(ctx, what); err != nil {
				return nil, err
			}
		}
		f, err := s.Source.Next(ctx)
		if err != nil {
			switch {
			case ctx.Err() != nil:
				return nil, fmt.Errorf("%w: %w", referee.ErrStopped, ctx.Err())
			case errors.Is(err, io.EOF):
				return nil, fmt.Errorf("%w: no more sheet photos (still wanted: %s)", referee.ErrStopped, lang.EN.Printer().Sprintf("cartridge sheet of %s, turn %d", robotList(missing), turn))
			}
			s.say(lang.Key("  no picture of the sheet (%v): show it again\n"), err)
			continue
		}
		sh, err := s.reader().Read(f.Image)
		var prog rules.Program
		if err == nil {
			prog, err = cartridge.Program(sh.Ticked)
		}
		switch {
		case errors.Is(err, tag.ErrTicks):
			s.say(lang.Key("  sheet of robot %d, turn %d: %v: fix it and show it again\n"), sh.ID.Robot, sh.ID.Turn, err)
			continue
		case err != nil:
			s.say(lang.Key("  %s: %v: show the sheet again, flat, whole, in good light\n"), f.Name, err)
			continue
		case sh.ID.Game != tag.DR2D:
			s.say(lang.Key("  %s: a sheet of another game (%s)\n"), f.Name, sh.ID.Game)
			continue
		case sh.ID.Turn < turn && s.SkipPlayed:
			s.say(lang.Key("  %s: sheet of robot %d, turn %d, already played: skipped\n"), f.Name, sh.ID.Robot, sh.ID.Turn)
			pic--
			continue
		case sh.ID.Turn != turn:
			s.say(lang.Key("  sheet of robot %d is for turn %d; this is turn %d: show the sheet of turn %d\n"), sh.ID.Robot, sh.ID.Turn, turn, turn)
			continue
		case !want[sh.ID.Robot]:
			s.say(lang.Key("  sheet of robot %d: robot %d does not play this turn (asleep, left, or not in the game)\n"), sh.ID.Robot, sh.ID.Robot)
			continue
		}
		_, again := out[sh.ID.Robot]
		out[sh.ID.Robot] = prog
		// The program is said only when every sheet is in: the last
		// player to show a sheet must not see the others'.
		if again {
			s.say(lang.Key("  robot %d, turn %d: sheet read (replaces the sheet read before)\n"), sh.ID.Robot, turn)
		} else {
			s.say(lang.Key("  robot %d, turn %d: sheet read\n"), sh.ID.Robot, turn)
		}
	}
	for _, id := range robots {
		s.say(lang.Key("  robot %d, turn %d: read as %s\n"), id, turn, programLine(out[id]))
	}
	return out, nil
}

func (s *Sheets) reader() vision.SheetReader {
	r := s.Reader
	if len(r.Layout.Boxes) == 0 {
		r.Layout = cartridge.Sheet()
	}
	return r
}

func (s *Sheets) missing(robots []int, got map[int]rules.Program) []int {
	var m []int
	for _, id := range robots {
		if _, ok := got[id]; !ok {
			m = append(m, id)
		}
	}
	sort.Ints(m)
	return m
}

func (s *Sheets) say(format string, args ...any) {
	if s.Out != nil {
		s.Lang.Printer().Fprintf(s.Out, format, args...)
	}
}

// programLine is a program as typed at the terminal: "F F R - LB", "sleep 3".
func programLine(p rules.Program) string {
	line := ""
	for i, m := range p.Cartridge {
		if p.SleepBefore > 0 && i+1 >= p.SleepBefore {
			break
		}
		if line != "" {
			line += " "
		}
		line += m.String()
	}
	if p.SleepBefore > 0 {
		if line != "" {
			line += " "
		}
		line += fmt.Sprintf("sleep %d", p.SleepBefore)
	}
	return line
}

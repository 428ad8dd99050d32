package dr2d

// A cartridge read from a sheet, said as `mecanoid scan-sheet` prints it.

import (
	"io"
	"strings"

	rules "mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// WriteSheetProgram writes the program read from sheet id, move by move, in
// the move notation of game files, described in p's language.
func WriteSheetProgram(w io.Writer, p *lang.Printer, id tag.SheetID, prog rules.Program) {
	p.Fprintf(w, "robot %d, turn %d (sheet %s)\n", id.Robot, id.Turn, id.String())
	for i, m := range prog.Cartridge {
		move := i + 1
		switch {
		case prog.SleepBefore > 0 && move == prog.SleepBefore:
			p.Fprintf(w, "move %d  -     cancelled: the robot falls asleep before this move (sleep_before %d)\n", move, move)
		case prog.SleepBefore > 0 && move > prog.SleepBefore:
			p.Fprintf(w, "move %d  -     cancelled\n", move)
		default:
			p.Fprintf(w, "move %d  %-5s %s\n", move, m.String(), describeMove(p, m))
		}
	}
}

// describeMove says a DR2D move in words ("turn left, forward"), as
// rules.Move.Describe does in English.
func describeMove(p *lang.Printer, m rules.Move) string {
	var parts []string
	word := func(q int) {
		switch {
		case q == 2 || q == -2:
			parts = append(parts, p.Sprintf("U-turn"))
		case q == -1:
			parts = append(parts, p.Sprintf("turn left"))
		case q == 1:
			parts = append(parts, p.Sprintf("turn right"))
		case q < 0:
			parts = append(parts, p.Sprintf("turn left x%d", -q))
		case q > 0:
			parts = append(parts, p.Sprintf("turn right x%d", q))
		}
	}
	word(m.Before)
	switch m.Step {
	case rules.Forward:
		parts = append(parts, p.Sprintf("forward"))
	case rules.Backward:
		parts = append(parts, p.Sprintf("back"))
	}
	word(m.After)
	if len(parts) == 0 {
		return p.Sprintf("no move")
	}
	return strings.Join(parts, p.Sprintf(", "))
}

// Package cartridge is DR2D's cartridge sheet: the rows of tag's sheet layout are the moves of a
// cartridge, its groups the turn before, the step, the turn after and the
// sleep. A program is ticked into boxes for printing, and the boxes a camera
// found ticked read back as a program. It imports only the engine and
// tag, so that the shared packages' tests may use it.
package cartridge

import (
	rules "mecanoid/engine/dr2d"
	"mecanoid/tag"
)

// sheetChoices are the boxes of each group, left to right: quarter turns
// clockwise in the turn groups, a rules.Step in the step group.
var sheetChoices = [][]tag.Choice{
	tag.TurnBefore: {{Value: 0, Label: "none"}, {Value: -1, Label: "left"}, {Value: 1, Label: "right"}, {Value: 2, Label: "U-turn"}},
	tag.StepGroup:  {{Value: int(rules.NoStep), Label: "none"}, {Value: int(rules.Forward), Label: "forward"}, {Value: int(rules.Backward), Label: "back"}},
	tag.TurnAfter:  {{Value: 0, Label: "none"}, {Value: -1, Label: "left"}, {Value: 1, Label: "right"}, {Value: 2, Label: "U-turn"}},
	tag.SleepGroup: {{Value: 1, Label: "before"}},
}

// Sheet is the layout of DR2D's cartridge sheets, a row a move.
// Each call returns a fresh copy.
func Sheet() tag.SheetLayout {
	return tag.CartridgeSheet(rules.MovesPerCartridge, sheetChoices)
}

// quarter brings a number of quarter turns to -1, 0, 1 or 2: a sheet
// records where the robot ends up facing, not how it got there.
func quarter(q int) int {
	q = ((q % 4) + 4) % 4
	if q == 3 {
		return -1
	}
	return q
}

// Ticks are the boxes of layout l a player ticks for program p: one
// per group of each move played (none boxes included), and the sleep box of
// SleepBefore.
func Ticks(l tag.SheetLayout, p rules.Program) []tag.Box {
	var ticks []tag.Box
	for i, mv := range p.Cartridge {
		move := i + 1
		if p.SleepBefore > 0 && move >= p.SleepBefore {
			if move == p.SleepBefore {
				b, _ := l.Box(move, tag.SleepGroup, 1)
				ticks = append(ticks, b)
			}
			continue
		}
		for _, want := range []struct {
			g tag.Group
			c int
		}{{tag.TurnBefore, quarter(mv.Before)}, {tag.StepGroup, int(mv.Step)}, {tag.TurnAfter, quarter(mv.After)}} {
			if b, ok := l.Box(move, want.g, want.c); ok {
				ticks = append(ticks, b)
			}
		}
	}
	return ticks
}

// Program reads back the program from the boxes found ticked. A group
// left empty is "none"; two ticks in one group are a tag.TickError
// (tag.CheckTicks); the first move with its sleep box ticked is the sleep
// declaration, and the moves from there on are not read.
func Program(ticked []tag.Box) (rules.Program, error) {
	if err := tag.CheckTicks(ticked); err != nil {
		return rules.Program{}, err
	}
	var p rules.Program
	for _, b := range ticked {
		if b.Group == tag.SleepGroup && (p.SleepBefore == 0 || b.Move < p.SleepBefore) {
			p.SleepBefore = b.Move
		}
	}
	for _, b := range ticked {
		if b.Move < 1 || b.Move > len(p.Cartridge) || p.SleepBefore > 0 && b.Move >= p.SleepBefore {
			continue
		}
		mv := &p.Cartridge[b.Move-1]
		switch b.Group {
		case tag.TurnBefore:
			mv.Before = b.Choice
		case tag.StepGroup:
			mv.Step = rules.Step(b.Choice)
		case tag.TurnAfter:
			mv.After = b.Choice
		}
	}
	return p, nil
}

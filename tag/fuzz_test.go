package tag_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/tag"
)

// demoGame is the bundled DR2D game, whose pieces and sheets the seeds
// name.
func demoGame(f *testing.F) *dr2d.Game {
	data, err := os.ReadFile("../examples/factory-demo.json")
	if err != nil {
		f.Fatal(err)
	}
	g, err := dr2d.ParseGame("../examples/factory-demo.json", data, os.ReadFile)
	if err != nil {
		f.Fatal(err)
	}
	return g
}

// FuzzParse: the text of any QR code the camera reads. It is ErrForeign
// (not ours) or ErrInvalid (ours, wrong), never both; or a payload that
// validates and is written exactly as read ("R:03" is not "R:3"). And as a
// sheet's code: ErrNotSheet for a piece's tag, or the sheet whose String is
// the text. Seeds: the tags of the bundled game's robots, laws, corners and
// sheets, the package's examples, and foreign codes.
func FuzzParse(f *testing.F) {
	g := demoGame(f)
	for _, r := range g.Setup.Robots {
		f.Add(tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: r.ID}.String())
		for turn := range g.Turns {
			f.Add(tag.SheetID{Game: tag.DR2D, Robot: r.ID, Turn: turn + 1}.String())
		}
	}
	for k := range 4 {
		f.Add(tag.Payload{Game: tag.DR2D, Kind: tag.Corner, ID: k}.String())
	}
	for _, s := range []string{"MC1:DR2D:L:2", "MC1:NETZ:B:7", "MC1:HEXP:R:12", "MC1:SKIR:R:3", "MC1:SIMU:L:1", "https://example.org/MC1", "MC1:DR2D:R:03", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := tag.Parse(text)
		if err != nil {
			if errors.Is(err, tag.ErrForeign) == errors.Is(err, tag.ErrInvalid) {
				t.Fatalf("%q: error is not one of ErrForeign, ErrInvalid: %v", text, err)
			}
			if _, serr := tag.ParseSheet(text); serr == nil || serr.Error() != err.Error() {
				t.Fatalf("%q: ParseSheet says %v, Parse %v", text, serr, err)
			}
			return
		}
		if err := p.Validate(); err != nil || p.String() != text || len(text) > tag.MaxLen {
			t.Fatalf("%q read as %+v, written %q: %v", text, p, p.String(), err)
		}
		if p.Label() == "" {
			t.Fatalf("%q: no label", text)
		}
		s, err := tag.ParseSheet(text)
		switch {
		case p.Kind != tag.Sheet:
			if !errors.Is(err, tag.ErrNotSheet) {
				t.Fatalf("%q, a %s's tag, as a sheet: %v", text, p.Kind, err)
			}
		case err != nil || s.String() != text || s.Payload() != p:
			t.Fatalf("%q as a sheet: %+v, %v", text, s, err)
		}
	})
}

// FuzzSheetProgram: the boxes of a cartridge sheet found ticked, as the
// camera may read any of them (each byte picks one). They read as a
// program, or as a TickError (ErrTicks) that names, in the sheet's order,
// rows and groups of the sheet; a program read is a valid cartridge that
// the ticks of its own filled sheet read back to, moves from the sleep on
// left empty. Seeds: the ticks of the bundled game's programs.
func FuzzSheetProgram(f *testing.F) {
	l := tag.CartridgeSheet()
	index := map[tag.Box]byte{}
	for i, b := range l.Boxes {
		index[b] = byte(i)
	}
	for _, turn := range demoGame(f).Turns {
		for _, p := range turn {
			var seed []byte
			for _, b := range l.Ticks(p) {
				seed = append(seed, index[b])
			}
			f.Add(seed)
		}
	}
	f.Fuzz(func(t *testing.T, picks []byte) {
		var ticked []tag.Box
		for _, c := range picks {
			ticked = append(ticked, l.Boxes[int(c)%len(l.Boxes)])
		}
		p, err := l.Program(ticked)
		if err != nil {
			var te *tag.TickError
			if !errors.As(err, &te) || !errors.Is(err, tag.ErrTicks) || len(te.Problems) == 0 {
				t.Fatalf("error is no TickError: %v", err)
			}
			for i, pr := range te.Problems {
				prev := tag.TickProblem{}
				if i > 0 {
					prev = te.Problems[i-1]
				}
				if pr.Move < 1 || pr.Move > dr2d.MovesPerCartridge || pr.Group < tag.TurnBefore || pr.Group > tag.SleepGroup ||
					pr.Move < prev.Move || pr.Move == prev.Move && pr.Group < prev.Group {
					t.Fatalf("problem %d out of the sheet or of its order: %v", i, err)
				}
				if !strings.Contains(err.Error(), pr.String()) {
					t.Fatalf("error %q does not say %q", err, pr)
				}
			}
			return
		}
		if p.SleepBefore < 0 || p.SleepBefore > dr2d.MovesPerCartridge {
			t.Fatalf("sleep before move %d", p.SleepBefore)
		}
		for i, m := range p.Cartridge {
			if m.Before < -1 || m.Before > 2 || m.After < -1 || m.After > 2 || m.Step < dr2d.NoStep || m.Step > dr2d.Backward {
				t.Fatalf("move %d: %+v is no move of the sheet", i+1, m)
			}
			if p.SleepBefore > 0 && i+1 >= p.SleepBefore && m != (dr2d.Move{}) {
				t.Fatalf("move %d, %v, read past the sleep before move %d", i+1, m, p.SleepBefore)
			}
		}
		back, err := l.Program(l.Ticks(p))
		if err != nil || back != p {
			t.Fatalf("%+v filled in reads back as %+v, %v", p, back, err)
		}
	})
}

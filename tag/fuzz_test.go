package tag_test

import (
	"errors"
	"testing"

	"mecanoid/tag"
)

// FuzzParse: the text of any QR code the camera reads. It is ErrForeign
// (not ours) or ErrInvalid (ours, wrong), never both; or a payload that
// validates and is written exactly as read ("R:03" is not "R:3"). And as a
// sheet's code: ErrNotSheet for a piece's tag, or the sheet whose String is
// the text. Seeds: the tags of the bundled game's robots, laws, corners and
// sheets, the package's examples, and foreign codes.
func FuzzParse(f *testing.F) {
	for robot := 1; robot <= 4; robot++ {
		f.Add(tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: robot}.String())
		for turn := 1; turn <= 3; turn++ {
			f.Add(tag.SheetID{Game: tag.DR2D, Robot: robot, Turn: turn}.String())
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

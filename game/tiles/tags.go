package tiles

import (
	"strings"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/tag"
)

// TagCode is the game's code in its tags ("MC1:SIMU:R:3"): printed tags
// carry it, so it never changes.
const TagCode = "SIMU"

// The tags of SimulacreS at the table: each printed tile carries in J10 a
// tag (tag.Tile) numbering its print in the set, its top toward the tile's
// north, so that the camera reads which tile lies where and its diamond's
// way from the tag's corners; each character's figurine carries a
// figurine tag (tag.Figurine) with the character's number.
func init() {
	tag.RegisterGame(TagCode, "simulacres")
	tag.RegisterTitle(TagCode, "a SimulacreS tile world")
}

// tileOfTag is the print of set a tile tag names: the n-th of
// SetCopies (numbered from 1).
func tileOfTag(set *rules.Set, p tag.Payload) (rules.Copy, bool) {
	if p.Game != TagCode || p.Kind != tag.Tile || p.ID < 1 {
		return rules.Copy{}, false
	}
	for n, tc := range SetCopies(set) {
		if n+1 == p.ID {
			i, _ := set.Find(tc.Tile.Name)
			return rules.Copy{Tile: i, Copy: max(tc.Copy, 1)}, true
		}
	}
	return rules.Copy{}, false
}

// tileTagNumber is the number of the tag printed on the tile laid as pl.
func tileTagNumber(set *rules.Set, pl rules.Placed) int {
	for n, tc := range SetCopies(set) {
		if tc.Tile == set.Tiles[pl.Tile] && (tc.Copy == pl.Copy || tc.Copy == 0) {
			return n + 1
		}
	}
	return 0
}

// tileFacing is where a tile's diamond points given the angle its tag's top
// faces on the table (radians clockwise from north, tag.Angle).
func tileFacing(angle float64) rules.Dir {
	k, _ := tag.Sector(angle, 4)
	return rules.Dir(k)
}

// figurineTag is the tag of the i-th character's figurine (from 0).
func figurineTag(i int) tag.Payload {
	return tag.Payload{Game: TagCode, Kind: tag.Figurine, ID: i + 1}
}

// FigurineTagSize is the side of a character's tag, quiet zone included:
// on the figurine's top, about the 18 mm cell it stands on, and no smaller
// than a tag the camera reads (print.MinTagSize).
const FigurineTagSize = 16.0

// printFigurines adds the characters' figurine tags to doc, and says so.
func printFigurines(doc *print.PDF, s *rules.State, page print.Page) (string, error) {
	ts := print.TagSheets{Game: TagCode, Size: FigurineTagSize, Page: page}
	lo, hi := s.Bounds()
	ts.ViewW, ts.ViewH = float64(hi.X-lo.X+1)*rules.Side*DefaultTileCell, float64(hi.Y-lo.Y+1)*rules.Side*DefaultTileCell
	for _, ch := range s.Characters {
		ts.Figurines = append(ts.Figurines, ch.Name)
	}
	if err := print.PrintTags(doc, ts); err != nil {
		return "", err
	}
	return lang.Say().Sprintf(", %d figurine tag(s) of %g mm", len(ts.Figurines), ts.Size), nil
}

// tagWords say, after a print's summary, what size the tiles' tags are
// and the camera they need over the table named where.
func tagWords(cell, viewW, viewH float64, where string) string {
	size := cell * TileTagShare
	l := lang.Say()
	lines := print.NeedCamera(size, viewW, viewH).LinesIn(lang.User())
	s := "\n" + l.Sprintf("Each tile is %g mm square, its tag in J10 %.3g mm; for %s:", rules.Side*cell, size, where) + "\n  " + strings.Join(lines, "\n  ")
	if size < print.MinTagSize {
		s += "\n" + l.Sprintf("Tags under %g mm blur: print cells of at least %g mm for the camera.", print.MinTagSize, print.MinTagSize/TileTagShare)
	}
	return s
}

func init() {
	lang.Add(
		lang.Text{"a table of 3 x 3 tiles", "une table de 3 x 3 tuiles"},
		lang.Text{"the world as laid", "le monde tel que posé"},
		lang.Text{"Each tile is %g mm square, its tag in J10 %.3g mm; for %s:", "Chaque tuile fait %g mm de côté, son étiquette en J10 %.3g mm ; pour %s :"},
		lang.Text{"Tags under %g mm blur: print cells of at least %g mm for the camera.", "Les étiquettes de moins de %g mm sont floues : imprimez des cases d'au moins %g mm pour la caméra."},
	)
}

// Messages whose words follow a number, with their forms for one and for more.
func init() {
	lang.AddPlural(
		lang.Plural{Key: ", %d figurine tag(s) of %g mm", Arg: 1,
			En: ", %d figurine tag of %g mm|, %d figurine tags of %g mm",
			Fr: ", %d étiquette de figurine de %g mm|, %d étiquettes de figurine de %g mm"},
	)
}

package tiles

import (
	"fmt"
	"image"
	"io"
	"slices"

	rules "mecanoid/engine/tiles"
	"mecanoid/fault"
	"mecanoid/game"
	"mecanoid/internal/lang"
	"mecanoid/tag"
	"mecanoid/vision/synth"
)

// TableOptions are the options of a generated photo (GeneratePhoto)
// of world s laid on area a: each of its tiles within the area on its
// place, turned its way, and each character whose tile is there standing
// on its cell, its figurine tagged by its rank in a.Characters. The
// camera (Category, Size, Seed) and a hand are the caller's to choose.
// The demo and the tests photograph worlds so.
func TableOptions(a Area, s *rules.State) (PhotoOptions, error) {
	o := PhotoOptions{Set: s.Set, Cols: a.Cols, Rows: a.Rows, Cell: a.Cell, Markers: a.Markers, FigureTag: FigurineTagSize}
	prints := SetCopies(s.Set)
	for _, pl := range s.Tiles {
		if !a.Holds(pl.At) {
			continue
		}
		n := tileTagNumber(s.Set, pl)
		if n == 0 {
			return o, fmt.Errorf("tiles: no print of %s", s.Name(pl))
		}
		o.Tiles = append(o.Tiles, PhotoTile{Print: prints[n-1], Col: pl.At.X - a.Origin.X, Row: pl.At.Y - a.Origin.Y, Facing: pl.Facing})
	}
	for _, ch := range s.Characters {
		pl, ok := s.TileAt(ch.At)
		if !ok || !a.Holds(ch.At) {
			continue
		}
		id := slices.Index(a.Characters, ch.Name) + 1
		if id == 0 {
			return o, fmt.Errorf("tiles: %s is not a character of the area", ch.Name)
		}
		c := a.CellCentre(ch.At, ch.Cell, pl.Facing)
		o.Figurines = append(o.Figurines, PhotoFigurine{ID: id, Col: int(c.X/a.Cell) + 1, Row: int(c.Y/a.Cell) + 1})
	}
	return o, nil
}

const photoUsage = "tiles photo [--world NAME|WORLD.json] [--area CxR] [--origin X,Y] [--category easy] [--seed 1] [--size WxH] [--hand] -o table.jpg"

// tilesPhoto is `tiles photo`: a generated photo of the world laid on its
// play area, to try scan (and the camera's needs) without a table.
func tilesPhoto(args []string, stdout io.Writer) error {
	f := newAreaFlags("photo")
	out := f.fs.String("o", "table.jpg", "the photo to write (JPEG)")
	category := f.fs.String("category", "easy", "the kind of photo (vision/synth's categories: easy, perspective, lighting, ...)")
	seed := f.fs.Uint64("seed", 1, "the photo's seed")
	size := f.fs.String("size", "", "the frame, WxH (default: 2.4 px a module of the tags seen from above)")
	hand := f.fs.Bool("hand", false, "a hand laying the last tile")
	if err := f.parse(args); err != nil {
		return err
	}
	if f.fs.NArg() != 0 || *f.setFile != "" {
		return fault.New(fault.Usage, lang.Say().Sprintf("a photo is of a world: mecanoid %s", photoUsage))
	}
	cat, ok := synth.CategoryByName(*category)
	if !ok {
		return fault.New(fault.Usage, lang.Say().Sprintf("--category %q: not a kind of photo", *category))
	}
	_, world, a, err := f.table()
	if err != nil {
		return err
	}
	o, err := TableOptions(a, world)
	if err != nil {
		return err
	}
	o.Category, o.Seed, o.Hand, o.TagHeight = cat, *seed, *hand, *f.tagHeight
	o.Size = photoSize(a)
	if *size != "" {
		var w, h int
		if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 320 || h < 240 || w > 8000 || h > 8000 {
			return fault.New(fault.Usage, lang.Say().Sprintf("--size %q: want WxH (320x240 to 8000x8000)", *size))
		}
		o.Size = image.Pt(w, h)
	}
	ph, err := GeneratePhoto(o)
	if err != nil {
		return err
	}
	if err := game.WriteFile(*out, ph.JPEG); err != nil {
		return err
	}
	aw, ah := a.Size()
	_, err = lang.Say().Fprintf(stdout, "wrote %s: %s, %s and %s on a play area of %d x %d places (%g x %g mm) from place %s\n",
		*out, fmt.Sprintf("%dx%d", o.Size.X, o.Size.Y), lang.Say().Sprintf("%d tiles", len(o.Tiles)), lang.Say().Sprintf("%d figurines", len(o.Figurines)), a.Cols, a.Rows, aw, ah, a.Origin.String())
	return err
}

// photoSize is a 4:3 frame that sees area a, markers included, from
// above at some 2.4 px a module of the tiles' tags.
func photoSize(a Area) image.Point {
	aw, ah := a.Size()
	m := 2 * a.Markers.Margin()
	pxMM := 2.4 / tag.ModuleSize(TileTagSize(a.Cell)) / 0.88 // the frame's fill
	w := max((aw+m)*pxMM, (ah+m)*pxMM*4/3)
	w = min(max(w, 640), 8000)
	return image.Pt(int(w), int(w*3/4))
}

func init() {
	lang.Add(
		lang.Text{"a photo is of a world: mecanoid %s", "une photo est celle d'un monde : mecanoid %s"},
		lang.Text{"--category %q: not a kind of photo", "--category %q : pas un genre de photo"},
		lang.Text{"--size %q: want WxH (320x240 to 8000x8000)", "--size %q : il faut LxH (320x240 à 8000x8000)"},
		lang.Text{"wrote %s: %s, %s and %s on a play area of %d x %d places (%g x %g mm) from place %s\n",
			"%s écrit : %s, %s et %s sur une aire de jeu de %d x %d emplacements (%g x %g mm) depuis l'emplacement %s\n"},
	)
	lang.AddPlural(lang.Plural{Key: "%d figurines", Arg: 1, En: "%d figurine|%d figurines", Fr: "%d figurine|%d figurines"})
}

package tiles

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"strings"

	rules "mecanoid/engine/tiles"
	"mecanoid/fault"
	"mecanoid/game"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/vision"
)

// `tiles scan PHOTO`: what the camera reads of a SimulacreS table, in the
// world's terms (which tile on which place facing which way, each
// character's cell), or why the photo is to be taken again (exit 3).

const scanUsage = "tiles scan PHOTO [--world NAME|WORLD.json | --set FILE [--chars NAME,...]] [--area CxR] [--origin X,Y] [--cell 18] [--tag-height 30] [--json]"

// areaFlags are what scan and photo need to know of the table: the
// world (or the set), the play area and where it lies in the world.
type areaFlags struct {
	*tilesFlags
	setFile, chars, area, origin *string
	cell, tagHeight              *float64
}

func newAreaFlags(name string) *areaFlags {
	f := &areaFlags{tilesFlags: newTilesFlags(name)}
	f.setFile = f.fs.String("set", "", "the tile set file (instead of a world)")
	f.chars = f.fs.String("chars", "", "with --set: the characters' names, figurine 1 first")
	f.area = f.fs.String("area", "", "the play area in places, CxR (default: the world and the places round it)")
	f.origin = f.fs.String("origin", "", "the world's place of the area's north-west place, X,Y (default: with --area, the world's north-west place; else 0,0)")
	f.cell = f.fs.Float64("cell", DefaultTileCell, "the printed cell, mm")
	f.tagHeight = f.fs.Float64("tag-height", vision.DefaultTagHeight, "the figurines' tags above the table, mm")
	return f
}

// table is the set, the world (nil with --set) and the play area the
// flags say.
func (f *areaFlags) table() (*rules.Set, *rules.State, Area, error) {
	set, world, err := scanWorld(f.tilesFlags, *f.setFile)
	if err != nil {
		return nil, nil, Area{}, err
	}
	var a Area
	switch {
	case world != nil && *f.area == "":
		a, err = AreaOf(world, *f.cell)
	default:
		cols, rows := 3, 3
		if *f.area != "" {
			if cols, rows, err = ParseArea(*f.area); err != nil {
				return nil, nil, Area{}, err
			}
		}
		origin := rules.Pos{}
		if world != nil {
			origin, _ = world.Bounds()
		}
		a, err = NewArea(cols, rows, origin, *f.cell)
		if world != nil {
			for _, ch := range world.Characters {
				a.Characters = append(a.Characters, ch.Name)
			}
		}
	}
	if err != nil {
		return nil, nil, Area{}, err
	}
	if *f.origin != "" {
		p, err := rules.ParsePos(*f.origin)
		if err != nil {
			return nil, nil, Area{}, fault.New(fault.Usage, rules.Reason(err))
		}
		a.Origin = p
	}
	if world == nil && *f.chars != "" {
		a.Characters = strings.Split(*f.chars, ",")
	}
	return set, world, a, nil
}

func tilesScan(args []string, stdout io.Writer) error {
	f := newAreaFlags("scan")
	asJSON := f.fs.Bool("json", false, "print JSON")
	if err := f.parse(args); err != nil {
		return err
	}
	if f.fs.NArg() != 1 {
		return fault.New(fault.Usage, lang.Say().Sprintf("want one photo: mecanoid %s", scanUsage))
	}
	img, err := game.ReadPhoto(f.fs.Arg(0))
	if err != nil {
		return err
	}
	set, world, a, err := f.table()
	if err != nil {
		return err
	}
	sc := a.Scanner(*f.tagHeight)
	if world != nil {
		a.Expecting(sc, world)
	}
	st, scanErr := sc.Scan(img)
	if st == nil {
		return fault.E(fault.Input, scanErr) // nothing read: no photo of a table
	}
	seen, problems := a.ReadScan(set, st, scanErr)
	l := lang.Say()
	var out bytes.Buffer
	if *asJSON {
		writeSeenJSON(&out, set, seen, problems, l)
	} else {
		writeSeenText(&out, set, seen, l)
	}
	if _, err := stdout.Write(out.Bytes()); err != nil {
		return err
	}
	if len(problems) == 0 {
		return nil
	}
	says := make([]string, len(problems))
	for i, p := range problems {
		says[i] = referee.SayScanProblem(l, p)
	}
	return fault.New(fault.Rescan, l.Sprintf("%s: take the photo again:", f.fs.Arg(0))+"\n  "+strings.Join(says, "\n  "))
}

// scanWorld is the set a scan reads tiles of, and the world when one is
// named (a world file, or one kept in the journal).
func scanWorld(f *tilesFlags, setFile string) (*rules.Set, *rules.State, error) {
	if setFile != "" {
		data, err := os.ReadFile(setFile)
		if err != nil {
			return nil, nil, fault.E(fault.Input, err)
		}
		set, err := rules.ParseSet(setFile, data, os.ReadFile)
		return set, nil, err
	}
	if strings.HasSuffix(*f.world, ".json") {
		data, err := os.ReadFile(*f.world)
		if err != nil {
			return nil, nil, fault.E(fault.Input, err)
		}
		w, err := rules.ParseWorld(*f.world, data, os.ReadFile)
		if err != nil {
			return nil, nil, err
		}
		states, _, err := w.Replay()
		if err != nil {
			return nil, nil, err
		}
		s := states[len(states)-1]
		return s.Set, s, nil
	}
	j, r, err := openWorld(f)
	if err != nil {
		return nil, nil, err
	}
	defer j.Close()
	s := r.Last()
	return s.Set, s, nil
}

// writeSeenText says the table read: a tile a line, then a character a
// line.
func writeSeenText(w io.Writer, set *rules.Set, seen Seen, l *lang.Printer) {
	for _, t := range seen.Tiles {
		l.Fprintf(w, "tile %-22s at %-6s diamond %s\n", copyName(set, t.Copy), t.At.String(), tilesDir(l, t.Facing.String()))
	}
	for _, c := range seen.Characters {
		l.Fprintf(w, "%-10s on %s\n", c.Name, tilesWhere(l, &c.Where))
	}
}

// seenJSON is a scan's table as JSON: names and places as world files
// write them.
type seenJSON struct {
	Tiles      []seenTileJSON `json:"tiles"`
	Characters []seenCharJSON `json:"characters"`
	Problems   []string       `json:"problems,omitempty"`
}

type seenTileJSON struct {
	Tile   string    `json:"tile"`
	Copy   int       `json:"copy"`
	At     rules.Pos `json:"at"`
	Facing string    `json:"facing"`
}

type seenCharJSON struct {
	Name string    `json:"name"`
	At   rules.Pos `json:"at"`
	Cell string    `json:"cell"`
}

func writeSeenJSON(w io.Writer, set *rules.Set, seen Seen, problems []vision.Problem, l *lang.Printer) {
	out := seenJSON{Tiles: []seenTileJSON{}, Characters: []seenCharJSON{}}
	for _, t := range seen.Tiles {
		out.Tiles = append(out.Tiles, seenTileJSON{Tile: set.Tiles[t.Copy.Tile].Name, Copy: t.Copy.Copy, At: t.At, Facing: t.Facing.String()})
	}
	for _, c := range seen.Characters {
		out.Characters = append(out.Characters, seenCharJSON{Name: c.Name, At: c.Where.At, Cell: c.Where.Cell.String()})
	}
	for _, p := range problems {
		out.Problems = append(out.Problems, referee.SayScanProblem(l, p))
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	_ = enc.Encode(out) // into a buffer
}

func init() {
	lang.Add(
		lang.Text{"want one photo: mecanoid %s", "il faut une photo : mecanoid %s"},
		lang.Text{"%s: take the photo again:", "%s : reprenez la photo :"},
		lang.Text{"tile %-22s at %-6s diamond %s\n", "tuile %-22s en %-6s losange %s\n"},
		lang.Text{"%-10s on %s\n", "%-10s sur %s\n"},
	)
}

// The flags of scan, photo and print --area, as the help says them.
func init() {
	lang.Add(
		lang.Text{"the tile set file (instead of a world)", "le fichier du jeu de tuiles (au lieu d'un monde)"},
		lang.Text{"with --set: the characters' names, figurine 1 first", "avec --set : les noms des personnages, figurine 1 d'abord"},
		lang.Text{"the play area in places, CxR (default: the world and the places round it)", "l'aire de jeu en emplacements, CxR (par défaut : le monde et les emplacements autour)"},
		lang.Text{"the world's place of the area's north-west place, X,Y (default: with --area, the world's north-west place; else 0,0)",
			"l'emplacement du monde de l'emplacement nord-ouest de l'aire, X,Y (par défaut : avec --area, l'emplacement nord-ouest du monde ; sinon 0,0)"},
		lang.Text{"the printed cell, mm", "la case imprimée, mm"},
		lang.Text{"the figurines' tags above the table, mm", "hauteur des étiquettes des figurines au-dessus de la table, mm"},
		lang.Text{"the photo to write (JPEG)", "la photo à écrire (JPEG)"},
		lang.Text{"the kind of photo (vision/synth's categories: easy, perspective, lighting, ...)", "le genre de photo (les catégories de vision/synth : easy, perspective, lighting...)"},
		lang.Text{"the photo's seed", "la graine de la photo"},
		lang.Text{"the frame, WxH (default: 2.4 px a module of the tags seen from above)", "l'image, LxH (par défaut : 2,4 px par module des étiquettes vues d'au-dessus)"},
		lang.Text{"a hand laying the last tile", "une main qui pose la dernière tuile"},
		lang.Text{"print only the corner markers of a play area of CxR places, e.g. 3x2", "imprimer seulement les repères de coin d'une aire de jeu de CxR emplacements, par ex. 3x2"},
	)
}

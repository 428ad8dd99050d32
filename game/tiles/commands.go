package tiles

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"mecanoid/game"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/lang"
	"mecanoid/referee/session"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	rules "mecanoid/engine/tiles"
	"mecanoid/fault"
	"mecanoid/journal"
	"mecanoid/print"
)

func init() {
	game.Register(game.Game{Name: rules.GameName, Title: "SimulacreS tile worlds", Aliases: []string{Kind},
		Referee: runRefereeTiles, RefereeUsage: RefereeTilesUsage, Demo: runDemoTiles,
		Sentinels: map[error]fault.Kind{rules.ErrSyntax: fault.Parse, rules.ErrSetup: fault.Setup,
			rules.ErrInput: fault.Rule}, // an action the rules refuse
		Resolve: func(name string, data []byte, o game.ResolveOptions, w io.Writer) error {
			return resolveTiles(name, data, o.JSON, w, lang.Say())
		},
		Export: exportWorld,
		Commands: []game.Command{{Name: "tiles", Usage: "tiles new|move|reveal|plan|hiatus|join|add|show|log|pile|worlds|save|load|export|print|scan|photo ...:\n" +
			"      SimulacreS tile worlds, kept in the journal (docs/rules-tiles.md, docs/tiles-format.md)",
			Run: runTiles, Short: "SimulacreS tile worlds, kept in the journal (docs/rules-tiles.md, docs/tiles-format.md)", Long: tilesUsage, Verbs: []string{"new", "move", "reveal", "plan", "hiatus", "join", "add", "show", "log", "pile", "worlds", "save", "load", "export", "print", "scan", "photo"}}}})
}

// exportWorld writes a kept world as its world file (its setup, the set
// inline, and every step), checked by replaying it against the worlds
// kept: what mecanoid export and replay give of a world the referee or
// the tiles command kept.
func exportWorld(j *journal.Journal, info journal.GameInfo) ([]byte, error) {
	if _, err := ResumeWorld(j, info.Name); err != nil {
		return nil, err
	}
	wf, err := WorldFile(j, info.ID)
	if err != nil {
		return nil, err
	}
	data, err := json.MarshalIndent(wf, "", "  ")
	return append(data, '\n'), err
}

const tilesUsage = `mecanoid tiles COMMAND [arguments] [--journal FILE] [--world NAME]
  new [WORLD.json] [--set FILE] [--seed N] [--dice d4|d6|2d6] [--start TILE] [--facing N|E|S|W]
      [--char NAME[@CELL]]... [--name NAME]      start a world (the first tile drawn unless --start)
  move CHAR DIR [STEPS] | move CHAR CELL          walk N/E/S/W, or to a cell of the character's tile
  reveal X,Y                                      a divination fills a place
  plan CHAR X,Y TILE [FACING]                     a character's plan says what lies at X,Y
  hiatus X,Y CHAR|failed                          settle a Hiatus: whose plan wins, or it failed
  join CHAR X,Y [CELL]                            a character enters the world
  add --set FILE                                  new tiles for the pile; empty places reopen
  show [WORLD.json] [--json] [--no-map] [--svg FILE] [--html FILE]
                                                  the world, the characters, what waits; drawn
                                                  (SVG, or a page with the characters and legend)
  log                                             every step with its events and dice
  pile                                            the tiles left to draw, numbered as the draw die
  worlds                                          the worlds in the journal (the current one last)
  save [NAME]                                     keep a copy of the current world under a name
  load NAME|ID                                    make a stored world the current one
  export [-o FILE]                                the world as a world file (mecanoid resolve plays it)
  print [--set FILE] [--cell MM] [--layout-only] [-o tiles.pdf]   tiles at true scale, and the layout
  print --area CxR [-o area.pdf]                  the corner markers of a play area of C x R places
  scan PHOTO [--world NAME|WORLD.json | --set FILE [--chars A,B]] [--area CxR] [--origin X,Y] [--json]
                                                  the tiles and characters a photo of the table shows
                                                  (exit 3: take the photo again, each problem said)
  photo [--area CxR] [--origin X,Y] [--category easy] [--seed N] [--hand] [-o table.jpg]
                                                  a generated photo of the world laid on the table`

func runTiles(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return fault.New(fault.Usage, "usage: "+tilesUsage)
	}
	sub, rest := args[0], args[1:]
	switch sub {
	case "new":
		return tilesNew(rest, stdout)
	case "move", "reveal", "plan", "hiatus", "join", "add":
		return tilesAct(sub, rest, stdout)
	case "show", "log", "pile", "export":
		return tilesLook(sub, rest, stdout)
	case "worlds":
		return tilesWorlds(rest, stdout)
	case "save", "load":
		return tilesSaveLoad(sub, rest, stdout)
	case "print":
		return tilesPrint(rest, stdout)
	case "scan":
		return tilesScan(rest, stdout)
	case "photo":
		return tilesPhoto(rest, stdout)
	case "help", "-h", "--help":
		_, err := fmt.Fprintln(stdout, "usage: "+tilesUsage)
		return err
	}
	return fault.Errorf(fault.Usage, "unknown tiles command %q; usage: %s", sub, tilesUsage)
}

// placeArg is a place such as -1,0: an argument, not a flag.
var placeArg = regexp.MustCompile(`^-?\d+,-?\d+$`)

type tilesFlags struct {
	fs      *flag.FlagSet
	journal *string
	world   *string
}

func newTilesFlags(name string) *tilesFlags {
	fs := flag.NewFlagSet("tiles "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return &tilesFlags{fs: fs, journal: session.JournalFlag(fs),
		world: fs.String("world", "", "the world (its name or ID; default: the current one)")}
}

func (f *tilesFlags) parse(args []string) error {
	if err := cliflag.Parse(f.fs, cliflag.ReorderKeeping(f.fs, args, placeArg)); err != nil {
		return fault.Errorf(fault.Usage, "%w; usage: %s", err, tilesUsage)
	}
	return nil
}

// tilesJournalError gives the journal's errors their kind. A world or a
// name that is not there is bad input, and so is what journalError says is
// (a file that is no journal, a stored world the engine refuses); the rest
// is the journal's failure, even when it wraps an engine's error (a new
// world's setup refused as a record).
func tilesJournalError(err error) error {
	if errors.Is(err, ErrUnknownWorld) || errors.Is(err, journal.ErrGameName) {
		return fault.E(fault.Input, err)
	}
	if bad := session.JournalError(err); errors.As(bad, new(*fault.Error)) {
		return bad
	}
	return fault.E(fault.Journal, err)
}

type charFlags []string

func (c *charFlags) String() string     { return strings.Join(*c, ",") }
func (c *charFlags) Set(v string) error { *c = append(*c, v); return nil }

func tilesNew(args []string, stdout io.Writer) error {
	f := newTilesFlags("new")
	setFile := f.fs.String("set", "", "the tile set file")
	seed := f.fs.String("seed", "", "the seed of the draws (default: from the clock, printed)")
	dice := f.fs.String("dice", "", "how orientations are rolled: d4, d6 (5 and 6 rolled again) or 2d6 (chance and misfortune)")
	start := f.fs.String("start", "", "the first tile, at 0,0 (default: drawn)")
	facing := f.fs.String("facing", "", "the first tile's orientation (default: rolled)")
	name := f.fs.String("name", "", "the world's name (default: tiles-DATE-N)")
	var chars charFlags
	f.fs.Var(&chars, "char", "a character, `NAME` or NAME@CELL, on the first tile (repeat for each)")
	if err := f.parse(args); err != nil {
		return err
	}
	var wf rules.WorldFile
	base := "world"
	switch {
	case f.fs.NArg() > 1:
		return fault.New(fault.Usage, "want at most one world file: mecanoid tiles new [WORLD.json] [--set FILE] ...")
	case f.fs.NArg() == 1:
		base = f.fs.Arg(0)
		data, err := os.ReadFile(base)
		if err != nil {
			return fault.E(fault.Input, err)
		}
		w, err := rules.ParseWorld(base, data, os.ReadFile)
		if err != nil {
			return err
		}
		wf = w.File
		if *setFile != "" || *start != "" || *facing != "" || len(chars) > 0 {
			return fault.New(fault.Usage, "a world file says its set, start and characters: give only --seed, --dice, --name with it")
		}
	case *setFile == "":
		return fault.New(fault.Usage, "give a world file or --set FILE: mecanoid tiles new --set worlds/valdor.tiles --char Aldo --char Béa")
	default:
		wf.Set = *setFile
		if *start != "" {
			wf.Start = []rules.StartJSON{{Tile: *start, Facing: *facing}}
		} else if *facing != "" {
			return fault.New(fault.Usage, "--facing goes with --start")
		}
		if len(chars) == 0 {
			return fault.New(fault.Usage, "who plays? --char NAME (or NAME@CELL), once per character")
		}
		for _, c := range chars {
			n, cell, _ := strings.Cut(c, "@")
			wf.Characters = append(wf.Characters, rules.CharacterJSON{Name: n, Cell: cell})
		}
	}
	if *dice != "" {
		wf.Dice = *dice
	}
	seedSet := *seed != ""
	if seedSet {
		n, err := strconv.ParseUint(*seed, 10, 64)
		if err != nil {
			return fault.Errorf(fault.Usage, "--seed %q: a whole number 0..%d", *seed, uint64(1<<64-1))
		}
		wf.Seed = n
	} else if f.fs.NArg() == 0 {
		wf.Seed = uint64(time.Now().UnixNano()) % 1000000
	}
	inputs := wf.Inputs
	wf.Inputs = nil
	data, _ := json.Marshal(wf)
	w, err := rules.ParseWorld(base, data, os.ReadFile)
	if err != nil {
		return err
	}
	j, err := journal.OpenJournal(session.JournalPath(*f.journal))
	if err != nil {
		return fault.E(fault.Input, err) // the file named cannot serve as a journal
	}
	defer j.Close()
	setup := w.File
	info, err := NewWorld(j, *name, setup)
	if err != nil {
		return tilesJournalError(err)
	}
	var out bytes.Buffer
	lang.Say().Fprintf(&out, "World %s in %s: seed %s, orientation by %s, %d tile(s) to draw from\n", info.Name, j.Path(), fmt.Sprint(setup.Seed), w.Setup.Dice, w.Setup.Set.Count())
	out.WriteString(tilesEventsText(lang.Say(), w.SetupEvents))
	s := w.Setup
	for i, in := range inputs {
		next, evs, err := rules.Apply(s, in)
		if err != nil {
			return w.InputError(i, err)
		}
		if err := AddStep(j, info.ID, next.Step, in, next.JSON()); err != nil {
			return tilesJournalError(err)
		}
		lang.Say().Fprintf(&out, "Step %d: %s\n%s", next.Step, tilesInputText(lang.Say(), in), tilesEventsText(lang.Say(), evs))
		s = next
	}
	out.WriteString(tilesStateText(lang.Say(), s) + rules.Map(s))
	_, err = stdout.Write(out.Bytes())
	return err
}

// openWorld opens the journal and resumes the world --world names.
func openWorld(f *tilesFlags) (*journal.Journal, *ResumedWorld, error) {
	j, err := session.OpenJournalToWrite(*f.journal)
	if err != nil {
		return nil, nil, err
	}
	r, err := ResumeWorld(j, *f.world)
	if err != nil {
		j.Close()
		return nil, nil, tilesJournalError(err)
	}
	return j, r, nil
}

func parsePlace(s string) (*rules.Pos, error) {
	p, err := rules.ParsePos(s)
	if err != nil {
		return nil, fault.New(fault.Usage, rules.Reason(err))
	}
	return &p, nil
}

// tilesInput turns a command line into an Input.
func tilesInput(sub string, args []string, setFile string) (rules.Input, error) {
	in := rules.Input{Do: sub}
	want := func(lo, hi int, usage string) error {
		if len(args) < lo || len(args) > hi {
			return fault.New(fault.Usage, "usage: mecanoid tiles "+usage)
		}
		return nil
	}
	var err error
	switch sub {
	case "move":
		if err := want(2, 3, "move CHAR DIR [STEPS] | move CHAR CELL"); err != nil {
			return in, err
		}
		in.Character = args[0]
		if _, ok := rules.ParseDir(args[1]); ok && !strings.ContainsAny(args[1], "0123456789") {
			in.Dir = args[1]
			if len(args) == 3 {
				if in.Steps, err = strconv.Atoi(args[2]); err != nil || in.Steps < 1 {
					return in, fault.Errorf(fault.Usage, "steps %q: a number from 1", args[2])
				}
			}
		} else {
			if len(args) == 3 {
				return in, fault.New(fault.Usage, "usage: mecanoid tiles move CHAR CELL (no steps with a cell)")
			}
			in.To = args[1]
		}
	case "reveal":
		if err := want(1, 1, "reveal X,Y"); err != nil {
			return in, err
		}
		in.At, err = parsePlace(args[0])
	case "plan":
		if err := want(3, 4, "plan CHAR X,Y TILE [FACING] (quote a name with spaces)"); err != nil {
			return in, err
		}
		in.Character, in.Tile = args[0], args[2]
		if len(args) == 4 {
			in.Facing = args[3]
		}
		in.At, err = parsePlace(args[1])
	case "hiatus":
		if err := want(2, 2, "hiatus X,Y CHAR|failed"); err != nil {
			return in, err
		}
		if strings.EqualFold(args[1], "failed") {
			in.Failed = true
		} else {
			in.Winner = args[1]
		}
		in.At, err = parsePlace(args[0])
	case "join":
		if err := want(2, 3, "join CHAR X,Y [CELL]"); err != nil {
			return in, err
		}
		in.Character = args[0]
		if len(args) == 3 {
			in.To = args[2]
		}
		in.At, err = parsePlace(args[1])
	case "add":
		if err := want(0, 0, "add --set FILE"); err != nil {
			return in, err
		}
		if setFile == "" {
			return in, fault.New(fault.Usage, "usage: mecanoid tiles add --set FILE")
		}
		data, rerr := os.ReadFile(setFile)
		if rerr != nil {
			return in, fault.E(fault.Input, rerr)
		}
		set, perr := rules.ParseSet(setFile, data, os.ReadFile)
		if perr != nil {
			return in, perr
		}
		in.Tiles = rules.SetLines(set)
	}
	return in, err
}

func tilesAct(sub string, args []string, stdout io.Writer) error {
	f := newTilesFlags(sub)
	var setFile *string
	if sub == "add" {
		setFile = f.fs.String("set", "", "the new tiles' set file")
	} else {
		setFile = new(string)
	}
	showMap := f.fs.Bool("map", false, "draw the world's map after the events")
	if err := f.parse(args); err != nil {
		return err
	}
	in, err := tilesInput(sub, f.fs.Args(), *setFile)
	if err != nil {
		return err
	}
	j, r, err := openWorld(f)
	if err != nil {
		return err
	}
	defer j.Close()
	next, evs, err := rules.Apply(r.Last(), in)
	if err != nil {
		return err
	}
	if err := AddStep(j, r.Info.ID, next.Step, in, next.JSON()); err != nil {
		return tilesJournalError(err)
	}
	var out bytes.Buffer
	lang.Say().Fprintf(&out, "%s, step %d: %s\n%s", r.Info.Name, next.Step, tilesInputText(lang.Say(), in), tilesEventsText(lang.Say(), evs))
	for i := range next.Characters {
		out.WriteString("  " + tilesCharacterLine(lang.Say(), next, i) + "\n")
	}
	for _, h := range next.Hiatus {
		lang.Say().Fprintf(&out, "  Hiatus waits at %v: mecanoid tiles hiatus %v CHAR|failed\n", h.At, h.At)
	}
	if *showMap {
		out.WriteString(rules.Map(next))
	}
	_, err = stdout.Write(out.Bytes())
	return err
}

func tilesLook(sub string, args []string, stdout io.Writer) error {
	f := newTilesFlags(sub)
	asJSON := f.fs.Bool("json", false, "print the world as JSON")
	noMap := f.fs.Bool("no-map", false, "leave out the map")
	outFile := f.fs.String("o", "", "export: write the world file here (default: standard output)")
	svgFile := f.fs.String("svg", "", "show: write the world drawn (SVG) to this file")
	htmlFile := f.fs.String("html", "", "show: write a page with the world drawn, its characters and legend to this file")
	if err := f.parse(args); err != nil {
		return err
	}
	if sub == "show" && f.fs.NArg() == 1 {
		return showWorldFile(f.fs.Arg(0), *svgFile, *htmlFile, *asJSON, *noMap, stdout)
	}
	if f.fs.NArg() != 0 {
		return fault.New(fault.Usage, "usage: mecanoid tiles "+sub+" [--journal FILE] [--world NAME]")
	}
	if sub != "show" && (*svgFile != "" || *htmlFile != "") {
		return fault.New(fault.Usage, "--svg and --html go with tiles show")
	}
	j, r, err := openWorld(f)
	if err != nil {
		return err
	}
	defer j.Close()
	s := r.Last()
	var out bytes.Buffer
	switch sub {
	case "show":
		if *svgFile != "" || *htmlFile != "" {
			return writeDrawing(r.Info.Name, s, *svgFile, *htmlFile, stdout)
		}
		if *asJSON {
			enc := json.NewEncoder(&out)
			enc.SetIndent("", "  ")
			enc.SetEscapeHTML(false)
			if err := enc.Encode(s.JSON()); err != nil {
				return err
			}
			break
		}
		lang.Say().Fprintf(&out, "World %s (%s), ", r.Info.Name, j.Path())
		out.WriteString(tilesStateText(lang.Say(), s))
		if !*noMap {
			out.WriteString(rules.Map(s))
		}
	case "log":
		lang.Say().Fprintf(&out, "World %s (%s)\nSetup\n%s", r.Info.Name, j.Path(), tilesEventsText(lang.Say(), r.Events[0]))
		for i, in := range r.World.Inputs {
			lang.Say().Fprintf(&out, "Step %d: %s\n%s", i+1, tilesInputText(lang.Say(), in), tilesEventsText(lang.Say(), r.Events[i+1]))
		}
	case "pile":
		pile := s.Pile()
		lang.Say().Fprintf(&out, "%d tile(s) left to draw: a draw rolls a d%d and takes that number\n", len(pile), len(pile))
		for i, c := range pile {
			t := s.Set.Tiles[c.Tile]
			name := t.Name
			if t.Copies > 1 {
				name = fmt.Sprintf("%s #%d", t.Name, c.Copy)
			}
			lang.Say().Fprintf(&out, "  %2d  %-24s realm %s\n", i+1, name, t.Realm)
		}
	case "export":
		wf := r.World.File
		wf.Inputs = r.World.Inputs
		data, err := wf.LaidOut()
		if err != nil {
			return err
		}
		if *outFile != "" {
			if err := game.WriteFile(*outFile, data); err != nil {
				return err
			}
			_, err = lang.Say().Fprintf(stdout, "wrote %s: world %s, %d step(s)\n", *outFile, r.Info.Name, len(wf.Inputs))
			return err
		}
		out.Write(data)
	}
	_, err = stdout.Write(out.Bytes())
	return err
}

func tilesWorlds(args []string, stdout io.Writer) error {
	f := newTilesFlags("worlds")
	if err := f.parse(args); err != nil {
		return err
	}
	j, err := session.OpenJournal(*f.journal)
	if err != nil {
		return err
	}
	defer j.Close()
	ws, err := Worlds(j)
	if err != nil {
		return tilesJournalError(err)
	}
	if len(ws) == 0 {
		_, err := lang.Say().Fprintf(stdout, "no tile worlds in %s\n", j.Path())
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	lang.Say().Fprintf(tw, "ID\tNAME\tCREATED\tSTEPS\t\n")
	for i, w := range ws {
		cur := ""
		if i == len(ws)-1 {
			cur = lang.Say().Sprintf("current")
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%s\n", w.ID, w.Name, w.Created.Local().Format("2006-01-02 15:04"), w.Steps, cur)
	}
	return tw.Flush()
}

func tilesSaveLoad(sub string, args []string, stdout io.Writer) error {
	f := newTilesFlags(sub)
	if err := f.parse(args); err != nil {
		return err
	}
	if sub == "load" {
		if f.fs.NArg() != 1 {
			return fault.New(fault.Usage, "usage: mecanoid tiles load NAME|ID")
		}
		*f.world = f.fs.Arg(0)
	} else if f.fs.NArg() > 1 {
		return fault.New(fault.Usage, "usage: mecanoid tiles save [NAME] (quote a name with spaces)")
	}
	j, r, err := openWorld(f)
	if err != nil {
		return err
	}
	defer j.Close()
	var out bytes.Buffer
	if sub == "save" {
		info, err := CopyWorld(j, r.Info.ID, f.fs.Arg(0))
		if err != nil {
			return tilesJournalError(err)
		}
		lang.Say().Fprintf(&out, "saved world %s as %s (%d step(s)) in %s; play goes on in %s; mecanoid tiles load %q comes back to it\n",
			r.Info.Name, info.Name, info.Steps, j.Path(), r.Info.Name, info.Name)
	} else {
		if err := UseWorld(j, r.Info.ID); err != nil {
			return tilesJournalError(err)
		}
		s := r.Last()
		lang.Say().Fprintf(&out, "World %s (%s) is the current world, ", r.Info.Name, j.Path())
		out.WriteString(tilesStateText(lang.Say(), s) + rules.Map(s))
	}
	_, err = stdout.Write(out.Bytes())
	return err
}

func tilesPrint(args []string, stdout io.Writer) error {
	o := game.NewOutput("tiles", "tiles.pdf")
	journalFile := session.JournalFlag(o.FS)
	world := o.FS.String("world", "", "the world (default: the current one)")
	setFile := o.FS.String("set", "", "print every tile of this set (every print of a generic tile) instead of a world")
	cell := o.FS.Float64("cell", DefaultTileCell, "side of a cell, mm")
	layoutOnly := o.FS.Bool("layout-only", false, "print only the world's layout sheet")
	area := o.FS.String("area", "", "print only the corner markers of a play area of CxR places, e.g. 3x2")
	if err := o.Parse(args, 0, "tiles print [--set FILE] [--cell 18] [--layout-only] [--area CxR] [--world NAME] [--paper a4|letter] [-o tiles.pdf] [--printer NAME]"); err != nil {
		return err
	}
	page, err := o.Page()
	if err != nil {
		return err
	}
	opt := DefaultTilePrint()
	opt.Cell, opt.Page = *cell, page
	if err := opt.Check(); err != nil {
		return fault.E(fault.Usage, err)
	}
	if *area != "" {
		return printAreaSheet(o, *area, opt.Cell, page, stdout)
	}
	if *setFile != "" {
		data, err := os.ReadFile(*setFile)
		if err != nil {
			return fault.E(fault.Input, err)
		}
		set, err := rules.ParseSet(*setFile, data, os.ReadFile)
		if err != nil {
			return err
		}
		doc := print.NewPDF("mecanoid tiles: " + set.Name)
		list := SetCopies(set)
		if err := PrintTiles(doc, set, list, opt); err != nil {
			return fault.E(fault.Usage, err)
		}
		side := 3 * rules.Side * opt.Cell // a small world of 3 x 3 tiles
		return o.Deliver(doc, stdout, lang.Say().Sprintf("%d tile print(s) of %s, cells of %g mm", len(list), *setFile, opt.Cell)+
			tagWords(opt.Cell, side, side, lang.Say().Sprintf("a table of 3 x 3 tiles")))
	}
	f := &tilesFlags{journal: journalFile, world: world}
	j, r, err := openWorld(f)
	if err != nil {
		return err
	}
	defer j.Close()
	s := r.Last()
	doc := print.NewPDF("mecanoid tiles: " + r.Info.Name)
	if err := LayoutSheet(doc, s, page, lang.Say().Sprintf("World %s, step %d", r.Info.Name, s.Step)); err != nil {
		return fault.E(fault.Usage, err)
	}
	what := lang.Say().Sprintf("the layout")
	if !*layoutOnly {
		list := PlacedCopies(s)
		if err := PrintTiles(doc, s.Set, list, opt); err != nil {
			return fault.E(fault.Usage, err)
		}
		what = lang.Say().Sprintf("the layout and the %d placed tile(s), cells of %g mm", len(list), opt.Cell)
		if len(s.Characters) > 0 {
			figs, err := printFigurines(doc, s, page)
			if err != nil {
				return fault.E(fault.Usage, err)
			}
			what += figs
		}
		lo, hi := s.Bounds()
		what += tagWords(opt.Cell, float64(hi.X-lo.X+1)*rules.Side*opt.Cell, float64(hi.Y-lo.Y+1)*rules.Side*opt.Cell,
			lang.Say().Sprintf("the world as laid"))
	}
	return o.Deliver(doc, stdout, lang.Say().Sprintf("world %s: %s", r.Info.Name, what))
}

// showWorldFile shows the world a world file plays to, without the
// journal: as text, JSON, or drawn.
func showWorldFile(file, svgFile, htmlFile string, asJSON, noMap bool, stdout io.Writer) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return fault.E(fault.Input, err)
	}
	w, err := rules.ParseWorld(file, data, os.ReadFile)
	if err != nil {
		return err
	}
	states, _, err := w.Replay()
	if err != nil {
		return err
	}
	s := states[len(states)-1]
	name := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	if svgFile != "" || htmlFile != "" {
		return writeDrawing(name, s, svgFile, htmlFile, stdout)
	}
	var out bytes.Buffer
	if asJSON {
		enc := json.NewEncoder(&out)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(s.JSON()); err != nil {
			return err
		}
	} else {
		lang.Say().Fprintf(&out, "World %s (%s), ", name, file)
		out.WriteString(tilesStateText(lang.Say(), s))
		if !noMap {
			out.WriteString(rules.Map(s))
		}
	}
	_, err = stdout.Write(out.Bytes())
	return err
}

// writeDrawing writes the world drawn in the user's language: the SVG
// alone, and/or a page with its title, characters and legend.
func writeDrawing(name string, s *rules.State, svgFile, htmlFile string, stdout io.Writer) error {
	l := lang.Say()
	v := worldView(name, s, l)
	for _, o := range []struct {
		file string
		data []byte
	}{{svgFile, []byte(standaloneSVG(v.Board))}, {htmlFile, []byte(viewPage(v, l))}} {
		if o.file == "" {
			continue
		}
		if err := game.WriteFile(o.file, o.data); err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err // the temporary file's name would hide the one the user gave
			}
			return fault.New(fault.Input, l.Sprintf("cannot write %s: %v", o.file, err))
		}
		if _, err := l.Fprintf(stdout, "wrote %s: world %s drawn, %s, %s\n", o.file, name, l.Sprintf("%d tiles", len(s.Tiles)), l.Sprintf("%d characters", len(s.Characters))); err != nil {
			return err
		}
	}
	return nil
}

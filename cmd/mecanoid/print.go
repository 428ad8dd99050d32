package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/game"
	dr2dgame "mecanoid/game/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/referee"
	"mecanoid/tag"
)

func init() {
	register(command{"print", "print board|tags|sheets|report|netzwerk|skirmish|hex ... [--paper a4|letter] [--margin MM] [-o FILE.pdf] [--printer NAME]:\n" +
		"      print a board at true scale, QR tags, cartridge sheets or a game's turn report (docs/printing.md);\n" +
		"      print netzwerk board|tags, print skirmish map|tags|cards FILE, print hex board|sheets|tags FILE: those games' boards, tags, cards and sheets", runPrint}, "board", "tags", "sheets", "report",
		"netzwerk board", "netzwerk tags", "skirmish map", "skirmish tags", "skirmish cards", "hex board", "hex sheets", "hex tags")
}

// lpCommand sends a file to a CUPS printer; tests replace it.
var lpCommand = "lp"

const printWhat = "want: mecanoid print board BOARDFILE | tags | sheets GAME_OR_BOARD | report GAME | netzwerk board|tags | skirmish map|tags|cards FILE | hex board|sheets|tags FILE (see docs/printing.md)"

func runPrint(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return fault.New(fault.Usage, printWhat)
	}
	switch args[0] {
	case "board":
		return printBoard(args[1:], stdout)
	case "tags":
		return printTags(args[1:], stdout)
	case "sheets":
		return printSheets(args[1:], stdout)
	case "report":
		return printReport(args[1:], stdout)
	}
	if g := game.Printed(args[0]); g != nil { // another game's boards, tags and sheets
		return g.Print(args[1:], stdout)
	}
	return fault.New(fault.Usage, say().Sprintf("unknown thing to print %q; %s", args[0], printWhat))
}

// output holds the flags every print command shares: paper, margins, and
// where the PDF goes.
type output struct {
	fs      *flag.FlagSet
	paper   *string
	margin  *float64
	out     *string
	printer *string
}

func newOutput(name, defaultFile string) *output {
	fs := flag.NewFlagSet("print "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return &output{fs: fs,
		paper:   fs.String("paper", "a4", "paper size: a4 or letter"),
		margin:  fs.Float64("margin", print.DefaultPage.Margin, "blank margin all round each sheet, mm"),
		out:     fs.String("o", defaultFile, "PDF file to write; - for standard output"),
		printer: fs.String("printer", "", "send the PDF to this CUPS printer (lp -d NAME)"),
	}
}

// parse reads the flags and wants exactly nargs positional arguments.
func (o *output) parse(args []string, nargs int, usage string) error {
	if err := parseFlags(o.fs, reorder(o.fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if o.fs.NArg() != nargs {
		return fault.New(fault.Usage, say().Sprintf("usage: mecanoid %s", usage))
	}
	return nil
}

func (o *output) page() (print.Page, error) {
	paper, err := print.PaperByName(*o.paper)
	if err != nil {
		return print.Page{}, printFault(fault.Usage, err)
	}
	p := print.Page{Paper: paper, Margin: *o.margin, Lang: userLang}
	if err := p.Check(); err != nil {
		return p, printFault(fault.Usage, err)
	}
	return p, nil
}

func (o *output) set(name string) bool {
	set := false
	o.fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// deliver writes the finished PDF where it was asked to go: a file, standard
// output, a printer (through a temporary file unless -o names one), and says
// what it did.
func (o *output) deliver(doc *print.PDF, stdout io.Writer, what string) error {
	var buf bytes.Buffer
	if err := doc.Write(&buf); err != nil {
		return err
	}
	if *o.out == "-" {
		_, err := stdout.Write(buf.Bytes())
		return err
	}
	file := *o.out
	if *o.printer != "" && !o.set("o") {
		tmp, err := os.CreateTemp("", "mecanoid-*.pdf")
		if err != nil {
			return err
		}
		file = tmp.Name()
		tmp.Close()
		defer os.Remove(file)
	} else {
		say().Fprintf(stdout, "wrote %s: %d page(s), %s\n", file, doc.Pages(), what)
	}
	if err := writeFile(file, buf.Bytes()); err != nil {
		return err
	}
	if *o.printer == "" {
		return nil
	}
	out, err := exec.Command(lpCommand, "-d", *o.printer, file).CombinedOutput()
	if err != nil {
		return fmt.Errorf("print: %s -d %s: %v: %s", lpCommand, *o.printer, err, strings.TrimSpace(string(out)))
	}
	say().Fprintf(stdout, "sent %d page(s) to printer %s: %s\n", doc.Pages(), *o.printer, strings.TrimSpace(string(out)))
	return nil
}

// printFault is err, met printing, of kind k: said in the user's language
// where package print knows its words (print.Error).
func printFault(k fault.Kind, err error) error {
	var pe *print.Error
	if errors.As(err, &pe) {
		return fault.New(k, strings.Replace(err.Error(), pe.Error(), pe.Say(say()), 1))
	}
	return fault.E(k, err)
}

// writeFile writes through a temporary file in the same folder, so that a
// failed run never leaves half a PDF behind.
func writeFile(name string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), ".mecanoid-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), name)
}

func readBoard(name string) (*dr2d.Board, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fault.E(fault.Input, err)
	}
	return dr2d.ParseBoard(name, data)
}

func readGame(name string) (*dr2d.Game, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fault.E(fault.Input, err)
	}
	return dr2d.ParseGame(name, data, os.ReadFile)
}

func printBoard(args []string, stdout io.Writer) error {
	o := newOutput("board", "board.pdf")
	def := print.DefaultBoardPrint()
	tile := o.fs.Float64("tile", def.Tile, "side of a tile, mm")
	layout := o.fs.Int("layout", 1, "which layout of the board to print, from 1")
	overlap := o.fs.Float64("overlap", def.Overlap, "overlap between neighbouring sheets, mm")
	pngFile := o.fs.String("png", "", "also draw the whole board into this PNG file")
	dpi := o.fs.Float64("dpi", 100, "resolution of the PNG, dots per inch")
	const usage = "print board BOARDFILE [--tile 50] [--layout N] [--overlap 10] [--png FILE --dpi 100] [--paper a4|letter] [--margin 10] [-o board.pdf] [--printer NAME]"
	if err := o.parse(args, 1, usage); err != nil {
		return err
	}
	page, err := o.page()
	if err != nil {
		return err
	}
	b, err := readBoard(o.fs.Arg(0))
	if err != nil {
		return err
	}
	opt := def
	opt.Tile, opt.Layout, opt.Overlap, opt.Page = *tile, *layout-1, *overlap, page
	if err := opt.Check(b); err != nil {
		return printFault(fault.Usage, err)
	}
	if *pngFile != "" && (*dpi < 10 || *dpi > 600) {
		return fault.New(fault.Usage, say().Sprintf("--dpi %s: 10..600", fmt.Sprint(*dpi)))
	}
	name := print.BoardNameIn(userLang, b)
	doc := print.NewPDF(say().Sprintf("mecanoid board: %s", name))
	t, err := print.PrintBoard(doc, b, opt)
	if err != nil {
		return printFault(fault.Usage, err)
	}
	if err := o.deliver(doc, stdout, say().Sprintf("%s at %g mm a tile on %s", name, opt.Tile, t.Describe())); err != nil {
		return err
	}
	if *pngFile == "" {
		return nil
	}
	img, err := print.BoardImage(b, opt, *dpi/25.4)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	if err := writeFile(*pngFile, buf.Bytes()); err != nil {
		return err
	}
	say().Fprintf(stdout, "wrote %s: %sx%s px at %g dpi\n", *pngFile, strconv.Itoa(img.Bounds().Dx()), strconv.Itoa(img.Bounds().Dy()), *dpi)
	return nil
}

// parseIDs reads a list of ids: "1-6", "1,3,5", "2-4,8"; "" and "0" are none.
func parseIDs(flagName, s string) ([]int, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "0" {
		return nil, nil
	}
	var ids []int
	seen := map[int]bool{}
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
		a, err := strconv.Atoi(strings.TrimSpace(lo))
		b := a
		if err == nil && isRange {
			b, err = strconv.Atoi(strings.TrimSpace(hi))
		}
		if err != nil || a < 1 || b < a || b > 999 {
			return nil, fault.New(fault.Usage, say().Sprintf("--%s %q: want numbers 1..999 like 1-6 or 1,3,5", flagName, s))
		}
		for id := a; id <= b; id++ {
			if !seen[id] {
				seen[id] = true
				ids = append(ids, id)
			}
		}
	}
	return ids, nil
}

// gameCode reads a game's name: dr2d, netz (or netzwerk), hexp, skir, simu.
func gameCode(s string) (string, error) {
	u := strings.ToUpper(s)
	if u == "NETZWERK" {
		u = tag.Netzwerk
	}
	if err := (tag.Payload{Game: u, Kind: tag.Robot, ID: 1}).Validate(); err != nil {
		return "", fault.New(fault.Usage, say().Sprintf("--game %q: known games are dr2d, netz, hexp, skir, simu", s))
	}
	return u, nil
}

func printTags(args []string, stdout io.Writer) error {
	o := newOutput("tags", "tags.pdf")
	gameFlag := o.fs.String("game", "dr2d", "game the tags belong to: dr2d, netz, hexp, skir, simu")
	robots := o.fs.String("robots", "1-6", "robot tags: 1-6, 1,3,5 or 0 for none")
	laws := o.fs.String("laws", "1-3", "law tags: 1-3 or 0 for none")
	batteries := o.fs.Int("batteries", 0, "battery tags 1..N")
	corners := o.fs.Bool("corners", false, "also the four corner markers of a board, at --marker-size")
	markerSize := o.fs.Float64("marker-size", tag.DefaultMarkerSize, "corner marker size, mm")
	size := o.fs.Float64("size", tag.DefaultTagSize, "side of a tag, quiet zone included, mm")
	view := o.fs.String("view", "700x700", "table area the camera sees, mm: WIDTH or WIDTHxHEIGHT")
	const usage = "print tags [--game dr2d] [--robots 1-6] [--laws 1-3] [--batteries N] [--corners] [--size 40] [--view 700x700] [--paper a4|letter] [--margin 10] [-o tags.pdf] [--printer NAME]"
	if err := o.parse(args, 0, usage); err != nil {
		return err
	}
	page, err := o.page()
	if err != nil {
		return err
	}
	ts := print.TagSheets{Page: page, Size: *size, MarkerSize: *markerSize}
	if ts.Game, err = gameCode(*gameFlag); err != nil {
		return err
	}
	if ts.Robots, err = parseIDs("robots", *robots); err != nil {
		return err
	}
	if ts.Laws, err = parseIDs("laws", *laws); err != nil {
		return err
	}
	if *batteries < 0 || *batteries > 999 {
		return fault.New(fault.Usage, say().Sprintf("--batteries %s: 0..999", fmt.Sprint(*batteries)))
	}
	for i := 1; i <= *batteries; i++ {
		ts.Batteries = append(ts.Batteries, i)
	}
	ts.Corners = *corners
	w, h, ok := strings.Cut(*view, "x")
	if ts.ViewW, err = strconv.ParseFloat(w, 64); err != nil || ts.ViewW <= 0 {
		return fault.New(fault.Usage, say().Sprintf("--view %q: want WIDTH or WIDTHxHEIGHT in mm, like 700x700", *view))
	}
	if ok {
		if ts.ViewH, err = strconv.ParseFloat(h, 64); err != nil || ts.ViewH <= 0 {
			return fault.New(fault.Usage, say().Sprintf("--view %q: want WIDTH or WIDTHxHEIGHT in mm, like 700x700", *view))
		}
	}
	if err := ts.Check(); err != nil {
		return printFault(fault.Usage, err)
	}
	doc := print.NewPDF(say().Sprintf("mecanoid tags"))
	if err := print.PrintTags(doc, ts); err != nil {
		return printFault(fault.Usage, err)
	}
	need := print.NeedCamera(ts.Size, ts.ViewW, ts.ViewH)
	return o.deliver(doc, stdout, say().Sprintf("%d tag(s) of %g mm\n%s", ts.Count(), ts.Size, need.StringIn(userLang)))
}

func printSheets(args []string, stdout io.Writer) error {
	o := newOutput("sheets", "sheets.pdf")
	robots := o.fs.String("robots", "", "robots: 1-4 or 1,3 (default: the game's robots, or 1-4 for a board)")
	turns := o.fs.String("turns", "1", "N turns from the first to play, or A-B")
	const usage = "print sheets GAME_OR_BOARD [--robots 1-4] [--turns N|A-B] [--paper a4|letter] [--margin 10] [-o sheets.pdf] [--printer NAME]"
	if err := o.parse(args, 1, usage); err != nil {
		return err
	}
	page, err := o.page()
	if err != nil {
		return err
	}
	set := print.CartridgeSheets{Game: tag.DR2D, Layout: dr2dgame.CartridgeSheet(), Page: page}
	name := o.fs.Arg(0)
	first := 1
	names := map[int]string{}
	if strings.EqualFold(filepath.Ext(name), ".json") {
		g, err := readGame(name)
		if err != nil {
			return err
		}
		// Sheets are for the turns after the game's last, for the robots
		// still on the board then.
		states, _, err := g.Replay()
		if err != nil {
			return err
		}
		last := states[len(states)-1]
		set.Board = print.BoardNameIn(userLang, last.Board)
		first = last.Turn + 1
		for _, r := range last.Robots {
			if !r.Left {
				set.Robots = append(set.Robots, r.ID)
				names[r.ID] = r.Name
			}
		}
	} else {
		b, err := readBoard(name)
		if err != nil {
			return err
		}
		set.Board = print.BoardNameIn(userLang, b)
		set.Robots = []int{1, 2, 3, 4}
	}
	if *robots != "" {
		if set.Robots, err = parseIDs("robots", *robots); err != nil {
			return err
		}
	}
	if len(set.Robots) == 0 {
		return fault.New(fault.Usage, say().Sprintf("no robot to print sheets for: give --robots"))
	}
	set.Names = names
	lo, hi, isRange := strings.Cut(*turns, "-")
	a, err1 := strconv.Atoi(lo)
	b := a
	var err2 error
	if isRange {
		b, err2 = strconv.Atoi(hi)
	} else if err1 == nil {
		a, b = first, first+a-1
	}
	if err1 != nil || err2 != nil || a < 1 || b < a || b > 999 || b-a >= 100 {
		return fault.New(fault.Usage, say().Sprintf("--turns %q: want a count N (1..100) or a range A-B of turns 1..999", *turns))
	}
	for t := a; t <= b; t++ {
		set.Turns = append(set.Turns, t)
	}
	doc := print.NewPDF(say().Sprintf("mecanoid cartridge sheets: %s", set.Board))
	if err := print.PrintCartridgeSheets(doc, set); err != nil {
		return printFault(fault.Usage, err)
	}
	turnsText := say().Sprintf("turns %d-%d", a, b)
	if a == b {
		turnsText = say().Sprintf("turn %d", a)
	}
	return o.deliver(doc, stdout, say().Sprintf("%d cartridge sheet(s): robots %v, %s", len(set.Robots)*len(set.Turns), fmt.Sprint(set.Robots), turnsText))
}

func printReport(args []string, stdout io.Writer) error {
	o := newOutput("report", "report.pdf")
	const usage = "print report GAME [--paper a4|letter] [--margin 10] [-o report.pdf] [--printer NAME]"
	if err := o.parse(args, 1, usage); err != nil {
		return err
	}
	page, err := o.page()
	if err != nil {
		return err
	}
	name := o.fs.Arg(0)
	g, err := readGame(name)
	if err != nil {
		return err
	}
	doc := print.NewPDF(say().Sprintf("mecanoid turn report: %s", filepath.Base(name)))
	said := func(p *lang.Printer, e dr2d.Event, s *dr2d.State) string { return p.Say(referee.EventMsg(e, s)) }
	if err := print.PrintReportIn(doc, g, filepath.Base(name), page, said); err != nil {
		return printFault(fault.Input, err) // the game, not the flags, does not print
	}
	return o.deliver(doc, stdout, say().Sprintf("%d turn(s) of %s", len(g.Turns), filepath.Base(name)))
}

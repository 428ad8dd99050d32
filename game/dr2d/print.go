package dr2d

import (
	"bytes"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	rules "mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/game"
	"mecanoid/game/dr2d/cartridge"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/tag"
)

// runPrint prints DR2D's boards, QR tags, cartridge sheets and turn
// reports (print board|tags|sheets|report); another first word is not
// DR2D's (game.ErrNotPrinted).
func runPrint(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return game.ErrNotPrinted
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
	return game.ErrNotPrinted
}

func readGame(name string) (*rules.Game, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fault.E(fault.Input, err)
	}
	return rules.ParseGame(name, data, os.ReadFile)
}

func printBoard(args []string, stdout io.Writer) error {
	o := game.NewOutput("board", "board.pdf")
	def := print.DefaultBoardPrint()
	tile := o.FS.Float64("tile", def.Tile, "side of a tile, mm")
	layout := o.FS.Int("layout", 1, "which layout of the board to print, from 1")
	overlap := o.FS.Float64("overlap", def.Overlap, "overlap between neighbouring sheets, mm")
	pngFile := o.FS.String("png", "", "also draw the whole board into this PNG file")
	dpi := o.FS.Float64("dpi", 100, "resolution of the PNG, dots per inch")
	const usage = "print board BOARDFILE [--tile 50] [--layout N] [--overlap 10] [--png FILE --dpi 100] [--paper a4|letter] [--margin 10] [-o board.pdf] [--printer NAME]"
	if err := o.Parse(args, 1, usage); err != nil {
		return err
	}
	page, err := o.Page()
	if err != nil {
		return err
	}
	b, err := ReadBoard(o.FS.Arg(0))
	if err != nil {
		return err
	}
	opt := def
	opt.Tile, opt.Layout, opt.Overlap, opt.Page = *tile, *layout-1, *overlap, page
	if err := opt.Check(b); err != nil {
		return game.PrintFault(fault.Usage, err)
	}
	if *pngFile != "" && (*dpi < 10 || *dpi > 600) {
		return fault.New(fault.Usage, lang.Say().Sprintf("--dpi %s: 10..600", fmt.Sprint(*dpi)))
	}
	name := print.BoardNameIn(lang.User(), b)
	doc := print.NewPDF(lang.Say().Sprintf("mecanoid board: %s", name))
	t, err := print.PrintBoard(doc, b, opt)
	if err != nil {
		return game.PrintFault(fault.Usage, err)
	}
	if err := o.Deliver(doc, stdout, lang.Say().Sprintf("%s at %g mm a tile on %s", name, opt.Tile, t.Describe())); err != nil {
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
	if err := game.WriteFile(*pngFile, buf.Bytes()); err != nil {
		return err
	}
	lang.Say().Fprintf(stdout, "wrote %s: %sx%s px at %g dpi\n", *pngFile, strconv.Itoa(img.Bounds().Dx()), strconv.Itoa(img.Bounds().Dy()), *dpi)
	return nil
}

// gameCode reads --game of print tags: a game's name as the games
// registered their tags (dr2d, netzwerk...), or its tags' code (NETZ), in
// any case.
func gameCode(s string) (string, error) {
	var known []string
	for _, c := range tag.Codes() {
		if strings.EqualFold(s, c) || strings.EqualFold(s, tag.GameName(c)) {
			return c, nil
		}
		name := tag.GameName(c)
		if !strings.EqualFold(name, c) {
			name += " (" + strings.ToLower(c) + ")"
		}
		known = append(known, name)
	}
	return "", fault.New(fault.Usage, lang.Say().Sprintf("--game %q: known games are %s", s, strings.Join(known, ", ")))
}

func printTags(args []string, stdout io.Writer) error {
	o := game.NewOutput("tags", "tags.pdf")
	gameFlag := o.FS.String("game", "dr2d", "game the tags belong to: its name or its tags' code (netzwerk or netz)")
	robots := o.FS.String("robots", "1-6", "robot tags: 1-6, 1,3,5 or 0 for none")
	laws := o.FS.String("laws", "1-3", "law tags: 1-3 or 0 for none")
	batteries := o.FS.Int("batteries", 0, "battery tags 1..N")
	corners := o.FS.Bool("corners", false, "also the four corner markers of a board, at --marker-size")
	markerSize := o.FS.Float64("marker-size", tag.DefaultMarkerSize, "corner marker size, mm")
	size := o.FS.Float64("size", tag.DefaultTagSize, "side of a tag, quiet zone included, mm")
	view := o.FS.String("view", "700x700", "table area the camera sees, mm: WIDTH or WIDTHxHEIGHT")
	const usage = "print tags [--game dr2d] [--robots 1-6] [--laws 1-3] [--batteries N] [--corners] [--size 40] [--view 700x700] [--paper a4|letter] [--margin 10] [-o tags.pdf] [--printer NAME]"
	if err := o.Parse(args, 0, usage); err != nil {
		return err
	}
	page, err := o.Page()
	if err != nil {
		return err
	}
	ts := print.TagSheets{Page: page, Size: *size, MarkerSize: *markerSize}
	if ts.Game, err = gameCode(*gameFlag); err != nil {
		return err
	}
	if ts.Robots, err = game.ParseIDs("robots", *robots); err != nil {
		return err
	}
	if ts.Laws, err = game.ParseIDs("laws", *laws); err != nil {
		return err
	}
	if *batteries < 0 || *batteries > 999 {
		return fault.New(fault.Usage, lang.Say().Sprintf("--batteries %s: 0..999", fmt.Sprint(*batteries)))
	}
	for i := 1; i <= *batteries; i++ {
		ts.Batteries = append(ts.Batteries, i)
	}
	ts.Corners = *corners
	w, h, ok := strings.Cut(*view, "x")
	if ts.ViewW, err = strconv.ParseFloat(w, 64); err != nil || ts.ViewW <= 0 {
		return fault.New(fault.Usage, lang.Say().Sprintf("--view %q: want WIDTH or WIDTHxHEIGHT in mm, like 700x700", *view))
	}
	if ok {
		if ts.ViewH, err = strconv.ParseFloat(h, 64); err != nil || ts.ViewH <= 0 {
			return fault.New(fault.Usage, lang.Say().Sprintf("--view %q: want WIDTH or WIDTHxHEIGHT in mm, like 700x700", *view))
		}
	}
	if err := ts.Check(); err != nil {
		return game.PrintFault(fault.Usage, err)
	}
	doc := print.NewPDF(lang.Say().Sprintf("mecanoid tags"))
	if err := print.PrintTags(doc, ts); err != nil {
		return game.PrintFault(fault.Usage, err)
	}
	need := print.NeedCamera(ts.Size, ts.ViewW, ts.ViewH)
	return o.Deliver(doc, stdout, lang.Say().Sprintf("%d tag(s) of %g mm\n%s", ts.Count(), ts.Size, need.StringIn(lang.User())))
}

func printSheets(args []string, stdout io.Writer) error {
	o := game.NewOutput("sheets", "sheets.pdf")
	robots := o.FS.String("robots", "", "robots: 1-4 or 1,3 (default: the game's robots, or 1-4 for a board)")
	turns := o.FS.String("turns", "1", "N turns from the first to play, or A-B")
	const usage = "print sheets GAME_OR_BOARD [--robots 1-4] [--turns N|A-B] [--paper a4|letter] [--margin 10] [-o sheets.pdf] [--printer NAME]"
	if err := o.Parse(args, 1, usage); err != nil {
		return err
	}
	page, err := o.Page()
	if err != nil {
		return err
	}
	set := print.CartridgeSheets{Game: tag.DR2D, Layout: cartridge.Sheet(), Page: page}
	name := o.FS.Arg(0)
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
		set.Board = print.BoardNameIn(lang.User(), last.Board)
		first = last.Turn + 1
		for _, r := range last.Robots {
			if !r.Left {
				set.Robots = append(set.Robots, r.ID)
				names[r.ID] = r.Name
			}
		}
	} else {
		b, err := ReadBoard(name)
		if err != nil {
			return err
		}
		set.Board = print.BoardNameIn(lang.User(), b)
		set.Robots = []int{1, 2, 3, 4}
	}
	if *robots != "" {
		if set.Robots, err = game.ParseIDs("robots", *robots); err != nil {
			return err
		}
	}
	if len(set.Robots) == 0 {
		return fault.New(fault.Usage, lang.Say().Sprintf("no robot to print sheets for: give --robots"))
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
		return fault.New(fault.Usage, lang.Say().Sprintf("--turns %q: want a count N (1..100) or a range A-B of turns 1..999", *turns))
	}
	for t := a; t <= b; t++ {
		set.Turns = append(set.Turns, t)
	}
	doc := print.NewPDF(lang.Say().Sprintf("mecanoid cartridge sheets: %s", set.Board))
	if err := print.PrintCartridgeSheets(doc, set); err != nil {
		return game.PrintFault(fault.Usage, err)
	}
	turnsText := lang.Say().Sprintf("turns %d-%d", a, b)
	if a == b {
		turnsText = lang.Say().Sprintf("turn %d", a)
	}
	return o.Deliver(doc, stdout, lang.Say().Sprintf("%d cartridge sheet(s): robots %v, %s", len(set.Robots)*len(set.Turns), fmt.Sprint(set.Robots), turnsText))
}

func printReport(args []string, stdout io.Writer) error {
	o := game.NewOutput("report", "report.pdf")
	const usage = "print report GAME [--paper a4|letter] [--margin 10] [-o report.pdf] [--printer NAME]"
	if err := o.Parse(args, 1, usage); err != nil {
		return err
	}
	page, err := o.Page()
	if err != nil {
		return err
	}
	name := o.FS.Arg(0)
	g, err := readGame(name)
	if err != nil {
		return err
	}
	doc := print.NewPDF(lang.Say().Sprintf("mecanoid turn report: %s", filepath.Base(name)))
	said := func(p *lang.Printer, e rules.Event, s *rules.State) string { return p.Say(EventMsg(e, s)) }
	if err := print.PrintReportIn(doc, g, filepath.Base(name), page, said); err != nil {
		return game.PrintFault(fault.Input, err) // the game, not the flags, does not print
	}
	return o.Deliver(doc, stdout, lang.Say().Sprintf("%d turn(s) of %s", len(g.Turns), filepath.Base(name)))
}

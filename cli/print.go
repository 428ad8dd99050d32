package cli

import (
	"errors"
	"io"
	"strings"

	"mecanoid/fault"
	"mecanoid/game"
)

func init() {
	register(command{"print", "", runPrint}, "chessboard")
	madeUsages["print"] = printUsage
}

// printUsage is print's usage: the default game's forms, the chessboard,
// then each other game's forms, as the games registered them.
func printUsage() string {
	words := append(defaultPrintVerbs(), "chessboard")
	var others []string
	for _, n := range game.Names(printedByName) {
		g := game.Named(n)
		words = append(words, printWord(g))
		others = append(others, "print "+g.PrintForms)
	}
	usage := "print " + strings.Join(words, "|") + " ... [--paper a4|letter] [--margin MM] [-o FILE.pdf] [--printer NAME]:\n" +
		"      print a board at true scale, QR tags, cartridge sheets or a game's turn report (docs/printing.md);\n" +
		"      print chessboard [--squares 10x7] [--square 25mm]: the chessboard calibrate lens measures a camera's lens with"
	if len(others) > 0 {
		usage += ";\n      " + strings.Join(others, ", ") + ": those games' boards, tags, cards and sheets"
	}
	return usage
}

// printedByName: g prints its things when print names it (print hex
// board), the default game's being printed unnamed (print board).
func printedByName(g *game.Game) bool { return g.Print != nil && !g.Default }

// printWord is what print calls g: "hex".
func printWord(g *game.Game) string {
	if g.PrintName != "" {
		return g.PrintName
	}
	return g.Name
}

// defaultPrintVerbs are the first words of the default game's print
// forms: print board, print tags.
func defaultPrintVerbs() []string {
	g := game.Default()
	if g == nil || g.Print == nil {
		return nil
	}
	var vs []string
	for _, form := range strings.Split(g.PrintForms, " | ") {
		if f := strings.Fields(form); len(f) > 0 {
			vs = append(vs, f[0])
		}
	}
	return vs
}

// printWhat is what print wants, said when it gets nothing it knows.
func printWhat() string {
	forms := []string{}
	if g := game.Default(); g != nil && g.Print != nil {
		forms = append(forms, g.PrintForms)
	}
	forms = append(forms, "chessboard")
	for _, n := range game.Names(printedByName) {
		forms = append(forms, game.Named(n).PrintForms)
	}
	return "want: mecanoid print " + strings.Join(forms, " | ") + " (see docs/printing.md)"
}

func runPrint(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return fault.New(fault.Usage, printWhat())
	}
	if args[0] == "chessboard" { // the lens's, no game's
		return printChessboard(args[1:], stdout)
	}
	if g := game.Printed(args[0]); g != nil { // a game's boards, tags and sheets: print hex board
		return g.Print(args[1:], stdout)
	}
	// print board, tags, sheets, report: the default game's.
	if g := game.Default(); g != nil && g.Print != nil {
		err := g.Print(args, stdout)
		if !errors.Is(err, game.ErrNotPrinted) {
			return err
		}
	}
	return fault.New(fault.Usage, say().Sprintf("unknown thing to print %q; %s", args[0], printWhat()))
}

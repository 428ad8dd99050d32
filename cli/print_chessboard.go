package cli

import (
	"io"
	"strconv"
	"strings"

	"mecanoid/fault"
	"mecanoid/game"
	"mecanoid/print"
)

// printChessboard prints the chessboard `calibrate lens` measures a
// camera's lens with.
func printChessboard(args []string, stdout io.Writer) error {
	o := game.NewOutput("chessboard", "chessboard.pdf")
	squares := o.FS.String("squares", "10x7", say().Sprintf("squares of the chessboard, COLUMNSxROWS (10x7 has 9x6 inner corners)"))
	square := o.FS.String("square", "25mm", say().Sprintf("side of a square, mm"))
	const usage = "print chessboard [--squares 10x7] [--square 25mm] [--paper a4|letter] [--margin 10] [-o chessboard.pdf] [--printer NAME]"
	if err := o.Parse(args, 0, usage); err != nil {
		return err
	}
	page, err := o.Page()
	if err != nil {
		return err
	}
	cols, rows, err := parseGrid("--squares", *squares)
	if err != nil {
		return err
	}
	side, err := parseMM("--square", *square)
	if err != nil {
		return err
	}
	cb := print.Chessboard{Page: page, Columns: cols, Rows: rows, Square: side}
	doc := print.NewPDF(say().Sprintf("mecanoid chessboard"))
	if err := print.PrintChessboard(doc, cb); err != nil {
		return game.PrintFault(fault.Usage, err)
	}
	return o.Deliver(doc, stdout, say().Sprintf("a chessboard of %dx%d squares of %g mm (%dx%d inner corners)", cols, rows, side, cols-1, rows-1))
}

// parseGrid reads COLUMNSxROWS ("10x7").
func parseGrid(flagName, s string) (int, int, error) {
	a, b, ok := strings.Cut(strings.ToLower(s), "x")
	c, err1 := strconv.Atoi(strings.TrimSpace(a))
	r, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil || c <= 0 || r <= 0 {
		return 0, 0, fault.New(fault.Usage, say().Sprintf("%s %q: want COLUMNSxROWS, like 10x7", flagName, s))
	}
	return c, r, nil
}

// parseMM reads a length in millimetres, "25mm" or "25".
func parseMM(flagName, s string) (float64, error) {
	v, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.ToLower(strings.TrimSpace(s)), "mm")), 64)
	if err != nil || !(v > 0) {
		return 0, fault.New(fault.Usage, say().Sprintf("%s %q: want a length in millimetres, like 25mm", flagName, s))
	}
	return v, nil
}

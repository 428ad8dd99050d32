package cli

import (
	"errors"
	"io"

	"mecanoid/fault"
	"mecanoid/game"
)

func init() {
	register(command{"print", "print board|tags|sheets|report|chessboard|netzwerk|skirmish|hex ... [--paper a4|letter] [--margin MM] [-o FILE.pdf] [--printer NAME]:\n" +
		"      print a board at true scale, QR tags, cartridge sheets or a game's turn report (docs/printing.md);\n" +
		"      print chessboard [--squares 10x7] [--square 25mm]: the chessboard calibrate lens measures a camera's lens with;\n" +
		"      print netzwerk board|tags, print skirmish map|tags|cards FILE, print hex board|sheets|tags FILE: those games' boards, tags, cards and sheets", runPrint}, "board", "tags", "sheets", "report", "chessboard")
}

// defaultGame is the game of resolve, referee and print when none is named.
const defaultGame = "dr2d"

const printWhat = "want: mecanoid print board BOARDFILE | tags | sheets GAME_OR_BOARD | report GAME | chessboard | netzwerk board|tags | skirmish map|tags|cards FILE | hex board|sheets|tags FILE (see docs/printing.md)"

func runPrint(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return fault.New(fault.Usage, printWhat)
	}
	if args[0] == "chessboard" { // the lens's, no game's
		return printChessboard(args[1:], stdout)
	}
	if g := game.Printed(args[0]); g != nil { // a game's boards, tags and sheets: print hex board
		return g.Print(args[1:], stdout)
	}
	// print board, tags, sheets, report: the default game's.
	if g := game.Named(defaultGame); g != nil && g.Print != nil {
		err := g.Print(args, stdout)
		if !errors.Is(err, game.ErrNotPrinted) {
			return err
		}
	}
	return fault.New(fault.Usage, say().Sprintf("unknown thing to print %q; %s", args[0], printWhat))
}

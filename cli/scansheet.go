package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"io"

	"mecanoid/engine/dr2d"
	"mecanoid/fault"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/tag"
	"mecanoid/vision"
)

func init() {
	register(command{"scan-sheet", "scan-sheet PHOTO [--json]: read a filled cartridge sheet back into a cartridge (docs/printing.md)", runScanSheet})
}

func runScanSheet(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("scan-sheet", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	asJSON := fs.Bool("json", false, say().Sprintf("print the cartridge as a game file holds it"))
	if err := parseFlags(fs, reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 1 {
		return fault.New(fault.Usage, say().Sprintf("want one photo: mecanoid scan-sheet PHOTO [--json]"))
	}
	name := fs.Arg(0)
	img, err := readPhoto(name)
	if err != nil {
		return err
	}
	s, err := vision.ReadSheet(img, gamedr2d.CartridgeSheet())
	switch {
	case errors.Is(err, tag.ErrTicks):
		// The sheet was read, its ticks were not: fix them, photograph again.
		return fault.Errorf(fault.Rescan, "%s%w", say().Sprintf("%s: sheet of robot %d, turn %d: ", name, s.ID.Robot, s.ID.Turn), err)
	case errors.Is(err, vision.ErrSheet):
		return fault.Errorf(fault.Rescan, "%s: %w", name, err)
	case err != nil:
		return fault.Errorf(fault.Input, "%s: %w", name, err)
	}
	prog, err := gamedr2d.SheetProgram(s.Ticked)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	if *asJSON {
		// One line, as the cartridges of a turn are written in game files.
		data, err := json.Marshal(dr2d.ProgramToJSON(s.ID.Robot, prog))
		if err != nil {
			return err
		}
		out.Write(append(data, '\n'))
	} else {
		gamedr2d.WriteSheetProgram(&out, say(), s.ID, prog)
	}
	_, err = stdout.Write(out.Bytes())
	return err
}

package dr2d

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"mecanoid/game"
	"mecanoid/game/dr2d/cartridge"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/lang"

	rules "mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/tag"
	"mecanoid/vision"
)

func runScanSheet(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("scan-sheet", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	asJSON := fs.Bool("json", false, lang.Say().Sprintf("print the cartridge as a game file holds it"))
	if err := cliflag.Parse(fs, cliflag.Reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 1 {
		return fault.New(fault.Usage, lang.Say().Sprintf("want one photo: mecanoid scan-sheet PHOTO [--json]"))
	}
	name := fs.Arg(0)
	img, err := game.ReadPhoto(name)
	if err != nil {
		return err
	}
	s, err := vision.ReadSheet(img, cartridge.Sheet())
	switch {
	case errors.Is(err, tag.ErrTicks):
		// The sheet was read, its ticks were not: fix them, photograph again.
		return fault.Errorf(fault.Rescan, "%s%w", lang.Say().Sprintf("%s: sheet of robot %d, turn %d: ", name, s.ID.Robot, s.ID.Turn), err)
	case errors.Is(err, vision.ErrSheet):
		return fault.Errorf(fault.Rescan, "%s: %w", name, err)
	case err != nil:
		return fault.Errorf(fault.Input, "%s: %w", name, err)
	}
	prog, err := cartridge.Program(s.Ticked)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	if *asJSON {
		// One line, as the cartridges of a turn are written in game files.
		data, err := json.Marshal(rules.ProgramToJSON(s.ID.Robot, prog))
		if err != nil {
			return err
		}
		out.Write(append(data, '\n'))
	} else {
		WriteSheetProgram(&out, lang.Say(), s.ID, prog)
	}
	_, err = stdout.Write(out.Bytes())
	return err
}

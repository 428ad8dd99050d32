package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"io"
	"mecanoid/game"
	"os"
	"path/filepath"
	"strings"

	"mecanoid/fault"
	"mecanoid/vision/synth"
)

func init() {
	register(command{"synth", "synth [-o DIR] [--category easy] [--size 1080p|hq|WxH] [--seed 1] [--count 1]: generate photos of a board with tags, with their ground truth", runSynth})
}

func categoryNames() string {
	var names []string
	for _, c := range synth.Categories {
		names = append(names, c.Name)
	}
	return strings.Join(names, ", ")
}

func parseSize(s string) (image.Point, error) {
	switch strings.ToLower(s) {
	case "1080p", "":
		return synth.Size1080p, nil
	case "hq":
		return synth.SizeHQ, nil
	}
	var w, h int
	if _, err := fmt.Sscanf(s, "%dx%d", &w, &h); err != nil || w < 320 || h < 240 || w > 8000 || h > 8000 {
		return image.Point{}, fault.Errorf(fault.Usage, "--size %q: want 1080p, hq or WxH (320x240 to 8000x8000)", s)
	}
	return image.Pt(w, h), nil
}

func runSynth(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("synth", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	dir := fs.String("o", "synth", "folder to write into")
	category := fs.String("category", "easy", "kind of photo: "+categoryNames())
	size := fs.String("size", "1080p", "frame size: 1080p (1920x1080), hq (4056x3040, Raspberry Pi HQ camera) or WxH")
	seed := fs.Uint64("seed", 1, "first seed")
	count := fs.Int("count", 1, "how many photos")
	if err := parseFlags(fs, reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 0 {
		return fault.New(fault.Usage, "synth takes no file argument; use -o DIR")
	}
	cat, ok := synth.CategoryByName(*category)
	if !ok {
		return fault.Errorf(fault.Usage, "--category %q: want one of %s", *category, categoryNames())
	}
	sz, err := parseSize(*size)
	if err != nil {
		return err
	}
	if *count < 1 {
		return fault.New(fault.Usage, "--count must be at least 1")
	}
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		return err
	}
	for i := 0; i < *count; i++ {
		s := *seed + uint64(i)
		ph, err := synth.Generate(synth.Options{Category: cat, Size: sz, Seed: s})
		if err != nil {
			return err
		}
		base := filepath.Join(*dir, fmt.Sprintf("%s-%dx%d-%d", cat.Name, sz.X, sz.Y, s))
		ph.Truth.Name = filepath.Base(base) + ".jpg"
		truth, err := json.MarshalIndent(ph.Truth, "", "  ")
		if err != nil {
			return err
		}
		for _, f := range []struct {
			name string
			data []byte
		}{{base + ".jpg", ph.JPEG}, {base + ".json", truth}, {base + ".board", []byte(ph.Truth.BoardText)}} {
			if err := game.WriteFile(f.name, f.data); err != nil {
				return err
			}
		}
		say().Fprintf(stdout, "%s.jpg: %s, %d px per module at least; board %s.board, truth %s.json\n",
			base, say().Sprintf("%d pieces", len(ph.Truth.Pieces)), int(ph.Truth.MinModulePx*10)/10, base, base)
	}
	return nil
}

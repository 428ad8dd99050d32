package main

import (
	"flag"
	"fmt"
	"image"
	"io"
	"os/exec"
	"strings"

	"mecanoid/fault"
	"mecanoid/vision"
	"mecanoid/vision/bench"
	"mecanoid/vision/synth"
)

func init() {
	register(command{"bench", "bench vision [--frames 400] [--sizes 1080p,hq] [--seed 1] [--no-zbar]: scanner accuracy and speed on generated photos, beside zbarimg\n" +
		"  bench netzwerk [--games 100] [--nodes 2000]: the Netzwerk search against a random player", runBench}, "vision", "netzwerk")
}

func runBench(args []string, stdout io.Writer) error {
	if len(args) > 0 && args[0] == "netzwerk" {
		return runBenchNetzwerk(args[1:], stdout)
	}
	if len(args) == 0 || args[0] != "vision" {
		return fault.New(fault.Usage, "want: mecanoid bench vision [--frames 400] [--sizes 1080p,hq] [--seed 1] [--no-zbar] | bench netzwerk [--games 100]")
	}
	fs := flag.NewFlagSet("bench vision", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	frames := fs.Int("frames", 400, "frames in all, spread over the categories and sizes")
	sizes := fs.String("sizes", "1080p,hq", "frame sizes")
	seed := fs.Uint64("seed", 1, "first seed")
	noZbar := fs.Bool("no-zbar", false, "do not run zbarimg")
	verbose := fs.Bool("v", false, "name every frame that is not right")
	if err := parseFlags(fs, args[1:]); err != nil {
		return fault.E(fault.Usage, err)
	}
	var sz []image.Point
	for _, s := range strings.Split(*sizes, ",") {
		p, err := parseSize(strings.TrimSpace(s))
		if err != nil {
			return err
		}
		sz = append(sz, p)
	}
	per := *frames / (len(synth.Categories) * len(sz))
	if per < 1 {
		return fault.New(fault.Usage, "--frames too small for the categories and sizes")
	}
	zbar := ""
	if !*noZbar {
		if p, err := exec.LookPath("zbarimg"); err == nil {
			zbar = p
		} else {
			fmt.Fprintln(stdout, "zbarimg not found (apt install zbar-tools): its column stays empty")
		}
	}
	fmt.Fprintf(stdout, "mecanoid bench vision: %d frames per category and size, patch reader %s, JPEG decoder %s, timings in processor time on 1 core (GOMAXPROCS=1; zbarimg: its own processor time)\n",
		per, vision.PatchReaderName(), vision.JPEGDecoder())
	o := bench.Options{PerCell: per, Sizes: sz, Seed: *seed, Zbar: zbar,
		Progress: func(done, total int, category, size string) {
			if done == total || done*10/total != (done-1)*10/total { // every tenth
				fmt.Fprintf(progress, "bench vision: %d of %d photos (%s %s)\n", done, total, category, size)
			}
		}}
	if *verbose {
		o.Misses = stdout
	}
	rows, err := bench.Vision(o)
	if err != nil {
		return err
	}
	bench.WriteTable(stdout, rows, zbar != "")
	return nil
}

package cli

import (
	"flag"
	"fmt"
	"io"

	"mecanoid/fault"
	"mecanoid/vision/bench"
)

// runBenchLive is `mecanoid bench live`: generated clips of a hand
// carrying a robot, watched frame after frame, the board read once
// settled where the watcher saw it change, the rest carried over, and
// whole for comparison (docs/live.md).
func runBenchLive(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bench live", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	clips := fs.Int("clips", 20, "clips, each a robot carried to another cell")
	size := fs.String("size", "1080p", "frame size: 1080p, hq or WxH")
	seed := fs.Uint64("seed", 1, "first seed")
	fps := fs.Float64("fps", 30, "frames a second")
	if err := parseFlags(fs, args); err != nil {
		return fault.E(fault.Usage, err)
	}
	sz, err := parseSize(*size)
	if err != nil {
		return err
	}
	if *clips < 1 || *fps <= 0 {
		return fault.New(fault.Usage, "--clips and --fps must be positive")
	}
	res, err := bench.RunLive(bench.LiveOptions{Clips: *clips, Size: sz, Seed: *seed, FPS: *fps,
		Progress: func(done, total int) { fmt.Fprintf(progress, "\rclip %d of %d", done, total) }})
	fmt.Fprintln(progress)
	if err != nil {
		return err
	}
	res.Write(stdout, say())
	return nil
}

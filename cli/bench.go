package cli

import (
	"flag"
	"fmt"
	"image"
	"io"
	"os/exec"
	"strings"

	"mecanoid/fault"
	"mecanoid/game"
	"mecanoid/internal/lang"
	"mecanoid/vision"
	"mecanoid/vision/bench"
	"mecanoid/vision/synth"
	"mecanoid/vision/zbar"
	"mecanoid/vision/zxing"
)

func init() {
	register(command{"bench", "bench vision [--frames 400] [--sizes 1080p,hq] [--seed 1] [--categories C,...] [--fov] [--no-zbar] [--decoder zxing|zxing+zbar|zbar|gozxing]: scanner accuracy and speed on generated photos, beside zbarimg\n" +
		"  bench decoders FOLDER [--max-side 1280] [--no-zbar] [-v]: the QR decoders on whole photos of codes whose text is known (NAME.png beside NAME.txt), beside zbarimg\n" +
		"  bench live [--clips 20] [--size 1080p] [--fps 30] [--seed 1]: watching the table on generated clips of a hand carrying a robot: cost a frame, time to the board read, moves missed", runBench}, "vision", "decoders", "live")
	madeUsages["bench"] = benchUsage
	shortsSaid["bench"] = benchShort
}

// gameBenches are the games' own benches (a command bench-NAME, reached as
// bench NAME): their names and what each measures, from their usages.
func gameBenches() (names, forms, what []string) {
	for _, c := range game.Commands() {
		name, ok := strings.CutPrefix(c.Name, "bench-")
		if !ok {
			continue
		}
		form, does, _ := strings.Cut(c.Usage, ": ")
		does, _, _ = strings.Cut(does, ": ")
		names = append(names, name)
		forms = append(forms, "bench "+strings.TrimPrefix(form, "bench-"))
		what = append(what, does)
	}
	return names, forms, what
}

// benchUsage is bench's usage: the shared benches, then each game's.
func benchUsage() string {
	c, _ := commandNamed("bench")
	_, forms, what := gameBenches()
	usage := c.usage
	for i := range forms {
		usage += "\n  " + forms[i] + ": " + what[i]
	}
	return usage
}

// benchShort is what bench does, in p's language: the scanner, then what
// each game's bench measures.
func benchShort(p *lang.Printer) string {
	s := p.Sprintf("benchmarks: the scanner on generated photos (vision)")
	names, _, what := gameBenches()
	for i := range names {
		s += ", " + p.Sprintf(what[i]) + " (" + names[i] + ")"
	}
	return s
}

// args0 is the first argument, or "".
func args0(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

func runBench(args []string, stdout io.Writer) error {
	if c, ok := commandNamed("bench-" + args0(args)); ok { // a game's own bench
		return c.run(args[1:], stdout)
	}
	if len(args) > 0 && args[0] == "decoders" {
		return runBenchDecoders(args[1:], stdout)
	}
	if len(args) > 0 && args[0] == "live" {
		return runBenchLive(args[1:], stdout)
	}
	if len(args) == 0 || args[0] != "vision" {
		want := "want: mecanoid bench vision [--frames 400] [--sizes 1080p,hq] [--seed 1] [--no-zbar] [--decoder D] | bench decoders FOLDER | bench live [--clips 20]"
		names, _, _ := gameBenches()
		for _, n := range names {
			want += " | bench " + n
		}
		return fault.New(fault.Usage, want)
	}
	fs := flag.NewFlagSet("bench vision", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	frames := fs.Int("frames", 400, "frames in all, spread over the categories and sizes")
	sizes := fs.String("sizes", "1080p,hq", "frame sizes")
	seed := fs.Uint64("seed", 1, "first seed")
	noZbar := fs.Bool("no-zbar", false, "do not run zbarimg")
	decoder := fs.String("decoder", "", "the scanner's patch reader: zxing, zxing+zbar (zbar where zxing-cpp reads nothing), zbar or gozxing; default: the build's")
	verbose := fs.Bool("v", false, "name every frame that is not right")
	categories := fs.String("categories", "", "the categories measured, by name, comma-separated (default: every one)")
	fov := fs.Bool("fov", false, "tell a game's first frame the camera's field of view, as --fov tells the referee")
	fovError := fs.Float64("fov-error", 0, "with --fov, the field of view told is off by this many degrees")
	if err := parseFlags(fs, args[1:]); err != nil {
		return fault.E(fault.Usage, err)
	}
	cats := synth.Categories
	if *categories != "" {
		cats = nil
		for _, name := range strings.Split(*categories, ",") {
			c, ok := synth.CategoryByName(strings.TrimSpace(name))
			if !ok {
				return fault.New(fault.Usage, say().Sprintf("--categories: no category %q (mecanoid synth --help names them)", strings.TrimSpace(name)))
			}
			cats = append(cats, c)
		}
	}
	patch, patchName, err := benchPatchReader(*decoder)
	if err != nil {
		return err
	}
	var sz []image.Point
	for _, s := range strings.Split(*sizes, ",") {
		p, err := parseSize(strings.TrimSpace(s))
		if err != nil {
			return err
		}
		sz = append(sz, p)
	}
	per := *frames / (len(cats) * len(sz))
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
		per, patchName, vision.JPEGDecoder())
	o := bench.Options{PerCell: per, Sizes: sz, Seed: *seed, Zbar: zbar, Patch: patch, Categories: cats, FOV: *fov, FOVError: *fovError,
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
	bench.WriteTable(stdout, rows, zbar != "", say())
	return nil
}

// benchPatchReader is the patch reader --decoder names, and its name; ""
// gives nil, the build's default.
func benchPatchReader(name string) (vision.PatchReader, string, error) {
	needCgo := func(what string, ok bool) error {
		if !ok {
			return fault.New(fault.Usage, "--decoder "+name+": this build has no "+what+" (built without cgo)")
		}
		return nil
	}
	switch name {
	case "":
		return nil, vision.PatchReaderName(), nil
	case "gozxing":
		return vision.Gozxing{}, name, nil
	case "zxing":
		return zxing.Reader{Harder: true}, "zxing-cpp", needCgo("zxing-cpp", zxing.Available)
	case "zbar":
		return zbar.Reader{}, name, needCgo("zbar", zbar.Available)
	case "zxing+zbar":
		err := needCgo("zxing-cpp and zbar", zxing.Available && zbar.Available)
		return vision.Either{First: zxing.Reader{Harder: true}, Second: zbar.Reader{}}, "zxing-cpp, then zbar where it reads nothing", err
	}
	return nil, "", fault.New(fault.Usage, "--decoder "+name+": want zxing, zxing+zbar, zbar or gozxing")
}

// runBenchDecoders compares the QR decoders of this build on photos whose
// text is known: each patch reader alone on the whole photo, zxing-cpp
// then zbar, the scanner's QRReader (scale unknown) with either, and
// zbarimg.
func runBenchDecoders(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bench decoders", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	maxSide := fs.Int("max-side", 1280, "photos larger than this are scaled down to it (longer side, pixels; 0: never)")
	noZbar := fs.Bool("no-zbar", false, "do not run zbarimg")
	verbose := fs.Bool("v", false, "name every photo a decoder misses or misreads")
	if err := parseFlags(fs, reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 1 {
		return fault.New(fault.Usage, "want: mecanoid bench decoders FOLDER")
	}
	var decoders []bench.NamedDecoder
	if zxing.Available && zbar.Available {
		zx, zb := zxing.Reader{Harder: true}, zbar.Reader{}
		either := vision.Either{First: zx, Second: zb}
		decoders = []bench.NamedDecoder{{Name: "zxing-cpp", Decoder: zx}, {Name: "zbar", Decoder: zb},
			{Name: "zxing-cpp, then zbar", Decoder: patchDecoder{either}},
			{Name: "QRReader, zxing-cpp", Decoder: vision.QRReader{Patch: zx}},
			{Name: "QRReader, zxing-cpp then zbar", Decoder: vision.QRReader{Patch: either}}}
	}
	decoders = append(decoders, bench.NamedDecoder{Name: "QRReader, gozxing", Decoder: vision.QRReader{Patch: vision.Gozxing{}}})
	zbarimg := ""
	if !*noZbar {
		if p, err := exec.LookPath("zbarimg"); err == nil {
			zbarimg = p
		} else {
			fmt.Fprintln(stdout, "zbarimg not found (apt install zbar-tools): its column stays empty")
		}
	}
	var misses io.Writer
	if *verbose {
		misses = stdout
	}
	rows, err := bench.Photos(fs.Arg(0), decoders, zbarimg, *maxSide, misses)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "mecanoid bench decoders %s: whole photos, longer side at most %d px; timings in processor time on 1 core\n", fs.Arg(0), *maxSide)
	bench.WritePhotoTable(stdout, rows)
	return nil
}

// patchDecoder decodes a whole picture with a patch reader.
type patchDecoder struct{ r vision.PatchReader }

func (d patchDecoder) Decode(g *image.Gray) ([]vision.Code, error) { return d.r.ReadPatch(g), nil }

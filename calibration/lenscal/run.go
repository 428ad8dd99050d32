package lenscal

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"image"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"mecanoid/calibration"
	"mecanoid/fault"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/lang"
	"mecanoid/referee/session"
	"mecanoid/vision"
)

// Measurer finds a chessboard and fits a lens to it: OpenCV's, through
// calibration/cvlens, in the helper program.
type Measurer interface {
	// FindCorners is the chessboard's cols x rows inner corners in img,
	// row after row; nil when the whole chessboard is not in view.
	FindCorners(img image.Image, cols, rows int) ([]calibration.Point, error)
	// Calibrate fits the lens to the photos; viewRMS is each photo's
	// reprojection error, pixels.
	Calibrate(images []image.Image, cols, rows int, squareMM float64) (lens calibration.Lens, viewRMS []float64, err error)
}

// MaxRMS is the largest reprojection error, in pixels, of a lens the
// command keeps: above it the corners do not fit one lens (a blurred or
// moving photo, a chessboard not flat, printed at another scale).
const MaxRMS = 1.0

// Usage is the command's synopsis.
const Usage = "calibrate lens --camera SOURCE|PHOTOS... --chessboard 9x6 --square 25mm [-o lens.json] [--coverage lens-coverage.png] [--timeout 10m]"

// HelperName is the helper program, the build of mecanoid that has OpenCV.
const HelperName = "mecanoid-lens"

// Helper is the helper program's path: next to this program, or on the
// PATH; "" when there is none. Tests replace it.
var Helper = func() string {
	if exe, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(exe), HelperName)
		if st, err := os.Stat(p); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			return p
		}
	}
	if p, err := exec.LookPath(HelperName); err == nil {
		return p
	}
	return ""
}

// RunHelper runs `calibrate lens` in the helper program, which then is this
// process (its output, its exit status); without a helper it says how to
// get one (exit status 1: this build lacks a part, the command line is
// right).
func RunHelper(args []string) error {
	if err := CheckArgs(args); err != nil {
		return err
	}
	h := Helper()
	if h == "" {
		return errors.New(lang.Say().Sprintf(
			"this mecanoid has no OpenCV, which measuring a lens needs, and %s is not next to it nor on the PATH: build it with `make lens` (it needs libopencv-dev, which scripts/setup.sh installs), or on another machine that has it; the other commands do without",
			HelperName))
	}
	return syscall.Exec(h, append([]string{h, "calibrate", "lens"}, args...), helperEnv())
}

// helperEnv is the helper's environment: this one, and the user's
// language, which --lang may have chosen against the environment's.
func helperEnv() []string {
	return append(os.Environ(), "MECANOID_LANG="+string(lang.User()))
}

// CheckArgs reads the command line as Run does, and says what is wrong in
// it (exit 2), or that help is asked for (a cliflag.HelpRequest).
func CheckArgs(args []string) error {
	_, err := parse(args)
	return err
}

// options are the command line's.
type options struct {
	camera     string
	photos     []string
	cols, rows int
	square     float64 // mm
	out        string
	coverage   string // the coverage picture's file
	timeout    time.Duration
}

// parse reads the command line; what is wrong in it is the user's (exit 2).
func parse(args []string) (options, error) {
	p := lang.Say()
	var o options
	fs := flag.NewFlagSet("calibrate lens", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&o.camera, "camera", "", p.Sprintf("the camera to show the chessboard to, as for referee: rpicam, /dev/video0; or give photos (files or folders)"))
	board := fs.String("chessboard", "9x6", p.Sprintf("the chessboard's inner corners, COLUMNSxROWS (a board of 10x7 squares has 9x6)"))
	square := fs.String("square", "25mm", p.Sprintf("side of a square, mm, as measured on the print"))
	fs.StringVar(&o.out, "o", "lens.json", p.Sprintf("lens file to write"))
	fs.StringVar(&o.coverage, "coverage", "", p.Sprintf("PNG of the parts of the picture the views cover, written at each view kept (default: next to the lens file)"))
	fs.DurationVar(&o.timeout, "timeout", 10*time.Minute, p.Sprintf("how long to watch the camera before giving up"))
	if err := cliflag.Parse(fs, cliflag.Reorder(fs, args)); err != nil {
		return o, fault.E(fault.Usage, err)
	}
	o.photos = fs.Args()
	if o.coverage == "" {
		o.coverage = strings.TrimSuffix(o.out, ".json") + "-coverage.png"
	}
	if (o.camera == "") == (len(o.photos) == 0) {
		return o, fault.New(fault.Usage, p.Sprintf("want --camera SOURCE or photos, one of them: mecanoid %s", Usage))
	}
	var err error
	if o.cols, o.rows, err = grid(*board); err != nil {
		return o, err
	}
	o.square, err = millimetres(*square)
	return o, err
}

// Run is `calibrate lens ARGS`, measuring with m.
func Run(args []string, stdout io.Writer, m Measurer) error {
	p := lang.Say()
	o, err := parse(args)
	if err != nil {
		return err
	}
	camera, cols, rows, side, out, timeout := &o.camera, o.cols, o.rows, o.square, &o.out, &o.timeout
	var src vision.Source
	if *camera != "" {
		src, err = session.OpenCamera("--camera", *camera)
	} else {
		src, err = vision.NewFiles(o.photos...)
	}
	if err != nil {
		return fault.E(fault.Input, err)
	}
	defer src.Close()
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()

	g := &Guide{Cols: cols, Rows: rows}
	var kept []image.Image
	var names []string
	notFound, lastNext := 0, ""
	for *camera == "" || !g.Done() {
		f, err := src.Next(ctx)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			if ctx.Err() != nil && *camera != "" {
				break // out of time: the views so far are judged
			}
			return fault.E(fault.Input, err)
		}
		s := f.Image.Bounds().Size()
		if g.Width == 0 {
			g.Width, g.Height = s.X, s.Y
		} else if s.X != g.Width || s.Y != g.Height {
			return fault.New(fault.Input, p.Sprintf("%s is %dx%d, the first picture %dx%d: a lens is measured at one resolution", f.Name, s.X, s.Y, g.Width, g.Height))
		}
		corners, err := m.FindCorners(f.Image, cols, rows)
		if err != nil {
			return err
		}
		if corners == nil {
			notFound++
			if *camera == "" {
				p.Fprintf(stdout, "%s: no %dx%d chessboard whole in view (all of it, its white border, in focus)\n", f.Name, cols, rows)
			} else if notFound%50 == 1 {
				p.Fprintf(stdout, "the whole %dx%d chessboard is not in view: show all of it, its white border too, held still\n", cols, rows)
			}
			continue
		}
		v := g.Offer(corners)
		if !v.Accepted {
			if *camera == "" {
				p.Fprintf(stdout, "%s: too like view %d, left out\n", f.Name, v.Alike)
			}
			continue
		}
		kept = append(kept, f.Image)
		names = append(names, f.Name)
		how := p.Sprintf("straight on")
		if v.Tilted {
			how = p.Sprintf("tilted")
		}
		p.Fprintf(stdout, "view %d kept (%s): %s; %d tilted\n", g.Views(), how, f.Name, g.Tilted())
		if err := g.writeCoverage(o.coverage, f.Image); err != nil {
			return fault.E(fault.Input, err)
		}
		if g.Views() == 1 {
			p.Fprintf(stdout, "  the parts covered: %s (green; red, numbered: not yet), written again at each view kept\n", o.coverage)
		}
		if next := g.Next(p); next != "" && next != lastNext && *camera != "" {
			p.Fprintf(stdout, "  next: %s\n", next)
			lastNext = next
		}
		if u := g.Uncovered(); len(u) > 0 && *camera != "" {
			said := make([]string, len(u))
			for i, k := range u {
				said[i] = p.Sprintf(k)
			}
			p.Fprintf(stdout, "  not yet covered: %s\n", strings.Join(said, ", "))
		}
	}
	if !g.Done() {
		return fault.New(fault.Input, p.Sprintf("not enough views to measure the lens (%d kept, %d tilted): %s", g.Views(), g.Tilted(), g.Next(p)))
	}
	lens, viewRMS, err := m.Calibrate(kept, cols, rows, side)
	if err != nil {
		return fault.E(fault.Input, err)
	}
	if lens.RMS > MaxRMS {
		worst := 0
		for i, r := range viewRMS {
			if r > viewRMS[worst] {
				worst = i
			}
		}
		return fault.New(fault.Input, p.Sprintf("the corners misfit the lens by %.2f px (at most %.1f): the chessboard bent, moved or blurred, or printed at another scale; worst: %s (%.2f px)",
			lens.RMS, MaxRMS, names[worst], viewRMS[worst]))
	}
	lens.Measured = time.Now().UTC().Truncate(time.Second)
	data, err := json.MarshalIndent(lens, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(*out, append(data, '\n'), 0o644); err != nil {
		return fault.E(fault.Input, err)
	}
	// Across: from the left edge to the right, through the lens.
	left, right := lens.Undistort(calibration.Point{X: -0.5, Y: lens.CY}), lens.Undistort(calibration.Point{X: float64(lens.Width) - 0.5, Y: lens.CY})
	fov := (math.Atan((lens.CX-left.X)/lens.FX) + math.Atan((right.X-lens.CX)/lens.FX)) * 180 / math.Pi
	p.Fprintf(stdout, "lens measured from %d views at %dx%d: focal %.1f px (%.0f° across), centre (%.1f, %.1f), distortion k1 %.3f k2 %.3f p1 %.4f p2 %.4f; corners fit within %.2f px\n",
		g.Views(), lens.Width, lens.Height, lens.FX, fov, lens.CX, lens.CY, lens.K1, lens.K2, lens.P1, lens.P2, lens.RMS)
	p.Fprintf(stdout, "wrote %s: calibrate the table with it (mecanoid calibrate PHOTO --board FILE --lens %s)\n", *out, *out)
	return nil
}

// grid reads COLUMNSxROWS inner corners.
func grid(s string) (int, int, error) {
	a, b, ok := strings.Cut(strings.ToLower(s), "x")
	c, err1 := strconv.Atoi(strings.TrimSpace(a))
	r, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil || c < 2 || r < 2 {
		return 0, 0, fault.New(fault.Usage, lang.Say().Sprintf("--chessboard %q: want its inner corners, COLUMNSxROWS, like 9x6 (a board of 10x7 squares)", s))
	}
	return c, r, nil
}

// millimetres reads "25mm" or "25".
func millimetres(s string) (float64, error) {
	v, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.ToLower(strings.TrimSpace(s)), "mm")), 64)
	if err != nil || !(v > 0) || math.IsInf(v, 0) {
		return 0, fault.New(fault.Usage, lang.Say().Sprintf("--square %q: want a length in millimetres, like 25mm", s))
	}
	return v, nil
}

package dr2d

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"
	"mecanoid/game"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/lang"
	"mecanoid/referee/session"
	"os"
	"strconv"
	"strings"

	"mecanoid/calibration"
	"mecanoid/calibration/lenscal"
	rules "mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision"
	_ "mecanoid/vision/zbar"  // with cgo: zxing-cpp reads the codes, zbar what it misses
	_ "mecanoid/vision/zxing" // zxing-cpp reads the codes when built with cgo
)

func runScan(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("scan", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	codes := fs.Bool("codes", false, lang.Say().Sprintf("print every QR code found, game piece or not"))
	asJSON := fs.Bool("json", false, lang.Say().Sprintf("print JSON"))
	calFile := fs.String("calibration", "", lang.Say().Sprintf("calibration file written by mecanoid calibrate (default: calibrate from this photo's corner markers)"))
	robots := fs.String("robots", "", lang.Say().Sprintf("robots that must be on the board, e.g. 1-4 or 1,3"))
	bf := AddBoardFlags(fs)
	if err := cliflag.Parse(fs, cliflag.Reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 1 {
		return fault.New(fault.Usage, lang.Say().Sprintf("want one photo: mecanoid scan PHOTO --board FILE, or mecanoid scan --codes PHOTO"))
	}
	img, err := game.ReadPhoto(fs.Arg(0))
	if err != nil {
		return err
	}
	if *codes {
		return printCodes(stdout, img, *asJSON)
	}
	sc, err := scannerOf(bf, *calFile, *robots)
	if err != nil {
		return err
	}
	if *robots == "" {
		lang.Say().Fprintf(session.Progress(), "scan: no robots expected (--robots 1-4): a robot hidden or off the board is not noticed\n")
	}
	// The laws the board file places are expected too, unless a robot
	// stands on their cell (a figurine hides the token).
	laws := map[int]rules.Cell{}
	if text, err := os.ReadFile(*bf.Board); err == nil {
		if db, err := rules.ParseBoard(*bf.Board, text); err == nil {
			for i, c := range db.Laws {
				if c != (rules.Cell{}) {
					laws[i+1] = c
					sc.Expect = append(sc.Expect, tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: i + 1})
				}
			}
		}
	}
	st, scanErr := sc.Scan(img)
	if st == nil {
		return fault.E(fault.Input, scanErr) // nothing was read: bad input, not a photo to take again
	}
	scanErr = lawsUnderRobots(scanErr, st, laws)
	var out bytes.Buffer
	if *asJSON {
		st.WriteJSON(&out, fs.Arg(0), scanErr)
	} else {
		st.WriteText(&out, lang.Say())
	}
	if _, err := stdout.Write(out.Bytes()); err != nil {
		return err
	}
	return scanErr // a vision.RescanError: the photo must be taken again
}

// lawsUnderRobots is err without the law tokens it misses whose cell a
// robot stands on: the figurine hides them (nil when nothing else is
// missing).
func lawsUnderRobots(err error, st *vision.State, laws map[int]rules.Cell) error {
	var re *vision.RescanError
	if !errors.As(err, &re) {
		return err
	}
	robotAt := map[rules.Cell]bool{}
	for _, p := range st.Pieces {
		if p.Tag.Kind == tag.Robot {
			robotAt[rules.Cell{X: p.Col, Y: p.Row}] = true
		}
	}
	var keep []vision.Problem
	for _, pr := range re.Problems {
		hidden := false
		for id, c := range laws {
			if pr.Piece == (tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: id}).Label() && robotAt[c] {
				hidden = true
			}
		}
		if !hidden {
			keep = append(keep, pr)
		}
	}
	if len(keep) == 0 {
		return nil
	}
	return &vision.RescanError{Problems: keep}
}

func printCodes(w io.Writer, img image.Image, asJSON bool) error {
	codes, err := vision.DefaultReader().Decode(vision.Gray(img))
	if err != nil {
		return err
	}
	var out bytes.Buffer // written only when the whole list is
	vision.WriteCodes(&out, codes, asJSON)
	_, err = w.Write(out.Bytes())
	return err
}

func runCalibrate(args []string, stdout io.Writer) error {
	if len(args) > 0 && args[0] == "lens" {
		// Measured by the build that has OpenCV (calibration/lenscal).
		return lenscal.RunHelper(args[1:])
	}
	fs := flag.NewFlagSet("calibrate", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	outFile := fs.String("o", "calibration.json", lang.Say().Sprintf("calibration file to write"))
	annotate := fs.String("annotate", "", lang.Say().Sprintf("PNG showing where the corners and the board were found (default: next to the calibration file)"))
	lensFile := fs.String("lens", "", lang.Say().Sprintf("lens file (JSON calibration.Lens) to correct lens distortion"))
	bf := AddBoardFlags(fs)
	if err := cliflag.Parse(fs, cliflag.Reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 1 {
		return fault.New(fault.Usage, lang.Say().Sprintf("want one photo: mecanoid calibrate PHOTO --board FILE [-o calibration.json]"))
	}
	b, err := bf.CalibrationBoard()
	if err != nil {
		return err
	}
	img, err := game.ReadPhoto(fs.Arg(0))
	if err != nil {
		return err
	}
	settings := calibration.Settings{TagHeight: *bf.TagHeight, FOV: *bf.FOV}
	if *lensFile != "" {
		data, err := os.ReadFile(*lensFile)
		if err != nil {
			return fault.E(fault.Input, err)
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&settings.Lens); err != nil {
			return fault.Errorf(fault.Input, "%s: %v", *lensFile, err)
		}
	}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	lang.Say().Fprintf(session.Progress(), "calibrate: reading the codes of a %sx%s photo\n", strconv.Itoa(w), strconv.Itoa(h))
	codes, err := vision.DefaultReader().Decode(vision.Gray(img))
	if err != nil {
		return err
	}
	var markers []calibration.Marker
	for _, c := range codes {
		if p, err := tag.Parse(c.Text); err == nil && p.Kind == tag.Corner && p.ID >= 0 && p.ID < 4 {
			markers = append(markers, calibration.Marker{Corner: p.ID, Corners: c.Corners})
		}
	}
	lang.Say().Fprintf(session.Progress(), "calibrate: %d code(s), %d of the 4 corner markers; solving the camera\n", len(codes), len(markers))
	cal, solveErr := calibration.Solve(b, markers, w, h, settings)
	pngName := *annotate
	if pngName == "" {
		pngName = strings.TrimSuffix(*outFile, ".json") + "-found.png"
	}
	// The picture is written even when calibration fails: it shows which
	// markers were found.
	if err := writeAnnotated(pngName, img, codes, cal); err != nil {
		return err
	}
	if solveErr != nil {
		return fault.New(fault.Input, lang.Say().Sprintf("%v (found %d of the 4 corner markers; see %s)", solveErr, len(markers), pngName))
	}
	if err := cal.Save(*outFile); err != nil {
		return err
	}
	bw, bh := b.Size()
	eye := cal.Camera.Centre()
	dist := math.Sqrt((eye.X-bw/2)*(eye.X-bw/2) + (eye.Y-bh/2)*(eye.Y-bh/2) + eye.Z*eye.Z)
	// Millimetres and pixels in the thousands are written as they were
	// (1200, not 1,200): passed as text.
	mm := func(v float64) string { return strconv.FormatFloat(v, 'f', 0, 64) }
	lang.Say().Fprintf(stdout, "calibrated the %dx%d board from %s: marker fit %.2f px, camera %s mm from the board centre, tilted %.0f°, focal %s px (from %s)\n",
		b.Columns, b.Rows, fs.Arg(0), cal.RMS, mm(dist), cal.Camera.Tilt(), mm(cal.Camera.F), cal.FocalFrom)
	lang.Say().Fprintf(stdout, "wrote %s and %s\n", *outFile, pngName)
	return nil
}

// writeAnnotated draws the codes found (green: corner markers, blue: other
// codes) and, when calibrated, the board's cell grid (red) over the photo.
func writeAnnotated(name string, img image.Image, codes []vision.Code, cal *calibration.Calibration) error {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(out, out.Bounds(), img, b.Min, draw.Src)
	r := &print.Raster{Img: out, Scale: 1}
	width := math.Max(2, float64(b.Dx())/600)
	line := func(p, q calibration.Point, c color.Color) {
		r.Line(print.Pt{X: p.X, Y: p.Y}, print.Pt{X: q.X, Y: q.Y}, width, c)
	}
	for _, c := range codes {
		col := color.Color(color.RGBA{40, 90, 255, 255})
		if p, err := tag.Parse(c.Text); err == nil && p.Kind == tag.Corner {
			col = color.RGBA{0, 200, 0, 255}
		}
		for i := range 4 {
			line(c.Corners[i], c.Corners[(i+1)%4], col)
		}
		r.Circle(print.Pt{X: c.Corners[0].X, Y: c.Corners[0].Y}, 2*width, col)
	}
	if cal != nil {
		red := color.RGBA{230, 30, 30, 255}
		for x := 0; x <= cal.Board.Columns; x++ {
			fx := float64(x) * cal.Board.Tile
			_, hh := cal.Board.Size()
			line(cal.BoardToImage(calibration.Point{X: fx, Y: 0}, 0), cal.BoardToImage(calibration.Point{X: fx, Y: hh}, 0), red)
		}
		for y := 0; y <= cal.Board.Rows; y++ {
			fy := float64(y) * cal.Board.Tile
			ww, _ := cal.Board.Size()
			line(cal.BoardToImage(calibration.Point{X: 0, Y: fy}, 0), cal.BoardToImage(calibration.Point{X: ww, Y: fy}, 0), red)
		}
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, out); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// scannerOf is the scanner of scan and watch: the board's flags, its
// calibration file if given (checked against the board) and the robots
// that must be seen (robots: "1-4", "" for none).
func scannerOf(bf *BoardFlags, calFile, robots string) (*vision.Scanner, error) {
	b, err := bf.CalibrationBoard()
	if err != nil {
		return nil, err
	}
	sc := &vision.Scanner{Game: tag.DR2D, Board: b, TagSize: *bf.TagSize,
		Settings: calibration.Settings{TagHeight: *bf.TagHeight, FOV: *bf.FOV}}
	if calFile != "" {
		cal, err := calibration.Load(calFile)
		if err != nil {
			return nil, err
		}
		if cal.Board.Columns != b.Columns || cal.Board.Rows != b.Rows {
			return nil, fault.New(fault.Input, lang.Say().Sprintf("%s is the calibration of a %dx%d board, %s is %dx%d", calFile, cal.Board.Columns, cal.Board.Rows, *bf.Board, b.Columns, b.Rows))
		}
		sc.Calibration = cal
	}
	if robots != "" {
		ids, err := game.ParseIDs("robots", robots)
		if err != nil {
			return nil, err
		}
		for _, id := range ids {
			sc.Expect = append(sc.Expect, tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: id})
		}
	}
	return sc, nil
}

//go:build cgo

package cvlens

import (
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"gocv.io/x/gocv"

	"mecanoid/calibration"
)

// calibFixK3 is OpenCV's CALIB_FIX_K3 for calibrateCamera. gocv's
// CalibFixK3 is the fisheye module's flag, whose value (64) means
// CALIB_FIX_K2 to calibrateCamera.
const calibFixK3 gocv.CalibFlag = 0x80

// searchSize is the longest side, in pixels, at which the chessboard is
// looked for.
const searchSize = 1600

// Calibrate measures the lens from photos of a flat chessboard of cols x
// rows inner corners (a board of 10x7 squares has 9x6) and squares of
// squareMM millimetres. All photos must have the same size, which becomes
// the lens's. Photos where the chessboard is not found whole are left out
// and named in the Report, which is filled even when the error is
// ErrTooFewViews. k3 is held at 0: with a dozen photos it mostly fits the
// noise, and the Pi's and webcams' lenses are well described by k1 and k2.
func Calibrate(images []image.Image, cols, rows int, squareMM float64) (calibration.Lens, Report, error) {
	var rep Report
	if cols < 2 || rows < 2 {
		return calibration.Lens{}, rep, fmt.Errorf("%w: %dx%d inner corners, need at least 2x2 (a board of 10x7 squares has 9x6)", ErrPattern, cols, rows)
	}
	if !(squareMM > 0) || math.IsInf(squareMM, 0) {
		return calibration.Lens{}, rep, fmt.Errorf("%w: square size %g mm", ErrPattern, squareMM)
	}
	if len(images) == 0 {
		return calibration.Lens{}, rep, fmt.Errorf("%w: no photo", ErrImages)
	}
	size := images[0].Bounds().Size()
	for i, img := range images {
		if s := img.Bounds().Size(); s != size {
			return calibration.Lens{}, rep, fmt.Errorf("%w: photo #%d is %dx%d, photo #0 is %dx%d: all must come from the camera at the same resolution",
				ErrImages, i, s.X, s.Y, size.X, size.Y)
		}
	}
	if size.X < 16 || size.Y < 16 {
		return calibration.Lens{}, rep, fmt.Errorf("%w: photos of %dx%d pixels", ErrImages, size.X, size.Y)
	}

	// The chessboard's corners on its own plane, row after row, as
	// FindChessboardCorners orders what it finds.
	object := make([]gocv.Point3f, 0, cols*rows)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			object = append(object, gocv.Point3f{X: float32(float64(c) * squareMM), Y: float32(float64(r) * squareMM)})
		}
	}
	var objectPts [][]gocv.Point3f
	var imagePts [][]gocv.Point2f
	rep.Views = make([]View, len(images))
	criteria := gocv.NewTermCriteria(gocv.Count|gocv.EPS, 40, 0.001)
	for i, img := range images {
		rep.Views[i] = View{Index: i}
		corners, ok := findCorners(img, cols, rows, criteria)
		if !ok {
			continue
		}
		rep.Views[i].Found = true
		rep.Views[i].Corners = make([]calibration.Point, len(corners))
		for k, p := range corners {
			rep.Views[i].Corners[k] = calibration.Point{X: float64(p.X), Y: float64(p.Y)}
		}
		objectPts = append(objectPts, object)
		imagePts = append(imagePts, corners)
	}
	rep.Used = len(imagePts)
	if rep.Used < MinViews {
		return calibration.Lens{}, rep, fmt.Errorf("%w: the %dx%d inner corners were found in %d of %d photos, need %d (not found in %s, counting from #0)",
			ErrTooFewViews, cols, rows, rep.Used, len(images), MinViews, listIndices(rep.Failed()))
	}

	obj := gocv.NewPoints3fVectorFromPoints(objectPts)
	defer obj.Close()
	imgp := gocv.NewPoints2fVectorFromPoints(imagePts)
	defer imgp.Close()
	k, dist, rvecs, tvecs := gocv.NewMat(), gocv.NewMat(), gocv.NewMat(), gocv.NewMat()
	defer k.Close()
	defer dist.Close()
	defer rvecs.Close()
	defer tvecs.Close()
	rms := gocv.CalibrateCamera(obj, imgp, size, &k, &dist, &rvecs, &tvecs, calibFixK3)

	d, err := dist.DataPtrFloat64()
	if err != nil || len(d) < 5 || k.Rows() != 3 || k.Cols() != 3 {
		return calibration.Lens{}, rep, fmt.Errorf("%w: OpenCV gave no camera matrix", ErrFailed)
	}
	lens := calibration.Lens{
		Width: size.X, Height: size.Y,
		FX: k.GetDoubleAt(0, 0), FY: k.GetDoubleAt(1, 1), CX: k.GetDoubleAt(0, 2), CY: k.GetDoubleAt(1, 2),
		K1: d[0], K2: d[1], P1: d[2], P2: d[3], K3: d[4],
		RMS: rms,
	}
	for _, v := range []float64{lens.FX, lens.FY, lens.CX, lens.CY, lens.K1, lens.K2, lens.P1, lens.P2, lens.K3, rms} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return calibration.Lens{}, rep, fmt.Errorf("%w: OpenCV's fit did not converge (photos too alike?)", ErrFailed)
		}
	}
	if !lens.Calibrated() {
		return calibration.Lens{}, rep, fmt.Errorf("%w: focal length %.1f x %.1f pixels", ErrFailed, lens.FX, lens.FY)
	}
	rep.RMS = rms

	// Each view's own misfit, to point at a blurred or moved photo.
	r, err1 := rvecs.DataPtrFloat64()
	t, err2 := tvecs.DataPtrFloat64()
	if err1 == nil && err2 == nil && len(r) == 3*rep.Used && len(t) == 3*rep.Used {
		v := 0
		for i := range rep.Views {
			if rep.Views[i].Found {
				rep.Views[i].RMS = viewRMS(lens, object, rep.Views[i].Corners, r[3*v:3*v+3], t[3*v:3*v+3])
				v++
			}
		}
	}
	return lens, rep, nil
}

// findCorners finds the chessboard's inner corners in img, refined to a
// fraction of a pixel.
func findCorners(img image.Image, cols, rows int, criteria gocv.TermCriteria) ([]gocv.Point2f, bool) {
	b := img.Bounds()
	gray, err := gocv.NewMatFromBytes(b.Dy(), b.Dx(), gocv.MatTypeCV8UC1, grayPixels(img))
	if err != nil {
		return nil, false
	}
	defer gray.Close()
	// Large photos (a 12 MP Pi camera) are searched at a lower resolution,
	// many times faster and as sure; the corners are then refined on the
	// full picture.
	search, scale := gray, 1.0
	if long := max(b.Dx(), b.Dy()); long > searchSize {
		scale = float64(long) / searchSize
		small := gocv.NewMat()
		defer small.Close()
		gocv.Resize(gray, &small, image.Pt(int(math.Round(float64(b.Dx())/scale)), int(math.Round(float64(b.Dy())/scale))), 0, 0, gocv.InterpolationArea)
		search = small
		scale = float64(b.Dx()) / float64(small.Cols())
	}
	corners := gocv.NewMat()
	defer corners.Close()
	flags := gocv.CalibCBAdaptiveThresh | gocv.CalibCBNormalizeImage | gocv.CalibCBFastCheck
	if !gocv.FindChessboardCorners(search, image.Pt(cols, rows), &corners, flags) || corners.Rows()*corners.Cols() != cols*rows {
		return nil, false
	}
	pts := gocv.NewPoint2fVectorFromMat(corners)
	found := pts.ToPoints()
	pts.Close()
	if scale != 1 {
		// Pixel centres at integer coordinates: full = (small + 0.5)·scale − 0.5.
		for i, p := range found {
			found[i] = gocv.Point2f{X: float32((float64(p.X)+0.5)*scale - 0.5), Y: float32((float64(p.Y)+0.5)*scale - 0.5)}
		}
		corners.Close()
		if corners, err = gocv.NewMatFromBytes(len(found), 1, gocv.MatTypeCV32FC2, point2fBytes(found)); err != nil {
			return nil, false
		}
	}
	// The refining window must stay within a square: neighbouring corners
	// would pull on each other.
	step := math.Inf(1)
	for i := 1; i < len(found); i++ {
		if i%cols != 0 {
			step = math.Min(step, math.Hypot(float64(found[i].X-found[i-1].X), float64(found[i].Y-found[i-1].Y)))
		}
	}
	half := int(math.Max(2, math.Min(11, step/2-1)))
	gocv.CornerSubPix(gray, &corners, image.Pt(half, half), image.Pt(-1, -1), criteria)
	pts = gocv.NewPoint2fVectorFromMat(corners)
	defer pts.Close()
	return pts.ToPoints(), true
}

// point2fBytes lays points out as a CV_32FC2 Mat's data.
func point2fBytes(ps []gocv.Point2f) []byte {
	out := make([]byte, 0, 8*len(ps))
	for _, p := range ps {
		out = binary.NativeEndian.AppendUint32(out, math.Float32bits(p.X))
		out = binary.NativeEndian.AppendUint32(out, math.Float32bits(p.Y))
	}
	return out
}

// grayPixels is img's luminance, one byte per pixel, rows without padding.
func grayPixels(img image.Image) []byte {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	out := make([]byte, w*h)
	switch m := img.(type) {
	case *image.Gray:
		for y := 0; y < h; y++ {
			i := m.PixOffset(b.Min.X, b.Min.Y+y)
			copy(out[y*w:(y+1)*w], m.Pix[i:i+w])
		}
	case *image.YCbCr:
		for y := 0; y < h; y++ {
			i := m.YOffset(b.Min.X, b.Min.Y+y)
			copy(out[y*w:(y+1)*w], m.Y[i:i+w])
		}
	case *image.RGBA:
		for y := 0; y < h; y++ {
			p := m.Pix[m.PixOffset(b.Min.X, b.Min.Y+y):]
			for x := 0; x < w; x++ {
				out[y*w+x] = luma(p[4*x], p[4*x+1], p[4*x+2])
			}
		}
	case *image.NRGBA:
		for y := 0; y < h; y++ {
			p := m.Pix[m.PixOffset(b.Min.X, b.Min.Y+y):]
			for x := 0; x < w; x++ {
				out[y*w+x] = luma(p[4*x], p[4*x+1], p[4*x+2])
			}
		}
	default:
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				out[y*w+x] = color.GrayModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.Gray).Y
			}
		}
	}
	return out
}

// luma is color.GrayModel's weighting, in integers.
func luma(r, g, b uint8) uint8 {
	return uint8((19595*uint32(r) + 38470*uint32(g) + 7471*uint32(b) + 1<<15) >> 16)
}

// viewRMS is the root mean square distance between the corners seen and
// the chessboard's corners projected with the lens and the view's pose
// (Rodrigues rotation vector r, translation t).
func viewRMS(l calibration.Lens, object []gocv.Point3f, seen []calibration.Point, r, t []float64) float64 {
	rot := rodrigues(r[0], r[1], r[2])
	var sum float64
	for i, o := range object {
		x, y, z := float64(o.X), float64(o.Y), float64(o.Z)
		cx := rot[0]*x + rot[1]*y + rot[2]*z + t[0]
		cy := rot[3]*x + rot[4]*y + rot[5]*z + t[1]
		cz := rot[6]*x + rot[7]*y + rot[8]*z + t[2]
		ideal := calibration.Point{X: l.FX*cx/cz + l.CX, Y: l.FY*cy/cz + l.CY}
		sum += math.Pow(l.Distort(ideal).Sub(seen[i]).Len(), 2)
	}
	return math.Sqrt(sum / float64(len(object)))
}

// rodrigues turns a rotation vector (axis × angle) into a row-major matrix.
func rodrigues(x, y, z float64) [9]float64 {
	th := math.Sqrt(x*x + y*y + z*z)
	if th < 1e-12 {
		return [9]float64{1, 0, 0, 0, 1, 0, 0, 0, 1}
	}
	x, y, z = x/th, y/th, z/th
	c, s := math.Cos(th), math.Sin(th)
	v := 1 - c
	return [9]float64{
		c + x*x*v, x*y*v - z*s, x*z*v + y*s,
		y*x*v + z*s, c + y*y*v, y*z*v - x*s,
		z*x*v - y*s, z*y*v + x*s, c + z*z*v,
	}
}

// listIndices writes photo indices for a message: "#1, #4 and #5".
func listIndices(ix []int) string {
	s := make([]string, len(ix))
	for i, v := range ix {
		s[i] = fmt.Sprintf("#%d", v)
	}
	if len(s) > 1 {
		return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
	}
	return strings.Join(s, "")
}

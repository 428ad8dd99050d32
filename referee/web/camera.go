package web

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// What the referee sees: the table page may show the camera's view,
// small, with the tags read drawn over it, so that the players trust what
// the referee reads (docs/web.md#the-cameras-view). The page asks for it
// about once a second; the room may turn it off on the page, and the
// referee forbid it (Options.NoCamera).

// A Viewer gives the camera's latest frame and the tags read in it. The
// command implements it from the live table; a Page without one (nil
// Options.Camera) shows no camera view. View is called from the page's
// handlers, at most twice a second (camViewEvery): it must not block.
type Viewer interface {
	// View is the latest frame; false: none yet.
	View() (View, bool)
}

// A View is one frame of the camera, as a JPEG, with the tags read in it.
type View struct {
	JPEG          []byte
	Width, Height int       // the JPEG's size, in pixels
	At            time.Time // when the camera took it: a frame's identity
	Tags          []ViewTag
	// Hand: a hand rests over the board (the watcher holds the settle
	// back until it goes); the page says so, quietly.
	Hand bool
}

// A ViewTag is a tag read in a View: its outline and what it is.
type ViewTag struct {
	Label string // what the page writes beside it: "robot 2", "law 1"
	// Corners are the tag's corners in the frame, in pixels, in the
	// order read (the first is the tag's top-left as printed).
	Corners [4][2]float64
	// Checked: the last check of the table (talk.UpdateCheck) judged the
	// tag's piece, and OK says whether it stands as it should; the page
	// draws it green or red. Not checked: drawn neutral.
	OK, Checked bool
}

// camMaxWidth is the widest frame the page is sent: a 1080p frame is
// shown 480 px wide in a corner of the page, and its JPEG at 640 px is a
// tenth of the size (the room's Wi-Fi, a Pi's CPU encoding it once).
const camMaxWidth = 640

// camViewEvery is how often at most the page's camera endpoints take a
// new frame from the Viewer: whatever the number of screens and requests,
// the referee decodes and shrinks at most two frames a second.
const camViewEvery = 500 * time.Millisecond

// camera serves the Viewer's frames: /camera.json (the frame's size and
// tags, as served) and /camera.jpg (the frame, shrunk to camMaxWidth).
type camera struct {
	v     Viewer
	every time.Duration    // camViewEvery; tests shorten it
	clock func() time.Time // time.Now; tests hold it still

	mu     sync.Mutex
	cur    *camFrame // the latest frame taken
	prev   *camFrame // the one before: a page's JPEG may follow its JSON late
	taken  time.Time // when cur was taken from the Viewer
	shrunk int       // frames decoded and shrunk (tests)
}

// A camFrame is a View as the page is served it.
type camFrame struct {
	v    View
	id   string // v.At in nanoseconds: the page asks for this frame's JPEG by it
	w, h int    // served size
	jpeg []byte // nil until asked for: shrunk once
	err  bool   // the JPEG could not be shrunk: served as it is
}

// frameLocked is the frame to serve now: cur, unless camViewEvery has
// passed since it was taken, then the Viewer's latest.
func (c *camera) frameLocked(now time.Time) *camFrame {
	if c.cur != nil && now.Sub(c.taken) < c.every {
		return c.cur
	}
	v, ok := c.v.View()
	if !ok || len(v.JPEG) == 0 || v.Width <= 0 || v.Height <= 0 {
		return c.cur
	}
	c.taken = now
	if c.cur != nil && c.cur.v.At.Equal(v.At) {
		return c.cur
	}
	w, h := servedSize(v.Width, v.Height)
	c.prev, c.cur = c.cur, &camFrame{v: v, id: strconv.FormatInt(v.At.UnixNano(), 10), w: w, h: h}
	return c.cur
}

// servedSize is the size a frame of w×h is served at: shrunk by a whole
// factor (a box filter, exact and fast) to camMaxWidth at most.
func servedSize(w, h int) (int, int) {
	k := shrinkFactor(w)
	return w / k, h / k
}

func shrinkFactor(w int) int { return (w + camMaxWidth - 1) / camMaxWidth }

// camJSON is /camera.json: the frame to fetch (its id) and its tags,
// in the served frame's pixels.
type camJSON struct {
	Frame  string   `json:"frame"`
	Width  int      `json:"width"`
	Height int      `json:"height"`
	At     int64    `json:"at"` // when taken, Unix milliseconds
	Tags   []camTag `json:"tags"`
	Age    float64  `json:"age"`  // seconds since taken, when served
	Hand   bool     `json:"hand"` // a hand rests over the board
}

type camTag struct {
	Label   string        `json:"label"`
	Corners [4][2]float64 `json:"corners"`
	OK      bool          `json:"ok"`
	Checked bool          `json:"checked"`
}

// cameraOn says whether the page shows the camera's view.
func (w *Page) cameraOn() bool { return w.cam != nil }

func (w *Page) serveCameraJSON(rw http.ResponseWriter, r *http.Request) {
	if w.cam == nil {
		http.NotFound(rw, r)
		return
	}
	now := w.cam.clock()
	w.cam.mu.Lock()
	f := w.cam.frameLocked(now)
	w.cam.mu.Unlock()
	if f == nil {
		w.noFrame(rw, r)
		return
	}
	s := float64(f.w) / float64(f.v.Width)
	out := camJSON{Frame: f.id, Width: f.w, Height: f.h, At: f.v.At.UnixMilli(), Tags: []camTag{},
		Age: now.Sub(f.v.At).Seconds(), Hand: f.v.Hand}
	for _, t := range f.v.Tags {
		ct := camTag{Label: t.Label, OK: t.OK, Checked: t.Checked}
		for i, p := range t.Corners {
			ct.Corners[i] = [2]float64{round1(p[0] * s), round1(p[1] * s)}
		}
		out.Tags = append(out.Tags, ct)
	}
	writeJSON(rw, http.StatusOK, out)
}

func round1(x float64) float64 { return float64(int64(x*10+0.5)) / 10 }

func (w *Page) serveCameraJPEG(rw http.ResponseWriter, r *http.Request) {
	if w.cam == nil {
		http.NotFound(rw, r)
		return
	}
	c := w.cam
	c.mu.Lock()
	f := c.frameLocked(c.clock())
	// The frame the page's JSON named, if it is still at hand: its tags
	// are drawn over it.
	if id := r.FormValue("frame"); id != "" && c.prev != nil && c.prev.id == id {
		f = c.prev
	}
	if f == nil {
		c.mu.Unlock()
		w.noFrame(rw, r)
		return
	}
	// Shrunk once per frame, under the lock: screens asking at once wait
	// for the one shrinking.
	if f.jpeg == nil {
		f.jpeg, f.err = shrinkJPEG(f.v.JPEG, f.v.Width)
		c.shrunk++
	}
	b, id := f.jpeg, f.id
	c.mu.Unlock()
	h := rw.Header()
	h.Set("Content-Type", "image/jpeg")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Frame", id)
	h.Set("Content-Length", strconv.Itoa(len(b)))
	rw.Write(b)
}

// noFrame answers a camera endpoint before the camera's first frame.
func (w *Page) noFrame(rw http.ResponseWriter, r *http.Request) {
	rw.Header().Set("Retry-After", "1")
	writeJSON(rw, http.StatusServiceUnavailable, map[string]string{"error": w.langOf(r).Printer().Sprintf("no picture from the camera yet")})
}

// shrinkJPEG is src (width w) shrunk to camMaxWidth at most; src itself
// when it is that narrow already, or cannot be read (err: true).
func shrinkJPEG(src []byte, w int) ([]byte, bool) {
	k := shrinkFactor(w)
	if k <= 1 {
		return src, false
	}
	img, err := jpeg.Decode(bytes.NewReader(src))
	if err != nil {
		return src, true
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, shrink(img, shrinkFactor(img.Bounds().Dx())), &jpeg.Options{Quality: 75}); err != nil {
		return src, true
	}
	return b.Bytes(), false
}

// shrink is img shrunk by k, each pixel the mean of a k×k block. A JPEG
// decodes to YCbCr: its planes are shrunk as they are, with no
// conversion; other images (grey ones) go through color.RGBA.
func shrink(img image.Image, k int) image.Image {
	if k <= 1 {
		return img
	}
	b := img.Bounds()
	w, h := b.Dx()/k, b.Dy()/k
	switch m := img.(type) {
	case *image.YCbCr:
		out := image.NewYCbCr(image.Rect(0, 0, w, h), m.SubsampleRatio)
		shrinkPlane(out.Y, out.YStride, w, h, m.Y, m.YStride, b.Dx(), b.Dy(), k)
		cw, ch := chromaSize(out.Rect, out.SubsampleRatio)
		sw, sh := chromaSize(b, m.SubsampleRatio)
		shrinkPlane(out.Cb, out.CStride, cw, ch, m.Cb, m.CStride, sw, sh, k)
		shrinkPlane(out.Cr, out.CStride, cw, ch, m.Cr, m.CStride, sw, sh, k)
		return out
	case *image.Gray:
		out := image.NewGray(image.Rect(0, 0, w, h))
		shrinkPlane(out.Pix, out.Stride, w, h, m.Pix, m.Stride, b.Dx(), b.Dy(), k)
		return out
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	n := uint32(k * k)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var r, g, bl uint32
			for dy := 0; dy < k; dy++ {
				for dx := 0; dx < k; dx++ {
					c := color.RGBAModel.Convert(img.At(b.Min.X+x*k+dx, b.Min.Y+y*k+dy)).(color.RGBA)
					r, g, bl = r+uint32(c.R), g+uint32(c.G), bl+uint32(c.B)
				}
			}
			out.SetRGBA(x, y, color.RGBA{uint8(r / n), uint8(g / n), uint8(bl / n), 255})
		}
	}
	return out
}

// shrinkPlane fills dst (w×h) with the means of src's k×k blocks (src:
// sw×sh; a block past its edge takes what there is).
func shrinkPlane(dst []byte, dstride, w, h int, src []byte, sstride, sw, sh, k int) {
	sums := make([]uint32, w)
	full := min(w, sw/k) // blocks wholly inside a row
	for y := 0; y < h; y++ {
		clear(sums)
		rows := 0
		for sy := y * k; sy < min(y*k+k, sh); sy++ {
			row := src[sy*sstride : sy*sstride+sw]
			i := 0
			for x := 0; x < full; x++ {
				var s uint32
				for _, v := range row[i : i+k] {
					s += uint32(v)
				}
				sums[x] += s
				i += k
			}
			for x := full; x < w; x++ {
				for _, v := range row[min(x*k, sw):min(x*k+k, sw)] {
					sums[x] += uint32(v)
				}
			}
			rows++
		}
		d := dst[y*dstride : y*dstride+w]
		for x := range d {
			n := uint32(rows * (min(x*k+k, sw) - min(x*k, sw)))
			if n > 0 {
				d[x] = uint8((sums[x] + n/2) / n)
			}
		}
	}
}

// chromaSize is the size of the chroma planes of a YCbCr image of r.
func chromaSize(r image.Rectangle, s image.YCbCrSubsampleRatio) (int, int) {
	w, h := r.Dx(), r.Dy()
	switch s {
	case image.YCbCrSubsampleRatio422:
		return (w + 1) / 2, h
	case image.YCbCrSubsampleRatio420:
		return (w + 1) / 2, (h + 1) / 2
	case image.YCbCrSubsampleRatio440:
		return w, (h + 1) / 2
	case image.YCbCrSubsampleRatio411:
		return (w + 3) / 4, h
	case image.YCbCrSubsampleRatio410:
		return (w + 3) / 4, (h + 1) / 2
	}
	return w, h
}

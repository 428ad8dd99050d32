package web

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/jpeg"
	"mecanoid/game/dr2d/boardview"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeViewer is the camera of the tests: the frame it was last given.
type fakeViewer struct {
	mu    sync.Mutex
	v     View
	ok    bool
	calls int
}

var _ Viewer = (*fakeViewer)(nil)

func (f *fakeViewer) View() (View, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	return f.v, f.ok
}

func (f *fakeViewer) set(v View) {
	f.mu.Lock()
	f.v, f.ok = v, true
	f.mu.Unlock()
}

// tablePhoto is a photo of the demo's table (1920×1080) with two tags
// read in it: robot 1 standing right, robot 2 wrong.
func tablePhoto(t testing.TB) View {
	t.Helper()
	b, err := os.ReadFile("../../demo/table/f006.jpg")
	if err != nil {
		t.Fatal(err)
	}
	return View{JPEG: b, Width: 1920, Height: 1080, At: time.Unix(1700000000, 5e8), Tags: []ViewTag{
		{Label: "robot 1", Corners: [4][2]float64{{300, 300}, {420, 300}, {420, 420}, {300, 420}}, OK: true, Checked: true},
		{Label: "robot 2", Corners: [4][2]float64{{900, 600}, {1020, 600}, {1020, 720}, {900, 720}}, Checked: true},
		{Label: "law 1", Corners: [4][2]float64{{1500, 150}, {1590, 150}, {1590, 240}, {1500, 240}}},
	}}
}

// plainJPEG is a w×h JPEG of one colour.
func plainJPEG(t testing.TB, w, h int, c color.Color) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < w*h; i++ {
		r, g, b, _ := c.RGBA()
		img.Pix[4*i], img.Pix[4*i+1], img.Pix[4*i+2], img.Pix[4*i+3] = uint8(r>>8), uint8(g>>8), uint8(b>>8), 255
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func get(t *testing.T, h http.Handler, path string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "http://localhost"+path, nil))
	return rec
}

// TestCameraEndpoints: /camera.json and /camera.jpg with no camera, a
// camera forbidden, before the first frame, and with a 1080p frame
// (shrunk to 640 px, the tags with it) or a small one (served as it is).
func TestCameraEndpoints(t *testing.T) {
	photo := tablePhoto(t)
	small := View{JPEG: plainJPEG(t, 320, 240, color.Gray{128}), Width: 320, Height: 240, At: time.Unix(5, 0),
		Tags: []ViewTag{{Label: "law 2", Corners: [4][2]float64{{10, 20}, {30, 20}, {30, 40}, {10, 40}}}}}
	for _, tc := range []struct {
		name     string
		opts     Options
		frame    *View
		status   int
		size     [2]int // the JPEG served
		corners0 [2]float64
	}{
		{name: "no camera", status: 404},
		{name: "forbidden", opts: Options{Board: boardview.Of, NoCamera: true}, frame: &photo, status: 404},
		{name: "no frame yet", opts: Options{Board: boardview.Of}, status: 503},
		{name: "1080p", frame: &photo, status: 200, size: [2]int{640, 360}, corners0: [2]float64{100, 100}},
		{name: "small", frame: &small, status: 200, size: [2]int{320, 240}, corners0: [2]float64{10, 20}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fv := &fakeViewer{}
			if tc.frame != nil {
				fv.set(*tc.frame)
			}
			if tc.name != "no camera" {
				tc.opts.Camera = fv
			}
			w := New(tc.opts)
			defer w.Close()
			page := get(t, w, "/").Body.String()
			shown := tc.status != 404
			if got := strings.Contains(page, `data-camera="true"`); got != shown {
				t.Errorf("the page offers the camera view: %v, want %v", got, shown)
			}
			js, jpg := get(t, w, "/camera.json"), get(t, w, "/camera.jpg")
			if js.Code != tc.status || jpg.Code != tc.status {
				t.Fatalf("status %d, %d; want %d", js.Code, jpg.Code, tc.status)
			}
			if tc.status == 503 && js.Header().Get("Retry-After") == "" {
				t.Error("503 without Retry-After")
			}
			if tc.status != 200 {
				return
			}
			var got camJSON
			if err := json.Unmarshal(js.Body.Bytes(), &got); err != nil {
				t.Fatal(err)
			}
			if [2]int{got.Width, got.Height} != tc.size || len(got.Tags) != len(tc.frame.Tags) || got.Tags[0].Corners[0] != tc.corners0 {
				t.Errorf("camera.json = %+v; want %v, tags scaled with the frame (first corner %v)", got, tc.size, tc.corners0)
			}
			if ct := jpg.Header().Get("Content-Type"); ct != "image/jpeg" || jpg.Header().Get("X-Frame") != got.Frame {
				t.Errorf("camera.jpg: %s, frame %q; want image/jpeg, frame %q", ct, jpg.Header().Get("X-Frame"), got.Frame)
			}
			cfg, err := jpeg.DecodeConfig(bytes.NewReader(jpg.Body.Bytes()))
			if err != nil || [2]int{cfg.Width, cfg.Height} != tc.size {
				t.Errorf("camera.jpg is %dx%d (%v), want %v", cfg.Width, cfg.Height, err, tc.size)
			}
			if tc.name == "small" && !bytes.Equal(jpg.Body.Bytes(), small.JPEG) {
				t.Error("a frame narrow enough is not served as it is")
			}
			if tc.name == "1080p" {
				if g := got.Tags; !g[0].OK || !g[0].Checked || g[1].OK || !g[1].Checked || g[2].Checked || g[1].Label != "robot 2" {
					t.Errorf("tags: %+v", g)
				}
			}
		})
	}
}

// TestCameraFrameOnce: a frame is shrunk once however many screens ask
// for it; the Viewer is asked again only camViewEvery later; a page that
// asks for the frame its tags came with gets it, even after a newer one.
func TestCameraFrameOnce(t *testing.T) {
	fv := &fakeViewer{}
	a := tablePhoto(t)
	fv.set(a)
	w := New(Options{Board: boardview.Of, Camera: fv})
	defer w.Close()
	now := time.Unix(1800000000, 0)
	w.cam.clock = func() time.Time { return now } // held still: nothing is taken again until moved
	var first camJSON
	json.Unmarshal(get(t, w, "/camera.json").Body.Bytes(), &first)
	for range 5 {
		get(t, w, "/camera.jpg?frame="+first.Frame)
		get(t, w, "/camera.json")
	}
	if w.cam.shrunk != 1 || fv.calls != 1 {
		t.Errorf("5 screens: the frame was shrunk %d times, the Viewer asked %d times; want 1, 1", w.cam.shrunk, fv.calls)
	}
	// A new frame, not taken before camViewEvery has passed.
	b := a
	b.At = a.At.Add(time.Second)
	b.JPEG = plainJPEG(t, 1920, 1080, color.RGBA{200, 30, 30, 255})
	fv.set(b)
	var again camJSON
	json.Unmarshal(get(t, w, "/camera.json").Body.Bytes(), &again)
	if again.Frame != first.Frame {
		t.Errorf("a new frame was taken before %v had passed", camViewEvery)
	}
	now = now.Add(camViewEvery)
	json.Unmarshal(get(t, w, "/camera.json").Body.Bytes(), &again)
	if again.Frame == first.Frame {
		t.Fatal("the new frame is not served")
	}
	if got := get(t, w, "/camera.jpg?frame="+first.Frame).Header().Get("X-Frame"); got != first.Frame {
		t.Errorf("the page's JSON named frame %s, it got %s", first.Frame, got)
	}
	if got := get(t, w, "/camera.jpg?frame=123").Header().Get("X-Frame"); got != again.Frame {
		t.Errorf("an unknown frame: got %s, want the latest %s", got, again.Frame)
	}
}

// TestCameraGuard: the camera endpoints go through the page's guard like
// every other: they answer GET only, a POST from another site is refused
// before anything, and they need no join code (the room's screens see
// what the camera sees, as they see the board).
func TestCameraGuard(t *testing.T) {
	fv := &fakeViewer{}
	fv.set(tablePhoto(t))
	w := New(Options{Board: boardview.Of, Camera: fv})
	defer w.Close()
	srv := httptest.NewServer(w)
	defer srv.Close()
	for _, tc := range []struct {
		name, method, origin, ctype string
		status                      int
	}{
		{"get", "GET", "", "", 200},
		{"post from another site", "POST", "http://evil.example", "application/x-www-form-urlencoded", 403},
		{"post multipart", "POST", srv.URL, "multipart/form-data; boundary=x", 415},
		{"post from the page", "POST", srv.URL, "application/x-www-form-urlencoded", 405},
	} {
		for _, path := range []string{"/camera.json", "/camera.jpg"} {
			req, _ := http.NewRequest(tc.method, srv.URL+path, strings.NewReader(url.Values{"frame": {"1"}}.Encode()))
			if tc.origin != "" {
				req.Header.Set("Origin", tc.origin)
			}
			if tc.ctype != "" {
				req.Header.Set("Content-Type", tc.ctype)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != tc.status {
				t.Errorf("%s %s: %d, want %d", tc.name, path, resp.StatusCode, tc.status)
			}
		}
	}
}

// TestShrink: each pixel of a shrunk image is the mean of its block, for
// a JPEG's YCbCr (4:2:0, 4:4:4), grey and any other image; odd sizes keep
// their last whole block.
func TestShrink(t *testing.T) {
	// Left half dark, right half light: a 3× shrink keeps the edge.
	paint := func(set func(x, y int, v uint8), w, h int) {
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				v := uint8(40)
				if x >= w/2 {
					v = 220
				}
				set(x, y, v)
			}
		}
	}
	const w, h = 61, 31 // 20×10 once shrunk by 3
	ycc := func(r image.YCbCrSubsampleRatio) image.Image {
		m := image.NewYCbCr(image.Rect(0, 0, w, h), r)
		paint(func(x, y int, v uint8) {
			m.Y[m.YOffset(x, y)] = v
			m.Cb[m.COffset(x, y)], m.Cr[m.COffset(x, y)] = 128, 128
		}, w, h)
		return m
	}
	gray := image.NewGray(image.Rect(0, 0, w, h))
	paint(func(x, y int, v uint8) { gray.SetGray(x, y, color.Gray{v}) }, w, h)
	rgba := image.NewNRGBA(image.Rect(0, 0, w, h))
	paint(func(x, y int, v uint8) { rgba.SetNRGBA(x, y, color.NRGBA{v, v, v, 255}) }, w, h)
	for _, tc := range []struct {
		name string
		img  image.Image
	}{{"ycbcr 4:2:0", ycc(image.YCbCrSubsampleRatio420)}, {"ycbcr 4:4:4", ycc(image.YCbCrSubsampleRatio444)}, {"gray", gray}, {"nrgba", rgba}} {
		t.Run(tc.name, func(t *testing.T) {
			out := shrink(tc.img, 3)
			if b := out.Bounds(); b.Dx() != 20 || b.Dy() != 10 {
				t.Fatalf("size %v", b)
			}
			// Columns 0-9 cover x 0-29 (dark); column 10 covers x 30-32 (the edge at 30: light).
			for _, c := range []struct{ x, want int }{{0, 40}, {9, 40}, {10, 220}, {19, 220}} {
				r, _, _, _ := out.At(c.x, 5).RGBA()
				if got := int(r >> 8); got < c.want-2 || got > c.want+2 {
					t.Errorf("pixel %d: %d, want %d", c.x, got, c.want)
				}
			}
		})
	}
}

// BenchmarkCameraShrink is what a frame costs the referee when a page
// shows the camera's view: the demo's 1080p table photo decoded, shrunk
// to 640 px and encoded again ("all"; at most twice a second:
// camViewEvery), and each part alone.
// Run it on one core: go test -run - -bench CameraShrink -cpu 1 ./referee/web
func BenchmarkCameraShrink(b *testing.B) {
	v := tablePhoto(b)
	img, err := jpeg.Decode(bytes.NewReader(v.JPEG))
	if err != nil {
		b.Fatal(err)
	}
	small := shrink(img, 3)
	b.Run("all", func(b *testing.B) {
		var out []byte
		for b.Loop() {
			out, _ = shrinkJPEG(v.JPEG, v.Width)
		}
		b.ReportMetric(float64(len(out)), "bytes/frame")
		b.ReportMetric(float64(len(v.JPEG)), "bytes/source")
	})
	b.Run("decode", func(b *testing.B) {
		for b.Loop() {
			jpeg.Decode(bytes.NewReader(v.JPEG))
		}
	})
	b.Run("shrink", func(b *testing.B) {
		for b.Loop() {
			shrink(img, 3)
		}
	})
	b.Run("encode", func(b *testing.B) {
		var buf bytes.Buffer
		for b.Loop() {
			buf.Reset()
			jpeg.Encode(&buf, small, &jpeg.Options{Quality: 75})
		}
	})
}

package videocam

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"mecanoid/vision"
	"mecanoid/vision/turbojpeg"
)

// grey is the luminance of img at (x, y).
func grey(img image.Image, x, y int) int {
	return int(color.GrayModel.Convert(img.At(x, y)).(color.Gray).Y)
}

// checkFrame: the frame is test picture i, decoded whole and small.
func checkFrame(t *testing.T, f vision.Encoded, i, w, h int) {
	t.Helper()
	img, err := vision.DecodeImage(f.Name, f.Data)
	if err != nil {
		t.Fatalf("%s: %v", f.Name, err)
	}
	if img.Bounds() != image.Rect(0, 0, w, h) {
		t.Fatalf("%s: %v, want %dx%d", f.Name, img.Bounds(), w, h)
	}
	for _, p := range []struct{ x, want int }{{w / 4, int(testLevels[i])}, {3 * w / 4, 255 - int(testLevels[i])}} {
		if got := grey(img, p.x, h/2); abs(got-p.want) > 6 {
			t.Errorf("%s at x=%d: grey %d, want %d (frame %d)", f.Name, p.x, got, p.want, i+1)
		}
	}
	small, err := turbojpeg.DecodeSmall(f.Data)
	if errors.Is(err, turbojpeg.ErrNoTurboJPEG) {
		return // built without cgo: the watcher decodes small by another way
	}
	if err != nil {
		t.Fatalf("%s small: %v", f.Name, err)
	}
	if small.Bounds() != image.Rect(0, 0, (w+7)/8, (h+7)/8) {
		t.Errorf("%s small: %v", f.Name, small.Bounds())
	}
	if got := int(small.GrayAt(w/32, h/16).Y); abs(got-int(testLevels[i])) > 6 {
		t.Errorf("%s small: grey %d, want %d", f.Name, got, testLevels[i])
	}
}

// TestStreamFiles: a video file gives every frame, in order, as JPEG files
// that decode whole and small, timed by their place in the file; then
// io.EOF. MJPEG is passed on as it is; other codecs are encoded.
func TestStreamFiles(t *testing.T) {
	needFFmpeg(t)
	const w, h = 160, 120
	for _, tc := range []struct {
		name   string
		args   []string
		copies bool
	}{
		{"mjpeg.avi", []string{"-c:v", "mjpeg", "-q:v", "2", "-pix_fmt", "yuvj422p"}, true},
		{"lossless.mkv", []string{"-c:v", "ffv1", "-pix_fmt", "gray"}, false},
		{"mpeg4.mp4", []string{"-c:v", "mpeg4", "-q:v", "2", "-pix_fmt", "yuv420p"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := writeVideo(t, tc.name, w, h, tc.args...)
			s, err := OpenStream(path, WebcamFormat) // a file ignores a device's options
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if s.Copies() != tc.copies {
				t.Errorf("Copies %v, want %v", s.Copies(), tc.copies)
			}
			ctx := context.Background()
			var first time.Time
			for i := range testLevels {
				if i%2 == 1 {
					time.Sleep(30 * time.Millisecond) // a slow reader still gets every frame
				}
				f, err := s.NextEncoded(ctx)
				if err != nil {
					t.Fatalf("frame %d: %v", i+1, err)
				}
				if want := fmt.Sprintf("%s frame %d", path, i+1); f.Name != want {
					t.Errorf("name %q, want %q", f.Name, want)
				}
				if i == 0 {
					first = f.Time
				}
				// 10 frames a second in the file.
				if want := first.Add(time.Duration(i) * 100 * time.Millisecond); !f.Time.Equal(want) || f.Time.IsZero() {
					t.Errorf("frame %d at %v, want %v after the first", i+1, f.Time.Sub(first), want.Sub(first))
				}
				checkFrame(t, f, i, w, h)
			}
			for range 2 {
				if f, err := s.NextEncoded(ctx); err != io.EOF {
					t.Fatalf("after the last frame: %q, %v; want io.EOF", f.Name, err)
				}
			}
			if st := s.Stats(); st != (Stats{Frames: len(testLevels), Returned: len(testLevels)}) {
				t.Errorf("Stats %+v", st)
			}
			s.Close()
			if _, err := s.NextEncoded(ctx); !errors.Is(err, os.ErrClosed) {
				t.Errorf("NextEncoded after Close: %v, want os.ErrClosed", err)
			}
		})
	}
}

// TestStreamRealtime: a file played in real time gives each frame not
// before its time and, to a slow reader, the newest, as a camera.
func TestStreamRealtime(t *testing.T) {
	needFFmpeg(t)
	path := writeVideo(t, "mjpeg.avi", 64, 48, "-c:v", "mjpeg", "-q:v", "2")
	s, err := OpenStream(path, Options{Realtime: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	f, err := s.NextEncoded(ctx)
	if err != nil {
		t.Fatal(err)
	}
	first := f.Time
	time.Sleep(350 * time.Millisecond) // frames 2 to 4 come meanwhile
	n := 1
	for {
		f, err := s.NextEncoded(ctx)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		var i int
		fmt.Sscanf(strings.TrimPrefix(f.Name, path+" frame "), "%d", &i)
		if now := time.Now(); now.Before(f.Time) {
			t.Errorf("frame %d given %v before its time", i, f.Time.Sub(now))
		}
		if want := first.Add(time.Duration(i-1) * 100 * time.Millisecond); !f.Time.Equal(want) {
			t.Errorf("frame %d at %v, want %v", i, f.Time.Sub(first), want.Sub(first))
		}
		if n == 1 && i <= 2 {
			t.Errorf("after 350 ms the reader got frame %d: want a newer one, the others dropped", i)
		}
		checkFrame(t, f, i-1, 64, 48)
		n++
	}
	st := s.Stats()
	if st.Frames != len(testLevels) || st.Returned != n || st.Returned+st.Dropped != st.Frames || st.Dropped == 0 {
		t.Errorf("Stats %+v after %d frames given", st, n)
	}
}

// smallJPEG is a 32x24 JPEG of grey level v.
func smallJPEG(t *testing.T, v uint8) []byte {
	img := image.NewGray(image.Rect(0, 0, 32, 24))
	for i := range img.Pix {
		img.Pix[i] = v
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// withThumb puts a whole JPEG in an APP1 segment, as EXIF thumbnails are:
// its end marker is not the frame's.
func withThumb(outer, thumb []byte) []byte {
	seg := []byte{0xFF, 0xE1, byte((len(thumb) + 2) >> 8), byte(len(thumb) + 2)}
	out := append(append(append([]byte{}, outer[:2]...), seg...), thumb...)
	return append(out, outer[2:]...)
}

// TestStreamNewestFake: a webcam's MJPEG (a fake ffmpeg writing JPEG files
// with a thumbnail and bytes between them) is split whole; a reader that
// comes late gets the newest frame, the others counted dropped; a frame
// cut short by the camera going away is counted corrupt, and the end says
// why.
func TestStreamNewestFake(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh for the fake ffmpeg")
	}
	dir := t.TempDir()
	var frames [][]byte
	for i, v := range []uint8{30, 90, 150, 210} {
		f := smallJPEG(t, v)
		if i == 2 {
			f = withThumb(f, smallJPEG(t, 0))
		}
		frames = append(frames, f)
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%d.jpg", i)), f, 0o644)
	}
	os.WriteFile(filepath.Join(dir, "cut.jpg"), frames[0][:len(frames[0])/2], 0o644)
	fakeFFmpeg(t, fmt.Sprintf(`echo "$*" > %[1]s/args
cd %[1]s && /bin/cat f0.jpg && printf 'junk\377\000' && /bin/cat f1.jpg f2.jpg && printf '\377\377' && /bin/cat f3.jpg
/bin/sleep 0.3; /bin/cat cut.jpg
echo '[video4linux2,v4l2 @ 0x5581] ioctl(VIDIOC_DQBUF): No such device' >&2; exit 1`, dir))
	s, err := OpenStream("/dev/video7", WebcamFormat)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	args, _ := os.ReadFile(filepath.Join(dir, "args"))
	for _, want := range []string{"-f v4l2 -input_format mjpeg -video_size 1920x1080", "-c:v copy -bsf:v mjpeg2jpeg -f mjpeg"} {
		if !strings.Contains(string(args), want) {
			t.Errorf("ffmpeg's arguments %q lack %q", args, want)
		}
	}
	deadline := time.Now().Add(10 * time.Second)
	for s.Stats().Frames < len(frames) {
		if time.Now().After(deadline) {
			t.Fatalf("Stats %+v: the frames did not come", s.Stats())
		}
		time.Sleep(5 * time.Millisecond)
	}
	f, err := s.NextEncoded(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(f.Data, frames[3]) || f.Name != "/dev/video7 frame 4" || f.Time.IsZero() {
		t.Errorf("NextEncoded gave %q (%d bytes), want the newest frame, 4", f.Name, len(f.Data))
	}
	_, err = s.NextEncoded(context.Background())
	if !errors.Is(err, ErrStopped) || !strings.Contains(err.Error(), "/dev/video7") || !strings.Contains(err.Error(), "No such device") {
		t.Errorf("after the camera went: %v; want ErrStopped naming it, with ffmpeg's reason", err)
	}
	if st := s.Stats(); st != (Stats{Frames: 4, Returned: 1, Dropped: 3, Corrupt: 1}) {
		t.Errorf("Stats %+v", st)
	}
}

// TestStreamForWebcamFallback: a webcam without MJPEG is read in its own
// format, encoded by ffmpeg, and the user told once.
func TestStreamForWebcamFallback(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh for the fake ffmpeg")
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "f.jpg"), smallJPEG(t, 100), 0o644)
	fakeFFmpeg(t, fmt.Sprintf(`case "$*" in *"-input_format mjpeg"*)
	echo "[video4linux2,v4l2 @ 0x1] Cannot find a proper format for codec 'mjpeg' (id 7), pixel format 'none'" >&2; exit 1;;
esac
echo "$*" > %[1]s/args; /bin/cat %[1]s/f.jpg; /bin/sleep 5`, dir))
	var notes []string
	s, err := OpenStreamFor("/dev/video3", ForOptions{Note: func(format string, a ...any) { notes = append(notes, fmt.Sprintf(format, a...)) }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if len(notes) != 1 || !strings.HasPrefix(notes[0], "/dev/video3: 1920x1080 MJPEG refused (") || !strings.Contains(notes[0], "encoded to JPEG by ffmpeg") {
		t.Errorf("notes %q: want one saying the webcam is encoded", notes)
	}
	if st, ok := s.(*Stream); !ok || st.Copies() {
		t.Errorf("%T: want a *Stream encoding", s)
	}
	args, _ := os.ReadFile(filepath.Join(dir, "args"))
	if !strings.Contains(string(args), "-c:v mjpeg -q:v 3") || strings.Contains(string(args), "-video_size") {
		t.Errorf("ffmpeg's arguments %q: want the device's own format, encoded", args)
	}
	if f, err := s.NextEncoded(context.Background()); err != nil || f.Name != "/dev/video3 frame 1" {
		t.Errorf("NextEncoded = %q, %v", f.Name, err)
	}
}

// TestStreamForKinds: what each --camera value opens.
func TestStreamForKinds(t *testing.T) {
	dir := t.TempDir()
	for i := range 3 {
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%d.jpg", i)), smallJPEG(t, uint8(40*i)), 0o644)
	}
	s, err := OpenStreamFor(dir, ForOptions{FPS: 12.5, Realtime: true})
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := s.(*vision.Paced); !ok || p.FPS != 12.5 || !p.Realtime || p.Len() != 3 {
		t.Errorf("folder: %T %+v, want a vision.Paced of 3 frames at 12.5 a second, real time", s, s)
	}
	s, _ = OpenStreamFor(filepath.Join(dir, "f0.jpg")+","+filepath.Join(dir, "f2.jpg"), ForOptions{})
	if p, ok := s.(*vision.Paced); !ok || p.FPS != 30 || p.Realtime || p.Len() != 2 {
		t.Errorf("files: %T %+v, want a vision.Paced of 2 frames at 30 a second", s, s)
	}

	// A folder filmed at 15 frames a second says so; --fps still wins.
	os.WriteFile(filepath.Join(dir, "fps"), []byte("15\n"), 0o644)
	if s, err := OpenStreamFor(dir, ForOptions{}); err != nil || s.(*vision.Paced).FPS != 15 {
		t.Errorf("a folder whose fps file says 15: %+v, %v", s, err)
	}
	if s, err := OpenStreamFor(dir, ForOptions{FPS: 25}); err != nil || s.(*vision.Paced).FPS != 25 {
		t.Errorf("--fps 25 over a folder that says 15: %+v, %v", s, err)
	}
	os.WriteFile(filepath.Join(dir, "fps"), []byte("fast"), 0o644)
	if _, err := OpenStreamFor(dir, ForOptions{}); err == nil || !strings.Contains(err.Error(), "fps") || !strings.Contains(err.Error(), "not a rate") {
		t.Errorf("an fps file saying fast: %v, want an error naming it", err)
	}
	os.Remove(filepath.Join(dir, "fps"))

	needFFmpeg(t)
	path := writeVideo(t, "t.mkv", 32, 24, "-c:v", "ffv1")
	s, err = OpenStreamFor(path, ForOptions{Realtime: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if st, ok := s.(*Stream); !ok || !st.c.out.realtime || st.c.out.fps != 10 {
		t.Errorf("video file: %T, want a *Stream played in real time at 10 frames a second", s)
	}
}

// TestStreamForErrors: what cannot be opened is named, with the reason.
func TestStreamForErrors(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, want string
		ffmpeg     bool // the reason comes from ffmpeg
	}{
		{filepath.Join(dir, "none"), "no such file", false},
		{filepath.Join(dir, "none.mp4"), "no such file", false},
		{dir, "no .png or .jpg image in folder", false},
		{"/dev/video-mecanoid-none", "no such device", true},
	} {
		if tc.ffmpeg {
			needFFmpeg(t)
		}
		s, err := OpenStreamFor(tc.name, ForOptions{})
		if s != nil || err == nil || !strings.Contains(err.Error(), tc.name) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("OpenStreamFor(%q) = %v, %v; want an error naming it and saying %q", tc.name, s, err, tc.want)
		}
	}
	t.Setenv("PATH", t.TempDir())
	for _, tc := range []struct {
		name string
		want error
	}{
		{"rpicam", vision.ErrNoRPiCam},
		{"/dev/video0", ErrNoFFmpeg},
		{"rtsp://cam.local/s", ErrNoFFmpeg},
	} {
		s, err := OpenStreamFor(tc.name, ForOptions{})
		if s != nil || !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.name) {
			t.Errorf("OpenStreamFor(%q) without the program: %v, %v; want %v naming it", tc.name, s, err, tc.want)
		}
	}
}

// TestStreamArgs: what ffmpeg is asked to send, and what ffprobe's answer
// tells.
func TestStreamArgs(t *testing.T) {
	for _, tc := range []struct {
		copies bool
		fps    float64 // forced
		want   string
	}{
		{true, 0, "-fps_mode passthrough -c:v copy -bsf:v mjpeg2jpeg -f mjpeg"},
		{false, 0, "-fps_mode passthrough -pix_fmt yuvj420p -c:v mjpeg -q:v 3 -f mjpeg"},
		{true, 30, "-fps_mode cfr -r 30 -pix_fmt yuvj420p -c:v mjpeg -q:v 3 -f mjpeg"},
	} {
		got := strings.Join(streamOutputArgs(tc.copies, tc.fps), " ")
		if !strings.Contains(got, tc.want) || !strings.HasPrefix(got, "-map 0:v:0 ") || !strings.HasSuffix(got, " pipe:1") {
			t.Errorf("copies %v, fps %v: %s; want %s in it", tc.copies, tc.fps, got, tc.want)
		}
	}
	for _, tc := range []struct {
		out  string
		want probed
	}{
		{"codec_name=mjpeg\nr_frame_rate=30/1\navg_frame_rate=30/1\n", probed{"mjpeg", 30}},
		{"codec_name=h264\nr_frame_rate=60/1\navg_frame_rate=30000/1001\n", probed{"h264", 30000.0 / 1001}},
		{"codec_name=h264\nr_frame_rate=25/1\navg_frame_rate=0/0\n", probed{"h264", 25}},
		{"codec_name=mjpeg\nr_frame_rate=90000/1\navg_frame_rate=0/0\n", probed{"mjpeg", 0}},
		{"", probed{}},
	} {
		if got := parseProbe(tc.out); got != tc.want {
			t.Errorf("%q: %+v, want %+v", tc.out, got, tc.want)
		}
	}
}

// TestStreamNoFFprobe: without ffprobe a file's rate is unknown: ffmpeg
// is asked for fallbackFPS frames a second, so the times stay right.
func TestStreamNoFFprobe(t *testing.T) {
	needFFmpeg(t)
	path := writeVideo(t, "mjpeg.avi", 32, 24, "-c:v", "mjpeg", "-q:v", "2")
	real, _ := exec.LookPath("ffmpeg")
	dir := t.TempDir()
	if err := os.Symlink(real, filepath.Join(dir, "ffmpeg")); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	s, err := OpenStream(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var first time.Time
	n := 0
	for ; ; n++ {
		f, err := s.NextEncoded(context.Background())
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			first = f.Time
		}
		if want := first.Add(time.Duration(n) * time.Second / fallbackFPS); !f.Time.Equal(want) {
			t.Errorf("frame %d at %v, want %v", n+1, f.Time.Sub(first), want.Sub(first))
		}
	}
	// 6 frames of 0.1 s at 30 a second: each 3 times.
	if n != 3*len(testLevels) || s.Copies() {
		t.Errorf("%d frames (copied: %v), want %d encoded", n, s.Copies(), 3*len(testLevels))
	}
}

// TestStreamCloseWhileWaiting: Close ends a NextEncoded waiting for a file
// played in real time, and leaves no goroutine.
func TestStreamCloseWhileWaiting(t *testing.T) {
	needFFmpeg(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "slow.avi")
	ffmpeg(t, "-f", "lavfi", "-i", "testsrc=size=64x48:rate=1", "-frames:v", "5", "-c:v", "mjpeg", path)
	before := runtime.NumGoroutine()
	s, err := OpenStream(path, Options{Realtime: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.NextEncoded(context.Background()); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := s.NextEncoded(context.Background()) // the next frame is a second away
		done <- err
	}()
	time.Sleep(50 * time.Millisecond)
	s.Close()
	if err := <-done; !errors.Is(err, os.ErrClosed) {
		t.Errorf("NextEncoded waiting during Close: %v, want os.ErrClosed", err)
	}
	noLeak(t, before)
}

// stripHuffman drops a JPEG's DHT segments, as many webcams send their
// MJPEG: the decoder is to use the standard tables (image/jpeg's encoder
// writes those).
func stripHuffman(t *testing.T, f []byte) []byte {
	out := append([]byte{}, f[:2]...)
	for i := 2; i+4 <= len(f); {
		m, n := f[i+1], int(f[i+2])<<8|int(f[i+3])
		if m == 0xDA { // SOS: the rest is the scan
			return append(out, f[i:]...)
		}
		if m != 0xC4 {
			out = append(out, f[i:i+2+n]...)
		}
		i += 2 + n
	}
	t.Fatal("no scan in the JPEG")
	return nil
}

// TestStreamWebcamWithoutHuffmanTables: MJPEG frames without Huffman
// tables, as webcams send them, come out as JPEG files image/jpeg reads
// (the decoder of builds without libjpeg-turbo).
func TestStreamWebcamWithoutHuffmanTables(t *testing.T) {
	needFFmpeg(t)
	var stream []byte
	for _, v := range []uint8{40, 120, 200} {
		stream = append(stream, stripHuffman(t, smallJPEG(t, v))...)
	}
	if _, err := jpeg.Decode(bytes.NewReader(stripHuffman(t, smallJPEG(t, 40)))); err == nil {
		t.Fatal("image/jpeg reads a JPEG without Huffman tables: the test shows nothing")
	}
	path := filepath.Join(t.TempDir(), "webcam.mjpeg")
	os.WriteFile(path, stream, 0o644)
	s, err := OpenStream(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !s.Copies() {
		t.Error("MJPEG encoded again, want it passed on")
	}
	for i, v := range []int{40, 120, 200} {
		f, err := s.NextEncoded(context.Background())
		if err != nil {
			t.Fatalf("frame %d: %v", i+1, err)
		}
		img, err := jpeg.Decode(bytes.NewReader(f.Data))
		if err != nil {
			t.Fatalf("frame %d: image/jpeg: %v", i+1, err)
		}
		if g := grey(img, 16, 12); abs(g-v) > 3 {
			t.Errorf("frame %d: grey %d, want %d", i+1, g, v)
		}
	}
	if _, err := s.NextEncoded(context.Background()); err != io.EOF {
		t.Errorf("after the last frame: %v, want io.EOF", err)
	}
}

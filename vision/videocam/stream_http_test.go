package videocam

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/jpeg"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// mjpegServer serves frames as an IP camera does (multipart/x-mixed-replace,
// a JPEG a part; bare: the JPEG files one after the other), each when the
// test sends it on next; the response ends when next is closed.
func mjpegServer(t *testing.T, contentType string, bare bool, next <-chan []byte) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.WriteHeader(http.StatusOK)
		w.(http.Flusher).Flush()
		for {
			select {
			case <-r.Context().Done():
				return
			case f, ok := <-next:
				if !ok {
					return
				}
				if bare {
					w.Write(f)
				} else {
					fmt.Fprintf(w, "--camframe\r\nContent-Type: image/jpeg\r\nContent-Length: %d\r\n\r\n", len(f))
					w.Write(f)
					w.Write([]byte("\r\n"))
				}
				w.(http.Flusher).Flush()
			}
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

// send gives the server its next frame, failing the test if the server
// is not asking within 10 s (nobody connected).
func send(t *testing.T, next chan<- []byte, f []byte) {
	t.Helper()
	select {
	case next <- f:
	case <-time.After(10 * time.Second):
		t.Fatal("the server was not asked for the stream")
	}
}

// noFFmpegRuns puts on PATH an ffmpeg that leaves a mark and fails; the
// mark's path is returned.
func noFFmpegRuns(t *testing.T) string {
	t.Helper()
	mark := filepath.Join(t.TempDir(), "ran")
	fakeFFmpeg(t, `echo "$*" > `+mark+`; echo 'fake ffmpeg' >&2; exit 1`)
	return mark
}

// TestStreamHTTPMJPEG: an MJPEG stream over HTTP (an IP camera's, or
// ffmpeg's mpjpeg) is read without ffmpeg, its JPEG frames passed on as
// the camera made them (those without Huffman tables given the standard
// ones, for image/jpeg), the newest first; the stream's end is said
// naming it. Through ffmpeg every frame was decoded and encoded again.
func TestStreamHTTPMJPEG(t *testing.T) {
	mark := noFFmpegRuns(t)
	next := make(chan []byte)
	srv := mjpegServer(t, "multipart/x-mixed-replace; boundary=camframe", false, next)
	url := srv.URL + "/video"
	opened := make(chan error, 1)
	var s *Stream
	go func() {
		var err error
		s, err = OpenStream(url, Options{Timeout: 10 * time.Second})
		opened <- err
	}()
	first := smallJPEG(t, 40)
	select {
	case next <- first:
		if err := <-opened; err != nil {
			t.Fatalf("OpenStream(%s): %v", url, err)
		}
	case err := <-opened:
		t.Fatalf("OpenStream(%s) before the first frame: %v", url, err)
	}
	defer s.Close()
	if ran, err := os.ReadFile(mark); err == nil {
		t.Errorf("ffmpeg was run (%s), want the stream read directly", strings.TrimSpace(string(ran)))
	}
	if !s.Copies() {
		t.Error("Copies() false: the camera's own JPEG files are passed on")
	}
	f, err := s.NextEncoded(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(f.Data, first) || f.Name != url+" frame 1" || f.Time.IsZero() {
		t.Errorf("first frame %q (%d bytes), want the server's own, %d bytes", f.Name, len(f.Data), len(first))
	}

	// A webcam's frame without tables, then the newest of two.
	send(t, next, stripHuffman(t, smallJPEG(t, 120)))
	f, err = s.NextEncoded(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(bytes.NewReader(f.Data))
	if err != nil {
		t.Fatalf("%s without Huffman tables: image/jpeg: %v", f.Name, err)
	}
	if g := grey(img, 16, 12); abs(g-120) > 3 {
		t.Errorf("%s: grey %d, want 120", f.Name, g)
	}
	send(t, next, smallJPEG(t, 150))
	send(t, next, smallJPEG(t, 210))
	deadline := time.Now().Add(10 * time.Second)
	for s.Stats().Frames < 4 {
		if time.Now().After(deadline) {
			t.Fatalf("Stats %+v: the frames did not come", s.Stats())
		}
		time.Sleep(5 * time.Millisecond)
	}
	f, err = s.NextEncoded(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if img, err := jpeg.Decode(bytes.NewReader(f.Data)); err != nil || abs(grey(img, 16, 12)-210) > 3 || f.Name != url+" frame 4" {
		t.Errorf("%s: %v, want frame 4, grey 210 (the newest)", f.Name, err)
	}

	close(next) // the camera stops sending
	_, err = s.NextEncoded(context.Background())
	if !errors.Is(err, ErrStopped) || !strings.Contains(err.Error(), url+": the stream ended") || strings.Contains(err.Error(), "ffmpeg") {
		t.Errorf("after the stream ended: %v; want ErrStopped naming the stream, no ffmpeg in it", err)
	}
	if st := s.Stats(); st != (Stats{Frames: 4, Returned: 3, Dropped: 1}) {
		t.Errorf("Stats %+v", st)
	}
}

// TestStreamHTTPMJPEGSniffed: a stream said to be bytes, as ffmpeg's
// own server says of its mpjpeg, or of no type, is MJPEG by its first
// bytes (a boundary and a JPEG part, or a JPEG), read without ffmpeg.
func TestStreamHTTPMJPEGSniffed(t *testing.T) {
	for _, tc := range []struct {
		name, ctype string
		bare        bool
	}{
		{"ffmpeg's mpjpeg", "application/octet-stream", false},
		{"bare JPEG files", "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mark := noFFmpegRuns(t)
			next := make(chan []byte, 1)
			next <- smallJPEG(t, 70)
			srv := mjpegServer(t, tc.ctype, tc.bare, next)
			s, err := OpenStream(srv.URL, Options{Timeout: 10 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			f, err := s.NextEncoded(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if img, err := jpeg.Decode(bytes.NewReader(f.Data)); err != nil || abs(grey(img, 16, 12)-70) > 3 {
				t.Errorf("%s: %v, want grey 70", f.Name, err)
			}
			if _, err := os.Stat(mark); err == nil {
				t.Error("ffmpeg was run")
			}
		})
	}
}

// TestStreamHTTPNotMJPEG: a stream of another kind (MPEG-TS here), or an
// answer other than 200, is left to ffmpeg, given the URL as before.
func TestStreamHTTPNotMJPEG(t *testing.T) {
	for _, tc := range []struct {
		name   string
		status int
		ctype  string
		body   string
	}{
		{"MPEG-TS", http.StatusOK, "video/mp2t", ""},
		{"bytes of MPEG-TS", http.StatusOK, "application/octet-stream", "\x47\x40\x00\x10\x00"},
		{"a password asked", http.StatusUnauthorized, "multipart/x-mixed-replace; boundary=x", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", tc.ctype)
				w.WriteHeader(tc.status)
				w.Write([]byte(tc.body))
			}))
			defer srv.Close()
			mark := noFFmpegRuns(t)
			_, err := OpenStream(srv.URL+"/live", Options{Timeout: 5 * time.Second})
			args, _ := os.ReadFile(mark)
			if !strings.Contains(string(args), "-i "+srv.URL+"/live") {
				t.Errorf("ffmpeg's arguments %q, want it given the URL", args)
			}
			if !errors.Is(err, ErrOpen) || !strings.Contains(err.Error(), "fake ffmpeg") {
				t.Errorf("OpenStream: %v, want ffmpeg's failure", err)
			}
		})
	}
}

// TestStreamHTTPRefused: a stream URL nobody answers at is ErrOpen
// saying so, without starting ffmpeg.
func TestStreamHTTPRefused(t *testing.T) {
	mark := noFFmpegRuns(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + l.Addr().String() + "/video"
	l.Close()
	_, err = OpenStream(url, Options{Timeout: 5 * time.Second})
	if !errors.Is(err, ErrOpen) || err.Error() != "videocam: cannot open video "+url+": connection refused" {
		t.Errorf("OpenStream(%s): %v, want ErrOpen: connection refused", url, err)
	}
	if _, err := os.Stat(mark); err == nil {
		t.Error("ffmpeg was run")
	}
}

// TestStreamHTTPCloseWhileWaiting: Close ends a NextEncoded that waits
// on a stream that sends nothing more, and leaves no goroutine behind.
func TestStreamHTTPCloseWhileWaiting(t *testing.T) {
	noFFmpegRuns(t)
	next := make(chan []byte, 1)
	srv := mjpegServer(t, "multipart/x-mixed-replace;boundary=camframe", false, next)
	next <- smallJPEG(t, 90)
	before := runtime.NumGoroutine()
	s, err := OpenStream(srv.URL, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.NextEncoded(context.Background()); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := s.NextEncoded(context.Background())
		done <- err
	}()
	time.Sleep(50 * time.Millisecond) // let it wait (it returns the same either way)
	s.Close()
	select {
	case err := <-done:
		if !errors.Is(err, os.ErrClosed) {
			t.Errorf("NextEncoded waiting during Close: %v, want os.ErrClosed", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("NextEncoded still waiting 5 s after Close")
	}
	noLeak(t, before)
}

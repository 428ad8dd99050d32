package videocam

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"strings"
	"syscall"
	"time"

	"mecanoid/vision"
)

// readsHTTPDirectly: an http(s) stream that is MJPEG is read here, its
// JPEG frames passed on as the camera made them, with no ffmpeg at all.
// Through ffmpeg each frame was decoded and encoded again: 17 % of a
// core and 88 MB for 1280x720 at 10 frames a second (docs/live.md). A
// variable so that the benchmark measures both ways.
var readsHTTPDirectly = true

// mjpegTypes are the Content-Types of an HTTP MJPEG stream: the
// multipart one IP cameras, mjpg-streamer and motion serve (a JPEG per
// part), and bare JPEG files one after the other. A stream said to be
// bytes (ffmpeg's own server says application/octet-stream of its
// mpjpeg) or of no type is looked at (looksMJPEG).
var mjpegTypes = map[string]bool{
	"multipart/x-mixed-replace": true,
	"video/x-motion-jpeg":       true,
	"video/mjpeg":               true,
}

// openHTTPMJPEG asks an http(s) URL for its stream. MJPEG: a Camera
// reading it (Stream's frames), true. Anything else (a status other than
// 200, another type: MPEG-TS, a playlist, a single photo, a camera asking
// for a password Go does not speak): nothing opened, false, for ffmpeg
// to read as before. A URL that cannot be reached at all fails here
// (ErrOpen with the reason), as ffmpeg would.
func openHTTPMJPEG(src source, timeout time.Duration) (*Camera, bool, error) {
	if !readsHTTPDirectly || !(strings.HasPrefix(src.input, "http://") || strings.HasPrefix(src.input, "https://")) {
		return nil, false, nil
	}
	ctx, cancel := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, src.input, nil)
	if err != nil {
		cancel()
		return nil, false, nil // ffmpeg says what is wrong with it
	}
	// A stream has no end: no overall timeout, only for the answer.
	client := &http.Client{Transport: &http.Transport{
		Proxy:                 http.ProxyFromEnvironment,
		DialContext:           (&net.Dialer{Timeout: timeout}).DialContext,
		TLSHandshakeTimeout:   timeout,
		ResponseHeaderTimeout: timeout,
		DisableCompression:    true,
	}}
	resp, err := client.Do(req)
	if err != nil {
		cancel()
		return nil, false, fmt.Errorf("%w %s: %s", ErrOpen, src.name, httpReason(err))
	}
	body := bufio.NewReaderSize(resp.Body, 256<<10)
	if resp.StatusCode != http.StatusOK || !isMJPEG(resp.Header.Get("Content-Type"), body, timeout, cancel) {
		resp.Body.Close()
		cancel()
		return nil, false, nil
	}
	c := &Camera{
		src:      src,
		stdout:   readCloser{body, resp.Body},
		stop:     cancel,
		stderr:   vision.NewStderrTail(stderrTail),
		exited:   make(chan struct{}),
		readDone: make(chan struct{}),
		changed:  make(chan struct{}),
		out:      output{jpeg: true, huffman: true},
	}
	close(c.exited) // no process to wait for
	go c.read()
	return c, true, nil
}

// isMJPEG: a stream of Content-Type ctype, whose first bytes body holds,
// is MJPEG. Its first bytes are waited for at most timeout (then cancel).
func isMJPEG(ctype string, body *bufio.Reader, timeout time.Duration, cancel func()) bool {
	media, _, _ := mime.ParseMediaType(ctype)
	media = strings.ToLower(media)
	if mjpegTypes[media] {
		return true
	}
	if media != "" && media != "application/octet-stream" {
		return false
	}
	t := time.AfterFunc(timeout, cancel)
	defer t.Stop()
	// The first bytes as they come, up to a part's headers' end.
	for n := 2; ; n = body.Buffered() + 1 {
		if _, err := body.Peek(n); err != nil {
			return false // ended, or no bytes in time
		}
		head, _ := body.Peek(body.Buffered()) // all that came
		if yes, sure := looksMJPEG(head); sure || len(head) >= 512 {
			return yes
		}
	}
}

// looksMJPEG: a stream's first bytes are a JPEG's start, or a multipart
// boundary whose part is a JPEG; sure: they are enough to tell.
func looksMJPEG(head []byte) (yes, sure bool) {
	head = bytes.TrimLeft(head, "\r\n")
	switch {
	case len(head) < 2:
		return false, false
	case head[0] == 0xFF && head[1] == 0xD8:
		return true, true
	case head[0] != '-' || head[1] != '-':
		return false, true
	}
	headers, _, whole := bytes.Cut(head, []byte("\r\n\r\n"))
	return bytes.Contains(bytes.ToLower(headers), []byte("image/jpeg")), whole
}

// readCloser reads through a buffer and closes what it buffers.
type readCloser struct {
	io.Reader
	io.Closer
}

// httpReason: why a stream URL cannot be reached, in a few words.
func httpReason(err error) string {
	var dns *net.DNSError
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused"
	case errors.As(err, &dns):
		return "no such host " + dns.Name
	case errors.Is(err, context.DeadlineExceeded), isTimeout(err):
		return "no answer (timed out)"
	}
	return err.Error()
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

package vision

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// ErrCorruptFrame: a piece of an MJPEG stream that is not a whole JPEG.
// The stream goes on after it.
var ErrCorruptFrame = errors.New("corrupt frame")

// maxFrameBytes bounds a frame: a stream that never shows an end marker
// must not grow memory without end. A 12 MP JPEG at quality 95 is ~6 MB.
const maxFrameBytes = 32 << 20

// MJPEGSplitter cuts an MJPEG stream (JPEG files one after the other, maybe
// with bytes between them) into JPEG files. It walks the marker segments
// rather than looking for the end marker's bytes, which may appear inside
// a segment (an EXIF thumbnail is a whole JPEG); in entropy-coded data a
// 0xFF byte is always followed by 0x00 (stuffing), a restart marker
// (RST0-7), or the marker ending the scan. Progressive files, with many
// scans and tables between them, are walked the same way.
//
// RPiCam splits rpicam-vid's output with it, videocam.Stream ffmpeg's.
type MJPEGSplitter struct {
	r       *bufio.Reader
	max     int   // largest frame, bytes
	soi     bool  // a start marker was already read (it interrupted the previous frame)
	skipped int64 // bytes between frames
}

// NewMJPEGSplitter splits r. A frame larger than max bytes (0: 32 MB)
// without an end marker is given up as corrupt.
func NewMJPEGSplitter(r io.Reader, max int) *MJPEGSplitter {
	if max <= 0 {
		max = maxFrameBytes
	}
	br, ok := r.(*bufio.Reader)
	if !ok {
		br = bufio.NewReaderSize(r, 256<<10)
	}
	return &MJPEGSplitter{r: br, max: max}
}

// Skipped is the number of bytes found between frames so far.
func (s *MJPEGSplitter) Skipped() int64 { return s.skipped }

// Next reads the next JPEG into buf (which may be nil). Errors: io.EOF between frames at the
// end of the stream; io.ErrUnexpectedEOF inside a frame; ErrCorruptFrame
// (wrapped, with the reason) for a broken frame, after which Next may be
// called again.
func (s *MJPEGSplitter) Next(buf []byte) ([]byte, error) {
	if !s.soi {
		if err := s.findSOI(); err != nil {
			return nil, err
		}
	}
	s.soi = false
	buf = append(buf[:0], 0xFF, 0xD8)
	var m byte // marker to handle; 0: read one
	for {
		if m == 0 {
			var err error
			if m, err = s.marker(&buf); err != nil {
				return nil, err
			}
		}
		switch {
		case m == 0xD9: // EOI
			return buf, nil
		case m == 0xD8: // SOI: this frame was cut short
			s.soi = true
			return nil, fmt.Errorf("%w: a new picture starts before the end of the previous one", ErrCorruptFrame)
		case m >= 0xD0 && m <= 0xD7, m == 0x01: // RSTn, TEM: no length
			m = 0
			continue
		}
		// A segment: 2 length bytes (counting themselves), then its data.
		var l [2]byte
		if _, err := io.ReadFull(s.r, l[:]); err != nil {
			return nil, unexpected(err)
		}
		n := int(l[0])<<8 | int(l[1])
		if n < 2 {
			return nil, fmt.Errorf("%w: marker %#02x with length %d", ErrCorruptFrame, m, n)
		}
		if len(buf)+n > s.max {
			return nil, s.tooBig()
		}
		buf = append(buf, l[0], l[1])
		start := len(buf)
		buf = append(buf, make([]byte, n-2)...)
		if _, err := io.ReadFull(s.r, buf[start:]); err != nil {
			return nil, unexpected(err)
		}
		if m != 0xDA { // not SOS
			m = 0
			continue
		}
		var err error
		if m, err = s.scan(&buf); err != nil {
			return nil, err
		}
	}
}

// findSOI skips to just after the next start-of-image marker.
func (s *MJPEGSplitter) findSOI() error {
	for {
		chunk, err := s.r.ReadSlice(0xFF)
		s.skipped += int64(len(chunk))
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			return err // io.EOF: the stream ended between frames
		}
		b, err := s.r.Peek(1)
		if err != nil {
			return err
		}
		if b[0] == 0xD8 {
			s.r.Discard(1)
			s.skipped--
			return nil
		}
	}
}

// marker reads a marker (0xFF, fill bytes 0xFF, code) where one must be,
// appends it to buf and returns its code.
func (s *MJPEGSplitter) marker(buf *[]byte) (byte, error) {
	b, err := s.r.ReadByte()
	if err != nil {
		return 0, unexpected(err)
	}
	if b != 0xFF {
		return 0, fmt.Errorf("%w: byte %#02x where a marker should be", ErrCorruptFrame, b)
	}
	for {
		if b, err = s.r.ReadByte(); err != nil {
			return 0, unexpected(err)
		}
		if b != 0xFF {
			break
		}
	}
	if b == 0 {
		return 0, fmt.Errorf("%w: stuffed 0xFF00 outside a scan", ErrCorruptFrame)
	}
	*buf = append(*buf, 0xFF, b)
	return b, nil
}

// scan copies entropy-coded data to buf up to the marker that ends it,
// which it appends and returns.
func (s *MJPEGSplitter) scan(buf *[]byte) (byte, error) {
	for {
		chunk, err := s.r.ReadSlice(0xFF)
		if len(*buf)+len(chunk) > s.max {
			return 0, s.tooBig()
		}
		*buf = append(*buf, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			return 0, unexpected(err)
		}
		// After 0xFF: 0x00 is stuffing, RSTn stays in the scan, more 0xFF
		// are fill bytes before a marker, anything else ends the scan.
		b, err := s.r.ReadByte()
		for err == nil && b == 0xFF {
			b, err = s.r.ReadByte()
		}
		if err != nil {
			return 0, unexpected(err)
		}
		*buf = append(*buf, b)
		if b == 0x00 || (b >= 0xD0 && b <= 0xD7) {
			continue
		}
		return b, nil
	}
}

// tooBig gives up a frame without an end, to look for the next start.
func (s *MJPEGSplitter) tooBig() error {
	return fmt.Errorf("%w: larger than %d MB without an end marker", ErrCorruptFrame, s.max>>20)
}

// unexpected: the stream ended inside a frame.
func unexpected(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

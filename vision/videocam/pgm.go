package videocam

import (
	"bufio"
	"fmt"
	"io"
)

// maxPixels bounds a picture: a broken stream must not make us allocate
// without end. 8K video is 33 Mpx.
const maxPixels = 64 << 20

// readPGMHeader reads the header of a binary PGM picture ("P5", width,
// height, maximum value 255, each after white space, then one white space
// byte) as ffmpeg's pgm encoder writes it. io.EOF: the stream ended
// cleanly between pictures.
func readPGMHeader(r *bufio.Reader) (w, h int, err error) {
	var magic [2]byte
	if _, err := io.ReadFull(r, magic[:]); err != nil {
		return 0, 0, err // io.EOF between pictures, io.ErrUnexpectedEOF inside
	}
	if magic != [2]byte{'P', '5'} {
		return 0, 0, fmt.Errorf("not a PGM picture (starts with %q): is ffmpeg's output format pgm?", magic[:])
	}
	var v [3]int
	for i := range v {
		if v[i], err = pgmNumber(r); err != nil {
			return 0, 0, unexpected(err)
		}
	}
	w, h, maxval := v[0], v[1], v[2]
	if maxval != 255 {
		return 0, 0, fmt.Errorf("PGM picture of %d levels, want 8 bits (-pix_fmt gray)", maxval+1)
	}
	if w <= 0 || h <= 0 || w*h > maxPixels {
		return 0, 0, fmt.Errorf("PGM picture of %dx%d pixels", w, h)
	}
	return w, h, nil
}

// pgmNumber reads a decimal number after white space (and comments), and
// the one white space byte that ends it.
func pgmNumber(r *bufio.Reader) (int, error) {
	b, err := r.ReadByte()
	for err == nil && (isSpace(b) || b == '#') {
		if b == '#' {
			_, err = r.ReadString('\n')
			if err != nil {
				break
			}
		}
		b, err = r.ReadByte()
	}
	if err != nil {
		return 0, err
	}
	n, digits := 0, 0
	for ; err == nil && b >= '0' && b <= '9'; b, err = r.ReadByte() {
		if n > 1<<24 {
			return 0, fmt.Errorf("PGM header: number too large")
		}
		n = n*10 + int(b-'0')
		digits++
	}
	if err != nil {
		return 0, err
	}
	if digits == 0 || !isSpace(b) {
		return 0, fmt.Errorf("PGM header: byte %q where a number should be", b)
	}
	return n, nil
}

func isSpace(b byte) bool {
	return b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == '\v' || b == '\f'
}

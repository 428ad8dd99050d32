package videocam

import (
	"bytes"
	"image"
	"image/jpeg"
	"sync"
)

// standardDHT is a DHT segment with the four Huffman tables of the JPEG
// standard (Annex K), which MJPEG frames without tables of their own are
// coded with (a webcam's, often passed on by IP cameras). It is taken
// from a tiny JPEG of Go's own encoder, which codes with those tables.
var standardDHT = sync.OnceValue(func() []byte {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, image.NewRGBA(image.Rect(0, 0, 8, 8)), nil); err != nil {
		panic(err)
	}
	f := b.Bytes()
	for i := 2; i+4 <= len(f); {
		m, n := f[i+1], int(f[i+2])<<8|int(f[i+3])
		if m == 0xC4 {
			return append([]byte(nil), f[i:i+2+n]...)
		}
		i += 2 + n
	}
	panic("videocam: image/jpeg wrote no Huffman tables")
})

// withHuffmanTables gives frame with the standard Huffman tables put
// before its scan when it has none (what ffmpeg's mjpeg2jpeg does), so
// that image/jpeg reads it; frame itself when it has some, or when its
// segments cannot be walked (the decoder will say what is wrong).
func withHuffmanTables(frame []byte) []byte {
	if len(frame) < 4 || frame[0] != 0xFF || frame[1] != 0xD8 {
		return frame
	}
	for i := 2; i+4 <= len(frame); {
		if frame[i] != 0xFF {
			return frame
		}
		m, n := frame[i+1], int(frame[i+2])<<8|int(frame[i+3])
		switch m {
		case 0xC4: // DHT
			return frame
		case 0xDA: // SOS: none before the scan
			dht := standardDHT()
			out := make([]byte, 0, len(frame)+len(dht))
			out = append(append(append(out, frame[:i]...), dht...), frame[i:]...)
			return out
		}
		if n < 2 {
			return frame
		}
		i += 2 + n
	}
	return frame
}

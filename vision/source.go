package vision

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // photos from cameras and phones
	_ "image/png"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Frame is one picture of the table.
type Frame struct {
	Image image.Image
	Name  string    // file name, or the camera and frame number
	Time  time.Time // when it was taken (file: modification time)
}

// Source gives frames of the table: image files, a video device, the
// Raspberry Pi camera. Use Next for each new look at the table; a source of
// files ends with io.EOF, a camera does not end.
type Source interface {
	Next(ctx context.Context) (Frame, error)
	Close() error
}

// ErrUnreadable: an image file that cannot be decoded (not an image, truncated).
var ErrUnreadable = errors.New("vision: unreadable image")

// imageExts are the files a folder source reads.
var imageExts = map[string]bool{".png": true, ".jpg": true, ".jpeg": true}

// Files is a Source reading image files in order: the files named, and the
// images of the folders named (sorted by name).
type Files struct {
	paths []string
	next  int
}

var _ Source = (*Files)(nil)

// NewFiles lists the images behind paths (files or folders). It fails when a
// path does not exist or a folder holds no image.
func NewFiles(paths ...string) (*Files, error) {
	f := &Files{}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("vision: %w", err)
		}
		if !st.IsDir() {
			f.paths = append(f.paths, p)
			continue
		}
		entries, err := os.ReadDir(p)
		if err != nil {
			return nil, fmt.Errorf("vision: %w", err)
		}
		var found []string
		for _, e := range entries {
			if !e.IsDir() && imageExts[strings.ToLower(filepath.Ext(e.Name()))] {
				found = append(found, filepath.Join(p, e.Name()))
			}
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("vision: no .png or .jpg image in folder %s", p)
		}
		sort.Strings(found)
		f.paths = append(f.paths, found...)
	}
	return f, nil
}

// Len is the number of frames the source holds.
func (f *Files) Len() int { return len(f.paths) }

// Next reads the next image; io.EOF after the last.
func (f *Files) Next(ctx context.Context) (Frame, error) {
	if err := ctx.Err(); err != nil {
		return Frame{}, err
	}
	if f.next >= len(f.paths) {
		return Frame{}, io.EOF
	}
	p := f.paths[f.next]
	f.next++
	return ReadImage(p)
}

// Close does nothing: files are read whole.
func (f *Files) Close() error { return nil }

// Seek goes on from the frame named name (as Frame.Name gives it), or
// after it, when it is one of the files not yet read: a game taken up
// again from the same folder does not read its frames again. It says
// whether it moved.
func (f *Files) Seek(name string, after bool) bool {
	for i := f.next; i < len(f.paths); i++ {
		if f.paths[i] == name {
			f.next = i
			if after {
				f.next++
			}
			return true
		}
	}
	return false
}

// ReadImage reads one PNG or JPEG file as a frame.
func ReadImage(path string) (Frame, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Frame{}, fmt.Errorf("vision: %w", err)
	}
	img, err := DecodeImage(path, data)
	if err != nil {
		return Frame{}, err
	}
	fr := Frame{Image: img, Name: path}
	if st, err := os.Stat(path); err == nil {
		fr.Time = st.ModTime()
	}
	return fr, nil
}

// fastJPEG, when a cgo package registered one, decodes a complete JPEG to
// its luminance (everything the scanner and the sheet reader use) several
// times faster than image/jpeg: at 12 Mpx, the difference between a frame
// read in 250 ms or not.
var fastJPEG struct {
	name   string
	decode func(data []byte) (*image.Gray, error)
}

// RegisterJPEGDecoder makes decode the decoder of DecodeImage for JPEG
// files; name says which it is (JPEGDecoder). vision/turbojpeg registers
// libjpeg-turbo's when built with cgo.
func RegisterJPEGDecoder(name string, decode func(data []byte) (*image.Gray, error)) {
	fastJPEG.name, fastJPEG.decode = name, decode
}

// JPEGDecoder names the decoder DecodeImage uses for JPEG files.
func JPEGDecoder() string {
	if fastJPEG.decode != nil {
		return fastJPEG.name + " (luminance)"
	}
	return "image/jpeg"
}

// completeJPEG tells a JPEG file that starts and ends as one must: C
// decoders draw a truncated file's missing part grey, where image/jpeg
// says what is wrong.
func completeJPEG(data []byte) bool {
	n := len(data)
	return n > 4 && data[0] == 0xFF && data[1] == 0xD8 && data[n-2] == 0xFF && data[n-1] == 0xD9
}

// DecodeImage decodes PNG or JPEG bytes; name is for the error message.
func DecodeImage(name string, data []byte) (image.Image, error) {
	if fastJPEG.decode != nil && completeJPEG(data) {
		if g, err := fastJPEG.decode(data); err == nil {
			return g, nil
		}
		// Let image/jpeg say what is wrong with it.
	}
	img, format, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		why := err.Error()
		if errors.Is(err, io.ErrUnexpectedEOF) {
			why = "the file ends too early (truncated?)"
		} else if errors.Is(err, image.ErrFormat) {
			why = "not a PNG or JPEG image"
		}
		return nil, fmt.Errorf("%w: %s: %s", ErrUnreadable, name, why)
	}
	_ = format
	return img, nil
}

package vision

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"
)

// Encoded is a frame as the camera sent it (a JPEG file's bytes), not yet
// decoded, with when it was taken.
type Encoded struct {
	Data []byte
	Name string
	Time time.Time
}

// A Stream gives a camera's frames as they come, encoded: a watcher
// (package vision/watch) looks at each one small (turbojpeg.DecodeSmall)
// and decodes whole only the frames worth reading (DecodeImage). Use a
// Source to take one picture when told; a Stream to watch the table.
// RPiCam and Paced are Streams.
type Stream interface {
	// NextEncoded waits for a frame newer than the last one given and
	// gives it. A camera gives its newest frame (one that arrives while
	// the watcher is busy replaces the one before); a file source gives
	// every frame, then io.EOF.
	NextEncoded(ctx context.Context) (Encoded, error)
	Close() error
}

var (
	_ Stream = (*RPiCam)(nil)
	_ Stream = (*Paced)(nil)
)

// NextEncoded gives the camera's newest frame, undecoded.
func (c *RPiCam) NextEncoded(ctx context.Context) (Encoded, error) {
	for {
		c.mu.Lock()
		if c.closed {
			c.mu.Unlock()
			return Encoded{}, fmt.Errorf("vision: camera: %w", os.ErrClosed)
		}
		if data := c.latest; data != nil {
			n, t := c.latestN, c.latestT
			c.latest = nil
			c.stats.Returned++
			c.mu.Unlock()
			return Encoded{Data: data, Name: fmt.Sprintf("%s frame %d", c.name, n), Time: t}, nil
		}
		if c.ended != nil {
			err := c.ended
			c.mu.Unlock()
			return Encoded{}, err
		}
		wait := c.changed
		c.mu.Unlock()
		select {
		case <-ctx.Done():
			return Encoded{}, ctx.Err()
		case <-wait:
		}
	}
}

// Paced plays JPEG files as a camera filming at FPS frames a second
// would give them: the frames of a test, or of a demo. The first frame is
// taken at Start (zero: when the first is asked for), frame i at i/FPS
// after it. With Realtime, NextEncoded waits until a frame's time has
// come; without, it gives the frames at once, with their times.
type Paced struct {
	FPS      float64
	Start    time.Time
	Realtime bool
	paths    []string
	next     int
}

// NewPaced plays paths (files, or folders of .jpg and .png files in name
// order) at fps frames a second.
func NewPaced(fps float64, paths ...string) (*Paced, error) {
	if fps <= 0 {
		return nil, fmt.Errorf("vision: %v frames a second", fps)
	}
	f, err := NewFiles(paths...)
	if err != nil {
		return nil, err
	}
	return &Paced{FPS: fps, paths: f.paths}, nil
}

// Len is the number of frames.
func (p *Paced) Len() int { return len(p.paths) }

// NextEncoded gives the next file's bytes, io.EOF after the last.
func (p *Paced) NextEncoded(ctx context.Context) (Encoded, error) {
	if p.next >= len(p.paths) {
		return Encoded{}, io.EOF
	}
	if p.Start.IsZero() {
		p.Start = time.Now()
	}
	at := p.Start.Add(time.Duration(float64(p.next) / p.FPS * float64(time.Second)))
	if p.Realtime {
		if d := time.Until(at); d > 0 {
			select {
			case <-ctx.Done():
				return Encoded{}, ctx.Err()
			case <-time.After(d):
			}
		}
	}
	path := p.paths[p.next]
	p.next++
	data, err := os.ReadFile(path)
	if err != nil {
		return Encoded{}, fmt.Errorf("vision: %w", err)
	}
	return Encoded{Data: data, Name: path, Time: at}, nil
}

// Close does nothing: the files are read one at a time.
func (p *Paced) Close() error { return nil }

//go:build cgo

package turbojpeg

import (
	"image"
	"os"
	"time"

	"mecanoid/vision/watch"
	"testing"
)

func TestDecodeSmall(t *testing.T) {
	img := pattern(1920, 1080, false)
	data := encode(t, img)
	full, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	small, err := DecodeSmall(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := small.Bounds(); got != image.Rect(0, 0, 240, 135) {
		t.Fatalf("1920x1080 at 1/8: %v, want 240x135", got)
	}
	// Each small pixel is about the mean of its 8×8 block.
	worst := 0.0
	for y := range 135 {
		for x := range 240 {
			sum := 0
			for yy := y * 8; yy < y*8+8; yy++ {
				for xx := x * 8; xx < x*8+8; xx++ {
					sum += int(full.GrayAt(xx, yy).Y)
				}
			}
			d := float64(small.GrayAt(x, y).Y) - float64(sum)/64
			worst = max(worst, d, -d)
		}
	}
	if worst > 4 {
		t.Errorf("a small pixel is %.1f levels from its block's mean", worst)
	}
	if _, err := DecodeSmall(data[:len(data)/2]); err == nil {
		t.Error("a truncated file decoded small")
	}
	if _, err := DecodeSmall(nil); err == nil {
		t.Error("no bytes decoded small")
	}
}

// A table as the demo films it: 1920x1080, 155 KB.
func tableFrame(b *testing.B) []byte {
	data, err := os.ReadFile("../../demo/table/f000.jpg")
	if err != nil {
		b.Fatal(err)
	}
	return data
}

func BenchmarkDecodeSmall1080p(b *testing.B) {
	data := tableFrame(b)
	b.ResetTimer()
	for range b.N {
		if _, err := DecodeSmall(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecode1080p(b *testing.B) {
	data := tableFrame(b)
	b.ResetTimer()
	for range b.N {
		if _, err := Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWatch1080p is what watching the table costs a frame: the
// frame decoded small, made a Thumb, fed to a Watcher.
func BenchmarkWatch1080p(b *testing.B) {
	data := tableFrame(b)
	var w watch.Watcher
	at := time.Unix(0, 0)
	b.ResetTimer()
	for range b.N {
		small, err := DecodeSmall(data)
		if err != nil {
			b.Fatal(err)
		}
		at = at.Add(time.Second / 30)
		w.Feed(watch.FromSmall(small, 8, 120, 68), at)
	}
}

package watch_test

import (
	"os"
	"testing"
	"time"

	"mecanoid/vision/turbojpeg"
	"mecanoid/vision/watch"
)

// BenchmarkWatch1080p is what watching the table costs a frame: the
// demo's 1920x1080 table frame decoded small, made a Thumb, fed to a
// Watcher.
func BenchmarkWatch1080p(b *testing.B) {
	if !turbojpeg.Available {
		b.Skip("without cgo there is no small decoding: the frame is decoded whole (vision.DecodeImage)")
	}
	data, err := os.ReadFile("../../demo/table/f000.jpg")
	if err != nil {
		b.Fatal(err)
	}
	var w watch.Watcher
	at := time.Unix(0, 0)
	b.ResetTimer()
	for range b.N {
		small, err := turbojpeg.DecodeSmall(data)
		if err != nil {
			b.Fatal(err)
		}
		at = at.Add(time.Second / 30)
		w.Feed(watch.FromSmall(small, 8, 120, 68), at)
	}
}

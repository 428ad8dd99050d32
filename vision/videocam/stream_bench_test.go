package videocam

import (
	"context"
	"errors"
	"io"
	"syscall"
	"testing"
	"time"

	"mecanoid/vision/turbojpeg"
)

// The cost of a 1920x1080 frame through a Stream: ffmpeg's CPU and ours
// (splitting the MJPEG, a frame), and what a watcher playing a 30 fps
// MJPEG file in real time misses.
//
//	go test -run '^$' -bench Stream -benchtime 3x ./vision/videocam/

// cpu is the processor time of this process so far.
func cpu() time.Duration {
	var u syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// streamAll reads every frame of the stream open gives, look at each
// (timed apart), and reports the costs a frame.
func streamAll(b *testing.B, open func() (*Stream, error), look func([]byte)) {
	var ffCPU, ownCPU, lookCPU, next time.Duration
	frames, dropped := 0, 0
	b.ResetTimer()
	for range b.N {
		before := cpu()
		s, err := open()
		if err != nil {
			b.Fatal(err)
		}
		for {
			t := time.Now()
			f, err := s.NextEncoded(context.Background())
			next += time.Since(t)
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			frames++
			if look != nil {
				c := cpu()
				look(f.Data)
				lookCPU += cpu() - c
			}
		}
		dropped += s.Stats().Dropped
		s.Close()
		st := s.c.cmd.ProcessState
		ffCPU += st.UserTime() + st.SystemTime()
		ownCPU += cpu() - before
	}
	b.StopTimer()
	n := float64(frames + dropped)
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/n, "ms/frame")
	b.ReportMetric(float64(ffCPU.Microseconds())/1000/n, "ffmpeg-cpu-ms/frame")
	b.ReportMetric(float64((ownCPU-lookCPU).Microseconds())/1000/n, "go-cpu-ms/frame")
	b.ReportMetric(float64(next.Microseconds())/1000/float64(frames), "next-wall-ms/frame")
	if look != nil {
		b.ReportMetric(float64(lookCPU.Microseconds())/1000/float64(frames), "small-ms/frame")
	}
	b.ReportMetric(float64(dropped)/n, "dropped/frame")
	b.ReportMetric(0, "ns/op")
}

// BenchmarkStream1080 reads a 1080p MJPEG file as fast as it comes: the
// frames passed on as they are.
func BenchmarkStream1080(b *testing.B) {
	path := benchVideo(b, "mjpeg.avi", "-c:v", "mjpeg", "-q:v", "3", "-pix_fmt", "yuvj422p")
	streamAll(b, func() (*Stream, error) { return OpenStream(path, Options{}) }, nil)
}

// BenchmarkStream1080YUYV reads 1080p YUYV, as a webcam without MJPEG
// gives it: ffmpeg encodes each frame.
func BenchmarkStream1080YUYV(b *testing.B) {
	path := benchVideo(b, "yuyv.raw", "-f", "rawvideo", "-pix_fmt", "yuyv422")
	s := source{name: path, input: path, kind: kindFile}
	args := append(append([]string(nil), commonArgs...), "-f", "rawvideo", "-pix_fmt", "yuyv422", "-video_size", "1920x1080", "-framerate", "30", "-i", path)
	args = append(args, streamOutputArgs(false, 0)...)
	streamAll(b, func() (*Stream, error) {
		c, err := startOutput(s, args, output{jpeg: true, fps: 30})
		return &Stream{c: c}, err
	}, nil)
}

// BenchmarkStream1080Realtime plays a 1080p 30 fps MJPEG file (2 s) in real
// time, as a camera, to a watcher decoding each frame small.
func BenchmarkStream1080Realtime(b *testing.B) {
	path := benchVideo(b, "mjpeg.avi", "-c:v", "mjpeg", "-q:v", "3", "-pix_fmt", "yuvj422p")
	if _, err := turbojpeg.DecodeSmall(nil); errors.Is(err, turbojpeg.ErrNoTurboJPEG) {
		b.Skip(err)
	}
	streamAll(b, func() (*Stream, error) { return OpenStream(path, Options{Realtime: true}) },
		func(data []byte) {
			if _, err := turbojpeg.DecodeSmall(data); err != nil {
				b.Fatal(err)
			}
		})
}

package videocam

import (
	"bytes"
	"context"
	"image/jpeg"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// The cost of a 1920x1080 picture, as a webcam gives it (MJPEG or YUYV),
// read to *image.Gray: ffmpeg's CPU (decoding, conversion to luminance,
// writing the pipe) and ours (reading the pipe), a picture; and for
// comparison Go's image/jpeg on the same JPEG, what sending the MJPEG
// stream as it is (-c:v copy) would cost here without a C decoder.
//
//	go test -run '^$' -bench . -benchtime 3x ./vision/videocam/

const benchFrames = 60

func benchVideo(b *testing.B, name string, args ...string) string {
	b.Helper()
	needFFmpeg(b)
	path := filepath.Join(b.TempDir(), name)
	ffmpeg(b, append(append([]string{"-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30",
		"-frames:v", "60"}, args...), path)...)
	return path
}

// readAll reads every picture through start, and reports the cost a picture.
func readAll(b *testing.B, src source, args []string) {
	var ffCPU, ownCPU time.Duration
	frames := 0
	b.ResetTimer()
	for range b.N {
		var before syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &before)
		c, err := start(src, args)
		if err != nil {
			b.Fatal(err)
		}
		for {
			_, err := c.Next(context.Background())
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			frames++
		}
		c.Close()
		st := c.cmd.ProcessState
		ffCPU += st.UserTime() + st.SystemTime()
		var after syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &after)
		ownCPU += time.Duration(after.Utime.Nano() + after.Stime.Nano() - before.Utime.Nano() - before.Stime.Nano())
	}
	b.StopTimer()
	if frames != b.N*benchFrames {
		b.Fatalf("%d pictures, want %d", frames, b.N*benchFrames)
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(frames), "ms/frame")
	b.ReportMetric(float64(ffCPU.Microseconds())/1000/float64(frames), "ffmpeg-cpu-ms/frame")
	b.ReportMetric(float64(ownCPU.Microseconds())/1000/float64(frames), "go-cpu-ms/frame")
	b.ReportMetric(0, "ns/op")
}

func BenchmarkMJPEG1080(b *testing.B) {
	path := benchVideo(b, "mjpeg.avi", "-c:v", "mjpeg", "-q:v", "3", "-pix_fmt", "yuvj422p")
	s := parseName(path)
	args, _ := ffmpegArgs(s, Options{})
	readAll(b, s, args)
}

func BenchmarkYUYV1080(b *testing.B) {
	path := benchVideo(b, "yuyv.raw", "-f", "rawvideo", "-pix_fmt", "yuyv422")
	s := source{name: path, input: path, kind: kindFile}
	args := append(append([]string(nil), commonArgs...), "-f", "rawvideo", "-pix_fmt", "yuyv422", "-video_size", "1920x1080", "-framerate", "30", "-i", path)
	readAll(b, s, append(args, outputArgs...))
}

// BenchmarkGoJPEG1080 decodes one of the MJPEG pictures with image/jpeg.
func BenchmarkGoJPEG1080(b *testing.B) {
	needFFmpeg(b)
	path := filepath.Join(b.TempDir(), "f.jpg")
	ffmpeg(b, "-f", "lavfi", "-i", "testsrc2=size=1920x1080", "-frames:v", "1", "-q:v", "3", "-pix_fmt", "yuvj422p", path)
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if _, err := jpeg.Decode(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/frame")
}

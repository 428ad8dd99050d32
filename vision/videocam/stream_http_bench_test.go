package videocam

import (
	"context"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// BenchmarkStreamHTTP: what an MJPEG stream over HTTP costs, read
// directly (its JPEG frames passed on) or, as before, through an ffmpeg
// child that decodes each frame and encodes it again. ffmpeg serves a
// looping 1280x720 clip at 10 frames a second on 127.0.0.1 (the soak's
// stream, scripts/soak.sh), and each way reads it for 20 s: the reading
// ffmpeg's processor time (% of a core) and its largest resident memory,
// ours, and the frames that came. BENCH_PHOTOS, an ffmpeg pattern of
// photos (".../easy-1280x720-%d.jpg", as scripts/soak.sh makes them),
// makes the clip of those, each shown 3 s, as the soak does; else ffmpeg's
// testsrc2 pattern.
//
//	go test -run '^$' -bench StreamHTTP -benchtime 1x ./vision/videocam/
func BenchmarkStreamHTTP(b *testing.B) {
	needFFmpeg(b)
	clip := filepath.Join(b.TempDir(), "clip.avi")
	if photos := os.Getenv("BENCH_PHOTOS"); photos != "" {
		ffmpeg(b, "-framerate", "1/3", "-i", photos, "-fps_mode", "cfr", "-r", "10", "-c:v", "mjpeg", "-q:v", "5", clip)
	} else {
		ffmpeg(b, "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=10", "-frames:v", "30", "-c:v", "mjpeg", "-q:v", "5", clip)
	}
	for _, way := range []struct {
		name   string
		direct bool
	}{{"ffmpeg", false}, {"direct", true}} {
		b.Run(way.name, func(b *testing.B) {
			defer func(was bool) { readsHTTPDirectly = was }(readsHTTPDirectly)
			readsHTTPDirectly = way.direct
			for range b.N {
				streamHTTPFor(b, clip, 20*time.Second)
			}
			b.ReportMetric(0, "ns/op")
		})
	}
}

// streamHTTPFor serves clip in a loop and reads it for d.
func streamHTTPFor(b *testing.B, clip string, d time.Duration) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	url := "http://" + l.Addr().String() + "/"
	l.Close()
	server := exec.Command("ffmpeg", "-hide_banner", "-loglevel", "quiet", "-re", "-stream_loop", "-1", "-i", clip,
		"-c:v", "copy", "-f", "mpjpeg", "-listen", "1", url)
	if err := server.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() { server.Process.Kill(); server.Wait() }()
	var s *Stream
	for deadline := time.Now().Add(60 * time.Second); ; {
		if s, err = OpenStream(url, Options{Timeout: 5 * time.Second}); err == nil {
			break
		}
		if time.Now().After(deadline) {
			b.Fatal(err)
		}
		time.Sleep(100 * time.Millisecond) // the server is not listening yet
	}
	before, start := cpu(), time.Now()
	frames, bytes := 0, 0
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	for {
		f, err := s.NextEncoded(ctx)
		if err != nil {
			if ctx.Err() == nil {
				b.Fatal(err)
			}
			break
		}
		frames++
		bytes += len(f.Data)
	}
	own, wall := cpu()-before, time.Since(start)
	s.Close()
	b.ReportMetric(float64(own)/float64(wall)*100, "go-%cpu")
	b.ReportMetric(float64(frames)/wall.Seconds(), "frames/s")
	b.ReportMetric(float64(bytes)/float64(max(frames, 1))/1024, "KB/frame")
	if st := s.c.cmd; st != nil {
		ps := st.ProcessState
		b.ReportMetric(float64(ps.UserTime()+ps.SystemTime())/float64(wall)*100, "ffmpeg-%cpu")
		b.ReportMetric(float64(ps.SysUsage().(*syscall.Rusage).Maxrss)/1024, "ffmpeg-MB")
	} else {
		b.ReportMetric(0, "ffmpeg-%cpu")
		b.ReportMetric(0, "ffmpeg-MB")
	}
}

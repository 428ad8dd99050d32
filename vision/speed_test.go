//go:build cgo

package vision_test

import (
	"encoding/json"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"syscall"
	"testing"
	"time"

	"mecanoid/calibration"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
	"mecanoid/vision/turbojpeg"
)

// TestFrameSpeed measures the processor time (one core) of reading
// generated frames to a state, frame by frame, and prints p50 and p95 per
// frame size and for the frames whose second look ran (QRReader.Search).
// It runs only when MECANOID_SPEED names a folder, where the frames are
// kept between runs (generating a 12 Mpx frame takes longer than reading
// it). MECANOID_SPEED_N: frames per category at 1080p (default 10); at
// 4056x3040, half as many (at least 4). MECANOID_SPEED_REPS: scans per
// frame, the fastest counted (default 2: another process on the core
// only ever slows a scan down).
//
//	MECANOID_SPEED=/tmp/frames go test ./vision -run FrameSpeed -v
func TestFrameSpeed(t *testing.T) {
	dir := os.Getenv("MECANOID_SPEED")
	if dir == "" {
		t.Skip("MECANOID_SPEED not set")
	}
	n := envInt("MECANOID_SPEED_N", 10)
	reps := envInt("MECANOID_SPEED_REPS", 2)
	prev := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(prev)
	type size struct {
		name string
		pt   image.Point
		per  int
	}
	var second []float64
	var secondJ []float64
	for _, sz := range []size{{"1080p", synth.Size1080p, n}, {"hq", synth.SizeHQ, max(4, n/2)}} {
		var scans, totals, states []float64
		var sizeSecond, sizeSecondJ []float64
		wrong, refused, falseAlarms, tags, read, right := 0, 0, 0, 0, 0, 0
		for ci, cat := range synth.Categories {
			var catScans []float64
			for i := 0; i < sz.per; i++ {
				seed := uint64(9000 + 100*ci + i)
				ph, err := cachedPhoto(dir, cat, sz.pt, seed)
				if err != nil {
					t.Fatal(err)
				}
				var best frameResult
				for r := 0; r < reps; r++ {
					fr := readFrame(t, ph)
					if r == 0 || fr.scan < best.scan {
						best.scan = fr.scan
					}
					if r == 0 || fr.jpeg < best.jpeg {
						best.jpeg = fr.jpeg
					}
					if r == 0 {
						best.searched, best.verdict, best.tags, best.read = fr.searched, fr.verdict, fr.tags, fr.read
					}
				}
				scans = append(scans, best.scan)
				catScans = append(catScans, best.scan)
				totals = append(totals, best.scan+best.jpeg)
				if best.searched {
					second = append(second, best.scan)
					secondJ = append(secondJ, best.scan+best.jpeg)
					sizeSecond = append(sizeSecond, best.scan)
					sizeSecondJ = append(sizeSecondJ, best.scan+best.jpeg)
				}
				tags += best.tags
				read += best.read
				switch best.verdict {
				case "right":
					right++
					states = append(states, best.scan+best.jpeg)
				case "refused":
					refused++
				case "false alarm":
					falseAlarms++
				default:
					wrong++
					t.Errorf("%s %s seed %d: %s", cat.Name, sz.name, seed, best.verdict)
				}
				if testing.Verbose() && os.Getenv("MECANOID_SPEED_FRAMES") != "" {
					t.Logf("%s %s seed %d: scan %.1f ms jpeg %.1f ms search %v %s read %d/%d", sz.name, cat.Name, seed, best.scan, best.jpeg, best.searched, best.verdict, best.read, best.tags)
				}
			}
			t.Logf("%s %-11s scan p50 %6.1f p95 %6.1f max %6.1f ms", sz.name, cat.Name, pct(catScans, 50), pct(catScans, 95), pct(catScans, 100))
		}
		t.Logf("%s ALL: scan p50 %.1f p95 %.1f max %.1f ms; with JPEG p50 %.1f p95 %.1f ms (%d frames); tags %d/%d, right %d, refused %d, false alarms %d, WRONG %d",
			sz.name, pct(scans, 50), pct(scans, 95), pct(scans, 100), pct(totals, 50), pct(totals, 95), len(scans), read, tags, right, refused, falseAlarms, wrong)
		t.Logf("%s read to a state, with JPEG: p50 %.1f p95 %.1f max %.1f ms (%d frames)", sz.name, pct(states, 50), pct(states, 95), pct(states, 100), len(states))
		t.Logf("%s second look ran: scan p50 %.1f p95 %.1f max %.1f ms; with JPEG p50 %.1f p95 %.1f ms (%d frames)",
			sz.name, pct(sizeSecond, 50), pct(sizeSecond, 95), pct(sizeSecond, 100), pct(sizeSecondJ, 50), pct(sizeSecondJ, 95), len(sizeSecond))
	}
	t.Logf("second look ran: scan p50 %.1f p95 %.1f max %.1f ms; with JPEG p50 %.1f p95 %.1f ms (%d frames)",
		pct(second, 50), pct(second, 95), pct(second, 100), pct(secondJ, 50), pct(secondJ, 95), len(second))
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

// pct is the p-th percentile of v (nearest rank).
func pct(v []float64, p float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	k := int(p/100*float64(len(s))+0.999999) - 1
	return s[min(max(k, 0), len(s)-1)]
}

// cachedPhoto generates a photo, or reads it back from dir.
func cachedPhoto(dir string, cat synth.Category, size image.Point, seed uint64) (*synth.Photo, error) {
	base := filepath.Join(dir, fmt.Sprintf("%s-%dx%d-%d", cat.Name, size.X, size.Y, seed))
	if data, err := os.ReadFile(base + ".jpg"); err == nil {
		if tj, err := os.ReadFile(base + ".json"); err == nil {
			ph := &synth.Photo{JPEG: data}
			if err := json.Unmarshal(tj, &ph.Truth); err == nil {
				return ph, nil
			}
		}
	}
	ph, err := synth.Generate(synth.Options{Category: cat, Size: size, Seed: seed})
	if err != nil {
		return nil, err
	}
	tj, err := json.Marshal(ph.Truth)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if err := os.WriteFile(base+".json", tj, 0o644); err != nil {
		return nil, err
	}
	return ph, os.WriteFile(base+".jpg", ph.JPEG, 0o644)
}

type frameResult struct {
	jpeg, scan float64 // ms of processor time
	searched   bool
	verdict    string // right, refused, false alarm, or what is wrong
	tags, read int
}

// searchCounter is the scanner's default decoder, telling whether the
// second look ran.
type searchCounter struct {
	vision.QRReader
	searched *bool
}

func (s searchCounter) Search(g *image.Gray, found []vision.Code, goal vision.Goal) []vision.Code {
	*s.searched = true
	return s.QRReader.Search(g, found, goal)
}

// readFrame scans a photo as the bench does: calibrated beforehand, the
// pieces on the board known.
func readFrame(t *testing.T, ph *synth.Photo) frameResult {
	tr := ph.Truth
	var fr frameResult
	start := cpuTime()
	img, err := decodeGray(ph.JPEG)
	if err != nil {
		t.Fatal(err)
	}
	fr.jpeg = msOf(cpuTime() - start)
	var markers []calibration.Marker
	for k, m := range tr.Markers {
		markers = append(markers, calibration.Marker{Corner: k, Corners: m.Corners})
	}
	cal, err := calibration.Solve(tr.Board, markers, tr.Width, tr.Height, calibration.Settings{TagHeight: tr.TagHeight})
	if err != nil {
		t.Fatal(err)
	}
	var expect []tag.Payload
	want := map[string]bool{}
	hidden := false
	for _, p := range append(append([]synth.Piece{}, tr.Markers...), tr.Pieces...) {
		if p.Unreadable() {
			hidden = true
			continue
		}
		want[p.Payload] = true
		fr.tags++
	}
	for _, p := range tr.Pieces {
		if pl, err := tag.Parse(p.Payload); err == nil {
			expect = append(expect, pl)
		}
	}
	r := vision.DefaultReader()
	r.ModulePx = cal.ModulePx(tr.TagSize, cal.TagHeight)
	sc := &vision.Scanner{Game: tag.DR2D, Board: tr.Board, Calibration: cal, TagSize: tr.TagSize, Expect: expect,
		Decoder: searchCounter{r, &fr.searched}}
	start = cpuTime()
	st, scanErr := sc.Scan(img)
	fr.scan = msOf(cpuTime() - start)
	if st != nil {
		seen := map[string]bool{}
		for _, c := range st.Codes {
			if want[c.Text] && !seen[c.Text] {
				seen[c.Text] = true
				fr.read++
			}
		}
	}
	switch {
	case scanErr != nil && hidden:
		fr.verdict = "refused"
	case scanErr != nil:
		fr.verdict = "false alarm"
	default:
		got := map[string]vision.Piece{}
		for _, p := range st.Pieces {
			got[p.Text] = p
		}
		fr.verdict = "right"
		for _, p := range tr.Pieces {
			g, ok := got[p.Payload]
			if !ok || g.Col != p.Col || g.Row != p.Row || g.Facing != p.Facing {
				fr.verdict = fmt.Sprintf("WRONG: %s truly [%d,%d] %s, read %+v", p.Payload, p.Col, p.Row, p.Facing, g)
			}
		}
		if len(st.Pieces) != len(tr.Pieces) {
			fr.verdict = "WRONG: pieces differ"
		}
	}
	return fr
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func msOf(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// decodeGray decodes a JPEG file to its luminance as the bench and the
// referee do (libjpeg-turbo).
func decodeGray(data []byte) (*image.Gray, error) { return turbojpeg.Decode(data) }

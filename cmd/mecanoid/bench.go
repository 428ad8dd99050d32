package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"mecanoid/calibration"
	"mecanoid/fault"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

func init() {
	register(command{"bench", "bench vision [--frames 240] [--sizes 1080p,hq] [--seed 1] [--no-zbar]: scanner accuracy and speed on generated photos, beside zbarimg\n" +
		"  bench netzwerk [--games 100] [--nodes 2000]: the Netzwerk search against a random player", runBench})
}

// benchRow gathers one category at one frame size.
type benchRow struct {
	category, size string
	frames         int
	tags, read     int // readable tags (truth), and those decoded
	tags3, read3   int // the same, for tags of at least 3 px per module
	right          int // frames whose board state is right
	frames3        int // frames with every piece visible and every tag at least 3 px per module
	right3         int // of those, the frames whose board state is right
	refused        int // frames refused, rightly: a piece truly hidden
	falseAlarm     int // frames refused although every piece could be read
	wrong          int // frames whose state was returned wrong: never acceptable
	jpegMS, scanMS float64
	stateMS        float64 // scan time of the frames read to a board state (not refused)
	stateFrames    int
	zbarRead       int
	zbarMS         float64
}

func runBench(args []string, stdout io.Writer) error {
	if len(args) > 0 && args[0] == "netzwerk" {
		return runBenchNetzwerk(args[1:], stdout)
	}
	if len(args) == 0 || args[0] != "vision" {
		return fault.New(fault.Usage, "want: mecanoid bench vision [--frames 240] [--sizes 1080p,hq] [--seed 1] [--no-zbar] | bench netzwerk [--games 100]")
	}
	fs := flag.NewFlagSet("bench vision", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	frames := fs.Int("frames", 240, "frames in all, spread over the categories and sizes")
	sizes := fs.String("sizes", "1080p,hq", "frame sizes")
	seed := fs.Uint64("seed", 1, "first seed")
	noZbar := fs.Bool("no-zbar", false, "do not run zbarimg")
	verbose := fs.Bool("v", false, "name every frame that is not right")
	if err := fs.Parse(args[1:]); err != nil {
		return fault.E(fault.Usage, err)
	}
	var sz []image.Point
	var szNames []string
	for _, s := range strings.Split(*sizes, ",") {
		p, err := parseSize(strings.TrimSpace(s))
		if err != nil {
			return err
		}
		sz = append(sz, p)
		szNames = append(szNames, fmt.Sprintf("%dx%d", p.X, p.Y))
	}
	per := *frames / (len(synth.Categories) * len(sz))
	if per < 1 {
		return fault.New(fault.Usage, "--frames too small for the categories and sizes")
	}
	zbar := ""
	if !*noZbar {
		if p, err := exec.LookPath("zbarimg"); err == nil {
			zbar = p
		} else {
			fmt.Fprintln(stdout, "zbarimg not found (apt install zbar-tools): its column stays empty")
		}
	}
	tmp, err := os.MkdirTemp("", "mecanoid-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	fmt.Fprintf(stdout, "mecanoid bench vision: %d frames per category and size, patch reader %s, JPEG decoder %s, timings in processor time on 1 core (GOMAXPROCS=1; zbarimg: its own processor time)\n",
		per, vision.PatchReaderName(), vision.JPEGDecoder())
	prev := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(prev)
	var rows []*benchRow
	n := 0
	for si, size := range sz {
		for _, cat := range synth.Categories {
			row := &benchRow{category: cat.Name, size: szNames[si]}
			rows = append(rows, row)
			for i := 0; i < per; i++ {
				s := *seed + uint64(n)
				n++
				ph, err := synth.Generate(synth.Options{Category: cat, Size: size, Seed: s})
				if err != nil {
					return err
				}
				if why := benchFrame(row, ph, zbar, tmp); why != "" && *verbose {
					fmt.Fprintf(stdout, "  %s %s seed %d: %s\n", cat.Name, szNames[si], s, why)
				}
			}
		}
	}
	writeBenchTable(stdout, rows, zbar != "")
	return nil
}

// benchFrame scans one photo the way the referee does at the table: the
// camera was calibrated before (from the corner markers of an earlier,
// unobstructed frame), the robots and laws on the board are known.
func benchFrame(row *benchRow, ph *synth.Photo, zbar, tmp string) string {
	t := ph.Truth
	row.frames++
	start := cpuTime()
	img, err := vision.DecodeImage(t.Name, ph.JPEG)
	if err != nil {
		return err.Error()
	}
	row.jpegMS += ms(cpuTime() - start)

	var markers []calibration.Marker
	for k, m := range t.Markers {
		markers = append(markers, calibration.Marker{Corner: k, Corners: m.Corners})
	}
	cal, err := calibration.Solve(t.Board, markers, t.Width, t.Height, calibration.Settings{TagHeight: t.TagHeight})
	if err != nil {
		return "calibration: " + err.Error()
	}
	var expect []tag.Payload
	want := map[string]synth.Piece{}
	hidden, small := false, false
	for _, p := range append(append([]synth.Piece{}, t.Markers...), t.Pieces...) {
		if p.Unreadable() {
			hidden = true
			continue
		}
		small = small || p.ModulePx < 3
		want[p.Payload] = p
		row.tags++
		if p.ModulePx >= 3 {
			row.tags3++
		}
	}
	for _, p := range t.Pieces {
		if pl, err := tag.Parse(p.Payload); err == nil {
			expect = append(expect, pl)
		}
	}
	sc := &vision.Scanner{Game: tag.DR2D, Board: t.Board, Calibration: cal, TagSize: t.TagSize, Expect: expect}
	start = cpuTime()
	st, scanErr := sc.Scan(img)
	took := ms(cpuTime() - start)
	row.scanMS += took
	if scanErr == nil {
		row.stateMS += took
		row.stateFrames++
	}
	if st != nil {
		seen := map[string]bool{}
		for _, c := range st.Codes {
			if p, ok := want[c.Text]; ok && !seen[c.Text] {
				seen[c.Text] = true
				row.read++
				if p.ModulePx >= 3 {
					row.read3++
				}
			}
		}
	}

	if !hidden && !small {
		row.frames3++
	}
	why := ""
	switch {
	case errors.Is(scanErr, vision.ErrRescan) && hidden:
		row.refused++
	case scanErr != nil:
		row.falseAlarm++
		why = "refused: " + strings.ReplaceAll(scanErr.Error(), "\n", ";")
	default:
		got := map[string]vision.Piece{}
		for _, p := range st.Pieces {
			got[p.Text] = p
		}
		for _, p := range t.Pieces {
			g, ok := got[p.Payload]
			if !ok || g.Col != p.Col || g.Row != p.Row || g.Facing != p.Facing {
				why += fmt.Sprintf("%s truly [%d,%d] %s, read %+v; ", p.Payload, p.Col, p.Row, p.Facing, g)
			}
		}
		if why == "" && len(st.Pieces) == len(t.Pieces) {
			row.right++
			if !small && !hidden {
				row.right3++
			}
		} else {
			row.wrong++
			why = "WRONG STATE: " + why
		}
	}

	if zbar != "" {
		file := filepath.Join(tmp, "frame.jpg")
		if err := os.WriteFile(file, ph.JPEG, 0o644); err == nil {
			cmd := exec.Command(zbar, "--raw", "-q", "-Sdisable", "-Sqrcode.enable", file)
			out, _ := cmd.Output()
			if ps := cmd.ProcessState; ps != nil {
				row.zbarMS += ms(ps.UserTime() + ps.SystemTime())
			}
			seen := map[string]bool{}
			for _, line := range strings.Split(string(bytes.TrimSpace(out)), "\n") {
				if _, ok := want[line]; ok && !seen[line] {
					seen[line] = true
					row.zbarRead++
				}
			}
		}
	}
	return why
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func pct(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
}

func writeBenchTable(w io.Writer, rows []*benchRow, zbar bool) {
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| category | frame | frames | tags read | tags read (≥3 px/module) | board state right | board state right (≥3 px/module) | rightly refused | false alarms | WRONG | jpeg ms | scan ms | scan ms, read to a state | zbarimg tags read | zbarimg ms |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	var tot benchRow
	for _, r := range rows {
		zr, zm := "-", "-"
		if zbar {
			zr, zm = pct(r.zbarRead, r.tags), fmt.Sprintf("%.0f", r.zbarMS/float64(r.frames))
		}
		sm := "-"
		if r.stateFrames > 0 {
			sm = fmt.Sprintf("%.0f", r.stateMS/float64(r.stateFrames))
		}
		fmt.Fprintf(w, "| %s | %s | %d | %s | %s | %s | %s | %d | %d | %d | %.0f | %.0f | %s | %s | %s |\n",
			r.category, r.size, r.frames, pct(r.read, r.tags), pct(r.read3, r.tags3), pct(r.right, r.frames-r.refused), pct(r.right3, r.frames3),
			r.refused, r.falseAlarm, r.wrong, r.jpegMS/float64(r.frames), r.scanMS/float64(r.frames), sm, zr, zm)
		tot.frames += r.frames
		tot.tags += r.tags
		tot.read += r.read
		tot.tags3 += r.tags3
		tot.read3 += r.read3
		tot.right += r.right
		tot.right3 += r.right3
		tot.frames3 += r.frames3
		tot.refused += r.refused
		tot.falseAlarm += r.falseAlarm
		tot.wrong += r.wrong
		tot.zbarRead += r.zbarRead
	}
	zr := "-"
	if zbar {
		zr = pct(tot.zbarRead, tot.tags)
	}
	fmt.Fprintf(w, "| all | | %d | %s | %s | %s | %s | %d | %d | %d | | | | %s | |\n", tot.frames, pct(tot.read, tot.tags), pct(tot.read3, tot.tags3),
		pct(tot.right, tot.frames-tot.refused), pct(tot.right3, tot.frames3), tot.refused, tot.falseAlarm, tot.wrong, zr)
	fmt.Fprintln(w, "\nTags read: share of the tags a decoder could read (not hidden by a hand or a figurine) that were decoded.")
	fmt.Fprintln(w, "Board state right: among frames where every piece is visible, the share read entirely right (cell and facing of every piece); (≥3 px/module): among those whose every tag is at least 3 px per module, the targets' condition.")
	fmt.Fprintln(w, "Rightly refused: a piece was truly hidden and the scan asked for a rescan naming it. WRONG: a state returned without complaint that differs from the truth.")
}

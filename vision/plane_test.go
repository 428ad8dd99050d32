package vision_test

import (
	"image"
	"testing"

	"mecanoid/calibration"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// benchFrame is a bench photo (1920x1080) with the calibration an earlier
// frame would have given and the pieces the referee expects.
func benchFrame(t *testing.T, category string, seed uint64) (image.Image, synth.Truth, *calibration.Calibration, []tag.Payload) {
	t.Helper()
	cat, _ := synth.CategoryByName(category)
	ph, err := synth.Generate(synth.Options{Category: cat, Size: synth.Size1080p, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	img, err := vision.DecodeImage("frame.jpg", ph.JPEG)
	if err != nil {
		t.Fatal(err)
	}
	tr := ph.Truth
	var markers []calibration.Marker
	for k, m := range tr.Markers {
		markers = append(markers, calibration.Marker{Corner: k, Corners: m.Corners})
	}
	cal, err := calibration.Solve(tr.Board, markers, tr.Width, tr.Height, calibration.Settings{TagHeight: tr.TagHeight})
	if err != nil {
		t.Fatal(err)
	}
	robotOn := map[[2]int]bool{}
	for _, p := range tr.Pieces {
		if pl, _ := tag.Parse(p.Payload); pl.Kind == tag.Robot {
			robotOn[[2]int{p.Col, p.Row}] = true
		}
	}
	var expect []tag.Payload
	for _, p := range tr.Pieces {
		pl, _ := tag.Parse(p.Payload)
		if pl.Kind == tag.Law && robotOn[[2]int{p.Col, p.Row}] {
			continue // under a figurine
		}
		expect = append(expect, pl)
	}
	return img, tr, cal, expect
}

// The targeted look reads the flat law tokens no other look reads: the
// board at their height seen from straight above. blur-noise seed 233: a
// law at the far edge, under 3 px per module in the picture; lighting seed
// 201: a law whose finder patterns a figurine's dark side touches (the
// figurine is painted out). Without it both frames are refused although
// every piece can be read; with it each is read right, every piece on its
// cell and facing its way.
func TestScanTargetedLookReadsFlatLaw(t *testing.T) {
	if testing.Short() {
		t.Skip("generates photos")
	}
	for _, c := range []struct {
		category string
		seed     uint64
		law      string
	}{{"blur-noise", 233, "MC1:DR2D:L:3"}, {"lighting", 201, "MC1:DR2D:L:1"}} {
		t.Run(c.category, func(t *testing.T) {
			img, tr, cal, expect := benchFrame(t, c.category, c.seed)
			// The first and second looks miss it.
			r := vision.DefaultReader()
			r.ModulePx = cal.ModulePx(tr.TagSize, cal.TagHeight)
			g := vision.Gray(img)
			found, _ := r.Decode(g)
			found = append(found, r.Search(g, found, vision.Goal{})...)
			for _, f := range found {
				if f.Text == c.law {
					t.Logf("%s reads %s without the targeted look (another zxing-cpp?)", vision.PatchReaderName(), c.law)
				}
			}
			sc := &vision.Scanner{Game: tag.DR2D, Board: tr.Board, Calibration: cal, TagSize: tr.TagSize, Expect: expect}
			st, err := sc.Scan(img)
			if err != nil {
				t.Fatalf("every piece is readable, yet: %v", err)
			}
			got := map[string]vision.Piece{}
			for _, p := range st.Pieces {
				got[p.Text] = p
			}
			for _, p := range tr.Pieces {
				g, ok := got[p.Payload]
				if !ok {
					continue // a law under a robot
				}
				if g.Col != p.Col || g.Row != p.Row || g.Facing != p.Facing {
					t.Errorf("%s read at [%d,%d] %s, truly [%d,%d] %s", p.Payload, g.Col, g.Row, g.Facing, p.Col, p.Row, p.Facing)
				}
			}
			law, ok := got[c.law]
			if !ok {
				t.Fatalf("%s not placed", c.law)
			}
			// Judged on its size in the picture, not in the rectified one.
			for _, p := range tr.Pieces {
				if p.Payload == c.law && (law.Code.ModulePx < 0.8*p.ModulePx || law.Code.ModulePx > 1.2*p.ModulePx) {
					t.Errorf("%s read at %.2f px per module, truly %.2f", c.law, law.Code.ModulePx, p.ModulePx)
				}
			}
		})
	}
}

// The targeted look reports only the codes it is asked for: with nothing
// wanted it reads nothing, and a code already read is not read again.
func TestSearchPlaneOnlyWanted(t *testing.T) {
	if testing.Short() {
		t.Skip("generates a photo")
	}
	img, tr, cal, _ := benchFrame(t, "easy", 3)
	g := vision.Gray(img)
	toPlane, err := cal.ImageToBoardAt(1)
	if err != nil {
		t.Fatal(err)
	}
	w, h := tr.Board.Size()
	p := vision.Plane{ToPlane: toPlane, ToImage: func(q calibration.Point) calibration.Point { return cal.BoardToImage(q, 1) },
		Max: calibration.Point{X: w, Y: h}, ModuleMM: tr.TagSize / tag.TagModules}
	r := vision.DefaultReader()
	if got := r.SearchPlane(g, p, nil, nil); len(got) != 0 {
		t.Errorf("nothing wanted, read %v", texts(got))
	}
	var law synth.Piece
	for _, q := range tr.Pieces {
		if pl, _ := tag.Parse(q.Payload); pl.Kind == tag.Law {
			law = q
		}
	}
	if law.Payload == "" {
		t.Fatal("no law on this board")
	}
	p.Want = map[string]bool{law.Payload: true}
	got := r.SearchPlane(g, p, nil, nil)
	if len(got) != 1 || got[0].Text != law.Payload {
		t.Fatalf("read %v, want %s", texts(got), law.Payload)
	}
	if d := got[0].Centre().Sub(centre(law.Corners)).Len(); d > law.ModulePx {
		t.Errorf("%s found %.1f px from where it is", law.Payload, d)
	}
	if again := r.SearchPlane(g, p, got, nil); len(again) != 0 {
		t.Errorf("read again: %v", texts(again))
	}
}

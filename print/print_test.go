package print

import (
	"math"
	"mecanoid/game/dr2d/cartridge"
	"strings"
	"testing"

	"mecanoid/tag"
)

func TestPaperByName(t *testing.T) {
	for name, want := range map[string]Paper{"a4": A4, "A4": A4, "letter": Letter} {
		if got, err := PaperByName(name); err != nil || got != want {
			t.Errorf("PaperByName(%q) = %v, %v", name, got, err)
		}
	}
	if _, err := PaperByName("a3"); err == nil || err.Error() != `print: unknown paper "a3"; known: a4, letter` {
		t.Errorf("a3: %v", err)
	}
}

// TestTiling: the windows cover the drawing, neighbours overlap by the
// overlap, and every seam lies inside the overlap of the two sheets it joins.
func TestTiling(t *testing.T) {
	for _, tc := range []struct {
		w, h       float64
		page       Page
		overlap    float64
		cols, rows int
	}{
		{100, 100, DefaultPage, 10, 1, 1},
		{696, 696, DefaultPage, 10, 4, 3},
		{696, 696, Page{Paper: Letter, Margin: 5}, 0, 4, 3},
		{400, 150, DefaultPage, 10, 2, 1}, // landscape: 2 sheets instead of 3
	} {
		tl, err := PlanTiling(Pt{-10, -20}, Pt{tc.w - 10, tc.h - 20}, tc.page, stripHeight, tc.overlap)
		if err != nil {
			t.Fatal(err)
		}
		if tl.Cols != tc.cols || tl.Rows != tc.rows {
			t.Errorf("%gx%g on %s: %dx%d sheets, want %dx%d", tc.w, tc.h, tc.page.Paper.Name, tl.Cols, tl.Rows, tc.cols, tc.rows)
		}
		first, last := tl.Window(0, 0), tl.Window(tl.Cols-1, tl.Rows-1)
		if first.X > -10 || first.Y > -20 || last.X+tl.WinW < tc.w-10 || last.Y+tl.WinH < tc.h-20 {
			t.Errorf("%gx%g: windows %v..%v do not cover the drawing", tc.w, tc.h, first, last)
		}
		w, h := tl.Page.Inner()
		if tl.WinW != w || tl.WinH != h-stripHeight {
			t.Errorf("window %gx%g on a page of %gx%g", tl.WinW, tl.WinH, w, h)
		}
		xs, ys := tl.Seams()
		for c, x := range xs {
			left, right := tl.Window(c, 0).X+tl.WinW, tl.Window(c+1, 0).X
			if math.Abs(left-right-tc.overlap) > 1e-9 || x < right-1e-9 || x > left+1e-9 {
				t.Errorf("seam %d at %g, overlap %g..%g", c, x, right, left)
			}
		}
		if len(ys) != tl.Rows-1 {
			t.Errorf("%d horizontal seams for %d rows", len(ys), tl.Rows)
		}
	}
	if _, err := PlanTiling(Pt{}, Pt{500, 500}, DefaultPage, stripHeight, 100); err == nil || !strings.Contains(err.Error(), "overlap 100 mm") {
		t.Errorf("overlap larger than a third of the sheet: %v", err)
	}
}

// TestSeamsMissMarkers: no cut runs through a corner marker, which would
// have to be pieced together exactly to be read.
func TestSeamsMissMarkers(t *testing.T) {
	b := benchBoard(t)
	b.Width, b.Height = 12, 12 // only the size matters here
	for _, paper := range Papers {
		for _, margin := range []float64{5, 10, 15} {
			for _, overlap := range []float64{0, 10, 20} {
				for _, tile := range []float64{30, 50, 60} {
					o := DefaultBoardPrint()
					o.Page, o.Overlap, o.Tile = Page{Paper: paper, Margin: margin}, overlap, tile
					tl, err := PlanBoard(b, o)
					if err != nil {
						t.Fatal(err)
					}
					w, h := o.Size(b)
					xs, ys := tl.Seams()
					for k := 0; k < 4; k++ {
						cx, cy := o.Markers.Centre(k, w, h)
						r := o.Markers.Size/2 + overlap/2
						for _, x := range xs {
							if math.Abs(x-cx) < r {
								t.Errorf("%s, margin %g, overlap %g, tile %g: seam x=%g cuts marker %d", paper.Name, margin, overlap, tile, x, k)
							}
						}
						for _, y := range ys {
							if math.Abs(y-cy) < r {
								t.Errorf("%s, margin %g, overlap %g, tile %g: seam y=%g cuts marker %d", paper.Name, margin, overlap, tile, y, k)
							}
						}
					}
				}
			}
		}
	}
}

func TestBoardPrintCheck(t *testing.T) {
	b := benchBoard(t)
	for _, tc := range []struct {
		change func(*BoardPrint)
		want   string
	}{
		{func(o *BoardPrint) { o.Tile = 12 }, "print: tile 12 mm is too small; tiles are at least 20 mm (a robot and its tag stand on one)"},
		{func(o *BoardPrint) { o.Tile = 300 }, "print: tile 300 mm is too large; tiles are at most 200 mm"},
		{func(o *BoardPrint) { o.Layout = 1 }, "print: no layout 2: the board has 1"},
		{func(o *BoardPrint) { o.Page.Margin = 80 }, "print: margin 80 mm on a4 paper; margins are 0..52.5 mm"},
		{func(o *BoardPrint) { o.Markers.Size = 5 }, "print: corner markers of 5 mm are too small to be read; at least 10 mm"},
		{func(o *BoardPrint) { o.Game = "CHESS" }, `print: corner markers: tag: invalid payload: unknown game "CHESS"`},
	} {
		o := DefaultBoardPrint()
		tc.change(&o)
		if err := o.Check(b); err == nil || err.Error() != tc.want {
			t.Errorf("got %v, want %s", err, tc.want)
		}
	}
	if err := DefaultBoardPrint().Check(b); err != nil {
		t.Error(err)
	}
}

// TestBoardImage: the picture for screens spans the printed board at the
// scale asked, corner markers included.
func TestBoardImage(t *testing.T) {
	b := benchBoard(t)
	o := DefaultBoardPrint()
	img, err := BoardImage(b, o, 2)
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := o.Extent(b)
	if w := img.Bounds().Dx(); w != int(math.Ceil((hi.X-lo.X)*2)) {
		t.Errorf("width %d px for %g mm at 2 px/mm", w, hi.X-lo.X)
	}
	if got := hi.X - lo.X - 5*o.Tile; got < 2*o.Markers.Margin() {
		t.Errorf("border %g mm leaves no room for the markers (%g mm)", got, 2*o.Markers.Margin())
	}
	// The centre of the NW marker is a finder pattern: black.
	x, y := o.Markers.Centre(0, 250, 150)
	qr := tag.ModuleSize(o.Markers.Size) * tag.QRModules / 2
	px := img.RGBAAt(int((x-qr+tag.ModuleSize(o.Markers.Size)*3.5-lo.X)*2), int((y-qr+tag.ModuleSize(o.Markers.Size)*3.5-lo.Y)*2))
	if px.R > 50 {
		t.Errorf("NW marker's finder centre is %v, want black", px)
	}
}

// TestCameraNeed: 40 mm tags have 1.6 mm modules; at 3 px a module a camera
// seeing a 700 mm wide table needs 1313 px across.
func TestCameraNeed(t *testing.T) {
	n := NeedCamera(40, 700, 0)
	if n.Module != 1.6 || n.MinW != 1313 {
		t.Errorf("module %g mm, %d px", n.Module, n.MinW)
	}
	enough, ok, not, short := n.Enough()
	if !ok || !short || enough.W != 1640 || not.W != 1280 {
		t.Errorf("700 mm wide: enough %v, not %v", enough, not)
	}
	want := "40 mm tags: 1.6 mm modules. At 3 px a module a camera needs 1.88 px per mm of table: " +
		"seeing a 700 mm wide table, ≥ 1313 px across: 1640x1232 (2 MP) is enough; 1280x720 (720p) is not (2.9 px a module)."
	if n.String() != want {
		t.Errorf("got  %s\nwant %s", n, want)
	}
	// A square table must fit the camera's short side too.
	sq := NeedCamera(40, 700, 700)
	if e, _, not, _ := sq.Enough(); e.W != 2592 || not.W != 1920 {
		t.Errorf("700x700: enough %v, not %v", e, not)
	}
	if _, ok, _, _ := NeedCamera(15, 3000, 3000).Enough(); ok {
		t.Error("15 mm tags over 3 m: no listed camera is enough")
	}
}

func TestTagSheetsCheck(t *testing.T) {
	ok := TagSheets{Game: tag.DR2D, Robots: []int{1}, Size: 40, ViewW: 700, Page: DefaultPage}
	if err := ok.Check(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		change func(*TagSheets)
		want   string
	}{
		{func(s *TagSheets) { s.Size = 10 }, "print: tags of 10 mm are too small to be read; at least 15 mm"},
		{func(s *TagSheets) { s.Size = 150 }, "print: tags of 150 mm are too large; at most 120 mm on this paper"},
		{func(s *TagSheets) { s.Robots = nil }, "print: no tag to print"},
		{func(s *TagSheets) { s.Robots = []int{1000} }, "print: robot 1000: tag: invalid payload: robot id 1000; ids are 1..999"},
	} {
		s := ok
		tc.change(&s)
		if err := s.Check(); err == nil || err.Error() != tc.want {
			t.Errorf("got %v, want %s", err, tc.want)
		}
	}
}

func TestCartridgeSheetsErrors(t *testing.T) {
	var r Recorder
	err := PrintCartridgeSheets(&r, CartridgeSheets{Game: tag.DR2D, Layout: cartridge.Sheet(), Robots: []int{1}, Turns: []int{1}, Page: Page{Paper: A4, Margin: 20}})
	if err == nil || err.Error() != "print: cartridge sheets are 180 x 125 mm; a4 paper with 20 mm margins leaves 170 x 257 mm" {
		t.Errorf("wide margins: %v", err)
	}
	err = PrintCartridgeSheets(&r, CartridgeSheets{Game: tag.DR2D, Layout: cartridge.Sheet(), Robots: []int{999}, Turns: []int{999}, Page: DefaultPage})
	if err == nil || !strings.Contains(err.Error(), "more than 16") {
		t.Errorf("payload too long for a version 1 code: %v", err)
	}
}

func TestWrap(t *testing.T) {
	lines := Wrap("robot 1 (Rouge) is carried by the rotating conveyor N- [8,6] → [8,5], turning E → N", 2.7, 60)
	if len(lines) < 2 {
		t.Fatalf("not wrapped: %q", lines)
	}
	for _, l := range lines {
		if TextWidth(l, 2.7) > 60 {
			t.Errorf("%q is %g mm wide", l, TextWidth(l, 2.7))
		}
	}
	if w := TextWidth("MMMM", 10); w < 30 || w > 45 {
		t.Errorf("4 Ms at 10 mm: %g mm", w)
	}
}

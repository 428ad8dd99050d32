package netzwerk

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/print"
	"mecanoid/print/printtest"
	"mecanoid/tag"
)

// Board coordinates by hand: 60 mm squares, corner [0,0] at the origin.
func TestPrintGeometry(t *testing.T) {
	o := DefaultBoardPrint()
	cfg := rules.DefaultConfig
	if p := o.SquareCentre(rules.Square{X: 1, Y: 1}); p != (print.Pt{X: 30, Y: 30}) {
		t.Errorf("square [1,1] centre %v", p)
	}
	if p := o.CornerCentre(rules.Corner{X: 6, Y: 6}); p != (print.Pt{X: 360, Y: 360}) {
		t.Errorf("corner [6,6] at %v", p)
	}
	// Playing area 392 mm (16 mm border); marker 0 is 5 + 20 mm beyond its corner.
	if w, h := o.AreaSize(cfg); w != 392 || h != 392 {
		t.Errorf("area %gx%g", w, h)
	}
	if p := o.MarkerCentre(0, cfg); p != (print.Pt{X: -41, Y: -41}) {
		t.Errorf("marker 0 at %v", p)
	}
	if p := o.MarkerCentre(2, cfg); p != (print.Pt{X: 401, Y: 401}) {
		t.Errorf("marker 2 at %v", p)
	}
	// A robot tag (15 mm from its square's centre) and a battery tag (11 mm
	// from its corner) leave 4 mm between them.
	if gap := o.Square/2 - o.RobotTag/2 - o.BatteryTag/2; gap != 4 {
		t.Errorf("gap %g", gap)
	}
}

func TestPrintChecks(t *testing.T) {
	cfg := rules.DefaultConfig
	o := DefaultBoardPrint()
	if err := o.Check(cfg); err != nil {
		t.Fatal(err)
	}
	big := o
	big.RobotTag, big.BatteryTag = 40, 30
	if err := big.Check(cfg); err == nil || !strings.Contains(err.Error(), "overlap") {
		t.Errorf("overlapping tags: %v", err)
	}
	thin := o
	thin.Border = 5
	if err := thin.Check(cfg); err == nil {
		t.Error("outer energy fields off the board accepted")
	}
	if err := o.Check(rules.Config{Width: 1, Height: 6}); err == nil {
		t.Error("1x6 board accepted")
	}
}

func TestPrintBoard(t *testing.T) {
	cfg := rules.DefaultConfig
	o := DefaultBoardPrint()
	var r print.Recorder
	tl, err := PrintBoard(&r, cfg, o)
	if err != nil {
		t.Fatal(err)
	}
	// 488 mm square with the markers; A4 windows of 190 x 267 (portrait) or
	// 277 x 180 (landscape), 10 mm overlaps: 3 x 2 either way, portrait kept.
	if tl.Cols*tl.Rows != 6 || r.Pages() != 7 {
		t.Fatalf("%s, %d pages", tl.Describe(), r.Pages())
	}
	rec := r.String()
	for k := 0; k < 4; k++ {
		if p := fmt.Sprintf("MC1:NETZ:C:%d", k); !strings.Contains(rec, printtest.QRRecord(t, p)) {
			t.Errorf("no %s on the board", p)
		}
	}
	// 49 energy fields, each a ring and a disc, on the assembly page at least.
	if n := strings.Count(rec, "circle "); n < 98 {
		t.Errorf("%d discs drawn", n)
	}
	var p *print.PDF = print.NewPDF("netzwerk")
	if _, err := PrintBoard(p, cfg, o); err != nil || p.Pages() != r.Pages() {
		t.Fatalf("PDF: %v, %d pages", err, p.Pages())
	}
	var out [2]bytes.Buffer
	for i := range out {
		p := print.NewPDF("netzwerk")
		_, _ = PrintBoard(p, cfg, o)
		_ = p.Write(&out[i])
	}
	if !bytes.Equal(out[0].Bytes(), out[1].Bytes()) {
		t.Error("two runs wrote different PDFs")
	}
	printtest.CheckGolden(t, *update, "netzwerk-board.golden", rec)
}

func TestPrintTags(t *testing.T) {
	var r print.Recorder
	if err := PrintTags(&r, rules.DefaultConfig, DefaultBoardPrint(), 0, 0); err != nil {
		t.Fatal(err)
	}
	rec := r.String()
	for id := 1; id <= 12; id++ {
		if p := (tag.Payload{Game: TagCode, Kind: tag.Robot, ID: id}).String(); !strings.Contains(rec, printtest.QRRecord(t, p)) {
			t.Errorf("no tag %s", p)
		}
	}
	for id := 1; id <= 14; id++ {
		if p := fmt.Sprintf("MC1:NETZ:B:%d", id); !strings.Contains(rec, printtest.QRRecord(t, p)) {
			t.Errorf("no tag %s", p)
		}
	}
	if strings.Contains(rec, printtest.QRRecord(t, "MC1:NETZ:B:15")) {
		t.Error("a 15th battery")
	}
	printtest.CheckGolden(t, *update, "netzwerk-tags.golden", rec)
}

func TestBoardImage(t *testing.T) {
	s, _ := rules.NewGame(rules.DefaultConfig, rules.Player1)
	img, err := BoardImage(rules.DefaultConfig, s, DefaultBoardPrint(), 1)
	if err != nil {
		t.Fatal(err)
	}
	// Extent: 360 mm of squares and 64 mm each side (border, marker gap and marker, 3 mm).
	if b := img.Bounds(); b.Dx() != 488 || b.Dy() != 488 {
		t.Fatalf("image %v", b)
	}
}

package referee_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"io"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/game/dr2d/cartridge"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/print"
	"mecanoid/referee"
	"mecanoid/tag"
	"mecanoid/vision"
)

// pictures is a vision.Source of pictures in memory.
type pictures struct {
	imgs []image.Image
	next int
}

func (p *pictures) Next(ctx context.Context) (vision.Frame, error) {
	if p.next >= len(p.imgs) {
		return vision.Frame{}, io.EOF
	}
	p.next++
	return vision.Frame{Image: p.imgs[p.next-1], Name: "picture"}, nil
}

func (p *pictures) Close() error { return nil }

// filledSheet is the cartridge sheet of robot for turn, filled with prog
// by the printer (a clean scan of the paper).
func filledSheet(t *testing.T, robot, turn int, prog dr2d.Program) image.Image {
	t.Helper()
	l := cartridge.Sheet()
	r := print.NewRaster(l.W, l.H, 8)
	id := tag.SheetID{Game: tag.DR2D, Robot: robot, Turn: turn}
	if err := print.DrawSheet(r, l, id, print.SheetText{Board: "Test"}, print.Pt{}, cartridge.Ticks(l, prog)); err != nil {
		t.Fatal(err)
	}
	return r.Img
}

func mustProgram(t *testing.T, line string) dr2d.Program {
	t.Helper()
	p, err := gamedr2d.ParseProgram(line)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Sheets shown in any order, with a sheet of the wrong turn, a robot that
// does not play and a picture with no sheet among them: each refused with
// the reason, the right ones read.
func TestSheetsProgrammer(t *testing.T) {
	p1 := mustProgram(t, "F F R - LB")
	p2 := mustProgram(t, "B - sleep 3")
	blank := image.NewGray(image.Rect(0, 0, 400, 300))
	for i := range blank.Pix {
		blank.Pix[i] = 230
	}
	src := &pictures{imgs: []image.Image{
		filledSheet(t, 2, 4, p2), // last turn's sheet
		blank,
		filledSheet(t, 2, 5, p2),
		filledSheet(t, 7, 5, p1), // not playing
		filledSheet(t, 1, 5, p1),
	}}
	var out bytes.Buffer
	var asked []string
	s := &gamedr2d.Sheets{Source: src, Out: &out, Ready: func(ctx context.Context, what string) error {
		asked = append(asked, what)
		return nil
	}}
	got, err := s.Programs(context.Background(), 5, []int{1, 2})
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if got[1] != p1 || got[2] != p2 || len(got) != 2 {
		t.Errorf("programs %+v, want robot 1 %+v, robot 2 %+v", got, p1, p2)
	}
	text := out.String()
	for _, want := range []string{
		"sheet of robot 2 is for turn 4; this is turn 5",
		"show the sheet again",
		"robot 2, turn 5: sheet read\n",
		"sheet of robot 7: robot 7 does not play this turn",
		"robot 1, turn 5: sheet read\n",
		"robot 1, turn 5: read as F F R - LB\n  robot 2, turn 5: read as B - sleep 3\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	// Fair sheets: no program is said before the last sheet is read.
	if last, first := strings.LastIndex(text, "sheet read"), strings.Index(text, "read as"); strings.Contains(text[:last], "B - sleep 3") || first < last {
		t.Errorf("a program is said before every sheet is in:\n%s", text)
	}
	if len(asked) != 5 || !strings.Contains(asked[0], "robot 1, 2, turn 5") || !strings.Contains(asked[4], "robot 1, turn 5") {
		t.Errorf("asked %q", asked)
	}

	// Out of pictures before every robot has a sheet: stopped, naming who.
	s = &gamedr2d.Sheets{Source: &pictures{imgs: []image.Image{filledSheet(t, 1, 5, p1)}}}
	_, err = s.Programs(context.Background(), 5, []int{1, 2})
	if !errors.Is(err, referee.ErrStopped) || !strings.Contains(err.Error(), "robot 2") {
		t.Errorf("err = %v, want ErrStopped naming robot 2", err)
	}
	// A table where nobody shows a readable sheet: the referee gives up.
	many := &pictures{}
	for i := 0; i < 30; i++ {
		many.imgs = append(many.imgs, blank)
	}
	s = &gamedr2d.Sheets{Source: many, Tries: 3}
	if _, err = s.Programs(context.Background(), 5, []int{1}); !errors.Is(err, gamedr2d.ErrSheets) {
		t.Errorf("err = %v, want ErrSheets", err)
	}
}

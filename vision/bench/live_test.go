package bench

import (
	"image"
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// TestLive plays two small clips (seed 1: a lamp's clipping flicker on
// the mains; seed 2: a hand resting over the robot it put down): each
// move settles once, once the hand has gone, read right, carrying over
// what the hand did not touch.
func TestLive(t *testing.T) {
	res, err := RunLive(LiveOptions{Clips: 2, Size: image.Pt(960, 540), Seed: 1, FPS: 10})
	if err != nil {
		t.Fatal(err)
	}
	if res.Clips != 2 || res.Settled != 2 || res.Missed != 0 || res.FalseMoved != 0 || res.HandSettles != 0 || res.Wrong != 0 {
		t.Errorf("%+v: want 2 clips, each settled once, nothing missed, nothing false, nothing wrong", *res)
	}
	if len(res.WatchMS) != res.Frames || res.Frames < 50 {
		t.Errorf("%d frames, %d timed", res.Frames, len(res.WatchMS))
	}
	if res.Right+res.Refused != res.Settled {
		t.Errorf("%d settled, %d read right, %d refused", res.Settled, res.Right, res.Refused)
	}
	if res.Full == res.Settled || len(res.ReadMS) != res.Settled || len(res.WholeMS) != res.Settled {
		t.Errorf("%d settled, %d read whole: a robot carried should be read where it changed, the rest carried over; %d reads timed, %d whole", res.Settled, res.Full, len(res.ReadMS), len(res.WholeMS))
	}
	var b strings.Builder
	res.Write(&b, lang.EN.Printer())
	if !strings.Contains(b.String(), "| 2 | ") {
		t.Errorf("table: %q", b.String())
	}
	b.Reset()
	res.Write(&b, lang.FR.Printer())
	if !strings.Contains(b.String(), "| extraits | images |") || !strings.Contains(b.String(), "un cœur") {
		t.Errorf("French table: %q", b.String())
	}
}

// TestWriteTableInFrench: the scanner's bench table, its headings and
// notes in French.
func TestWriteTableInFrench(t *testing.T) {
	var b strings.Builder
	WriteTable(&b, nil, false, lang.FR.Printer())
	for _, want := range []string{"| catégorie | image |", "| toutes | |", "Codes mal lus", "Jusqu'au plateau : décodage JPEG"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %q in:\n%s", want, b.String())
		}
	}
	b.Reset()
	WriteTable(&b, nil, false, lang.EN.Printer())
	if !strings.Contains(b.String(), "| category | frame |") || !strings.Contains(b.String(), "Read to a state: JPEG decoding") {
		t.Errorf("English:\n%s", b.String())
	}
}

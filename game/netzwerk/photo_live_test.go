package netzwerk

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
	"mecanoid/vision/synth/synthtest"
	"mecanoid/vision/watch"
)

// TestLiveScene: on a live table of LiveScene, a robot carried to the
// next square, a battery taken, a robot knocked and set back; each
// settles the watcher once, and the last frame of each reads as the
// table's truth with the Netzwerk layout.
func TestLiveScene(t *testing.T) {
	if testing.Short() {
		t.Skip("1600x1200 frames: slow under qemu")
	}
	start, err := rules.NewGame(rules.DefaultConfig, rules.Player1)
	if err != nil {
		t.Fatal(err)
	}
	scene := LiveScene(PhotoOptions{Category: synthtest.Category(t, "easy"), Seed: 7, Pieces: start.Pieces()})
	lt, err := synth.NewLiveTable(synth.LiveOptions{Scene: scene, FPS: 10, Flicker: 0.05,
		Reach: 400 * time.Millisecond, Carry: 400 * time.Millisecond, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	defer lt.Close()
	def := DefaultBoardPrint()
	layout := vision.NetzwerkLayout{Columns: 6, Rows: 6, Square: def.Square, Field: def.Field, Border: def.Border}
	sc := &vision.Scanner{Game: TagCode, Board: layout.Board(def.Markers), Layout: layout}
	var w watch.Watcher
	play := func(what string, settles int) {
		t.Helper()
		n, last := playLive(t, lt, &w)
		if n != settles {
			t.Fatalf("%s: settled %d times, want %d", what, n, settles)
		}
		if d := scannedLive(t, sc, last, lt.Pieces()); d != "" {
			t.Fatalf("%s: %s", what, d)
		}
	}
	play("at the start", 0)
	r1, _ := start.Robot(1)
	var battery string
	for _, p := range start.Pieces() {
		if p.Kind == 'B' {
			battery = tag.Payload{Game: TagCode, Kind: tag.Battery, ID: p.ID}.String()
			break
		}
	}
	robot := func(id int) string { return tag.Payload{Game: TagCode, Kind: tag.Robot, ID: id}.String() }
	to := r1.Y + 1
	if to > 6 {
		to = r1.Y - 1
	}
	for _, a := range []struct {
		name string
		do   func() error
	}{
		{"move robot 1", func() error { return lt.Move(synth.Placement{Payload: robot(1), Col: r1.X, Row: to}) }},
		{"take a battery", func() error { return lt.Take(battery) }},
		{"knock robot 2", func() error { return lt.Knock(robot(2)) }},
	} {
		if err := a.do(); err != nil {
			t.Fatalf("%s: %v", a.name, err)
		}
		play(a.name, 1)
	}
	var got []rules.Piece
	for _, p := range lt.Pieces() {
		if pl, err := tag.Parse(p.Payload); err == nil {
			got = append(got, rules.Piece{Kind: byte(pl.Kind), ID: pl.ID, X: p.Col, Y: p.Row})
		}
	}
	if len(got) != len(start.Pieces())-1 || !slices.Contains(got, rules.Piece{Kind: 'R', ID: 1, X: r1.X, Y: to}) {
		t.Errorf("pieces %v: want robot 1 on [%d,%d] and a battery fewer than %d", got, r1.X, to, len(start.Pieces()))
	}
}

// playLive plays a live table's frames to w until the table has rested
// after the actions queued: how many times w settled, and the last frame.
func playLive(t *testing.T, lt *synth.LiveTable, w *watch.Watcher) (settled int, last []byte) {
	t.Helper()
	for !lt.Played() {
		e, err := lt.NextEncoded(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		img, err := vision.DecodeImage(e.Name, e.Data)
		if err != nil {
			t.Fatal(err)
		}
		g := vision.Gray(img)
		if r := w.Feed(watch.FromGray(g, 80, max(1, 80*g.Rect.Dy()/g.Rect.Dx())), e.Time); r.State == watch.Settled {
			settled++
		}
		last = e.Data
	}
	return settled, last
}

// scannedLive reads a frame and says how its pieces differ from the
// table's truth ("" when they do not).
func scannedLive(t *testing.T, sc *vision.Scanner, data []byte, truth []synth.Placement) string {
	t.Helper()
	img, err := vision.DecodeImage("frame", data)
	if err != nil {
		t.Fatal(err)
	}
	st, err := sc.Scan(img)
	if err != nil {
		return err.Error()
	}
	var got, want []string
	for _, p := range st.Pieces {
		got = append(got, fmt.Sprintf("%s [%d,%d]", p.Text, p.Col, p.Row))
	}
	for _, p := range truth {
		want = append(want, fmt.Sprintf("%s [%d,%d]", p.Payload, p.Col, p.Row))
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		return fmt.Sprintf("read %q, the table has %q", got, want)
	}
	return ""
}

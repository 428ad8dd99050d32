package vision

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestPaced(t *testing.T) {
	dir := t.TempDir()
	for i := range 3 {
		if err := os.WriteFile(filepath.Join(dir, "f"+string(rune('0'+i))+".jpg"), testJPEG(t, i), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p, err := NewPaced(10, dir)
	if err != nil {
		t.Fatal(err)
	}
	p.Start = time.Unix(100, 0)
	for i := range 3 {
		e, err := p.NextEncoded(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if want := time.Unix(100, 0).Add(time.Duration(i) * 100 * time.Millisecond); !e.Time.Equal(want) || !strings.HasSuffix(e.Name, "f"+string(rune('0'+i))+".jpg") {
			t.Errorf("frame %d: %s at %v, want f%d.jpg at %v", i, e.Name, e.Time, i, want)
		}
		img, err := DecodeImage(e.Name, e.Data)
		if err != nil || frameIndex(t, img) != i {
			t.Errorf("frame %d: %v", i, err)
		}
	}
	if _, err := p.NextEncoded(context.Background()); !errors.Is(err, io.EOF) {
		t.Errorf("after the last: %v, want io.EOF", err)
	}
	if _, err := NewPaced(0, dir); err == nil {
		t.Error("0 frames a second taken")
	}
}

func TestPacedRealtime(t *testing.T) {
	dir := t.TempDir()
	for i := range 3 {
		if err := os.WriteFile(filepath.Join(dir, "f"+string(rune('0'+i))+".jpg"), testJPEG(t, i), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p, err := NewPaced(20, dir)
	if err != nil {
		t.Fatal(err)
	}
	p.Realtime = true
	start := time.Now()
	for range 3 {
		if _, err := p.NextEncoded(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if took := time.Since(start); took < 100*time.Millisecond {
		t.Errorf("three frames at 20 a second in %v: want their times waited for (100 ms)", took)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p2, _ := NewPaced(0.001, dir)
	p2.Realtime = true
	p2.NextEncoded(ctx) // the first is at once
	if _, err := p2.NextEncoded(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("a stopped wait: %v", err)
	}
}

func TestRPiCamStream(t *testing.T) {
	const n = 5
	c := fakeCamera(t, "paced", n)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	last := -1
	for last < n-1 {
		e, err := c.NextEncoded(ctx)
		if err != nil {
			t.Fatalf("after frame %d: %v", last, err)
		}
		img, err := DecodeImage(e.Name, e.Data)
		if err != nil {
			continue // the fake camera sends one corrupt frame
		}
		i := frameIndex(t, img)
		if i <= last || e.Time.IsZero() || !strings.Contains(e.Name, "frame") {
			t.Fatalf("frame %d after %d, %q at %v", i, last, e.Name, e.Time)
		}
		last = i
	}
}

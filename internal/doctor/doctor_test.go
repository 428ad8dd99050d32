package doctor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// fakeFFmpeg puts script as the only ffmpeg on PATH; "" leaves none.
func fakeFFmpeg(t *testing.T, script string) {
	t.Helper()
	dir := t.TempDir()
	if script != "" {
		if err := os.WriteFile(filepath.Join(dir, "ffmpeg"), []byte("#!/bin/sh\n"+script+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", dir)
}

// TestDoctorFFmpeg: a video device needs ffmpeg; the Pi camera and
// photos do without.
func TestDoctorFFmpeg(t *testing.T) {
	fakeFFmpeg(t, `echo "ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024 the FFmpeg developers"`)
	c := (Machine{}).FFmpeg("/dev/video0")
	if c.Status != "ok" || !strings.HasPrefix(c.Detail, "5.1.6-0+deb12u1 (/") || !strings.HasSuffix(c.Detail, "/ffmpeg)") {
		t.Errorf("ffmpeg there: %+v", c)
	}

	fakeFFmpeg(t, "")
	if c := (Machine{}).FFmpeg("/dev/video0"); c.Status != "FAIL" || c.Fix != "sudo apt install ffmpeg" ||
		!strings.Contains(c.Detail, "/dev/video0 is read through ffmpeg") {
		t.Errorf("no ffmpeg, /dev/video0: %+v, want FAIL", c)
	}
	for _, cam := range []string{"rpicam", "demo/table"} {
		if c := (Machine{}).FFmpeg(cam); c.Status != "skip" || c.Fix != "" {
			t.Errorf("no ffmpeg, %s: %+v, want skip", cam, c)
		}
	}

	fakeFFmpeg(t, "exit 3")
	if c := (Machine{}).FFmpeg("/dev/video0"); c.Status != "FAIL" || !strings.Contains(c.Detail, "exit status 3") {
		t.Errorf("broken ffmpeg, /dev/video0: %+v, want FAIL", c)
	}
	if c := (Machine{}).FFmpeg("rpicam"); c.Status != "warn" {
		t.Errorf("broken ffmpeg, rpicam: %+v, want warn", c)
	}
}

func TestLinkedVersion(t *testing.T) {
	maps := filepath.Join(t.TempDir(), "maps")
	os.WriteFile(maps, []byte(""+
		"7f1c2a000000-7f1c2a100000 r--p 00000000 fe:01 77 /usr/lib/x86_64-linux-gnu/libZXing.so.1.4.0\n"+
		"7f1c2a100000-7f1c2a300000 r-xp 00100000 fe:01 77 /usr/lib/x86_64-linux-gnu/libZXing.so.1.4.0\n"+
		"7f1c2b000000-7f1c2b100000 r-xp 00000000 fe:01 80 /opt/root/usr/lib/aarch64-linux-gnu/libopencv_core.so.406\n"+
		"7f1c2c000000-7f1c2c001000 rw-p 00000000 00:00 0 \n"), 0o644)
	for _, tc := range []struct {
		lib, want string
		found     bool
	}{
		{"libZXing", "1.4.0", true},
		{"libopencv_core", "406", true}, // only the soname: its number is all there is
		{"libopencv_imgproc", "", false},
	} {
		if v, found := linkedVersion(maps, tc.lib); v != tc.want || found != tc.found {
			t.Errorf("%s: %q %v, want %q %v", tc.lib, v, found, tc.want, tc.found)
		}
	}
	if _, found := linkedVersion(filepath.Join(t.TempDir(), "none"), "libZXing"); found {
		t.Error("found a library in a missing file")
	}
}

func TestParseDF(t *testing.T) {
	for _, tc := range []struct {
		out  string
		want uint64
	}{
		{"Filesystem     1024-blocks    Used Available Capacity Mounted on\n/dev/mmcblk0p2    29787860 5238420  23016752      19% /\n", 23016752 << 10},
		// A long device name alone on its line, a mount point with a space.
		{"Filesystem 1024-blocks Used Available Capacity Mounted on\n/dev/mapper/a-very-long-volume-name\n 1000 400 600 40% /media/my disk\n", 600 << 10},
	} {
		if got, err := parseDF(tc.out); err != nil || got != tc.want {
			t.Errorf("parseDF(%q) = %d, %v; want %d", tc.out, got, err, tc.want)
		}
	}
	if _, err := parseDF("df: /nowhere: No such file or directory\n"); err == nil {
		t.Error("parseDF of an error message: no error")
	}
}

func TestHumanBytes(t *testing.T) {
	for n, want := range map[uint64][2]string{512: {"512 B", "512 o"}, 1536: {"1.5 KiB", "1,5 Kio"}, 50 << 20: {"50.0 MiB", "50,0 Mio"}, 8 << 30: {"8.0 GiB", "8,0 Gio"}} {
		if got := humanBytes(n).String(); got != want[0] {
			t.Errorf("humanBytes(%d) = %q, want %q", n, got, want[0])
		}
		if got := lang.FR.Printer().Say(humanBytes(n)); got != want[1] {
			t.Errorf("humanBytes(%d) in French = %q, want %q", n, got, want[1])
		}
	}
}

package doctor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/calibration/cvlens"
)

// TestDoctorOpenCV: OpenCV serves the lens calibration only: a build
// without it warns whatever the camera; the version shown is calib3d's, as
// the process loaded it.
func TestDoctorOpenCV(t *testing.T) {
	if !cvlens.Available {
		if c := (Machine{}).OpenCV(); c.Status != "warn" || !strings.Contains(c.Detail, "no lens calibration") {
			t.Errorf("no OpenCV: %+v, want a warning", c)
		}
		return
	}
	maps := filepath.Join(t.TempDir(), "maps")
	os.WriteFile(maps, []byte(""+
		"ffff9c000000-ffff9c400000 r-xp 00000000 b3:02 1234 /usr/lib/aarch64-linux-gnu/libopencv_core.so.4.10.0\n"+
		"ffff9c800000-ffff9c900000 r-xp 00000000 b3:02 1235 /usr/lib/aarch64-linux-gnu/libopencv_calib3d.so.4.10.0\n"+
		"ffff9d000000-ffff9d100000 r-xp 00000000 b3:02 1240 /usr/lib/aarch64-linux-gnu/libopencv_calib3d_extra.so.9.9.9\n"), 0o644)
	if c := (Machine{Maps: maps}).OpenCV(); c.Status != "ok" || c.Detail != "4.10.0 (libopencv_calib3d.4.10.0), for lens calibration only" {
		t.Errorf("OpenCV: %+v", c)
	}
	// This test's own process has calib3d loaded.
	if c := (Machine{Maps: "/proc/self/maps"}).OpenCV(); c.Status != "ok" || !strings.HasPrefix(c.Detail, "4.") {
		if _, err := os.Stat("/proc/self/maps"); err == nil {
			t.Errorf("OpenCV of this process: %+v", c)
		}
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
	for n, want := range map[uint64]string{512: "512 B", 1536: "1.5 KiB", 50 << 20: "50.0 MiB", 8 << 30: "8.0 GiB"} {
		if got := humanBytes(n); got != want {
			t.Errorf("humanBytes(%d) = %q, want %q", n, got, want)
		}
	}
}

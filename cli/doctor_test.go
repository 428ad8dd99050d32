package cli

import (
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/physic"

	"mecanoid/device"
	"mecanoid/internal/lang"
)

// fakeDoctor keeps the doctor off this machine's pins and disk: the LED
// panel is made of the pins pin gives (nil: simulated, as on a PC), and
// the journal's disk has free bytes.
func fakeDoctor(t *testing.T, pin func(name string) gpio.PinOut, free uint64) {
	t.Helper()
	open, df := openPanel, doctorFree
	t.Cleanup(func() { openPanel, doctorFree = open, df })
	openPanel = func(m device.Map, o *device.PanelOpts) (*device.Panel, string, error) {
		if pin == nil {
			return device.NewSimPanel(m, o), "no GPIO here: LEDs simulated (test)", nil
		}
		p, err := device.NewPanel(m, pin, o)
		return p, "", err
	}
	doctorFree = func(string) (uint64, error) { return free, nil }
}

func simPins(name string) gpio.PinOut { return &device.SimPin{N: name} }

// frames writes n grey pictures of w x h into a new folder.
func frames(t *testing.T, n, w, h int) string {
	t.Helper()
	dir := t.TempDir()
	for i := range n {
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("frame%d.png", i)))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	return dir
}

// fakeRPiCam puts a program named rpicam-vid first on PATH, running the
// shell script body; $JPEG is a 640x480 JPEG.
func fakeRPiCam(t *testing.T, body string) {
	t.Helper()
	dir := t.TempDir()
	f, err := os.Create(filepath.Join(dir, "frame.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	if err := jpeg.Encode(f, image.NewGray(image.Rect(0, 0, 640, 480)), nil); err != nil {
		t.Fatal(err)
	}
	f.Close()
	script := "#!/bin/sh\nJPEG=" + filepath.Join(dir, "frame.jpg") + "\n" + body + "\n"
	if err := os.WriteFile(filepath.Join(dir, "rpicam-vid"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
}

// line is the report's first line for a check, "" if none.
func line(out, name string) string {
	first, _, _ := strings.Cut(block(out, name), "\n")
	return first
}

// block is the report's lines for a check: its line and those indented
// under it (the rest of a long message, the fix).
func block(out, name string) string {
	var b []string
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		switch {
		case len(f) >= 2 && f[1] == name && len(b) == 0:
			b = append(b, l)
		case len(b) > 0 && strings.HasPrefix(l, strings.Repeat(" ", 17)):
			b = append(b, l)
		case len(b) > 0:
			return strings.Join(b, "\n")
		}
	}
	return strings.Join(b, "\n")
}

// fixOf is the fix printed under a check's line, "" if none.
func fixOf(out, name string) string {
	if _, fix, ok := strings.Cut(block(out, name), "fix: "); ok {
		return fix
	}
	return ""
}

// TestDoctorReady: frames from files, four LED lines that take orders, room
// for the journal: everything essential passes, exit 0.
func TestDoctorReady(t *testing.T) {
	fakeDoctor(t, simPins, 8<<30)
	cam := frames(t, 2, 1920, 1080)
	journal := filepath.Join(t.TempDir(), "j.db")
	code, out, stderr := runCLI("doctor", "--camera", cam, "--gpio", "../boards/factory.leds", "--journal", journal)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, stderr, out)
	}
	for name, want := range map[string]string{
		"camera":  "ok    camera   " + cam + ": 1920x1080, first frame after ",
		"GPIO":    "ok    GPIO     ../boards/factory.leds: 4 LED lines answer, all off: GPIO17 Out/Low, GPIO27 Out/Low, GPIO22 Out/Low, GPIO23 Out/Low",
		"journal": "ok    journal  " + journal + ": 8.0 GiB free",
	} {
		if l := line(out, name); !strings.Contains(l, want) {
			t.Errorf("%s: %q, want %q", name, l, want)
		}
	}
	if !strings.Contains(line(out, "decoder"), ": read a test tag") {
		t.Errorf("decoder: %q", line(out, "decoder"))
	}
	if !strings.HasSuffix(out, "ready to referee\n") {
		t.Errorf("output does not end with ready to referee:\n%s", out)
	}
	if _, err := os.Stat(journal); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("doctor made the journal %s: %v", journal, err)
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(journal), ".mecanoid-doctor-*"))
	if len(left) > 0 {
		t.Errorf("doctor left its probe behind: %v", left)
	}
}

// TestDoctorRPiCam: the camera program's stream, read as referee reads it;
// 640x480 works but is too small to be sure of the tags.
func TestDoctorRPiCam(t *testing.T) {
	fakeDoctor(t, nil, 8<<30)
	fakeRPiCam(t, `while :; do cat "$JPEG"; sleep 0.05; done`)
	code, out, stderr := runCLI("doctor", "--camera", "rpicam", "--journal", filepath.Join(t.TempDir(), "j"))
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, stderr, out)
	}
	if l := line(out, "camera"); !strings.HasPrefix(l, "  warn  camera   rpicam: 640x480, first frame after ") {
		t.Errorf("camera: %q", l)
	}
	if f := fixOf(out, "camera"); !strings.Contains(f, "smaller than 1920x1080") {
		t.Errorf("camera fix: %q", f)
	}
	if l := line(out, "GPIO"); !strings.HasPrefix(l, "  skip  GPIO     no --gpio map given") {
		t.Errorf("GPIO: %q", l)
	}
}

// TestDoctorCameraFails: no camera program, no camera on the cable, a
// camera that never sends: each is essential, and each has its fix.
func TestDoctorCameraFails(t *testing.T) {
	for _, tc := range []struct {
		name, script string // script "": no rpicam-vid at all
		detail, fix  string
	}{
		{"not installed", "", "camera program not found", "sudo apt install rpicam-apps"},
		{"no camera", `echo "ERROR: *** no cameras available ***" >&2; exit 1`, "no cameras available", "ribbon cable"},
		{"silent", `exec sleep 30`, "no frame within 300ms", "rpicam-hello --list-cameras"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fakeDoctor(t, nil, 8<<30)
			if tc.script == "" {
				t.Setenv("PATH", t.TempDir())
			} else {
				fakeRPiCam(t, tc.script)
			}
			code, out, stderr := runCLI("doctor", "--camera", "rpicam", "--timeout", "300ms", "--journal", filepath.Join(t.TempDir(), "j"))
			if code != 1 {
				t.Errorf("exit %d, want 1", code)
			}
			if want := "mecanoid doctor: 1 essential check failed"; !strings.HasPrefix(stderr, want) {
				t.Errorf("stderr %q, want %q", stderr, want)
			}
			if l := block(out, "camera"); !strings.HasPrefix(l, "  FAIL  camera   rpicam: ") || !strings.Contains(l, tc.detail) {
				t.Errorf("camera: %q, want FAIL with %q", l, tc.detail)
			}
			if f := fixOf(out, "camera"); !strings.Contains(f, tc.fix) {
				t.Errorf("camera fix: %q, want %q", f, tc.fix)
			}
		})
	}
}

// TestDoctorWebcam: a /dev/video* camera is read through ffmpeg: without
// it both the ffmpeg and camera checks fail and say to install it; with
// it, its pictures are read (here a fake ffmpeg sending 4x3 pictures).
func TestDoctorWebcam(t *testing.T) {
	fakeDoctor(t, nil, 8<<30)
	t.Setenv("PATH", t.TempDir())
	code, out, stderr := runCLI("doctor", "--camera", "/dev/video0", "--timeout", "2s", "--journal", filepath.Join(t.TempDir(), "j"))
	if want := "mecanoid doctor: 2 essential checks failed"; code != 1 || !strings.HasPrefix(stderr, want) {
		t.Errorf("no ffmpeg: exit %d, stderr %q; want 1, %q", code, stderr, want)
	}
	if l := line(out, "ffmpeg"); !strings.HasPrefix(l, "  FAIL  ffmpeg   not installed") || fixOf(out, "ffmpeg") != "sudo apt install ffmpeg" {
		t.Errorf("ffmpeg: %q, fix %q", l, fixOf(out, "ffmpeg"))
	}
	if l := line(out, "camera"); !strings.HasPrefix(l, "  FAIL  camera   /dev/video0: --camera /dev/video0: videocam: cannot read /dev/video0: ffmpeg not installed (sudo apt install ffmpeg)") ||
		fixOf(out, "camera") != "sudo apt install ffmpeg" {
		t.Errorf("camera: %q, fix %q", l, fixOf(out, "camera"))
	}

	dir := t.TempDir()
	script := `#!/bin/sh
case "$*" in
*-version*) echo "ffmpeg version 9.9-test Copyright (c) the FFmpeg developers" ;;
*) while :; do printf 'P5\n4 3\n255\n\001\002\003\004\005\006\007\010\011\012\013\014'; /bin/sleep 0.05; done ;;
esac
`
	if err := os.WriteFile(filepath.Join(dir, "ffmpeg"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	code, out, stderr = runCLI("doctor", "--camera", "/dev/video0", "--timeout", "5s", "--journal", filepath.Join(t.TempDir(), "j"))
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, stderr, out)
	}
	if l := line(out, "ffmpeg"); !strings.HasPrefix(l, "  ok    ffmpeg   9.9-test (") {
		t.Errorf("ffmpeg: %q", l)
	}
	if l := line(out, "camera"); !strings.HasPrefix(l, "  warn  camera   /dev/video0: 4x3, first frame after ") {
		t.Errorf("camera: %q", l)
	}
}

// failingPin refuses every order, as a pin held by another driver.
type failingPin struct{ device.SimPin }

func (p *failingPin) Out(gpio.Level) error                  { return errors.New("pin busy") }
func (p *failingPin) PWM(gpio.Duty, physic.Frequency) error { return errors.New("pin busy") }

// TestDoctorGPIOFails: no GPIO on the machine (simulated LEDs would hide
// the wiring), or a line that does not answer.
func TestDoctorGPIOFails(t *testing.T) {
	cam := frames(t, 1, 1920, 1080)
	noAccess := "no GPIO here: LEDs simulated (cannot open /dev/gpiochip*: is this user in the gpio group?)"
	for _, tc := range []struct {
		name        string
		pin         func(string) gpio.PinOut
		warning     string // with pin nil: the warning of the simulated panel
		detail, fix string
	}{
		{"simulated", nil, "", "no GPIO here: LEDs simulated (test)", "leave out --gpio"},
		{"no access", nil, noAccess, noAccess, "sudo usermod -aG gpio $USER"},
		{"busy pin", func(name string) gpio.PinOut {
			if name == "GPIO22" {
				return &failingPin{device.SimPin{N: name}}
			}
			return simPins(name)
		}, "", "pin busy", "pin names"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fakeDoctor(t, tc.pin, 8<<30)
			if tc.warning != "" {
				openPanel = func(m device.Map, o *device.PanelOpts) (*device.Panel, string, error) {
					return device.NewSimPanel(m, o), tc.warning, nil
				}
			}
			code, out, _ := runCLI("doctor", "--camera", cam, "--gpio", "../boards/factory.leds", "--journal", filepath.Join(t.TempDir(), "j"))
			if code != 1 {
				t.Errorf("exit %d, want 1", code)
			}
			if l := block(out, "GPIO"); !strings.HasPrefix(l, "  FAIL  GPIO ") || !strings.Contains(l, tc.detail) {
				t.Errorf("GPIO: %q, want FAIL with %q", l, tc.detail)
			}
			if f := fixOf(out, "GPIO"); !strings.Contains(f, tc.fix) {
				t.Errorf("GPIO fix: %q, want %q", f, tc.fix)
			}
		})
	}
}

// TestDoctorJournal: the journal's folder must be writable and hold at
// least 50 MiB; under 500 MiB is worth a warning.
func TestDoctorJournal(t *testing.T) {
	cam := frames(t, 1, 1920, 1080)
	for _, tc := range []struct {
		name    string
		free    uint64
		journal string // "": a file in a new folder
		status  string
		exit    int
	}{
		{"room", 2 << 30, "", "ok", 0},
		{"little", 200 << 20, "", "warn", 0},
		{"full", 10 << 20, "", "FAIL", 1},
		{"no folder", 8 << 30, filepath.Join(t.TempDir(), "missing", "j.db"), "FAIL", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fakeDoctor(t, nil, tc.free)
			journal := tc.journal
			if journal == "" {
				journal = filepath.Join(t.TempDir(), "j.db")
			}
			code, out, _ := runCLI("doctor", "--camera", cam, "--journal", journal)
			if code != tc.exit {
				t.Errorf("exit %d, want %d", code, tc.exit)
			}
			if l := line(out, "journal"); !strings.HasPrefix(l, fmt.Sprintf("  %-5s journal  %s: ", tc.status, journal)) {
				t.Errorf("journal: %q, want %s", l, tc.status)
			}
		})
	}
}

// TestDoctorFrench: with --lang fr every line of the report is French:
// the statuses, the checks' names, what they found and what to do, and
// the closing line or the failure.
func TestDoctorFrench(t *testing.T) {
	defer func() { lang.SetUser(lang.Default) }()
	fakeDoctor(t, simPins, 8<<30)
	cam := frames(t, 2, 640, 480)
	journal := filepath.Join(t.TempDir(), "j.db")
	code, out, stderr := runCLI("doctor", "--camera", cam, "--gpio", "../boards/factory.leds", "--journal", journal, "--lang", "fr")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, stderr, out)
	}
	for _, want := range []string{
		"mecanoid doctor : ",
		"  alerte caméra   " + cam + " : 640x480, première image après ",
		"\n                  à faire : images plus petites que 1920x1080 : les étiquettes loin de la caméra risquent de ne pas être lues",
		"  ok     GPIO     ../boards/factory.leds : 4 lignes de LED répondent, toutes éteintes : GPIO17",
		"  ok     journal  " + journal + " : 8,0 Gio libres",
		"  ok     décodeur ",
		"prêt à arbitrer\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	for _, english := range []string{"free", "first frame", "ready", "fix:", "warn", "camera "} {
		if strings.Contains(out, english) {
			t.Errorf("report says %q in French:\n%s", english, out)
		}
	}

	// A failure: the camera check fails, and says why and what to do.
	code, out, stderr = runCLI("doctor", "--camera", filepath.Join(t.TempDir(), "none"), "--journal", journal, "--lang", "fr")
	if want := "mecanoid doctor : 1 vérification essentielle en échec"; code != 1 || !strings.HasPrefix(stderr, want) {
		t.Errorf("exit %d, stderr %q; want 1, %q", code, stderr, want)
	}
	if want := "à faire : donnez un dossier ou des fichiers d'images qui existent"; !strings.Contains(out, "  ÉCHEC  caméra") || !strings.Contains(out, want) {
		t.Errorf("report:\n%s\nwants ÉCHEC caméra and %q", out, want)
	}
}

// Package doctor checks that a machine can referee, as `mecanoid
// doctor` reports it: a Check a line, each with a status (ok, warn, FAIL
// for what the referee cannot do without, skip) and, when it is not ok,
// what to do about it. The checks look at the machine through a Machine:
// the camera opened as the referee opens it, the LED map read and its
// pins opened, the free space of a folder, the process's memory map
// (where the linked libraries, so their versions, show). Tests give their
// own. It links nothing of OpenCV, which no command uses (a binary that
// loads it starts ten times slower).
package doctor

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	qrcode "github.com/skip2/go-qrcode"

	"mecanoid/calibration"
	"mecanoid/device"
	"mecanoid/internal/fileerr"
	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/videocam"
)

// Free space for the journal: it grows by a few kilobytes a turn, but
// SQLite cannot write at all on a full disk, and a Pi's SD card is often
// nearly full of the system.
const (
	journalMinFree  = 50 << 20  // below: the referee must not start
	journalWarnFree = 500 << 20 // below: say so
)

// A Check is one line of the doctor's report. Its Detail and Fix are in
// English; Said has them as messages not yet said, for the report in the
// user's language (Name and Status are message keys: lang.Key).
type Check struct {
	Name   string
	Status string // "ok", "warn", "FAIL" (essential: the referee cannot run) or "skip"
	Detail string // may run over several lines
	Fix    string // what to do, for warn and FAIL
	Said   struct{ Detail, Fix lang.Msg }
}

// detail sets c's Detail.
func (c *Check) detail(m lang.Msg) {
	c.Said.Detail, c.Detail = m, m.String()
}

// fix sets c's Fix.
func (c *Check) fix(m lang.Msg) {
	c.Said.Fix, c.Fix = m, m.String()
}

// set sets c's status, detail and fix (a Msg with no Key: no fix).
func (c *Check) set(status string, detail, fix lang.Msg) {
	c.Status = status
	c.detail(detail)
	if fix.Key != "" {
		c.fix(fix)
	}
}

// text is a text that is no message (a program's output, an error's text):
// said as it is in every language.
func text(s string) lang.Msg { return lang.M("%s", s) }

// The statuses, as the report says them.
var _ = []string{lang.Key("ok"), lang.Key("warn"), lang.Key("FAIL"), lang.Key("skip")}

// Failed says the check found what the referee cannot do without.
func (c Check) Failed() bool { return c.Status == "FAIL" }

// A Machine is how the checks reach the machine.
type Machine struct {
	OpenCamera func(name string) (vision.Source, error)
	ReadLEDMap func(file string) (device.Map, error)
	OpenPanel  func(m device.Map, o *device.PanelOpts) (*device.Panel, string, error)
	Free       func(dir string) (uint64, error) // the space free in dir; DFFree
	Maps       string                           // the process's memory map: /proc/self/maps
}

// BuildSummary says what this program is: platform, Go, cgo.
func BuildSummary() string {
	s := fmt.Sprintf("%s/%s, %s", runtime.GOOS, runtime.GOARCH, runtime.Version())
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, kv := range bi.Settings {
			if kv.Key == "CGO_ENABLED" {
				s += ", cgo " + map[string]string{"1": "on", "0": "off"}[kv.Value]
			}
		}
	}
	return s
}

// linkedVersion finds the version of a shared library this process has
// loaded, from its file name in the memory map (libopencv_core.so.4.6.0):
// the library really linked, not the one a package manager lists.
func linkedVersion(maps, lib string) (version string, found bool) {
	f, err := os.Open(maps)
	if err != nil {
		return "", false
	}
	defer f.Close()
	re := regexp.MustCompile(`/` + regexp.QuoteMeta(lib) + `\.so((?:\.[0-9]+)*)$`)
	best := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		m := re.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		found = true
		// The longest suffix is the full version; the soname (.so.406)
		// is shorter.
		if v := strings.TrimPrefix(m[1], "."); len(v) > len(best) {
			best = v
		}
	}
	return best, found
}

// FFmpeg: ffmpeg is needed for video devices (/dev/video*, read through
// package videocam); the Pi camera and image files do without.
func (m Machine) FFmpeg(camera string) Check {
	c := Check{Name: lang.Key("ffmpeg")}
	needed := strings.HasPrefix(camera, "/dev/video")
	v, path, err := videocam.Version()
	switch {
	case err == nil:
		c.set("ok", lang.M("%s (%s)", v, path), lang.Msg{})
	case errors.Is(err, videocam.ErrNoFFmpeg) && !needed:
		c.set("skip", lang.M("not installed: needed only for USB webcams (--camera /dev/video*)"), lang.Msg{})
	case errors.Is(err, videocam.ErrNoFFmpeg):
		c.set("FAIL", lang.M("not installed: %s is read through ffmpeg", camera), text("sudo apt install ffmpeg"))
	default: // there, but does not answer as ffmpeg
		c.set("warn", text(err.Error()), text("sudo apt install --reinstall ffmpeg"))
		if needed {
			c.Status = "FAIL"
		}
	}
	return c
}

// Decoder reads a tag it draws itself, with the decoder the scanner
// uses: the QR library is linked and works.
func (m Machine) Decoder() Check {
	c := Check{Name: lang.Key("decoder")}
	name := vision.PatchReaderName()
	if strings.HasPrefix(name, "zxing-cpp") { // alone, or then zbar
		if v, _ := linkedVersion(m.Maps, "libZXing"); v != "" {
			name = strings.Replace(name, "zxing-cpp", "zxing-cpp "+v, 1)
		}
	}
	p := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 1}
	q, err := qrcode.New(p.String(), qrcode.Medium)
	if err != nil {
		c.set("FAIL", lang.M("%s: cannot draw the test tag: %v", name, err), lang.Msg{})
		return c
	}
	g := vision.Gray(q.Image(8 * 29)) // about 8 pixels a module
	codes, err := vision.DefaultReader().Decode(g)
	if err != nil {
		c.set("FAIL", lang.M("%s: %v", name, err), lang.M("reinstall the decoder library (libzxing3 / libzxing2) or rebuild"))
		return c
	}
	for _, code := range codes {
		if code.Text == p.String() {
			c.set("ok", lang.M("%s: read a test tag", name), lang.Msg{})
			if name == "gozxing" {
				c.Status = "warn"
				c.fix(lang.M("pure-Go decoder: slower than zxing-cpp on 12 MP frames; build with cgo (make pi)"))
			}
			return c
		}
	}
	c.set("FAIL", lang.M("%s: did not read a test tag it drew", name), lang.M("report it: the decoder of this build is broken"))
	return c
}

// Camera opens the source as referee does and waits for two frames:
// the first may be slow (the camera starts, exposure settles), the second
// shows that frames keep coming.
func (m Machine) Camera(name string, timeout time.Duration) Check {
	c := Check{Name: lang.Key("camera")}
	src, err := m.OpenCamera(name)
	if err != nil {
		c.set("FAIL", lang.M("%s: %v", name, err), cameraFix(name, err))
		return c
	}
	defer src.Close()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	start := time.Now()
	var size image.Point
	frames := 0
	for frames < 2 {
		f, err := src.Next(ctx)
		if errors.Is(err, io.EOF) && frames > 0 {
			break // image files: they end
		}
		if err != nil {
			detail := lang.M("%s: %v", name, err)
			if errors.Is(err, context.DeadlineExceeded) {
				detail = lang.M("%s: no frame within %v", name, timeout)
			}
			c.set("FAIL", detail, cameraFix(name, err))
			return c
		}
		if frames == 0 {
			size = f.Image.Bounds().Size()
			c.detail(lang.M("%s: %sx%s, first frame after %.1f s", name, strconv.Itoa(size.X), strconv.Itoa(size.Y), time.Since(start).Seconds()))
		}
		frames++
	}
	c.Status = "ok"
	if size.X*size.Y < 1920*1080 {
		c.Status = "warn"
		c.fix(lang.M("frames smaller than 1920x1080: tags far from the camera may not be read (docs/vision.md)"))
	}
	return c
}

// cameraFix says what to do about a camera that gives no frame.
func cameraFix(name string, err error) lang.Msg {
	switch {
	case errors.Is(err, vision.ErrNoRPiCam):
		return text("sudo apt install rpicam-apps")
	case errors.Is(err, vision.ErrRPiCamExited), name == "rpicam":
		return lang.M("check the ribbon cable (contacts facing the right way, both ends latched), that `rpicam-hello --list-cameras` lists the camera, " +
			"and that no other program holds it (sudo systemctl stop mecanoid-referee); this user must be in the video group")
	case errors.Is(err, videocam.ErrNoFFmpeg):
		return text("sudo apt install ffmpeg")
	case strings.HasPrefix(name, "/dev/video"):
		return lang.M("ls -l /dev/video*: is the camera plugged in, is this user in the video group (sudo usermod -aG video $USER, then log in again), is another program using it?")
	}
	return lang.M("give a folder or image files that exist (--camera DIR or a,b,c.jpg)")
}

// GPIO opens the map's pins as referee does and puts every LED out:
// each line must take the order.
func (m Machine) GPIO(mapFile string) Check {
	c := Check{Name: lang.Key("GPIO")}
	if mapFile == "" {
		c.set("skip", lang.M("no --gpio map given (LEDs are optional)%s", gpioChips()), lang.Msg{})
		return c
	}
	lm, err := m.ReadLEDMap(mapFile)
	if err != nil {
		c.set("FAIL", errMsg(err), lang.M("fix the map file (docs/leds.md)"))
		return c
	}
	p, warning, err := m.OpenPanel(lm, nil)
	if err != nil {
		c.set("FAIL", errMsg(err), lang.M("check the pin names (BCM names such as GPIO17) and that no other program holds the pins"))
		return c
	}
	defer p.Close()
	if warning != "" {
		fix := lang.M("run on the Raspberry Pi, or leave out --gpio (the referee would only simulate the LEDs)")
		if strings.Contains(warning, "gpio group") {
			fix = lang.M("add this user to the gpio group (sudo usermod -aG gpio $USER, then log in again)")
		}
		c.set("FAIL", lang.M("%s: %s", mapFile, warning), fix)
		return c
	}
	var pins []string
	for _, e := range p.Entries() {
		led, _ := p.LED(e.Tile)
		if err := led.Off(); err != nil {
			c.set("FAIL", lang.M("%s: %s on %s: %v", mapFile, e.Tile.String(), e.Pin, err), lang.M("check the pin is free (not used by an overlay or another program)"))
			return c
		}
		pins = append(pins, e.Pin+" "+led.PinFunc())
	}
	c.set("ok", lang.M("%s: %d LED line(s) answer, all off: %s", mapFile, len(pins), strings.Join(pins, ", ")), lang.Msg{})
	return c
}

// gpioChips says whether this machine has GPIO at all, for the report.
func gpioChips() lang.Msg {
	chips, _ := filepath.Glob("/dev/gpiochip*")
	if len(chips) == 0 {
		return lang.M("; no /dev/gpiochip* here")
	}
	f, err := os.OpenFile(chips[0], os.O_RDWR, 0)
	if err != nil {
		return lang.M("; %d GPIO chip(s), %s not usable by this user (gpio group?)", len(chips), chips[0])
	}
	f.Close()
	return lang.M("; %d GPIO chip(s), usable", len(chips))
}

// Journal: the journal's folder exists, can be written, and has room.
func (m Machine) Journal(path string) Check {
	c := Check{Name: lang.Key("journal")}
	abs, err := filepath.Abs(path)
	if err == nil {
		path = abs
	}
	dir := filepath.Dir(path)
	probe, err := os.CreateTemp(dir, ".mecanoid-doctor-*")
	if err != nil {
		c.set("FAIL", lang.M("%s: cannot write in %s: %v", path, dir, unwrapPathError(err)),
			lang.M("create the folder and give it to the referee's user (sudo install -d -o $USER %s), or give --journal / MECANOID_JOURNAL", dir))
		return c
	}
	probe.Close()
	os.Remove(probe.Name())
	free, err := m.Free(dir)
	if err != nil {
		c.set("warn", lang.M("%s: free space unknown: %v", path, err), lang.Msg{})
		return c
	}
	c.detail(lang.M("%s: %s free", path, humanBytes(free)))
	if st, err := os.Stat(path); err == nil {
		c.detail(lang.M("%s: %s free, journal %s", path, humanBytes(free), humanBytes(uint64(st.Size()))))
	}
	switch {
	case free < journalMinFree:
		c.Status = "FAIL"
		c.fix(lang.M("free some disk space (at least %s): sudo apt clean, old games (mecanoid games), or a bigger SD card", humanBytes(journalMinFree)))
	case free < journalWarnFree:
		c.Status = "warn"
		c.fix(lang.M("little space left: sudo apt clean, or move the journal (--journal)"))
	default:
		c.Status = "ok"
	}
	return c
}

func unwrapPathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// DFFree is the space free for unprivileged users in dir, from `df -Pk`
// (POSIX output), which every Pi has; it keeps this file free of
// system-specific calls.
func DFFree(dir string) (uint64, error) {
	out, err := exec.Command("df", "-Pk", dir).Output()
	if err != nil {
		return 0, fmt.Errorf("df: %w", err)
	}
	return parseDF(string(out))
}

// parseDF reads the "Available" column (1024-byte blocks) of `df -Pk`.
func parseDF(out string) (uint64, error) {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 2 {
		return 0, fmt.Errorf("df: unexpected output %q", out)
	}
	// A long device name may push the numbers onto the next line, and a
	// mount point may hold spaces: Available is the field before the
	// capacity ("42%").
	f := strings.Fields(strings.Join(lines[1:], " "))
	for i := 2; i < len(f); i++ {
		if strings.HasSuffix(f[i], "%") {
			kb, err := strconv.ParseUint(f[i-1], 10, 64)
			if err != nil {
				break
			}
			return kb << 10, nil
		}
	}
	return 0, fmt.Errorf("df: unexpected output %q", out)
}

// humanBytes writes n in the largest unit that keeps it at 1 or more.
func humanBytes(n uint64) lang.Msg {
	const unit = 1024
	if n < unit {
		return lang.M("%d B", n)
	}
	v, u := float64(n), 0
	for v >= unit && u < 4 {
		v /= unit
		u++
	}
	units := [...]string{lang.Key("B"), lang.Key("KiB"), lang.Key("MiB"), lang.Key("GiB"), lang.Key("TiB")}
	return lang.M("%.1f %s", v, lang.M(units[u]))
}

// errMsg is err as a message: a file error (a bad LED map) in the
// user's language where it has one.
func errMsg(err error) lang.Msg {
	var pe *poserr.Error
	if errors.As(err, &pe) && pe.Error() == err.Error() {
		return fileerr.M(pe)
	}
	return text(err.Error())
}

// Lens: whether the table's calibration (calibrate, --calibration) holds
// a measured lens, and how old it is (calibrate lens). A camera without one
// is read as an ideal lens: right for most, a few pixels off at the edges
// of a wide one (docs/vision.md#lens).
func (m Machine) Lens(calibrationFile string, now time.Time) Check {
	c := Check{Name: lang.Key("lens")}
	if calibrationFile == "" {
		c.set("skip", lang.M("no --calibration given: the lens is the table calibration's"), lang.Msg{})
		return c
	}
	cal, err := calibration.Load(calibrationFile)
	if err != nil {
		c.set("warn", errMsg(err), lang.M("calibrate the table again (mecanoid calibrate PHOTO --board FILE)"))
		return c
	}
	l := cal.Lens
	if !l.Calibrated() {
		c.set("warn", lang.M("%s: no lens measured: pictures are read as through an ideal lens, a wide-angle camera's edges a few pixels off", calibrationFile),
			lang.M("print a chessboard (mecanoid print chessboard), measure the lens (mecanoid calibrate lens --camera SOURCE), calibrate with --lens lens.json"))
		return c
	}
	if l.Measured.IsZero() {
		c.set("ok", lang.M("%s: lens of %dx%d, focal %.0f px, k1 %.3f, measured on an unknown date", calibrationFile, l.Width, l.Height, l.FX, l.K1), lang.Msg{})
		return c
	}
	days := int(now.Sub(l.Measured).Hours() / 24)
	c.set("ok", lang.M("%s: lens of %dx%d, focal %.0f px, k1 %.3f, measured %s (%d day(s) ago)", calibrationFile, l.Width, l.Height, l.FX, l.K1, l.Measured.Format("2006-01-02"), days), lang.Msg{})
	return c
}

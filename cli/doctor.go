package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"mecanoid/device"
	"mecanoid/referee/session"
	"strings"
	"time"
	"unicode/utf8"

	"mecanoid/fault"
	"mecanoid/internal/doctor"
	"mecanoid/vision"
)

func init() {
	register(command{"doctor", "doctor [--camera rpicam|/dev/video0|DIR] [--gpio FILE] [--journal FILE] [--calibration FILE] [--timeout 20s]:\n" +
		"      check that this machine can referee: camera frames, GPIO lines, ffmpeg and QR decoder, disk for the journal, the camera's lens", runDoctor})
}

// Tests replace these: the camera as referee opens it and the free space
// of a folder.
var (
	doctorCamera = func(name string) (vision.Source, error) { return session.OpenCamera("--camera", name) }
	doctorFree   = doctor.DFFree
)

// openPanel opens the LED panel doctor tries; tests keep off real pins.
var openPanel = device.Open

func runDoctor(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("doctor", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	camera := fs.String("camera", "rpicam", say().Sprintf("the frame source, as for referee: rpicam (Raspberry Pi camera), a video device such as /dev/video0, or a folder or image files"))
	gpio := fs.String("gpio", "", say().Sprintf("LED map file (docs/leds.md): check its GPIO lines; default: none"))
	journalFile := journalFlag(fs)
	calFile := fs.String("calibration", "", say().Sprintf("the table's calibration file (calibrate -o): say whether it holds a measured lens, and how old"))
	timeout := fs.Duration("timeout", 20*time.Second, say().Sprintf("how long to wait for the camera's first frame"))
	if err := parseFlags(fs, args); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 0 {
		return fault.New(fault.Usage, "usage: mecanoid doctor [--camera SOURCE] [--gpio FILE] [--journal FILE] [--calibration FILE] [--timeout D]")
	}

	p := say()
	p.Fprintf(stdout, "mecanoid doctor: %s\n", doctor.BuildSummary())
	m := doctor.Machine{OpenCamera: doctorCamera, ReadLEDMap: device.ReadMap, OpenPanel: openPanel, Free: doctorFree, Maps: "/proc/self/maps"}
	checks := []doctor.Check{
		m.FFmpeg(*camera),
		m.Decoder(),
		m.Camera(*camera, *timeout),
		m.GPIO(*gpio),
		m.Journal(journalPath(*journalFile)),
		m.Lens(*calFile, time.Now()),
	}
	failed := 0
	for _, c := range checks {
		// A program's messages may run over several lines: indented under
		// the check's.
		head := p.Sprintf("  %-5s %-8s ", p.Sprintf(c.Status), p.Sprintf(c.Name))
		indent := "\n" + strings.Repeat(" ", utf8.RuneCountInString(head))
		detail, fix := c.Detail, c.Fix
		if c.Said.Detail.Key != "" {
			detail = p.Say(c.Said.Detail)
		}
		if c.Said.Fix.Key != "" {
			fix = p.Say(c.Said.Fix)
		}
		detail = strings.ReplaceAll(strings.TrimRight(detail, "\n"), "\n", indent)
		fmt.Fprintf(stdout, "%s%s\n", head, detail)
		if fix != "" {
			p.Fprintf(stdout, "%sfix: %s\n", indent[1:], fix)
		}
		if c.Failed() {
			failed++
		}
	}
	if failed > 0 {
		return errors.New(p.Sprintf("%d essential check(s) failed: the referee cannot run here as it is", failed))
	}
	p.Fprintf(stdout, "ready to referee\n")
	return nil
}

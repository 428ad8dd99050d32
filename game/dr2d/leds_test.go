package dr2d

import (
	"context"
	"mecanoid/cli/clitest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mecanoid/device"
)

// simulateLEDs makes the leds command use simulated LEDs on fake time, so
// that the test neither drives a real machine's pins nor waits.
func simulateLEDs(t *testing.T) {
	t.Helper()
	open, sleep := OpenPanel, LEDSleep
	t.Cleanup(func() { OpenPanel, LEDSleep = open, sleep })
	OpenPanel = func(m device.Map, o *device.PanelOpts) (*device.Panel, string, error) {
		return device.NewSimPanel(m, o), "no GPIO here: LEDs simulated (test)", nil
	}
	LEDSleep = func(ctx context.Context, d time.Duration) error { return ctx.Err() }
}

func TestLedsTest(t *testing.T) {
	simulateLEDs(t)
	code, out, stderr := clitest.Run("leds", "test", "--gpio", "../../boards/factory.leds", "--board", "../../boards/factory.board", "--times", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := `warning: no GPIO here: LEDs simulated (test)
../../boards/factory.leds: 4 LEDs, each blinks 2 times in turn; Ctrl-C stops
laser [6,2] on GPIO17: ●○ ●○
laser [1,3] on GPIO27: ●○ ●○
laser [12,10] on GPIO22: ●○ ●○
press [4,7] on GPIO23: ●○ ●○
all LEDs off
`
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
}

// TestLedsTestMissing: a map may leave tiles of the board unlit; the test
// names them.
func TestLedsTestMissing(t *testing.T) {
	simulateLEDs(t)
	file := filepath.Join(t.TempDir(), "some.leds")
	os.WriteFile(file, []byte("press [4,7] GPIO23 active-low\n"), 0o644)
	code, out, stderr := clitest.Run("leds", "test", "--gpio", file, "--board", "../../boards/factory.board", "--times", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"no LED for laser [6,2]\nno LED for laser [1,3]\nno LED for laser [12,10]\n",
		"press [4,7] on GPIO23 (active-low): ●○\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestLedsBadInput: a bad map, a map that does not fit the board, or bad
// arguments exit with status 2, name the place, and print nothing else.
func TestLedsBadInput(t *testing.T) {
	simulateLEDs(t)
	dir := t.TempDir()
	write := func(name, data string) string {
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	bad := write("bad.leds", "# the factory\nlaser [6,2] GPIO17\nlazer [1,3] GPIO27\n")
	dup := write("dup.leds", "laser [6,2] GPIO17\npress [4,7] GPIO17\n")
	off := write("off.leds", "laser [6,2] GPIO17\nlaser [2,2] GPIO27\n")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"test", "--gpio", bad}, bad + `:3:1: unknown tile kind "lazer": want laser or press`},
		{[]string{"test", "--gpio", dup}, dup + `:2:13: pin GPIO17 already lights laser [6,2] (line 1)`},
		{[]string{"test", "--gpio", off, "--board", "../../boards/factory.board"}, off + `:2: laser [2,2]: Factory floor has no laser there (lasers: [6,2] [1,3] [12,10])`},
		{[]string{"test", "--gpio", filepath.Join(dir, "none.leds")}, "none.leds: no such file or directory"},
		{[]string{"test"}, ledsUsage},
		{[]string{"blink", "--gpio", bad}, ledsUsage},
		{[]string{"test", "--gpio", bad, "--times", "0"}, "--times 0: want 1 or more"},
	} {
		code, out, stderr := clitest.Run(append([]string{"leds"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, stderr, tc.want)
		}
	}
}

// TestLedsNoPin: on a machine with GPIO, a pin the map names but the
// machine lacks is bad input.
func TestLedsNoPin(t *testing.T) {
	simulateLEDs(t)
	OpenPanel = func(m device.Map, o *device.PanelOpts) (*device.Panel, string, error) {
		return nil, "", &device.MapError{File: m.File, Line: 1, Msg: "laser [6,2]: no pin named GPIO99 on this machine", Err: device.ErrNoPin}
	}
	code, _, stderr := clitest.Run("leds", "test", "--gpio", "../../boards/factory.leds")
	if code != 2 || !strings.Contains(stderr, "factory.leds:1: laser [6,2]: no pin named GPIO99") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}

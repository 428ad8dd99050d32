package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"mecanoid/device"
	"mecanoid/fault"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/internal/lang"
)

func init() {
	register(command{"leds", "leds test --gpio FILE [--board BOARD] [--times N]: blink each tile's LED in turn, naming it,\n" +
		"      to check the wiring at the table; simulated where there is no GPIO (docs/leds.md)", runLeds}, "test")
}

// Tests replace these: openPanel to keep off a real machine's pins,
// ledsSleep to take no real time.
var (
	openPanel = device.Open
	ledsSleep func(ctx context.Context, d time.Duration) error
)

var ledsUsage = lang.Key("usage: mecanoid leds test --gpio FILE [--board BOARD] [--times N]")

func runLeds(args []string, stdout io.Writer) error {
	p := say()
	if len(args) == 0 || args[0] != "test" {
		return fault.New(fault.Usage, p.Sprintf(ledsUsage))
	}
	fs := flag.NewFlagSet("leds test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	mapFile := fs.String("gpio", "", say().Sprintf("the LED map file: which pin lights which tile"))
	boardFile := fs.String("board", "", say().Sprintf("a board file to check the map against"))
	times := fs.Int("times", 3, say().Sprintf("blinks per LED"))
	if err := parseFlags(fs, reorder(fs, args[1:])); err != nil {
		return fault.E(fault.Usage, err)
	}
	if *mapFile == "" || fs.NArg() != 0 {
		return fault.New(fault.Usage, p.Sprintf(ledsUsage))
	}
	if *times < 1 {
		return fault.New(fault.Usage, p.Sprintf("--times %d: want 1 or more", *times))
	}
	m, err := readLEDMap(*mapFile)
	if err != nil {
		return err
	}
	var missing []device.Tile
	if *boardFile != "" {
		b, err := readBoard(*boardFile)
		if err != nil {
			return err
		}
		if missing, err = gamedr2d.CheckLEDs(m, b); err != nil {
			return err
		}
	}

	// Ctrl-C ends the test; the deferred Close puts the LEDs out.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	panel, warning, err := openPanel(m, &device.PanelOpts{Sleep: ledsSleep, Watch: func(t device.Tile, lit bool) {
		if lit {
			fmt.Fprint(stdout, " ●")
		} else {
			fmt.Fprint(stdout, "○")
		}
	}})
	if err != nil {
		return err // a misspelt pin (device.ErrNoPin) is bad input, a failing pin is not
	}
	defer panel.Close()

	if warning != "" {
		p.Fprintf(stdout, "warning: %s\n", warning)
	}
	p.Fprintf(stdout, "%s: %d LED(s), each blinks %d time(s) in turn; Ctrl-C stops\n", *mapFile, len(m.Entries), *times)
	for _, t := range missing {
		p.Fprintf(stdout, "no LED for %s\n", t.String())
	}
	for _, e := range m.Entries {
		fmt.Fprintf(stdout, "%s:", e)
		err := panel.Blink(ctx, []device.Light{{Kind: e.Kind, Cell: e.Cell, Blink: *times}})
		fmt.Fprintln(stdout)
		if ctx.Err() != nil {
			panel.Close()
			p.Fprintf(stdout, "interrupted: all LEDs off\n")
			return fault.New(fault.Stopped, p.Sprintf("interrupted"))
		}
		if err != nil {
			return err
		}
	}
	if err := panel.Close(); err != nil {
		return err
	}
	p.Fprintf(stdout, "all LEDs off\n")
	return nil
}

func readLEDMap(name string) (device.Map, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return device.Map{}, fault.E(fault.Input, err)
	}
	m, err := device.Parse(name, data)
	if err != nil {
		return device.Map{}, err
	}
	return m, nil
}

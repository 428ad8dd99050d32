package dr2d

import (
	"context"
	"flag"
	"fmt"
	"io"
	"mecanoid/internal/cliflag"
	"os"
	"os/signal"
	"syscall"
	"time"

	"mecanoid/device"
	"mecanoid/fault"
	"mecanoid/internal/lang"
)

// Tests replace these: OpenPanel to keep off a real machine's pins,
// LEDSleep to take no real time.
var (
	OpenPanel = device.Open
	LEDSleep  func(ctx context.Context, d time.Duration) error
)

var ledsUsage = lang.Key("usage: mecanoid leds test --gpio FILE [--board BOARD] [--times N]")

func runLeds(args []string, stdout io.Writer) error {
	p := lang.Say()
	if len(args) == 0 || args[0] != "test" {
		return fault.New(fault.Usage, p.Sprintf(ledsUsage))
	}
	fs := flag.NewFlagSet("leds test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	mapFile := fs.String("gpio", "", lang.Say().Sprintf("the LED map file: which pin lights which tile"))
	boardFile := fs.String("board", "", lang.Say().Sprintf("a board file to check the map against"))
	times := fs.Int("times", 3, lang.Say().Sprintf("blinks per LED"))
	if err := cliflag.Parse(fs, cliflag.Reorder(fs, args[1:])); err != nil {
		return fault.E(fault.Usage, err)
	}
	if *mapFile == "" || fs.NArg() != 0 {
		return fault.New(fault.Usage, p.Sprintf(ledsUsage))
	}
	if *times < 1 {
		return fault.New(fault.Usage, p.Sprintf("--times %d: want 1 or more", *times))
	}
	m, err := device.ReadMap(*mapFile)
	if err != nil {
		return err
	}
	var missing []device.Tile
	if *boardFile != "" {
		b, err := ReadBoard(*boardFile)
		if err != nil {
			return err
		}
		if missing, err = CheckLEDs(m, b); err != nil {
			return err
		}
	}

	// Ctrl-C ends the test; the deferred Close puts the LEDs out.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	panel, warning, err := OpenPanel(m, &device.PanelOpts{Sleep: LEDSleep, Watch: func(t device.Tile, lit bool) {
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
	p.Fprintf(stdout, "%s: %s, each blinks %s in turn; Ctrl-C stops\n", *mapFile, p.Sprintf("%d LEDs", len(m.Entries)), p.Sprintf("%d times", *times))
	for _, t := range missing {
		p.Fprintf(stdout, "no LED for %s\n", t.String())
	}
	for _, e := range m.Entries {
		// The tile as the map file writes it ("laser [6,2]"), its pin.
		if e.ActiveLow {
			p.Fprintf(stdout, "%s on %s (active-low):", e.Tile.String(), e.Pin)
		} else {
			p.Fprintf(stdout, "%s on %s:", e.Tile.String(), e.Pin)
		}
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

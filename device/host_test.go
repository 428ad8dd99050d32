package device

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpiotest"
)

func testMapFile(t *testing.T) Map {
	t.Helper()
	m, err := Parse("test.leds", []byte(testMap))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func noHostError() error { return nil }

func TestOpenGPIOFake(t *testing.T) {
	m := testMapFile(t)
	pins := func(names ...string) func(string) gpio.PinOut {
		return func(name string) gpio.PinOut {
			for _, n := range names {
				if n == name {
					return &gpiotest.Pin{N: name}
				}
			}
			return nil
		}
	}
	// Every pin there: real LEDs.
	p, why, err := openGPIO(m, nil, noHostError, pins("GPIO17", "GPIO27", "GPIO23"))
	if err != nil || why.Key != "" || p.Simulated() {
		t.Errorf("all pins found: %v, %q, %v", p, why, err)
	}
	// Some pins there: a misspelt one, bad input.
	_, why, err = openGPIO(m, nil, noHostError, pins("GPIO17", "GPIO27"))
	if why.Key != "" || !errors.Is(err, ErrNoPin) || !strings.HasPrefix(err.Error(), "test.leds:3: ") {
		t.Errorf("one pin missing: %q, %v", why, err)
	}
	// No pin there: no GPIO.
	_, why, err = openGPIO(m, nil, noHostError, pins())
	if why.Key == "" || !errors.Is(err, ErrNoGPIO) {
		t.Errorf("no pin found: %q, %v", why, err)
	}
	// The drivers failed: no GPIO.
	_, why, err = openGPIO(m, nil, func() error { return errors.New("boom") }, pins("GPIO17"))
	if why.String() != "periph host drivers: boom" || !errors.Is(err, ErrNoGPIO) || err.Error() != "device: no GPIO here: periph host drivers: boom" {
		t.Errorf("drivers failed: %q, %v", why, err)
	}
}

// TestOpenHere: on a machine without GPIO (a PC, the build machine), Open
// falls back to simulated LEDs with a warning, and OpenGPIO fails.
func TestOpenHere(t *testing.T) {
	if chips, _ := filepath.Glob("/dev/gpiochip*"); len(chips) > 0 {
		t.Skip("this machine has GPIO: not driving its pins from a test")
	}
	m := testMapFile(t)
	p, warning, err := Open(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if !p.Simulated() || !strings.HasPrefix(warning, "no GPIO here: LEDs simulated (") {
		t.Errorf("Open: simulated %t, warning %q", p.Simulated(), warning)
	}
	if _, err := OpenGPIO(m, nil); !errors.Is(err, ErrNoGPIO) {
		t.Errorf("OpenGPIO = %v, want ErrNoGPIO", err)
	}
}

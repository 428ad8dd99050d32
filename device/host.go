package device

import (
	"fmt"
	"mecanoid/internal/lang"
	"path/filepath"
	"runtime"
	"strings"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpioreg"
	"periph.io/x/host/v3"
)

// OpenGPIO makes a Panel on this machine's GPIO pins, found by name after
// periph's host drivers are loaded (on a Raspberry Pi 5, through the Linux
// GPIO character device). It fails with ErrNoGPIO when none of m's pins
// exists here, and with a *MapError wrapping ErrNoPin when some do and
// others do not (a misspelt pin). opts may be nil.
func OpenGPIO(m Map, opts *PanelOpts) (*Panel, error) {
	p, _, err := openGPIO(m, opts, initHost, byName)
	return p, err
}

// Open is OpenGPIO, falling back to simulated LEDs when there is no GPIO:
// then warning says so and why. err is left for bad maps (ErrNoPin) and
// failing pins.
//
// The warning is said in the user's language (lang.User).
func Open(m Map, opts *PanelOpts) (p *Panel, warning string, err error) {
	p, why, err := openGPIO(m, opts, initHost, byName)
	if why.Key != "" {
		say := lang.Say()
		return NewSimPanel(m, opts), say.Sprintf("no GPIO here: LEDs simulated (%s)", say.Say(why)), nil
	}
	return p, "", err
}

// openGPIO is OpenGPIO with the host and its pins given, for tests. why is
// set when there is no GPIO.
func openGPIO(m Map, opts *PanelOpts, init func() error, lookup func(string) gpio.PinOut) (p *Panel, why lang.Msg, err error) {
	if err := init(); err != nil {
		why = lang.M("periph host drivers: %s", err.Error())
		return nil, why, fmt.Errorf("%w: %s", ErrNoGPIO, why)
	}
	var found, names []string
	for _, e := range m.Entries {
		names = append(names, e.Pin)
		if lookup(e.Pin) != nil {
			found = append(found, e.Pin)
		}
	}
	if len(found) == 0 && len(m.Entries) > 0 {
		why = noGPIOReason(names)
		return nil, why, fmt.Errorf("%w: %s", ErrNoGPIO, why)
	}
	p, err = NewPanel(m, lookup, opts)
	return p, lang.Msg{}, err
}

// noGPIOReason says why none of the pins was found, as far as it can tell
// (its String is the English).
func noGPIOReason(names []string) lang.Msg {
	chips, _ := filepath.Glob("/dev/gpiochip*")
	switch {
	case runtime.GOOS != "linux":
		return lang.M("GPIO is driven on Linux only")
	case len(chips) == 0:
		return lang.M("no /dev/gpiochip*: not a Raspberry Pi?")
	case len(gpioreg.All()) == 0:
		return lang.M("cannot open /dev/gpiochip*: is this user in the gpio group?")
	}
	if len(names) > 3 {
		names = append(names[:3:3], "...")
	}
	return lang.M("this machine has GPIO, but no pin named %s", strings.Join(names, ", "))
}

// initHost loads periph's host drivers; it may be called more than once.
func initHost() error {
	_, err := host.Init()
	return err
}

// byName finds a pin in periph's registry; nil when there is none (and not
// a nil gpio.PinIO in a gpio.PinOut, which would not compare equal to nil).
func byName(name string) gpio.PinOut {
	if p := gpioreg.ByName(name); p != nil {
		return p
	}
	return nil
}

package device

import (
	"errors"
	"sync"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/physic"
	"periph.io/x/conn/v3/pin"
)

// SimPin is an output pin with nothing wired to it, standing in for a GPIO
// pin on a machine that has none. It remembers its level and counts its
// changes; to show simulated LEDs, watch the Panel (PanelOpts.Watch) rather
// than the pins. Tests of other packages may use it as they would
// gpiotest.Pin.
type SimPin struct {
	N string // the pin it stands for: "GPIO17"

	mu      sync.Mutex
	level   gpio.Level
	changes int
}

var _ gpio.PinOut = (*SimPin)(nil)

// errSimPWM: a simulated LED is on or off, nothing in between.
var errSimPWM = errors.New("device: a simulated pin has no PWM")

// String implements conn.Resource: "GPIO17 (simulated)".
func (p *SimPin) String() string { return p.N + " (simulated)" }

// Halt implements conn.Resource; there is nothing to stop.
func (p *SimPin) Halt() error { return nil }

// Name implements pin.Pin.
func (p *SimPin) Name() string { return p.N }

// Number implements pin.Pin: -1, no real GPIO number.
func (p *SimPin) Number() int { return -1 }

// Function implements pin.Pin, which still asks for it; Func replaces it.
func (p *SimPin) Function() string { return string(p.Func()) }

// Func is what the pin does, as periph's drivers say it (pin.PinFunc):
// "Out/Low" or "Out/High".
func (p *SimPin) Func() pin.Func { return pin.Func("Out/" + p.Read().String()) }

// Out implements gpio.PinOut: it records l.
func (p *SimPin) Out(l gpio.Level) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if l != p.level {
		p.changes++
	}
	p.level = l
	return nil
}

// PWM implements gpio.PinOut; it always fails.
func (p *SimPin) PWM(gpio.Duty, physic.Frequency) error { return errSimPWM }

// Read is the level last set by Out (Low at first).
func (p *SimPin) Read() gpio.Level {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.level
}

// Changes counts the times Out changed the level.
func (p *SimPin) Changes() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.changes
}

package device

import (
	"context"
	"fmt"
	"sync"
	"time"

	"periph.io/x/conn/v3"
	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/pin"
)

// Opts are the options of an LED. The zero value is an active-high LED on
// real time.
type Opts struct {
	// ActiveLow: the LED lights when the pin is low (wired from 3.3 V to the
	// pin, or behind an inverting driver).
	ActiveLow bool
	// Sleep waits d, or until ctx is done (then it returns ctx.Err()). nil:
	// real time. Tests pass a fake that returns at once.
	Sleep func(ctx context.Context, d time.Duration) error
	// Changed, if set, is called each time the LED goes on or off, from the
	// goroutine that switched it; keep it short, and give the LED no order
	// from it (the order would wait for the blink that is calling).
	Changed func(lit bool)
}

// An LED is one light on an output pin, driven the way gpiozero's LED is:
// On, Off, Toggle, and Blink in the foreground or the background.
//
// Every method stops a blink in progress first, so an LED never blinks
// twice at once and a later order always wins. An LED is safe for use by
// several goroutines.
type LED struct {
	pin       gpio.PinOut
	activeLow bool
	sleep     func(ctx context.Context, d time.Duration) error
	changed   func(lit bool)

	op  sync.Mutex // held by each method while it stops a blink and starts the next order
	run *blinkRun  // the blink in progress or last ended; guarded by op

	mu  sync.Mutex // guards lit and the pin writes, shared with the blinking goroutine
	lit bool
}

var _ conn.Resource = &LED{}

// blinkRun is one blink, in its own goroutine.
type blinkRun struct {
	cancel context.CancelFunc
	done   chan struct{} // closed when the LED is off again
	err    error         // set before done closes
}

// New makes an LED on pin and turns it off. opts may be nil.
func New(pin gpio.PinOut, opts *Opts) (*LED, error) {
	if opts == nil {
		opts = &Opts{}
	}
	l := &LED{pin: pin, activeLow: opts.ActiveLow, sleep: opts.Sleep, changed: opts.Changed}
	if l.sleep == nil {
		l.sleep = sleep
	}
	if err := l.set(false); err != nil {
		return nil, err
	}
	return l, nil
}

// String names the LED by its pin: "LED on GPIO17".
func (l *LED) String() string { return "LED on " + l.pin.Name() }

// Pin is the pin the LED is on.
func (l *LED) Pin() gpio.PinOut { return l.pin }

// PinFunc is what the LED's pin is set to do, as its driver says it
// ("Out/Low"), or "" when the driver does not say. periph's drivers tell it
// through pin.PinFunc, which gpio.PinOut does not include (until periph v4).
func (l *LED) PinFunc() string {
	if f, ok := l.pin.(interface{ Func() pin.Func }); ok {
		return string(f.Func())
	}
	return ""
}

// On lights the LED.
func (l *LED) On() error { return l.do(func() error { return l.set(true) }) }

// Off puts the LED out.
func (l *LED) Off() error { return l.do(func() error { return l.set(false) }) }

// Toggle lights the LED if it is out, and puts it out if it is lit.
func (l *LED) Toggle() error { return l.do(func() error { return l.set(!l.IsLit()) }) }

// Halt implements conn.Resource: it stops a blink and puts the LED out.
func (l *LED) Halt() error { return l.Off() }

// IsLit tells whether the LED is lit, as last set: an output pin cannot be
// read back.
func (l *LED) IsLit() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.lit
}

// Blink lights the LED for on, then puts it out for off, n times (n < 1:
// until ctx is done). It returns when it is done, when ctx is done (with
// ctx.Err()), or when another order to the LED stops it (with nil), and
// always leaves the LED out.
func (l *LED) Blink(ctx context.Context, n int, on, off time.Duration) error {
	r := l.start(ctx, n, on, off)
	<-r.done
	return r.err
}

// BlinkBackground is Blink in its own goroutine: it returns at once, and
// the next order to the LED stops the blink (n < 1: blinks until then).
// Wait waits for it to end.
func (l *LED) BlinkBackground(n int, on, off time.Duration) {
	l.start(context.Background(), n, on, off)
}

// Wait waits for the last blink to end and returns what Blink would have.
func (l *LED) Wait() error {
	l.op.Lock()
	r := l.run
	l.op.Unlock()
	if r == nil {
		return nil
	}
	<-r.done
	return r.err
}

// do stops a blink in progress, then runs f.
func (l *LED) do(f func() error) error {
	l.op.Lock()
	defer l.op.Unlock()
	l.stop()
	return f()
}

// stop ends the blink in progress; the caller holds l.op.
func (l *LED) stop() {
	if l.run != nil {
		l.run.cancel()
		<-l.run.done
	}
}

// start stops a blink in progress and starts another.
func (l *LED) start(ctx context.Context, n int, on, off time.Duration) *blinkRun {
	l.op.Lock()
	defer l.op.Unlock()
	l.stop()
	bctx, cancel := context.WithCancel(ctx)
	r := &blinkRun{cancel: cancel, done: make(chan struct{})}
	l.run = r
	go func() {
		defer close(r.done)
		defer cancel()
		r.err = l.blink(bctx, n, on, off)
		// Out, whatever stopped the blink.
		if err := l.set(false); err != nil && r.err == nil {
			r.err = err
		}
		if r.err == nil {
			r.err = ctx.Err() // nil when stopped by another order
		}
	}()
	return r
}

func (l *LED) blink(ctx context.Context, n int, on, off time.Duration) error {
	for i := 0; n < 1 || i < n; i++ {
		if ctx.Err() != nil {
			return nil
		}
		if err := l.set(true); err != nil {
			return err
		}
		if l.sleep(ctx, on) != nil {
			return nil
		}
		if err := l.set(false); err != nil {
			return err
		}
		if l.sleep(ctx, off) != nil {
			return nil
		}
	}
	return nil
}

// set drives the pin. It writes even when the level seems unchanged, so
// that Off always reaches the pin.
func (l *LED) set(lit bool) error {
	l.mu.Lock()
	level := gpio.Level(lit != l.activeLow)
	err := l.pin.Out(level)
	changed := err == nil && l.lit != lit
	if err == nil {
		l.lit = lit
	}
	l.mu.Unlock()
	if err != nil {
		return fmt.Errorf("device: %s: %w", l.pin.Name(), err)
	}
	if changed && l.changed != nil {
		l.changed(lit)
	}
	return nil
}

// sleep waits on real time.
func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

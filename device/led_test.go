package device

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpiotest"
)

// fakeSleep stands for time: each sleep returns at once, after noting how
// long it was and the pin's level meanwhile. It cancels after cancelAfter
// sleeps, when cancel is set.
type fakeSleep struct {
	pin         *gpiotest.Pin
	cancelAfter int
	cancel      context.CancelFunc

	mu     sync.Mutex
	sleeps []time.Duration
	levels []gpio.Level
}

func (f *fakeSleep) sleep(ctx context.Context, d time.Duration) error {
	f.mu.Lock()
	f.sleeps = append(f.sleeps, d)
	if f.pin != nil {
		f.levels = append(f.levels, f.pin.Read())
	}
	n := len(f.sleeps)
	f.mu.Unlock()
	if f.cancel != nil && n == f.cancelAfter {
		f.cancel()
	}
	return ctx.Err()
}

// blockingSleep waits for ctx, and says on started that it does.
func blockingSleep(started chan<- struct{}) func(context.Context, time.Duration) error {
	return func(ctx context.Context, d time.Duration) error {
		select {
		case started <- struct{}{}:
		default:
		}
		<-ctx.Done()
		return ctx.Err()
	}
}

func TestLEDOnOffToggle(t *testing.T) {
	for _, tc := range []struct {
		name      string
		activeLow bool
		lit, out  gpio.Level
	}{
		{"active-high", false, gpio.High, gpio.Low},
		{"active-low", true, gpio.Low, gpio.High},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pin := &gpiotest.Pin{N: "GPIO17", L: tc.lit} // lit before: New must put it out
			var changes []bool
			led, err := New(pin, &Opts{ActiveLow: tc.activeLow, Changed: func(lit bool) { changes = append(changes, lit) }})
			if err != nil {
				t.Fatal(err)
			}
			check := func(step string, wantLit bool) {
				t.Helper()
				want := tc.out
				if wantLit {
					want = tc.lit
				}
				if pin.Read() != want || led.IsLit() != wantLit {
					t.Errorf("after %s: pin %s, IsLit %t; want %s, %t", step, pin.Read(), led.IsLit(), want, wantLit)
				}
			}
			check("New", false)
			led.On()
			check("On", true)
			led.On()
			check("On again", true)
			led.Off()
			check("Off", false)
			led.Toggle()
			check("Toggle", true)
			led.Toggle()
			check("Toggle again", false)
			led.On()
			led.Halt()
			check("Halt", false)
			if want := []bool{true, false, true, false, true, false}; !slices.Equal(changes, want) {
				t.Errorf("Changed calls %v, want %v (only real changes)", changes, want)
			}
		})
	}
}

func TestLEDBlink(t *testing.T) {
	for _, tc := range []struct {
		name      string
		activeLow bool
		lit, out  gpio.Level
	}{
		{"active-high", false, gpio.High, gpio.Low},
		{"active-low", true, gpio.Low, gpio.High},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pin := &gpiotest.Pin{N: "GPIO17"}
			f := &fakeSleep{pin: pin}
			ons := 0
			led, err := New(pin, &Opts{ActiveLow: tc.activeLow, Sleep: f.sleep, Changed: func(lit bool) {
				if lit {
					ons++
				}
			}})
			if err != nil {
				t.Fatal(err)
			}
			if err := led.Blink(context.Background(), 3, 100*time.Millisecond, 50*time.Millisecond); err != nil {
				t.Fatal(err)
			}
			wantSleeps := []time.Duration{100, 50, 100, 50, 100, 50}
			wantLevels := []gpio.Level{tc.lit, tc.out, tc.lit, tc.out, tc.lit, tc.out}
			for i := range wantSleeps {
				wantSleeps[i] *= time.Millisecond
			}
			if !slices.Equal(f.sleeps, wantSleeps) || !slices.Equal(f.levels, wantLevels) {
				t.Errorf("sleeps %v at levels %v; want %v at %v", f.sleeps, f.levels, wantSleeps, wantLevels)
			}
			if ons != 3 {
				t.Errorf("lit %d times, want 3", ons)
			}
			if pin.Read() != tc.out || led.IsLit() {
				t.Errorf("after the blink: pin %s, IsLit %t; want out", pin.Read(), led.IsLit())
			}
		})
	}
}

// TestLEDBlinkCancel: cancelling stops a blink, lit or not, and leaves the
// LED out; n < 1 blinks until then.
func TestLEDBlinkCancel(t *testing.T) {
	for _, tc := range []struct {
		n, cancelAfter int
	}{
		{3, 1},  // while lit
		{3, 4},  // while out
		{0, 10}, // forever, until cancelled
	} {
		pin := &gpiotest.Pin{N: "GPIO17"}
		ctx, cancel := context.WithCancel(context.Background())
		f := &fakeSleep{pin: pin, cancelAfter: tc.cancelAfter, cancel: cancel}
		led, _ := New(pin, &Opts{Sleep: f.sleep})
		err := led.Blink(ctx, tc.n, time.Second, time.Second)
		if !errors.Is(err, context.Canceled) {
			t.Errorf("n=%d: Blink = %v, want context.Canceled", tc.n, err)
		}
		if len(f.sleeps) != tc.cancelAfter {
			t.Errorf("n=%d: %d sleeps, want %d", tc.n, len(f.sleeps), tc.cancelAfter)
		}
		if pin.Read() != gpio.Low || led.IsLit() {
			t.Errorf("n=%d: LED left lit", tc.n)
		}
	}
}

func TestLEDBlinkCancelledBefore(t *testing.T) {
	pin := &gpiotest.Pin{N: "GPIO17"}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ons := 0
	led, _ := New(pin, &Opts{Changed: func(lit bool) { ons++ }})
	if err := led.Blink(ctx, 3, time.Hour, time.Hour); !errors.Is(err, context.Canceled) {
		t.Errorf("Blink = %v, want context.Canceled", err)
	}
	if ons != 0 {
		t.Error("the LED flashed on a cancelled context")
	}
}

// TestLEDBackground: a background blink runs until the next order, which
// wins; Wait then returns nil.
func TestLEDBackground(t *testing.T) {
	pin := &gpiotest.Pin{N: "GPIO17"}
	started := make(chan struct{}, 1)
	led, _ := New(pin, &Opts{Sleep: blockingSleep(started)})
	if err := led.Wait(); err != nil {
		t.Errorf("Wait with no blink = %v", err)
	}
	led.BlinkBackground(0, time.Second, time.Second)
	<-started
	if !led.IsLit() {
		t.Error("not lit while blinking")
	}
	led.On()
	if pin.Read() != gpio.High || !led.IsLit() {
		t.Error("On during a blink: not lit")
	}
	if err := led.Wait(); err != nil {
		t.Errorf("Wait = %v, want nil", err)
	}

	// A foreground blink stopped by another order returns nil.
	done := make(chan error)
	go func() { done <- led.Blink(context.Background(), 5, time.Second, time.Second) }()
	<-started
	led.Off()
	if err := <-done; err != nil {
		t.Errorf("Blink stopped by Off = %v, want nil", err)
	}
	if pin.Read() != gpio.Low {
		t.Error("Off during a blink: lit")
	}
}

// failPin fails every Out.
type failPin struct {
	gpiotest.Pin
	err error
}

func (p *failPin) Out(gpio.Level) error { return p.err }

func TestLEDPinError(t *testing.T) {
	boom := errors.New("boom")
	_, err := New(&failPin{gpiotest.Pin{N: "GPIO4"}, boom}, nil)
	if !errors.Is(err, boom) || err.Error() != "device: GPIO4: boom" {
		t.Errorf("New on a failing pin = %v", err)
	}
}

func TestLEDString(t *testing.T) {
	led, _ := New(&gpiotest.Pin{N: "GPIO17"}, nil)
	if s := led.String(); s != "LED on GPIO17" {
		t.Errorf("String() = %q", s)
	}
	if led.Pin().Name() != "GPIO17" {
		t.Error("Pin() is not the pin given")
	}
}

// TestLEDPinFunc: what the LED's pin is set to, as `mecanoid doctor` shows
// it, when the pin's driver tells it, and nothing when it does not.
func TestLEDPinFunc(t *testing.T) {
	l, err := New(&SimPin{N: "GPIO17"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.PinFunc(); got != "Out/Low" {
		t.Errorf("an LED put out: %q, want Out/Low", got)
	}
	if err := l.On(); err != nil {
		t.Fatal(err)
	}
	if got := l.PinFunc(); got != "Out/High" {
		t.Errorf("a lit LED: %q, want Out/High", got)
	}
	// A pin that is a gpio.PinOut and nothing more (no pin.PinFunc).
	mute, err := New(struct{ gpio.PinOut }{&SimPin{N: "GPIO27"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := mute.PinFunc(); got != "" {
		t.Errorf("a pin without Func: %q, want \"\"", got)
	}
}

package device

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"

	"periph.io/x/conn/v3/gpio"
)

// Lights is what the referee needs of the LEDs. Take Lights rather than
// *Panel where LEDs follow a game, so that tests can pass a
// devicetest.Recorder.
type Lights interface {
	// Blink blinks the lights' LEDs together and returns when they are
	// done, or when ctx is, leaving them off. Tiles without an LED are
	// skipped.
	Blink(ctx context.Context, lights []Light) error
	// Off puts every LED out, stopping their blinks.
	Off() error
}

var _ Lights = (*Panel)(nil)

// PanelOpts are the options of a Panel; the zero value blinks at 200 ms on,
// 200 ms off, on real time.
type PanelOpts struct {
	On, Off time.Duration // one blink: lit for On, then out for Off; 0: 200 ms
	// Sleep waits d, or until ctx is done; nil: real time (see Opts.Sleep).
	Sleep func(ctx context.Context, d time.Duration) error
	// Watch, if set, is called each time an LED goes on or off, real or
	// simulated, so that a terminal or a web page can show it. LEDs blink
	// together, so it may be called from several goroutines at once; it
	// must not give orders to the LEDs (see Opts.Changed).
	Watch func(t Tile, lit bool)
}

const defaultBlink = 200 * time.Millisecond

// A Panel holds the LEDs of a Map, by tile. Open one with Open, OpenGPIO,
// NewPanel (pins of your choosing) or NewSimPanel, and Close it on the way
// out: Close puts every LED out.
type Panel struct {
	entries   []Entry
	leds      map[Tile]*LED
	on, off   time.Duration
	simulated bool

	mu     sync.Mutex
	closed bool
}

// NewPanel makes an LED for each entry of m, on the pin lookup gives for
// its name (nil: no such pin, a *MapError wrapping ErrNoPin). Every LED
// starts off. opts may be nil.
func NewPanel(m Map, lookup func(name string) gpio.PinOut, opts *PanelOpts) (*Panel, error) {
	if opts == nil {
		opts = &PanelOpts{}
	}
	p := &Panel{entries: m.Entries, leds: map[Tile]*LED{}, on: opts.On, off: opts.Off}
	if p.on <= 0 {
		p.on = defaultBlink
	}
	if p.off <= 0 {
		p.off = defaultBlink
	}
	for _, e := range m.Entries {
		pin := lookup(e.Pin)
		if pin == nil {
			return nil, posErr(MapError{File: m.File, Line: e.Line, Err: ErrNoPin}, "%s: no pin named %s on this machine", e.Tile.String(), e.Pin)
		}
		o := &Opts{ActiveLow: e.ActiveLow, Sleep: opts.Sleep}
		if w := opts.Watch; w != nil {
			t := e.Tile
			o.Changed = func(lit bool) { w(t, lit) }
		}
		led, err := New(pin, o)
		if err != nil {
			p.Off()
			return nil, &MapError{File: m.File, Line: e.Line, Msg: err.Error(), Err: err}
		}
		p.leds[e.Tile] = led
	}
	return p, nil
}

// NewSimPanel makes a Panel of simulated LEDs, one SimPin for each entry of
// m. opts may be nil.
func NewSimPanel(m Map, opts *PanelOpts) *Panel {
	p, err := NewPanel(m, func(name string) gpio.PinOut { return &SimPin{N: name} }, opts)
	if err != nil {
		panic(err) // a SimPin never fails
	}
	p.simulated = true
	return p
}

// Simulated tells whether the LEDs are SimPins.
func (p *Panel) Simulated() bool { return p.simulated }

// Entries are the map's entries, one per LED, in file order.
func (p *Panel) Entries() []Entry { return append([]Entry(nil), p.entries...) }

// LED is the LED of tile t.
func (p *Panel) LED(t Tile) (*LED, bool) {
	l, ok := p.leds[t]
	return l, ok
}

// Blink blinks the lights' LEDs together, each Light.Blink times, and
// returns when all are done, or when ctx is (with ctx.Err()), leaving them
// off. Lights of tiles without an LED are skipped. Other LEDs go on with
// their own blinks.
func (p *Panel) Blink(ctx context.Context, lights []Light) error {
	runs, err := p.start(ctx, lights)
	if err != nil {
		return err
	}
	var errs []error
	cancelled := false
	for _, r := range runs {
		<-r.done
		switch {
		case r.err == nil:
		case r.err == ctx.Err():
			cancelled = true
		default:
			errs = append(errs, r.err)
		}
	}
	if cancelled {
		errs = append(errs, ctx.Err()) // once, not once per LED
	}
	return errors.Join(errs...)
}

// BlinkBackground is Blink in the background: it returns at once. The
// next order to an LED stops its blink; Wait waits for all of them.
func (p *Panel) BlinkBackground(lights []Light) error {
	_, err := p.start(context.Background(), lights)
	return err
}

// Wait waits for the LEDs' blinks to end.
func (p *Panel) Wait() error {
	var errs []error
	for _, e := range p.entries {
		errs = append(errs, p.leds[e.Tile].Wait())
	}
	return errors.Join(errs...)
}

func (p *Panel) start(ctx context.Context, lights []Light) ([]*blinkRun, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil, ErrClosed
	}
	// One blink per LED: a tile lit twice blinks the larger count.
	times := map[Tile]int{}
	var order []Tile
	for _, l := range lights {
		t := l.Tile()
		if _, ok := p.leds[t]; !ok {
			continue
		}
		n, seen := times[t]
		if !seen {
			order = append(order, t)
		}
		times[t] = max(n, l.Blink, 1)
	}
	var runs []*blinkRun
	for _, t := range order {
		runs = append(runs, p.leds[t].start(ctx, times[t], p.on, p.off))
	}
	return runs, nil
}

// Off puts every LED out, stopping their blinks.
func (p *Panel) Off() error {
	var errs []error
	for _, e := range p.entries {
		if l, ok := p.leds[e.Tile]; ok {
			errs = append(errs, l.Off())
		}
	}
	return errors.Join(errs...)
}

// Close puts every LED out; later blinks fail with ErrClosed. The owner of
// the panel calls it on exit, Ctrl-C included. Closing twice is harmless.
func (p *Panel) Close() error {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	return p.Off()
}

// A Status is one LED as it is now.
type Status struct {
	Entry
	Lit bool
}

// String is "laser [6,2] ●" when lit, "laser [6,2] ○" when out.
func (s Status) String() string {
	if s.Lit {
		return s.Tile.String() + " ●"
	}
	return s.Tile.String() + " ○"
}

// Status lists the LEDs in file order, lit or not.
func (p *Panel) Status() []Status {
	ss := make([]Status, len(p.entries))
	for i, e := range p.entries {
		ss[i] = Status{e, p.leds[e.Tile].IsLit()}
	}
	return ss
}

// String is the status of every LED on one line, for a terminal.
func (p *Panel) String() string {
	var parts []string
	for _, s := range p.Status() {
		parts = append(parts, s.String())
	}
	if p.simulated {
		return "LEDs (simulated): " + strings.Join(parts, "  ")
	}
	return "LEDs: " + strings.Join(parts, "  ")
}

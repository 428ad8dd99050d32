package device

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpiotest"
)

const testMap = `laser [6,2] GPIO17
laser [1,3] GPIO27
press [4,7] GPIO23 active-low
`

var (
	laser62 = Tile{Laser, Cell{X: 6, Y: 2}}
	laser13 = Tile{Laser, Cell{X: 1, Y: 3}}
	press47 = Tile{Press, Cell{X: 4, Y: 7}}
)

// testPanel is a panel of gpiotest pins on fake time, counting how often
// each tile is lit.
type testPanel struct {
	*Panel
	pins map[string]*gpiotest.Pin

	mu  sync.Mutex
	ons map[Tile]int
}

func newTestPanel(t *testing.T, sleep func(context.Context, time.Duration) error) *testPanel {
	t.Helper()
	m, err := Parse("test.leds", []byte(testMap))
	if err != nil {
		t.Fatal(err)
	}
	tp := &testPanel{pins: map[string]*gpiotest.Pin{}, ons: map[Tile]int{}}
	for _, e := range m.Entries {
		tp.pins[e.Pin] = &gpiotest.Pin{N: e.Pin}
	}
	if sleep == nil {
		sleep = (&fakeSleep{}).sleep
	}
	tp.Panel, err = NewPanel(m, func(name string) gpio.PinOut { return tp.pins[name] }, &PanelOpts{Sleep: sleep,
		Watch: func(t Tile, lit bool) {
			tp.mu.Lock()
			defer tp.mu.Unlock()
			if lit {
				tp.ons[t]++
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	return tp
}

// allOff checks every pin is at its "out" level: low, high for the
// active-low press.
func (tp *testPanel) allOff(t *testing.T) {
	t.Helper()
	if tp.pins["GPIO17"].Read() != gpio.Low || tp.pins["GPIO27"].Read() != gpio.Low || tp.pins["GPIO23"].Read() != gpio.High {
		t.Errorf("not all off: GPIO17 %s, GPIO27 %s, GPIO23 (active-low) %s",
			tp.pins["GPIO17"].Read(), tp.pins["GPIO27"].Read(), tp.pins["GPIO23"].Read())
	}
	for _, s := range tp.Status() {
		if s.Lit {
			t.Errorf("%s is lit", s.Tile)
		}
	}
}

func TestPanelBlink(t *testing.T) {
	tp := newTestPanel(t, nil)
	tp.allOff(t)
	err := tp.Blink(context.Background(), []Light{
		{Kind: Laser, Cell: laser62.Cell, Blink: 3},
		{Kind: Press, Cell: press47.Cell, Blink: 0},      // fewer than 1: once
		{Kind: Press, Cell: Cell{X: 9, Y: 9}},            // no LED: skipped
		{Kind: "conveyor", Cell: laser13.Cell, Blink: 2}, // no such kind: skipped
		{Kind: Laser, Cell: laser62.Cell, Blink: 2},      // lit twice: the larger count
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := map[Tile]int{laser62: 3, press47: 1}; len(tp.ons) != 2 || tp.ons[laser62] != 3 || tp.ons[press47] != 1 {
		t.Errorf("lit %v, want %v", tp.ons, want)
	}
	tp.allOff(t)
}

// TestPanelCancel: cancelling a blink puts the LEDs out and says so once.
func TestPanelCancel(t *testing.T) {
	started := make(chan struct{}, 1)
	tp := newTestPanel(t, blockingSleep(started))
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-started
		cancel()
	}()
	err := tp.Blink(ctx, []Light{{Kind: Laser, Cell: laser62.Cell, Blink: 3}, {Kind: Press, Cell: press47.Cell, Blink: 3}})
	if !errors.Is(err, context.Canceled) || err.Error() != "context canceled" {
		t.Errorf("Blink = %v, want context canceled, once", err)
	}
	tp.allOff(t)
}

// TestPanelClose: Close puts out every LED, lit or blinking in the
// background, and the panel refuses to blink after.
func TestPanelClose(t *testing.T) {
	started := make(chan struct{}, 1)
	tp := newTestPanel(t, blockingSleep(started))
	led, _ := tp.LED(press47)
	led.On()
	if tp.pins["GPIO23"].Read() != gpio.Low {
		t.Error("active-low press lit, but its pin is not low")
	}
	if err := tp.BlinkBackground([]Light{{Kind: Laser, Cell: laser62.Cell, Blink: 0}}); err != nil {
		t.Fatal(err)
	}
	<-started
	if got := tp.String(); got != "LEDs: laser [6,2] ●  laser [1,3] ○  press [4,7] ●" {
		t.Errorf("String() = %q", got)
	}
	if err := tp.Close(); err != nil {
		t.Fatal(err)
	}
	tp.allOff(t)
	if err := tp.Wait(); err != nil {
		t.Errorf("Wait after Close = %v", err)
	}
	if err := tp.Blink(context.Background(), []Light{{Kind: Laser, Cell: laser62.Cell}}); !errors.Is(err, ErrClosed) {
		t.Errorf("Blink after Close = %v, want ErrClosed", err)
	}
	if err := tp.BlinkBackground(nil); !errors.Is(err, ErrClosed) {
		t.Errorf("BlinkBackground after Close = %v, want ErrClosed", err)
	}
	if err := tp.Close(); err != nil {
		t.Errorf("second Close = %v", err)
	}
}

// TestPanelBackground: background blinks of several LEDs run together;
// Wait returns when all are done.
func TestPanelBackground(t *testing.T) {
	tp := newTestPanel(t, nil)
	if err := tp.BlinkBackground([]Light{{Kind: Laser, Cell: laser62.Cell, Blink: 2}, {Kind: Laser, Cell: laser13.Cell, Blink: 4}}); err != nil {
		t.Fatal(err)
	}
	if err := tp.Wait(); err != nil {
		t.Fatal(err)
	}
	if tp.ons[laser62] != 2 || tp.ons[laser13] != 4 {
		t.Errorf("lit %v, want 2 and 4 times", tp.ons)
	}
	tp.allOff(t)
}

func TestNewPanelNoPin(t *testing.T) {
	m, _ := Parse("test.leds", []byte(testMap))
	_, err := NewPanel(m, func(name string) gpio.PinOut {
		if name == "GPIO23" {
			return nil
		}
		return &gpiotest.Pin{N: name}
	}, nil)
	if want := "test.leds:3: press [4,7]: no pin named GPIO23 on this machine"; err == nil || err.Error() != want || !errors.Is(err, ErrNoPin) {
		t.Errorf("NewPanel = %v, want %s", err, want)
	}
}

func TestNewPanelPinError(t *testing.T) {
	m, _ := Parse("test.leds", []byte(testMap))
	boom := errors.New("boom")
	_, err := NewPanel(m, func(name string) gpio.PinOut { return &failPin{gpiotest.Pin{N: name}, boom} }, nil)
	if want := "test.leds:1: device: GPIO17: boom"; err == nil || err.Error() != want || !errors.Is(err, boom) {
		t.Errorf("NewPanel = %v, want %s", err, want)
	}
}

func TestSimPanel(t *testing.T) {
	m, _ := Parse("test.leds", []byte(testMap))
	var mu sync.Mutex
	var seen []string
	p := NewSimPanel(m, &PanelOpts{On: time.Millisecond, Off: time.Millisecond, Watch: func(t Tile, lit bool) {
		mu.Lock()
		defer mu.Unlock()
		seen = append(seen, t.String()+map[bool]string{true: " on", false: " off"}[lit])
	}})
	if !p.Simulated() || !strings.HasPrefix(p.String(), "LEDs (simulated): ") {
		t.Errorf("not simulated: %s", p)
	}
	if len(p.Entries()) != 3 {
		t.Errorf("Entries() = %v", p.Entries())
	}
	if err := p.Blink(context.Background(), []Light{{Kind: Laser, Cell: laser13.Cell, Blink: 2}}); err != nil {
		t.Fatal(err)
	}
	want := "laser [1,3] on|laser [1,3] off|laser [1,3] on|laser [1,3] off"
	if got := strings.Join(seen, "|"); got != want {
		t.Errorf("watched %s, want %s", got, want)
	}
	led, _ := p.LED(press47)
	if pin := led.Pin().(*SimPin); pin.Read() != gpio.High {
		t.Error("simulated active-low press: pin not high when out")
	}
	p.Close()
}

package device_test

import (
	"context"
	"fmt"
	"os"
	"time"

	"periph.io/x/conn/v3/gpio/gpiotest"

	"mecanoid/device"
)

// An LED on a pin: on, off, and active-low wiring, where the pin sinks the
// LED's current and low means lit.
func ExampleLED() {
	pin := &gpiotest.Pin{N: "GPIO17"}
	led, err := device.New(pin, nil)
	if err != nil {
		panic(err)
	}
	led.On()
	fmt.Println("on:", pin.Read(), led.IsLit())
	led.Off()
	fmt.Println("off:", pin.Read(), led.IsLit())

	sink := &gpiotest.Pin{N: "GPIO27"}
	low, _ := device.New(sink, &device.Opts{ActiveLow: true})
	low.On()
	fmt.Println("active-low on:", sink.Read())
	// Output:
	// on: High true
	// off: Low false
	// active-low on: Low
}

// Blink three times, as gpiozero's led.blink(n=3) does, and leave it off.
func ExampleLED_Blink() {
	pin := &gpiotest.Pin{N: "GPIO17"}
	led, _ := device.New(pin, &device.Opts{Changed: func(lit bool) {
		fmt.Print(map[bool]string{true: "●", false: "○"}[lit])
	}})
	err := led.Blink(context.Background(), 3, time.Millisecond, time.Millisecond)
	fmt.Println("", err, pin.Read())
	// Output:
	// ●○●○●○ <nil> Low
}

// A map file, read: which pin lights which tile (the game checks it
// against its board).
func ExampleParse() {
	data, err := os.ReadFile("../boards/factory.leds")
	if err != nil {
		panic(err)
	}
	m, err := device.Parse("factory.leds", data)
	if err != nil {
		panic(err)
	}
	for _, e := range m.Entries {
		fmt.Println(e)
	}

	_, err = device.Parse("bad.leds", []byte("laser [6,2] GPIO17\npress [4 7] GPIO23\n"))
	fmt.Println(err)
	// Output:
	// laser [6,2] on GPIO17
	// laser [1,3] on GPIO27
	// laser [12,10] on GPIO22
	// press [4,7] on GPIO23
	// bad.leds:2:7: bad cell "[4 7]": want [X,Y], as in [3,4]
}

// Simulated LEDs, shown as they change: what the referee gets on a machine
// without GPIO. It blinks the tiles an update lit, and closes the panel on
// its way out.
func ExampleNewSimPanel() {
	m, _ := device.Parse("demo.leds", []byte("laser [6,2] GPIO17\npress [4,7] GPIO23 active-low\n"))
	p := device.NewSimPanel(m, &device.PanelOpts{On: time.Millisecond, Off: time.Millisecond,
		Watch: func(t device.Tile, lit bool) { fmt.Println(t, map[bool]string{true: "on", false: "off"}[lit]) }})
	defer p.Close()

	lit := []device.Light{{Kind: device.Laser, Cell: device.Cell{X: 6, Y: 2}, Blink: 2}}
	if err := p.Blink(context.Background(), lit); err != nil {
		panic(err)
	}
	fmt.Println(p)
	// Output:
	// laser [6,2] on
	// laser [6,2] off
	// laser [6,2] on
	// laser [6,2] off
	// LEDs (simulated): laser [6,2] ○  press [4,7] ○
}

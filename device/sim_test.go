package device

import (
	"testing"

	"periph.io/x/conn/v3/gpio"
)

func TestSimPin(t *testing.T) {
	p := &SimPin{N: "GPIO17"}
	if p.Read() != gpio.Low || p.Changes() != 0 || p.Func() != "Out/Low" || p.Function() != "Out/Low" {
		t.Errorf("a new SimPin: %s, %d changes, %s", p.Read(), p.Changes(), p.Func())
	}
	for _, l := range []gpio.Level{gpio.High, gpio.High, gpio.Low, gpio.High} {
		if err := p.Out(l); err != nil {
			t.Fatal(err)
		}
	}
	if p.Read() != gpio.High || p.Changes() != 3 || p.Func() != "Out/High" {
		t.Errorf("after Out: %s, %d changes, %s; want High, 3, Out/High", p.Read(), p.Changes(), p.Func())
	}
	if p.String() != "GPIO17 (simulated)" || p.Name() != "GPIO17" || p.Number() != -1 || p.Halt() != nil {
		t.Errorf("%s, %s, %d", p, p.Name(), p.Number())
	}
	if p.PWM(gpio.DutyHalf, 0) == nil {
		t.Error("PWM on a SimPin did not fail")
	}
}

package devicetest_test

import (
	"context"
	"errors"
	"testing"

	"mecanoid/device"
	"mecanoid/device/devicetest"
)

func TestRecorder(t *testing.T) {
	var r devicetest.Recorder
	var lights device.Lights = &r
	l := device.Light{Kind: device.Laser, Cell: device.Cell{X: 6, Y: 2}, Blink: 3}
	if err := lights.Blink(context.Background(), []device.Light{l}); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	r.Fail(boom)
	if err := lights.Blink(context.Background(), nil); !errors.Is(err, boom) {
		t.Errorf("Blink after Fail = %v, want boom", err)
	}
	lights.Off()
	if got := r.Blinks(); len(got) != 2 || len(got[0]) != 1 || got[0][0] != l || len(got[1]) != 0 {
		t.Errorf("Blinks() = %v", got)
	}
	if r.Offs() != 1 {
		t.Errorf("Offs() = %d, want 1", r.Offs())
	}
}

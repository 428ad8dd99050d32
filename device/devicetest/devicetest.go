// Package devicetest has fakes of package device for the tests of other
// packages: a Recorder stands for the LEDs of a panel and remembers what
// it was asked.
package devicetest

import (
	"context"
	"sync"

	"mecanoid/device"
)

// Recorder implements device.Lights: it records each call and blinks
// nothing, at once. Use it to check which tiles a referee lights, and when;
// use a device.Panel of SimPins to check timing and levels.
type Recorder struct {
	mu     sync.Mutex
	blinks [][]device.Light
	offs   int
	err    error
}

var _ device.Lights = (*Recorder)(nil)

// Blink implements device.Lights: it records lights and returns Fail's
// error, or ctx.Err().
func (r *Recorder) Blink(ctx context.Context, lights []device.Light) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.blinks = append(r.blinks, append([]device.Light(nil), lights...))
	if r.err != nil {
		return r.err
	}
	return ctx.Err()
}

// Off implements device.Lights: it counts the call.
func (r *Recorder) Off() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.offs++
	return nil
}

// Fail makes later Blinks return err (nil: succeed again).
func (r *Recorder) Fail(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.err = err
}

// Blinks are the lights of each Blink so far, in order.
func (r *Recorder) Blinks() [][]device.Light {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([][]device.Light(nil), r.blinks...)
}

// Offs counts the calls to Off.
func (r *Recorder) Offs() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.offs
}

package referee

import (
	"context"

	"mecanoid/device"
	"mecanoid/engine/dr2d"
	"mecanoid/referee/talk"
)

// LEDs lights the tiles' LEDs of a device panel (GPIO or simulated) as the
// referee shows the turn.
type LEDs struct{ Panel device.Lights }

var _ Lights = LEDs{}

// Light blinks the LEDs of ls together and returns when they are done.
func (l LEDs) Light(ctx context.Context, ls []talk.Light) error {
	dl := make([]device.Light, len(ls))
	for i, x := range ls {
		dl[i] = device.Light{Kind: device.Kind(x.What), Cell: dr2d.Cell(x.Cell), Blink: x.Blink}
	}
	return l.Panel.Blink(ctx, dl)
}

// Off puts every LED out.
func (l LEDs) Off() { l.Panel.Off() }

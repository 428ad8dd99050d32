package referee

import (
	"mecanoid/device"
	"mecanoid/referee/talk"
)

// deviceLights are the lights of an update as the LEDs' panel takes them:
// the tile's kind and cell as the update names them.
func deviceLights(ls []talk.Light) []device.Light {
	dl := make([]device.Light, len(ls))
	for i, x := range ls {
		dl[i] = device.Light{Kind: device.Kind(x.What), Cell: device.Cell(x.Cell), Blink: x.Blink}
	}
	return dl
}

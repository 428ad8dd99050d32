// The skirmish's map as the scanner reads it.

package skirmish

import (
	rules "mecanoid/engine/skirmish"
	"mecanoid/vision"
)

// Layout is map m as MapPrint prints it, for the scanner: its
// plots in the map's order (a piece's Col is the plot's index, 1-based)
// and its bridges.
func Layout(m *rules.Map) vision.PlotsLayout {
	plots := make([]vision.Plot, len(m.Plots))
	for i, p := range m.Plots {
		plots[i] = vision.Plot{ID: p.ID, X: p.X, Y: p.Y}
	}
	return vision.PlotsLayout{Width: m.Width, Height: m.Height, Radius: m.Radius, Plots: plots, Bridges: m.Bridges}
}

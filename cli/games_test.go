package cli

// The games the command line's own tests play (the README, exit
// statuses, the French of every command, old journals): each registers
// itself by being imported, as cmd/mecanoid's list does.
import (
	"context"
	"testing"
	"time"

	"mecanoid/device"
	gamedr2d "mecanoid/game/dr2d"
	_ "mecanoid/game/hexprog"
	_ "mecanoid/game/netzwerk"
	_ "mecanoid/game/skirmish"
	_ "mecanoid/game/tiles"
)

// The hex game's bundled duel: its game file and the photos of its table.
const (
	hexFrames = "../examples/hexprog/frames/duel"
	duelFile  = "../examples/hexprog/duel.json"
)

// The skirmish's bundled crossing: its game file and the photos of its
// table.
const (
	skirGame   = "../examples/skirmish/crossing.json"
	skirFrames = "../examples/skirmish/frames/crossing"
)

// Netzwerk's bundled photos of tables.
const netzFrames = "../examples/netzwerk/frames"

// simulateLEDs keeps the LED commands off the machine's pins and clock.
func simulateLEDs(t *testing.T) {
	t.Helper()
	open, sleep := gamedr2d.OpenPanel, gamedr2d.LEDSleep
	t.Cleanup(func() { gamedr2d.OpenPanel, gamedr2d.LEDSleep = open, sleep })
	gamedr2d.OpenPanel = func(m device.Map, o *device.PanelOpts) (*device.Panel, string, error) {
		return device.NewSimPanel(m, o), "no GPIO here: LEDs simulated (test)", nil
	}
	gamedr2d.LEDSleep = func(ctx context.Context, d time.Duration) error { return ctx.Err() }
}

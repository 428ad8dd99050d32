package cli

// The games the command line's own tests play (the README, exit
// statuses, the French of every command, old journals): each registers
// itself by being imported, as cmd/mecanoid's list does.
import (
	_ "mecanoid/game/hexprog"
	_ "mecanoid/game/netzwerk"
	_ "mecanoid/game/skirmish"
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

package main

// The games mecanoid plays: each registers itself (package game) by being
// imported. A new game is one more line here.
import (
	_ "mecanoid/game/dr2d"
	_ "mecanoid/game/hexprog"
	_ "mecanoid/game/netzwerk"
	_ "mecanoid/game/skirmish"
	_ "mecanoid/game/tiles"
)

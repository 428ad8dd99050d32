package print

import (
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// TestCatalog: every message package print prints is in the catalog, in
// French and English, and so is every word it takes from a table of
// another package (the cartridge sheet's groups and boxes, the phases of
// dr2d's events, the corner markers' names) or of its own.
func TestCatalog(t *testing.T) {
	uses, err := lang.Keys(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(uses) < 100 {
		t.Errorf("found %d keys in package print; the sheets say more", len(uses))
	}
	keys := map[string]string{}
	for _, u := range uses {
		keys[u.Key] = u.Pos
	}
	l := tag.CartridgeSheet()
	for _, b := range l.Boxes {
		keys[b.Label] = "tag.CartridgeSheet box"
		keys[b.Group.String()] = "tag.Group"
	}
	for k := 0; k < 4; k++ {
		keys[tag.Payload{Game: tag.DR2D, Kind: tag.Corner, ID: k}.Label()] = "tag.Payload.Label"
	}
	for _, ph := range []dr2d.Phase{dr2d.PhaseStart, dr2d.PhaseRobots, dr2d.PhaseConveyors, dr2d.PhasePushers,
		dr2d.PhaseLasers, dr2d.PhasePotholes, dr2d.PhaseDamage, dr2d.PhaseActuators, dr2d.PhaseTurntables,
		dr2d.PhasePresses, dr2d.PhaseRepair, dr2d.PhaseLaws, dr2d.PhaseLeave, dr2d.PhaseSleep} {
		keys[string(ph)] = "dr2d.Phase"
	}
	for _, list := range [][]string{phaseNames, cornerNames, tileNeeds, sectionNames, facingWords, sleepWords} {
		for _, k := range list {
			keys[k] = "print's own table"
		}
	}
	for k, pos := range keys {
		if !lang.Has(k) {
			t.Errorf("%s: %q is not in the catalog (print/messages.go)", pos, k)
		}
	}
	for _, p := range lang.Problems() {
		t.Error(p)
	}
}

package print

import (
	"mecanoid/game/dr2d/cartridge"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// TestCatalog: every message package print prints is in the catalog, in
// French and English, and so is every word it takes from another
// package: the cartridge sheet's groups and boxes, the phases of dr2d's
// events, the robots' sleep, the corner markers' names.
func TestCatalog(t *testing.T) {
	uses, err := lang.Keys(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(uses) < 100 {
		t.Errorf("found %d keys in package print; the sheets say more", len(uses))
	}
	for _, u := range uses {
		if !lang.Has(u.Key) {
			t.Errorf("%s: %q is not in the catalog (print/messages.go)", u.Pos, u.Key)
		}
	}
	for _, k := range append(append([]string{}, cornerNames...), sectionNames...) {
		if !lang.Has(k) {
			t.Errorf("%q is not in the catalog (print/messages.go)", k)
		}
	}
	// Lists of words said as one message (wordsOf): as many words in
	// French, and every word the other package has among them.
	l := cartridge.Sheet()
	var groups, boxes []string
	for _, b := range l.Boxes {
		boxes = append(boxes, b.Label)
		groups = append(groups, b.Group.String())
	}
	phases := []string{}
	for _, ph := range []dr2d.Phase{dr2d.PhaseStart, dr2d.PhaseRobots, dr2d.PhaseConveyors, dr2d.PhasePushers,
		dr2d.PhaseLasers, dr2d.PhasePotholes, dr2d.PhaseDamage, dr2d.PhaseActuators, dr2d.PhaseTurntables,
		dr2d.PhasePresses, dr2d.PhaseRepair, dr2d.PhaseLaws, dr2d.PhaseLeave, dr2d.PhaseSleep} {
		phases = append(phases, string(ph))
	}
	sleeps := []string{dr2d.Awake.String(), dr2d.Dozing.String(), dr2d.Asleep.String()}
	for _, list := range []struct {
		key   string
		words []string
	}{{sheetGroups, groups}, {sheetBoxes, boxes}, {phaseWords, phases}, {sleepWords, sleeps}} {
		en, fr := wordsOf(lang.EN.Printer(), list.key), wordsOf(lang.FR.Printer(), list.key)
		if n := len(strings.Split(list.key, "|")); len(en) != n || len(fr) != n || !lang.Has(list.key) {
			t.Errorf("%q: %d words, %d in English, %d in French", list.key, n, len(en), len(fr))
		}
		for _, w := range list.words {
			if en[w] != w || fr[w] == "" {
				t.Errorf("%q: %q is %q in English, %q in French", list.key, w, en[w], fr[w])
			}
		}
	}
	for k := 0; k < 4; k++ {
		if p := (tag.Payload{Game: tag.DR2D, Kind: tag.Corner, ID: k}).Label(); p != cornerNames[k] {
			t.Errorf("corner %d is %q, print names it %q", k, p, cornerNames[k])
		}
	}
	for _, p := range lang.Problems() {
		t.Error(p)
	}
}

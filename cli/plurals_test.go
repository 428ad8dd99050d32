package cli

import (
	"regexp"
	"testing"

	"mecanoid/internal/lang"
)

// pluralHedge is a plural written for both counts at once: "layout(s)",
// "battery(ies)", "hex(es)", « posée(s) ».
var pluralHedge = regexp.MustCompile(`\p{L}\((s|es|ies|e|x)\)`)

// TestPluralsAsWritten: no message of the catalog, in either language,
// hedges its plural; a word that follows a number is a lang.Plural with
// its forms for one and for more.
func TestPluralsAsWritten(t *testing.T) {
	for _, s := range lang.Said() {
		if pluralHedge.MatchString(s) {
			t.Errorf("%q: say the plural through the catalog (lang.Plural), not %q", s, pluralHedge.FindString(s))
		}
	}
}

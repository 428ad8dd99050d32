package vision

import (
	"strings"
	"testing"

	"mecanoid/calibration"
	"mecanoid/internal/lang"
)

// TestWarningsSaidInLanguage: what a scan warns of (a corner marker the
// board was placed without, none in view) is said in the reader's
// language, and its English kept in Warnings (the JSON, the journal).
func TestWarningsSaidInLanguage(t *testing.T) {
	st := &State{}
	st.warn(hiddenMarkers([]calibration.Marker{{Corner: 0}, {Corner: 1}, {Corner: 3}})...)
	if len(st.Warnings) != 1 || !strings.HasPrefix(st.Warnings[0], "corner marker SE not seen (hidden by a figurine?)") {
		t.Fatalf("warnings in English: %q", st.Warnings)
	}
	for _, c := range []struct {
		l    lang.Lang
		want string
	}{
		{lang.EN, "warning: corner marker SE not seen (hidden by a figurine?): the board was placed from the other corner markers\n"},
		{lang.FR, "attention : repère de coin SE pas vu (caché par une figurine ?) : le plateau a été placé d'après les autres repères de coin\n"},
	} {
		var b strings.Builder
		st.WriteText(&b, c.l.Printer())
		if b.String() != c.want {
			t.Errorf("%s: %q, want %q", c.l, b.String(), c.want)
		}
	}
}

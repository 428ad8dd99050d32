package printtest

import (
	"fmt"
	"strings"
	"testing"

	"mecanoid/print"
)

// QRRecord is how a print.Recorder writes the modules of payload p: a space
// and the row's bits in hexadecimal, dark 1, left first, for each row. It
// is written out here rather than asked of the Recorder, to check it: look
// for it in a record to find a code on a page.
func QRRecord(t testing.TB, p string) string {
	t.Helper()
	mods, err := print.QRModules(p)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, row := range mods {
		v, bits := 0, 0
		b.WriteString(" ")
		for _, dark := range row {
			v <<= 1
			if dark {
				v |= 1
			}
			if bits++; bits == 4 {
				fmt.Fprintf(&b, "%x", v)
				v, bits = 0, 0
			}
		}
		if bits > 0 {
			fmt.Fprintf(&b, "%x", v<<(4-bits))
		}
	}
	return b.String()
}

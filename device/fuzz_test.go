package device_test

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"mecanoid/device"
)

// FuzzParse: the LED map file. Any text is refused with a *MapError
// wrapping ErrSyntax or ErrDuplicate, in the file, on a line of it and at a
// column of that line (or the whole file: not text); or it reads as entries
// that, written one a line as docs/leds.md shows, read back the same, one
// pin and one LED a tile each. Seeds: the bundled maps.
func FuzzParse(f *testing.F) {
	for _, p := range []string{"../boards/factory.leds", "../boards/demo.leds"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("press [4, 7] P1_11 active-low active-high\nlaser [1,3]\tGPIO_GEN0"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := device.Parse("fuzz.leds", data)
		if err != nil {
			var me *device.MapError
			if !errors.As(err, &me) || !(errors.Is(err, device.ErrSyntax) || errors.Is(err, device.ErrDuplicate)) || me.File != "fuzz.leds" {
				t.Fatalf("error is no MapError in the file with a sentinel: %v", err)
			}
			lines := strings.Split(string(data), "\n")
			if me.Line < 0 || me.Line > len(lines) || me.Line == 0 && me.Col != 0 {
				t.Fatalf("error on line %d of %d: %v", me.Line, len(lines), err)
			}
			if me.Line > 0 && (me.Col < 0 || me.Col > len(lines[me.Line-1])+1) {
				t.Fatalf("error at column %d of a line of %d bytes: %v", me.Col, len(lines[me.Line-1]), err)
			}
			return
		}
		var text strings.Builder
		pins, tiles := map[string]bool{}, map[device.Tile]bool{}
		for _, e := range m.Entries {
			if pins[e.Pin] || tiles[e.Tile] || !e.Kind.Valid() || e.Line < 1 {
				t.Fatalf("entry %v (line %d) twice or invalid", e, e.Line)
			}
			pins[e.Pin], tiles[e.Tile] = true, true
			fmt.Fprintf(&text, "%s %s", e.Tile, e.Pin)
			if e.ActiveLow {
				text.WriteString(" active-low")
			}
			text.WriteString("\n")
		}
		again, err := device.Parse("again.leds", []byte(text.String()))
		if err != nil || len(again.Entries) != len(m.Entries) {
			t.Fatalf("entries written back do not read: %v\n%s", err, text.String())
		}
		for i, e := range again.Entries {
			e.Line = m.Entries[i].Line
			if e != m.Entries[i] {
				t.Fatalf("entry %v read back as %v", m.Entries[i], e)
			}
		}
	})
}

package dr2d_test

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"mecanoid/device"
	rules "mecanoid/engine/dr2d"
	"mecanoid/game/dr2d"
)

func factoryBoard(t testing.TB) *rules.Board {
	t.Helper()
	data, err := os.ReadFile("../../boards/factory.board")
	if err != nil {
		t.Fatal(err)
	}
	b, err := rules.ParseBoard("factory.board", data)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestFactoryMap: the bundled map gives every laser and press of the
// factory board an LED, each on its own pin.
func TestFactoryMap(t *testing.T) {
	data, err := os.ReadFile("../../boards/factory.leds")
	if err != nil {
		t.Fatal(err)
	}
	m, err := device.Parse("factory.leds", data)
	if err != nil {
		t.Fatal(err)
	}
	missing, err := dr2d.CheckLEDs(m, factoryBoard(t))
	if err != nil || len(missing) != 0 {
		t.Errorf("CheckLEDs = %v, %v; want every tile lit", missing, err)
	}
}

func TestCheckLEDs(t *testing.T) {
	b := factoryBoard(t)
	for _, tc := range []struct {
		data, want string
	}{
		{"laser [6,2] GPIO17\nlaser [6,3] GPIO27", `f.leds:2: laser [6,3]: Factory floor has no laser there (lasers: [6,2] [1,3] [12,10])`},
		{"press [6,2] GPIO17", `f.leds:1: press [6,2]: Factory floor has no press there (presses: [4,7])`},
		{"press [13,2] GPIO17", `f.leds:1: press [13,2]: Factory floor is 12x12`},
		{"laser [3,65] GPIO17", `f.leds:1: laser [3,65]: Factory floor is 12x12`},
	} {
		m, err := device.Parse("f.leds", []byte(tc.data))
		if err != nil {
			t.Fatal(err)
		}
		_, err = dr2d.CheckLEDs(m, b)
		if err == nil || err.Error() != tc.want || !errors.Is(err, device.ErrBoard) {
			t.Errorf("%q: CheckLEDs = %v, want %s", tc.data, err, tc.want)
		}
	}
	m, _ := device.Parse("f.leds", []byte("press [4,7] GPIO23\n"))
	missing, err := dr2d.CheckLEDs(m, b)
	want := []device.Tile{{Kind: device.Laser, Cell: device.Cell{X: 6, Y: 2}}, {Kind: device.Laser, Cell: device.Cell{X: 1, Y: 3}}, {Kind: device.Laser, Cell: device.Cell{X: 12, Y: 10}}}
	if err != nil || len(missing) != len(want) {
		t.Fatalf("CheckLEDs = %v, %v; want %v", missing, err, want)
	}
	for i := range want {
		if missing[i] != want[i] {
			t.Errorf("missing %v, want %v", missing, want)
			break
		}
	}
}

// TestBoardTiles: the tiles with a light, as an empty map leaves them all
// unlit: lasers' cells and presses of any layout, by cell, lasers first.
func TestBoardTiles(t *testing.T) {
	b, err := rules.ParseBoard("t", []byte("L> .  X\n.  X  .\nlayout 2\n.  .  .\nX  .  .\nlaser 3 1 S\nlaser 3 1 W\n"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := dr2d.CheckLEDs(device.Map{}, b)
	if err != nil {
		t.Fatal(err)
	}
	want := []device.Tile{{Kind: device.Laser, Cell: device.Cell{X: 1, Y: 1}}, {Kind: device.Laser, Cell: device.Cell{X: 3, Y: 1}}, {Kind: device.Press, Cell: device.Cell{X: 3, Y: 1}},
		{Kind: device.Press, Cell: device.Cell{X: 1, Y: 2}}, {Kind: device.Press, Cell: device.Cell{X: 2, Y: 2}}}
	if len(got) != len(want) {
		t.Fatalf("BoardTiles = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("BoardTiles = %v, want %v", got, want)
		}
	}
}

// FuzzCheckLEDs: any LED map that reads, checked against the factory
// board: an entry the board does not have is refused on that entry's line
// (device.ErrBoard); else the tiles left unlit are the board's others.
// Seeds: the bundled maps.
func FuzzCheckLEDs(f *testing.F) {
	for _, p := range []string{"../../boards/factory.leds", "../../boards/demo.leds"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	board := factoryBoard(f)
	tiles, err := dr2d.CheckLEDs(device.Map{}, board) // every tile with a light
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := device.Parse("fuzz.leds", data)
		if err != nil {
			return
		}
		missing, err := dr2d.CheckLEDs(m, board)
		if err != nil {
			var me *device.MapError
			if !errors.As(err, &me) || !errors.Is(err, device.ErrBoard) || me.Line < 1 {
				t.Fatalf("check: error is no MapError on a line wrapping ErrBoard: %v", err)
			}
			return
		}
		if len(missing)+len(m.Entries) != len(tiles) {
			t.Fatalf("%d entries, %d tiles missing; the board has %d", len(m.Entries), len(missing), len(tiles))
		}
	})
}

// A map file checked against its board: every laser and press of the
// factory floor has an LED.
func ExampleCheckLEDs() {
	data, err := os.ReadFile("../../boards/factory.leds")
	if err != nil {
		panic(err)
	}
	m, err := device.Parse("factory.leds", data)
	if err != nil {
		panic(err)
	}
	board, _ := os.ReadFile("../../boards/factory.board")
	b, _ := rules.ParseBoard("factory.board", board)
	missing, err := dr2d.CheckLEDs(m, b)
	fmt.Println("unlit:", missing, err)
	// Output:
	// unlit: [] <nil>
}

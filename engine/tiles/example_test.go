package tiles_test

import (
	"fmt"
	"strings"

	"mecanoid/engine/tiles"
)

// Aldo walks to the east edge of the camp; the tile beyond is drawn (the
// only one left, a d1) and its orientation rolled with a d4. Turned W, the
// wood's top row lies along its west side, J1 at the top: Aldo steps onto
// its fifth cell from the top, F1.
func ExampleApply() {
	grid := strings.Repeat("..........\n", 9) + ".........#\n"
	set, err := tiles.ParseSet("example.tiles", []byte(
		"tile Camp\nrealm Plaine\nkind camp\ngrid\n"+grid+
			"tile Wood\nrealm Bois\nkind forest\ngrid\n"+grid), nil)
	if err != nil {
		panic(err)
	}
	n := tiles.North
	s, _, err := tiles.NewWorld(tiles.Setup{Set: set, Seed: 1,
		Start:      []tiles.StartTile{{Tile: "Camp", Facing: &n}},
		Characters: []tiles.StartCharacter{{Name: "Aldo", Cell: "H5"}}})
	if err != nil {
		panic(err)
	}
	s, events, err := tiles.Apply(s, tiles.Input{Do: "move", Character: "Aldo", Dir: "E", Steps: 3})
	if err != nil {
		panic(err)
	}
	fmt.Print(tiles.EventsText(events))
	fmt.Println(s.CharacterLine(0))
	// Output:
	//   Aldo steps E: H5 at 0,0 → I5 at 0,0  [rule: movement]
	//   Aldo steps E: I5 at 0,0 → J5 at 0,0  [rule: movement]
	//   Aldo is on the E edge at J5: place 1,0 is to be filled  [rule: edge]
	//   draw for 1,0: d1 rolled 1 → Wood  [rule: draw]
	//   orientation of Wood: d4 rolled 4 → W  [rule: orientation]
	//   Wood is placed at 1,0, diamond W  [rule: draw]
	//   Aldo steps E: J5 at 0,0 → F1 at 1,0 (onto Wood)  [rule: movement]
	// 1 Aldo       F1  of Wood (1,0)
}

func ExampleOrient2d6() {
	for _, d := range [][2]int{{5, 4}, {6, 2}, {1, 3}, {2, 6}} {
		fmt.Printf("chance %d, misfortune %d: diamond %v\n", d[0], d[1], tiles.Orient2d6(d[0], d[1]))
	}
	// Output:
	// chance 5, misfortune 4: diamond N
	// chance 6, misfortune 2: diamond E
	// chance 1, misfortune 3: diamond S
	// chance 2, misfortune 6: diamond W
}

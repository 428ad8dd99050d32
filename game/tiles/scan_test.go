package tiles

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/cli/clitest"
	rules "mecanoid/engine/tiles"
	"mecanoid/vision"
	"reflect"
)

// TestScanCommand: `tiles scan` says the tiles and characters a photo
// shows, in English and in French, or as JSON; a photo with a character
// on a cell no one may stand on is a photo to take again (exit 3), the
// character and the cell named; a bad area is a usage error (exit 2).
func TestScanCommand(t *testing.T) {
	set := valdor(t)
	a := valdorArea(t)
	dir := t.TempDir()
	inn := rules.Placed{At: rules.Pos{X: 0, Y: 0}, Tile: 0, Copy: 1, Facing: rules.North}
	forest := rules.Placed{At: rules.Pos{X: -1, Y: 1}, Tile: 2, Copy: 2, Facing: rules.West}
	good := photo(t, set, a, table{tiles: []rules.Placed{inn, forest},
		chars: []rules.Character{{Name: "Aldo", At: inn.At, Cell: rules.Cell{Col: 5, Row: 5}}, {Name: "Béa", At: forest.At, Cell: rules.Cell{Col: 1, Row: 1}}}}, nil)
	bad := photo(t, set, a, table{tiles: []rules.Placed{inn},
		chars: []rules.Character{{Name: "Aldo", At: inn.At, Cell: rules.Cell{Col: 2, Row: 2}}, {Name: "Béa", At: inn.At, Cell: rules.Cell{Col: 1, Row: 1}}}}, nil)
	goodFile, badFile := filepath.Join(dir, "good.jpg"), filepath.Join(dir, "bad.jpg")
	for f, data := range map[string][]byte{goodFile: good.JPEG, badFile: bad.JPEG} {
		if err := os.WriteFile(f, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	setFile := filepath.Join("..", "..", "worlds", "valdor.tiles")
	args := func(photo string, more ...string) []string {
		return append([]string{"tiles", "scan", photo, "--set", setFile, "--chars", "Aldo,Béa", "--area", "3x2", "--origin", "-1,0"}, more...)
	}
	code, out, stderr := clitest.Run(args(goodFile)...)
	if code != 0 {
		t.Fatalf("exit %d: %s%s", code, out, stderr)
	}
	clitest.WantOutput(t, out, "tile Auberge du Gué", "at 0,0", "diamond N", "tile Forêt #2", "at -1,1", "diamond W", "Aldo       on E5 at 0,0", "Béa        on A1 at -1,1")
	code, out, stderr = clitest.Run(args(goodFile, "--lang", "fr")...)
	if code != 0 {
		t.Fatalf("exit %d: %s%s", code, out, stderr)
	}
	clitest.WantOutput(t, out, "tuile Auberge du Gué", "en 0,0", "losange O", "Aldo       sur E5 en 0,0")
	code, out, _ = clitest.Run(args(goodFile, "--json")...)
	var js seenJSON
	if err := json.Unmarshal([]byte(out), &js); code != 0 || err != nil {
		t.Fatalf("exit %d, %v: %s", code, err, out)
	}
	if len(js.Tiles) != 2 || js.Tiles[1] != (seenTileJSON{Tile: "Forêt", Copy: 2, At: forest.At, Facing: "W"}) || len(js.Characters) != 2 || js.Characters[1].Cell != "A1" {
		t.Errorf("JSON %+v", js)
	}

	code, out, stderr = clitest.Run(args(badFile)...)
	if code != 3 || out != "" || !strings.Contains(stderr, "Aldo at B2 of Auberge du Gué at 0,0: stands on a cell no one may stand on") {
		t.Errorf("exit %d, out %q, stderr %q", code, out, stderr)
	}
	code, _, stderr = clitest.Run(args(badFile, "--lang", "fr")...)
	if code != 3 || !strings.Contains(stderr, "reprenez la photo") || !strings.Contains(stderr, "Aldo en B2 de Auberge du Gué en 0,0 : est sur une case où nul ne peut se tenir") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	code, out, _ = clitest.Run(args(badFile, "--json")...)
	if code != 3 || !strings.Contains(out, `"problems"`) || !strings.Contains(out, `"tiles": []`) {
		t.Errorf("exit %d, JSON %s", code, out)
	}
	for _, c := range [][]string{
		{"tiles", "scan", goodFile, "--set", setFile, "--area", "0x2"},
		{"tiles", "scan", "--set", setFile},
		{"tiles", "scan", goodFile, "--set", setFile, "--origin", "x"},
	} {
		if code, _, stderr := clitest.Run(c...); code != 2 || stderr == "" {
			t.Errorf("%v: exit %d, %q", c, code, stderr)
		}
	}
}

// TestPhotoThenScan: tiles photo lays the bundled world's tiles within a
// 2 x 2 play area on a generated table, and tiles scan reads back those
// tiles and the characters on them, from the same world file; a photo
// of no world, of no kind, of no size is a usage error.
func TestPhotoThenScan(t *testing.T) {
	dir := t.TempDir()
	world := filepath.Join("..", "..", "worlds", "valdor.json")
	jpg := filepath.Join(dir, "table.jpg")
	area := []string{"--world", world, "--area", "2x2", "--origin", "0,-1"}
	code, out, stderr := clitest.Run(append([]string{"tiles", "photo", "-o", jpg}, area...)...)
	if code != 0 {
		t.Fatalf("photo: exit %d: %s%s", code, out, stderr)
	}
	clitest.WantOutput(t, out, "3 tiles and 2 figurines on a play area of 2 x 2 places (360 x 360 mm) from place 0,-1")
	code, out, stderr = clitest.Run(append([]string{"tiles", "scan", jpg}, area...)...)
	if code != 0 {
		t.Fatalf("scan: exit %d: %s%s", code, out, stderr)
	}
	clitest.WantOutput(t, out, "tile Colline #1", "at 0,-1", "tile Auberge du Gué", "tile Pont de Pierre", "diamond E", "Aldo       on D1 at 1,0", "Béa        on A1 at 0,-1")
	for _, c := range [][]string{
		{"tiles", "photo", "--set", "../../worlds/valdor.tiles"},
		{"tiles", "photo", "--world", world, "--category", "sunny"},
		{"tiles", "photo", "--world", world, "--size", "10x10"},
	} {
		if code, _, stderr := clitest.Run(c...); code != 2 || stderr == "" {
			t.Errorf("%v: exit %d, %q", c, code, stderr)
		}
	}
}

// TestHandOverATile: a hand laying a tile hides the tag of a tile the
// world has on the table; scanned with the world, the photo is to be
// taken again, the tile named as not seen, never a world without it.
func TestHandOverATile(t *testing.T) {
	set := valdor(t)
	a := valdorArea(t)
	inn := rules.Placed{At: rules.Pos{X: 0, Y: 0}, Tile: 0, Copy: 1, Facing: rules.North}
	bridge := rules.Placed{At: rules.Pos{X: 1, Y: 0}, Tile: 1, Copy: 1, Facing: rules.East}
	world := &rules.State{Set: set, Tiles: []rules.Placed{inn, bridge}}
	// From seed 15, the first whose hand hides the bridge's tag (the
	// photos before it cost a second each).
	for seed := uint64(15); seed <= 45; seed++ {
		ph := photo(t, set, a, table{tiles: world.Tiles}, func(o *PhotoOptions) { o.Hand, o.Seed = true, seed })
		if !ph.Truth.Pieces[1].Unreadable() {
			continue // the hand missed the bridge's tag
		}
		sc := a.Scanner(0)
		a.Expecting(sc, world)
		st, err := sc.Scan(ph.Image)
		if st == nil {
			t.Fatal(err)
		}
		seen, ps := a.ReadScan(set, st, err)
		if !reflect.DeepEqual(seen, Seen{}) || !containsText(sayAll(ps), "tile 2: not seen") {
			t.Errorf("seed %d: seen %+v, problems %v", seed, seen, ps)
		}
		return
	}
	t.Fatal("no hand over the bridge's tag in 30 photos")
}

func sayAll(ps []vision.Problem) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.String())
	}
	return out
}

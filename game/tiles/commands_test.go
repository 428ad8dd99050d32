package tiles

import (
	"encoding/json"
	"mecanoid/cli/clitest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	rules "mecanoid/engine/tiles"
)

func tilesState(t *testing.T, journal string) rules.StateJSON {
	t.Helper()
	code, out, stderr := clitest.Run("tiles", "show", "--json", "--journal", journal)
	if code != 0 {
		t.Fatalf("show: exit %d: %s", code, stderr)
	}
	var s rules.StateJSON
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	return s
}

var pdfPages = regexp.MustCompile(`/Type /Page\b`)

// Two characters walk about the bundled tiles: each time one reaches a
// tile's border, the place beyond is filled (drawn, designated, or left
// empty); the world grows in the journal command after command, and is
// printed at the end.
func TestTilesGrowTheWorld(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "t.journal")
	code, out, stderr := clitest.Run("tiles", "new", "--set", "../../worlds/valdor.tiles", "--seed", "11",
		"--start", "Auberge du Gué", "--facing", "N", "--char", "Aldo@E5", "--char", "Béa@F6", "--journal", j, "--name", "valdor")
	if code != 0 {
		t.Fatalf("new: exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "World valdor in "+j+": seed 11, orientation by d4, 12 tiles") {
		t.Fatalf("new said:\n%s", out)
	}
	placed := 1
	moves := [][]string{{"Aldo", "E", "5"}, {"Béa", "S", "4"}, {"Aldo", "N", "5"}, {"Béa", "W", "6"}, {"Aldo", "E", "8"},
		{"Béa", "S", "8"}, {"Aldo", "S", "9"}, {"Béa", "W", "9"}, {"Aldo", "N", "9"}, {"Béa", "N", "9"}, {"Aldo", "W", "9"}, {"Béa", "E", "9"}}
	edges := 0
	for round := 0; round < 4; round++ {
		for _, m := range moves {
			code, out, stderr := clitest.Run(append([]string{"tiles", "move", "--journal", j}, m...)...)
			if code == 2 {
				if !strings.Contains(stderr, "cannot go") && !strings.Contains(stderr, "refused") {
					t.Fatalf("move %v: %s", m, stderr)
				}
				continue
			}
			if code != 0 {
				t.Fatalf("move %v: exit %d: %s", m, code, stderr)
			}
			n := strings.Count(out, " is placed at ")
			// Every tile placed follows a character on a border.
			if n > 0 && !strings.Contains(out, "edge at") {
				t.Fatalf("tile placed with no one on a border:\n%s", out)
			}
			edges += strings.Count(out, "edge at")
			placed += n
			if got := len(tilesState(t, j).Tiles); got != placed {
				t.Fatalf("after %v: %d tiles in the journal, %d placed by the events", m, got, placed)
			}
		}
	}
	if placed < 5 || edges < 4 {
		t.Fatalf("the world did not grow: %d tiles, %d edges reached", placed, edges)
	}
	final := tilesState(t, j)

	// The log tells it all again, with its rules.
	_, log, _ := clitest.Run("tiles", "log", "--journal", j)
	if strings.Count(log, " is placed at ") != placed || !strings.Contains(log, "[rule: edge]") {
		t.Errorf("log:\n%s", log)
	}
	// Exported, the world replays to the same world with mecanoid resolve.
	exported := filepath.Join(dir, "world.json")
	if code, _, stderr := clitest.Run("tiles", "export", "-o", exported, "--journal", j); code != 0 {
		t.Fatal(stderr)
	}
	code, out, stderr = clitest.Run("resolve", "--json", exported)
	if code != 0 {
		t.Fatalf("resolve: %s", stderr)
	}
	var res struct {
		Steps []struct {
			State rules.StateJSON `json:"state"`
		} `json:"steps"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(res.Steps[len(res.Steps)-1].State)
	b, _ := json.Marshal(final)
	if string(a) != string(b) {
		t.Fatalf("resolve of the export:\n%s\njournal:\n%s", a, b)
	}

	// Printed: the layout sheet, then each placed tile on its sheet, then
	// the characters' figurine tags.
	pdf := filepath.Join(dir, "world.pdf")
	code, out, stderr = clitest.Run("tiles", "print", "-o", pdf, "--journal", j)
	if code != 0 {
		t.Fatalf("print: %s", stderr)
	}
	data, err := os.ReadFile(pdf)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(pdfPages.FindAll(data, -1)); n != 1+placed+1 {
		t.Errorf("%d pages, want 1 layout + %d tiles + 1 of figurine tags (%s)", n, placed, out)
	}
}

// A game interrupted: the journal keeps the world; a save is a copy to
// come back to; load makes it current again.
func TestTilesSaveLoad(t *testing.T) {
	j := filepath.Join(t.TempDir(), "t.journal")
	if code, _, stderr := clitest.Run("tiles", "new", "../../worlds/valdor.json", "--journal", j, "--name", "valdor"); code != 0 {
		t.Fatal(stderr)
	}
	before := tilesState(t, j)
	if before.Step != 8 || len(before.Tiles) != 7 {
		t.Fatalf("imported world at step %d with %d tiles", before.Step, len(before.Tiles))
	}
	if code, out, stderr := clitest.Run("tiles", "save", "before the ford", "--journal", j); code != 0 || !strings.Contains(out, "as before the ford (8 steps)") {
		t.Fatalf("save: %s %s", out, stderr)
	}
	if code, _, stderr := clitest.Run("tiles", "reveal", "4,4", "--journal", j); code != 0 {
		t.Fatal(stderr)
	}
	if s := tilesState(t, j); s.Step != 9 {
		t.Fatalf("current world at step %d", s.Step)
	}
	// A place with a negative first number is a place, not a flag.
	if code, out, stderr := clitest.Run("tiles", "reveal", "-3,1", "--journal", j); code != 0 || !strings.Contains(out, "divination at -3,1") {
		t.Fatalf("reveal -3,1: exit %d %s%s", code, out, stderr)
	}
	if s := tilesState(t, j); s.Step != 10 {
		t.Fatalf("current world at step %d", s.Step)
	}
	code, out, _ := clitest.Run("tiles", "worlds", "--journal", j)
	if code != 0 || !regexp.MustCompile(`valdor\s.*\s10\s+current`).MatchString(out) {
		t.Fatalf("worlds:\n%s", out)
	}
	if code, _, stderr := clitest.Run("tiles", "load", "before the ford", "--journal", j); code != 0 {
		t.Fatal(stderr)
	}
	after := tilesState(t, j)
	a, _ := json.Marshal(before)
	b, _ := json.Marshal(after)
	if string(a) != string(b) {
		t.Fatalf("loaded save differs:\n%s\n%s", a, b)
	}
	// The characters' cells, as the players read them on the tiles.
	_, show, _ := clitest.Run("tiles", "show", "--journal", j)
	if !strings.Contains(show, "1 Aldo       D1  of Pont de Pierre (1,0)") || !strings.Contains(show, "2 Béa        A1  of Colline #1 (0,-1)") {
		t.Fatalf("show:\n%s", show)
	}
	// A place with a minus sign is a place, not a flag.
	if code, out, stderr := clitest.Run("tiles", "plan", "Aldo", "-2,-1", "Fort Noir", "E", "--journal", j); code != 0 || !strings.Contains(out, "Fort Noir at -2,-1, diamond E") {
		t.Fatalf("plan: %s %s", out, stderr)
	}
}

func TestTilesBadInput(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "t.journal")
	bad := filepath.Join(dir, "bad.tiles")
	os.WriteFile(bad, []byte("tile X\nrealm R\ngrid\n"+strings.Repeat("..........\n", 10)), 0o644)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"tiles", "show", "--journal", j}, "no journal"},
		{[]string{"tiles", "new", "--set", bad, "--char", "A", "--journal", j}, "bad.tiles:13:10: J10 is never walkable"},
		{[]string{"tiles", "new", "--journal", j}, "give a world file or --set FILE"},
		{[]string{"tiles", "new", "--set", "../../worlds/valdor.tiles", "--journal", j}, "--char NAME"},
		{[]string{"tiles", "new", "--set", "../../worlds/valdor.tiles", "--char", "A@K1", "--journal", j}, "cell \"K1\""},
		{[]string{"tiles", "fly"}, "unknown tiles command"},
	}
	for _, c := range cases {
		code, _, stderr := clitest.Run(c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, stderr, c.want)
		}
	}
	if code, _, stderr := clitest.Run("tiles", "new", "--set", "../../worlds/valdor.tiles", "--seed", "3", "--char", "Aldo", "--journal", j); code != 0 {
		t.Fatal(stderr)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"tiles", "move", "Zed", "N"}, "no character \"Zed\" (the characters: Aldo)"},
		{[]string{"tiles", "move", "Aldo", "K4"}, "cell \"K4\""},
		{[]string{"tiles", "move", "Aldo", "N", "x"}, "steps \"x\""},
		{[]string{"tiles", "reveal", "0,0"}, "already has a tile"},
		{[]string{"tiles", "reveal", "a,b"}, "write x,y"},
		{[]string{"tiles", "hiatus", "3,3", "failed"}, "no Hiatus waits at 3,3"},
		{[]string{"tiles", "plan", "Aldo", "1,1", "Nowhere"}, "no tile \"Nowhere\""},
		{[]string{"tiles", "load", "nothing"}, "no tile world \"nothing\""},
	} {
		code, _, stderr := clitest.Run(append(c.args, "--journal", j)...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, stderr, c.want)
		}
	}
	if s := tilesState(t, j); s.Step != 0 {
		t.Errorf("refused commands were recorded: step %d", s.Step)
	}
}

func TestTilesPrintSet(t *testing.T) {
	pdf := filepath.Join(t.TempDir(), "set.pdf")
	code, out, stderr := clitest.Run("tiles", "print", "--set", "../../worlds/valdor.tiles", "-o", pdf)
	if code != 0 || !strings.Contains(out, "12 tile prints") {
		t.Fatalf("exit %d: %s %s", code, out, stderr)
	}
	data, _ := os.ReadFile(pdf)
	if n := len(pdfPages.FindAll(data, -1)); n != 12 {
		t.Errorf("%d pages, want 12 (one per print)", n)
	}
	if code, _, stderr := clitest.Run("tiles", "print", "--set", "../../worlds/valdor.tiles", "--cell", "3", "-o", pdf); code != 2 || !strings.Contains(stderr, "cells of 3 mm") {
		t.Errorf("tiny cells: %d %s", code, stderr)
	}
}

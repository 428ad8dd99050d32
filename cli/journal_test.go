package cli

import (
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/journal"
)

const demoGame = "../examples/factory-demo.json"

// makeJournal writes a journal with the demo game played and over
// ("demo", ID 1) and a game not started ("second", ID 2).
func makeJournal(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "test.journal")
	j, err := journal.OpenJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	data, err := os.ReadFile(demoGame)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := gamedr2d.SetupFromFile(demoGame, data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	g, err := dr2d.ParseGame(demoGame, data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	states, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	info, err := gamedr2d.KeepGame(j, "demo", setup)
	if err != nil {
		t.Fatal(err)
	}
	for i, progs := range g.Turns {
		if err := gamedr2d.CompleteTurn(j, info.ID, i+1, dr2d.TurnToJSON(progs), states[i+1].JSON()); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.SetKeptOver(info.ID, "Rouge"); err != nil {
		t.Fatal(err)
	}
	if _, err := gamedr2d.KeepGame(j, "second", setup); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestGames(t *testing.T) {
	path := makeJournal(t)
	t.Setenv("MECANOID_JOURNAL", path)
	code, out, stderr := runCLI("games")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("want a header and 2 games:\n%s", out)
	}
	for i, want := range [][]string{{"ID", "NAME", "CREATED", "TURNS", "STATE"}, {"1", "demo", "2", "over: Rouge"}, {"2", "second", "0", "in play"}} {
		for _, w := range want {
			if !strings.Contains(lines[i], w) {
				t.Errorf("line %q lacks %q", lines[i], w)
			}
		}
	}
	empty := filepath.Join(t.TempDir(), "empty.journal")
	j, err := journal.OpenJournal(empty)
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	if code, out, _ := runCLI("games", "--journal", empty); code != 0 || !strings.Contains(out, "no games in") {
		t.Errorf("empty journal: exit %d, %q", code, out)
	}
}

// TestReplayIsResolve: a stored game replays exactly as resolve plays its game file.
func TestReplayIsResolve(t *testing.T) {
	path := makeJournal(t)
	for _, mode := range [][]string{nil, {"--diagrams"}} {
		_, want, _ := runCLI(append([]string{"resolve", demoGame}, mode...)...)
		for _, game := range []string{"demo", "1"} {
			code, out, stderr := runCLI(append([]string{"replay", game, "--journal", path}, mode...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			header, rest, _ := strings.Cut(out, "\n")
			if !strings.HasPrefix(header, "Game demo ("+path+")") || !strings.HasSuffix(header, "over: Rouge") {
				t.Errorf("header %q", header)
			}
			if rest != want {
				t.Errorf("replay %s %v differs from resolve:\n%s\n---\n%s", game, mode, rest, want)
			}
		}
	}
	_, want, _ := runCLI("resolve", "--json", demoGame)
	code, out, stderr := runCLI("replay", "--json", "--journal="+path, "demo")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if a, b := withoutGame(t, out), withoutGame(t, want); !reflect.DeepEqual(a, b) {
		t.Error("replay --json differs from resolve --json")
	}
}

// withoutGame is resolve's JSON output without its "game" field.
func withoutGame(t *testing.T, out string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	delete(m, "game")
	return m
}

// TestExport: the exported game file is laid out like the bundled ones,
// and resolve plays it to the demo's states.
func TestExport(t *testing.T) {
	path := makeJournal(t)
	file := filepath.Join(t.TempDir(), "demo.json")
	code, out, stderr := runCLI("export", "demo", "--journal", path, "-o", file)
	if code != 0 || out != "" {
		t.Fatalf("exit %d: %s%s", code, stderr, out)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if _, again, _ := runCLI("export", "1", "--journal", path); again != string(data) {
		t.Error("export to stdout differs from export to a file")
	}
	for _, want := range []string{
		"{\n  \"board_lines\": [\n    \"",
		"\n  \"robots\": [\n    {\"id\": 1, \"name\": \"Rouge\", \"cell\": [1, 4], \"facing\": \"S\"},\n",
		"\n    {\"id\": 4, \"name\": \"Jaune\", \"cell\": [6, 6], \"facing\": \"N\", \"pc\": 3, \"laws\": [2]}\n  ],\n",
		"\n  \"turns\": [\n    {\"cartridges\": [\n      {\"robot\": 1, \"moves\": [\"F\", \"F\", \"LF\", \"-\", \"-\"]},\n",
		"{\"robot\": 3, \"moves\": [\"RF\", \"F\", \"F\", \"B\", \"-\"], \"sleep_before\": 4},",
		"\n    ]}\n  ]\n}\n",
	} {
		if !strings.Contains(string(data), want) {
			t.Errorf("export lacks %q:\n%s", want, data)
		}
	}
	if strings.Contains(string(data), `\u00`) {
		t.Error("board characters escaped")
	}
	_, want, _ := runCLI("resolve", "--json", demoGame)
	code, got, stderr := runCLI("resolve", "--json", file)
	if code != 0 {
		t.Fatalf("resolve of the export: exit %d: %s", code, stderr)
	}
	if !reflect.DeepEqual(withoutGame(t, got), withoutGame(t, want)) {
		t.Error("the export resolves differently from the game it came from")
	}
	// A game not started exports as its setup, and resolves.
	code, out, stderr = runCLI("export", "second", "--journal", path)
	if code != 0 || strings.Contains(out, "turns") {
		t.Fatalf("exit %d: %s\n%s", code, stderr, out)
	}
	if _, err := dr2d.ParseGame("second", []byte(out), nil); err != nil {
		t.Error(err)
	}
}

func TestJournalCommandsBad(t *testing.T) {
	path := makeJournal(t)
	dir := t.TempDir()
	notJournal := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notJournal, []byte("not a journal\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A journal whose stored result the engine does not reach.
	tampered := makeJournal(t)
	db, err := sql.Open("sqlite", tampered)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE steps SET result = replace(result, '"layout":2', '"layout":1') WHERE step = 1`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	missing := filepath.Join(dir, "missing.journal")
	tests := []struct {
		args []string
		says string
	}{
		{[]string{"games", "extra", "--journal", path}, "no arguments"},
		{[]string{"games", "--bogus"}, "bogus"},
		{[]string{"replay", "--journal", path}, "want one game"},
		{[]string{"replay", "", "--journal", path}, "want one game"},
		{[]string{"export", "a", "b", "--journal", path}, "want one game"},
		{[]string{"replay", "nosuch", "--journal", path}, `no game "nosuch"; the journal holds: 1 demo, 2 second`},
		{[]string{"export", "7", "--journal", path}, `no game "7"; the journal holds: 1 demo, 2 second`},
		{[]string{"replay", "demo", "--journal", missing}, "no journal " + missing},
		{[]string{"games", "--journal", missing}, "no journal " + missing},
		{[]string{"export", "demo", "--journal", notJournal}, notJournal + ": not a mecanoid journal"},
		{[]string{"games", "--journal", notJournal}, notJournal + ": not a mecanoid journal"},
		{[]string{"games", "--journal", dir}, dir},
		{[]string{"replay", "demo", "--journal", tampered}, "journal and engine disagree at turn 1: layout"},
	}
	for _, tt := range tests {
		code, out, stderr := runCLI(tt.args...)
		if code != 2 || out != "" || !strings.Contains(stderr, tt.says) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 saying %q", tt.args, code, out, stderr, tt.says)
		}
	}
	if _, err := os.Stat(missing); err == nil {
		t.Error("reading a missing journal created it")
	}
}

package journal

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"mecanoid/vision"
)

func TestKeptJournal(t *testing.T) {
	j, err := OpenJournal(filepath.Join(t.TempDir(), "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	j.now = func() time.Time { return time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) }
	setup := map[string]any{"game": "hexprog", "rounds": []any{}}
	a, err := j.NewKept("hexprog", "", setup)
	if err != nil {
		t.Fatal(err)
	}
	b, err := j.NewKept("hexprog", "", setup)
	if err != nil {
		t.Fatal(err)
	}
	c, err := j.NewKept("skirmish", "", setup)
	if err != nil {
		t.Fatal(err)
	}
	if a.Name != "hexprog-2026-11-23-1" || b.Name != "hexprog-2026-11-23-2" || c.Name != "skirmish-2026-11-23-1" {
		t.Errorf("names %q %q %q", a.Name, b.Name, c.Name)
	}
	if _, err := j.NewKept("hexprog", a.Name, setup); !errors.Is(err, ErrGameName) {
		t.Errorf("taken name: %v", err)
	}
	if _, err := j.NewKept("skirmish", "42", setup); !errors.Is(err, ErrGameName) {
		t.Errorf("a number for a name: %v", err)
	}
	if _, err := j.NewKept("", "x", setup); !errors.Is(err, ErrBadRecord) {
		t.Errorf("no kind: %v", err)
	}

	rec := j.KeptRecorder(a.ID)
	for step := 1; step <= 3; step++ {
		if err := rec.RecordStep(step, "", []string{fmt.Sprintf("R1 %d", step)}, map[string]int{"round": step}); err != nil {
			t.Fatal(err)
		}
	}
	bad := []struct {
		name string
		game int64
		step int
		want error
	}{
		{"repeated", a.ID, 3, ErrTurnOrder},
		{"skipped", a.ID, 5, ErrTurnOrder},
		{"first of another game", c.ID, 2, ErrTurnOrder},
		{"no such game", 99, 1, ErrUnknownGame},
	}
	for _, tc := range bad {
		if err := j.AddKeptStep(tc.game, tc.step, "", "x", 1); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	if err := j.AddKeptStep(a.ID, 4, "", "x", nil); !errors.Is(err, ErrBadRecord) {
		t.Errorf("no result: %v", err)
	}
	st := &vision.State{Markers: 4}
	if err := rec.RecordScan(0, "start", st, nil); err != nil {
		t.Fatal(err)
	}
	if err := rec.RecordScan(2, "round", nil, []string{"robot 3: straddles"}); err != nil {
		t.Fatal(err)
	}
	if err := rec.RecordScan(2, "", nil, nil); !errors.Is(err, ErrBadRecord) {
		t.Errorf("scan without a kind: %v", err)
	}
	if err := j.KeptLog(a.ID, Entry{Seq: 1, Kind: "step", Step: 1, Data: "robot 1 moves"}, Entry{Seq: 2, Kind: "over", Step: 3, Data: "Violet wins"}); err != nil {
		t.Fatal(err)
	}
	if err := j.SetKeptOver(a.ID, "Violet"); err != nil {
		t.Fatal(err)
	}
	if err := j.SetKeptOver(a.ID, "Violet"); !errors.Is(err, ErrGameOver) {
		t.Errorf("over twice: %v", err)
	}
	if err := rec.RecordStep(4, "", "x", 1); !errors.Is(err, ErrGameOver) {
		t.Errorf("step after the end: %v", err)
	}

	// Read back after closing and opening again: nothing lost.
	j.Close()
	j, err = OpenJournal(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	g, err := j.Kept(a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if g.Kind != "hexprog" || !g.Info.Over || g.Info.Winner != "Violet" || g.Info.Turns != 3 || len(g.Steps) != 3 || g.First != 1 {
		t.Fatalf("kept game: %+v", g)
	}
	var in []string
	if err := json.Unmarshal(g.Steps[1].Input, &in); err != nil || !reflect.DeepEqual(in, []string{"R1 2"}) || string(g.Steps[2].Result) != `{"round":3}` {
		t.Errorf("step 2: %s %s", g.Steps[1].Input, g.Steps[2].Result)
	}
	if string(g.Setup) != `{"game":"hexprog","rounds":[]}` {
		t.Errorf("setup %s", g.Setup)
	}
	scans, err := j.KeptScans(a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(scans) != 2 || scans[0].What != "start" || scans[0].Seen == nil || scans[1].Seen != nil || scans[1].Problems[0] != "robot 3: straddles" {
		t.Errorf("scans %+v", scans)
	}
	var logged int
	j.db.QueryRow("SELECT count(*) FROM log WHERE game = ?", a.ID).Scan(&logged)
	if logged != 2 {
		t.Errorf("%d updates logged", logged)
	}
	if got, err := j.FindKept("hexprog", a.Name); err != nil || got.ID != a.ID {
		t.Errorf("find by name: %v %v", got, err)
	}
	if got, err := j.FindKept("hexprog", fmt.Sprint(b.ID)); err != nil || got.ID != b.ID {
		t.Errorf("find by number: %v %v", got, err)
	}
	if _, err := j.FindKept("skirmish", a.Name); !errors.Is(err, ErrUnknownGame) {
		t.Errorf("a hex game found as a skirmish: %v", err)
	}
	if games, _ := j.KeptGames("hexprog"); len(games) != 2 || games[0].Turns != 3 {
		t.Errorf("games %+v", games)
	}
}

func TestKeptFrom(t *testing.T) {
	j, err := OpenJournal(filepath.Join(t.TempDir(), "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	g, err := j.NewKeptFrom("netzwerk", "later", map[string]int{"turn": 8}, 9)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.AddKeptStep(g.ID, 1, "player 1", "x", 1); !errors.Is(err, ErrTurnOrder) || !strings.Contains(err.Error(), "the next is 9") {
		t.Errorf("step 1 of a game taken up at 9: %v", err)
	}
	if err := j.AddKeptStep(g.ID, 9, "player 1", "x", 1); err != nil {
		t.Error(err)
	}
}

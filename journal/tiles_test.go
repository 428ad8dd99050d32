package journal_test

import (
	"encoding/json"
	"errors"
	gametiles "mecanoid/game/tiles"
	"mecanoid/journal"
	"os"
	"path/filepath"
	"testing"

	"mecanoid/engine/tiles"
)

func bundledWorld(t *testing.T) *tiles.World {
	t.Helper()
	data, err := os.ReadFile("../worlds/valdor.json")
	if err != nil {
		t.Fatal(err)
	}
	w, err := tiles.ParseWorld("../worlds/valdor.json", data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// A world played step by step into the journal, the journal closed and
// opened again: the world resumes where it was, generator included, and
// goes on drawing what it would have drawn without the interruption.
func TestTilesJournalRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j.journal")
	j, err := journal.OpenJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	w := bundledWorld(t)
	setup := w.File
	setup.Inputs = nil
	info, err := gametiles.NewWorld(j, "", setup)
	if err != nil {
		t.Fatal(err)
	}
	states, _, err := w.Replay()
	if err != nil {
		t.Fatal(err)
	}
	half := len(w.Inputs) / 2
	for i, in := range w.Inputs[:half] {
		if err := gametiles.AddStep(j, info.ID, i+1, in, states[i+1].JSON()); err != nil {
			t.Fatal(err)
		}
	}
	if err := gametiles.AddStep(j, info.ID, half+2, w.Inputs[half], states[half+1].JSON()); !errors.Is(err, journal.ErrBadRecord) {
		t.Fatalf("result of another step: %v", err)
	}
	next := states[half+1].JSON()
	next.Step = half + 2
	if err := gametiles.AddStep(j, info.ID, half+2, w.Inputs[half], next); !errors.Is(err, journal.ErrTurnOrder) {
		t.Fatalf("a step skipped: %v", err)
	}
	j.Close()

	j, err = journal.OpenJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	r, err := gametiles.ResumeWorld(j, "")
	if err != nil {
		t.Fatal(err)
	}
	if r.Info.Name != info.Name || r.Info.Steps != half {
		t.Fatalf("resumed %+v", r.Info)
	}
	s := r.Last()
	for i, in := range w.Inputs[half:] {
		s, _, err = tiles.Apply(s, in)
		if err != nil {
			t.Fatal(err)
		}
		if err := gametiles.AddStep(j, info.ID, half+i+1, in, s.JSON()); err != nil {
			t.Fatal(err)
		}
	}
	a, _ := json.Marshal(s.JSON())
	b, _ := json.Marshal(states[len(states)-1].JSON())
	if string(a) != string(b) {
		t.Fatalf("resumed world differs from the world played at once:\n%s\n%s", a, b)
	}
	// Characters' cells are in the journal as the players read them.
	wf, err := gametiles.WorldFile(j, info.ID)
	if err != nil || len(wf.Inputs) != len(w.Inputs) {
		t.Fatalf("world file: %d inputs, %v", len(wf.Inputs), err)
	}

	// A save under a name; playing on does not touch it; loading it
	// makes it current again.
	saved, err := gametiles.CopyWorld(j, info.ID, "before the fort")
	if err != nil || saved.Steps != len(w.Inputs) {
		t.Fatalf("copy: %+v %v", saved, err)
	}
	if cur, _ := gametiles.FindWorld(j, ""); cur.ID != info.ID {
		t.Fatalf("current after a save: %+v", cur)
	}
	s2, _, err := tiles.Apply(s, tiles.Input{Do: "reveal", At: &tiles.Pos{X: 5, Y: 5}})
	if err != nil {
		t.Fatal(err)
	}
	if err := gametiles.AddStep(j, info.ID, len(w.Inputs)+1, tiles.Input{Do: "reveal", At: &tiles.Pos{X: 5, Y: 5}}, s2.JSON()); err != nil {
		t.Fatal(err)
	}
	if err := gametiles.UseWorld(j, saved.ID); err != nil {
		t.Fatal(err)
	}
	r, err = gametiles.ResumeWorld(j, "")
	if err != nil || r.Info.ID != saved.ID || r.Info.Steps != len(w.Inputs) {
		t.Fatalf("loaded %+v %v", r.Info, err)
	}
	if ws, _ := gametiles.Worlds(j); len(ws) != 2 || ws[1].ID != saved.ID {
		t.Fatalf("worlds %+v", ws)
	}
	if _, err := gametiles.FindWorld(j, "nowhere"); !errors.Is(err, gametiles.ErrUnknownWorld) {
		t.Fatalf("unknown: %v", err)
	}
	if _, err := gametiles.CopyWorld(j, info.ID, "before the fort"); !errors.Is(err, journal.ErrGameName) {
		t.Fatalf("name taken: %v", err)
	}
	if r, err := gametiles.ResumeWorld(j, "1"); err != nil || r.Info.ID != 1 {
		t.Fatalf("by id: %v", err)
	}

	// A result edited by hand: the replay disagrees, naming the step.
	if _, err := journal.DB(j).Exec("UPDATE steps SET result = replace(result, '\"rand\":\"', '\"rand\":\"1') WHERE game = ? AND step = 2", saved.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := gametiles.ResumeWorld(j, saved.Name); !errors.Is(err, journal.ErrDisagree) {
		t.Fatalf("tampered: %v", err)
	}
	if err := j.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestNewWorldRefusals(t *testing.T) {
	j, err := journal.OpenJournal(filepath.Join(t.TempDir(), "j.journal"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	w := bundledWorld(t)
	if _, err := gametiles.NewWorld(j, "", w.File); !errors.Is(err, journal.ErrBadRecord) {
		t.Errorf("with inputs: %v", err)
	}
	setup := w.File
	setup.Inputs = nil
	setup.Set, setup.SetLines = "valdor.tiles", nil
	if _, err := gametiles.NewWorld(j, "", setup); !errors.Is(err, journal.ErrBadRecord) {
		t.Errorf("set not inline: %v", err)
	}
	setup = w.File
	setup.Inputs = nil
	if _, err := gametiles.NewWorld(j, " x", setup); !errors.Is(err, journal.ErrGameName) {
		t.Errorf("bad name: %v", err)
	}
	if _, err := gametiles.FindWorld(j, ""); !errors.Is(err, gametiles.ErrUnknownWorld) {
		t.Errorf("no world yet: %v", err)
	}
}

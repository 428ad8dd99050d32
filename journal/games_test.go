package journal_test

import (
	"testing"

	gamedr2d "mecanoid/game/dr2d"
	gamenetzwerk "mecanoid/game/netzwerk"
	gametiles "mecanoid/game/tiles"
	"mecanoid/journal"
)

// The games read back what they kept in the journal (game/<name>'s
// journal.go): FuzzKeptColumns checks their reads of a journal changed
// behind its back, and the games of the version 1 journal replay.

func init() {
	journal.GameReads = map[string][]journal.GameRead{
		gamedr2d.Kind: {
			{"KeptGameFile", func(j *journal.Journal, g journal.GameInfo) error {
				_, err := gamedr2d.KeptGameFile(j, g.ID)
				return err
			}},
			{"LastComplete", func(j *journal.Journal, g journal.GameInfo) error {
				_, _, err := gamedr2d.LastComplete(j, g.ID)
				return err
			}},
			{"Resume", func(j *journal.Journal, g journal.GameInfo) error {
				_, err := gamedr2d.Resume(j, g.Name)
				return err
			}},
		},
		gamenetzwerk.Kind: {
			{"KeptGameFile", func(j *journal.Journal, g journal.GameInfo) error {
				_, _, err := gamenetzwerk.KeptGameFile(j, g.ID)
				return err
			}},
		},
		gametiles.Kind: {
			{"WorldFile", func(j *journal.Journal, g journal.GameInfo) error {
				_, err := gametiles.WorldFile(j, g.ID)
				return err
			}},
			{"ResumeWorld", func(j *journal.Journal, g journal.GameInfo) error {
				_, err := gametiles.ResumeWorld(j, g.Name)
				return err
			}},
		},
	}
}

// TestMigratedGamesReplay: the games of a journal of version 1, upgraded,
// replay as their games read them.
func TestMigratedGamesReplay(t *testing.T) {
	j, err := journal.OpenJournal(journal.V1Journal(t))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if r, err := gamedr2d.Resume(j, "2026-11-26-1"); err != nil || len(r.States) != 8 || !r.Info.Over {
		t.Errorf("DR2D game: %v", err)
	}
	if gf, _, err := gamenetzwerk.KeptGameFile(j, 2); err != nil || len(gf.Turns) != 13 {
		t.Errorf("Netzwerk game: %v", err)
	}
	if w, err := gametiles.ResumeWorld(j, ""); err != nil || len(w.States) != 3 || w.Info.Name != "tiles-2026-11-26-1" {
		t.Errorf("tile world: %+v %v", w, err)
	}
}

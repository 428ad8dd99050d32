// Netzwerk's games in the journal, kept as kind "netzwerk": the setup is a
// Netzwerk game file without turns, each step a turn as the referee read
// it from the table (its actions in the notation of game files, and the
// position after it), numbered as the game counts them.
package netzwerk

import (
	"encoding/json"
	"fmt"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/journal"
)

// Kind is the kind of the Netzwerk games kept in the journal.
const Kind = "netzwerk"

// KeepGame stores a new Netzwerk game: its name ("" makes one from
// today's date, "netzwerk-2026-11-23-1") and its setup, a game file with
// no turns (rules.NewGameFile of the starting position).
func KeepGame(j *journal.Journal, name string, setup rules.GameFile) (journal.GameInfo, error) {
	if len(setup.Turns) > 0 {
		return journal.GameInfo{}, j.Fail(journal.ErrBadRecord, nil, "new Netzwerk game: the setup has %d turns; record turns with AddTurn", len(setup.Turns))
	}
	setup.Turns = [][]string{}
	data, err := journal.Marshal(setup)
	if err != nil {
		return journal.GameInfo{}, j.Fail(journal.ErrBadRecord, err, "new Netzwerk game: %v", err)
	}
	if _, err := rules.ParseGame("setup", data); err != nil {
		return journal.GameInfo{}, j.Fail(journal.ErrBadRecord, err, "new Netzwerk game: %v", err)
	}
	first := 1
	if setup.Setup != nil {
		first = setup.Setup.Turn + 1
	}
	return j.NewKeptFrom(Kind, name, setup, first)
}

// AddTurn records a turn of a game, as read from the table: the
// player, the actions and the position after them (AddKeptStep). Turns go
// in order (journal.ErrTurnOrder), numbered as the game counts them.
func AddTurn(j *journal.Journal, game int64, turn int, player rules.Player, t rules.Turn, result rules.StateJSON) error {
	if result.Turn != turn {
		return j.Fail(journal.ErrBadRecord, nil, "Netzwerk game %d, turn %d: the result is the position after turn %d", game, turn, result.Turn)
	}
	if player != rules.Player1 && player != rules.Player2 {
		return j.Fail(journal.ErrBadRecord, nil, "Netzwerk game %d, turn %d: player %d", game, turn, player)
	}
	return j.AddKeptStep(game, turn, player.String(), rules.TurnStrings(t), result)
}

// KeptGameFile is a stored game as a Netzwerk game file: its setup and
// every turn recorded. `mecanoid resolve` replays it; the positions it
// gives are checked against those stored, so that a journal the engine
// disagrees with is refused (journal.ErrDisagree).
func KeptGameFile(j *journal.Journal, game int64) (rules.GameFile, journal.GameInfo, error) {
	var gf rules.GameFile
	kg, err := j.Kept(game)
	if err != nil {
		return gf, journal.GameInfo{}, err
	}
	info := kg.Info
	if kg.Kind != Kind {
		return gf, info, j.Fail(journal.ErrUnknownGame, nil, "game %d is a %s game, not a Netzwerk one", game, kg.Kind)
	}
	if err := journal.Unmarshal(kg.Setup, &gf); err != nil {
		return gf, info, j.Fail(journal.ErrCorruptJournal, err, "Netzwerk game %q: setup: %v", info.Name, err)
	}
	gf.Turns = [][]string{}
	for _, s := range kg.Steps {
		var t []string
		if err := journal.Unmarshal(s.Input, &t); err != nil {
			return gf, info, j.Fail(journal.ErrCorruptJournal, err, "Netzwerk game %q, turn %d: actions: %v", info.Name, s.Step, err)
		}
		gf.Turns = append(gf.Turns, t)
	}
	data, err := journal.Marshal(gf)
	if err != nil {
		return gf, info, j.Fail(journal.ErrCorruptJournal, err, "Netzwerk game %q: %v", info.Name, err)
	}
	g, err := rules.ParseGame(fmt.Sprintf("%s, game %s", j.Path(), info.Name), data)
	if err != nil {
		return gf, info, j.Fail(journal.ErrDisagree, err, "Netzwerk game %q: the engine refuses the stored game: %v", info.Name, err)
	}
	states, _, _, err := g.Replay()
	if err != nil {
		return gf, info, j.Fail(journal.ErrDisagree, err, "Netzwerk game %q: %v", info.Name, err)
	}
	for i, s := range kg.Steps {
		var stored rules.StateJSON
		if err := journal.Unmarshal(s.Result, &stored); err != nil {
			return gf, info, j.Fail(journal.ErrCorruptJournal, err, "Netzwerk game %q, turn %d: result: %v", info.Name, s.Step, err)
		}
		if err := sameJSON(states[i+1].JSON(), stored); err != nil {
			return gf, info, j.Fail(journal.ErrDisagree, nil, "Netzwerk game %q: journal and engine disagree after turn %d: %v", info.Name, s.Step, err)
		}
	}
	return gf, info, nil
}

// sameJSON says how replayed and stored differ, compared as JSON.
func sameJSON(replayed, stored any) error {
	a, _ := json.Marshal(replayed)
	b, _ := json.Marshal(stored)
	if string(a) != string(b) {
		return fmt.Errorf("the journal has %s, the replay %s", b, a)
	}
	return nil
}

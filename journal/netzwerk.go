package journal

import (
	"encoding/json"
	"fmt"

	nz "mecanoid/engine/netzwerk"
)

// Netzwerk games are kept as kind "netzwerk" (journal_kept.go): the setup
// is a Netzwerk game file without turns, each step a turn as the referee
// read it from the table (its actions in the notation of game files, and
// the position after it), numbered as the game counts them.

// KindNetzwerk is the kind of the Netzwerk games kept in the journal.
const KindNetzwerk = "netzwerk"

// NewNetzwerkGame stores a new Netzwerk game: its name ("" makes one from
// today's date, "netzwerk-2026-11-23-1") and its setup, a game file with
// no turns (netzwerk.NewGameFile of the starting position).
func (j *Journal) NewNetzwerkGame(name string, setup nz.GameFile) (GameInfo, error) {
	if len(setup.Turns) > 0 {
		return GameInfo{}, j.fail(ErrBadRecord, nil, "new Netzwerk game: the setup has %d turns; record turns with AddNetzwerkTurn", len(setup.Turns))
	}
	setup.Turns = [][]string{}
	data, err := marshal(setup)
	if err != nil {
		return GameInfo{}, j.fail(ErrBadRecord, err, "new Netzwerk game: %v", err)
	}
	if _, err := nz.ParseGame("setup", data); err != nil {
		return GameInfo{}, j.fail(ErrBadRecord, err, "new Netzwerk game: %v", err)
	}
	first := 1
	if setup.Setup != nil {
		first = setup.Setup.Turn + 1
	}
	return j.NewKeptFrom(KindNetzwerk, name, setup, first)
}

// AddNetzwerkTurn records a turn of a game, as read from the table: the
// player, the actions and the position after them (AddKeptStep). Turns go
// in order (ErrTurnOrder), numbered as the game counts them.
func (j *Journal) AddNetzwerkTurn(game int64, turn int, player nz.Player, t nz.Turn, result nz.StateJSON) error {
	if result.Turn != turn {
		return j.fail(ErrBadRecord, nil, "Netzwerk game %d, turn %d: the result is the position after turn %d", game, turn, result.Turn)
	}
	if player != nz.Player1 && player != nz.Player2 {
		return j.fail(ErrBadRecord, nil, "Netzwerk game %d, turn %d: player %d", game, turn, player)
	}
	return j.AddKeptStep(game, turn, player.String(), nz.TurnStrings(t), result)
}

// NetzwerkGameFile is a stored game as a Netzwerk game file: its setup and
// every turn recorded. `mecanoid resolve` replays it; the positions it
// gives are checked against those stored, so that a journal the engine
// disagrees with is refused (ErrDisagree).
func (j *Journal) NetzwerkGameFile(game int64) (nz.GameFile, GameInfo, error) {
	var gf nz.GameFile
	kg, err := j.Kept(game)
	if err != nil {
		return gf, GameInfo{}, err
	}
	info := kg.Info
	if kg.Kind != KindNetzwerk {
		return gf, info, j.fail(ErrUnknownGame, nil, "game %d is a %s game, not a Netzwerk one", game, kg.Kind)
	}
	if err := strictJSON(string(kg.Setup), &gf); err != nil {
		return gf, info, j.fail(ErrCorruptJournal, err, "Netzwerk game %q: setup: %v", info.Name, err)
	}
	gf.Turns = [][]string{}
	for _, s := range kg.Steps {
		var t []string
		if err := strictJSON(string(s.Input), &t); err != nil {
			return gf, info, j.fail(ErrCorruptJournal, err, "Netzwerk game %q, turn %d: actions: %v", info.Name, s.Step, err)
		}
		gf.Turns = append(gf.Turns, t)
	}
	data, err := marshal(gf)
	if err != nil {
		return gf, info, j.fail(ErrCorruptJournal, err, "Netzwerk game %q: %v", info.Name, err)
	}
	g, err := nz.ParseGame(fmt.Sprintf("%s, game %s", j.path, info.Name), data)
	if err != nil {
		return gf, info, j.fail(ErrDisagree, err, "Netzwerk game %q: the engine refuses the stored game: %v", info.Name, err)
	}
	states, _, _, err := g.Replay()
	if err != nil {
		return gf, info, j.fail(ErrDisagree, err, "Netzwerk game %q: %v", info.Name, err)
	}
	for i, s := range kg.Steps {
		var stored nz.StateJSON
		if err := strictJSON(string(s.Result), &stored); err != nil {
			return gf, info, j.fail(ErrCorruptJournal, err, "Netzwerk game %q, turn %d: result: %v", info.Name, s.Step, err)
		}
		if err := sameJSON(states[i+1].JSON(), stored); err != nil {
			return gf, info, j.fail(ErrDisagree, nil, "Netzwerk game %q: journal and engine disagree after turn %d: %v", info.Name, s.Step, err)
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

// DR2D's games in the journal: the setup (a game file without its turns,
// the board inline), each turn's programs with the position after it, the
// scans of the table; a game taken up again by replaying the kept turns,
// each checked against the position kept, and written out as a game file.
package dr2d

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path"
	"strconv"
	"strings"

	rules "mecanoid/engine/dr2d"
	"mecanoid/journal"
	"mecanoid/vision"
)

// Kind is the kind of DR2D's games in the journal. They are named by the
// date alone and played in turns, as they always were.
const Kind = "dr2d"

func init() { journal.RegisterKind(Kind, journal.Kind{Dated: true, Turns: true}) }

// SetupFromFile reads a game file (as rules.ParseGame does) and returns its
// setup for NewGame: the board's lines inline, the turns left out.
func SetupFromFile(file string, data []byte, load rules.Loader) (rules.GameFile, error) {
	g, err := rules.ParseGame(file, data, load)
	if err != nil {
		return rules.GameFile{}, err
	}
	gf := g.File
	gf.Turns = nil
	if gf.BoardLines == nil {
		name := gf.Board
		if !path.IsAbs(name) {
			name = path.Join(path.Dir(file), name)
		}
		b, err := load(name) // read once already by ParseGame: this cannot fail but for a race
		if err != nil {
			return rules.GameFile{}, fmt.Errorf("journal: %s: board: %w", file, err)
		}
		gf.BoardLines = boardLines(b)
		gf.Board = ""
	}
	return gf, nil
}

// SetupFromState is the setup of a game starting from s (a position read
// from the table) on the board of those lines.
func SetupFromState(lines []string, s *rules.State) rules.GameFile {
	gf := rules.GameFile{BoardLines: lines, Layout: s.Layout + 1, Laws: map[string]rules.Cell{}}
	for i, c := range s.Laws {
		gf.Laws[strconv.Itoa(i+1)] = c
	}
	gf.Robots = []rules.RobotJSON{}
	for _, r := range s.Robots {
		gf.Robots = append(gf.Robots, rules.RobotToJSON(r))
	}
	return gf
}

// boardLines splits a board file into lines, without the final empty one.
func boardLines(b []byte) []string {
	s := strings.ReplaceAll(string(b), "\r\n", "\n")
	s = strings.TrimSuffix(s, "\n")
	return strings.Split(s, "\n")
}

// KeepGame stores a new DR2D game in the journal: its name (empty: one is
// made from today's date, "2026-11-23-1") and its setup, which must carry
// its board inline (see SetupFromFile, SetupFromState) so that the journal
// needs no other file. The setup's turns, if any, are refused: turns go in
// by CompleteTurn.
func KeepGame(j *journal.Journal, name string, setup rules.GameFile) (journal.GameInfo, error) {
	if setup.BoardLines == nil || setup.Board != "" {
		return journal.GameInfo{}, j.Fail(journal.ErrBadRecord, nil, "new game: the setup must carry its board inline (board_lines)")
	}
	if len(setup.Turns) > 0 {
		return journal.GameInfo{}, j.Fail(journal.ErrBadRecord, nil, "new game: the setup has %d turns; record turns with CompleteTurn", len(setup.Turns))
	}
	data, err := journal.Marshal(setup)
	if err != nil {
		return journal.GameInfo{}, j.Fail(journal.ErrBadRecord, err, "new game: %v", err)
	}
	if _, err := rules.ParseGame("setup", data, nil); err != nil {
		return journal.GameInfo{}, j.Fail(journal.ErrBadRecord, err, "new game: %v", err)
	}
	return j.NewKept(Kind, name, setup)
}

// CompleteTurn records turn (1, 2, ...) of a game: the programs played and
// the state they led to, in one transaction. When it returns nil the turn is
// on disk and survives a crash or a power cut. Turns go in order: the
// next turn is one more than the last complete one (journal.ErrTurnOrder).
func CompleteTurn(j *journal.Journal, game int64, turn int, programs rules.TurnJSON, result rules.StateJSON) error {
	if result.Turn != turn {
		return j.Fail(journal.ErrBadRecord, nil, "game %d, turn %d: the result is the state after turn %d", game, turn, result.Turn)
	}
	if programs.Cartridges == nil {
		programs.Cartridges = []rules.CartridgeJSON{} // as TurnToJSON writes it
	}
	return j.AddStepOf(Kind, game, turn, "", programs, result)
}

// scanKinds are the scans of a DR2D game ("verify" is what check was
// called before).
var scanKinds = map[string]bool{"start": true, "check": true, "fix": true, "verify": true}

// recordScan records what the camera read of the table at a turn (0 for
// the start of the game): what is a scan kind (the referee's: start,
// check, fix; "verify" in journals written before check and fix), seen is
// stored as JSON (nil: nothing read), problems are what made the scan
// doubtful. Scans are for information: replay does not use them.
func recordScan(j *journal.Journal, game int64, turn int, what string, seen any, problems []string) error {
	if !scanKinds[what] {
		return j.Fail(journal.ErrBadRecord, nil, "game %d, turn %d: scan %q: want start, check or fix", game, turn, what)
	}
	if turn < 0 {
		return j.Fail(journal.ErrBadRecord, nil, "game %d: scan at turn %d", game, turn)
	}
	return j.RecordKeptScan(game, turn, what, seen, problems)
}

// storedTurn is one complete turn as stored.
type storedTurn struct {
	programs rules.TurnJSON
	result   []byte // StateJSON
}

// load reads a DR2D game's setup and complete turns, in order.
func load(j *journal.Journal, game int64) (rules.GameFile, []storedTurn, error) {
	var gf rules.GameFile
	kg, err := j.Kept(game)
	if err != nil {
		return gf, nil, err
	}
	if kg.Kind != Kind {
		return gf, nil, j.Fail(journal.ErrUnknownGame, nil, "no DR2D game %d (it is a %s game)", game, kg.Kind)
	}
	if err := journal.Unmarshal(kg.Setup, &gf); err != nil {
		return gf, nil, j.Fail(journal.ErrCorruptJournal, err, "game %d: setup: %v", game, err)
	}
	var turns []storedTurn
	for _, st := range kg.Steps {
		if st.Step != len(turns)+1 {
			return gf, nil, j.Fail(journal.ErrCorruptJournal, nil, "game %d: turn %d follows turn %d", game, st.Step, len(turns))
		}
		var t storedTurn
		if err := journal.Unmarshal(st.Input, &t.programs); err != nil {
			return gf, nil, j.Fail(journal.ErrCorruptJournal, err, "game %d, turn %d: programs: %v", game, st.Step, err)
		}
		t.result = st.Result
		turns = append(turns, t)
	}
	return gf, turns, nil
}

// KeptGameFile is a stored game as a game file: its setup and every
// complete turn, the board inline. rules.ParseGame reads it, and `mecanoid
// resolve` plays it to the states the referee ruled.
func KeptGameFile(j *journal.Journal, game int64) (rules.GameFile, error) {
	gf, turns, err := load(j, game)
	if err != nil {
		return gf, err
	}
	for _, t := range turns {
		gf.Turns = append(gf.Turns, t.programs)
	}
	return gf, nil
}

// LastComplete is a game's last complete turn and the state after it; 0
// and the setup when no turn is complete.
func LastComplete(j *journal.Journal, game int64) (turn int, state rules.StateJSON, err error) {
	gf, turns, err := load(j, game)
	if err != nil {
		return 0, state, err
	}
	if len(turns) == 0 {
		data, err := journal.Marshal(gf)
		if err != nil {
			return 0, state, j.Fail(journal.ErrCorruptJournal, err, "game %d: setup: %v", game, err)
		}
		g, err := rules.ParseGame(fmt.Sprintf("%s, game %d", j.Path(), game), data, nil)
		if err != nil {
			return 0, state, j.Fail(journal.ErrCorruptJournal, err, "game %d: setup: %v", game, err)
		}
		return 0, g.Setup.JSON(), nil
	}
	last := turns[len(turns)-1]
	if err := journal.Unmarshal(last.result, &state); err != nil {
		return 0, state, j.Fail(journal.ErrCorruptJournal, err, "game %d, turn %d: result: %v", game, len(turns), err)
	}
	return len(turns), state, nil
}

// Resumed is a stored game brought back by Resume.
type Resumed struct {
	Info   journal.GameInfo
	Game   *rules.Game     // setup and complete turns, as rules.ParseGame reads them
	States []*rules.State  // States[0] is the setup, States[i] the state after turn i
	Events [][]rules.Event // Events[i] are those of turn i+1
}

// Last is the state play continues from.
func (r *Resumed) Last() *rules.State { return r.States[len(r.States)-1] }

// Resume loads a game (by name or ID; "" for the latest game not over)
// and replays its complete turns with the engine. Each replayed state must
// be the result stored with its turn: if not, Resume fails with
// journal.ErrDisagree, naming the turn, rather than continue from a
// doubtful position. A game over resumes too (Info.Over): the caller
// decides.
func Resume(j *journal.Journal, game string) (*Resumed, error) {
	info, err := j.FindKept(Kind, game)
	if err != nil {
		return nil, err
	}
	gf, turns, err := load(j, info.ID)
	if err != nil {
		return nil, err
	}
	for _, t := range turns {
		gf.Turns = append(gf.Turns, t.programs)
	}
	data, err := json.Marshal(gf)
	if err != nil {
		return nil, j.Fail(journal.ErrCorruptJournal, err, "game %q: %v", info.Name, err)
	}
	g, err := rules.ParseGame(fmt.Sprintf("%s, game %s", j.Path(), info.Name), data, nil)
	if err != nil {
		return nil, j.Fail(journal.ErrDisagree, err, "game %q: the engine refuses the stored game: %v", info.Name, err)
	}
	states, events, err := g.Replay()
	if err != nil {
		return nil, j.Fail(journal.ErrDisagree, err, "game %q: journal and engine disagree at turn %d: %v", info.Name, len(states), err)
	}
	for i, t := range turns {
		if diff := stateDiff(t.result, states[i+1].JSON()); diff != "" {
			return nil, j.Fail(journal.ErrDisagree, nil, "game %q: journal and engine disagree at turn %d: %s", info.Name, i+1, diff)
		}
	}
	return &Resumed{Info: info, Game: g, States: states, Events: events}, nil
}

// stateDiff compares a stored result with a replayed state; "" when they
// are the same, else what differs first. Both go through StateJSON so that
// only meaning counts, not spelling.
func stateDiff(stored []byte, replayed rules.StateJSON) string {
	var want rules.StateJSON
	if err := journal.Unmarshal(stored, &want); err != nil {
		return "the stored result does not read: " + err.Error()
	}
	a, _ := json.Marshal(want)
	b, _ := json.Marshal(replayed)
	if bytes.Equal(a, b) {
		return ""
	}
	switch {
	case want.Layout != replayed.Layout:
		return fmt.Sprintf("layout %d in the journal, %d replayed", want.Layout, replayed.Layout)
	case want.Over != replayed.Over:
		return fmt.Sprintf("game over %v in the journal, %v replayed", want.Over, replayed.Over)
	case len(want.Robots) != len(replayed.Robots):
		return fmt.Sprintf("%d robots in the journal, %d replayed", len(want.Robots), len(replayed.Robots))
	}
	for i := range want.Robots {
		ra, _ := json.Marshal(want.Robots[i])
		rb, _ := json.Marshal(replayed.Robots[i])
		if !bytes.Equal(ra, rb) {
			return fmt.Sprintf("robot %d is %s in the journal, %s replayed", want.Robots[i].ID, ra, rb)
		}
	}
	return fmt.Sprintf("the journal has %s, the replay %s", a, b)
}

// Recorder returns the recorder that writes one DR2D game's turns and
// scans to the journal, for the referee's Record: a turn's input is its
// programs (rules.TurnJSON), its result the position after it
// (rules.StateJSON).
func Recorder(j *journal.Journal, game int64) journal.GameRecorder { return recorder{j, game} }

type recorder struct {
	j    *journal.Journal
	game int64
}

func (r recorder) RecordStep(turn int, _ string, input, result any) error {
	programs, ok1 := input.(rules.TurnJSON)
	state, ok2 := result.(rules.StateJSON)
	if !ok1 || !ok2 {
		return r.j.Fail(journal.ErrBadRecord, nil, "game %d, turn %d: a DR2D turn is kept as programs and a DR2D position, not %T and %T", r.game, turn, input, result)
	}
	return CompleteTurn(r.j, r.game, turn, programs, state)
}

func (r recorder) UndoStep(turn int) error { return r.j.UndoStep(r.game, turn) }

func (r recorder) RecordScan(turn int, what string, st *vision.State, problems []string) error {
	var seen any
	if st != nil {
		seen = st
	}
	return recordScan(r.j, r.game, turn, what, seen, problems)
}

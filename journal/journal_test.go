package journal_test

import (
	"database/sql"
	"encoding/json"
	"errors"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/journal"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"mecanoid/engine/dr2d"
	"mecanoid/vision"
)

const demoFile = "../examples/factory-demo.json"

// demo is the bundled game: its setup for the journal and the game itself.
func demo(t testing.TB) (dr2d.GameFile, *dr2d.Game) {
	t.Helper()
	data, err := os.ReadFile(demoFile)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := gamedr2d.SetupFromFile(demoFile, data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	g, err := dr2d.ParseGame(demoFile, data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	return setup, g
}

func openTemp(t testing.TB) *journal.Journal {
	t.Helper()
	j, err := journal.OpenJournal(filepath.Join(t.TempDir(), "test.journal"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { j.Close() })
	return j
}

// playDemo stores the demo game's turns and returns its states.
func playDemo(t testing.TB, j *journal.Journal, name string) (journal.GameInfo, []*dr2d.State) {
	t.Helper()
	setup, g := demo(t)
	info, err := gamedr2d.KeepGame(j, name, setup)
	if err != nil {
		t.Fatal(err)
	}
	states, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	for i, progs := range g.Turns {
		if err := gamedr2d.CompleteTurn(j, info.ID, i+1, dr2d.TurnToJSON(progs), states[i+1].JSON()); err != nil {
			t.Fatal(err)
		}
	}
	return info, states
}

func TestJournalSettings(t *testing.T) {
	j := openTemp(t)
	for pragma, want := range map[string]string{
		"journal_mode": "wal", "synchronous": "2", "foreign_keys": "1", "busy_timeout": "5000",
		"application_id": "1296256586", "user_version": "2",
	} {
		var got string
		if err := journal.DB(j).QueryRow("PRAGMA " + pragma).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("PRAGMA %s = %s, want %s", pragma, got, want)
		}
	}
}

func TestJournalGameRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "round.journal")
	j, err := journal.OpenJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	day := time.Date(2026, 11, 23, 14, 5, 0, 0, time.Local)
	journal.SetNow(j, func() time.Time { return day })
	info, states := playDemo(t, j, "")
	if info.Name != "2026-11-23-1" || info.ID != 1 {
		t.Errorf("new game: %+v, want 2026-11-23-1 with ID 1", info)
	}
	if err := gamedr2d.Recorder(j, info.ID).RecordScan(0, "start", &vision.State{Markers: 4}, nil); err != nil {
		t.Fatal(err)
	}
	if err := gamedr2d.Recorder(j, info.ID).RecordScan(2, "check", nil, []string{"robot 2 missing"}); err != nil {
		t.Fatal(err)
	}
	if err := j.KeptLog(info.ID, journal.Entry{Seq: 1, Kind: "message", Data: map[string]string{"text": "hello"}}); err != nil {
		t.Fatal(err)
	}
	if err := j.SetKeptOver(info.ID, "nobody"); err != nil {
		t.Fatal(err)
	}
	j.Close()

	// Everything is there after reopening.
	j, err = journal.OpenJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	games, err := j.KeptGames(gamedr2d.Kind)
	if err != nil {
		t.Fatal(err)
	}
	want := []journal.GameInfo{{ID: 1, Name: "2026-11-23-1", Created: day.UTC(), Turns: 2, Over: true, Winner: "nobody", Kind: gamedr2d.Kind}}
	if !reflect.DeepEqual(games, want) {
		t.Errorf("games: %+v, want %+v", games, want)
	}
	turn, last, err := gamedr2d.LastComplete(j, info.ID)
	if err != nil || turn != 2 || !reflect.DeepEqual(last, states[2].JSON()) {
		t.Errorf("last complete: %d %+v %v", turn, last, err)
	}
	var seen, probs string
	if err := journal.DB(j).QueryRow("SELECT seen, problems FROM scans WHERE step = 0").Scan(&seen, &probs); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(seen, `"markers_seen":4`) || probs != "[]" {
		t.Errorf("scan stored as %s %s", seen, probs)
	}

	// The game file is the demo game, board inline, and plays to the same states.
	gf, err := gamedr2d.KeptGameFile(j, info.ID)
	if err != nil {
		t.Fatal(err)
	}
	if gf.Board != "" || len(gf.BoardLines) == 0 || len(gf.Turns) != 2 {
		t.Fatalf("game file: board %q, %d board lines, %d turns", gf.Board, len(gf.BoardLines), len(gf.Turns))
	}
	data, _ := json.Marshal(gf)
	g, err := dr2d.ParseGame("exported", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	replayed, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	for i := range states {
		if !reflect.DeepEqual(replayed[i].JSON(), states[i].JSON()) {
			t.Errorf("state %d differs", i)
		}
	}

	r, err := gamedr2d.Resume(j, "2026-11-23-1")
	if err != nil {
		t.Fatal(err)
	}
	if r.Info.Turns != 2 || len(r.States) != 3 || len(r.Events) != 2 || r.Last().Turn != 2 {
		t.Errorf("resumed: %+v, %d states", r.Info, len(r.States))
	}
}

func TestLastCompleteAtStart(t *testing.T) {
	j := openTemp(t)
	setup, g := demo(t)
	info, err := gamedr2d.KeepGame(j, "start", setup)
	if err != nil {
		t.Fatal(err)
	}
	turn, st, err := gamedr2d.LastComplete(j, info.ID)
	if err != nil || turn != 0 || !reflect.DeepEqual(st, g.Setup.JSON()) {
		t.Errorf("got %d %+v %v, want the setup", turn, st, err)
	}
	r, err := gamedr2d.Resume(j, "")
	if err != nil || r.Info.ID != info.ID || len(r.States) != 1 {
		t.Fatalf("resume at the start: %v", err)
	}
}

func TestGeneratedNames(t *testing.T) {
	j := openTemp(t)
	journal.SetNow(j, func() time.Time { return time.Date(2026, 11, 23, 9, 0, 0, 0, time.Local) })
	setup, _ := demo(t)
	if _, err := gamedr2d.KeepGame(j, "2026-11-23-2", setup); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"2026-11-23-1", "2026-11-23-3"} {
		info, err := gamedr2d.KeepGame(j, "", setup)
		if err != nil {
			t.Fatal(err)
		}
		if info.Name != want {
			t.Errorf("generated %q, want %q", info.Name, want)
		}
	}
}

func TestFind(t *testing.T) {
	j := openTemp(t)
	a, _ := playDemo(t, j, "alpha")
	b, _ := playDemo(t, j, "beta")
	if err := j.SetKeptOver(b.ID, ""); err != nil {
		t.Fatal(err)
	}
	for query, want := range map[string]int64{"alpha": a.ID, "beta": b.ID, "1": a.ID, "2": b.ID, "": a.ID} {
		gi, err := j.FindKept(gamedr2d.Kind, query)
		if err != nil || gi.ID != want {
			t.Errorf("Find(%q) = %d, %v; want %d", query, gi.ID, err, want)
		}
	}
	for _, query := range []string{"gamma", "3", "99999999999999999999999"} {
		if _, err := j.FindKept(gamedr2d.Kind, query); !errors.Is(err, journal.ErrUnknownGame) {
			t.Errorf("Find(%q): %v, want ErrUnknownGame", query, err)
		}
	}
	if err := j.SetKeptOver(a.ID, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := gamedr2d.Resume(j, ""); !errors.Is(err, journal.ErrUnknownGame) || !strings.Contains(err.Error(), "no dr2d game in play") {
		t.Errorf("resume with every game over: %v", err)
	}
}

func TestNewGameBad(t *testing.T) {
	j := openTemp(t)
	setup, _ := demo(t)
	if _, err := gamedr2d.KeepGame(j, "taken", setup); err != nil {
		t.Fatal(err)
	}
	withFile := setup
	withFile.Board, withFile.BoardLines = "../boards/factory.board", nil
	withTurns := setup
	withTurns.Turns = []dr2d.TurnJSON{{}}
	offBoard := setup
	offBoard.Robots = append([]dr2d.RobotJSON{}, setup.Robots...)
	offBoard.Robots[0].Cell = &dr2d.Cell{X: 99, Y: 1}
	tests := []struct {
		name, game string
		setup      dr2d.GameFile
		sentinel   error
		msg        string
	}{
		{"board file", "a", withFile, journal.ErrBadRecord, "board inline"},
		{"turns", "a", withTurns, journal.ErrBadRecord, "has 1 turns"},
		{"robot off board", "a", offBoard, journal.ErrBadRecord, "robots[0].cell"},
		{"taken", "taken", setup, journal.ErrGameName, `"taken" is taken`},
		{"digits", "42", setup, journal.ErrGameName, "numbers are game IDs"},
		{"spaces", " a", setup, journal.ErrGameName, "no spaces"},
		{"control", "a\tb", setup, journal.ErrGameName, "control"},
		{"long", strings.Repeat("x", 65), setup, journal.ErrGameName, "64"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := gamedr2d.KeepGame(j, tt.game, tt.setup)
			if !errors.Is(err, tt.sentinel) || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("got %v, want %v saying %q", err, tt.sentinel, tt.msg)
			}
			if err != nil && !strings.HasPrefix(err.Error(), "journal: "+j.Path()+": ") {
				t.Errorf("error does not name the journal: %v", err)
			}
		})
	}
	if errors.Is(journal.ErrBadRecord, dr2d.ErrSetup) {
		t.Fatal("sentinels mixed up")
	}
	if _, err := gamedr2d.KeepGame(j, "a", offBoard); !errors.Is(err, dr2d.ErrSetup) {
		t.Errorf("the engine's error is not kept: %v", err)
	}
}

func TestCompleteTurnBad(t *testing.T) {
	j := openTemp(t)
	info, states := playDemo(t, j, "demo")
	over, _ := playDemo(t, j, "done")
	if err := j.SetKeptOver(over.ID, "x"); err != nil {
		t.Fatal(err)
	}
	s3 := states[2].JSON()
	s3.Turn = 3
	tests := []struct {
		name     string
		game     int64
		turn     int
		result   dr2d.StateJSON
		sentinel error
		msg      string
	}{
		{"repeated", info.ID, 2, states[2].JSON(), journal.ErrTurnOrder, "turn 2 out of sequence: the next turn is 3"},
		{"skipped", info.ID, 4, func() dr2d.StateJSON { s := s3; s.Turn = 4; return s }(), journal.ErrTurnOrder, "next turn is 3"},
		{"zero", info.ID, 0, func() dr2d.StateJSON { s := s3; s.Turn = 0; return s }(), journal.ErrTurnOrder, "turn 0"},
		{"result of another turn", info.ID, 3, states[2].JSON(), journal.ErrBadRecord, "state after turn 2"},
		{"unknown game", 77, 3, s3, journal.ErrUnknownGame, "no game 77"},
		{"over", over.ID, 3, s3, journal.ErrGameOver, "is over"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := gamedr2d.CompleteTurn(j, tt.game, tt.turn, dr2d.TurnJSON{}, tt.result)
			if !errors.Is(err, tt.sentinel) || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("got %v, want %v saying %q", err, tt.sentinel, tt.msg)
			}
		})
	}
	if turn, _, _ := gamedr2d.LastComplete(j, info.ID); turn != 2 {
		t.Errorf("refused turns were stored: last complete %d", turn)
	}
	if err := j.SetKeptOver(over.ID, "y"); !errors.Is(err, journal.ErrGameOver) {
		t.Errorf("SetOver twice: %v", err)
	}
	if err := j.SetKeptOver(99, ""); !errors.Is(err, journal.ErrUnknownGame) {
		t.Errorf("SetOver of no game: %v", err)
	}
}

func TestRecordBad(t *testing.T) {
	j := openTemp(t)
	info, _ := playDemo(t, j, "demo")
	tests := []struct {
		name     string
		err      error
		sentinel error
	}{
		{"scan kind", gamedr2d.Recorder(j, info.ID).RecordScan(1, "look", nil, nil), journal.ErrBadRecord},
		{"scan turn", gamedr2d.Recorder(j, info.ID).RecordScan(-1, "start", nil, nil), journal.ErrBadRecord},
		{"scan game", gamedr2d.Recorder(j, 5).RecordScan(1, "start", nil, nil), journal.ErrUnknownGame},
		{"scan value", j.RecordKeptScan(info.ID, 1, "start", func() {}, nil), journal.ErrBadRecord},
		{"log game", j.KeptLog(5, journal.Entry{Kind: "message"}), journal.ErrUnknownGame},
		{"game file", func() error { _, err := gamedr2d.KeptGameFile(j, 5); return err }(), journal.ErrUnknownGame},
		{"last complete", func() error { _, _, err := gamedr2d.LastComplete(j, 5); return err }(), journal.ErrUnknownGame},
	}
	for _, tt := range tests {
		if !errors.Is(tt.err, tt.sentinel) {
			t.Errorf("%s: got %v, want %v", tt.name, tt.err, tt.sentinel)
		}
	}
}

// TestResumeDisagree: a stored result the engine does not reach stops the resume.
func TestResumeDisagree(t *testing.T) {
	j := openTemp(t)
	playDemo(t, j, "demo")
	var res string
	if err := journal.DB(j).QueryRow("SELECT result FROM steps WHERE step = 2").Scan(&res); err != nil {
		t.Fatal(err)
	}
	var st dr2d.StateJSON
	if err := json.Unmarshal([]byte(res), &st); err != nil {
		t.Fatal(err)
	}
	st.Robots[1].Facing = map[string]string{"N": "E", "E": "S", "S": "W", "W": "N"}[st.Robots[1].Facing]
	b, _ := json.Marshal(st)
	if _, err := journal.DB(j).Exec("UPDATE steps SET result = ? WHERE step = 2", string(b)); err != nil {
		t.Fatal(err)
	}
	_, err := gamedr2d.Resume(j, "demo")
	if !errors.Is(err, journal.ErrDisagree) || !strings.Contains(err.Error(), "journal and engine disagree at turn 2: robot 2") {
		t.Errorf("got %v", err)
	}
	// Programs the engine refuses.
	if _, err := journal.DB(j).Exec(`UPDATE steps SET input = '{"cartridges":[{"robot":9,"moves":["F","F","F","F","F"]}]}' WHERE step = 1`); err != nil {
		t.Fatal(err)
	}
	if _, err := gamedr2d.Resume(j, "demo"); !errors.Is(err, journal.ErrDisagree) || !strings.Contains(err.Error(), "no robot 9") {
		t.Errorf("got %v", err)
	}
}

func TestOpenJournalBad(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// Another program's SQLite database.
	other := filepath.Join(dir, "other.db")
	db, err := sql.Open("sqlite", other)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("CREATE TABLE notes (x TEXT)"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	// A journal from the future.
	newer := filepath.Join(dir, "newer.journal")
	j, err := journal.OpenJournal(newer)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := journal.DB(j).Exec("PRAGMA user_version = 7"); err != nil {
		t.Fatal(err)
	}
	j.Close()
	// A journal with a damaged page.
	damaged := filepath.Join(dir, "damaged.journal")
	j, err = journal.OpenJournal(damaged)
	if err != nil {
		t.Fatal(err)
	}
	playDemo(t, j, "demo")
	j.Close()
	data, err := os.ReadFile(damaged)
	if err != nil {
		t.Fatal(err)
	}
	for i := 4096 + 100; i < 2*4096 && i < len(data); i++ {
		data[i] = 0xA5
	}
	write("damaged.journal", data)
	// A journal whose header is gone.
	headless := write("headless.journal", append([]byte("mecanoid journal"), data[16:]...))

	tests := []struct {
		path     string
		sentinel error
		msg      string
	}{
		{write("notes.txt", []byte("turn 1: robot 1 forward\n")), journal.ErrNotJournal, "not a mecanoid journal (not an SQLite database)"},
		{write("game.json", []byte(strings.Repeat(`{"board": "x"}`, 500))), journal.ErrNotJournal, "not an SQLite database"},
		{other, journal.ErrNotJournal, "not a mecanoid journal (an SQLite database of another program)"},
		{newer, journal.ErrNewerJournal, "journal version 7"},
		{damaged, journal.ErrCorruptJournal, "journal is corrupt"},
		{headless, journal.ErrNotJournal, "not a mecanoid journal"},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.path), func(t *testing.T) {
			before, _ := os.ReadFile(tt.path)
			j, err := journal.OpenJournal(tt.path)
			if err == nil {
				j.Close()
				t.Fatal("opened")
			}
			t.Log(err)
			if !errors.Is(err, tt.sentinel) || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("got %v, want %v saying %q", err, tt.sentinel, tt.msg)
			}
			if !strings.HasPrefix(err.Error(), "journal: "+tt.path+": ") {
				t.Errorf("error does not name the file: %v", err)
			}
			if after, _ := os.ReadFile(tt.path); string(after) != string(before) {
				t.Error("the refused file was changed")
			}
		})
	}
	if _, err := journal.OpenJournal(dir); err == nil || !strings.Contains(err.Error(), dir) {
		t.Errorf("a directory: %v", err)
	}
	if _, err := journal.OpenJournal(filepath.Join(dir, "no", "such", "dir.journal")); err == nil {
		t.Error("a journal in a missing directory opened")
	}
}

// TestOpenEmptyFile: an empty file becomes a journal (touch then open).
func TestOpenEmptyFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "empty.journal")
	if err := os.WriteFile(p, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	j, err := journal.OpenJournal(p)
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
}

func TestRecorder(t *testing.T) {
	j := openTemp(t)
	setup, g := demo(t)
	info, err := gamedr2d.KeepGame(j, "rec", setup)
	if err != nil {
		t.Fatal(err)
	}
	var rec journal.GameRecorder = gamedr2d.Recorder(j, info.ID)
	if err := rec.RecordScan(0, "start", nil, []string{"tag 3 on an edge"}); err != nil {
		t.Fatal(err)
	}
	next, _, err := dr2d.Resolve(g.Setup, g.Turns[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.RecordStep(1, "", dr2d.TurnToJSON(g.Turns[0]), next.JSON()); err != nil {
		t.Fatal(err)
	}
	if err := rec.RecordStep(2, "", "F F F F F", next.JSON()); !errors.Is(err, journal.ErrBadRecord) {
		t.Errorf("a DR2D turn kept as a string: %v, want ErrBadRecord", err)
	}
	var seen sql.NullString
	if err := journal.DB(j).QueryRow("SELECT seen FROM scans").Scan(&seen); err != nil || seen.Valid {
		t.Errorf("a nil scan stored as %v (%v)", seen, err)
	}
	if turn, _, _ := gamedr2d.LastComplete(j, info.ID); turn != 1 {
		t.Errorf("last complete %d", turn)
	}
}

func TestSetupFromState(t *testing.T) {
	setup, g := demo(t)
	gf := gamedr2d.SetupFromState(setup.BoardLines, g.Setup)
	data, _ := json.Marshal(gf)
	g2, err := dr2d.ParseGame("state", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g2.Setup.JSON(), g.Setup.JSON()) {
		t.Error("the setup from a state is not that state")
	}
}

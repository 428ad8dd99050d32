package referee

import (
	"context"
	"time"

	"mecanoid/engine/dr2d"
	"mecanoid/vision"
)

// The games other than DR2D (Netzwerk, the hex programming game, the
// skirmish) are refereed by loops of their own built from the same parts:
// Eyes read the table (rescans, a camera that comes back), an Asker asks
// the players for what the table cannot show (a secret radio signal, the
// shots of an action), Displays show Updates (terminal, web page, journal
// log), and a StepRecorder keeps the game in the journal as its setup and
// its steps (Journal.NewKept).

// A StepRecorder keeps a game other than DR2D as it goes: each step (a
// turn, a round) with what the players did (input, in the engine's game
// file form) and the position after it (result, the engine's state JSON),
// and each scan of the table. Journal.KeptRecorder is the journal's.
type StepRecorder interface {
	RecordStep(step int, who string, input, result any) error
	ScanRecorder
}

// A ScanRecorder keeps each scan of the table: what kind of look it was
// (the game's scan kinds), what was read (nil: nothing), the problems.
type ScanRecorder interface {
	RecordScan(step int, what string, st *vision.State, problems []string) error
}

// A Question asks players for a short answer the table cannot show.
type Question struct {
	Step int      // the turn or round it is for
	Who  []string // the players asked, as the game names them ("Violet", "player 1")
	// Prompt says what to answer ("a radio signal for one of your robots,
	// as \"R3 7\", or none").
	Prompt string
	// Secret answers are not shown to the room (a radio signal): the web
	// page takes them from each player's phone only.
	Secret bool
	// Check refuses an answer (nil: any); the player is told why and
	// answers again.
	Check func(who, answer string) error
}

// An Asker gets the answers of Question's players, one per player. Use
// Web (phones), TerminalAsker (one keyboard at the table) or both with
// AskEither; AskFunc in tests.
type Asker interface {
	Ask(ctx context.Context, q Question) (map[string]string, error)
}

// AskFunc is an Asker calling a function.
type AskFunc func(ctx context.Context, q Question) (map[string]string, error)

// Ask calls f.
func (f AskFunc) Ask(ctx context.Context, q Question) (map[string]string, error) { return f(ctx, q) }

// Eyes read the table for a game's loop as Referee does for DR2D: a picture
// that cannot be read is named and taken again (up to Rescans), a camera
// that gives no picture is waited for, and each scan is recorded.
type Eyes struct {
	Table       Table
	Rescans     int           // pictures in a row that cannot be read (0: 3)
	CameraWait  time.Duration // as Referee's
	CameraTries int
	// Ready waits until the players say the table is ready to be read
	// (prompt says what for). nil: no wait.
	Ready  func(ctx context.Context, prompt string) error
	Show   func(Update) // nil: nothing shown
	Record ScanRecorder // nil: scans not kept
}

// Look reads the table for step, recording the scan as kind what (the
// game's scan kinds: "start", "turn", ...) and asking the players with
// prompt ("turn 3: player 2 has played").
func (e *Eyes) Look(ctx context.Context, step int, what, prompt string) (*vision.State, error) {
	r := &Referee{Table: e.Table, Rescans: e.Rescans, CameraWait: e.CameraWait, CameraTries: e.CameraTries}
	if e.Show != nil {
		r.Displays = []Display{showFunc(e.Show)}
	}
	if e.Ready != nil {
		r.Ready = func(ctx context.Context, _ string) error { return e.Ready(ctx, prompt) }
	}
	if e.Record != nil {
		r.Record = stepScans{e.Record}
	}
	return r.look(ctx, step, what)
}

// stepScans records Referee.look's scans with a StepRecorder.
type stepScans struct{ rec ScanRecorder }

func (s stepScans) CompleteTurn(int, dr2d.TurnJSON, dr2d.StateJSON) error { return nil } // look records scans only

func (s stepScans) RecordScan(turn int, what string, st *vision.State, problems []string) error {
	return s.rec.RecordScan(turn, what, st, problems)
}

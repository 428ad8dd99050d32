package referee

import (
	"context"

	"mecanoid/vision"
)

// A StepRecorder keeps a game as it goes: each step (a turn, a round)
// with what the players did (input, in the engine's game file form) and
// the position after it (result, the engine's state JSON), and each scan
// of the table. Journal.Recorder (DR2D) and Journal.KeptRecorder (the
// other games) are the journal's.
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

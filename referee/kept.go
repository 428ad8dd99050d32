package referee

import "mecanoid/vision"

// A StepRecorder keeps a game as it goes: each step (a turn, a round)
// with what the players did (input, in the engine's game file form) and
// the position after it (result, the engine's state JSON), and each scan
// of the table. Journal.Recorder (DR2D) and Journal.KeptRecorder (the
// other games) are the journal's.
type StepRecorder interface {
	RecordStep(step int, who string, input, result any) error
	// UndoStep takes back the step last recorded, when the players ask
	// it (ErrUndo): it is kept as undone, not as played.
	UndoStep(step int) error
	ScanRecorder
}

// A ScanRecorder keeps each scan of the table: what kind of look it was
// (the game's scan kinds), what was read (nil: nothing), the problems.
type ScanRecorder interface {
	RecordScan(step int, what string, st *vision.State, problems []string) error
}

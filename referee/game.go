package referee

import (
	"context"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// A Game is one game at the table, as a Referee plays it: what only that
// game knows. The Referee holds what every game shares (the camera and
// its rescans, the players' answers, the displays, the LEDs, the journal,
// the steps played until the end); a game's adapter (DR2D, Netzwerk,
// HexProg, Skirmish) holds the game's own settings and whatever it must
// remember between steps. P is the engine's position.
//
// The Referee asks, in order: Opening (or Read, when the table gives the
// position), Started; then, until Done, Play for each step, whose Played
// it shows, lights, keeps and checks against the table with Differ; then
// Over and Winner.
type Game[P any] interface {
	// StepName is what the game calls a step: "turn", "round".
	StepName() string
	// Opening is the position the table must show before the first step,
	// when the game knows it (a setup file, a game taken up again), with
	// the steps played before it; known false: the table gives the
	// position (Read) after played steps.
	Opening() (setup P, played int, known bool)
	// Read is the position to start from that the table shows, or why
	// the table shows none (the players fix the table and it is read
	// again).
	Read(st *vision.State) (P, error)
	// Pieces are the tags the camera must find on the table in position
	// p: a hidden one is asked again rather than taken for a piece gone.
	Pieces(p P) []tag.Payload
	// Differ says how the table (st, as read) differs from position p, a
	// line per piece out of place telling what to do (a message, said in
	// the reader's language); nothing: the table shows p.
	Differ(p P, st *vision.State) []lang.Msg
	// Started is the update that opens the game at p.
	Started(p P) talk.Update
	// Next is the number of the step played next from p, as the game
	// counts them (turn 1, round 3).
	Next(p P) int
	// Done: the game is over at p.
	Done(p P) bool
	// Play plays step Next(p): it gets what the step needs from the
	// players (Referee.Ask, or the game's own way) or from the table
	// (Referee.Look, Referee.Verify) and gives the step played. The
	// Referee shows the step's events, keeps it and checks the table.
	Play(ctx context.Context, r *Referee[P], p P) (Played[P], error)
	// Over is the update that ends the game at p (Done(p)).
	Over(p P) talk.Update
	// Winner names who won at p: "" before the end.
	Winner(p P) string
}

// A Previewer is a Game that has something to show before the table is
// first read (its board, its seats): the room and the phones see it as
// soon as the referee runs, and players may take their seats before the
// game starts.
type Previewer interface {
	Preview() talk.Update // an UpdatePreview
}

// A Drawer is a Game that draws its own board for the page (talk.View).
// Its own updates carry the drawing of their position in each language's
// Words; the referee asks it for the drawing of the position a live
// table is checked against, with the check's pieces marked (green where
// they stand as ruled, red with a ghost where they should be).
type Drawer[P any] interface {
	Draw(p P, checks []talk.Piece, l *lang.Printer) *talk.View
}

// An Undoer is a Game whose adapter remembers what happened in the steps
// played (DR2D: the order the robots left the board): Undo forgets what
// happened after p, when the players take back the step played from p.
type Undoer[P any] interface {
	Undo(p P)
}

// Played is one step of a game, played: what the Referee shows, lights,
// keeps in the journal and checks on the table, in that order.
type Played[P any] struct {
	Next P // the position after the step
	// Events are the step's updates, in order. The Referee shows each,
	// lights its Lit, and pauses (Pace) after each event that lights
	// nothing (the blinks take their own time).
	Events []talk.Update
	// Who played the step and what (Input, in the game file's form), and
	// the position after it as the journal keeps it (Result, the
	// engine's state JSON). Input nil: nothing is kept.
	Who           string
	Input, Result any
	// Moves tells the players how to move the pieces on the table (nil:
	// the step needs no telling).
	Moves *talk.Update
	// Check: the table is read until it shows Next (Differ).
	Check bool
}

package talk

import (
	"context"
	"errors"
)

// ErrStopped: the players stopped the game before its end (a context
// done, no more input). An Asker returns it when it is stopped while it
// waits; the referee returns it too (referee.ErrStopped is this error).
var ErrStopped = errors.New("referee: stopped")

// A Question asks players for a short answer the table cannot show.
type Question struct {
	Step int      // the turn or round it is for
	Who  []string // the players asked, as the game names them ("Violet", "player 1")
	// Prompt says what to answer ("a radio signal for one of your robots,
	// as \"R3 7\", or none").
	Prompt string
	// Prompts are the prompt in every language a phone may read, by
	// language ("en", "fr"), as Update.Langs; a phone in a language it
	// lacks reads Prompt.
	Prompts map[string]string
	// Secret answers are not shown to the room (a radio signal): the web
	// page takes them from each player's phone only.
	Secret bool
	// Form is how a phone asks for the answer: "" a line of text,
	// FormCartridge DR2D's five moves and sleep, written back as typed
	// ("F F LF - R sleep 4"); FormDone one button, "done" (Enter at the
	// keyboard). Every Asker takes the answer as text.
	Form string
	// Check refuses an answer (nil: any); the player is told why and
	// answers again.
	Check func(who, answer string) error
	// Nothing is the answer by which a seat does nothing this step
	// (DR2D's "- - - - -"): the table may give it to the last seat late
	// to answer (referee.AnswerTime); "": it cannot.
	Nothing string
}

// FormCartridge: the answer is a DR2D cartridge (Question.Form).
const FormCartridge = "cartridge"

// FormDone: the answer only says the player is done (a Netzwerk turn
// played on the table): a phone shows one button, the keyboard takes
// Enter (Question.Form).
const FormDone = "done"

// An Asker gets the answers of Question's players, one per player. Use
// web.Page (phones), referee.TerminalAsker (one keyboard at the table) or
// both at once with referee.TableAsker; AskFunc in tests.
type Asker interface {
	Ask(ctx context.Context, q Question) (map[string]string, error)
}

// Phones are the players' phones as the table asks them while its
// keyboard answers for the seats no phone holds, and takes a seat back
// from a lost phone (referee.TableAsker). web.Page is one.
type Phones interface {
	// Open opens q to the phones until the Opened is closed.
	Open(q Question) Opened
	// Release frees seat whoever holds it.
	Release(seat string)
	// Give hands seat to the phone that asked for it back (a phone that
	// lost its cookie), once the table agrees; an error when none asks.
	Give(seat string) error
}

// An Opened question takes the phones' answers as they come.
type Opened interface {
	// Next waits until something changed since the last call (an answer
	// sent, a seat taken, given back or asked back), then says what the
	// phones say now. The first call does not wait. It fails when ctx
	// ends (ErrStopped) or the phones are gone.
	Next(ctx context.Context) (PhonesSay, error)
	// Close closes the question: the phones can no longer answer it.
	Close()
}

// PhonesSay is what the phones say of an open question.
type PhonesSay struct {
	Answers map[string]string // the answers sent so far, by seat
	Held    []string          // the seats of the question a phone holds
	// AskedBack are seats a phone holds that another phone asks for
	// (Phones.Give hands them over).
	AskedBack []string
}

// AskFunc is an Asker calling a function.
type AskFunc func(ctx context.Context, q Question) (map[string]string, error)

// Ask calls f.
func (f AskFunc) Ask(ctx context.Context, q Question) (map[string]string, error) { return f(ctx, q) }

// A Corrector is told of an answer the table corrected after its
// question closed (DR2D's program misread, fixed at the terminal before
// the turn is played): the phone that sent it shows what is played.
type Corrector interface {
	Corrected(step int, seat, answer string)
}

// Package session runs a game at the table from the command line, the
// same for every game: the table's flags (camera, calibration, journal,
// web page, pace, --live, --resume), a run that opens them (Run: the
// camera or the watched stream, the keyboard, the web page, the journal),
// and Play, which referees a game kept in the journal from the position
// the table shows to its end, or writes where it stopped and how to go
// on. A game gives only what is its own (Kept); its folder under game/
// builds its referee command on this.
package session

import (
	"errors"
	"flag"
	"io"
	"os"

	"mecanoid/fault"
	"mecanoid/internal/lang"
	"mecanoid/journal"
)

// Env is what the command line gives every run, beside the user's
// language (lang.User): whether --lang chose it, where the players type,
// where a long step says how far it is. The command sets it (Use) once it
// has read --lang.
type Env struct {
	LangGiven bool      // --lang chose the language: the web page speaks it to every browser
	Stdin     io.Reader // what the players type
	// Echo, when set, shows each line of Stdin as a prompt takes it: a
	// demo's scripted players, whose typing no terminal shows.
	Echo     io.Writer
	Progress io.Writer // where opening a camera says what it tries
}

var env = Env{Stdin: os.Stdin, Progress: io.Discard}

// LangGiven: --lang chose the user's language; the web page then
// speaks it to every browser.
func LangGiven() bool { return env.LangGiven }

// Progress is where a command that runs for a while says how far it is
// (standard error).
func Progress() io.Writer { return env.Progress }

// Use makes e the environment of the runs to come.
func Use(e Env) { env = e }

func say() *lang.Printer { return lang.Say() }

// DefaultJournal is the journal's file when neither --journal nor
// $MECANOID_JOURNAL names one.
const DefaultJournal = "mecanoid.journal"

// JournalFlag adds --journal to fs; its value is resolved by JournalPath.
func JournalFlag(fs *flag.FlagSet) *string {
	return fs.String("journal", "", say().Sprintf("the referee's journal (default $MECANOID_JOURNAL, else %s)", DefaultJournal))
}

// JournalPath is the journal --journal names (flagValue), else
// $MECANOID_JOURNAL's, else DefaultJournal.
func JournalPath(flagValue string) string {
	if flagValue != "" {
		return flagValue
	}
	if env := os.Getenv("MECANOID_JOURNAL"); env != "" {
		return env
	}
	return DefaultJournal
}

// OpenJournal opens an existing journal to read it: reading one must not
// create it, nor write to it (it may be on read-only media, or written by
// a referee at the table meanwhile).
func OpenJournal(flagValue string) (*journal.Journal, error) {
	return openExisting(flagValue, journal.OpenReadOnly)
}

// OpenJournalToWrite opens an existing journal to write to it.
func OpenJournalToWrite(flagValue string) (*journal.Journal, error) {
	return openExisting(flagValue, journal.OpenJournal)
}

func openExisting(flagValue string, open func(string) (*journal.Journal, error)) (*journal.Journal, error) {
	path := JournalPath(flagValue)
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return nil, fault.New(fault.Input, say().Sprintf("no journal %s (give --journal FILE or set MECANOID_JOURNAL)", path))
	}
	j, err := open(path)
	if errors.Is(err, journal.ErrInUse) {
		return nil, fault.E(fault.Journal, err) // not the file's fault
	}
	if err != nil {
		return nil, fault.E(fault.Input, err) // the file named cannot serve as a journal
	}
	return j, nil
}

// JournalError makes a journal's refusal bad input (exit 2): a file that
// is not a journal, a damaged one, a game that is not there.
func JournalError(err error) error {
	for _, s := range []error{journal.ErrNotJournal, journal.ErrCorruptJournal, journal.ErrNewerJournal,
		journal.ErrUnknownGame, journal.ErrDisagree} {
		if errors.Is(err, s) {
			return fault.E(fault.Input, err)
		}
	}
	return err
}

// GameState says whether g goes on, in the user's language.
func GameState(g journal.GameInfo) string {
	if !g.Over {
		return say().Sprintf("in play")
	}
	if g.Winner != "" {
		return say().Sprintf("over: %s", g.Winner)
	}
	return say().Sprintf("over")
}

// Current is the environment the runs to come use (a demo types its
// players' answers through a copy of it).
func Current() Env { return env }

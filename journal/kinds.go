package journal

import "mecanoid/fault"

// The kinds of the journal's errors (fault.Register). A game or a world
// that is not there, or a name a new one cannot take, is bad input: the
// command line named it (fault.Input, exit 2). The rest is the journal
// failing to serve (fault.Journal, exit 1): a file that is not a journal,
// a damaged or newer one, a stored game the engine now refuses, a record
// out of sequence or refused. Where the user named the file that cannot
// serve (games, replay, export, --resume), the command says Input over
// it with fault.E; while the referee keeps a game, the store failed.
//
// An error of the journal holds its sentinel before its cause, so that an
// engine's error inside (a setup refused as a record) does not give its
// kind.
func init() {
	fault.Register(ErrUnknownGame, fault.Input)
	fault.Register(ErrGameName, fault.Input)

	fault.Register(ErrNotJournal, fault.Journal)
	fault.Register(ErrCorruptJournal, fault.Journal)
	fault.Register(ErrNewerJournal, fault.Journal)
	fault.Register(ErrDisagree, fault.Journal)
	fault.Register(ErrTurnOrder, fault.Journal)
	fault.Register(ErrGameOver, fault.Journal)
	fault.Register(ErrBadRecord, fault.Journal)
}

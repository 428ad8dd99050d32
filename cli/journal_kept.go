package cli

import (
	"errors"
	"fmt"
	"io"
	"mecanoid/game"
	"mecanoid/referee/session"
	"strings"

	"mecanoid/fault"
	"mecanoid/journal"
)

// Every game the referee keeps in the journal is listed by `games`,
// written out as a game file by `export` and replayed by `replay` through
// its registration (games.go): its export makes the game file, checked
// against the positions the referee kept, and its resolver prints it.

// findAnyGame finds a game of any kind by name or number; kind ("": any)
// narrows it. When it is not there, the error lists those that are.
func findAnyGame(j *journal.Journal, name, kind string) (journal.GameInfo, error) {
	info, err := j.FindKept(kind, name)
	if !errors.Is(err, journal.ErrUnknownGame) {
		return info, journalError(err)
	}
	games, lerr := j.KeptGames(kind)
	if lerr != nil || strings.Contains(err.Error(), "say which with --game") {
		return info, journalError(err)
	}
	if len(games) == 0 {
		return info, fault.Errorf(fault.Input, "%w%s", err, say().Sprintf("; the journal holds no game"))
	}
	known := make([]string, len(games))
	for i, g := range games {
		known[i] = fmt.Sprintf("%d %s", g.ID, g.Name)
	}
	return info, fault.Errorf(fault.Input, "%w%s", err, say().Sprintf("; the journal holds: %s", strings.Join(known, ", ")))
}

// keptGameFile is a kept game's game file.
func keptGameFile(j *journal.Journal, info journal.GameInfo) ([]byte, error) {
	g := game.Named(info.Kind)
	if g == nil || g.Export == nil {
		return nil, fault.New(fault.Input, say().Sprintf("game %s is a %s game: this mecanoid cannot write it out", info.Name, info.Kind))
	}
	data, err := g.Export(j, info)
	if err != nil {
		return nil, journalError(err)
	}
	return data, nil
}

// replayKept prints a kept game as resolve prints its game file.
func replayKept(j *journal.Journal, info journal.GameInfo, o game.ResolveOptions, w io.Writer) error {
	data, err := keptGameFile(j, info)
	if err != nil {
		return err
	}
	if !o.JSON {
		say().Fprintf(w, "Game %s (%s), %s game, %s, %s\n", info.Name, j.Path(), info.Kind, info.Created.Local().Format("2006-01-02 15:04"), gameState(info))
	}
	return game.Named(info.Kind).Resolve(say().Sprintf("%s, game %s", j.Path(), info.Name), data, o, w)
}

var gameState = session.GameState

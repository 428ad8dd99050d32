package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	"mecanoid/fault"
	gametiles "mecanoid/game/tiles"
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
	if info.Kind == gametiles.Kind {
		return nil, fault.New(fault.Input, say().Sprintf("%s is a tile world: mecanoid tiles log --world %s shows it, tiles export --world %s writes it out", info.Name, info.Name, info.Name))
	}
	g, ok := games[info.Kind]
	if !ok || g.export == nil {
		return nil, fault.New(fault.Input, say().Sprintf("game %s is a %s game: this mecanoid cannot write it out", info.Name, info.Kind))
	}
	data, err := g.export(j, info)
	if err != nil {
		return nil, journalError(err)
	}
	return data, nil
}

// replayKept prints a kept game as resolve prints its game file.
func replayKept(j *journal.Journal, info journal.GameInfo, o resolveOptions, w io.Writer) error {
	data, err := keptGameFile(j, info)
	if err != nil {
		return err
	}
	if !o.json {
		say().Fprintf(w, "Game %s (%s), %s game, %s, %s\n", info.Name, j.Path(), info.Kind, info.Created.Local().Format("2006-01-02 15:04"), gameState(info))
	}
	return games[info.Kind].resolve(say().Sprintf("%s, game %s", j.Path(), info.Name), data, o, w)
}

// gameState says whether g goes on, in the user's language.
func gameState(g journal.GameInfo) string {
	if !g.Over {
		return say().Sprintf("in play")
	}
	if g.Winner != "" {
		return say().Sprintf("over: %s", g.Winner)
	}
	return say().Sprintf("over")
}

// sameAsKept checks the positions a kept game's replay gives (position(i):
// the position after its i-th step, 1-based; n of them) against those the
// referee kept with each step; what names a step ("round", "turn"). Both
// are compared as the JSON values they are written as.
func sameAsKept(kg journal.KeptGame, what string, n int, position func(i int) any) error {
	for i, st := range kg.Steps {
		if i+1 > n {
			return errors.New(say().Sprintf("game %s: %s %d: kept, but the replay ends before it", kg.Info.Name, say().Sprintf(what), st.Step))
		}
		data, err := json.Marshal(position(i + 1))
		if err != nil {
			return err
		}
		var replayed, kept any
		json.Unmarshal(data, &replayed)
		if err := json.Unmarshal(st.Result, &kept); err != nil {
			return fmt.Errorf("%s%w", say().Sprintf("game %s: %s %d: position: ", kg.Info.Name, say().Sprintf(what), st.Step), err)
		}
		if !reflect.DeepEqual(replayed, kept) {
			return errors.New(say().Sprintf("game %s: %s %d: the kept position is not the replay's", kg.Info.Name, say().Sprintf(what), st.Step))
		}
	}
	return nil
}

// disagree marks err, met replaying a kept game, as the engine refusing
// what the journal holds (journal.ErrDisagree: bad input, exit 2).
func disagree(err error) error { return fmt.Errorf("%w: %w", journal.ErrDisagree, err) }

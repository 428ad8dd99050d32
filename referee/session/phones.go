package session

import (
	"encoding/json"
	"fmt"
	"sync"

	"mecanoid/journal"
	"mecanoid/referee/talk"
)

// A game gone on with (--resume) keeps its phones: the page's join code
// and the seats they held are kept in the game's log (an entry "phones"
// at each change), so that the page of the next run has the same code,
// the phones that reconnect by themselves hold the same seats, and the
// room sees the game's history at once (the updates the log kept).

// phonesEntry is the log's kind for the phones' code and seats.
const phonesEntry = "phones"

// phones are the join code and the seats held (seat → phone token).
type phones struct {
	Code string            `json:"code"`
	Held map[string]string `json:"held"`
}

// keptLog is what the log of a kept game gives its next run: the updates
// shown, in order, and the phones as last kept.
func (t *Run) keptLog(info journal.GameInfo) ([]talk.Update, phones, error) {
	var ph phones
	logged, err := t.journal.KeptLogOf(info.ID)
	if err != nil {
		return nil, ph, JournalError(err)
	}
	var shown []talk.Update
	for _, e := range logged {
		switch e.Kind {
		case phonesEntry:
			if err := json.Unmarshal(e.Data, &ph); err != nil {
				return nil, ph, JournalError(t.journal.Fail(journal.ErrCorruptJournal, err, "game %s: the phones' seats do not read: %v", info.Name, err))
			}
		case "undone":
		default:
			var u talk.Update
			if err := json.Unmarshal(e.Data, &u); err != nil {
				return nil, ph, JournalError(t.journal.Fail(journal.ErrCorruptJournal, err, "game %s: update %d does not read: %v", info.Name, e.Seq, err))
			}
			shown = append(shown, u)
		}
	}
	return shown, ph, nil
}

// seatKeeper keeps the phones' seats in the game's log as the page tells
// them (web.Options.KeepSeats); before the game is kept (its first
// position not yet read), it holds the last and keeps it then.
type seatKeeper struct {
	mu     sync.Mutex
	j      *journal.Journal
	code   string
	game   int64 // 0: not kept yet
	held   map[string]string
	told   bool // held is newer than what the log has
	warned bool
	warn   func(error)
}

// Keep is web.Options.KeepSeats.
func (k *seatKeeper) Keep(held map[string]string) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.held, k.told = held, true
	k.writeLocked()
}

// in keeps the seats in game from now on.
func (k *seatKeeper) in(game int64) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.game = game
	k.writeLocked()
}

func (k *seatKeeper) writeLocked() {
	if k.game == 0 || !k.told || k.code == "" {
		return
	}
	err := k.j.KeptLog(k.game, journal.Entry{Kind: phonesEntry, Data: phones{Code: k.code, Held: k.held}})
	if err == nil {
		k.told = false
	} else if !k.warned && k.warn != nil {
		k.warned = true
		k.warn(fmt.Errorf("the phones' seats could not be kept: %w", err))
	}
}

package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"mecanoid/referee/talk"
)

// Phones answer the Questions of the games other than DR2D (a hex game's
// secret radio signal, a skirmish turn's actions): with Options.Players
// set, the join link opens the question page (static/ask.html), where a phone
// takes a player, and answers what the referee asks that player. Answers
// go only to the referee; the event stream says who has answered, never
// what.

// Errors of the question page: 404 (ErrUnknownPlayer), 409 (ErrNotAsked)
// and 422 (ErrRefused, the game's Check).
var (
	ErrUnknownPlayer = errors.New("web: no such player in the game")
	ErrNotAsked      = errors.New("web: nothing asked of this player now")
	ErrRefused       = errors.New("web: answer refused")
)

// webQuestions is the question open to the phones, if any, and who holds
// which player.
type webQuestions struct {
	seq     int // numbers the questions: a phone answers the one it saw
	q       talk.Question
	open    bool
	answers map[string]string // secret until Ask returns
	players map[string]string // player → phone token
}

var _ talk.Asker = (*Page)(nil)

// Ask opens q to the phones and returns the answers they sent. It returns
// when every player of q.Who whom a phone holds has answered (with
// Options.WaitAll: every player of q.Who), so that the map may lack
// players without a phone: talk.AskEither asks those at the keyboard. A phone
// may change its answer until Ask returns.
func (w *Page) Ask(ctx context.Context, q talk.Question) (map[string]string, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	qs := &w.qs
	qs.seq++
	id := qs.seq
	qs.q, qs.open, qs.answers = q, true, map[string]string{}
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
	var got map[string]string
	err := w.waitLocked(ctx, func() (ok bool) { got, ok = w.answeredLocked(); return ok })
	switch {
	case errors.Is(err, ErrClosed):
		return nil, fmt.Errorf("%w while waiting for answers to step %d", err, q.Step)
	case err != nil:
		if qs.seq == id {
			qs.open = false
			w.broadcastLocked(w.questionLocked())
		}
		return nil, fmt.Errorf("%w: %w", talk.ErrStopped, err)
	}
	qs.open = false
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
	return got, nil
}

// answeredLocked returns the answers when every awaited player is in.
func (w *Page) answeredLocked() (map[string]string, bool) {
	got := map[string]string{}
	for _, who := range w.qs.q.Who {
		if a, ok := w.qs.answers[who]; ok {
			got[who] = a
			continue
		}
		if _, held := w.qs.players[who]; held || w.opts.WaitAll {
			return nil, false
		}
	}
	return got, true
}

// webQuestion is what the event stream says of the question: never an
// answer, nor the join code.
type webQuestion struct {
	ID       int      `json:"id"`
	Step     int      `json:"step"`
	Prompt   string   `json:"prompt"`
	Secret   bool     `json:"secret"`
	Open     bool     `json:"open"`
	Who      []string `json:"who"`      // asked
	Answered []string `json:"answered"` // of those, who has answered
	Players  []string `json:"players"`  // the game's players
	Held     []string `json:"held"`     // players a phone holds
}

func (w *Page) questionLocked() []byte {
	qs := &w.qs
	out := webQuestion{ID: qs.seq, Step: qs.q.Step, Prompt: qs.q.Prompt, Secret: qs.q.Secret, Open: qs.open,
		Who: append([]string{}, qs.q.Who...), Answered: []string{}, Players: append([]string{}, w.opts.Players...), Held: []string{}}
	for _, who := range qs.q.Who {
		if _, ok := qs.answers[who]; ok {
			out.Answered = append(out.Answered, who)
		}
	}
	for _, p := range w.opts.Players {
		if _, ok := qs.players[p]; ok {
			out.Held = append(out.Held, p)
		}
	}
	return sseMessage("question", out)
}

// webMyPlayers is what a phone holds: its players and what it answered
// to the open question.
type webMyPlayers struct {
	Players  []string          `json:"players"`
	Answers  map[string]string `json:"answers"`
	Question int               `json:"question"`
	Version  int               `json:"version"`
}

func (w *Page) myPlayersLocked(token string) webMyPlayers {
	m := webMyPlayers{Players: []string{}, Answers: map[string]string{}, Question: w.qs.seq, Version: w.version}
	if token == "" {
		return m
	}
	for _, p := range w.opts.Players {
		if w.qs.players[p] != token {
			continue
		}
		m.Players = append(m.Players, p)
		if a, ok := w.qs.answers[p]; ok {
			m.Answers[p] = a
		}
	}
	return m
}

// playerRequest checks the join code of a question-page request and reads
// its player.
func (w *Page) playerRequest(r *http.Request) (string, error) {
	if err := w.requestCode(r); err != nil {
		return "", err
	}
	p := r.FormValue("player")
	if !slices.Contains(w.opts.Players, p) {
		return "", fmt.Errorf("%w: %s", ErrUnknownPlayer, echo(p))
	}
	return p, nil
}

func (w *Page) serveMyPlayers(rw http.ResponseWriter, r *http.Request) {
	if err := w.requestCode(r); err != nil {
		apiError(rw, err)
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	writeJSON(rw, http.StatusOK, w.myPlayersLocked(phoneToken(r)))
}

// serveTakePlayer gives a player to the phone; the same phone may take it again.
func (w *Page) serveTakePlayer(rw http.ResponseWriter, r *http.Request) {
	p, err := w.playerRequest(r)
	if err != nil {
		apiError(rw, err)
		return
	}
	token := ensureToken(rw, r)
	w.mu.Lock()
	defer w.mu.Unlock()
	if t, ok := w.qs.players[p]; ok && t != token {
		apiError(rw, fmt.Errorf("%w: %s is held by another phone", ErrClaimed, p))
		return
	}
	if w.qs.players == nil {
		w.qs.players = map[string]string{}
	}
	w.qs.players[p] = token
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
	writeJSON(rw, http.StatusOK, w.myPlayersLocked(token))
}

// serveGivePlayer frees a player for another phone.
func (w *Page) serveGivePlayer(rw http.ResponseWriter, r *http.Request) {
	p, err := w.playerRequest(r)
	if err != nil {
		apiError(rw, err)
		return
	}
	token := phoneToken(r)
	w.mu.Lock()
	defer w.mu.Unlock()
	if t, ok := w.qs.players[p]; !ok || t != token {
		apiError(rw, fmt.Errorf("%w: %s", ErrNotClaimed, p))
		return
	}
	delete(w.qs.players, p)
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
	writeJSON(rw, http.StatusOK, w.myPlayersLocked(token))
}

// serveAnswer takes a phone's answer for a player it holds, to the
// question it names; the game's Check may refuse it (422, its reason).
func (w *Page) serveAnswer(rw http.ResponseWriter, r *http.Request) {
	p, err := w.playerRequest(r)
	if err != nil {
		apiError(rw, err)
		return
	}
	id, _ := strconv.Atoi(r.FormValue("question"))
	answer := strings.TrimSpace(r.FormValue("answer"))
	token := phoneToken(r)
	w.mu.Lock()
	qs := &w.qs
	switch {
	case qs.players[p] != token || token == "":
		err = fmt.Errorf("%w: %s", ErrNotClaimed, p)
	case !qs.open || !slices.Contains(qs.q.Who, p):
		err = fmt.Errorf("%w: %s", ErrNotAsked, p)
	case id != qs.seq:
		err = fmt.Errorf("%w: this form answers an older question (step %d is asked now): reload", ErrNotAsked, qs.q.Step)
	}
	check := qs.q.Check
	w.mu.Unlock()
	if err != nil {
		apiError(rw, err)
		return
	}
	// Check may ask the engine: not under the page's lock.
	if check != nil {
		if cerr := check(p, answer); cerr != nil {
			apiError(rw, fmt.Errorf("%w: %w", ErrRefused, cerr))
			return
		}
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if !qs.open || id != qs.seq {
		apiError(rw, fmt.Errorf("%w: %s: the question closed meanwhile", ErrNotAsked, p))
		return
	}
	qs.answers[p] = answer
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
	writeJSON(rw, http.StatusOK, w.myPlayersLocked(token))
}

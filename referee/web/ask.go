package web

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// One phone protocol for every game: the join link opens the phone page
// (static/ask.html), where a phone takes a seat (a player of the hex game
// or the skirmish, a robot of DR2D) and answers what the referee asks
// that seat: a secret radio signal, a turn's actions, a cartridge. Answers
// go only to the referee; the event stream says who holds a seat and who
// has answered, never what.
//
//	GET  /api/seats?code=C                     the seats this phone holds, its answers to the open question
//	POST /api/seat       code, seat            take a seat (the same phone may take it again)
//	POST /api/seat/give  code, seat            give it back, for another phone
//	POST /api/answer     code, seat, question, answer
//	                                           answer the open question; the game's Check may refuse it (422)

// Errors of the phone API: 404 (ErrUnknownSeat), 409 (ErrTaken,
// ErrNotHeld, ErrNotAsked) and 422 (ErrRefused, the game's Check).
var (
	ErrUnknownSeat = errors.New("web: no such seat in the game")
	ErrTaken       = errors.New("web: seat taken by another phone")
	ErrNotHeld     = errors.New("web: seat not held by this phone")
	ErrNotAsked    = errors.New("web: nothing asked of this seat now")
	ErrRefused     = errors.New("web: answer refused")
)

// seats are the game's seats, who holds which, and the question open to
// the phones, if any.
type seats struct {
	names     []string
	held      map[string]string // seat → phone token
	askedBack map[string]string // seat → the token of a phone asking for it (Give)
	seq       int               // numbers the questions: a phone answers the one it saw
	q         talk.Question
	open      bool
	answers   map[string]string // secret until Ask returns
	// answeredBy is the token of the phone that sent each answer: only
	// that phone reads it back (a seat given back and taken by another
	// phone keeps its answer for the referee, not for the new phone).
	answeredBy map[string]string
	// corrected: the answers the table corrected once the question
	// closed (Corrected); the phone that holds the seat shows them.
	corrected map[string]bool
	// before: the answers to the same step asked before (a turn undone
	// is asked again), each with the phone that sent it, which is offered
	// it to edit.
	before map[string]sent
}

// sent is an answer and the phone that sent it.
type sent struct{ answer, by string }

var _ talk.Asker = (*Page)(nil)

// seatLocked makes names the game's seats; a phone keeps a seat that
// stays (a game taken up again).
func (w *Page) seatLocked(names []string) {
	w.qs.names = append([]string(nil), names...)
	for s := range w.qs.held {
		if !slices.Contains(names, s) {
			delete(w.qs.held, s)
			delete(w.qs.askedBack, s)
		}
	}
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
}

// Ask opens q to the phones and returns the answers they sent. It returns
// when every seat of q.Who that a phone holds has answered (with
// Options.WaitAll: every seat of q.Who), so that the map may lack seats
// without a phone (referee.TableAsker asks the phones and the keyboard at
// once). A phone may
// change its answer until Ask returns.
func (w *Page) Ask(ctx context.Context, q talk.Question) (map[string]string, error) {
	o := w.Open(q)
	defer o.Close()
	for {
		say, err := o.Next(ctx)
		if err != nil {
			return nil, err
		}
		if got, ok := w.complete(q, say.Answers, say.Held); ok {
			return got, nil
		}
	}
}

// complete returns the answers to q when every awaited seat is in.
func (w *Page) complete(q talk.Question, answers map[string]string, held []string) (map[string]string, bool) {
	got := map[string]string{}
	for _, who := range q.Who {
		if a, ok := answers[who]; ok {
			got[who] = a
			continue
		}
		if w.opts.WaitAll || slices.Contains(held, who) {
			return nil, false
		}
	}
	return got, true
}

var _ talk.Phones = (*Page)(nil)

// Open opens q to the phones: each answers for the seats it holds, the
// table for the others (talk.Phones). Opening a question closes the one
// open before.
func (w *Page) Open(q talk.Question) talk.Opened {
	w.mu.Lock()
	defer w.mu.Unlock()
	qs := &w.qs
	qs.seq++
	before := map[string]sent{}
	if q.Step != 0 && q.Step == qs.q.Step {
		maps.Copy(before, qs.before) // asked again before anyone answered
		for s, a := range qs.answers {
			before[s] = sent{a, qs.answeredBy[s]}
		}
	}
	qs.q, qs.open, qs.answers, qs.answeredBy, qs.corrected, qs.before = q, true, map[string]string{}, map[string]string{}, map[string]bool{}, before
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
	return &opened{w: w, id: qs.seq, seen: -1}
}

// opened is a question Open opened, as its asker follows it.
type opened struct {
	w    *Page
	id   int // the question's number (seats.seq)
	seen int // the page's version last given by Next
}

func (o *opened) Next(ctx context.Context) (talk.PhonesSay, error) {
	w := o.w
	w.mu.Lock()
	defer w.mu.Unlock()
	err := w.waitLocked(ctx, func() bool { return w.version != o.seen || w.qs.seq != o.id })
	switch {
	case errors.Is(err, ErrClosed):
		return talk.PhonesSay{}, fmt.Errorf("%w while waiting for answers to step %d", err, w.qs.q.Step)
	case err != nil:
		return talk.PhonesSay{}, fmt.Errorf("%w: %w", talk.ErrStopped, err)
	case w.qs.seq != o.id:
		return talk.PhonesSay{}, fmt.Errorf("%w: another question was opened", ErrNotAsked)
	}
	o.seen = w.version
	say := talk.PhonesSay{Answers: maps.Clone(w.qs.answers)}
	for _, who := range w.qs.q.Who {
		if _, ok := w.qs.held[who]; ok {
			say.Held = append(say.Held, who)
		}
		if _, ok := w.qs.askedBack[who]; ok {
			say.AskedBack = append(say.AskedBack, who)
		}
	}
	return say, nil
}

func (o *opened) Close() {
	w := o.w
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.qs.seq != o.id || !w.qs.open {
		return
	}
	w.qs.open = false
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
}

// webQuestion is what the event stream says of the seats and the
// question: never an answer, nor the join code.
type webQuestion struct {
	ID     int    `json:"id"`
	Step   int    `json:"step"`
	Prompt string `json:"prompt"`
	// Prompts: the prompt by language, when the referee gives them
	// (talk.Question.Prompts).
	Prompts   map[string]string `json:"prompts,omitempty"`
	Form      string            `json:"form,omitempty"`
	Secret    bool              `json:"secret"`
	Open      bool              `json:"open"`
	Who       []string          `json:"who"`        // asked
	Answered  []string          `json:"answered"`   // of those, who has answered
	Seats     []string          `json:"seats"`      // the game's seats
	Held      []string          `json:"held"`       // seats a phone holds
	AskedBack []string          `json:"asked_back"` // of those, seats another phone asks for
	Corrected []string          `json:"corrected"`  // seats whose answer the table corrected
	// Names are the seats' names by language, seat by seat, for the
	// seats the catalog names (Netzwerk's "player 1" is « joueur 1 »);
	// a seat it does not name is shown as the game calls it.
	Names map[string]map[string]string `json:"names,omitempty"`
}

// seatNames are seats' names in every language, for those the catalog
// names; nil when it names none.
func seatNames(seats []string) map[string]map[string]string {
	var names map[string]map[string]string
	for _, s := range seats {
		if !lang.Has(s) {
			continue
		}
		if names == nil {
			names = map[string]map[string]string{}
		}
		for _, l := range lang.All {
			if names[string(l)] == nil {
				names[string(l)] = map[string]string{}
			}
			names[string(l)][s] = l.Printer().Sprintf(s)
		}
	}
	return names
}

func (w *Page) questionLocked() []byte {
	qs := &w.qs
	out := webQuestion{ID: qs.seq, Step: qs.q.Step, Prompt: qs.q.Prompt, Prompts: qs.q.Prompts, Form: qs.q.Form, Secret: qs.q.Secret, Open: qs.open,
		Who: append([]string{}, qs.q.Who...), Answered: []string{}, Seats: append([]string{}, qs.names...), Held: []string{}, AskedBack: []string{}, Corrected: []string{}, Names: seatNames(qs.names)}
	for _, who := range qs.q.Who {
		if _, ok := qs.answers[who]; ok {
			out.Answered = append(out.Answered, who)
		}
		if qs.corrected[who] {
			out.Corrected = append(out.Corrected, who)
		}
	}
	for _, s := range qs.names {
		if _, ok := qs.held[s]; ok {
			out.Held = append(out.Held, s)
		}
		if _, ok := qs.askedBack[s]; ok {
			out.AskedBack = append(out.AskedBack, s)
		}
	}
	return sseMessage("question", out)
}

// webMine is what a phone holds: its seats and what it answered to the
// open question. Answers to a phone's requests may arrive out of order: it
// keeps the answer to the request it sent last (MC.latest in
// static/common.js); Version says how many changes the page had seen, for
// debugging.
type webMine struct {
	Seats   []string          `json:"seats"`
	Answers map[string]string `json:"answers"`
	// Offered: what this phone sent when the same step was asked
	// before (a turn undone): its form offers it to edit.
	Offered map[string]string `json:"offered"`
	// Corrected: the answers the table corrected after this phone sent
	// them (the programs played are these).
	Corrected map[string]string `json:"corrected"`
	Question  int               `json:"question"`
	Version   int               `json:"version"`
}

func (w *Page) mineLocked(token string) webMine {
	m := webMine{Seats: []string{}, Answers: map[string]string{}, Offered: map[string]string{}, Corrected: map[string]string{},
		Question: w.qs.seq, Version: w.version}
	if token == "" {
		return m
	}
	for _, s := range w.qs.names {
		if w.qs.held[s] != token {
			continue
		}
		m.Seats = append(m.Seats, s)
		if a, ok := w.qs.answers[s]; ok && w.qs.answeredBy[s] == token {
			m.Answers[s] = a
			if w.qs.corrected[s] {
				m.Corrected[s] = a
			}
		} else if b, ok := w.qs.before[s]; ok && b.by == token && !answeredNow(w.qs.answers, s) {
			m.Offered[s] = b.answer
		}
	}
	return m
}

// seatRequest checks the join code of a phone's request and reads its seat.
func (w *Page) seatRequest(r *http.Request) (string, error) {
	if err := w.requestCode(r); err != nil {
		return "", err
	}
	s := r.FormValue("seat")
	w.mu.Lock()
	known := slices.Contains(w.qs.names, s)
	w.mu.Unlock()
	if !known {
		return "", failure(ErrUnknownSeat, lang.M("no such seat in the game: %s", echo(s)))
	}
	return s, nil
}

func (w *Page) serveMySeats(rw http.ResponseWriter, r *http.Request) {
	if err := w.requestCode(r); err != nil {
		w.apiError(rw, r, err)
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	writeJSON(rw, http.StatusOK, w.mineLocked(phoneToken(r)))
}

// serveTakeSeat gives a seat to the phone; the same phone may take it again.
func (w *Page) serveTakeSeat(rw http.ResponseWriter, r *http.Request) {
	s, err := w.seatRequest(r)
	if err != nil {
		w.apiError(rw, r, err)
		return
	}
	token := ensureToken(rw, r)
	w.mu.Lock()
	defer w.mu.Unlock()
	if t, ok := w.qs.held[s]; ok && t != token {
		if r.FormValue("ask") == "" {
			w.apiError(rw, r, failure(ErrTaken, lang.M("seat taken by another phone: %s", s)))
			return
		}
		// A phone that lost its cookie asks for its seat back: the
		// table hands it over (Give) if it agrees.
		if w.qs.askedBack == nil {
			w.qs.askedBack = map[string]string{}
		}
		w.qs.askedBack[s] = token
		w.notifyLocked()
		w.broadcastLocked(w.questionLocked())
		writeJSON(rw, http.StatusAccepted, map[string]string{"asked": s,
			"note": w.langOf(r).Printer().Sprintf("%s is held by another phone: the table is asked to give it to this one", s)})
		return
	}
	w.qs.held[s] = token
	delete(w.qs.askedBack, s)
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
	writeJSON(rw, http.StatusOK, w.mineLocked(token))
}

// serveGiveSeat frees a seat for another phone; its answer to the open
// question stays.
func (w *Page) serveGiveSeat(rw http.ResponseWriter, r *http.Request) {
	s, err := w.seatRequest(r)
	if err != nil {
		w.apiError(rw, r, err)
		return
	}
	token := phoneToken(r)
	w.mu.Lock()
	defer w.mu.Unlock()
	if t, ok := w.qs.held[s]; !ok || t != token {
		w.apiError(rw, r, failure(ErrNotHeld, lang.M("seat not held by this phone: %s", s)))
		return
	}
	delete(w.qs.held, s)
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
	writeJSON(rw, http.StatusOK, w.mineLocked(token))
}

// Release frees seat whoever holds it: the table takes it back from a
// lost phone.
func (w *Page) Release(seat string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	delete(w.qs.held, seat)
	delete(w.qs.askedBack, seat)
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
}

// Give hands seat to the phone that asked for it back, once the table
// agrees (talk.Phones).
func (w *Page) Give(seat string) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	token, ok := w.qs.askedBack[seat]
	if !ok {
		return failure(ErrNotAsked, lang.M("nothing asked of this seat now: no phone asks for %s", seat))
	}
	// The table agrees the asking phone is the holder's: its answer is
	// the new phone's to see and change.
	if by, ok := w.qs.answeredBy[seat]; ok && by == w.qs.held[seat] {
		w.qs.answeredBy[seat] = token
	}
	w.qs.held[seat] = token
	delete(w.qs.askedBack, seat)
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
	return nil
}

// serveAnswer takes a phone's answer for a seat it holds, to the question
// it names; the game's Check may refuse it (422, its reason).
func (w *Page) serveAnswer(rw http.ResponseWriter, r *http.Request) {
	s, err := w.seatRequest(r)
	if err != nil {
		w.apiError(rw, r, err)
		return
	}
	id, _ := strconv.Atoi(r.FormValue("question"))
	answer := strings.TrimSpace(r.FormValue("answer"))
	token := phoneToken(r)
	w.mu.Lock()
	qs := &w.qs
	switch {
	case qs.held[s] != token || token == "":
		err = failure(ErrNotHeld, lang.M("seat not held by this phone: %s", s))
	case !qs.open || !slices.Contains(qs.q.Who, s):
		err = failure(ErrNotAsked, lang.M("nothing asked of this seat now: %s", s))
	case id != qs.seq:
		err = failure(ErrNotAsked, lang.M("nothing asked of this seat now: this form answers an older question (step %d is asked now): reload", qs.q.Step))
	}
	check := qs.q.Check
	w.mu.Unlock()
	if err != nil {
		w.apiError(rw, r, err)
		return
	}
	// Check may ask the engine: not under the page's lock.
	if check != nil {
		if cerr := check(s, answer); cerr != nil {
			w.apiError(rw, r, refused(cerr))
			return
		}
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if !qs.open || id != qs.seq {
		w.apiError(rw, r, failure(ErrNotAsked, lang.M("nothing asked of this seat now: %s: the question closed meanwhile", s)))
		return
	}
	// The table may have released or given the seat while Check ran.
	if qs.held[s] != token {
		w.apiError(rw, r, failure(ErrNotHeld, lang.M("seat not held by this phone: %s", s)))
		return
	}
	qs.answers[s] = answer
	qs.answeredBy[s] = token
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
	writeJSON(rw, http.StatusOK, w.mineLocked(token))
}

func answeredNow(answers map[string]string, s string) bool { _, ok := answers[s]; return ok }

var _ talk.Corrector = (*Page)(nil)

// Corrected takes the table's correction of seat's answer to step, once
// the question closed (a DR2D program misread, fixed at the terminal):
// the phone that sent the answer shows it corrected (talk.Corrector).
func (w *Page) Corrected(step int, seat, answer string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	qs := &w.qs
	if qs.q.Step != step || !slices.Contains(qs.q.Who, seat) {
		return
	}
	if _, ok := qs.answers[seat]; !ok { // typed at the table: no phone's
		return
	}
	qs.answers[seat] = answer
	qs.corrected[seat] = true
	w.notifyLocked()
	w.broadcastLocked(w.questionLocked())
}

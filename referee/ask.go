package referee

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// TerminalAsker asks at one keyboard: each player of a Question in turn,
// one line each, asked again with the reason when Check refuses it. A
// secret answer typed there is seen by whoever looks at the screen: the
// prompt says so, and that phones keep it secret. It speaks l.
func TerminalAsker(l lang.Lang, in *Keyboard, out io.Writer) talk.Asker {
	return &terminalAsker{in, out, l.Printer()}
}

type terminalAsker struct {
	in  *Keyboard
	out io.Writer
	say *lang.Printer
}

func (t *terminalAsker) Ask(ctx context.Context, q talk.Question) (map[string]string, error) {
	got := map[string]string{}
	if q.Secret && len(q.Who) > 0 {
		t.say.Fprintf(t.out, "(answers typed here are seen by the table: a phone keeps them secret)\n")
	}
	for _, who := range q.Who {
		for {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("%w: %w", ErrStopped, err)
			}
			t.say.Fprintf(t.out, "%s, %s: ", who, q.Prompt)
			line, err := t.in.ReadLine(ctx)
			if err != nil {
				return nil, err
			}
			answer := strings.TrimSpace(line)
			if q.Check != nil {
				if err := q.Check(who, answer); err != nil {
					fmt.Fprintf(t.out, "  %s\n", SayError(t.say, err))
					continue
				}
			}
			got[who] = answer
			break
		}
	}
	return got, nil
}

// TableAsker asks the phones and the keyboard at once: a seat a phone
// holds waits for that phone, the others are typed at the keyboard, and
// the terminal says, as it changes, whom it is waiting for and how. The
// table can always go on: a line typed for a seat a phone holds takes it
// over from the phone (a phone lost, a player who gave up his phone), and
// "release SEAT" frees a seat for another phone. A typed line answers the
// seat it names first ("3: F F R - LB", "Violet: R3 7"), else the first
// seat still waiting that no phone holds. A phone that lost its cookie
// asks for its seat back: "give SEAT" hands it over. Without phones (nil),
// it is TerminalAsker. The terminal speaks l.
func TableAsker(l lang.Lang, phones talk.Phones, in *Keyboard, out io.Writer) talk.Asker {
	if phones == nil {
		return TerminalAsker(l, in, out)
	}
	return &tableAsker{phones: phones, in: in, out: out, say: l.Printer()}
}

type tableAsker struct {
	phones talk.Phones
	in     *Keyboard
	out    io.Writer
	say    *lang.Printer
	told   told
	late   time.Duration // the time the last seat has to answer (0: no limit)
}

// AnswerTime gives the last seat of a question d to answer (mecanoid
// referee --answer-time), when a is a TableAsker: then the table is asked
// whether to wait for it again ("wait") or have it do nothing this step
// ("skip", the question's Nothing); the referee never chooses for it.
func AnswerTime(a talk.Asker, d time.Duration) talk.Asker {
	if t, ok := a.(*tableAsker); ok {
		t.late = d
	}
	return a
}

// told is what the terminal has said of the question asked, so that it
// says again only what changed: the question's prompt once, how each seat
// answers once, and the whole line only when someone's state changed. A
// question asked again (Netzwerk's turn, reopened at each change of a
// watched table) is not said again.
type told struct {
	step   int
	prompt string
	said   bool              // the prompt
	seats  map[string]string // seat → how it answers, as said in full
	state  string            // the waiting line in full, when last said
}

// seen is what the phones say, or why they cannot.
type seen struct {
	talk.PhonesSay
	err error
}

func (t *tableAsker) Ask(ctx context.Context, q talk.Question) (map[string]string, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	o := t.phones.Open(q)
	defer o.Close()
	phones := make(chan seen)
	go func() {
		for {
			say, err := o.Next(ctx)
			select {
			case phones <- seen{say, err}:
			case <-ctx.Done():
				return
			}
			if err != nil {
				return
			}
		}
	}()
	// The lines are taken from the keyboard here, not by a goroutine of
	// their own: a line typed as the last phone answers stays for the
	// next prompt instead of being read and dropped.
	lines := t.in.next()
	if q.Secret {
		t.say.Fprintf(t.out, "(answers typed here are seen by the table: a phone keeps them secret)\n")
	}
	typedAnswers := map[string]string{}
	var ph seen // which seats the phones hold, before saying whom to wait for
	select {
	case ph = <-phones:
		if ph.err != nil {
			return nil, ph.err
		}
	case <-ctx.Done():
		return nil, fmt.Errorf("%w: %w", ErrStopped, ctx.Err())
	}
	if t.told.step != q.Step || t.told.prompt != q.Prompt || t.told.seats == nil {
		t.told = told{step: q.Step, prompt: q.Prompt, seats: map[string]string{}}
	}
	var late <-chan time.Time // the last seat's time to answer
	last, lateAsked := "", ""
	for {
		got, waiting := t.answers(q, typedAnswers, ph)
		if len(waiting) == 0 {
			return got, nil
		}
		if len(waiting) == 1 && t.late > 0 && q.Nothing != "" && waiting[0] != last {
			last, lateAsked = waiting[0], ""
			late = time.After(t.late)
		}
		if lines == nil { // no keyboard: only phones can answer
			for _, who := range waiting {
				if !slices.Contains(ph.Held, who) {
					return nil, fmt.Errorf("%w: no more input, and no phone holds %s", ErrStopped, who)
				}
			}
		}
		if state := t.waitingLine(q, waiting, ph.PhonesSay, false); state != t.told.state {
			fmt.Fprintln(t.out, t.waitingLine(q, waiting, ph.PhonesSay, true))
			t.told.state = state
		}
		select {
		case <-late:
			late, lateAsked = nil, last
			t.say.Fprintf(t.out, "%s is late (%s): type \"wait\" to wait for it, or \"skip\" to have it do nothing this turn\n", last, t.late)
		case ph = <-phones:
			if ph.err != nil {
				return nil, ph.err
			}
		case l, ok := <-lines:
			if !ok {
				// The keyboard is gone (a script, nohup): the phones may
				// still answer for the seats they hold.
				lines = nil
				t.say.Fprintf(t.out, "no more input at the keyboard: waiting for the phones\n")
				continue
			}
			if l.err != nil {
				return nil, l.err
			}
			t.in.took(l.line)
			if lateAsked != "" && t.lateAnswer(strings.TrimSpace(l.line), lateAsked, q, typedAnswers) {
				if _, skipped := typedAnswers[lateAsked]; !skipped {
					late = time.After(t.late)
				}
				lateAsked = ""
				continue
			}
			t.typed(q, strings.TrimSpace(l.line), typedAnswers, ph.Held, waiting)
			t.told.state = "" // after what the line said: whom it waits for, shortly
		case <-ctx.Done():
			return nil, fmt.Errorf("%w: %w", ErrStopped, ctx.Err())
		}
	}
}

// answers are the answers so far, typed ones first, and the seats still
// waiting, in q's order.
func (t *tableAsker) answers(q talk.Question, typedAnswers map[string]string, ph seen) (map[string]string, []string) {
	got := map[string]string{}
	var waiting []string
	for _, who := range q.Who {
		if a, ok := typedAnswers[who]; ok {
			got[who] = a
		} else if a, ok := ph.Answers[who]; ok {
			got[who] = a
		} else {
			waiting = append(waiting, who)
		}
	}
	return got, waiting
}

// waitingLine says whom the table waits for: "waiting for robot 1 (its
// phone; or type it here...), robot 3 (type it here): PROMPT". Said
// (saying), what the terminal has said already is said shortly, and
// marked said: "waiting for robot 3 (type it here)" once robot 1 answered.
func (t *tableAsker) waitingLine(q talk.Question, waiting []string, ph talk.PhonesSay, saying bool) string {
	var parts []string
	for _, who := range waiting {
		var part, short string
		switch {
		case slices.Contains(ph.AskedBack, who):
			part = t.say.Sprintf("%s (its phone; another phone asks for the seat: \"give %s\" hands it over)", who, who)
			short = t.say.Sprintf("%s (its phone)", who)
		case slices.Contains(ph.Held, who):
			part = t.say.Sprintf("%s (its phone; or type it here to take over, or \"release %s\" to free the seat)", who, who)
			short = t.say.Sprintf("%s (its phone)", who)
		default:
			part = t.say.Sprintf("%s (type it here)", who)
			short = part
		}
		if saying {
			if t.told.seats[who] == part {
				part = short
			} else {
				t.told.seats[who] = part
			}
		}
		parts = append(parts, part)
	}
	if saying && t.told.said {
		return t.say.Sprintf("waiting for %s", strings.Join(parts, ", "))
	}
	t.told.said = t.told.said || saying
	return t.say.Sprintf("waiting for %s: %s", strings.Join(parts, ", "), q.Prompt)
}

// takesNothing says whether Enter alone answers q: its form is a line of
// text, and its Check takes an empty line from the first seat waiting that
// no phone holds (SimulacreS' "done, or nothing"), as TerminalAsker would.
// Without a Check an empty line is no answer.
func takesNothing(q talk.Question, held, waiting []string) bool {
	if q.Check == nil {
		return false
	}
	for _, who := range waiting {
		if !slices.Contains(held, who) {
			return q.Check(who, "") == nil
		}
	}
	return false
}

// typed takes one line typed at the table: "release SEAT", or an answer
// for the seat it names first, else for the first seat waiting that no
// phone holds; refused with the reason when Check refuses it.
func (t *tableAsker) typed(q talk.Question, line string, typedAnswers map[string]string, held, waiting []string) {
	if line == "" && q.Form != talk.FormDone && !takesNothing(q, held, waiting) {
		return // a stray Enter is no answer to a line of text
	}
	if rest, ok := cutWord(line, "release"); ok {
		seat, _ := seatNamed(q.Who, rest+":")
		if seat == "" {
			t.say.Fprintf(t.out, "  release whom? %s\n", strings.Join(q.Who, ", "))
			return
		}
		t.phones.Release(seat)
		t.say.Fprintf(t.out, "  %s's seat is free: another phone may take it, or type its answer here\n", seat)
		return
	}
	if rest, ok := cutWord(line, "give"); ok {
		seat, _ := seatNamed(q.Who, rest+":")
		switch {
		case seat == "":
			t.say.Fprintf(t.out, "  give whom? %s\n", strings.Join(q.Who, ", "))
		case t.phones.Give(seat) != nil:
			t.say.Fprintf(t.out, "  no phone asks for %s's seat\n", seat)
		default:
			t.say.Fprintf(t.out, "  %s's seat is given to the phone that asked for it\n", seat)
		}
		return
	}
	seat, answer := seatNamed(q.Who, line)
	if seat == "" {
		for _, who := range waiting {
			if !slices.Contains(held, who) {
				seat, answer = who, line
				break
			}
		}
	}
	if seat == "" {
		t.say.Fprintf(t.out, "  every seat waiting has a phone: say whose answer it is (\"%s: ...\") to take over\n", waiting[0])
		return
	}
	if q.Check != nil {
		if err := q.Check(seat, answer); err != nil {
			t.say.Fprintf(t.out, "  %s: %s\n", seat, SayError(t.say, err))
			return
		}
	}
	if slices.Contains(held, seat) {
		t.phones.Release(seat)
		t.say.Fprintf(t.out, "  %s: taken over from its phone\n", seat)
	}
	typedAnswers[seat] = answer
	t.say.Fprintf(t.out, "  %s: in\n", seat)
}

// seatNamed reads the seat a line names first ("Violet: ...", "3: ..."
// for robot 3 or player 3), and the rest of the line; "" when it names
// none.
func seatNamed(seats []string, line string) (seat, rest string) {
	name, rest, ok := strings.Cut(line, ":")
	if !ok {
		return "", line
	}
	name = strings.TrimSpace(name)
	for _, s := range seats {
		if strings.EqualFold(s, name) || strings.EqualFold(s, "robot "+name) || strings.EqualFold(s, "player "+name) {
			return s, strings.TrimSpace(rest)
		}
	}
	return "", line
}

// cutWord cuts word (any case) and a space off the start of line.
func cutWord(line, word string) (string, bool) {
	if len(line) > len(word) && strings.EqualFold(line[:len(word)], word) && line[len(word)] == ' ' {
		return strings.TrimSpace(line[len(word):]), true
	}
	return "", false
}

// lateAnswer takes the table's answer for seat late to answer: "wait"
// waits for it again, "skip" has it do nothing (q.Nothing); false for
// another line.
func (t *tableAsker) lateAnswer(line, seat string, q talk.Question, typedAnswers map[string]string) bool {
	switch strings.ToLower(line) {
	case "wait":
		t.say.Fprintf(t.out, "  waiting for %s again\n", seat)
	case "skip":
		typedAnswers[seat] = q.Nothing
		t.say.Fprintf(t.out, "  %s does nothing this turn\n", seat)
	default:
		return false
	}
	return true
}

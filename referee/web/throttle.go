package web

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"sync"
	"time"

	"mecanoid/internal/lang"
)

// The join code is 8 characters of 31 (8.5·10¹¹ codes), but a guesser on
// the room's Wi-Fi had 20,000 wrong codes a second answered. After a few
// wrong codes from an address, its next code is checked only after a wait
// that doubles with each wrong one; and the more wrong codes overall, the
// further apart the codes of every such address are checked, one at a
// time. An address that sent no wrong code (a phone that scanned the QR
// code) never waits, nor does one that sent the right code since.
//
// The wait comes before the code is checked, never after: a right code
// answered at once and wrong ones late would tell the guesser a wrong
// guess by the silence, and it could move on without waiting.

// ErrTooManyGuesses is the phone API's 429: this address sent too many
// wrong join codes, and another of its requests is waiting already, or it
// would wait too long. The reply says when to try again (Retry-After).
var ErrTooManyGuesses = errors.New("web: too many wrong join codes from this address")

// guesses counts wrong join codes, per client address and overall, and
// makes the codes that follow them wait.
type guesses struct {
	free    int           // wrong codes an address sends before it waits: a typo, an old game's QR code
	first   time.Duration // its first wait; each wrong code after doubles it
	most    time.Duration // its longest wait
	spread  time.Duration // overall, times the wrong codes overall: between two checks of waiting addresses
	longest time.Duration // a request that would wait longer is refused at once (429)
	forget  time.Duration // an address, and the count overall, start afresh after this long without a wrong code

	mu    sync.Mutex
	addrs map[string]*strikes
	all   strikes
}

// strikes are the wrong codes of one address, or of all.
type strikes struct {
	n       int       // wrong codes
	last    time.Time // the latest
	next    time.Time // the next code is checked no earlier
	waiting bool      // a request of this address waits now: another one is refused
}

func newGuesses() *guesses {
	return &guesses{free: 3, first: 100 * time.Millisecond, most: 5 * time.Second,
		spread: time.Millisecond, longest: 10 * time.Second, forget: 10 * time.Minute,
		addrs: map[string]*strikes{}}
}

// tooMany is ErrTooManyGuesses with the time to wait.
type tooMany struct{ wait time.Duration }

func (e *tooMany) Error() string {
	return fmt.Sprintf("%v: try again in %s s", ErrTooManyGuesses, e.retryAfter())
}

func (e *tooMany) Unwrap() error { return ErrTooManyGuesses }

// Say is the error in p's language (a phone's).
func (e *tooMany) Say(p *lang.Printer) string {
	return p.Sprintf("too many wrong join codes from this address: try again in %s s", e.retryAfter())
}

// retryAfter is the reply's Retry-After: whole seconds, rounded up.
func (e *tooMany) retryAfter() string { return strconv.Itoa(int(e.wait/time.Second) + 1) }

// admit waits until the code of a request from addr may be checked: at
// once for an address without wrong codes. Call result after the check.
// It fails with a *tooMany when addr has a request waiting already or the
// wait would be too long, and with ctx's error when ctx ends first.
func (g *guesses) admit(ctx context.Context, addr string) error {
	g.mu.Lock()
	now := time.Now()
	g.forgetLocked(now)
	a := g.addrs[addr]
	if a == nil {
		g.mu.Unlock()
		return nil
	}
	// Overall, the codes of addresses with wrong ones are checked one at a
	// time, further apart the more wrong codes there were: this one takes
	// the next place.
	slot := later(g.all.next, now)
	wait := later(a.next, slot).Sub(now)
	if a.waiting || wait > g.longest {
		g.mu.Unlock()
		return &tooMany{max(wait, g.first)}
	}
	g.all.next = slot.Add(min(g.spread*time.Duration(g.all.n), g.most))
	a.waiting = true
	g.mu.Unlock()
	if wait <= 0 {
		return nil
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		g.mu.Lock()
		a.waiting = false
		g.mu.Unlock()
		return ctx.Err()
	}
}

// result counts a code checked for addr: a right one clears the address,
// a wrong one makes its next code wait longer.
func (g *guesses) result(addr string, right bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if right {
		delete(g.addrs, addr)
		return
	}
	now := time.Now()
	a := g.addrs[addr]
	if a == nil {
		a = &strikes{}
		g.addrs[addr] = a
	}
	a.waiting = false
	a.n++
	a.last = now
	a.next = now.Add(g.wait(a.n))
	g.all.n++
	g.all.last = now
}

// wait is how long an address with n wrong codes waits before its next
// one is checked.
func (g *guesses) wait(n int) time.Duration {
	n -= g.free
	if n <= 0 {
		return 0
	}
	if n > 30 {
		return g.most
	}
	return min(g.first<<(n-1), g.most)
}

// forgetLocked starts afresh after a quiet while: the count overall, and
// the addresses (only when there are many, so that the check costs
// nothing in a room).
func (g *guesses) forgetLocked(now time.Time) {
	if g.all.n > 0 && now.Sub(g.all.last) > g.forget {
		g.all = strikes{}
	}
	if len(g.addrs) < 1024 {
		return
	}
	for k, a := range g.addrs {
		if !a.waiting && now.Sub(a.last) > g.forget {
			delete(g.addrs, k)
		}
	}
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// clientAddr is whom a request's wrong codes count against: its IP
// address, or for IPv6 its /64 (one device may take any address in it).
func clientAddr(remote string) string {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		host = remote
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return host
	}
	if ip.To4() == nil {
		return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
	}
	return ip.String()
}

package web

import (
	"errors"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// The page runs on the room's network, on a Raspberry Pi whose temp folder
// shares the SD card with the journal: whoever is on the Wi-Fi can send it
// anything. What follows refuses, before anything is parsed, what no page of
// ours sends.

// maxBody is the most a request body may hold: the longest form a phone
// sends (a program: the code, five moves, the sleep, the robot, the turn;
// an answer to a question) is well under 1 KB.
const maxBody = 8 << 10

// maxEcho is the most of a field a reply quotes back, so that a reply is
// never a copy of what was sent.
const maxEcho = 24

// guard checks every request before the page's handlers see it: its Host
// must name the referee (host.go), else 403; bodies are
// cut at maxBody; a POST must come from the page's own origin (else 403)
// and be a url-encoded form (else 415), which is parsed here, once, within
// the limit (else 413). Multipart bodies are never parsed, even by a
// handler calling FormValue: no temp file, no memory beyond maxBody.
func (w *Page) guard(rw http.ResponseWriter, r *http.Request) bool {
	r.Body = http.MaxBytesReader(rw, r.Body, maxBody)
	if !w.ownHost(r.Host) {
		http.Error(rw, w.langOf(r).Printer().Sprintf("this referee answers only to its own addresses and names, not to %s: open it at its address (or give its name with --url)", echo(r.Host)), http.StatusForbidden)
		return false
	}
	if r.Method == http.MethodPost {
		if !sameOrigin(r) {
			writeJSON(rw, http.StatusForbidden, map[string]string{"error": w.langOf(r).Printer().Sprintf("this request comes from another site's page")})
			return false
		}
		if !urlEncoded(r) {
			writeJSON(rw, http.StatusUnsupportedMediaType, map[string]string{"error": w.langOf(r).Printer().Sprintf("send a url-encoded form")})
			return false
		}
	}
	if err := r.ParseForm(); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeJSON(rw, http.StatusRequestEntityTooLarge, map[string]string{"error": w.langOf(r).Printer().Sprintf("the form is too long")})
			return false
		}
		writeJSON(rw, http.StatusBadRequest, map[string]string{"error": w.langOf(r).Printer().Sprintf("the form cannot be read")})
		return false
	}
	// FormValue parses a multipart body when the form has none: say it has.
	r.MultipartForm = &multipart.Form{}
	return true
}

// urlEncoded says whether r's body is a url-encoded form, what the phones'
// pages send (fetch with URLSearchParams).
func urlEncoded(r *http.Request) bool {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && mt == "application/x-www-form-urlencoded"
}

// maxReply is the most of an error's text a reply holds: a game's check
// may quote an answer whole.
const maxReply = 200

// sameOrigin says whether a POST comes from a page the referee served: its
// Origin (or, without one, its Referer) names the host the request was sent
// to. A page elsewhere that posts to the referee, with the player's cookie,
// names its own origin; browsers always send one of the two with a POST,
// so a request with neither is refused too.
func sameOrigin(r *http.Request) bool {
	from := r.Header.Get("Origin")
	if from == "" {
		from = r.Header.Get("Referer")
	}
	if from == "" || from == "null" {
		return false
	}
	u, err := url.Parse(from)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	return strings.EqualFold(u.Host, r.Host)
}

// echo is s as a reply may quote it: at most maxEcho bytes of it, quoted.
func echo(s string) string {
	if len(s) <= maxEcho {
		return `"` + strings.ToValidUTF8(s, "?") + `"`
	}
	return `"` + strings.ToValidUTF8(s[:maxEcho], "?") + `…" (` + strconv.Itoa(len(s)) + ` bytes)`
}

// limits are the server's deadlines and its cap on connections. A phone on
// the room's Wi-Fi sends a request in well under a second; a client that
// takes longer holds a connection, a goroutine and a file of the referee's.
type limits struct {
	header time.Duration // to send a request's headers
	read   time.Duration // to send a whole request (the headers and an 8 KB body)
	write  time.Duration // to take an answer (the longest wait for a join code guess included)
	idle   time.Duration // between two requests on a kept-alive connection
	stream time.Duration // to take each write of the event stream, which has no deadline of its own
	conns  int           // connections open at once; the rest wait in the kernel's queue
	queue  int           // messages waiting for a browser's event stream; more, and it catches up from the history

	// An event stream holds its connection as long as its page is open:
	// one client opening hundreds took every connection, and the page
	// stopped answering. So streams are capped per client (a device: its
	// address, or its /64) and in all, below conns, keeping room for the
	// pages, the forms and the phones' own streams.
	streams       int // event streams open at once, from everyone; more are refused (503)
	clientStreams int // from one client; its next closes its oldest
}

// defaultLimits fit a room: a dozen phones and screens, each with a few
// connections and an event stream, far below 256; a Pi's process may open
// 1,024 files. Streams take at most 64 of the 256 connections, 6 from one
// device.
var defaultLimits = limits{
	header: 5 * time.Second,
	read:   10 * time.Second,
	write:  30 * time.Second,
	idle:   60 * time.Second,
	stream: 10 * time.Second,
	conns:  256,
	queue:  512,
	// A page or a phone follows one stream (two while it reconnects); a
	// browser opens at most 6 connections to one server.
	streams:       64,
	clientStreams: 6,
}

// server is the http.Server Start runs: every deadline set, so that a
// client that sends or reads slowly lets go of its connection.
func (w *Page) server() *http.Server {
	l := w.limits
	return &http.Server{Handler: w, ReadHeaderTimeout: l.header, ReadTimeout: l.read,
		WriteTimeout: l.write, IdleTimeout: l.idle, MaxHeaderBytes: 16 << 10}
}

// limitListener accepts at most cap(sem) connections at once: past that,
// Accept waits until one closes, and new clients wait in the kernel's
// queue instead of costing the referee a file and memory each.
// (golang.org/x/net/netutil.LimitListener does the same; this module does
// not otherwise need golang.org/x/net.)
type limitListener struct {
	net.Listener
	sem  chan struct{}
	done chan struct{}
	once sync.Once
	n    atomic.Int32 // connections open
}

func newLimitListener(l net.Listener, n int) *limitListener {
	return &limitListener{Listener: l, sem: make(chan struct{}, n), done: make(chan struct{})}
}

// Accept waits for a free place, then for a connection.
func (l *limitListener) Accept() (net.Conn, error) {
	select {
	case l.sem <- struct{}{}:
	case <-l.done:
		return nil, net.ErrClosed
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.sem
		return nil, err
	}
	l.n.Add(1)
	return &limitConn{Conn: c, l: l}, nil
}

// Close stops Accept, even while it waits for a place.
func (l *limitListener) Close() error {
	l.once.Do(func() { close(l.done) })
	return l.Listener.Close()
}

// open is the number of connections open now (a place in sem may be held
// by an Accept still waiting for its connection).
func (l *limitListener) open() int { return int(l.n.Load()) }

// limitConn gives its place back when closed, once.
type limitConn struct {
	net.Conn
	l    *limitListener
	once sync.Once
}

func (c *limitConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() {
		c.l.n.Add(-1)
		<-c.l.sem
	})
	return err
}

// admitStreamLocked makes room for the event stream c, or refuses it: a
// client at its cap has its oldest stream closed (a page reloaded, a phone
// back on the Wi-Fi, has its new stream at once; one client opening many
// has only its newest); past the cap in all, the new stream is refused.
func (w *Page) admitStreamLocked(c *sseClient) bool {
	w.streamsOpened++
	c.opened = w.streamsOpened
	var oldest *sseClient
	n := 0
	for o := range w.clients {
		if o.addr == c.addr {
			n++
			if oldest == nil || o.opened < oldest.opened {
				oldest = o
			}
		}
	}
	// (A cap of 0 is none: limits made without these.)
	if w.limits.clientStreams > 0 && n >= w.limits.clientStreams {
		oldest.evicted = true
		delete(w.clients, oldest)
		close(oldest.gone)
	} else if w.limits.streams > 0 && len(w.clients) >= w.limits.streams {
		return false
	}
	return true
}

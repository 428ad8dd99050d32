package web

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/subtle"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"maps"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/skip2/go-qrcode"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// Errors of the web page, tested with errors.Is. The phone API answers
// them with 403 (ErrJoinCode), 404 (ErrUnknownSeat), 409 (ErrTaken,
// ErrNotHeld, ErrNotAsked), 422 (ErrRefused, the game's Check) and 429
// (ErrTooManyGuesses, throttle.go).
var (
	ErrJoinCode = errors.New("web: wrong join code")
	ErrClosed   = errors.New("web: the page closed")
)

// files are the pages, their scripts and their style sheet.
//
//go:embed static
var files embed.FS

// Options configures the web page. The zero value is usable.
type Options struct {
	// Code is the game's join code; empty: 8 random characters (crypto/rand).
	Code string
	// URL is how phones reach the page, e.g. "http://192.168.1.20:8080": the QR
	// code links to URL/play?code=CODE. Empty: the address the page is
	// viewed at, unless that is loopback, then the one Start found.
	URL string
	// WaitAll makes Ask wait for every seat it asks. By default it waits
	// only for the seats a phone holds, so that phones and the table's
	// other ways (the keyboard, cartridge sheets) can share a step.
	WaitAll bool
	// JoinFrom says which requests may see the join code (/join, /join.png,
	// /api/join). Nil: only the referee's own machine (loopback), so that
	// spectators elsewhere on the network cannot take a seat.
	JoinFrom func(*http.Request) bool
	// Seats are the seats a phone may take before the game starts, as the
	// game's Questions name them ("Violet", "robot 3"); the start update's
	// Seats replace them (talk.Update).
	Seats []string
	// Camera gives the camera's view for the table page (camera.go): the
	// frame, small, with the tags read drawn over it. Nil: no camera
	// view, and the page shows no switch for it.
	Camera Viewer
	// NoCamera forbids the camera's view even with a Camera: the room
	// does not want the table filmed on a screen (/camera.* answer 404).
	NoCamera bool
	// Board is the game's drawing of a board for the page, from the lines
	// of a start update's Board: the value sent as the "board" event, which
	// the page's board.js draws (game/dr2d/boardview.Of). Nil: no board event.
	Board func(lines []string) any
	// Held are the seats phones held when the game stopped (seat → the
	// phone's token), theirs again when it goes on with the same Code
	// (kept.go).
	Held map[string]string
	// KeepSeats is told the seats phones hold (seat → token) when the
	// page starts and each time they change, so that a game gone on with
	// keeps them; nil: not kept.
	KeepSeats func(held map[string]string)
}

// Page is the referee's web page for one game. It is a talk.Display
// (every Update goes to every browser, late ones get the history first)
// and a talk.Asker: a phone that joined with the game's code takes a seat
// (a player, a robot) and answers what the referee asks it (Ask, ask.go),
// the same way for every game. Mount Handler or call Start.
type Page struct {
	opts Options
	code string
	mux  *http.ServeMux

	// Lang is the language the referee fixes for the pages ("": each
	// browser's Accept-Language): the command sets it when --lang was
	// given. A browser whose FR/EN switch chose a language keeps it
	// (docs/web.md#languages). Set it before the page serves.
	Lang lang.Lang

	mu       sync.Mutex // guards what follows
	history  [][]byte   // SSE messages replayed to late clients: boards and updates
	clients  map[*sseClient]struct{}
	qs       seats         // the seats, who holds them, the question open (ask.go)
	changed  chan struct{} // closed and replaced when a seat or an answer changes
	version  int           // counts those changes (webMine.Version)
	srv      *http.Server
	ln       *limitListener // Start's, counting its connections
	limits   limits
	guesses  *guesses
	startURL string
	done     chan struct{}
	closed   bool
	viewed   chan struct{} // closed when the first browser opens the event stream
	cam      *camera       // nil: no camera view

	drawn        [2]*drawnAt   // the latest updates with a drawing, a check's and any other's (history.go)
	boardAt      int           // where the history holds the latest board (-1: none)
	startAt      int           // where it holds the latest start update (-1: none)
	seatsChanged chan struct{} // wakes keepSeats (kept.go); nil: seats not kept
	keptAll      chan struct{} // closed when keepSeats has told the last change
	// streamsOpened counts the event streams opened, to know a client's
	// oldest (admitStreamLocked).
	streamsOpened uint64
}

type sseClient struct {
	ch      chan []byte
	behind  chan struct{} // its queue was full: it catches up from the history
	gone    chan struct{} // closed when the client is dropped: gone, or the page closed
	addr    string        // who opened it (clientAddr): streams are capped per client
	opened  uint64        // the order streams opened in: a client's oldest goes first
	evicted bool          // dropped for a newer stream of its client: its connection is closed
}

// New makes the web page for one game.
func New(opts Options) *Page {
	w := &Page{opts: opts, code: opts.Code, clients: map[*sseClient]struct{}{},
		qs:      seats{names: append([]string(nil), opts.Seats...), held: map[string]string{}},
		changed: make(chan struct{}), done: make(chan struct{}), limits: defaultLimits,
		guesses: newGuesses(), viewed: make(chan struct{}), boardAt: -1, startAt: -1}
	if w.code == "" {
		w.code = randomCode(8)
	}
	maps.Copy(w.qs.held, opts.Held)
	if opts.KeepSeats != nil {
		w.seatsChanged, w.keptAll = make(chan struct{}, 1), make(chan struct{})
		go w.keepSeats()
	}
	if opts.Camera != nil && !opts.NoCamera {
		w.cam = &camera{v: opts.Camera, every: camViewEvery, clock: time.Now}
	}
	static, _ := fs.Sub(files, "static")
	m := http.NewServeMux()
	m.HandleFunc("GET /{$}", func(rw http.ResponseWriter, r *http.Request) {
		w.render(rw, r, "index.html", http.StatusOK, pageData{Camera: w.cameraOn()})
	})
	m.Handle("GET /static/", staticFiles(http.StripPrefix("/static/", http.FileServerFS(static))))
	m.HandleFunc("GET /events", w.serveEvents)
	m.HandleFunc("GET /join", w.serveJoin)
	m.HandleFunc("GET /join.png", w.serveJoinPNG)
	m.HandleFunc("GET /api/join", w.serveJoinJSON)
	m.HandleFunc("GET /play", w.servePlay)
	m.HandleFunc("GET /api/seats", w.serveMySeats)
	m.HandleFunc("POST /api/seat", w.serveTakeSeat)
	m.HandleFunc("POST /api/seat/give", w.serveGiveSeat)
	m.HandleFunc("POST /api/answer", w.serveAnswer)
	m.HandleFunc("GET /camera.json", w.serveCameraJSON)
	m.HandleFunc("GET /camera.jpg", w.serveCameraJPEG)
	w.mux = m
	return w
}

// Code is the game's join code.
func (w *Page) Code() string { return w.code }

// JoinURL is the link the QR code holds, as far as the Page knows its address
// (Options.URL, else the address Start listens on); "" before Start
// without Options.URL.
func (w *Page) JoinURL() string {
	w.mu.Lock()
	base := w.startURL
	w.mu.Unlock()
	if w.opts.URL != "" {
		base = w.opts.URL
	}
	if base == "" {
		return ""
	}
	return strings.TrimRight(base, "/") + "/play?code=" + url.QueryEscape(w.code)
}

// Handler serves the page, its files, the event stream and the phone API.
func (w *Page) Handler() http.Handler { return w }

// ServeHTTP serves the page; see Handler.
// Every request goes through guard first.
func (w *Page) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	if w.guard(rw, r) {
		w.mux.ServeHTTP(rw, r)
	}
}

// Start listens on addr (":8080"; "127.0.0.1:0" picks a port) and serves
// the page until Close, with deadlines on every connection and a cap on
// how many are open at once (guard.go: limits). It returns the page's URL,
// with this machine's network address when addr names none.
func (w *Page) Start(addr string) (string, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", fmt.Errorf("web: %w", err)
	}
	srv, limited := w.server(), newLimitListener(ln, w.limits.conns)
	u := listenURL(ln.Addr())
	w.mu.Lock()
	w.srv, w.ln, w.startURL = srv, limited, u
	w.mu.Unlock()
	go srv.Serve(limited)
	return u, nil
}

// WaitViewer waits until a browser has opened the page (its event
// stream), at most d: a game shown to a room that opens the page a moment
// after it starts does not begin before anybody watches. It says whether
// one did.
func (w *Page) WaitViewer(ctx context.Context, d time.Duration) bool {
	select {
	case <-w.viewed:
		return true
	default:
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-w.viewed:
		return true
	case <-t.C:
	case <-ctx.Done():
	}
	return false
}

// Close ends every event stream and stops the server Start started.
func (w *Page) Close() error {
	w.mu.Lock()
	if w.closed {
		w.mu.Unlock()
		return nil
	}
	w.closed = true
	close(w.done)
	srv := w.srv
	w.mu.Unlock()
	if w.keptAll != nil {
		<-w.keptAll
	}
	if srv == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	return srv.Shutdown(ctx)
}

// listenURL is the page's address for a listener: a wildcard address is
// replaced with an address of this machine the phones can reach.
func listenURL(a net.Addr) string {
	ta, ok := a.(*net.TCPAddr)
	if !ok {
		return "http://" + a.String()
	}
	host := ta.IP.String()
	if ta.IP == nil || ta.IP.IsUnspecified() {
		host = reachableAddress(interfaceAddrs())
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(ta.Port))
}

// interfaceAddrs are the addresses of the interfaces that are up.
func interfaceAddrs() []net.Addr {
	ifs, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var out []net.Addr
	for _, i := range ifs {
		if i.Flags&net.FlagUp == 0 {
			continue
		}
		if as, err := i.Addrs(); err == nil {
			out = append(out, as...)
		}
	}
	return out
}

// reachableAddress is the address of this machine phones are most likely
// to reach among addrs: an IPv4 address other than loopback and link-local
// (a private one first, but a school's or a club's public or carrier
// range as well), else such an IPv6 address, else "localhost".
func reachableAddress(addrs []net.Addr) string {
	var private, public, v6 net.IP
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok || !n.IP.IsGlobalUnicast() {
			continue // loopback, link-local, multicast, unspecified
		}
		switch {
		case n.IP.To4() != nil && n.IP.IsPrivate() && private == nil:
			private = n.IP
		case n.IP.To4() != nil && !n.IP.IsPrivate() && public == nil:
			public = n.IP
		case n.IP.To4() == nil && v6 == nil:
			v6 = n.IP
		}
	}
	for _, ip := range []net.IP{private, public, v6} {
		if ip != nil {
			return ip.String()
		}
	}
	return "localhost"
}

// LoopbackOnly says whether the page Start started listens only on this
// machine's loopback address, where no phone can reach it.
func (w *Page) LoopbackOnly() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.ln == nil {
		return false
	}
	ta, ok := w.ln.Addr().(*net.TCPAddr)
	return ok && ta.IP.IsLoopback()
}

// Show records u and sends it to every browser. It never blocks on a
// browser: one that cannot keep up is dropped and replays the history when
// it reconnects. A start update's Seats are the seats phones may take.
func (w *Page) Show(u talk.Update) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.opts.Board != nil && (u.Kind == talk.UpdateStart || u.Board != nil) {
		w.boardAt = len(w.history)
		w.record(sseMessage("board", w.opts.Board(u.Board)))
	}
	w.recordUpdateLocked(u)
	if len(u.Seats) > 0 {
		w.seatLocked(u.Seats)
	}
}

func (w *Page) record(msg []byte) {
	w.history = append(w.history, msg)
	w.broadcastLocked(msg)
}

// broadcastLocked queues msg for every browser. It never blocks: a
// browser whose queue is full (a page that cannot keep up with a fast
// referee, --pace 0) is told it is behind, and catches up from the
// history (catchUpLocked) instead of being dropped.
func (w *Page) broadcastLocked(msg []byte) {
	for c := range w.clients {
		select {
		case c.ch <- msg:
		default:
			select {
			case c.behind <- struct{}{}:
			default:
			}
		}
	}
}

// catchUpLocked is what a browser that fell behind is sent again: hello
// (the page forgets what it had), the history, the seats and the
// question, live; what it had queued is in the history.
func (w *Page) catchUpLocked(c *sseClient) []byte {
	for more := true; more; {
		select {
		case <-c.ch:
		default:
			more = false
		}
	}
	var b bytes.Buffer
	b.Write(sseMessage("hello", map[string]int{"history": len(w.history)}))
	for _, m := range w.history {
		b.Write(m)
	}
	b.Write(w.questionLocked())
	b.Write(sseMessage("live", map[string]int{}))
	return b.Bytes()
}

func (w *Page) notifyLocked() {
	w.seatsChangedLocked()
	w.version++
	close(w.changed)
	w.changed = make(chan struct{})
}

// waitLocked waits, w.mu held on entry and on return, until done holds
// (asked again after each change a phone makes), ctx ends (its error) or
// the page closes (ErrClosed).
func (w *Page) waitLocked(ctx context.Context, done func() bool) error {
	for !done() {
		changed := w.changed
		w.mu.Unlock()
		select {
		case <-changed:
		case <-ctx.Done():
			w.mu.Lock()
			return ctx.Err()
		case <-w.done:
			w.mu.Lock()
			return ErrClosed
		}
		w.mu.Lock()
	}
	return nil
}

func sseMessage(event string, v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		data, _ = json.Marshal(map[string]string{"error": err.Error()})
	}
	// JSON escapes newlines inside strings: one data line is enough.
	return []byte("event: " + event + "\ndata: " + string(data) + "\n\n")
}

// serveEvents is the event stream: hello, the history (board and update
// events), the current status, live, then whatever comes.
func (w *Page) serveEvents(rw http.ResponseWriter, r *http.Request) {
	fl, ok := rw.(http.Flusher)
	if !ok {
		http.Error(rw, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	c := &sseClient{ch: make(chan []byte, w.limits.queue), behind: make(chan struct{}, 1), gone: make(chan struct{}),
		addr: clientAddr(r.RemoteAddr)}
	w.mu.Lock()
	if w.closed {
		w.mu.Unlock()
		http.Error(rw, w.langOf(r).Printer().Sprintf("the referee has stopped"), http.StatusServiceUnavailable)
		return
	}
	if !w.admitStreamLocked(c) {
		w.mu.Unlock()
		rw.Header().Set("Retry-After", "10")
		rw.Header().Set("Connection", "close")
		http.Error(rw, w.langOf(r).Printer().Sprintf("too many pages follow the game: close one"), http.StatusServiceUnavailable)
		return
	}
	history := w.history
	status := w.questionLocked()
	w.clients[c] = struct{}{}
	select {
	case <-w.viewed:
	default:
		close(w.viewed)
	}
	w.mu.Unlock()
	defer func() {
		w.mu.Lock()
		if _, ok := w.clients[c]; ok {
			delete(w.clients, c)
			close(c.gone)
		}
		w.mu.Unlock()
	}()

	// The stream lives as long as the page is open: instead of the
	// server's WriteTimeout for the whole response, a deadline for each
	// write, so that a client that stops reading is let go.
	rc := http.NewResponseController(rw)
	deadline := func() { rc.SetWriteDeadline(time.Now().Add(w.limits.stream)) }
	deadline()
	h := rw.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	// hello tells a reconnecting page to forget what it had: the history follows.
	fmt.Fprintf(rw, "retry: 2000\n\n%s", sseMessage("hello", map[string]int{"history": len(history)}))
	for _, m := range history {
		if _, err := rw.Write(m); err != nil {
			return
		}
	}
	rw.Write(status)
	rw.Write(sseMessage("live", map[string]int{}))
	fl.Flush()
	ping := time.NewTicker(20 * time.Second)
	defer ping.Stop()
	for {
		select {
		case m := <-c.ch:
			deadline()
			if _, err := rw.Write(m); err != nil {
				return
			}
			// Send what else is queued in the same flush.
			for more := true; more; {
				select {
				case m := <-c.ch:
					rw.Write(m)
				default:
					more = false
				}
			}
			fl.Flush()
		case <-c.behind:
			w.mu.Lock()
			again := w.catchUpLocked(c)
			w.mu.Unlock()
			deadline()
			if _, err := rw.Write(again); err != nil {
				return
			}
			fl.Flush()
		case <-ping.C:
			// A comment keeps proxies and phones from closing an idle stream.
			deadline()
			if _, err := fmt.Fprint(rw, ": ping\n\n"); err != nil {
				return
			}
			fl.Flush()
		case <-c.gone:
			w.mu.Lock()
			evicted := c.evicted
			w.mu.Unlock()
			if evicted {
				// Its connection goes too, not only the stream: a client
				// holding many is left with its newest.
				panic(http.ErrAbortHandler)
			}
			return
		case <-w.done:
			return
		case <-r.Context().Done():
			return
		}
	}
}

// staticFiles serves the scripts and the style sheet; the pages themselves
// have their own routes (and /play its code check).
func staticFiles(h http.Handler) http.Handler {
	return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		if !strings.HasSuffix(r.URL.Path, ".js") && !strings.HasSuffix(r.URL.Path, ".css") {
			http.NotFound(rw, r)
			return
		}
		// A new mecanoid may bring new scripts: browsers must ask again.
		rw.Header().Set("Cache-Control", "no-cache")
		h.ServeHTTP(rw, r)
	})
}

// mayJoin says whether r may see the join code.
func (w *Page) mayJoin(r *http.Request) bool {
	if w.opts.JoinFrom != nil {
		return w.opts.JoinFrom(r)
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// joinURL is the QR code's link for a request: Options.URL, else the
// address r was sent to when phones can use it, else Start's address.
func (w *Page) joinURL(r *http.Request) string {
	base := w.opts.URL
	if base == "" {
		host := r.Host
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		ip := net.ParseIP(host)
		w.mu.Lock()
		start := w.startURL
		w.mu.Unlock()
		switch {
		case (host == "localhost" || ip != nil && ip.IsLoopback()) && start != "" && !strings.Contains(start, "://localhost:"):
			base = start
		default:
			scheme := "http"
			if r.TLS != nil {
				scheme = "https"
			}
			base = scheme + "://" + r.Host
		}
	}
	return strings.TrimRight(base, "/") + "/play?code=" + url.QueryEscape(w.code)
}

func (w *Page) serveJoin(rw http.ResponseWriter, r *http.Request) {
	if !w.mayJoin(r) {
		http.Error(rw, w.langOf(r).Printer().Sprintf("the join code is shown only at the table"), http.StatusForbidden)
		return
	}
	rw.Header().Set("Cache-Control", "no-store")
	w.render(rw, r, "join.html", http.StatusOK, pageData{Code: w.code, URL: w.joinURL(r)})
}

func (w *Page) serveJoinPNG(rw http.ResponseWriter, r *http.Request) {
	if !w.mayJoin(r) {
		http.Error(rw, w.langOf(r).Printer().Sprintf("the join code is shown only at the table"), http.StatusForbidden)
		return
	}
	png, err := qrcode.Encode(w.joinURL(r), qrcode.Medium, 320)
	if err != nil {
		http.Error(rw, err.Error(), http.StatusInternalServerError)
		return
	}
	rw.Header().Set("Content-Type", "image/png")
	rw.Header().Set("Cache-Control", "no-store")
	rw.Write(png)
}

func (w *Page) serveJoinJSON(rw http.ResponseWriter, r *http.Request) {
	if !w.mayJoin(r) {
		writeJSON(rw, http.StatusForbidden, map[string]string{"error": w.langOf(r).Printer().Sprintf("the join code is shown only at the table")})
		return
	}
	writeJSON(rw, http.StatusOK, map[string]string{"code": w.code, "url": w.joinURL(r)})
}

// checkCode compares in constant time: the code is the only secret a
// spectator lacks.
func (w *Page) checkCode(code string) error {
	if subtle.ConstantTimeCompare([]byte(code), []byte(w.code)) != 1 {
		return ErrJoinCode
	}
	return nil
}

// requestCode checks the join code a request carries, once its address
// may have one checked (throttle.go): a request without a code guesses
// nothing and waits for nothing.
func (w *Page) requestCode(r *http.Request) error {
	code := r.FormValue("code")
	if code == "" {
		return ErrJoinCode
	}
	addr := clientAddr(r.RemoteAddr)
	if err := w.guesses.admit(r.Context(), addr); err != nil {
		return err
	}
	err := w.checkCode(code)
	w.guesses.result(addr, err == nil)
	return err
}

func (w *Page) servePlay(rw http.ResponseWriter, r *http.Request) {
	if err := w.requestCode(r); err != nil {
		p := w.langOf(r).Printer()
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		rw.Header().Set("Content-Language", string(p.Lang))
		title, text := p.Sprintf("Wrong join code"), p.Sprintf("This join code is not the game's: scan the QR code shown at the table again.")
		status := http.StatusForbidden
		var slow *tooMany
		if errors.As(err, &slow) {
			rw.Header().Set("Retry-After", slow.retryAfter())
			status = http.StatusTooManyRequests
			title, text = p.Sprintf("Too many wrong join codes"), p.Sprintf("Too many wrong join codes came from this phone: wait a little, then scan the QR code shown at the table again.")
		}
		rw.WriteHeader(status)
		fmt.Fprint(rw, `<!doctype html><html lang="`+string(p.Lang)+`"><meta name="viewport" content="width=device-width">`+
			`<title>`+template.HTMLEscapeString(title)+`</title><p>`+template.HTMLEscapeString(text)+`</p>`)
		return
	}
	w.render(rw, r, "ask.html", http.StatusOK, pageData{})
}

// phoneCookie holds a phone's token: the phone gets its robots back after a reload.
const phoneCookie = "mecanoid_phone"

func phoneToken(r *http.Request) string {
	if c, err := r.Cookie(phoneCookie); err == nil && len(c.Value) == 32 {
		return c.Value
	}
	return ""
}

// ensureToken returns the phone's token, giving it one if it has none.
func ensureToken(rw http.ResponseWriter, r *http.Request) string {
	if t := phoneToken(r); t != "" {
		return t
	}
	t := randomHex(16)
	http.SetCookie(rw, &http.Cookie{Name: phoneCookie, Value: t, Path: "/", MaxAge: 24 * 3600,
		HttpOnly: true, SameSite: http.SameSiteStrictMode})
	return t
}

// errorStatus is the HTTP status for an error of the phone API.
func errorStatus(err error) int {
	switch {
	case errors.Is(err, ErrJoinCode):
		return http.StatusForbidden
	case errors.Is(err, ErrTooManyGuesses):
		return http.StatusTooManyRequests
	case errors.Is(err, ErrUnknownSeat):
		return http.StatusNotFound
	case errors.Is(err, ErrTaken), errors.Is(err, ErrNotHeld), errors.Is(err, ErrNotAsked):
		return http.StatusConflict
	case errors.Is(err, ErrRefused):
		return http.StatusUnprocessableEntity
	}
	return http.StatusBadRequest
}

// apiError answers err as JSON, in r's language: {"error": "..."}.
func (w *Page) apiError(rw http.ResponseWriter, r *http.Request, err error) {
	msg := strings.TrimPrefix(sayError(w.langOf(r).Printer(), err), "web: ")
	if len(msg) > maxReply {
		msg = strings.ToValidUTF8(msg[:maxReply], "") + "…"
	}
	var slow *tooMany
	if errors.As(err, &slow) {
		rw.Header().Set("Retry-After", slow.retryAfter())
	}
	writeJSON(rw, errorStatus(err), map[string]string{"error": msg})
}

func writeJSON(rw http.ResponseWriter, status int, v any) {
	rw.Header().Set("Content-Type", "application/json")
	rw.Header().Set("Cache-Control", "no-store")
	rw.WriteHeader(status)
	json.NewEncoder(rw).Encode(v)
}

// randomCode is n characters no one misreads on a screen (no 0/O, 1/I/L).
func randomCode(n int) string {
	const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
	out := make([]byte, 0, n)
	var b [1]byte
	for len(out) < n {
		rand.Read(b[:]) // never fails (crypto/rand, Go 1.24+)
		// Bytes from 248 up would favour the first letters: draw again.
		if int(b[0]) < 256/len(alphabet)*len(alphabet) {
			out = append(out, alphabet[int(b[0])%len(alphabet)])
		}
	}
	return string(out)
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return fmt.Sprintf("%x", b)
}

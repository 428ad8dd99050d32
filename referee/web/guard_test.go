package web

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mecanoid/game/dr2d/boardview"
	"mime/multipart"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"mecanoid/referee/talk"
	"mecanoid/referee/web/webtest"
)

// The server on the room's network, driven on 127.0.0.1 the way someone on
// the Wi-Fi could: oversized, slow and cross-origin requests, and join
// codes guessed.

// onRoomNetwork starts a page showing the demo game on a real listener of
// 127.0.0.1, with a temp folder of the test's own ($TMPDIR, where Go's
// multipart parser writes big uploads); tune (if any) changes the page
// before it starts.
func onRoomNetwork(t *testing.T, opts Options, tune ...func(*Page)) (w *Page, base, tmp string) {
	t.Helper()
	tmp = t.TempDir()
	t.Setenv("TMPDIR", tmp)
	w = New(opts)
	for _, f := range tune {
		f(w)
	}
	base, err := w.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	w.Show(demoUpdates(t)[0])
	return w, base, tmp
}

// dirSize is the bytes of the files under dir.
func dirSize(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if fi, err := d.Info(); err == nil {
				n += fi.Size()
			}
		}
		return nil
	})
	return n
}

// footprint is the most the heap grew and the temp folder held while f ran,
// sampled every 10 ms, and what they hold after.
type footprint struct {
	heapPeak, heapAfter int64 // bytes in use beyond those before f
	tmpPeak, tmpAfter   int64
}

func (f footprint) String() string {
	mib := func(n int64) float64 { return float64(n) / (1 << 20) }
	return fmt.Sprintf("heap +%.1f MiB at most, +%.1f MiB after; temp folder %.1f MiB at most, %.1f MiB after",
		mib(f.heapPeak), mib(f.heapAfter), mib(f.tmpPeak), mib(f.tmpAfter))
}

func measure(tmp string, f func()) footprint {
	heap := func() int64 {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return int64(m.HeapInuse)
	}
	runtime.GC()
	before := heap()
	var fp footprint
	var mu sync.Mutex
	sample := func() {
		h, s := heap()-before, dirSize(tmp)
		mu.Lock()
		fp.heapPeak, fp.tmpPeak = max(fp.heapPeak, h), max(fp.tmpPeak, s)
		mu.Unlock()
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			sample()
			select {
			case <-done:
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	}()
	f()
	close(done)
	wg.Wait()
	sample()
	runtime.GC()
	fp.heapAfter, fp.tmpAfter = heap()-before, dirSize(tmp)
	return fp
}

// letters is a body of n bytes made as it is sent, so that the test itself
// holds none of it.
type letters struct{ n int64 }

func (l *letters) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, io.EOF
	}
	if int64(len(p)) > l.n {
		p = p[:l.n]
	}
	for i := range p {
		p[i] = 'a'
	}
	l.n -= int64(len(p))
	return len(p), nil
}

// upload posts a multipart form to base+path: code, and a file of size
// bytes made as it goes. It returns the status, or the error of a server
// that closed the connection before the body was sent.
func upload(base, path, method, code string, size int64) (int, error) {
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		mw.WriteField("code", code)
		fw, _ := mw.CreateFormFile("file", "big.bin")
		_, err := io.Copy(fw, &letters{size})
		if err == nil {
			err = mw.Close()
		}
		pw.CloseWithError(err)
	}()
	defer pr.CloseWithError(io.ErrClosedPipe)
	req, _ := http.NewRequest(method, base+path, pr)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Origin", base)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, nil
}

// postForm posts v url-encoded from the page's own origin and returns the
// status and the reply.
func postForm(t *testing.T, base, path string, body io.Reader) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", base+path, body)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", base)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("POST %s: %v", path, err)
	}
	defer resp.Body.Close()
	reply, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(reply)
}

// Four 100 MB uploads with a wrong code at once wrote 373 MiB to $TMPDIR
// and grew the heap by 321 MiB: bodies are now refused before anything is
// parsed.
func TestWebOversizedBodies(t *testing.T) {
	_, base, tmp := onRoomNetwork(t, Options{Board: boardview.Of, Code: "RIGHTONE"})
	const size = 100 << 20
	fp := measure(tmp, func() {
		var wg sync.WaitGroup
		for i := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// POST /api/seat, and a GET whose handler reads the code.
				method, path := "POST", "/api/seat"
				if i%2 == 1 {
					method, path = "GET", "/api/seats"
				}
				st, err := upload(base, path, method, "WRONG", size)
				switch {
				case err != nil:
					t.Logf("%s %s, 100 MB multipart: the server closed the connection (%v)", method, path, err)
				case method == "POST" && st != http.StatusUnsupportedMediaType:
					t.Errorf("POST %s, 100 MB multipart: %d, want 415", path, st)
				case method == "GET" && st != http.StatusForbidden:
					t.Errorf("GET %s, 100 MB multipart body, wrong code: %d, want 403", path, st)
				}
			}()
		}
		wg.Wait()
		// A url-encoded body past the limit is cut where the limit is.
		if st, reply := postForm(t, base, "/api/seat", io.MultiReader(strings.NewReader("code=WRONG&seat="), &letters{size})); st != http.StatusRequestEntityTooLarge || len(reply) > 200 {
			t.Errorf("100 MB url-encoded: %d, %d bytes of reply, want 413 and a short reply", st, len(reply))
		}
	})
	t.Logf("4 x 100 MB multipart, a 100 MB form: %s", fp)
	if fp.tmpPeak != 0 {
		t.Errorf("the uploads wrote %d bytes to the temp folder, want none", fp.tmpPeak)
	}
	if fp.heapPeak > 32<<20 {
		t.Errorf("the heap grew by %d MiB during the uploads, want a few", fp.heapPeak>>20)
	}
}

// A 9 MB field got an 18.9 MB reply (the field quoted back). Now a field
// too long for the limit is refused, and one within it is quoted only in
// part.
func TestWebRepliesQuoteLittle(t *testing.T) {
	_, base, _ := onRoomNetwork(t, Options{Board: boardview.Of, Code: "RIGHTONE"})
	big := strings.Repeat("R", 9<<20)
	if st, reply := postForm(t, base, "/api/seat", strings.NewReader(url.Values{"code": {"RIGHTONE"}, "seat": {big}}.Encode())); st != http.StatusRequestEntityTooLarge || len(reply) > 200 {
		t.Errorf("a 9 MB field: %d, %d bytes of reply, want 413 and a short reply", st, len(reply))
	}
	long := strings.Repeat("R", 7000)
	for _, tc := range []struct {
		path string
		form url.Values
	}{
		{"/api/seat", url.Values{"seat": {long}}},
		{"/api/seat/give", url.Values{"seat": {long}}},
		{"/api/answer", url.Values{"seat": {"robot 1"}, "question": {long}}},
		{"/api/answer", url.Values{"seat": {long}, "question": {"1"}, "answer": {long}}},
	} {
		tc.form.Set("code", "RIGHTONE")
		st, reply := postForm(t, base, tc.path, strings.NewReader(tc.form.Encode()))
		if st < 400 || len(reply) > 400 || strings.Contains(reply, long[:100]) {
			t.Errorf("%s with a 7,000-byte field: %d, %d bytes of reply: %.300s", tc.path, st, len(reply), reply)
		}
	}
}

// What the phones' pages send still goes through: url-encoded forms with a
// charset, from the page's origin.
func TestWebFormsAccepted(t *testing.T) {
	_, base, _ := onRoomNetwork(t, Options{Board: boardview.Of, Code: "RIGHTONE"})
	req, _ := http.NewRequestWithContext(context.Background(), "POST", base+"/api/seat", strings.NewReader("code=RIGHTONE&seat=robot+1"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8")
	req.Header.Set("Origin", base)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("a seat taken as the phone's page takes it: %d", resp.StatusCode)
	}
	for _, ct := range []string{"", "text/plain", "multipart/form-data; boundary=x", "application/json"} {
		req, _ := http.NewRequest("POST", base+"/api/seat", strings.NewReader("code=RIGHTONE&seat=robot+1"))
		if ct != "" {
			req.Header.Set("Content-Type", ct)
		}
		req.Header.Set("Origin", base)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnsupportedMediaType {
			t.Errorf("a POST of %q: %d, want 415", ct, resp.StatusCode)
		}
	}
}

// quick are deadlines a test can wait out: the defaults' tenth or less.
var quick = limits{header: 300 * time.Millisecond, read: 500 * time.Millisecond, write: time.Second,
	idle: 500 * time.Millisecond, stream: 500 * time.Millisecond, conns: 64, streams: 16, clientStreams: 4}

// closedByServer waits until the server closes c (EOF or a reset, after
// whatever answer it sends), for up to wait; false if c is still open then.
func closedByServer(c net.Conn, wait time.Duration) bool {
	c.SetReadDeadline(time.Now().Add(wait))
	_, err := io.Copy(io.Discard, c)
	var ne net.Error
	return !(errors.As(err, &ne) && ne.Timeout())
}

// 1,000 connections sending their body a byte at a time were all still
// held after a minute (200 of 200 after 15 s in this test before): now
// every connection has deadlines, and no more than limits.conns are open
// at once.
func TestWebSlowClients(t *testing.T) {
	w, base, tmp := onRoomNetwork(t, Options{Board: boardview.Of, Code: "RIGHTONE"}, func(w *Page) { w.limits = quick })
	addr := strings.TrimPrefix(base, "http://")
	const n = 300
	var most atomic.Int64
	stop := make(chan struct{})
	go func() {
		for {
			most.Store(max(most.Load(), int64(w.ln.open())))
			select {
			case <-stop:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	var held atomic.Int32
	start := time.Now()
	fp := measure(tmp, func() {
		var wg sync.WaitGroup
		for i := range n {
			c, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatalf("dial %d: %v", i, err)
			}
			switch i % 3 {
			case 0: // the headers, and two bytes of a 1,000-byte body
				fmt.Fprintf(c, "POST /api/seat HTTP/1.1\r\nHost: %s\r\nOrigin: %s\r\n"+
					"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nco", addr, base)
			case 1: // half the headers
				fmt.Fprintf(c, "GET /api/seats?code=RIGHTONE HTTP/1.1\r\nHost: %s\r\n", addr)
			case 2: // a request, then nothing on the kept-alive connection
				fmt.Fprintf(c, "GET /static/common.js HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer c.Close()
				if !closedByServer(c, 30*time.Second) {
					held.Add(1)
				}
			}()
		}
		wg.Wait()
	})
	close(stop)
	t.Logf("%d slow connections: %d still held after %v; at most %d open at once (cap %d); %s",
		n, held.Load(), time.Since(start).Round(100*time.Millisecond), most.Load(), quick.conns, fp)
	if held.Load() != 0 {
		t.Errorf("%d of %d slow connections still held after 30 s", held.Load(), n)
	}
	if most.Load() > int64(quick.conns) {
		t.Errorf("%d connections open at once, cap %d", most.Load(), quick.conns)
	}
	if fp.heapAfter > 16<<20 {
		t.Errorf("the heap holds %d KiB more after the slow clients left", fp.heapAfter>>10)
	}
	// The cap let the connections through a few at a time: each waited
	// for one of the first to time out.
	if d := time.Since(start); d < quick.header {
		t.Errorf("all done in %v, less than one deadline: no cap?", d)
	}
	// Every place is given back.
	for i := 0; w.ln.open() > 0 && i < 200; i++ {
		time.Sleep(5 * time.Millisecond)
	}
	if open := w.ln.open(); open != 0 {
		t.Errorf("%d connections still counted open", open)
	}
}

// The event stream is long-lived by design: it outlives the read and
// write deadlines of a request, and the limit on connections counts it.
func TestWebStreamOutlivesDeadlines(t *testing.T) {
	w, base, _ := onRoomNetwork(t, Options{Board: boardview.Of}, func(w *Page) { w.limits = quick })
	events, _ := stream(t, base)
	until(t, events, named("live"))
	time.Sleep(2 * quick.write)
	w.Show(talk.Update{Seq: 2, Kind: talk.UpdateMessage, Text: "still there"})
	got := until(t, events, named("update"))
	if !strings.Contains(got[len(got)-1].Data, "still there") {
		t.Errorf("after %v the stream got %v", 2*quick.write, got)
	}
}

// A page elsewhere posted to the referee with the player's cookie, and the
// post was taken. Now a POST must name the referee's own origin (Origin, or
// Referer without it), as the phones' pages do.
func TestWebCrossOrigin(t *testing.T) {
	w, base, _ := onRoomNetwork(t, Options{Board: boardview.Of, Code: "RIGHTONE", WaitAll: true})
	phone := webtest.NewPhone(t, base, "RIGHTONE")
	if st, _ := take(phone, "robot 1"); st != http.StatusOK {
		t.Fatalf("a seat taken from the page's origin: %d", st)
	}
	// The question stays open (WaitAll): a cartridge for robot 1 and
	// robot 2, whose seat no phone holds.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ask(w, ctx, cartridge(1, "robot 1", "robot 2"))
	q := waitAsked(t, w)
	host := strings.TrimPrefix(base, "http://")
	_, port, _ := net.SplitHostPort(host)
	for _, tc := range []struct {
		name, origin, referer string
		want                  int
	}{
		{"another site", "http://evil.example", "", http.StatusForbidden},
		{"another site, its page as Referer", "", "http://evil.example/page.html", http.StatusForbidden},
		{"another port", "http://127.0.0.1:1", "", http.StatusForbidden},
		{"another name for the host", "http://localhost:" + port, "", http.StatusForbidden},
		{"a sandboxed page", "null", "", http.StatusForbidden},
		{"neither Origin nor Referer", "", "", http.StatusForbidden},
		{"a scheme of its own", "file://" + host, "", http.StatusForbidden},
		{"another site, the referee as Referer", "http://evil.example", base + "/play", http.StatusForbidden},
		{"the page's origin", base, "", http.StatusOK},
		{"the page as Referer", "", base + "/play?code=RIGHTONE", http.StatusOK},
	} {
		// The phone's own cookie goes along, as a browser sends it.
		req, _ := http.NewRequest("POST", base+"/api/answer", strings.NewReader(
			url.Values{"code": {"RIGHTONE"}, "seat": {"robot 1"}, "question": {fmt.Sprint(q)}, "answer": {"F F F F F"}}.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		if tc.origin != "" {
			req.Header.Set("Origin", tc.origin)
		}
		if tc.referer != "" {
			req.Header.Set("Referer", tc.referer)
		}
		u, _ := url.Parse(base)
		for _, c := range phone.Cookies(u) {
			req.AddCookie(c)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, resp.StatusCode, tc.want)
		}
		w.mu.Lock()
		_, sent := w.qs.answers["robot 1"]
		delete(w.qs.answers, "robot 1")
		w.mu.Unlock()
		if sent != (tc.want == http.StatusOK) {
			t.Errorf("%s: program taken %v, want %v", tc.name, sent, !sent)
		}
	}
}

// from is an HTTP client whose connections leave from ip (any of
// 127.0.0.0/8 reaches the page on 127.0.0.1): a phone of its own address.
func from(ip string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
}

// guess takes a seat with code from client c and returns the status and
// how long the answer took.
func guess(t *testing.T, ctx context.Context, c *http.Client, base, code string) (int, time.Duration) {
	t.Helper()
	req, _ := http.NewRequestWithContext(ctx, "POST", base+"/api/seat", strings.NewReader("seat=robot+1&code="+code))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", base)
	start := time.Now()
	resp, err := c.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return 0, time.Since(start)
		}
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, time.Since(start)
}

// Wrong codes from one address were answered 20,000 times a second. Now
// each wrong code past the first few makes the next one from that address
// wait twice as long before it is checked; a phone of another address,
// with the right code, does not wait.
func TestWebWrongCodesSlowDown(t *testing.T) {
	w, base, _ := onRoomNetwork(t, Options{Board: boardview.Of, Code: "RIGHTONE"}, func(w *Page) {
		w.guesses.first, w.guesses.most = 40*time.Millisecond, 20*time.Second
	})
	g := w.guesses
	guesser, ctx := from("127.0.0.2"), context.Background()
	sent := time.Now()
	for i := 1; i <= 8; i++ {
		st, took := guess(t, ctx, guesser, base, "WRONG")
		// The i-th code waits for the i-1 wrong ones before it: it is
		// answered that long at least after the one before was sent.
		want, since := g.wait(i-1), time.Since(sent)
		sent = time.Now().Add(-took)
		t.Logf("wrong code %d: %d after %v, %v after the one before was sent (at least %v)",
			i, st, took.Round(time.Millisecond), since.Round(time.Millisecond), want)
		if st != http.StatusForbidden || since < want {
			t.Errorf("wrong code %d: %d %v after the one before was sent, want 403 after at least %v", i, st, since, want)
		}
	}
	if g.wait(8) <= g.wait(4) || g.wait(4) == 0 {
		t.Errorf("waits %v, %v: not growing", g.wait(4), g.wait(8))
	}

	// Say the guesser has guessed long enough that its next code waits
	// 8 s: a second request meanwhile is refused at once, unchecked.
	g.mu.Lock()
	g.addrs["127.0.0.2"].next = time.Now().Add(8 * time.Second)
	g.mu.Unlock()
	ctx, cancel := context.WithCancel(context.Background())
	waiting := make(chan int)
	go func() { st, _ := guess(t, ctx, guesser, base, "RIGHTONE"); waiting <- st }()
	for i := 0; i < 200 && !addrWaiting(g, "127.0.0.2"); i++ {
		time.Sleep(5 * time.Millisecond)
	}
	if st, _ := guess(t, context.Background(), from("127.0.0.2"), base, "RIGHTONE"); st != http.StatusTooManyRequests {
		t.Errorf("a second code from a waiting address: %d, want 429", st)
	}
	// Meanwhile a phone with the right code plays at once: it is answered
	// while the guesser still waits.
	phone := from("127.0.0.3")
	if st, _ := guess(t, context.Background(), phone, base, "RIGHTONE"); st != http.StatusOK {
		t.Errorf("a phone with the right code: %d", st)
	}
	select {
	case st := <-waiting:
		t.Errorf("the guesser was answered (%d) before the phone", st)
	default:
		cancel()
		<-waiting
	}
	cancel()
	// The server learns of the cancelled request on its own time: until it
	// has, the address still waits and a new code would be refused (429).
	for i := 0; i < 400 && addrWaiting(g, "127.0.0.2"); i++ {
		time.Sleep(5 * time.Millisecond)
	}

	// The right code after a wait clears the address: a player who
	// mistyped plays on.
	g.mu.Lock()
	g.addrs["127.0.0.2"].next = time.Now()
	g.mu.Unlock()
	// (409: the phone holds robot 1; the code was taken.)
	if st, _ := guess(t, context.Background(), guesser, base, "RIGHTONE"); st != http.StatusConflict {
		t.Errorf("the right code after the wait: %d, want 409", st)
	}
	if st, took := guess(t, context.Background(), guesser, base, "WRONG"); st != http.StatusForbidden || took >= g.wait(4) {
		t.Errorf("a wrong code after the right one: %d after %v", st, took)
	}
}

func addrWaiting(g *guesses, addr string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	a := g.addrs[addr]
	return a != nil && a.waiting
}

// Guessing from many addresses: each address's first wrong codes cost it
// nothing, but overall the codes of addresses that sent a wrong one are
// checked one at a time, further apart the more wrong codes there were.
func TestWebWrongCodesSlowDownOverall(t *testing.T) {
	w, base, _ := onRoomNetwork(t, Options{Board: boardview.Of, Code: "RIGHTONE"}, func(w *Page) {
		w.guesses.free, w.guesses.spread = 1000, 10*time.Millisecond // no wait per address: only overall
	})
	const addrs = 10
	clients := make([]*http.Client, addrs)
	for i := range clients {
		clients[i] = from(fmt.Sprintf("127.0.1.%d", i+1))
		guess(t, context.Background(), clients[i], base, "WRONG") // the first wrong code of each: no wait
	}
	// 10 wrong codes overall: 100 ms between two checks of these addresses.
	start := time.Now()
	var wg sync.WaitGroup
	for _, c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if st, _ := guess(t, context.Background(), c, base, "WRONG"); st != http.StatusForbidden {
				t.Errorf("a second wrong code: %d", st)
			}
		}()
	}
	wg.Wait()
	took := time.Since(start)
	t.Logf("%d wrong codes from %d addresses that sent one before: %v", addrs, addrs, took.Round(time.Millisecond))
	// The first is checked at once, each next one 100 ms to 190 ms later.
	if want := (addrs - 1) * addrs * w.guesses.spread; took < want {
		t.Errorf("%d wrong codes from %d addresses in %v, want at least %v", addrs, addrs, took, want)
	}
	// A phone that sent no wrong code is not held up by them.
	if st, _ := guess(t, context.Background(), from("127.0.2.1"), base, "RIGHTONE"); st != http.StatusOK {
		t.Errorf("a phone with the right code: %d", st)
	}
}

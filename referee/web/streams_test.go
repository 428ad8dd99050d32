package web

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"mecanoid/game/dr2d/boardview"
)

// streamsOf counts the page's event streams from address addr.
func streamsOf(w *Page, addr string) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := 0
	for c := range w.clients {
		if c.addr == addr {
			n++
		}
	}
	return n
}

// openStreams opens n event streams from ip, reading each until the
// server closes it; closed counts those it closed.
func openStreams(t *testing.T, base, ip string, n int) (conns []net.Conn, closed *atomic.Int32) {
	t.Helper()
	addr := strings.TrimPrefix(base, "http://")
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	closed = new(atomic.Int32)
	for i := range n {
		c, err := d.Dial("tcp", addr)
		if err != nil {
			t.Fatalf("dial %d: %v", i, err)
		}
		fmt.Fprintf(c, "GET /events HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
		conns = append(conns, c)
		go func() {
			io.Copy(io.Discard, c)
			closed.Add(1)
		}()
	}
	t.Cleanup(func() {
		for _, c := range conns {
			c.Close()
		}
	})
	return conns, closed
}

// One client holding 300 event streams (no join code needed) took every
// connection of the page: GET / waited a minute in the kernel's queue.
// Now a client keeps its 6 newest streams, their connections closed when
// it opens more: the room page still answers, and a phone follows the
// game and takes its seat.
func TestWebManyStreamsFromOneClient(t *testing.T) {
	w, base, _ := onRoomNetwork(t, Options{Board: boardview.Of, Code: "RIGHTONE"})
	const n = 300
	start := time.Now()
	_, closed := openStreams(t, base, "127.0.0.2", n)
	for i := 0; i < 500 && closed.Load() < n-int32(w.limits.clientStreams); i++ {
		time.Sleep(10 * time.Millisecond)
	}
	t.Logf("%d streams from one client: %d closed by the page after %v; %d left open, %d connections open",
		n, closed.Load(), time.Since(start).Round(time.Millisecond), streamsOf(w, "127.0.0.2"), w.ln.open())
	if got := streamsOf(w, "127.0.0.2"); got > w.limits.clientStreams {
		t.Errorf("%d streams of one client open, cap %d", got, w.limits.clientStreams)
	}
	if int(closed.Load()) < n-w.limits.clientStreams {
		t.Errorf("%d of %d streams closed, want all but %d", closed.Load(), n, w.limits.clientStreams)
	}

	// The room page answers at once.
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/", nil)
	asked := time.Now()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("GET / beside 300 streams: %v", err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	t.Logf("GET / answered %d in %v", resp.StatusCode, time.Since(asked).Round(time.Millisecond))
	if resp.StatusCode != http.StatusOK {
		t.Errorf("GET /: %d", resp.StatusCode)
	}
	// A phone follows the game and takes its seat.
	events, _ := stream(t, base)
	until(t, events, named("live"))
	if st, _ := guess(t, context.Background(), from("127.0.0.3"), base, "RIGHTONE"); st != http.StatusOK {
		t.Errorf("a phone taking its seat: %d", st)
	}
}

// Past the cap on streams from everyone, a new one is refused at once
// (503, Retry-After, the connection closed) and said in the browser's
// language; the streams open go on. A client's stream past its own cap
// closes its oldest, not another client's.
func TestWebStreamsCappedInAll(t *testing.T) {
	w, base, _ := onRoomNetwork(t, Options{Board: boardview.Of}, func(w *Page) {
		w.limits.streams, w.limits.clientStreams = 4, 2
	})
	var mu sync.Mutex
	opened := map[string][]net.Conn{}
	for _, ip := range []string{"127.0.0.4", "127.0.0.5"} {
		conns, _ := openStreams(t, base, ip, 2)
		mu.Lock()
		opened[ip] = conns
		mu.Unlock()
	}
	for i := 0; i < 200 && (streamsOf(w, "127.0.0.4") < 2 || streamsOf(w, "127.0.0.5") < 2); i++ {
		time.Sleep(5 * time.Millisecond)
	}
	req, _ := http.NewRequest("GET", base+"/events", nil)
	req.Header.Set("Accept-Language", "fr")
	resp, err := from("127.0.0.6").Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" || !resp.Close ||
		!strings.Contains(string(body), "trop de pages suivent la partie") {
		t.Errorf("a fifth stream: %d, Retry-After %q, close %v, %q; want 503 said in French, the connection closed",
			resp.StatusCode, resp.Header.Get("Retry-After"), resp.Close, body)
	}
	// A third stream of 127.0.0.4 closes its first, and is followed.
	_, _ = openStreams(t, base, "127.0.0.4", 1)
	first := opened["127.0.0.4"][0]
	if !closedByServer(first, 30*time.Second) { // a guard, not a budget: it ends when the server closes it
		t.Error("the client's oldest stream stays open past its cap")
	}
	a, b := 0, 0
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if a, b = streamsOf(w, "127.0.0.4"), streamsOf(w, "127.0.0.5"); a == 2 && b == 2 {
			break
		}
	}
	if a != 2 || b != 2 {
		t.Errorf("streams %d and %d, want 2 and 2", a, b)
	}
}

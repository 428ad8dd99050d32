package web

import (
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"

	"mecanoid/game/dr2d/boardview"
)

// DNS rebinding: a page on evil.example whose name was made to point at
// the referee posted with Host and Origin both evil.example, and took a
// seat. Now a request whose Host is not the referee's is refused, whatever
// its Origin, before any handler.
func TestWebRebindingRefused(t *testing.T) {
	_, base, _ := onRoomNetwork(t, Options{Board: boardview.Of, Code: "REBIND23", Seats: []string{"robot 1"}})
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(base, "http://"))
	post := func(host string) (int, string) {
		req, _ := http.NewRequest("POST", base+"/api/seat", strings.NewReader(url.Values{"code": {"REBIND23"}, "seat": {"robot 1"}}.Encode()))
		req.Host = host
		req.Header.Set("Origin", "http://"+host)
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		buf := make([]byte, 512)
		n, _ := resp.Body.Read(buf)
		return resp.StatusCode, string(buf[:n])
	}
	for _, host := range []string{"evil.example:" + port, "evil.example", "127.0.0.1.evil.example:" + port, "[::2]:" + port} {
		if st, body := post(host); st != http.StatusForbidden || !strings.Contains(body, "own addresses and names") {
			t.Errorf("a seat taken with Host %s: %d %q, want 403", host, st, body)
		}
		req, _ := http.NewRequest("GET", base+"/events", nil)
		req.Host = host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("the event stream with Host %s: %d, want 403", host, resp.StatusCode)
		}
	}
	// Its own name: the seat is taken.
	if st, body := post("localhost:" + port); st != http.StatusOK {
		t.Errorf("a seat taken with Host localhost: %d %s", st, body)
	}
}

// The names and addresses the page answers to.
func TestWebOwnHost(t *testing.T) {
	host, err := os.Hostname()
	if err != nil {
		t.Skip("no host name:", err)
	}
	short, _, _ := strings.Cut(host, ".")
	w := New(Options{URL: "http://referee.example.lan:8080"})
	for _, tc := range []struct {
		host string
		want bool
	}{
		{"localhost", true}, {"LOCALHOST:8080", true}, {"localhost.:8080", true}, {"game.localhost", true},
		{"127.0.0.1:8080", true}, {"127.3.2.1", true}, {"[::1]:8080", true},
		{host + ":8080", true}, {strings.ToUpper(short) + ".local:8080", true},
		{"referee.example.lan:8080", true}, // --url's
		{"", false}, {"evil.example", false}, {"localhost.evil.example", false}, {short + ".evil.example", false},
		{"8.8.8.8", false}, {"[2001:db8::1]:8080", false},
	} {
		if got := w.ownHost(tc.host); got != tc.want {
			t.Errorf("ownHost(%q) = %v, want %v", tc.host, got, tc.want)
		}
	}
	// Listening on one address, another of the machine's is not the page's.
	var other net.IP
	for _, a := range interfaceAddrs() {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() {
			other = n.IP
		}
	}
	if other == nil {
		t.Log("no address but the loopback: the listening case left out")
		return
	}
	if !w.ownHost(other.String()) {
		t.Errorf("%s, this machine's, refused before Start", other)
	}
	if _, err := w.Start("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if w.ownHost(net.JoinHostPort(other.String(), "8080")) {
		t.Errorf("%s accepted by a page listening on 127.0.0.1 only", other)
	}
}

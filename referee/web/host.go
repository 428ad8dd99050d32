package web

import (
	"net"
	"net/url"
	"os"
	"strings"
)

// DNS rebinding: a page on evil.example, its name then made to point at
// the referee's address, reaches the referee from the player's browser as
// its own origin (Host: evil.example, Origin: http://evil.example), so the
// Origin check alone lets it post. The names a rebinding attack uses are
// the attacker's own: the page answers only to the referee's addresses and
// names, whatever the request.

// ownHost says whether host (a request's Host header, with or without its
// port) names this referee: localhost, an address of the loopback, the
// address Start listens on (any address of this machine's interfaces when
// it listens on all of them, or when the page was mounted elsewhere), the
// machine's host name (and its .local name, mDNS's), or Options.URL's host.
func (w *Page) ownHost(host string) bool {
	name := hostName(host)
	if name == "" {
		return false
	}
	if ip := net.ParseIP(name); ip != nil {
		return w.ownAddress(ip)
	}
	if name == "localhost" || strings.HasSuffix(name, ".localhost") { // RFC 6761: always loopback
		return true
	}
	if w.opts.URL != "" {
		if u, err := url.Parse(w.opts.URL); err == nil && hostName(u.Host) == name {
			return true
		}
	}
	return machineName(name)
}

// hostName is host without its port, its brackets, a trailing dot or an
// IPv6 zone, in lower case: "" when it names nothing.
func hostName(host string) string {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if i := strings.IndexByte(host, '%'); i >= 0 {
		host = host[:i]
	}
	return strings.ToLower(strings.TrimSuffix(host, "."))
}

// ownAddress says whether ip is the loopback's, the one Start listens on,
// or one of this machine's when Start listens on every address (or was
// not called).
func (w *Page) ownAddress(ip net.IP) bool {
	if ip.IsLoopback() {
		return true
	}
	w.mu.Lock()
	ln := w.ln
	w.mu.Unlock()
	if ln != nil {
		if ta, ok := ln.Addr().(*net.TCPAddr); ok && !ta.IP.IsUnspecified() {
			return ta.IP.Equal(ip)
		}
	}
	// Looked up at each request: a Pi on DHCP may change its address
	// during an evening.
	for _, a := range interfaceAddrs() {
		if n, ok := a.(*net.IPNet); ok && n.IP.Equal(ip) {
			return true
		}
	}
	return false
}

// machineName says whether name is this machine's host name, its first
// label, or either with .local (a Pi is raspberrypi.local on the room's
// network through Avahi).
func machineName(name string) bool {
	h, err := os.Hostname()
	if err != nil || h == "" {
		return false
	}
	h = strings.ToLower(strings.TrimSuffix(h, "."))
	short, _, _ := strings.Cut(h, ".")
	for _, own := range []string{h, short, h + ".local", short + ".local"} {
		if name == own {
			return true
		}
	}
	return false
}

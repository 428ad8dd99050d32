package web

import (
	"encoding/json"
	"fmt"
	"mecanoid/game/dr2d/boardview"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

// FuzzPhonePost sends the phones' POST endpoints any body: the page
// answers with one of the statuses it promises, a short reply (it never
// echoes a whole field), JSON when it says so, and never panics.
func FuzzPhonePost(f *testing.F) {
	paths := []string{"/api/seat", "/api/seat/give", "/api/answer"}
	for i, body := range []string{
		"seat=Ann", "seat=Ann&question=1&answer=N", "seat=robot+2&question=1&answer=F+F+R+-+LB", "seat=x", "seat=%ZZ",
		"seat=Ann&seat=Bob", "", "seat=Bob&question=99999999999999999999", "answer=" + strings.Repeat("F", 40),
		"seat=Ann&question=1&answer=" + strings.Repeat("L", 40),
	} {
		f.Add(uint8(i), body, true)
	}
	p := New(Options{Board: boardview.Of, Code: "FUZZCODE", Seats: []string{"Ann", "Bob"}})
	defer p.Close()
	var n atomic.Uint32
	f.Fuzz(func(t *testing.T, which uint8, body string, rightCode bool) {
		code := "WRONGONE"
		if rightCode {
			code = "FUZZCODE"
		}
		req := httptest.NewRequest(http.MethodPost, "http://localhost"+paths[int(which)%len(paths)], strings.NewReader(body+"&code="+code))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Origin", "http://"+req.Host)
		k := n.Add(1) // an address of its own: a wrong code is not yet a guesser's
		req.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:4242", k>>16&255, k>>8&255, k&255)
		rec := httptest.NewRecorder()
		p.ServeHTTP(rec, req)
		switch rec.Code {
		case 200, 202, 400, 403, 404, 409, 413, 415, 422, 429:
		default:
			t.Fatalf("%s %q: status %d", req.URL.Path, body, rec.Code)
		}
		if rec.Body.Len() > 4096 {
			t.Fatalf("%s %q: a reply of %d bytes", req.URL.Path, body, rec.Body.Len())
		}
		if strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") && !json.Valid(rec.Body.Bytes()) {
			t.Fatalf("%s %q: %q is not JSON", req.URL.Path, body, rec.Body.String())
		}
		if !rightCode && (rec.Code == 200 || rec.Code == 202) {
			t.Fatalf("%s %q: taken with a wrong code", req.URL.Path, body)
		}
	})
}

package web_test

import (
	"encoding/json"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"

	"mecanoid/referee/web"
	"mecanoid/referee/web/webtest"
)

// TestSeatsKept: the page tells KeepSeats each change of the seats held,
// in order, the last one before Close returns; a page made again with
// the code and the seats kept gives the same phone its seat back, its
// cookie unchanged, without joining again.
func TestSeatsKept(t *testing.T) {
	var mu sync.Mutex
	var told []map[string]string
	keep := func(held map[string]string) {
		mu.Lock()
		defer mu.Unlock()
		told = append(told, maps.Clone(held))
	}
	first := web.New(web.Options{Seats: []string{"Ann", "Bob"}, KeepSeats: keep})
	var page atomic.Pointer[web.Page] // the page at the address: the first, then the one made again
	page.Store(first)
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) { page.Load().ServeHTTP(rw, r) }))
	defer srv.Close()
	ann := webtest.NewPhone(t, srv.URL, first.Code())
	if st, body := ann.Post("/api/seat", url.Values{"seat": {"Ann"}}); st != 200 {
		t.Fatal(st, body)
	}
	if st, body := ann.Post("/api/seat", url.Values{"seat": {"Bob"}}); st != 200 {
		t.Fatal(st, body)
	}
	if st, body := ann.Post("/api/seat/give", url.Values{"seat": {"Bob"}}); st != 200 {
		t.Fatal(st, body)
	}
	first.Close()
	mu.Lock()
	last := told[len(told)-1]
	mu.Unlock()
	token := ""
	for _, c := range ann.Cookies(mustURL(t, srv.URL)) {
		token = c.Value
	}
	if want := map[string]string{"Ann": token}; token == "" || !reflect.DeepEqual(last, want) {
		t.Fatalf("last seats kept %v, want %v (told %v)", last, want, told)
	}

	again := web.New(web.Options{Seats: []string{"Ann", "Bob"}, Code: first.Code(), Held: last})
	defer again.Close()
	page.Store(again) // the same address, the referee started again
	_, body := ann.Get("/api/seats?code=" + first.Code())
	var mine struct{ Seats []string }
	if err := json.Unmarshal([]byte(body), &mine); err != nil || !reflect.DeepEqual(mine.Seats, []string{"Ann"}) {
		t.Errorf("the phone's seats on the page made again: %s (%v)", body, err)
	}
	bob := webtest.NewPhone(t, srv.URL, first.Code())
	if st, _ := bob.Post("/api/seat", url.Values{"seat": {"Ann"}}); st != 409 {
		t.Errorf("another phone takes Ann's kept seat: %d, want 409", st)
	}
}

func mustURL(t *testing.T, s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

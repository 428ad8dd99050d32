package web

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"mime/multipart"
	"net/http"
	"net/url"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// The server on the room's network, driven on 127.0.0.1 the way someone on
// the Wi-Fi could: oversized, slow and cross-origin requests, and join
// codes guessed.

// onRoomNetwork starts a page showing the demo game on a real listener of
// 127.0.0.1, with a temp folder of the test's own ($TMPDIR, where Go's
// multipart parser writes big uploads).
func onRoomNetwork(t *testing.T, opts Options) (w *Page, base, tmp string) {
	t.Helper()
	tmp = t.TempDir()
	t.Setenv("TMPDIR", tmp)
	w = New(opts)
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
	_, base, tmp := onRoomNetwork(t, Options{Code: "RIGHTONE"})
	const size = 100 << 20
	fp := measure(tmp, func() {
		var wg sync.WaitGroup
		for i := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// POST /api/claim, and a GET whose handler reads the code.
				method, path := "POST", "/api/claim"
				if i%2 == 1 {
					method, path = "GET", "/api/me"
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
		if st, reply := postForm(t, base, "/api/claim", io.MultiReader(strings.NewReader("code=WRONG&robot="), &letters{size})); st != http.StatusRequestEntityTooLarge || len(reply) > 200 {
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

// A 9 MB field got an 18.9 MB reply (the robot quoted back). Now a field
// too long for the limit is refused, and one within it is quoted only in
// part.
func TestWebRepliesQuoteLittle(t *testing.T) {
	_, base, _ := onRoomNetwork(t, Options{Code: "RIGHTONE"})
	big := strings.Repeat("R", 9<<20)
	if st, reply := postForm(t, base, "/api/claim", strings.NewReader(url.Values{"code": {"RIGHTONE"}, "robot": {big}}.Encode())); st != http.StatusRequestEntityTooLarge || len(reply) > 200 {
		t.Errorf("a 9 MB field: %d, %d bytes of reply, want 413 and a short reply", st, len(reply))
	}
	long := strings.Repeat("R", 7000)
	for _, tc := range []struct {
		path string
		form url.Values
	}{
		{"/api/claim", url.Values{"robot": {long}}},
		{"/api/program", url.Values{"robot": {"1"}, "turn": {long}}},
		{"/api/program", url.Values{"robot": {"1"}, "turn": {"1"}, "move1": {long}, "sleep": {long}}},
		{"/api/player", url.Values{"player": {long}}},
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
	_, base, _ := onRoomNetwork(t, Options{Code: "RIGHTONE"})
	req, _ := http.NewRequestWithContext(context.Background(), "POST", base+"/api/claim", strings.NewReader("code=RIGHTONE&robot=1"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8")
	req.Header.Set("Origin", base)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("a claim as the phone's page sends it: %d", resp.StatusCode)
	}
	for _, ct := range []string{"", "text/plain", "multipart/form-data; boundary=x", "application/json"} {
		req, _ := http.NewRequest("POST", base+"/api/claim", strings.NewReader("code=RIGHTONE&robot=1"))
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

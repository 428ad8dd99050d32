package refereetest

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

// SyncBuffer is a bytes.Buffer safe for a writer and a reader at once.
type SyncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

// Write writes p.
func (s *SyncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// String is what was written.
func (s *SyncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// WaitFor waits until out says want.
func WaitFor(t testing.TB, out *SyncBuffer, want string) {
	t.Helper()
	for i := 0; !strings.Contains(out.String(), want); i++ {
		if i > 500 {
			t.Fatalf("the terminal never says %q:\n%s", want, out.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

package journal

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"syscall"
	"time"
)

// ErrInUse: another mecanoid writes to the journal (a referee at the
// table, a tile world being played); the error names it.
var ErrInUse = errors.New("journal: in use")

// A lock keeps a journal to one writer: an exclusive advisory lock on a
// file beside it (FILE-lock), which says who holds it. The kernel lets it
// go when its process ends, however it ends: a referee killed leaves no
// stale lock, only its note, overwritten by the next writer.
type lock struct{ f *os.File }

// lockFile takes the lock of journal file, or says who holds it.
func lockFile(file string) (*lock, error) {
	name := file + "-lock"
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("journal: %s: cannot write beside the journal: %w", file, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		who, _ := os.ReadFile(name)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%w: %s is written by another mecanoid (%s): one referee to a journal; stop it, or give --journal another file",
				ErrInUse, file, strings.TrimSpace(string(who)))
		}
		return nil, fmt.Errorf("journal: %s: cannot lock it: %w", file, err)
	}
	note := fmt.Sprintf("pid %d: %s, since %s", os.Getpid(), strings.Join(os.Args, " "), time.Now().Format("2006-01-02 15:04:05"))
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(note+"\n"), 0)
	}
	return &lock{f}, nil
}

// release lets the lock go.
func (l *lock) release() {
	if l != nil {
		l.f.Close() // closing the file lets the lock go
	}
}

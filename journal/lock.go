package journal

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// ErrInUse: another mecanoid writes to the journal (a referee at the
// table, a tile world being played); the error names it.
var ErrInUse = errors.New("journal: in use")

// A lock keeps a journal to one writer: an exclusive advisory lock
// (flock) on the journal file itself, so that every name it has (a
// symbolic link, a hard link: two names of one file) meets the same lock.
// A lock by name let a referee given a link write into a journal another
// was writing to; by a hard link, into a write-ahead log of its own,
// after which the two names held different games. The kernel lets the
// lock go when its process ends, however it ends: a referee killed leaves
// no stale lock. Beside the journal (its real name, links followed),
// FILE-lock says who holds it, for the one refused.
//
// flock and the POSIX locks SQLite takes on the same file are separate
// locks (Linux, BSD, macOS on local disks). The file stays open while the
// journal is, and is closed after SQLite's connection: closing a file
// descriptor lets go of every POSIX lock its process holds on the file.
type lock struct{ f *os.File }

// lockFile takes the lock of journal file, or says who holds it.
func lockFile(file string) (*lock, error) {
	f, err := os.OpenFile(file, os.O_RDONLY|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fail(file, []error{err}, "cannot open the journal: %v", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		defer f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fail(file, []error{ErrInUse}, "is written by another mecanoid (%s): one referee to a journal; stop it, or give --journal another file",
				holder(f, noteName(file)))
		}
		return nil, fail(file, []error{err}, "cannot lock it: %v", err)
	}
	note := fmt.Sprintf("pid %d: %s, since %s", os.Getpid(), strings.Join(os.Args, " "), time.Now().Format("2006-01-02 15:04:05"))
	if err := os.WriteFile(noteName(file), []byte(note+"\n"), 0o644); err != nil {
		f.Close()
		return nil, fail(file, []error{err}, "cannot write beside the journal: %v", err)
	}
	return &lock{f}, nil
}

// noteName is the file that says who writes to journal file: beside its
// real name, so that a symbolic link to it finds the note.
func noteName(file string) string {
	if real, err := filepath.EvalSymlinks(file); err == nil {
		file = real
	}
	return file + "-lock"
}

// holder says who holds the lock of the journal open as f: the note
// beside it when it is the holder's, else the holder's process as the
// kernel lists it (a hard link: the note is beside the other name).
func holder(f *os.File, note string) string {
	said, _ := os.ReadFile(note)
	text := strings.TrimSpace(string(said))
	pid := lockHolder(f)
	if pid == 0 || strings.HasPrefix(text, fmt.Sprintf("pid %d: ", pid)) {
		if text == "" {
			return "its process is not known"
		}
		return text
	}
	cmd, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	if err != nil {
		return fmt.Sprintf("pid %d", pid)
	}
	return fmt.Sprintf("pid %d: %s", pid, strings.TrimSpace(strings.ReplaceAll(string(cmd), "\x00", " ")))
}

// lockHolder is the process holding a flock on f's file, as Linux's
// /proc/locks lists it ("1: FLOCK  ADVISORY  WRITE 4242 08:02:131 0 EOF");
// 0 when it is not known.
func lockHolder(f *os.File) int {
	st, err := f.Stat()
	if err != nil {
		return 0
	}
	sys, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return 0
	}
	locks, err := os.Open("/proc/locks")
	if err != nil {
		return 0
	}
	defer locks.Close()
	ino := strconv.FormatUint(sys.Ino, 10)
	pid := 0
	s := bufio.NewScanner(locks)
	for s.Scan() {
		fields := strings.Fields(s.Text())
		// Waiters are listed as "1: -> FLOCK ...": only holders count.
		if len(fields) < 6 || fields[1] != "FLOCK" || fields[3] != "WRITE" {
			continue
		}
		// MAJ:MIN:INODE; the device is said differently by some file
		// systems (overlays): the inode decides.
		if parts := strings.Split(fields[5], ":"); len(parts) == 3 && parts[2] == ino {
			if p, err := strconv.Atoi(fields[4]); err == nil {
				if pid != 0 && pid != p {
					return 0 // two files of that inode on two devices: not known which
				}
				pid = p
			}
		}
	}
	return pid
}

// release lets the lock go.
func (l *lock) release() {
	if l != nil {
		l.f.Close() // closing the file lets the lock go
	}
}

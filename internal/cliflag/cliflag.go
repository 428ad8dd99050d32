// Package cliflag is how every command of mecanoid parses its flags with
// package flag: a help request that carries the flag set (the help shows
// its flags), a flag mistake told apart from the command's own errors,
// and flags taken wherever they stand among the arguments.
package cliflag

import (
	"errors"
	"flag"
	"regexp"
	"strings"
	"time"
)

// HelpRequest is the error Parse gives for -h, -help or --help: it
// carries the flag set of the command asked about.
type HelpRequest struct{ FS *flag.FlagSet }

func (h *HelpRequest) Error() string { return flag.ErrHelp.Error() }
func (h *HelpRequest) Unwrap() error { return flag.ErrHelp }

// FlagError is a mistake in the flags (unknown, a bad value): its message
// points to --help. Near is the flag a mistyped one was likely meant to
// be ("camera" for --camra), "" when none is close; Duration is set when
// the bad value was given to a duration flag (--pace fast), so that the
// message can say what a duration looks like.
type FlagError struct {
	Err      error
	Near     string
	Duration bool
}

func (e *FlagError) Error() string { return e.Err.Error() }
func (e *FlagError) Unwrap() error { return e.Err }

// Parse is fs.Parse(args); every command parses its flags with it.
func Parse(fs *flag.FlagSet, args []string) error {
	err := fs.Parse(args)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		return &HelpRequest{FS: fs}
	}
	fe := &FlagError{Err: err}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		fe.Near = Nearest(fs, strings.TrimLeft(name, "-"))
	}
	if rest, ok := strings.CutPrefix(msg, "invalid value "); ok {
		if _, after, ok := strings.Cut(rest, " for flag -"); ok {
			name, _, _ := strings.Cut(after, ":")
			if f := fs.Lookup(name); f != nil {
				if g, ok := f.Value.(flag.Getter); ok {
					_, fe.Duration = g.Get().(time.Duration)
				}
			}
		}
	}
	return fe
}

// Global are the flags every command takes besides its own (the root's,
// taken out before a command parses its flags): a typo of one is matched
// too.
var Global = []string{"lang", "help"}

// Nearest is the flag of fs (or Global) that name is most likely a typo
// of: at most two letters added, dropped, changed or swapped (as cobra
// suggests commands), or the start of the flag's name; "" when none is.
func Nearest(fs *flag.FlagSet, name string) string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	names = append(names, Global...)
	best, bestDist := "", 3
	for _, n := range names {
		d := distance(strings.ToLower(name), strings.ToLower(n))
		if d == 0 {
			continue // the flag given was refused for another reason
		}
		if d < bestDist || d == bestDist && best == "" {
			best, bestDist = n, d
		}
	}
	if best == "" && len(name) >= 3 {
		for _, n := range names {
			if strings.HasPrefix(n, name) {
				return n
			}
		}
	}
	return best
}

// distance is the optimal string alignment distance of a and b: letters
// added, dropped, changed, or two neighbours swapped.
func distance(a, b string) int {
	x, y := []rune(a), []rune(b)
	d := make([][]int, len(x)+1)
	for i := range d {
		d[i] = make([]int, len(y)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(x); i++ {
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(x)][len(y)]
}

// Reorder puts flags before positional arguments, so that both
// "resolve GAME --json" and "resolve --json GAME" work.
func Reorder(fs *flag.FlagSet, args []string) []string { return ReorderKeeping(fs, args, nil) }

// ReorderKeeping is Reorder, but what matches arg (nil: nothing) stays
// an argument even when it starts with a dash.
func ReorderKeeping(fs *flag.FlagSet, args []string, arg *regexp.Regexp) []string {
	var flags, rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' || arg != nil && arg.MatchString(a) {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil && i+1 < len(args) {
			if bf, ok := f.Value.(interface{ IsBoolFlag() bool }); !ok || !bf.IsBoolFlag() {
				i++
				flags = append(flags, args[i])
			}
		}
	}
	// "--" ends the flags: an argument kept that starts with a dash (a
	// place, -3,1) is not read as one.
	return append(append(flags, "--"), rest...)
}

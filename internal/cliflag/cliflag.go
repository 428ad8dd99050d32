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
)

// HelpRequest is the error Parse gives for -h, -help or --help: it
// carries the flag set of the command asked about.
type HelpRequest struct{ FS *flag.FlagSet }

func (h *HelpRequest) Error() string { return flag.ErrHelp.Error() }
func (h *HelpRequest) Unwrap() error { return flag.ErrHelp }

// FlagError is a mistake in the flags (unknown, a bad value): its message
// points to --help.
type FlagError struct{ Err error }

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
	return &FlagError{Err: err}
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

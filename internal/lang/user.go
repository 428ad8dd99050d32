package lang

import "sync/atomic"

// user is the language of this run of mecanoid: what the command line,
// the session at the table and every game's commands speak to the user.
var user atomic.Value // Lang

// User is the user's language: the one SetUser chose last (the command
// line's --lang, else the environment), else Default.
func User() Lang {
	if l, ok := user.Load().(Lang); ok {
		return l
	}
	return Default
}

// SetUser makes l the user's language.
func SetUser(l Lang) { user.Store(l) }

// Say prints in the user's language.
func Say() *Printer { return User().Printer() }

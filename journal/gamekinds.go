package journal

import "sync"

// How the journal names and speaks of the games of a kind. By default a
// new game is named after its kind and the date ("hexprog-2026-11-23-1"),
// it is called a game, its steps are steps and none of its games is the
// current one; a game whose habits differ registers them once, at init
// (game/dr2d, game/tiles), before the journal keeps one.

// A Kind is how the games of one kind are named and spoken of.
type Kind struct {
	Dated   bool   // new games are named by the date alone ("2026-11-23-1"), as DR2D's always were
	Turns   bool   // steps are turns, and said so when out of sequence
	Noun    string // what one game is called in messages ("world"); "" is "game"
	Current bool   // the game of the kind created, played or used last (Use) is the current one
}

var kinds sync.Map // kind name → Kind

// RegisterKind says how the games of kind name are named and spoken of.
func RegisterKind(name string, k Kind) { kinds.Store(name, k) }

// kindOf is how the games of kind name are named and spoken of.
func kindOf(name string) Kind {
	k, _ := kinds.Load(name)
	kind, _ := k.(Kind)
	return kind
}

// noun is what one game of the kind is called in messages.
func (k Kind) noun() string {
	if k.Noun == "" {
		return "game"
	}
	return k.Noun
}

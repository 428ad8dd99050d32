package netzwerk

import (
	_ "embed"

	"mecanoid/rulebook"
)

// rulesText is the rule book's records of the game: for each rule its
// engine names, the words of the rule text (or the project's ruling or
// decision) that decide it, in French and English.
//
//go:embed rules.txt
var rulesText string

func init() { rulebook.Add("game/netzwerk/rules.txt", rulesText) }

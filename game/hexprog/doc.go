// Package hexprog is the hex programming game at the table (its rules are
// engine/hexprog's, imported here as rules): its registration (commands.go:
// resolve, print-hex, referee --game hexprog, export), its adapter to the
// referee's loop (adapter.go: robots read on their hexes, radio signals
// asked in secret, rounds played, the table checked), its events said in
// English and French (events.go), and its tests with their files
// (testdata/). docs/referee-hexprog.md says how a game goes at the table.
package hexprog

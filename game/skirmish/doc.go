// Package skirmish is the skirmish on plots and bridges at the table (its
// rules are engine/skirmish's, imported here as rules): its registration
// (commands.go: resolve, print-skirmish, referee --game skirmish, export),
// its adapter to the referee's loop (adapter.go: each team's calls and
// actions asked or replayed, resolved, the moves told, the map checked),
// its events and positions said in English and French (events.go), its
// own drawing of a position for the room's page and the phones (view.go:
// the map, the robots with structure, armour and flags, the round; the
// pieces table and legend; words.go says them in French), the live
// table's check robot by robot (check.go), and its tests with their files
// (testdata/). docs/referee-skirmish.md says how a game goes at the
// table.
package skirmish

// Package netzwerk is Netzwerk at the table (its rules are
// engine/netzwerk's, imported here as rules): its registration
// (commands.go: resolve, hint, print-netzwerk, bench-netzwerk, referee
// --game netzwerk, export), its adapter to the referee's loop (adapter.go:
// each turn read off the table by difference and named; live.go: each move
// judged on a watched table; check.go: each piece checked; done.go: a
// turn ended from the side's phone or the keyboard), its drawing of a
// position for the web page (view.go: board as SVG, pieces table,
// legend), its events and diagram said in English and French (events.go,
// messages.go), its journal (journal.go), its printed board and tags
// (print.go, over print's primitives), photos of its table for tests and
// generated live tables (photo.go, over vision/synth's Shot and
// LiveScene) and its tests with their files (testdata/, the printed
// pages' goldens among them). docs/referee-netzwerk.md says how a game goes at the table.
package netzwerk

// Package hexprog is the hex programming game at the table (its rules are
// engine/hexprog's, imported here as rules): its registration (commands.go:
// resolve, print-hex, referee --game hexprog, export), its adapter to the
// referee's loop (adapter.go: robots read on their hexes, radio signals
// asked in secret, rounds played, the table checked), the table checked
// robot by robot for the page (check.go: referee.Checker), the board drawn
// for the page and the phones in each language (view.go: referee.Drawer,
// the talk.View each update carries), its events said in English and
// French (events.go), its printed board, program sheets and robot tags
// (print.go, on print's primitives), photos of its table as they print it
// for the tests and the bundled frames (photo.go, through vision/synth's
// Shot), and its tests with their files (testdata/, the printed pages'
// goldens hex-*.golden and fr/ among them; go test -run TestViewPages
// -views DIR writes the drawings as pages to look at).
// docs/referee-hexprog.md says how a game goes at the table.
package hexprog

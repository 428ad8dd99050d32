// Package dr2d is DR2D, "Des Robots et Des Dalles", at the table (its rules
// are engine/dr2d's, imported here as rules): its registration and
// commands (commands.go: resolve, referee, export, print, scan, calibrate,
// scan-sheet, demo, leds), its adapter to the referee's loop (adapter.go,
// position.go, check.go: the start read off the table, each turn resolved
// and shown, the table checked robot by robot), its events said in English
// and French (events.go, messages.go), the players' programs (typed.go,
// sheets.go: read from cartridge sheets, bot.go: the demo's players), its
// journal (journal.go), its LED wiring (lights.go, leds.go), the demo
// (demo.go, demo_live.go) and its tests. Its cartridge sheet (cartridge)
// and the page's board (boardview) are leaves the shared packages' tests
// may use.
package dr2d

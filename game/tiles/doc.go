// Package tiles is SimulacreS's tile worlds at the table (their rules are
// engine/tiles', imported here as rules): its registration and the tiles
// command (commands.go: a world started, walked, revealed, planned, shown,
// printed, kept in the journal), its words in English and French
// (words.go), its journal (journal.go), the world drawn for the page
// (view.go: a talk.View, SVG board, characters table and legend; written
// by tiles show --svg/--html, viewpage.go), its printed pages (pages.go:
// each tile at true scale, its tag in J10, and the layout sheet, drawn
// with print's primitives), its tags (tags.go: the code
// SIMU registered, a tile's tag in J10 read back to its print and
// orientation, the figurines' tags) and its tests. At the table
// (docs/referee-tiles.md): the camera's eyes (area.go: the play area
// framed by corner markers and its vision.Layout; read.go: a scan turned
// into a Seen, tiles on places and characters on cells, or the problems
// that make it a photo to take again; areaprint.go: the area's markers
// printed; scan.go and photo.go: tiles scan and tiles photo;
// synthphoto.go: GeneratePhoto, a generated photo of the table on
// vision/synth's Shot), the
// referee's adapter (adapter.go: Table, the referee.Game; table.go: what
// the table shows against the world, the figurine moved made a move;
// ask.go: done, plans, divinations, Hiatus asked of the characters) and
// `referee --game tiles` (referee.go); the demo (demo.go: `demo --game
// tiles`, an evening from generated photos).
package tiles

// Package hop is Hop, a sixth game that exists only in its tests: the
// worked example of adding a game to mecanoid. Two robots on a 4x4 grid,
// Ann's from the south, Bob's from the north, each hop one cell a turn
// (N, E, S or W); the first to reach the far row wins. It borrows DR2D's
// robot tags and grid of cells, and nothing outside this folder names it:
// its tests register it and play it through the real command line.
//
// What a new game provides, each in its folder game/NAME (Hop's files in
// brackets, all _test.go here so that mecanoid's build never holds Hop):
//
//  1. Its rules, pure and standard library only, in engine/NAME: the
//     position, a step played, the game file and its replay (rules_test.go).
//  2. Its adapter to the loop, a referee.Game of its position: read the
//     table, ask the players, play a step, tell the moves, say how the
//     table differs, each update in every language (adapter_test.go).
//  3. Its words in French, lang.Add'ed from its own folder, keyed by their
//     English (messages_test.go).
//  4. Its registration, game.Register in an init: its name (its game
//     files' "game" field and its kind in the journal), its sentinels'
//     kinds, Resolve, Export (checked with game.SameAsKept) and Referee,
//     built on referee/session (NewFlags, ResumeKept, Play with a
//     session.Kept) (commands_test.go).
//  5. Its tests through the command line (cli/clitest): referee, games,
//     export, replay, resolve, --lang fr (referee_test.go).
//  6. One line in cmd/mecanoid/games.go, `_ "mecanoid/game/NAME"`, which
//     Hop, a test game, leaves out.
package hop

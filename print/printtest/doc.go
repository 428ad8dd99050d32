// Package printtest holds the checks every package's tests make of the
// pages it prints: print's own tests (from an external test file) and each
// game folder's (game/netzwerk, game/hexprog, game/skirmish, game/tiles),
// written once here rather than copied into each.
//
// Only tests import it. It defines no flag: each test package passes its
// own -update flag's value, so two test packages may each have one, and
// importing printtest never clashes with them.
//
// A game's tests list its documents as Kinds, drawn from a test file,
// and run:
//   - CheckKinds: the English goldens testdata/NAME.golden, and the PDF's
//     pages and bytes;
//   - CheckFrench: the French text goldens testdata/fr/NAME.golden;
//   - CheckEnglishUnchanged: Lang "en" draws what no language draws;
//   - CheckTextFits: no line runs off its page or into its neighbour;
//   - CheckCodesRead: the PDF's QR codes scan back (pdftoppm and zbarimg).
//
// CheckGolden, Texts, QRRecord, FitCheck and ParseFile are the pieces
// these are made of, for a test that checks one drawing by hand.
package printtest

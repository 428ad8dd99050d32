// Package print draws what the table is made of: DR2D boards, QR tags and
// corner markers, and the paper around the game: boards at true scale across
// sheets, tag sheets, cartridge sheets and turn reports. Drawings are made
// once against a Canvas measured in millimetres; a Raster canvas turns them
// into pictures (for screens, and for the synthetic photos the scanner is
// tested on), a PDF canvas into printable pages, and a Recorder into text for
// golden tests. A game whose pages live in its own folder draws them with
// these primitives (game/tiles: PosterSheets, SheetLabel, ScaleBar,
// Page.Words).
//
// A game's own pages are drawn in its folder with the same primitives
// (the skirmish's map, tags and cards in game/skirmish: Poster,
// PrintPoster, PlanPoster, AssemblySteps, TagCard, DrawTagCard).
//
// Tags and cartridge sheets are drawn as the tag package defines them (its
// payloads, marker layout and tag.SheetLayout), so that what is printed is
// what vision reads back; print and vision never import each other.
//
// A game's folder prints its own pages with the game-free primitives
// (Poster, PrintPoster, PlanPoster, AssemblySteps, PosterImage,
// Page.Words, TagSheets): game/hexprog's board, program sheets and tags,
// game/netzwerk's board and tags.
//
// The checks every package's tests make of the pages it prints (golden
// files in English and French, words that fit, codes that scan back) are
// written once in print/printtest, for print's tests and each game's.
package print

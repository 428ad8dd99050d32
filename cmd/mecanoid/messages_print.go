package main

import "mecanoid/internal/lang"

// What `mecanoid print` says on the terminal (docs/languages.md); the
// sheets' own words are print's (print/messages.go).
func init() {
	lang.Add(
		lang.Text{"mecanoid board: %s", "plateau mecanoid : %s"},
		lang.Text{"%s at %g mm a tile on %s", "%s, dalles de %g mm, sur %s"},
		lang.Text{"wrote %s: %sx%s px at %g dpi\n", "%s écrit : %sx%s px à %g dpi\n"},
		lang.Text{"mecanoid tags", "étiquettes mecanoid"},
		lang.Text{"mecanoid cartridge sheets: %s", "feuilles de cartouche mecanoid : %s"},
		lang.Text{"turns %d-%d", "tours %d à %d"},
		lang.Text{"mecanoid turn report: %s", "compte rendu mecanoid : %s"},
	)
	lang.AddPlural(
		// The English keeps its "(s)".
		lang.Plural{Key: "wrote %s: %d page(s), %s\n", Arg: 2,
			En: "wrote %s: %d page(s), %s\n|wrote %s: %d page(s), %s\n",
			Fr: "%s écrit : %d page, %s\n|%s écrit : %d pages, %s\n"},
		lang.Plural{Key: "sent %d page(s) to printer %s: %s\n", Arg: 1,
			En: "sent %d page(s) to printer %s: %s\n|sent %d page(s) to printer %s: %s\n",
			Fr: "%d page envoyée à l'imprimante %s : %s\n|%d pages envoyées à l'imprimante %s : %s\n"},
		lang.Plural{Key: "%d tag(s) of %g mm\n%s", Arg: 1,
			En: "%d tag(s) of %g mm\n%s|%d tag(s) of %g mm\n%s",
			Fr: "%d étiquette de %g mm\n%s|%d étiquettes de %g mm\n%s"},
		lang.Plural{Key: "%d cartridge sheet(s): robots %v, %s", Arg: 1,
			En: "%d cartridge sheet(s): robots %v, %s|%d cartridge sheet(s): robots %v, %s",
			Fr: "%d feuille de cartouche : robots %v, %s|%d feuilles de cartouche : robots %v, %s"},
		lang.Plural{Key: "%d turn(s) of %s", Arg: 1,
			En: "%d turn(s) of %s|%d turn(s) of %s",
			Fr: "%d tour de %s|%d tours de %s"},
	)
}

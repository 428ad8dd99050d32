package cli

import "mecanoid/internal/lang"

// What `mecanoid print` says on the terminal (docs/languages.md); the
// sheets' own words are print's (print/messages.go).
func init() {
	lang.Add(
		lang.Text{"squares of the chessboard, COLUMNSxROWS (10x7 has 9x6 inner corners)", "cases du damier, COLONNESxRANGÉES (10x7 a 9x6 coins intérieurs)"},
		lang.Text{"side of a square, mm", "côté d'une case, mm"},
		lang.Text{"mecanoid chessboard", "mecanoid damier"},
		lang.Text{"a chessboard of %dx%d squares of %g mm (%dx%d inner corners)", "un damier de %dx%d cases de %g mm (%dx%d coins intérieurs)"},
		lang.Text{"%s %q: want COLUMNSxROWS, like 10x7", "%s %q : attendu COLONNESxRANGÉES, comme 10x7"},
		lang.Text{"%s %q: want a length in millimetres, like 25mm", "%s %q : attendu une longueur en millimètres, comme 25mm"},
		lang.Text{"mecanoid board: %s", "plateau mecanoid : %s"},
		lang.Text{"%s at %g mm a tile on %s", "%s, dalles de %g mm, sur %s"},
		lang.Text{"wrote %s: %sx%s px at %g dpi\n", "%s écrit : %sx%s px à %g dpi\n"},
		lang.Text{"mecanoid tags", "étiquettes mecanoid"},
		lang.Text{"mecanoid cartridge sheets: %s", "feuilles de cartouche mecanoid : %s"},
		lang.Text{"turns %d-%d", "tours %d à %d"},
		lang.Text{"mecanoid turn report: %s", "compte rendu mecanoid : %s"},
		// What is wrong with the command line.
		lang.Text{"unknown thing to print %q; %s", "rien à imprimer qui s'appelle %q ; %s"},
		lang.Text{"usage: mecanoid %s", "usage : mecanoid %s"},
		lang.Text{"--dpi %s: 10..600", "--dpi %s : de 10 à 600"},
		lang.Text{"--%s %q: want numbers 1..999 like 1-6 or 1,3,5", "--%s %q : des numéros de 1 à 999 comme 1-6 ou 1,3,5"},
		lang.Text{"--game %q: known games are %s", "--game %q : les jeux connus sont %s"},
		lang.Text{"--batteries %s: 0..999", "--batteries %s : de 0 à 999"},
		lang.Text{"--view %q: want WIDTH or WIDTHxHEIGHT in mm, like 700x700", "--view %q : LARGEUR ou LARGEURxHAUTEUR en mm, comme 700x700"},
		lang.Text{"no robot to print sheets for: give --robots", "aucun robot dont imprimer les feuilles : donnez --robots"},
		lang.Text{"--turns %q: want a count N (1..100) or a range A-B of turns 1..999", "--turns %q : un nombre N (de 1 à 100) ou des tours A-B (de 1 à 999)"},
	)
	lang.AddPlural(
		// The English keeps its "(s)".
		lang.Plural{Key: "wrote %s: %d page(s), %s\n", Arg: 2,
			En: "wrote %s: %d page, %s\n|wrote %s: %d pages, %s\n",
			Fr: "%s écrit : %d page, %s\n|%s écrit : %d pages, %s\n"},
		lang.Plural{Key: "sent %d page(s) to printer %s: %s\n", Arg: 1,
			En: "sent %d page to printer %s: %s\n|sent %d pages to printer %s: %s\n",
			Fr: "%d page envoyée à l'imprimante %s : %s\n|%d pages envoyées à l'imprimante %s : %s\n"},
		lang.Plural{Key: "%d tag(s) of %g mm\n%s", Arg: 1,
			En: "%d tag of %g mm\n%s|%d tags of %g mm\n%s",
			Fr: "%d étiquette de %g mm\n%s|%d étiquettes de %g mm\n%s"},
		lang.Plural{Key: "%d cartridge sheet(s): robots %v, %s", Arg: 1,
			En: "%d cartridge sheet: robots %v, %s|%d cartridge sheets: robots %v, %s",
			Fr: "%d feuille de cartouche : robots %v, %s|%d feuilles de cartouche : robots %v, %s"},
		lang.Plural{Key: "%d turn(s) of %s", Arg: 1,
			En: "%d turn of %s|%d turns of %s",
			Fr: "%d tour de %s|%d tours de %s"},
	)
}

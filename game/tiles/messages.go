package tiles

import "mecanoid/internal/lang"

// The words of the tiles commands (tiles.go's verbs: a world, its steps and
// saves) and of the PDFs its print verbs write (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"done", "fini"}, // the answer a character gives once its figurine is moved (ParseAnswer takes both)
		lang.Text{"a SimulacreS tile world", "un monde de tuiles de SimulacreS"}, // a photo of this game given to another (tag.RegisterTitle)
		lang.Text{"Step %d: %s\n%s", "Étape %d : %s\n%s"},
		lang.Text{"%s, step %d: %s\n%s", "%s, étape %d : %s\n%s"},
		lang.Text{"  Hiatus waits at %v: mecanoid tiles hiatus %v CHAR|failed\n", "  un Hiatus attend en %v : mecanoid tiles hiatus %v PERSONNAGE|failed\n"},
		lang.Text{"World %s (%s), ", "Monde %s (%s), "},
		lang.Text{"World %s (%s)\nSetup\n%s", "Monde %s (%s)\nMise en place\n%s"},
		lang.Text{"  %2d  %-24s realm %s\n", "  %2d  %-24s règne %s\n"},
		lang.Text{"no tile worlds in %s\n", "aucun monde de tuiles dans %s\n"},
		lang.Text{"ID\tNAME\tCREATED\tSTEPS\t\n", "ID\tNOM\tCRÉÉ\tÉTAPES\t\n"},
		lang.Text{"current", "en cours"},
		lang.Text{"World %s (%s) is the current world, ", "Le monde %s (%s) est le monde en cours, "},
		lang.Text{"World %s, step %d", "Monde %s, étape %d"},
		lang.Text{"world %s: %s", "monde %s : %s"},
		lang.Text{"the layout", "la disposition"},
	)
	lang.AddPlural(
		lang.Plural{Key: "World %s in %s: seed %s, orientation by %s, %d tile(s) to draw from\n", Arg: 5,
			En: "World %s in %s: seed %s, orientation by %s, %d tile to draw from\n|World %s in %s: seed %s, orientation by %s, %d tiles to draw from\n",
			Fr: "Monde %s dans %s : graine %s, orientation par %s, %d tuile à piocher\n|Monde %s dans %s : graine %s, orientation par %s, %d tuiles à piocher\n"},
		lang.Plural{Key: "%d tile(s) left to draw: a draw rolls a d%d and takes that number\n", Arg: 1,
			En: "%d tile left to draw: a draw rolls a d%d and takes that number\n|%d tiles left to draw: a draw rolls a d%d and takes that number\n",
			Fr: "%d tuile reste à piocher : on lance un d%d et on prend ce numéro\n|%d tuiles restent à piocher : on lance un d%d et on prend ce numéro\n"},
		lang.Plural{Key: "wrote %s: world %s, %d step(s)\n", Arg: 3,
			En: "wrote %s: world %s, %d step\n|wrote %s: world %s, %d steps\n",
			Fr: "écrit %s : monde %s, %d étape\n|écrit %s : monde %s, %d étapes\n"},
		lang.Plural{Key: "saved world %s as %s (%d step(s)) in %s; play goes on in %s; mecanoid tiles load %q comes back to it\n", Arg: 3,
			En: "saved world %s as %s (%d step) in %s; play goes on in %s; mecanoid tiles load %q comes back to it\n|saved world %s as %s (%d steps) in %s; play goes on in %s; mecanoid tiles load %q comes back to it\n",
			Fr: "monde %s sauvé sous %s (%d étape) dans %s ; la partie continue dans %s ; mecanoid tiles load %q y revient\n|monde %s sauvé sous %s (%d étapes) dans %s ; la partie continue dans %s ; mecanoid tiles load %q y revient\n"},
		lang.Plural{Key: "%d tile print(s) of %s, cells of %g mm", Arg: 1,
			En: "%d tile print of %s, cells of %g mm|%d tile prints of %s, cells of %g mm",
			Fr: "%d tuile imprimée de %s, cases de %g mm|%d tuiles imprimées de %s, cases de %g mm"},
		lang.Plural{Key: "the layout and the %d placed tile(s), cells of %g mm", Arg: 1,
			En: "the layout and the %d placed tile, cells of %g mm|the layout and the %d placed tiles, cells of %g mm",
			Fr: "la disposition et la tuile posée, cases de %[2]g mm|la disposition et les %d tuiles posées, cases de %g mm"},
	)
}

// What its commands do, as their help and mecanoid --help say it.
func init() {
	lang.Add(
		lang.Text{"SimulacreS tile worlds, kept in the journal (docs/rules-tiles.md, docs/tiles-format.md)", "les mondes de tuiles de SimulacreS, gardés dans le journal (docs/rules-tiles.md, docs/tiles-format.md)"},
	)
}

// The words of the tiles printed at true scale and of the layout sheet
// (pages.go).
func init() {
	lang.Add(
		lang.Text{" (sheet %s of %d x %d)", " (feuille %s sur %d x %d)"},
		lang.Text{"Print at 100 %%: cells of %g mm, the bar measures 50 mm. Cut on the tile's outline.",
			"Imprimez à 100 %% : cases de %g mm, la barre mesure 50 mm. Découpez sur le contour de la tuile."},
		lang.Text{"Unique tile: one place only.", "Tuile unique : un seul endroit."},
		lang.Text{"Neighbour on side N (diamond up): %s.", "Voisine du côté N (losange en haut) : %s."},
		lang.Text{"Neighbour on side E (diamond up): %s.", "Voisine du côté E (losange en haut) : %s."},
		lang.Text{"Neighbour on side S (diamond up): %s.", "Voisine du côté S (losange en haut) : %s."},
		lang.Text{"Neighbour on side W (diamond up): %s.", "Voisine du côté O (losange en haut) : %s."},
		lang.Text{"kind %s", "genre %s"},
		lang.Text{"empty: unexplorable", "vide : inexplorable"},
		lang.Text{"? Hiatus", "? Hiatus"},
		lang.Text{"Hiatus to settle at %s (%d plans)", "Hiatus à régler en %s (%d plans)"},
		lang.Text{"cells of %g mm; a tile's cells are %g..%g mm", "cases de %g mm ; les cases d'une tuile font de %g à %g mm"},
	)
	lang.AddPlural(
		lang.Plural{Key: "Generic tile, %d print(s).", Arg: 1, En: "Generic tile, %d print.|Generic tile, %d prints.",
			Fr: "Tuile générique, %d impression.|Tuile générique, %d impressions."},
		lang.Plural{Key: "%d tile(s) placed, %d left to draw; x grows east, y south; the diamond points to each tile's north.", Arg: 1,
			En: "%d tile placed, %d left to draw; x grows east, y south; the diamond points to each tile's north.|%d tiles placed, %d left to draw; x grows east, y south; the diamond points to each tile's north.",
			Fr: "%d tuile posée, %d encore à tirer ; x croît vers l'est, y vers le sud ; le losange montre le nord de chaque tuile.|%d tuiles posées, %d encore à tirer ; x croît vers l'est, y vers le sud ; le losange montre le nord de chaque tuile."},
	)
}

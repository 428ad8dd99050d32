package cli

import "mecanoid/internal/lang"

// What the games' print verbs say of the PDF they wrote (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"board %s on %s plus a cover", "plateau %s sur %s, plus une couverture"},
		lang.Text{"unnamed board", "plateau sans nom"},
		lang.Text{"the %dx%d board on %s", "le plateau de %dx%d sur %s"},
		lang.Text{"%s at true scale on %s", "%s en vraie grandeur sur %s"},
		lang.Text{"World %s, step %d", "Monde %s, étape %d"},
		lang.Text{"world %s: %s", "monde %s : %s"},
		lang.Text{"the layout", "la disposition"},
	)
	lang.AddPlural(
		lang.Plural{Key: "%d robot tags", Arg: 1, En: "1 robot tag|%d robot tags", Fr: "%d étiquette de robot|%d étiquettes de robot"},
		lang.Plural{Key: "%d robot sheets", Arg: 1, En: "1 robot sheet|%d robot sheets", Fr: "%d feuille de robot|%d feuilles de robot"},
		lang.Plural{Key: "%d robot cards", Arg: 1, En: "1 robot card|%d robot cards", Fr: "%d carte de robot|%d cartes de robot"},
		lang.Plural{Key: "%d robot tags of %g mm", Arg: 1, En: "1 robot tag of %[2]g mm|%d robot tags of %g mm", Fr: "%d étiquette de robot de %g mm|%d étiquettes de robot de %g mm"},
		lang.Plural{Key: "%d robot tags of %g mm, %d battery tags of %g mm", Arg: 1,
			En: "%d robot tag of %g mm, %d battery tags of %g mm|%d robot tags of %g mm, %d battery tags of %g mm",
			Fr: "%d étiquette de robot de %g mm, %d étiquettes de batterie de %g mm|%d étiquettes de robot de %g mm, %d étiquettes de batterie de %g mm"},
		lang.Plural{Key: "%d tile print(s) of %s, cells of %g mm", Arg: 1,
			En: "%d tile print of %s, cells of %g mm|%d tile prints of %s, cells of %g mm",
			Fr: "%d tuile imprimée de %s, cases de %g mm|%d tuiles imprimées de %s, cases de %g mm"},
		lang.Plural{Key: "the layout and the %d placed tile(s), cells of %g mm", Arg: 1,
			En: "the layout and the %d placed tile, cells of %g mm|the layout and the %d placed tiles, cells of %g mm",
			Fr: "la disposition et la tuile posée, cases de %[2]g mm|la disposition et les %d tuiles posées, cases de %g mm"},
	)
}

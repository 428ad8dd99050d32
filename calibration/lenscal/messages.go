package lenscal

import "mecanoid/internal/lang"

// What calibrate lens says, in English and French (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"the upper left corner", "le coin en haut à gauche"},
		lang.Text{"the upper right corner", "le coin en haut à droite"},
		lang.Text{"the lower right corner", "le coin en bas à droite"},
		lang.Text{"the lower left corner", "le coin en bas à gauche"},
		lang.Text{"the top edge", "le bord du haut"},
		lang.Text{"the right edge", "le bord droit"},
		lang.Text{"the bottom edge", "le bord du bas"},
		lang.Text{"the left edge", "le bord gauche"},
		lang.Text{"the centre", "le centre"},
		lang.Text{"now hold the chessboard in %s of the picture", "tenez maintenant le damier dans %s de l'image"},
		lang.Text{"tilt it more: %d of the %d tilted views needed", "inclinez-le davantage : %d des %d vues inclinées nécessaires"},
		lang.Text{"the camera to show the chessboard to, as for referee: rpicam, /dev/video0; or give photos (files or folders)",
			"la caméra à laquelle montrer le damier, comme pour referee : rpicam, /dev/video0 ; ou donnez des photos (fichiers ou dossiers)"},
		lang.Text{"the chessboard's inner corners, COLUMNSxROWS (a board of 10x7 squares has 9x6)",
			"les coins intérieurs du damier, COLONNESxRANGÉES (un damier de 10x7 cases en a 9x6)"},
		lang.Text{"side of a square, mm, as measured on the print", "côté d'une case, mm, mesuré sur l'impression"},
		lang.Text{"lens file to write", "fichier d'objectif à écrire"},
		lang.Text{"how long to watch the camera before giving up", "combien de temps regarder la caméra avant d'abandonner"},
		lang.Text{"want --camera SOURCE or photos, one of them: mecanoid %s", "attendu --camera SOURCE ou des photos, l'un des deux : mecanoid %s"},
		lang.Text{"%s is %dx%d, the first picture %dx%d: a lens is measured at one resolution",
			"%s fait %dx%d, la première image %dx%d : un objectif se mesure à une seule résolution"},
		lang.Text{"%s: no %dx%d chessboard whole in view (all of it, its white border, in focus)\n",
			"%s : pas de damier %dx%d entier en vue (tout entier, avec son bord blanc, net)\n"},
		lang.Text{"the whole %dx%d chessboard is not in view: show all of it, its white border too, held still\n",
			"le damier %dx%d n'est pas entier en vue : montrez-le tout entier, avec son bord blanc, sans bouger\n"},
		lang.Text{"%s: too like view %d, left out\n", "%s : trop semblable à la vue %d, écartée\n"},
		lang.Text{"straight on", "de face"},
		lang.Text{"tilted", "inclinée"},
		lang.Text{"view %d kept (%s): %s; %d tilted\n", "vue %d gardée (%s) : %s ; %d inclinées\n"},
		lang.Text{"  next: %s\n", "  ensuite : %s\n"},
		lang.Text{"  not yet covered: %s\n", "  pas encore couverts : %s\n"},
		lang.Text{"not enough views to measure the lens (%d kept, %d tilted): %s", "pas assez de vues pour mesurer l'objectif (%d gardées, %d inclinées) : %s"},
		lang.Text{"the corners misfit the lens by %.2f px (at most %.1f): the chessboard bent, moved or blurred, or printed at another scale; worst: %s (%.2f px)",
			"les coins s'écartent de l'objectif de %.2f px (au plus %.1f) : damier courbé, bougé ou flou, ou imprimé à une autre échelle ; le pire : %s (%.2f px)"},
		lang.Text{"lens measured from %d views at %dx%d: focal %.1f px (%.0f° across), centre (%.1f, %.1f), distortion k1 %.3f k2 %.3f p1 %.4f p2 %.4f; corners fit within %.2f px\n",
			"objectif mesuré sur %d vues en %dx%d : focale %.1f px (%.0f° de large), centre (%.1f, %.1f), distorsion k1 %.3f k2 %.3f p1 %.4f p2 %.4f ; coins ajustés à %.2f px près\n"},
		lang.Text{"wrote %s: calibrate the table with it (mecanoid calibrate PHOTO --board FILE --lens %s)\n",
			"%s écrit : calibrez la table avec (mecanoid calibrate PHOTO --board FICHIER --lens %s)\n"},
		lang.Text{"--chessboard %q: want its inner corners, COLUMNSxROWS, like 9x6 (a board of 10x7 squares)",
			"--chessboard %q : attendu ses coins intérieurs, COLONNESxRANGÉES, comme 9x6 (un damier de 10x7 cases)"},
		lang.Text{"--square %q: want a length in millimetres, like 25mm", "--square %q : attendu une longueur en millimètres, comme 25mm"},
		lang.Text{"mecanoid calibrate lens: %s\n", "mecanoid calibrate lens : %s\n"},
		lang.Text{"this mecanoid has no OpenCV, which measuring a lens needs, and %s is not next to it nor on the PATH: build it with `make lens` (it needs libopencv-dev, which scripts/setup.sh installs), or on another machine that has it; the other commands do without",
			"ce mecanoid n'a pas OpenCV, qu'il faut pour mesurer un objectif, et %s n'est ni à côté de lui ni dans le PATH : construisez-le avec `make lens` (il lui faut libopencv-dev, qu'installe scripts/setup.sh), ou sur une autre machine qui l'a ; les autres commandes s'en passent"},
	)
	lang.AddPlural(
		lang.Plural{Key: "%d more views: nearer, further, turned", Arg: 1,
			En: "%d more view: nearer, further, turned|%d more views: nearer, further, turned",
			Fr: "encore %d vue : plus près, plus loin, tournée|encore %d vues : plus près, plus loin, tournées"},
	)
}

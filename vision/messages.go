package vision

import "mecanoid/internal/lang"

// What `mecanoid scan` prints of a state (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"the board or camera moved: recalibrated from the corner markers\n", "le plateau ou la caméra a bougé : recalé sur les repères de coin\n"},
		lang.Text{"warning: %s\n", "attention : %s\n"},
		lang.Text{"%s not seen (hidden by a figurine?): the board was placed from the other corner markers", "%s pas vu (caché par une figurine ?) : le plateau a été placé d'après les autres repères de coin"},
		lang.Text{"no corner marker in view: cannot check that the board and camera did not move", "aucun repère de coin en vue : impossible de vérifier que le plateau et la caméra n'ont pas bougé"},
		lang.Text{"corner marker %s", "repère de coin %s"},
		lang.Text{"%s lies beside the board: taken as off the board", "%s est à côté du plateau : compté hors du plateau"},
		// A photo of another game's board (otherGame).
		lang.Text{"the photo", "la photo"},
		lang.Text{"this is a photo of %s: %d of its tags seen, no corner marker of this game: give that game (--game %s) or this game's photos",
			"cette photo montre %s : %d de ses étiquettes vues, aucun repère de coin de ce jeu : donnez ce jeu (--game %s) ou les photos de ce jeu-ci"},
		lang.Text{"%-8s [%d,%d] %s  (%s, confidence %s)\n", "%-8s [%d,%d] %s  (%s, confiance %s)\n"},
		lang.Text{"ignored: a QR code that is not a piece of this game, %q at pixel %s\n", "ignoré : un code QR qui n'est pas une pièce de ce jeu, %q au pixel %s\n"},
		lang.Text{"%.2f", "%.2f"},
		lang.Text{"robot %d", "robot %d"},
		lang.Text{"law %d", "loi %d"},
		lang.Text{"battery %d", "batterie %d"},
		// A piece's facing: the board's four sides, the hex board's six.
		lang.Text{"facing N", "face au nord"},
		lang.Text{"facing E", "face à l'est"},
		lang.Text{"facing S", "face au sud"},
		lang.Text{"facing W", "face à l'ouest"},
		lang.Text{"facing NE", "face au nord-est"},
		lang.Text{"facing SE", "face au sud-est"},
		lang.Text{"facing SW", "face au sud-ouest"},
		lang.Text{"facing NW", "face au nord-ouest"},
		lang.Text{"facing ", "sans orientation"},
	)
}

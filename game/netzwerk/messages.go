package netzwerk

import "mecanoid/internal/lang"

// The words of Netzwerk's drawing (view.go) and of a turn ended from a
// phone, in French.
func init() {
	lang.Add(
		lang.Text{"Netzwerk board, turn %d", "plateau de Netzwerk, tour %d"},
		lang.Text{"player %d's start row", "ligne de départ du joueur %d"},
		lang.Text{"robot %d, player %d, on square [%d,%d]", "robot %d, joueur %d, sur la case [%d,%d]"},
		lang.Text{"battery %d on energy field [%d,%d]: used this turn (white side up)", "batterie %d sur le champ d'énergie [%d,%d] : utilisée ce tour (côté blanc visible)"},
		lang.Text{"battery %d on energy field [%d,%d]: charged (printed side up)", "batterie %d sur le champ d'énergie [%d,%d] : chargée (côté imprimé visible)"},
		lang.Text{"Robots and batteries", "Robots et batteries"},
		lang.Text{"piece", "pièce"},
		lang.Text{"side", "camp"},
		lang.Text{"place", "place"},
		lang.Text{"state", "état"},
		lang.Text{"captured", "pris"},
		lang.Text{"on the far row", "sur la dernière ligne"},
		lang.Text{"on the board", "sur le plateau"},
		lang.Text{"nobody", "personne"},
		lang.Text{"player %s", "joueur %s"},
		// The seats (Seats), as a phone names them.
		lang.Text{"player 1", "joueur 1"},
		lang.Text{"player 2", "joueur 2"},
		lang.Text{"both", "les deux"},
		lang.Text{"charged", "chargée"},
		lang.Text{"used", "utilisée"},
		lang.Text{"player 1's robot (starts south, plays north)", "robot du joueur 1 (part du sud, joue vers le nord)"},
		lang.Text{"player 2's robot (starts north, plays south)", "robot du joueur 2 (part du nord, joue vers le sud)"},
		lang.Text{"battery, printed side up: charged", "batterie, côté imprimé visible : chargée"},
		lang.Text{"battery, white side up: used this turn", "batterie, côté blanc visible : utilisée ce tour"},
		lang.Text{"ring: the battery's controller (inner player 1, outer player 2)", "anneau : qui contrôle la batterie (intérieur joueur 1, extérieur joueur 2)"},
		lang.Text{"energy field: where batteries stand", "champ d'énergie : où se posent les batteries"},
		lang.Text{"start row (the other side's far row)", "ligne de départ (la dernière ligne de l'adversaire)"},
		lang.Text{"the last turn's moves", "les déplacements du dernier tour"},
		lang.Text{"green: stands as ruled, or legal so far", "vert : à sa place, ou légal jusqu'ici"},
		lang.Text{"red: wrong; dashed: where it should stand", "rouge : faux ; en pointillé : où il devrait être"},
		lang.Text{"Netzwerk: put the pieces on their places; player %d plays first", "Netzwerk : posez les pièces à leur place ; le joueur %d joue en premier"},
		// A turn ended from a phone (done.go).
		lang.Text{" (each side may end its turn from a phone)", " (chaque camp peut finir son tour depuis un téléphone)"},
		lang.Text{"turn %d: say done once your robots and batteries are moved", "tour %d : dites « fini » une fois vos robots et batteries déplacés"},
		lang.Text{"turn %d: player %d to play (robots %s): move robots, then batteries; then Done on your phone, or Enter here", "tour %d : au joueur %d de jouer (robots %s) : déplacez les robots, puis les batteries ; puis Fini sur votre téléphone, ou Entrée ici"},
		lang.Text{"turn %d: player %d to play (robots %s): move robots, then batteries; each move is judged as it is put down; then Done on your phone, or Enter here", "tour %d : au joueur %d de jouer (robots %s) : déplacez les robots, puis les batteries ; chaque déplacement est jugé dès qu'il est posé ; puis Fini sur votre téléphone, ou Entrée ici"},
	)
}

// The words of `mecanoid resolve` of a Netzwerk game (resolved.go).
func init() {
	lang.Add(
		lang.Text{"%dx%d board, %s, %s", "plateau de %dx%d, %s, %s"},
		lang.Text{"Start: %s", "Départ : %s"},
		lang.Text{"Turn %d (%s): %s", "Tour %d (%s) : %s"},
		lang.Text{"Final: %s", "Fin : %s"},
		lang.Text{"must capture", "capture obligatoire"},
		lang.Text{"shared batteries unusable", "batteries partagées inutilisables"},
		lang.Text{"no variant", "sans variante"},
		lang.Text{"variants: %s", "variantes : %s"},
		lang.Text{"after turn %d, game over: player %d won (%s)", "après le tour %d, partie finie : le joueur %d a gagné (%s)"},
		lang.Text{"after turn %d, player %d to play", "après le tour %d, au joueur %d de jouer"},
		lang.Text{"player %d: %s, %d on the far row: %s", "joueur %d : %s, %d sur la dernière ligne : %s"},
		lang.Text{"batteries: %s", "batteries : %s"},
		lang.Text{"turn-start", "début du tour"},
		lang.Text{"turn-end", "fin du tour"},
		lang.Text{"win", "victoire"},
	)
}

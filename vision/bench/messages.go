package bench

import "mecanoid/internal/lang"

// The benches' headings (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"| clips | frames | size | watch ms a frame, p50 | p95 | hand gone to board read ms, p50 | p95 | board read ms, p50 | p95 | read whole ms, p50 | p95 | settled | read right | refused | WRONG | moves missed | false moved | false settles with a hand | read whole |\n",
			"| extraits | images | taille | guet ms par image, p50 | p95 | de la main partie au plateau lu ms, p50 | p95 | lecture du plateau ms, p50 | p95 | lecture entière ms, p50 | p95 | posés | lus justes | refusés | FAUX | coups manqués | faux mouvements | faux repos, une main présente | lus en entier |\n"},
		lang.Text{"\nFrames decoded small with %s; one core, processor time.\n", "\nImages décodées en petit par %s ; un cœur, temps processeur.\n"},
		lang.Text{"Hand gone to board read, boards read right only: p50 %.0f ms, p95 %.0f ms.\n",
			"De la main partie au plateau lu, plateaux lus justes seulement : p50 %.0f ms, p95 %.0f ms.\n"},
		lang.Text{"libjpeg-turbo at 1/8", "libjpeg-turbo au 1/8"},
		lang.Text{"| category | frame | frames | tags read | tags read (≥3 px/module) | board state right | board state right (≥3 px/module) | rightly refused | refused, all readable | WRONG | first frame: refused, all readable | first frame: refused, a marker hidden | first frame: WRONG | WRONG, nothing expected | jpeg ms | scan ms | read to a state ms, p50 | p95 | zbarimg tags read | zbarimg ms |\n",
			"| catégorie | image | images | étiquettes lues | étiquettes lues (≥3 px/module) | plateau juste | plateau juste (≥3 px/module) | refusées à raison | refusées, tout lisible | FAUX | première image : refusée, tout lisible | première image : refusée, un repère caché | première image : FAUX | FAUX, rien d'attendu | jpeg ms | lecture ms | jusqu'au plateau ms, p50 | p95 | étiquettes lues par zbarimg | zbarimg ms |\n"},
		lang.Text{"all", "toutes"},
		lang.Text{"(no lens file)", "(sans fichier d'objectif)"},
		lang.Text{"(lens file)", "(avec fichier d'objectif)"},
		lang.Text{"\nCodes misread (a text no code of the photo has): %d.\n", "\nCodes mal lus (un texte qu'aucun code de la photo ne porte) : %d.\n"},
		lang.Text{"Tags read: share of the tags a decoder could read (not hidden by a hand or a figurine) that were decoded.",
			"Étiquettes lues : part des étiquettes lisibles (qu'une main ou une figurine ne cache pas) qui ont été décodées."},
		lang.Text{"Board state right: among frames where every piece is visible, the share read entirely right (cell and facing of every piece); (≥3 px/module): among those whose every tag and marker is visible and at least 3 px per module.",
			"Plateau juste : parmi les images où chaque pièce est visible, la part lue entièrement juste (case et orientation de chaque pièce) ; (≥3 px/module) : parmi celles dont chaque étiquette et chaque repère est visible avec au moins 3 px par module."},
		lang.Text{"Rightly refused: a piece was truly hidden and the scan asked for a rescan naming it. Refused, all readable: every piece could be read, yet the scan asked for a rescan (in all: the share of the frames with every piece readable). WRONG: a state returned without complaint that differs from the truth.",
			"Refusées à raison : une pièce était vraiment cachée et la lecture a demandé une nouvelle photo en la nommant. Refusées, tout lisible : chaque pièce pouvait être lue, mais la lecture a demandé une nouvelle photo (en tout : la part des images où tout est lisible). FAUX : un plateau rendu sans réserve qui diffère de la vérité."},
		lang.Text{"The scan expects what the referee expects (every robot, every law token no robot stands on) and knows the camera's pose from an earlier frame. First frame: the same frame as a game's first, with no pose known (all four corner markers needed). WRONG, nothing expected: the same frame scanned expecting no piece, as `mecanoid scan` without --robots would.",
			"La lecture attend ce qu'attend l'arbitre (chaque robot, chaque loi sur laquelle aucun robot ne se tient) et connaît la pose de la caméra d'une image précédente. Première image : la même image comme première d'une partie, sans pose connue (les quatre repères de coin sont nécessaires). FAUX, rien d'attendu : la même image lue sans attendre de pièce, comme `mecanoid scan` sans --robots."},
		lang.Text{"Read to a state: JPEG decoding and scan, processor time on one core, of the frames read to a board state.",
			"Jusqu'au plateau : décodage JPEG et lecture, temps processeur sur un cœur, des images lues jusqu'à un plateau."},
		lang.Text{"image/jpeg, whole, then averaged", "image/jpeg, en entier, puis moyennée"},
	)
}

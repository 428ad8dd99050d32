package referee

import (
	"mecanoid/internal/lang"
	"mecanoid/vision"
)

// The scanner speaks English, and keeps each problem's piece, place and
// why as messages not yet said (vision.Problem's PieceMsg, PlaceMsg,
// WhyMsg): they are said here in the table's language. A problem made
// without them (a test's) is said as it is written.
func init() {
	lang.Add(
		lang.Text{"%s at %s: %s", "%s en %s : %s"},
		lang.Text{"%s: %s", "%s : %s"},
		// What is wrong.
		lang.Text{vision.WhyNotSeen, "pas vue : son étiquette est-elle cachée, ou la pièce hors du plateau ?"},
		lang.Text{"straddles cells %s: put it in the middle of its cell", "à cheval sur les cases %s : mettez-la au milieu de sa case"},
		lang.Text{"straddles squares %s: put it in the middle of its square", "à cheval sur les cases %s : mettez-la au milieu de sa case"},
		lang.Text{"straddles hexes %s: put it in the middle of its hex", "à cheval sur les cases %s : mettez-la au milieu de sa case"},
		lang.Text{"faces between %s and %s (%.0f°): turn it square", "tournée entre %s et %s (%.0f°) : remettez-la d'équerre"},
		lang.Text{"faces between %s (%.0f°): turn it to face one side", "tournée entre %s (%.0f°) : tournez-la face à un côté"},
		lang.Text{"faces between two directions (%.0f°): turn it square", "tournée entre deux directions (%.0f°) : remettez-la d'équerre"},
		lang.Text{"read too small to trust (%.1f px per module)", "lue trop petite pour s'y fier (%.1f px par module)"},
		lang.Text{"shares its cell with %s", "partage sa case avec %s"},
		lang.Text{"shares its square with %s", "partage sa case avec %s"},
		lang.Text{"shares its corner with %s", "partage sa case énergie avec %s"},
		lang.Text{"shares its hex with %s", "partage sa case avec %s"},
		lang.Text{"shares its plot with %s", "partage son plot avec %s"},
		lang.Text{"the same tag is seen twice: remove the copy", "la même étiquette est vue deux fois : enlevez la copie"},
		lang.Text{"cannot be placed on the board plane", "ne peut pas être placée sur le plan du plateau"},
		lang.Text{"off the board", "hors du plateau"},
		lang.Text{"on the border, not on a square: robots stand on squares", "sur le bord, pas sur une case : les robots se posent sur les cases"},
		lang.Text{"between corners (%.0f mm from the nearest energy field's centre): put it on an energy field", "entre les cases énergie (à %.0f mm du centre de la plus proche) : posez-la sur une case énergie"},
		lang.Text{"at the board's edge, on no hex: put it on a hex", "au bord du plateau, sur aucune case : posez-la sur une case"},
		lang.Text{"on %s, a gap in the board (no hex): put it on a hex", "en %s, un trou du plateau (pas de case) : posez-la sur une case"},
		lang.Text{"on the bridge %s–%s: robots end on plots, put it on %s or %s", "sur le pont %s–%s : un robot finit sur un plot, posez-la sur %s ou %s"},
		lang.Text{"between plots (%.0f mm from the centre of plot %s, whose circle is %.0f mm across): put it on a plot", "entre les plots (à %.0f mm du centre du plot %s, dont le cercle fait %.0f mm) : posez-la sur un plot"},
		lang.Text{"the board cannot be located without its four corner markers (three, once the camera is calibrated or its field of view given: --fov)", "le plateau ne peut pas être placé sans ses quatre repères de coin (trois, une fois la caméra calibrée ou son champ de vision donné : --fov)"},
		lang.Text{"the board cannot be located without three of its four corner markers", "le plateau ne peut pas être placé sans trois de ses quatre repères de coin"},
		lang.Text{"the board or camera moved (%.0f px): three corner markers are needed to place it again", "le plateau ou la caméra a bougé (%.0f px) : il faut trois repères de coin pour le placer à nouveau"},
		// Why the corner markers place no board (calibration.MarkersError).
		lang.Text{"calibration: corner markers: %s", "%s"},
		lang.Text{"corner marker %s not found; all four must be in view", "repère de coin %s introuvable ; il faut les voir tous les quatre"},
		lang.Text{"corner marker %s not found; at least three of the four must be in view", "repère de coin %s introuvable ; il en faut au moins trois sur quatre"},
		lang.Text{"the board appears mirrored or folded", "le plateau paraît retourné ou plié"},
		lang.Text{"no corner %d", "pas de coin %d"},
		lang.Text{"corner %s seen twice, at %v and %v", "coin %s vu deux fois, en %v et en %v"},
		lang.Text{"the markers fit a board of %dx%d tiles of %g mm, not the %dx%d of this board: is it another board, or its file?", "les repères vont à un plateau de %dx%d cases de %g mm, pas au %dx%d de ce plateau : est-ce un autre plateau, ou son fichier ?"},
		lang.Text{"the markers do not fit a flat board (misfit %.1f px): is a marker misplaced or the sheet not flat?", "les repères ne vont pas à un plateau plat (écart %.1f px) : un repère est-il mal placé, ou la feuille pas à plat ?"},
		lang.Text{"the three markers seen do not fit the camera as calibrated (misfit %.1f px): show the fourth, or calibrate again", "les trois repères vus ne vont pas à la caméra calibrée (écart %.1f px) : montrez le quatrième, ou calibrez à nouveau"},
		lang.Text{"the three markers seen do not fit a camera of %g° field of view (misfit %.1f px): show the fourth, or check --fov", "les trois repères vus ne vont pas à une caméra de %g° de champ (écart %.1f px) : montrez le quatrième, ou vérifiez --fov"},
		lang.Text{"the three markers seen do not fit the camera's lens file (misfit %.1f px): show the fourth, or measure the lens again", "les trois repères vus ne vont pas au fichier d'objectif de la caméra (écart %.1f px) : montrez le quatrième, ou mesurez l'objectif à nouveau"},
		// Which piece.
		lang.Text{"law %d", "loi %d"},
		lang.Text{"battery %d", "batterie %d"},
		lang.Text{"sheet of robot %d, turn %d", "feuille du robot %d, tour %d"},
		lang.Text{"corner markers", "repères de coin"},
		lang.Text{"corner marker %s", "repère de coin %s"},
		lang.Text{"corner %s", "coin %s"},
		// Where.
		lang.Text{"cell [%d,%d]", "case [%d,%d]"},
		lang.Text{"square [%d,%d]", "case [%d,%d]"},
		lang.Text{"corner [%d,%d]", "case énergie [%d,%d]"},
		lang.Text{"hex %s", "case %s"},
		lang.Text{"plot %s", "plot %s"},
		lang.Text{"near %s", "près de %s"},
		lang.Text{"bridge %s–%s", "pont %s–%s"},
		lang.Text{"pixel %s", "pixel %s"},
		lang.Text{"pixels %s and %s", "pixels %s et %s"},
		lang.Text{"[%d,%d]", "[%d,%d]"},
		lang.Text{"%s and %s", "%s et %s"},
		lang.Text{"the board's edge", "le bord du plateau"},
		lang.Text{"%s mm, %s mm from the board's north-west corner", "à %s mm, %s mm du coin nord-ouest du plateau"},
	)
}

// scanProblems are a scan's problems in p's language.
func scanProblems(p *lang.Printer, ps []vision.Problem) []string {
	out := make([]string, len(ps))
	for i, pr := range ps {
		out[i] = SayScanProblem(p, pr)
	}
	return out
}

// SayScanProblem is one of the scanner's problems in p's language (its
// piece, its place and what is wrong, each said), for the commands that
// print a scan (mecanoid scan).
func SayScanProblem(p *lang.Printer, pr vision.Problem) string {
	piece, why := EngineSays(p, pr.PieceMsg, pr.Piece), EngineSays(p, pr.WhyMsg, pr.Why)
	if pr.Place == "" {
		return p.Sprintf("%s: %s", piece, why)
	}
	return p.Sprintf("%s at %s: %s", piece, EngineSays(p, pr.PlaceMsg, pr.Place), why)
}

package referee

import (
	"mecanoid/internal/lang"
	"mecanoid/vision"
)

// The scanner speaks English: its problems ("robot 3 at cell [2,5]:
// straddles cells [2,5] and [3,5]: put it in the middle of its cell")
// are said again in the table's language from their patterns. A problem
// no pattern matches stays as the scanner wrote it.
var visionPhrasings = Phrased(
	// What is wrong.
	lang.Text{"not seen: is its tag covered, or is it off the board?", "pas vue : son étiquette est-elle cachée, ou la pièce hors du plateau ?"},
	lang.Text{"straddles cells %s: put it in the middle of its cell", "à cheval sur les cases %s : mettez-la au milieu de sa case"},
	lang.Text{"straddles squares %s: put it in the middle of its square", "à cheval sur les cases %s : mettez-la au milieu de sa case"},
	lang.Text{"straddles hexes %s: put it in the middle of its hex", "à cheval sur les cases %s : mettez-la au milieu de sa case"},
	lang.Text{"faces between %s and %s (%s°): turn it square", "tournée entre %s et %s (%s°) : remettez-la d'équerre"},
	lang.Text{"faces between %s (%s°): turn it to face one side", "tournée entre %s (%s°) : tournez-la face à un côté"},
	lang.Text{"faces between two directions (%s°): turn it square", "tournée entre deux directions (%s°) : remettez-la d'équerre"},
	lang.Text{"read too small to trust (%s px per module)", "lue trop petite pour s'y fier (%s px par module)"},
	lang.Text{"shares its cell with %s", "partage sa case avec %s"},
	lang.Text{"shares its square with %s", "partage sa case avec %s"},
	lang.Text{"shares its corner with %s", "partage sa case énergie avec %s"},
	lang.Text{"shares its hex with %s", "partage sa case avec %s"},
	lang.Text{"shares its plot with %s", "partage son plot avec %s"},
	lang.Text{"the same tag is seen twice: remove the copy", "la même étiquette est vue deux fois : enlevez la copie"},
	lang.Text{"cannot be placed on the board plane", "ne peut pas être placée sur le plan du plateau"},
	lang.Text{"off the board", "hors du plateau"},
	lang.Text{"on the border, not on a square: robots stand on squares", "sur le bord, pas sur une case : les robots se posent sur les cases"},
	lang.Text{"calibration: corner markers: %s", "%s"},
	lang.Text{"corner marker %s not found; all four must be in view", "repère de coin %s introuvable ; il faut les voir tous les quatre"},
	lang.Text{"corner marker %s not found; at least three of the four must be in view", "repère de coin %s introuvable ; il en faut au moins trois sur quatre"},
	lang.Text{"the board appears mirrored or folded", "le plateau paraît retourné ou plié"},
	// Which piece.
	lang.Text{"law %d", "loi %d"},
	lang.Text{"battery %d", "batterie %d"},
	lang.Text{"corner markers", "repères de coin"},
	lang.Text{"corner marker %s", "repère de coin %s"},
	// Where.
	lang.Text{"cell %s", "case %s"},
	lang.Text{"cells %s", "cases %s"},
	lang.Text{"squares %s", "cases %s"},
	lang.Text{"square %s", "case %s"},
	lang.Text{"corner %s", "case énergie %s"},
	lang.Text{"hex %s", "case %s"},
	lang.Text{"plot %s", "plot %s"},
	lang.Text{"pixel %s", "pixel %s"},
	lang.Text{"pixels %s and %s", "pixels %s et %s"},
	lang.Text{"%s and %s", "%s et %s"},
	lang.Text{"%s mm, %s mm from the board's north-west corner", "à %s mm, %s mm du coin nord-ouest du plateau"},
).With("robot %d", "N", "E", "S", "W", "NE", "SE", "SW", "NW")

func init() {
	lang.Add(lang.Text{"%s at %s: %s", "%s en %s : %s"}, lang.Text{"%s: %s", "%s : %s"})
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
	piece, why := visionPhrasings.Say(p, pr.Piece), visionPhrasings.Say(p, pr.Why)
	if pr.Place == "" {
		return p.Sprintf("%s: %s", piece, why)
	}
	return p.Sprintf("%s at %s: %s", piece, visionPhrasings.Say(p, pr.Place), why)
}

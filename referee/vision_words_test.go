package referee

import (
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
	"mecanoid/vision"
)

// problem is a scanner's problem as the scanner makes it: its English and
// its messages.
func problem(piece, place, why poserr.Msg) vision.Problem {
	return vision.Problem{Piece: piece.String(), Place: place.String(), Why: why.String(), PieceMsg: piece, PlaceMsg: place, WhyMsg: why}
}

func TestScanProblemsInFrench(t *testing.T) {
	m := poserr.M
	for _, c := range []struct {
		pr   vision.Problem
		want string
	}{
		{problem(m("robot %d", 3), m("cell [%d,%d]", 2, 5), m("straddles cells %s: put it in the middle of its cell", m("%s and %s", m("[%d,%d]", 2, 5), m("[%d,%d]", 3, 5)))),
			"robot 3 en case [2,5] : à cheval sur les cases [2,5] et [3,5] : mettez-la au milieu de sa case"},
		{problem(m("law %d", 2), poserr.Msg{}, m(vision.WhyNotSeen)),
			"loi 2 : pas vue : son étiquette est-elle cachée, ou la pièce hors du plateau ?"},
		{problem(m("robot %d", 1), m("cell [%d,%d]", 4, 4), m("faces between %s and %s (%.0f°): turn it square", m("N"), m("E"), 44.2)),
			"robot 1 en case [4,4] : tournée entre N et E (44°) : remettez-la d'équerre"},
		{problem(m("corner markers"), poserr.Msg{}, m("calibration: corner markers: %s", m("corner marker %s not found; all four must be in view", "[NE]"))),
			"repères de coin : repère de coin [NE] introuvable ; il faut les voir tous les quatre"},
		{problem(m("robot %d", 2), m("square [%d,%d]", 3, 4), m("shares its square with %s", m("robot %d", 5))),
			"robot 2 en case [3,4] : partage sa case avec robot 5"},
		{vision.Problem{Piece: "robot 9", Why: "something the scanner never said"},
			"robot 9 : something the scanner never said"},
	} {
		got := SayScanProblem(lang.FR.Printer(), c.pr)
		if got != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.pr.String(), got, c.want)
		}
		if en := SayScanProblem(lang.EN.Printer(), c.pr); en != c.pr.String() {
			t.Errorf("English %q, the scanner's %q", en, c.pr.String())
		}
	}
}

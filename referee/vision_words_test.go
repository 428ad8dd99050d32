package referee

import (
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/vision"
)

func TestScanProblemsInFrench(t *testing.T) {
	for _, c := range []struct {
		pr   vision.Problem
		want string
	}{
		{vision.Problem{Piece: "robot 3", Place: "cell [2,5]", Why: "straddles cells [2,5] and [3,5]: put it in the middle of its cell"},
			"robot 3 en case [2,5] : à cheval sur les cases [2,5] et [3,5] : mettez-la au milieu de sa case"},
		{vision.Problem{Piece: "law 2", Why: "not seen: is its tag covered, or is it off the board?"},
			"loi 2 : pas vue : son étiquette est-elle cachée, ou la pièce hors du plateau ?"},
		{vision.Problem{Piece: "robot 1", Place: "cell [4,4]", Why: "faces between N and E (44°): turn it square"},
			"robot 1 en case [4,4] : tournée entre N et E (44°) : remettez-la d'équerre"},
		{vision.Problem{Piece: "corner markers", Why: "calibration: corner markers: corner marker [NE] not found; all four must be in view"},
			"repères de coin : repère de coin [NE] introuvable ; il faut les voir tous les quatre"},
		{vision.Problem{Piece: "robot 2", Place: "square [3,4]", Why: "shares its square with robot 5"},
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

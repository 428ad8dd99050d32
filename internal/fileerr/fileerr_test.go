package fileerr

import (
	"errors"
	"fmt"
	"io/fs"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
)

func TestSay(t *testing.T) {
	errSetup := errors.New("dr2d: invalid setup")
	offBoard := poserr.New(poserr.Error{File: "g.json", Line: 5, Col: 23, Field: "robots[1].cell", Err: errSetup},
		poserr.M("robot %d: %s", 2, poserr.M("no robot %d in this game", 9)))
	for _, c := range []struct {
		err    error
		en, fr string
	}{
		{offBoard, "g.json:5:23: robots[1].cell: robot 2: no robot 9 in this game",
			"g.json, ligne 5, colonne 23, champ robots[1].cell : robot 2 : pas de robot 9 dans cette partie"},
		{poserr.New(poserr.Error{File: "b.board", Line: 1200, Err: errSetup}, poserr.M("layout %d has no rows", 2)),
			"b.board:1200: layout 2 has no rows", "b.board, ligne 1200 : la disposition 2 n'a aucune rangée"},
		{poserr.New(poserr.Error{Field: "laws.4"}, poserr.M("laws are numbered 1, 2, 3, found %q", "4")),
			`laws.4: laws are numbered 1, 2, 3, found "4"`, `champ laws.4 : les lois sont numérotées 1, 2, 3 ; trouvé "4"`},
		// A command's words before the file error are left as they are.
		{fmt.Errorf("setup: %w", offBoard), "setup: g.json:5:23: robots[1].cell: robot 2: no robot 9 in this game",
			"setup : g.json, ligne 5, colonne 23, champ robots[1].cell : robot 2 : pas de robot 9 dans cette partie"},
		// A head's words that are messages are said too.
		{fmt.Errorf("calibration: bad calibration file: %w", offBoard), "calibration: bad calibration file: g.json:5:23: robots[1].cell: robot 2: no robot 9 in this game",
			"calibration : fichier de calibration incorrect : g.json, ligne 5, colonne 23, champ robots[1].cell : robot 2 : pas de robot 9 dans cette partie"},
		// An error made without a format says its Msg.
		{&poserr.Error{File: "x", Line: 2, Msg: "odd"}, "x:2: odd", "x, ligne 2 : odd"},
		{errors.New("no file error"), "no file error", "no file error"},
		// A file that cannot be opened, alone or in a file error.
		{fmt.Errorf("setup: %w", &fs.PathError{Op: "open", Path: "b.board", Err: fs.ErrNotExist}), "setup: open b.board: file does not exist",
			"setup : b.board : fichier introuvable"},
		{poserr.New(poserr.Error{File: "g.json", Line: 2, Col: 12, Field: "board"}, poserr.M("board file %q: %v", "b.board", &fs.PathError{Op: "open", Path: "b.board", Err: fs.ErrNotExist})),
			`g.json:2:12: board: board file "b.board": open b.board: file does not exist`, `g.json, ligne 2, colonne 12, champ board : fichier de plateau "b.board" : b.board : fichier introuvable`},
	} {
		if got := Text(lang.EN.Printer(), c.err); got != c.en || got != c.err.Error() {
			t.Errorf("English: %q, want %q", got, c.en)
		}
		if got := Text(lang.FR.Printer(), c.err); got != c.fr {
			t.Errorf("French:\n got %q\nwant %q", got, c.fr)
		}
	}
}

// TestM: an error kept to be said later says the same as Say.
func TestM(t *testing.T) {
	e := poserr.New(poserr.Error{File: "m.leds", Line: 2, Col: 13}, poserr.M("pin %s already lights %s (line %d)", "GPIO17", "laser [1,1]", 1))
	for _, l := range lang.All {
		if got, want := l.Printer().Say(M(e)), Say(l.Printer(), e); got != want {
			t.Errorf("%s: %q, want %q", l, got, want)
		}
	}
}

func TestCatalog(t *testing.T) {
	for _, p := range lang.Problems() {
		t.Error(p)
	}
}

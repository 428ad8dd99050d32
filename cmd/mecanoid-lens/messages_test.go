package main

import (
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// TestSaysFrench: everything the helper says itself is said in the user's
// language (MECANOID_LANG, which mecanoid sets from --lang): its usage, its
// help and flags, a flag mistake, a file not found, and that it was built
// without OpenCV.
func TestSaysFrench(t *testing.T) {
	t.Setenv("MECANOID_LANG", "fr")
	defer lang.SetUser(lang.User())
	for _, c := range []struct {
		args   []string
		code   int
		stdout []string
		stderr []string
	}{
		{[]string{"calibrate"}, 2, nil, []string{"utilisation : mecanoid-lens calibrate lens --camera"}},
		{[]string{"calibrate", "lens", "--help"}, 0, []string{"utilisation : mecanoid calibrate lens", "Options :", "fichier d'objectif à écrire (par défaut : lens.json)", "--timeout durée"}, nil},
		{[]string{"calibrate", "lens", "--camra", "rpicam"}, 2, nil, []string{"mecanoid calibrate lens : option inconnue : -camra", "Vouliez-vous dire --camera ?", "Lancez « mecanoid calibrate lens --help »"}},
		{[]string{"calibrate", "lens", "photos", "--chessboard", "9"}, 2, nil, []string{"--chessboard \"9\" : attendu ses coins intérieurs"}},
		{[]string{"calibrate", "lens", "/no/such/folder"}, 2, nil, []string{"mecanoid calibrate lens : /no/such/folder : fichier ou dossier introuvable"}},
	} {
		var stdout, stderr strings.Builder
		code := run(c.args, &stdout, &stderr)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d: %s", c.args, code, c.code, stderr.String())
		}
		for _, w := range c.stdout {
			if !strings.Contains(stdout.String(), w) {
				t.Errorf("%v: no %q in:\n%s", c.args, w, stdout.String())
			}
		}
		for _, w := range c.stderr {
			if !strings.Contains(stderr.String(), w) {
				t.Errorf("%v: no %q in:\n%s", c.args, w, stderr.String())
			}
		}
	}
	// Built without cgo, it says so, in both languages (exit 1).
	for l, want := range map[lang.Lang]string{lang.FR: "ce mecanoid-lens a été construit sans cgo, donc sans OpenCV", lang.EN: "this mecanoid-lens was built without cgo, so without OpenCV"} {
		if got := errorText(l.Printer(), errNoOpenCV); !strings.HasPrefix(got, want) || !strings.Contains(got, "make lens") {
			t.Errorf("%s: %q", l, got)
		}
	}
}

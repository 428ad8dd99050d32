package cli

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrintFrench: with --lang fr every kind of PDF says its words in
// French, accents and guillemets read back from the PDF by pdftotext, and
// none of its English; the command says what it wrote in French too.
func TestPrintFrench(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed (poppler-utils: scripts/setup.sh)")
	}
	dir := t.TempDir()
	for _, tc := range []struct {
		args   []string
		fr, en []string // phrases the PDF has, and English it must not have
	}{
		{[]string{"board", "../boards/factory.board"},
			[]string{"1. Imprimez à 100 % (« taille réelle », pas « ajuster à la page »)", "Légende", "Nid-de-poule",
				"Réparation, clef double", "Tourniquet, sens horaire", "rangée 2, col. 3", "12 feuilles a4 portrait (3 rangées x 4 colonnes)",
				"Factory floor, configuration 1 sur 2 : feuille rangée 1, col. 1 sur 3 x 4", "fichier de plateau : R2"},
			[]string{"Legend", "Pothole", "board file", "sheet row", "Print at 100"}},
		{[]string{"tags", "--batteries", "2", "--corners"},
			[]string{"étiquettes mecanoid : DR2D, 40 mm", "robot 1 Rouge", "loi 1", "batterie 2", "coin NO", "↑ nord", "avant",
				"Étiquettes de 40 mm : modules de 1,6 mm", "1,88 px par mm de table", "2592x1944 (5 MP) suffit",
				"Repères de coin : un en diagonale"},
			[]string{"front", "law 1", "battery", "is enough", "Corner markers"}},
		{[]string{"sheets", "../examples/factory-demo.json"},
			[]string{"tour 3", "cartouche DR2D sur Factory floor", "un groupe vide vaut « rien »", "tourner avant", "avancer/reculer",
				"demi-tour", "veille", "feuille de cartouche mecanoid, modèle 1", "découpez sur les pointillés"},
			[]string{"turn 3", "Tick one box", "turn before", "U-turn", "cartridge"}},
		{[]string{"report", "../examples/factory-demo.json"},
			[]string{"Compte rendu : factory-demo.json", "DR2D sur Factory floor (12x12, 2 configurations), 4 robots, 2 tours.",
				"Mouvement 1", "Fin du tour 1", "après le mouvement 5, configuration", "convoyeurs"},
			[]string{"Turn report", "Move 1", "End of turn", "after move", "conveyors"}},
		{[]string{"hex", "board", "../boards/arena.hex"},
			[]string{"cases hexagonales de", "3. Directions : 1 est le nord", "recouvrements de 10 mm"},
			[]string{"hexes of", "Directions: 1 is north"}},
		{[]string{"hex", "sheets", "../examples/hexprog/duel.json"},
			[]string{"joueur : Vert", "début", "Tirs (10) :", "Signaux (5) :", "T tir, * autodestruction", "RAZ remise à zéro"},
			[]string{"player:", "Shots", "Signals", "self-destruct"}},
		{[]string{"hex", "tags", "../examples/hexprog/duel.json"},
			[]string{"étiquettes mecanoid : HEXP, 30 mm", "robot 1 (Rouge) ↑ avant"},
			[]string{"front"}},
		{[]string{"netzwerk", "board"},
			[]string{"cases de 60 mm, cases énergie de 26 mm", "le joueur 1 part d'ici (robots 1 à 6) et va vers le nord",
				"Netzwerk 6x6 : feuille rangée 1, col. 1 sur 2 x 3"},
			[]string{"player 1 starts", "energy fields"}},
		{[]string{"netzwerk", "tags"},
			[]string{"batterie 14", "Batteries"},
			[]string{"battery 14"}},
		{[]string{"skirmish", "map", "../examples/skirmish/crossing.json"},
			[]string{"plots", "ponts : aire de jeu de", "4. Les robots se posent sur les plots (cercles)", "12 feuilles a4 paysage (4 rangées x 3 colonnes)"},
			[]string{"bridges", "playing area", "landscape"}},
		{[]string{"skirmish", "tags", "../examples/skirmish/crossing.json"},
			[]string{"étiquettes d'escarmouche mecanoid, 40 mm", "Collez chaque code à plat"},
			[]string{"Stick each code", "skirmish tags"}},
		{[]string{"skirmish", "cards", "../examples/skirmish/crossing.json"},
			[]string{"escarmouche mecanoid : cartes des robots", "commandeur, Alice", "Vitesse 2 ponts/tour", "Blindage", "Portée",
				"Structure : une case cochée par point perdu"},
			[]string{"Speed", "Armour", "Weapon", "Range", "commander"}},
	} {
		pdf := filepath.Join(dir, strings.Join(tc.args[:min(2, len(tc.args))], "-"))
		if strings.Contains(tc.args[1], "/") {
			pdf = filepath.Join(dir, tc.args[0])
		}
		pdf += ".pdf"
		code, stdout, stderr := runCLI(append(append([]string{"print"}, tc.args...), "--lang", "fr", "-o", pdf)...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", tc.args, code, stderr)
			continue
		}
		if !strings.Contains(stdout, pdf+" écrit : ") {
			t.Errorf("%v: the command's line is not French: %s", tc.args, stdout)
		}
		text := pdfText(t, pdf)
		for _, want := range tc.fr {
			if !strings.Contains(text, want) {
				t.Errorf("%v: the PDF lacks %q", tc.args, want)
			}
		}
		for _, not := range tc.en {
			if strings.Contains(text, not) {
				t.Errorf("%v: the PDF still says %q", tc.args, not)
			}
		}
	}
	// SimulacreS tiles are printed by the tiles command.
	tilesPDF := filepath.Join(dir, "tiles.pdf")
	if code, _, stderr := runCLI("tiles", "print", "--set", "../worlds/valdor.tiles", "--lang", "fr", "-o", tilesPDF); code != 0 {
		t.Fatalf("tiles print: exit %d: %s", code, stderr)
	}
	text := pdfText(t, tilesPDF)
	for _, want := range []string{"Imprimez à 100 % : cases de 18 mm, la barre mesure 50 mm.", "Tuile unique : un seul endroit.",
		"Voisine du côté E (losange en haut)", "Tuile générique, 2 impressions."} {
		if !strings.Contains(text, want) {
			t.Errorf("tiles: the PDF lacks %q", want)
		}
	}
	if strings.Contains(text, "Unique tile") || strings.Contains(text, "Print at 100") {
		t.Errorf("tiles: English left in the PDF")
	}
	// The same commands in English keep their words.
	pdf := filepath.Join(dir, "en.pdf")
	if code, _, stderr := runCLI("print", "sheets", "../examples/factory-demo.json", "--lang", "en", "-o", pdf); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if text := pdfText(t, pdf); !strings.Contains(text, `Tick one box in each group of every move (an empty group is "none").`) || strings.Contains(text, "cartouche") {
		t.Errorf("English sheets: %s", text)
	}
}

// pdfText is the text of a PDF as pdftotext reads it, its spaces (the
// no-break ones of French numbers among them) made single ordinary ones.
func pdfText(t *testing.T, pdf string) string {
	t.Helper()
	out, err := exec.Command("pdftotext", "-layout", pdf, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", pdf, err)
	}
	return strings.Join(strings.Fields(strings.ReplaceAll(string(out), "\u00a0", " ")), " ")
}

package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// The three games refereed at a French table (--lang fr): the games'
// own words in French; the English runs are the tests beside
// (referee_netzwerk_test.go, referee_skirmish_test.go,
// referee_hexprog_test.go).

// TestRefereeNetzwerkIllegalInFrench: robot 4 moved backward, the rule
// named in French and the pieces to put back; the legal turn then shown
// in French.
func TestRefereeNetzwerkIllegalInFrench(t *testing.T) {
	code, out, errs := runFrench(t, "referee", "--game", "netzwerk", "--camera", filepath.Join(netzFrames, "illegal"), "--turn", "4",
		"--no-wait", "--web", "", "--journal", filepath.Join(t.TempDir(), "j.db"))
	if code != 1 || !strings.Contains(errs, "no more frames") {
		t.Errorf("exit %d, %q: want 1, stopped when the frames run out", code, errs)
	}
	wantOutput(t, out,
		"tour 5 : au joueur 1 de jouer (robots 1, 2, 3, 4, 5, 6) : déplacez les robots, puis les batteries",
		"tour illégal : le robot 4 a reculé : [4,3]→[4,5] ; les robots du joueur 1 vont vers le nord ou de côté [règle : déplacement des robots]\n"+
			"remettez les pièces comme avant le tour 5 :\n"+
			"  robot 2 : sur la case [2,3], remettez-le sur la case [2,5]\n"+
			"  robot 4 : sur la case [4,5], remettez-le sur la case [4,3]\n"+
			"  robot 8 : pas sur le plateau : remettez-le sur la case [2,3]\n",
		"joueur 1, rejouez le tour 5",
		"tour 5, joueur 1 : R2 [2,3]",
		"le robot 2 va de [2,5] à [2,3] pour 3 batteries (B1 B2 B5) (déplacement des robots)",
		"le robot 2 capture le robot 8 en [2,3] et s'arrête (capture)",
		"arrêté après le tour 5 : pour continuer, laissez la table telle quelle et relancez avec --resume",
	)
	if strings.Contains(out, "illegal turn") || strings.Contains(out, "put it back") {
		t.Errorf("English at a French table:\n%s", out)
	}
}

// TestRefereeSkirmishTypedInFrench: Alice's turn refused in French (too
// far), then played; the moves told in French.
func TestRefereeSkirmishTypedInFrench(t *testing.T) {
	old := stdin
	defer func() { stdin = old }()
	stdin = strings.NewReader("call 4 A1; 2: A5\n" +
		"call 4 A1; call 5 B2; 2: A4 fire mitrailleuse 13 fire mitrailleuse 13; 3: B4; 4: A2\n")
	dir := t.TempDir()
	code, out, _ := runFrench(t, "referee", "--game", "skirmish", "--setup", skirGame, "--camera",
		filepath.Join(skirFrames, "f000.jpg")+","+filepath.Join(skirFrames, "f001.jpg"), "--no-wait", "--web", "", "--journal", filepath.Join(dir, "j.db"))
	if code == 0 {
		t.Fatalf("exit 0:\n%s", out)
	}
	wantOutput(t, out,
		"Escarmouche sur La traversée (24 plots, 33 ponts) : Alice contre Bruno, 6 robots sur la carte ; manche 1, à Alice de jouer",
		"les appels et les actions de votre tour",
		`refusé (règle : trop loin) : action 2 ("2: A5") : robot 2 (Soldat) ne peut pas aller de A2 à A5 : 3 ponts, et il lui reste 2 de sa vitesse 2 ; rien n'a été joué, redonnez tout le tour`,
		"robot 2 (Soldat) tire (mitrailleuse, tir 1) de A4 vers robot 13 (Éclaireur) en B5, à 2 ponts : 3 dégâts - 0 blindage = 3 ; structure 6 → 3",
		"robot 4 (Artilleur) est appelé du garage sur A1 (appel 1 sur 2) (appel)",
		"robot 13 (Éclaireur) : détruit sur le plot B5 : retirez-le de la carte",
		"arrêté avant le tour 2 (manche 1, à Bruno de jouer)",
	)
}

// TestRefereeHexProgAsksInFrench: the signals asked in French, a signal
// for another player's robot refused in French.
func TestRefereeHexProgAsksInFrench(t *testing.T) {
	defer func(in any) { stdin = in.(*strings.Reader) }(strings.NewReader(""))
	stdin = strings.NewReader("R3 2\nnone\nnone\n")
	dir := t.TempDir()
	_, out, _ := runFrench(t, "referee", "--game", "hexprog", "--setup", duelFile, "--rounds", "2",
		"--camera", hexFrames, "--no-wait", "--web", "", "--journal", filepath.Join(dir, "j.db"))
	wantOutput(t, out,
		"jeu de programmation hexagonal sur Arena : 4 robots\n  robot 1 (Hunter) de Vert sur [2,1], orienté S (4)",
		"manche 1 : les robots jouent leurs programmes (aucun signal ne s'ouvre à la manche 1)",
		"manche 2 : signaux radio, en secret (Vert : 5 restants, Violet : 5 restants)",
		"un signal radio pour un de vos robots",
		"le robot 3 est à Violet : un joueur n'envoie de signal qu'à ses robots",
		"arrêté après la manche 2",
	)
}

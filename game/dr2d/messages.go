package dr2d

import "mecanoid/internal/lang"

// What scan-sheet prints of a cartridge sheet (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"robot %d, turn %d (sheet %s)\n", "robot %d, tour %d (feuille %s)\n"},
		lang.Text{"move %d  -     cancelled: the robot falls asleep before this move (sleep_before %d)\n", "mouvement %d  -     annulé : le robot se met en veille avant ce mouvement (sleep_before %d)\n"},
		lang.Text{"move %d  -     cancelled\n", "mouvement %d  -     annulé\n"},
		lang.Text{"move %d  %-5s %s\n", "mouvement %d  %-5s %s\n"},
		lang.Text{"U-turn", "demi-tour"},
		lang.Text{"turn left", "pivote à gauche"},
		lang.Text{"turn right", "pivote à droite"},
		lang.Text{"turn left x%d", "pivote à gauche x%d"},
		lang.Text{"turn right x%d", "pivote à droite x%d"},
		lang.Text{"forward", "avance"},
		lang.Text{"back", "recule"},
		lang.Text{"no move", "pas de déplacement"},
		lang.Text{", ", ", "},
	)
}

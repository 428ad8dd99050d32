package main

import "mecanoid/internal/lang"

// The commands' own words (doctor, resolve, games, journal, leds, scan,
// scan-sheet, the command line's errors and help): docs/languages.md.
func init() {
	lang.Add(
		// doctor
		lang.Text{"mecanoid doctor: %s\n", "mecanoid doctor : %s\n"},
		lang.Text{"  %-5s %-8s ", "  %-6s %-8s "},
		lang.Text{"%sfix: %s\n", "%sà faire : %s\n"},
		lang.Text{"%d essential check(s) failed: the referee cannot run here as it is", "%d vérification(s) essentielle(s) en échec : l'arbitre ne peut pas tourner ici en l'état"},
		lang.Text{"ready to referee\n", "prêt à arbitrer\n"},

		// The command line: a command's error, cobra's.
		lang.Text{"mecanoid %s: %s\n", "mecanoid %s : %s\n"},
		lang.Text{"%s: %s\n", "%s : %s\n"},
		lang.Text{"unknown command %q for %q", "commande inconnue %q pour %q"},
		lang.Text{"Did you mean this?", "Vouliez-vous dire :"},

		// resolve
		lang.Text{"want one game file: mecanoid resolve GAME [--game G] [--json] [--diagrams]", "il faut un fichier de partie : mecanoid resolve PARTIE [--game JEU] [--json] [--diagrams]"},
		lang.Text{"%s: unknown game %q (known: %s)", "%s : jeu inconnu %q (connus : %s)"},

		// games, replay, export: the journal's games
		lang.Text{"no journal %s (give --journal FILE or set MECANOID_JOURNAL)", "pas de journal %s (donnez --journal FICHIER ou réglez MECANOID_JOURNAL)"},
		lang.Text{"want one game (its name or ID): %s", "il faut une partie (son nom ou son numéro) : %s"},
		lang.Text{"no arguments: mecanoid games [--journal FILE]", "pas d'arguments : mecanoid games [--journal FICHIER]"},
		lang.Text{"no games in %s\n", "aucune partie dans %s\n"},
		lang.Text{"ID\tGAME\tNAME\tCREATED\tTURNS\tSTATE\n", "N°\tJEU\tNOM\tCRÉÉE LE\tTOURS\tÉTAT\n"},
		lang.Text{"in play", "en cours"},
		lang.Text{"over: %s", "finie : %s"},
		lang.Text{"over", "finie"},
		lang.Text{"; the journal holds no game", " ; le journal ne contient aucune partie"},
		lang.Text{"; the journal holds: %s", " ; le journal contient : %s"},
		lang.Text{"%s is a tile world: mecanoid tiles log --world %s shows it, tiles export --world %s writes it out", "%s est un monde de tuiles : mecanoid tiles log --world %s le montre, tiles export --world %s l'écrit"},
		lang.Text{"game %s is a %s game: this mecanoid cannot write it out", "la partie %s est une partie de %s : ce mecanoid ne sait pas l'écrire"},
		lang.Text{"Game %s (%s), %s game, %s, %s\n", "Partie %s (%s), jeu %s, %s, %s\n"},
		lang.Text{"%s, game %s", "%s, partie %s"},
		lang.Text{"game %s: %s %d: kept, but the replay ends before it", "partie %s : %s %d : gardé, mais la relecture s'arrête avant"},
		lang.Text{"game %s: %s %d: position: ", "partie %s : %s %d : position : "},
		lang.Text{"game %s: %s %d: the kept position is not the replay's", "partie %s : %s %d : la position gardée n'est pas celle de la relecture"},
		lang.Text{"turn", "tour"},
		lang.Text{"round", "manche"},

		// leds
		lang.Text{"usage: mecanoid leds test --gpio FILE [--board BOARD] [--times N]", "usage : mecanoid leds test --gpio FICHIER [--board PLATEAU] [--times N]"},
		lang.Text{"--times %d: want 1 or more", "--times %d : il faut 1 ou plus"},
		lang.Text{"warning: %s\n", "attention : %s\n"},
		lang.Text{"%s: %d LED(s), each blinks %d time(s) in turn; Ctrl-C stops\n", "%s : %d LED, chacune clignote %d fois à son tour ; Ctrl-C arrête\n"},
		lang.Text{"no LED for %s\n", "pas de LED pour %s\n"},
		lang.Text{"interrupted: all LEDs off\n", "interrompu : toutes les LED éteintes\n"},
		lang.Text{"interrupted", "interrompu"},
		lang.Text{"all LEDs off\n", "toutes les LED éteintes\n"},

		// scan, calibrate, scan-sheet
		lang.Text{"--board FILE is needed: the board file of the printed board", "il faut --board FICHIER : le fichier de plateau du plateau imprimé"},
		lang.Text{"--tile, --marker-size and --tag-size must be positive, --tag-height not negative", "--tile, --marker-size et --tag-size doivent être positifs, --tag-height pas négatif"},
		lang.Text{"want one photo: mecanoid scan PHOTO --board FILE, or mecanoid scan --codes PHOTO", "il faut une photo : mecanoid scan PHOTO --board FICHIER, ou mecanoid scan --codes PHOTO"},
		lang.Text{"%s is the calibration of a %dx%d board, %s is %dx%d", "%s est la calibration d'un plateau de %dx%d, %s fait %dx%d"},
		lang.Text{"scan: no robots expected (--robots 1-4): a robot hidden or off the board is not noticed\n", "scan : aucun robot attendu (--robots 1-4) : un robot caché ou hors du plateau passe inaperçu\n"},
		lang.Text{"want one photo: mecanoid calibrate PHOTO --board FILE [-o calibration.json]", "il faut une photo : mecanoid calibrate PHOTO --board FICHIER [-o calibration.json]"},
		lang.Text{"calibrate: reading the codes of a %sx%s photo\n", "calibrate : lecture des codes d'une photo de %sx%s\n"},
		lang.Text{"calibrate: %d code(s), %d of the 4 corner markers; solving the camera\n", "calibrate : %d code(s), %d des 4 repères de coin ; calcul de la caméra\n"},
		lang.Text{"%v (found %d of the 4 corner markers; see %s)", "%v (%d des 4 repères de coin trouvés ; voir %s)"},
		lang.Text{"calibrated the %dx%d board from %s: marker fit %.2f px, camera %s mm from the board centre, tilted %.0f°, focal %s px (from %s)\n",
			"plateau de %dx%d calibré d'après %s : ajustement des repères %.2f px, caméra à %s mm du centre du plateau, inclinée de %.0f°, focale %s px (d'après %s)\n"},
		lang.Text{"wrote %s and %s\n", "%s et %s écrits\n"},
		lang.Text{"want one photo: mecanoid scan-sheet PHOTO [--json]", "il faut une photo : mecanoid scan-sheet PHOTO [--json]"},
		lang.Text{"%s: sheet of robot %d, turn %d: ", "%s : feuille du robot %d, tour %d : "},

		// Package flag's errors (flagText).
		lang.Text{"flag provided but not defined: %s", "option inconnue : %s"},
		lang.Text{"flag needs an argument: %s", "il manque la valeur de l'option %s"},
		lang.Text{"bad flag syntax: %s", "option mal écrite : %s"},
		lang.Text{"invalid value %q for flag %s: %s", "valeur %q incorrecte pour l'option %s (%s)"},
	)
}

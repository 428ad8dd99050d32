package cli

import "mecanoid/internal/lang"

// The commands' own words (doctor, resolve, games, journal, leds, scan,
// scan-sheet, the command line's errors and help): docs/languages.md.
func init() {
	lang.Add(
		lang.Text{"the table filmed live (generated, %s), the players' hands moving the pieces; sheets filled by a bot", "la table filmée en direct (générée, %s), les mains des joueurs déplaçant les pièces ; feuilles remplies par un robot joueur"},
		lang.Text{"live table: pieces put down the wrong way by the players: %d, each put right after the referee said so\n", "table en direct : pièces posées de travers par les joueurs : %d, chacune corrigée après que l'arbitre l'a signalé\n"},
		lang.Text{"the referee watches the table (%s): Enter reads it now, \"undo\" takes the turn back\n", "l'arbitre observe la table (%s) : Entrée la lit aussitôt, « undo » annule le tour\n"},
		// doctor
		lang.Text{"mecanoid doctor: %s\n", "mecanoid doctor : %s\n"},
		lang.Text{"  %-5s %-8s ", "  %-6s %-8s "},
		lang.Text{"%sfix: %s\n", "%sà faire : %s\n"},
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
		lang.Text{"over: %s", "fin : %s"},
		lang.Text{"over", "fin"}, // as the web page says it
		lang.Text{"; the journal holds no game", " ; le journal ne contient aucune partie"},
		lang.Text{"; the journal holds: %s", " ; le journal contient : %s"},
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
		lang.Text{"no LED for %s\n", "pas de LED pour %s\n"},
		lang.Text{"%s on %s:", "%s sur %s :"},
		lang.Text{"%s: %s, each blinks %s in turn; Ctrl-C stops\n", "%s : %s, chacune clignote %s à son tour ; Ctrl-C arrête\n"},
		lang.Text{"%s.jpg: %s, %d px per module at least; board %s.board, truth %s.json\n", "%s.jpg : %s, %d px par module au moins ; plateau %s.board, vérité %s.json\n"},
		lang.Text{"%s on %s (active-low):", "%s sur %s (active à l'état bas) :"},
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
		lang.Text{"%v (found %d of the 4 corner markers; see %s)", "%v (%d des 4 repères de coin trouvés ; voir %s)"},
		lang.Text{"calibrated the %dx%d board from %s: marker fit %.2f px, camera %s mm from the board centre, tilted %.0f°, focal %s px (from %s)\n",
			"plateau de %dx%d calibré d'après %s : ajustement des repères %.2f px, caméra à %s mm du centre du plateau, inclinée de %.0f°, focale %s px (d'après %s)\n"},
		lang.Text{"wrote %s and %s\n", "%s et %s écrits\n"},
		lang.Text{"want one photo: mecanoid scan-sheet PHOTO [--json]", "il faut une photo : mecanoid scan-sheet PHOTO [--json]"},
		lang.Text{"%s: sheet of robot %d, turn %d: ", "%s : feuille du robot %d, tour %d : "},

		// The help: cobra's headings (usageTemplate), the root's words.
		lang.Text{"Usage:", "Utilisation :"},
		lang.Text{"Aliases:", "Autres noms :"},
		lang.Text{"Examples:", "Exemples :"},
		lang.Text{"Available Commands:", "Commandes :"},
		lang.Text{"Additional Commands:", "Autres commandes :"},
		lang.Text{"Flags:", "Options :"},
		lang.Text{"\nFlags of mecanoid %s %s:\n%s", "\nOptions de mecanoid %s %s :\n%s"},
		lang.Text{"Global Flags:", "Options de toutes les commandes :"},
		lang.Text{"Additional help topics:", "Autres sujets d'aide :"},
		lang.Text{`Use "{{.CommandPath}} [command] --help" for more information about a command.`, `« {{.CommandPath}} [commande] --help » en dit plus sur une commande.`},
		lang.Text{"{{.CommandPath}} [command]{{end}}", "{{.CommandPath}} [commande]{{end}}"},
		lang.Text{"help for %s", "l'aide de %s"},
		lang.Text{"a table-side referee for robot board games", "un arbitre de table pour jeux de plateau de robots"},
		lang.Text{rootLong, `mecanoid est un arbitre de table pour jeux de plateau de robots : il lit la table
par une caméra, prend les programmes des robots, résout les tours et les montre.

Code de sortie : 0 si tout va bien, 2 pour une entrée incorrecte (un fichier mal
écrit, une position impossible, une option ou une commande inconnue), 3 quand une
photo doit être reprise, 1 quand autre chose a échoué.`},
		lang.Text{"the language of what mecanoid says: fr or en (default: MECANOID_LANG, then LC_ALL, LC_MESSAGES, LANG, then en)", "la langue de mecanoid : fr ou en (par défaut : MECANOID_LANG, puis LC_ALL, LC_MESSAGES, LANG, puis en)"},
		lang.Text{"the help of a command: mecanoid help CMD is mecanoid CMD --help", "l'aide d'une commande : mecanoid help CMD est mecanoid CMD --help"},
		lang.Text{"a shell's completion script (bash, zsh, fish, powershell): commands, verbs, flags", "le script de complétion d'un shell (bash, zsh, fish, powershell) : commandes, verbes, options"},
		lang.Text{"\nTable flags (mecanoid referee, every game; mecanoid referee --game GAME --help gives the game's own):\n%s", "\nOptions de la table (mecanoid referee, tous les jeux ; mecanoid referee --game JEU --help donne celles du jeu) :\n%s"},

		// What each command does, as its help and mecanoid --help say it
		// (the Short splitUsage makes of its usage).
		lang.Text{"benchmarks: the scanner on generated photos (vision)", "mesures de vitesse : le scanner sur des photos générées (vision)"},
		lang.Text{"find the board from its corner markers, or measure the camera's lens (calibrate lens)", "trouver le plateau d'après ses repères de coin, ou mesurer l'objectif de la caméra (calibrate lens)"},
		lang.Text{"check that this machine can referee: camera frames, GPIO lines, ffmpeg and QR decoder, disk for the journal, the camera's lens", "vérifier que cette machine peut arbitrer : images de la caméra, lignes GPIO, ffmpeg et décodeur QR, disque pour le journal, l'objectif de la caméra"},
		lang.Text{"a stored game as a game file for resolve", "une partie gardée, en fichier de partie pour resolve"},
		lang.Text{"list the games in the referee's journal (every game)", "lister les parties du journal de l'arbitre (tous les jeux)"},
		lang.Text{"blink each tile's LED in turn, naming it, to check the wiring at the table; simulated where there is no GPIO (docs/leds.md)", "faire clignoter la LED de chaque dalle à son tour, en la nommant, pour vérifier le câblage à la table ; simulé là où il n'y a pas de GPIO (docs/leds.md)"},
		lang.Text{"print boards at true scale, QR tags, cartridge sheets, turn reports; each game's boards, tags and sheets", "imprimer les plateaux à l'échelle, les étiquettes QR, les feuilles de cartouche, les comptes rendus de tour ; plateaux, étiquettes et feuilles de chaque jeu"},
		lang.Text{"referee a game at the table: read the table, take the programs, resolve, show, light, verify", "arbitrer une partie à la table : lire la table, prendre les programmes, résoudre, montrer, allumer, vérifier"},
		lang.Text{"a stored game turn by turn, as resolve prints it", "une partie gardée, tour par tour, comme resolve l'écrit"},
		lang.Text{`resolve a game file turn by turn (DR2D, or the game its "game" field names)`, `résoudre un fichier de partie tour par tour (DR2D, ou le jeu que nomme son champ "game")`},
		lang.Text{"read the board state from a photo, or every QR code in it (--codes)", "lire l'état du plateau sur une photo, ou tous ses codes QR (--codes)"},
		lang.Text{"read a filled cartridge sheet back into a cartridge (docs/printing.md)", "relire une feuille de cartouche remplie en cartouche (docs/printing.md)"},
		lang.Text{"generate photos of a board with tags, with their ground truth", "générer des photos d'un plateau avec des étiquettes, avec ce qu'elles montrent vraiment"},

		// The flags of doctor, resolve, games, replay, export, leds, scan,
		// calibrate and scan-sheet, as their help shows them.
		lang.Text{"the frame source, as for referee: rpicam (Raspberry Pi camera), a video device such as /dev/video0, or a folder or image files", "la source des images, comme pour referee : rpicam (caméra du Raspberry Pi), un périphérique vidéo comme /dev/video0, ou un dossier ou des fichiers d'images"},
		lang.Text{"LED map file (docs/leds.md): check its GPIO lines; default: none", "fichier de correspondance des LED (docs/leds.md) : vérifier ses lignes GPIO ; par défaut : aucun"},
		lang.Text{"how long to wait for the camera's first frame", "combien de temps attendre la première image de la caméra"},
		lang.Text{"print events and states as JSON", "écrire les événements et les positions en JSON"},
		lang.Text{"draw the board after every move", "dessiner le plateau après chaque mouvement"},
		lang.Text{"under each event, the words of the rule text (or the project's ruling) that decide it", "sous chaque événement, les mots de la règle (ou la décision du projet) qui le tranchent"},
		lang.Text{`the game of the file (default: its "game" field, else dr2d)`, `le jeu du fichier (par défaut : son champ "game", sinon dr2d)`},
		lang.Text{"the game's kind when a number names two games (%s)", "le jeu de la partie quand un numéro en désigne deux (%s)"},
		lang.Text{"write the game file here (default: standard output)", "écrire le fichier de partie ici (par défaut : la sortie standard)"},
		lang.Text{"the referee's journal (default $MECANOID_JOURNAL, else %s)", "le journal de l'arbitre (par défaut $MECANOID_JOURNAL, sinon %s)"},
		lang.Text{"the LED map file: which pin lights which tile", "le fichier de correspondance des LED : quelle broche allume quelle dalle"},
		lang.Text{"a board file to check the map against", "un fichier de plateau auquel comparer la correspondance"},
		lang.Text{"blinks per LED", "clignotements par LED"},
		lang.Text{"the board file of the printed board", "le fichier de plateau du plateau imprimé"},
		lang.Text{"printed tile size, mm", "taille d'une dalle imprimée, en mm"},
		lang.Text{"printed corner marker size, mm", "taille d'un repère de coin imprimé, en mm"},
		lang.Text{"printed tag size, mm", "taille d'une étiquette imprimée, en mm"},
		lang.Text{"height of robot tags above the board (on figurines), mm", "hauteur des étiquettes des robots au-dessus du plateau (sur les figurines), en mm"},
		lang.Text{"horizontal field of view of the camera, degrees, used when the view is too straight to measure it (0: 66); given, a first picture needs only three of the four corner markers", "champ de vision horizontal de la caméra, en degrés, utilisé quand la vue est trop droite pour le mesurer (0 : 66) ; donné, une première image n'a besoin que de trois des quatre repères de coin"},
		lang.Text{"print every QR code found, game piece or not", "écrire chaque code QR trouvé, pièce du jeu ou non"},
		lang.Text{"print JSON", "écrire du JSON"},
		lang.Text{"calibration file written by mecanoid calibrate (default: calibrate from this photo's corner markers)", "fichier de calibration écrit par mecanoid calibrate (par défaut : calibrer d'après les repères de coin de cette photo)"},
		lang.Text{"robots that must be on the board, e.g. 1-4 or 1,3", "les robots qui doivent être sur le plateau, par exemple 1-4 ou 1,3"},
		lang.Text{"calibration file to write", "fichier de calibration à écrire"},
		lang.Text{"PNG showing where the corners and the board were found (default: next to the calibration file)", "PNG montrant où les coins et le plateau ont été trouvés (par défaut : à côté du fichier de calibration)"},
		lang.Text{"lens file (JSON calibration.Lens) to correct lens distortion", "fichier d'objectif (JSON calibration.Lens) pour corriger la distorsion"},
		lang.Text{"print the cartridge as a game file holds it", "écrire la cartouche comme un fichier de partie la contient"},
	)
	lang.AddPlural(
		lang.Plural{Key: "%d pieces", Arg: 1, En: "%d piece|%d pieces", Fr: "%d pièce|%d pièces"},
		lang.Plural{Key: "%d LEDs", Arg: 1, En: "%d LED|%d LEDs", Fr: "%d LED|%d LED"},
		lang.Plural{Key: "%d times", Arg: 1, En: "%d time|%d times", Fr: "%d fois|%d fois"},
	)
}

// Messages whose words follow a number, with their forms for one and for more.
func init() {
	lang.AddPlural(
		lang.Plural{Key: "%d essential check(s) failed: the referee cannot run here as it is", Arg: 1,
			En: "%d essential check failed: the referee cannot run here as it is|%d essential checks failed: the referee cannot run here as it is",
			Fr: "%d vérification essentielle en échec : l'arbitre ne peut pas tourner ici en l'état|%d vérifications essentielles en échec : l'arbitre ne peut pas tourner ici en l'état"},
		lang.Plural{Key: "calibrate: %d code(s), %d of the 4 corner markers; solving the camera\n", Arg: 1,
			En: "calibrate: %d code, %d of the 4 corner markers; solving the camera\n|calibrate: %d codes, %d of the 4 corner markers; solving the camera\n",
			Fr: "calibrate : %d code, %d des 4 repères de coin ; calcul de la caméra\n|calibrate : %d codes, %d des 4 repères de coin ; calcul de la caméra\n"},
	)
}

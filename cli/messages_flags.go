package cli

import "mecanoid/internal/lang"

// The flags' descriptions, as every command's help shows them (flagUsage
// says each in the user's language where the help prints it; those of
// doctor, resolve, games, leds, scan, calibrate and scan-sheet are in
// messages_cmd.go), the value types and defaults of the help (flagUsages)
// and cobra's own flags.
func init() {
	lang.Add(
		lang.Text{"the table's calibration file (calibrate -o): say whether it holds a measured lens, and how old", "le fichier de calibration de la table (calibrate -o) : dire s'il a un objectif mesuré, et de quand"},
		// How the help writes a flag's value and its default:
		// "--pace durée   pause ... (par défaut : 250ms)". A default is
		// written as it is typed (0.5, 250ms), not as a number is said.
		lang.Text{" (default %q)", " (par défaut : %q)"},
		lang.Text{" (default %s)", " (par défaut : %s)"},
		lang.Text{"--%s string", "--%s texte"},
		lang.Text{"--%s int", "--%s entier"},
		lang.Text{"--%s uint", "--%s entier"},
		lang.Text{"--%s float", "--%s nombre"},
		lang.Text{"--%s duration", "--%s durée"},
		lang.Text{"disable completion descriptions", "sans les descriptions des options et des commandes"},

		// The table flags (table.go), every refereed game's.
		lang.Text{"the game", "le jeu"},
		lang.Text{"the game: dr2d", "le jeu : dr2d"},
		lang.Text{"where frames come from: a folder or image files (comma-separated), rpicam (Raspberry Pi camera), a video device such as /dev/video0, a stream URL, or a video file (.mp4, .mkv...: read through ffmpeg)",
			"d'où viennent les images : un dossier ou des fichiers d'images (séparés par des virgules), rpicam (caméra du Raspberry Pi), un périphérique vidéo comme /dev/video0, l'URL d'un flux, ou un fichier vidéo (.mp4, .mkv... : lu par ffmpeg)"},
		lang.Text{"calibration file (mecanoid calibrate); default: found from the corner markers", "fichier de calibration (mecanoid calibrate) ; par défaut : trouvée d'après les repères de coin"},
		lang.Text{"read the table without waiting for Enter (frames from files)", "lire la table sans attendre Entrée (images tirées de fichiers)"},
		lang.Text{"watch the camera's stream: each piece is checked as it is put down, and the game goes on without Enter once the table matches (Enter still reads it at once)",
			"observer le flux de la caméra : chaque pièce est contrôlée dès qu'elle est posée, et la partie continue sans Entrée quand la table est conforme (Entrée la lit aussitôt)"},
		lang.Text{"with --live, the web page does not show what the camera sees", "avec --live, la page web ne montre pas ce que voit la caméra"},
		lang.Text{"the time the last player has to answer (e.g. 30s): then the table is asked whether to wait or have the robot do nothing this turn (0: no limit)", "le temps qu'a le dernier joueur pour répondre (par exemple 30s) : la table dit alors s'il faut l'attendre ou si le robot ne fait rien ce tour-ci (0 : sans limite)"},
		lang.Text{"with --live, the rate a folder of frames was filmed at (0: the number in its file named fps, else 30)", "avec --live, la cadence à laquelle un dossier d'images a été filmé (0 : le nombre de son fichier nommé fps, sinon 30)"},
		lang.Text{"the table filmed as a camera streams it (generated, 1280x720): the players set it up and move the pieces by hand, sometimes wrongly, and the referee watches, checks each piece as it lands and goes on by itself",
			"la table filmée comme une caméra la diffuse (générée, 1280x720) : les joueurs la mettent en place et déplacent les pièces à la main, parfois de travers, et l'arbitre observe, contrôle chaque pièce dès qu'elle est posée et continue de lui-même"},
		lang.Text{`address of the web page for the room ("": none)`, `adresse de la page web pour la salle ("" : aucune)`},
		lang.Text{`address of the web page for the room and the players' phones ("": none)`, `adresse de la page web pour la salle et les téléphones des joueurs ("" : aucune)`},
		lang.Text{`address of the web page for the room and the teams' phones ("": none)`, `adresse de la page web pour la salle et les téléphones des équipes ("" : aucune)`},
		lang.Text{"how the players' phones reach the web page, for its QR code (e.g. http://192.168.1.20:8080); default: this machine's network address",
			"comment les téléphones des joueurs joignent la page web, pour son code QR (par exemple http://192.168.1.20:8080) ; par défaut : l'adresse réseau de cette machine"},
		lang.Text{"go on with the last unfinished game of the journal (or the game named after the flags) from its last step kept: the table must show it",
			"reprendre la dernière partie non finie du journal (ou la partie nommée après les options) à sa dernière position gardée : la table doit la montrer"},
		lang.Text{"height of the robots' tags above the board (on figurines), mm", "hauteur des étiquettes des robots au-dessus du plateau (sur les figurines), en mm"},
		lang.Text{"height of the robots' tags above the map (on figurines), mm", "hauteur des étiquettes des robots au-dessus de la carte (sur les figurines), en mm"},
		lang.Text{"pause after each step of a turn (e.g. 500ms)", "pause après chaque phase d'un tour (par exemple 500ms)"},

		// referee --game dr2d (referee.go)
		lang.Text{"LED map file (docs/leds.md); default: none", "fichier de correspondance des LED (docs/leds.md) ; par défaut : aucun"},
		lang.Text{"pause after each step of a turn, so that the room can follow it on the web page (e.g. 500ms)", "pause après chaque phase d'un tour, pour que la salle la suive sur la page web (par exemple 500ms)"},
		lang.Text{"robots a new game starts with, e.g. 1-4 or 1,3: the first picture must show each (default: the robots it shows)",
			"les robots d'une nouvelle partie, par exemple 1-4 ou 1,3 : la première image doit les montrer tous (par défaut : les robots qu'elle montre)"},
		lang.Text{`read the cartridges from filled sheets shown to this camera (same forms as --camera; "camera": the table's camera) instead of typed ones`,
			`lire les cartouches sur des feuilles remplies montrées à cette caméra (mêmes formes que --camera ; "camera" : la caméra de la table) au lieu de cartouches tapées`},

		// referee --game netzwerk (netzwerk.go), hint
		lang.Text{"pause after each action of a turn shown (e.g. 500ms)", "pause après chaque action montrée d'un tour (par exemple 500ms)"},
		lang.Text{"the player to play first (1 or 2)", "le joueur qui joue en premier (1 ou 2)"},
		lang.Text{"squares north to south, as printed", "cases du nord au sud, telles qu'imprimées"},
		lang.Text{"squares west to east, as printed", "cases d'ouest en est, telles qu'imprimées"},
		lang.Text{"printed side of a square field, mm (as mecanoid print netzwerk --square)", "côté imprimé d'une case, en mm (comme mecanoid print netzwerk --square)"},
		lang.Text{"turns already played before the position on the table (to start again from a game in progress)", "tours déjà joués avant la position sur la table (pour reprendre une partie en cours)"},
		lang.Text{"thinking time for the whole turn", "temps de réflexion pour tout le tour"},
		lang.Text{"print the turn and the search figures as JSON", "écrire le tour et les chiffres de la recherche en JSON"},
		lang.Text{"at most this many positions a decision (0: no limit; makes the answer independent of the machine's speed)",
			"au plus ce nombre de positions par décision (0 : sans limite ; la réponse ne dépend plus de la vitesse de la machine)"},
		lang.Text{"breaks ties between equal actions (0: always the first found)", "départage les actions qui se valent (0 : toujours la première trouvée)"},

		// referee --game hexprog (hexprog.go)
		lang.Text{"pause after each event of a round shown (e.g. 500ms)", "pause après chaque événement montré d'une manche (par exemple 500ms)"},
		lang.Text{"the game file: board, settings, players and their robots' programs (where the robots start is read from the table)",
			"le fichier de partie : plateau, réglages, joueurs et programmes de leurs robots (les places de départ des robots sont lues sur la table)"},
		lang.Text{"printed size of a hex, mm between opposite sides (as mecanoid print-hex board --hex; default the board's hexsize)",
			"taille imprimée d'une case hexagonale, en mm entre côtés opposés (comme mecanoid print-hex board --hex ; par défaut le hexsize du plateau)"},
		lang.Text{"side of a robot tag, mm (as mecanoid print-hex tags --tag)", "côté d'une étiquette de robot, en mm (comme mecanoid print-hex tags --tag)"},
		lang.Text{`stop after this many rounds (0: the game file's "rounds", else 200)`, `s'arrêter après ce nombre de manches (0 : les "rounds" du fichier de partie, sinon 200)`},
		lang.Text{`play these signals instead of asking the players (a replay at the table): a game file's "signals", or a JSON list of {round, robot, step}`,
			`jouer ces signaux au lieu de les demander aux joueurs (une relecture à la table) : les "signals" d'un fichier de partie, ou une liste JSON de {round, robot, step}`},

		// referee --game skirmish (skirmish.go)
		lang.Text{"pause after each event of a turn shown (e.g. 500ms)", "pause après chaque événement montré d'un tour (par exemple 500ms)"},
		lang.Text{"the game file to start from (its position; its turns are not played unless it is also --actions)",
			"le fichier de partie d'où partir (sa position ; ses tours ne sont joués que s'il est aussi --actions)"},
		lang.Text{"a game file whose turns are played in order instead of asking the teams (a replay at the table)",
			"un fichier de partie dont les tours sont joués dans l'ordre au lieu d'être demandés aux équipes (une relecture à la table)"},
		lang.Text{"side of a robot tag, mm (as mecanoid print-skirmish tags --tag)", "côté d'une étiquette de robot, en mm (comme mecanoid print-skirmish tags --tag)"},

		// demo
		lang.Text{"board file", "fichier de plateau"},
		lang.Text{"seed of the players' choices and of the photos", "graine des choix des joueurs et des photos"},
		lang.Text{"stop after this many turns", "s'arrêter après ce nombre de tours"},
		lang.Text{"pause after each step, to follow the game on the web page (0: full speed)", "pause après chaque phase, pour suivre la partie sur la page web (0 : à toute vitesse)"},
		lang.Text{`address of the web page showing the game ("": none)`, `adresse de la page web qui montre la partie ("" : aucune)`},
		lang.Text{"with --web and a --pace: wait this long at most for the page to be opened before the game starts (0: do not wait)",
			"avec --web et un --pace : attendre au plus ce temps que la page soit ouverte avant que la partie commence (0 : ne pas attendre)"},
		lang.Text{`folder of photos (table/, sheets/) as the bundled ones, or "generate" to make them as the game goes (the default for another board or seed; default: the bundled photos, built in)`,
			`dossier de photos (table/, sheets/) comme celles fournies, ou "generate" pour les faire au fil de la partie (le choix par défaut pour un autre plateau ou une autre graine ; par défaut : les photos fournies, intégrées au programme)`},
		lang.Text{"with generated photos: also write them into this folder (table/, sheets/)", "avec des photos générées : les écrire aussi dans ce dossier (table/, sheets/)"},
		lang.Text{"LED map file (default: the board's .leds file beside it, if any)", "fichier de correspondance des LED (par défaut : le fichier .leds du plateau, à côté de lui, s'il y en a un)"},

		// print: the page (print.go), board, tags, sheets
		lang.Text{"paper size: a4 or letter", "format du papier : a4 ou letter"},
		lang.Text{"blank margin all round each sheet, mm", "marge blanche autour de chaque feuille, en mm"},
		lang.Text{"PDF file to write; - for standard output", "fichier PDF à écrire ; - pour la sortie standard"},
		lang.Text{"send the PDF to this CUPS printer (lp -d NAME)", "envoyer le PDF à cette imprimante CUPS (lp -d NOM)"},
		lang.Text{"side of a tile, mm", "côté d'une dalle, en mm"},
		lang.Text{"which layout of the board to print, from 1", "quelle configuration du plateau imprimer, à partir de 1"},
		lang.Text{"overlap between neighbouring sheets, mm", "recouvrement entre feuilles voisines, en mm"},
		lang.Text{"also draw the whole board into this PNG file", "dessiner aussi le plateau entier dans ce fichier PNG"},
		lang.Text{"resolution of the PNG, dots per inch", "résolution du PNG, en points par pouce"},
		lang.Text{"game the tags belong to: its name or its tags' code (netzwerk or netz)", "le jeu des étiquettes : son nom ou le code de ses étiquettes (netzwerk ou netz)"},
		lang.Text{"robot tags: 1-6, 1,3,5 or 0 for none", "étiquettes de robot : 1-6, 1,3,5, ou 0 pour aucune"},
		lang.Text{"law tags: 1-3 or 0 for none", "étiquettes de loi : 1-3, ou 0 pour aucune"},
		lang.Text{"battery tags 1..N", "étiquettes de batterie 1..N"},
		lang.Text{"also the four corner markers of a board, at --marker-size", "aussi les quatre repères de coin d'un plateau, à la taille --marker-size"},
		lang.Text{"corner marker size, mm", "taille des repères de coin, en mm"},
		lang.Text{"side of a tag, quiet zone included, mm", "côté d'une étiquette, marge blanche comprise, en mm"},
		lang.Text{"table area the camera sees, mm: WIDTH or WIDTHxHEIGHT", "surface de table que voit la caméra, en mm : LARGEUR ou LARGEURxHAUTEUR"},
		lang.Text{"robots: 1-4 or 1,3 (default: the game's robots, or 1-4 for a board)", "robots : 1-4 ou 1,3 (par défaut : les robots de la partie, ou 1-4 pour un plateau)"},
		lang.Text{"N turns from the first to play, or A-B", "N tours à partir du premier à jouer, ou A-B"},

		// print netzwerk, skirmish, hex
		lang.Text{"squares north to south", "cases du nord au sud"},
		lang.Text{"squares west to east", "cases d'ouest en est"},
		lang.Text{"side of a square field, mm (energy fields, border and tags scale with it)", "côté d'une case, en mm (les cases énergie, la bordure et les étiquettes suivent)"},
		lang.Text{"corner marker size, mm (0: none)", "taille des repères de coin, en mm (0 : aucun)"},
		lang.Text{"tag size, mm (tags)", "taille des étiquettes, en mm (tags)"},
		lang.Text{"side of a robot tag, mm", "côté d'une étiquette de robot, en mm"},
		lang.Text{"mm printed on both of two neighbouring sheets", "mm imprimés sur deux feuilles voisines à la fois"},
		lang.Text{"board: also draw the whole board, pieces at the start, into this PNG file", "board : dessiner aussi le plateau entier, pièces au départ, dans ce fichier PNG"},
		lang.Text{"robot ids, e.g. 1-4 (instead of a game file)", "numéros des robots, par exemple 1-4 (au lieu d'un fichier de partie)"},
		lang.Text{"mm between opposite sides of a hex (default: the board file's hexsize, else 60)", "mm entre deux côtés opposés d'une case hexagonale (par défaut : le hexsize du fichier de plateau, sinon 60)"},

		// tiles
		lang.Text{"the world (its name or ID; default: the current one)", "le monde (son nom ou son numéro ; par défaut : le monde en cours)"},
		lang.Text{"the world (default: the current one)", "le monde (par défaut : le monde en cours)"},
		lang.Text{"the tile set file", "le fichier du jeu de tuiles"},
		lang.Text{"the new tiles' set file", "le fichier du jeu de tuiles des nouvelles tuiles"},
		lang.Text{"the seed of the draws (default: from the clock, printed)", "la graine des tirages (par défaut : d'après l'horloge, et écrite)"},
		lang.Text{"how orientations are rolled: d4, d6 (5 and 6 rolled again) or 2d6 (chance and misfortune)", "comment tirer les orientations : d4, d6 (5 et 6 relancés) ou 2d6 (dé de chance et dé de malheur)"},
		lang.Text{"the first tile, at 0,0 (default: drawn)", "la première tuile, en 0,0 (par défaut : piochée)"},
		lang.Text{"the first tile's orientation (default: rolled)", "l'orientation de la première tuile (par défaut : tirée au dé)"},
		lang.Text{"the world's name (default: tiles-DATE-N)", "le nom du monde (par défaut : tiles-DATE-N)"},
		lang.Text{"a character, `NAME` or NAME@CELL, on the first tile (repeat for each)", "un personnage, `NOM` ou NOM@CASE, sur la première tuile (une option --char par personnage)"},
		lang.Text{"draw the world's map after the events", "dessiner la carte du monde après les événements"},
		lang.Text{"print the world as JSON", "écrire le monde en JSON"},
		lang.Text{"leave out the map", "sans la carte"},
		lang.Text{"export: write the world file here (default: standard output)", "export : écrire le fichier du monde ici (par défaut : la sortie standard)"},
		lang.Text{"print every tile of this set (every print of a generic tile) instead of a world", "imprimer toutes les tuiles de ce jeu de tuiles (chaque exemplaire d'une tuile générique) au lieu d'un monde"},
		lang.Text{"side of a cell, mm", "côté d'une case, en mm"},
		lang.Text{"print only the world's layout sheet", "imprimer seulement la feuille de disposition du monde"},

		// bench, synth
		lang.Text{"games to play; the search takes each side in turn", "parties à jouer ; la recherche prend chaque camp à tour de rôle"},
		lang.Text{"positions the search may look at for each decision", "positions que la recherche peut examiner pour chaque décision"},
		lang.Text{"a game still running after this many turns counts as no result", "une partie qui dure encore après ce nombre de tours compte comme sans résultat"},
		lang.Text{"frames in all, spread over the categories and sizes", "images en tout, réparties entre les catégories et les tailles"},
		lang.Text{"frame sizes", "tailles des images"},
		lang.Text{"the scanner's patch reader: zxing, zxing+zbar (zbar where zxing-cpp reads nothing), zbar or gozxing; default: the build's",
			"le lecteur d'étiquettes du scanner : zxing, zxing+zbar (zbar là où zxing-cpp ne lit rien), zbar ou gozxing ; par défaut : celui de la compilation"},
		lang.Text{"name every frame that is not right", "nommer chaque image mal lue"},
		lang.Text{"the categories measured, by name, comma-separated (default: every one)", "les catégories mesurées, par leur nom, séparées par des virgules (par défaut : toutes)"},
		lang.Text{"tell a game's first frame the camera's field of view, as --fov tells the referee", "donner à la première image d'une partie le champ de vision de la caméra, comme --fov le donne à l'arbitre"},
		lang.Text{"with --fov, the field of view told is off by this many degrees", "avec --fov, le champ de vision donné est faux de ce nombre de degrés"},
		lang.Text{"--categories: no category %q (mecanoid synth --help names them)", "--categories : pas de catégorie %q (mecanoid synth --help les nomme)"},
		lang.Text{"photos larger than this are scaled down to it (longer side, pixels; 0: never)", "les photos plus grandes sont réduites à cette taille (grand côté, en pixels ; 0 : jamais)"},
		lang.Text{"do not run zbarimg", "ne pas lancer zbarimg"},
		lang.Text{"name every photo a decoder misses or misreads", "nommer chaque photo qu'un décodeur ne lit pas ou lit mal"},
		lang.Text{"clips, each a robot carried to another cell", "clips vidéo, chacun un robot porté sur une autre case"},
		lang.Text{"frame size: 1080p, hq or WxH", "taille des images : 1080p, hq ou LxH"},
		lang.Text{"frames a second", "images par seconde"},
		lang.Text{"first seed", "première graine"},
		lang.Text{"kind of photo: easy, perspective, lighting, blur-noise, occlusion, hard, law-glare, corner-robot, far-tilt, edge-robots, far-marker, wide-lens",
			"genre de photo : easy, perspective, lighting, blur-noise, occlusion, hard, law-glare, corner-robot, far-tilt, edge-robots, far-marker, wide-lens"},
		lang.Text{"how many photos", "nombre de photos"},
		lang.Text{"folder to write into", "dossier où écrire"},
		lang.Text{"frame size: 1080p (1920x1080), hq (4056x3040, Raspberry Pi HQ camera) or WxH", "taille des images : 1080p (1920x1080), hq (4056x3040, caméra HQ du Raspberry Pi) ou LxH"},
	)
}

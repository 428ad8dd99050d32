package hexprog

import "mecanoid/internal/lang"

// The words of `mecanoid resolve` of a hex game (resolved.go).
func init() {
	lang.Add(
		lang.Text{"a hex programming game board", "un plateau du jeu de programmation sur hexagones"}, // a photo of this game given to another (tag.RegisterTitle)
		lang.Text{"Hex programming game: %s (%dx%d hexes), %s, %s", "Jeu de programmation sur hexagones : %s (%dx%d cases), %s, %s"},
		lang.Text{"Settings: %d steps, %d shots, %d signals, shapes block: %s", "Réglages : %d pas, %d tirs, %d signaux, les formes bloquent : %s"},
		lang.Text{"reach %v", "atteindre %v"},
		lang.Text{"have robots left after round %d", "avoir encore des robots après la manche %d"},
		lang.Text{"Goal: %s", "But : %s"},
		lang.Text{"Programs:", "Programmes :"},
		lang.Text{"Start %s", "Départ %s"},
		lang.Text{"State %s", "État %s"},
		lang.Text{"Stopped after round %d: the game is not over.", "Arrêt après la manche %d : la partie n'est pas finie."},
		lang.Text{"Round %d", "Manche %d"},
		lang.Text{"after round %d and %s of round %d", "après la manche %d et %s de la manche %d"},
		lang.Text{"after round %d", "après la manche %d"},
		lang.Text{", game over: nobody wins", ", partie finie : personne ne gagne"},
		lang.Text{", game over: won by %s", ", partie finie : gagnée par %s"},
		lang.Text{"%s: %s left", "%s : %s"},
		lang.Text{"%v facing %d", "%v face à %d"},
		lang.Text{"out (at %v)", "hors jeu (en %v)"},
		lang.Text{"pointer %2d/%d", "pointeur %2d/%d"},
		lang.Text{"shots %d/%d", "tirs %d/%d"},
		lang.Text{"lost %s", "perdus %s"},
	)
	lang.AddPlural(
		lang.Plural{Key: "%d players", Arg: 1, En: "%d player|%d players", Fr: "%d joueur|%d joueurs"},
		lang.Plural{Key: "%d signals", Arg: 1, En: "%d signal|%d signals", Fr: "%d signal restant|%d signaux restants"},
	)
}

// The hex programming game at the table (moved from referee/messages_games.go):
// the adapter's lines, the rules it names, the engine's events, notes and
// refusals of signals, said again in French.
func init() {
	// The rules its steps name, as the terminal writes them after a step ("(capture)").
	for rule, fr := range map[string]string{
		"turn-order": "ordre du tour", "pointer": "pointeur", "rotation": "rotation", "occupied": "case occupée",
		"obstacle": "obstacle", "lake": "lac", "board-edge": "bord du plateau", "lightning": "éclair", "shot": "tir",
		"shot-limit": "tirs limités", "self-destruct": "autodestruction", "test": "test", "reset": "RAZ", "goto": "saut de programme",
		"empty-step": "case vide", "destroyed-instruction": "instruction détruite", "loop": "boucle", "signal": "signal radio",
		"goal": "but",
	} {
		lang.Add(lang.Text{"(" + rule + ")", "(" + fr + ")"})
	}
	// The hex programming game: the adapter.
	lang.Add(
		lang.Text{"hex programming game on %s, carried on after round %d\n%s", "jeu de programmation hexagonal sur %s, repris après la manche %d\n%s"},
		lang.Text{"%s of %s on %v facing %s", "%s de %s sur %v, orienté %s"},
		lang.Text{" (the setup file says %v facing %s)", " (le fichier de mise en place dit %v, orienté %s)"},
		lang.Text{"hex programming game on %s: %d robots\n  %s\n%s", "jeu de programmation hexagonal sur %s : %d robots\n  %s\n%s"},
		lang.Text{"%s; game over in round %d", "%s ; partie finie à la manche %d"},
		lang.Text{"%s (%d)", "%s (%d)"},
		lang.Text{"N", "N"}, lang.Text{"NE", "NE"}, lang.Text{"SE", "SE"}, lang.Text{"S", "S"}, lang.Text{"SW", "SO"}, lang.Text{"NW", "NO"},
		lang.Text{"%s: not a piece of this game: take it off the board", "%s : pas une pièce de ce jeu : retirez-la du plateau"},
		lang.Text{"robot %d: on hex [%d,%d], but it is out of play: take it off the board", "robot %d : sur la case [%d,%d], mais il est hors jeu : retirez-le du plateau"},
		lang.Text{"robot %d: not on the board: put it on %v facing %s", "robot %d : pas sur le plateau : posez-le sur %v, orienté %s"},
		lang.Text{"robot %d: on hex [%d,%d] facing %s, should be on %v facing %s", "robot %d : sur la case [%d,%d], orienté %s, il devrait être sur %v, orienté %s"},
		lang.Text{"robot %d: on hex [%d,%d], but it is not in this game: take it off the board", "robot %d : sur la case [%d,%d], mais il n'est pas dans cette partie : retirez-le du plateau"},
		lang.Text{"%s: out of play at %v: take it off the board", "%s : hors jeu en %v : retirez-le du plateau"},
		lang.Text{"%s: %v → %v, and turn it to face %s", "%s : %v → %v, et tournez-le vers %s"},
		lang.Text{"%s: %v → %v, still facing %s", "%s : %v → %v, toujours orienté %s"},
		lang.Text{"%s: on %v, turn it from %s to %s", "%s : sur %v, tournez-le de %s vers %s"},
		lang.Text{"an unnamed board", "un plateau sans nom"},
		lang.Text{"nobody wins", "personne ne gagne"},
		lang.Text{"%s win", "%s gagnent"},
		lang.Text{"%s wins", "%s gagne"},
		lang.Text{"round %d: no robot moves on the table", "manche %d : aucun robot ne bouge sur la table"},
		lang.Text{"no signal opened", "aucun signal ouvert"},
		lang.Text{"signals from the game file: %s", "signaux du fichier de partie : %s"},
		lang.Text{"round %d: %s", "manche %d : %s"},
		lang.Text{"the robots play their programs", "les robots jouent leurs programmes"},
		lang.Text{"the robots play their programs (no signal can be opened in round 1)", "les robots jouent leurs programmes (aucun signal ne s'ouvre à la manche 1)"},
		lang.Text{"%s %d left", "%s : %d restants"},
		lang.Text{"round %d: radio signals, in secret (%s): \"none\" or robot and step, as \"R3 7\"", "manche %d : signaux radio, en secret (%s) : « aucun » ou le robot et le pas, comme « R3 7 »"},
		lang.Text{`a radio signal for one of your robots, as "R3 7" (robot 3 plays step 7), or none`, "un signal radio pour un de vos robots, comme « R3 7 » (le robot 3 joue le pas 7), ou « aucun »"},
		lang.Text{"%s is not asked for a signal", "on ne demande pas de signal à %s"},
	)
	// The hex programming game: the engine's events (hexprog.Event.Text).
	lang.Add(
		lang.Text{"step %d %s: ", "pas %d %s : "},
		lang.Text{"%s opens a signal: %s plays step %d instead of its program; the pointer stays", "%s ouvre un signal : %s joue le pas %d au lieu de son programme ; le pointeur ne bouge pas"},
		lang.Text{"%s opens a signal for %s (step %d), which is out of play: the signal is spent", "%s ouvre un signal pour %s (pas %d), qui est hors jeu : le signal est perdu"},
		lang.Text{"%s asks test %d: %s → step %d", "%s pose le test %d : %s → pas %d"},
		lang.Text{"%s goes to step %d", "%s va au pas %d"},
		lang.Text{"%s resets its pointer to the start", "%s remet son pointeur au départ"},
		lang.Text{"%s reads an empty box and does nothing", "%s lit une case vide et ne fait rien"},
		lang.Text{"%s reads a destroyed instruction and does nothing", "%s lit une instruction détruite et ne fait rien"},
		lang.Text{"%s comes back to step %d without acting: it would loop forever, so it does nothing", "%s revient au pas %d sans avoir agi : il tournerait en rond, il ne fait rien"},
		lang.Text{"%s moves %v → %v", "%s va de %v à %v"},
		lang.Text{"%s does not move from %v: %s", "%s ne bouge pas de %v : %s"},
		lang.Text{"%s is eliminated at %v: %s", "%s est éliminé en %v : %s"},
		lang.Text{"%s enters the lightning hex %v: step %d is destroyed", "%s entre dans la case éclair %v : le pas %d est détruit"},
		lang.Text{"%s turns from direction %d to %d", "%s tourne de la direction %d à la direction %d"},
		lang.Text{"%s fires towards direction %d", "%s tire vers la direction %d"},
		lang.Text{" and hits nothing", " et ne touche rien"},
		lang.Text{"%s has no shot left: nothing happens", "%s n'a plus de tir : rien ne se passe"},
		lang.Text{"%s is destroyed at %v (%s)", "%s est détruit en %v (%s)"},
		lang.Text{"%s loses step %d, under its pointer (%s)", "%s perd le pas %d, sous son pointeur (%s)"},
		lang.Text{"%s loses nothing: %s", "%s ne perd rien : %s"},
		lang.Text{"%s self-destructs at %v", "%s s'autodétruit en %v"},
		lang.Text{"%s reaches the goal %v", "%s atteint le but %v"},
		lang.Text{"the game is over: nobody wins", "la partie est finie : personne ne gagne"},
		lang.Text{"the game is over: %s wins", "la partie est finie : %s gagne"},
		lang.Text{"the game is over: %s win", "la partie est finie : %s gagnent"},
	)
	lang.AddPlural(
		lang.Plural{Key: " and hits %s at %d hex(es)", Arg: 2, En: " and hits %s at %d hex| and hits %s at %d hexes", Fr: " et touche %s à %d case| et touche %s à %d cases"},
		lang.Plural{Key: " (%d shot(s) left)", Arg: 1, En: " (%d shot left)| (%d shots left)", Fr: " (%d tir restant)| (%d tirs restants)"},
	)
	lang.Add(
		lang.Text{"yes", "oui"},
		lang.Text{"no", "non"},
		lang.Text{"the program has %d steps", "le programme a %d pas"},
		lang.Text{"round %d was the last", "la manche %d était la dernière"},
		lang.Text{"shot by %s", "tir de %s"},
		lang.Text{"explosion of %s", "explosion de %s"},
		lang.Text{"its pointer is still on the start box", "son pointeur est encore sur la case départ"},
		lang.Text{"step %d under its pointer was already destroyed", "le pas %d sous son pointeur était déjà détruit"},
		lang.Text{"%v is taken by %s", "%v est occupée par %s"},
		lang.Text{"%v is a %s square, an obstacle", "%v est un carré %s, un obstacle"},
		lang.Text{"%v is a %s triangle, an obstacle", "%v est un triangle %s, un obstacle"},
		lang.Text{"%v is a %s circle, an obstacle", "%v est un cercle %s, un obstacle"},
		lang.Text{"%v is a %s, an obstacle", "%v est un %s, un obstacle"},
		lang.Text{"it goes into a lake", "il tombe dans un lac"},
		lang.Text{"it leaves the board", "il sort du plateau"},
		lang.Text{"no robot is left", "il ne reste aucun robot"},
		lang.Text{"the only player with robots left", "seul joueur à qui il reste des robots"},
		lang.Text{"red", "rouge"}, lang.Text{"blue", "bleu"}, lang.Text{"green", "vert"}, lang.Text{"yellow", "jaune"},
		lang.Text{"violet", "violet"}, lang.Text{"orange", "orange"}, lang.Text{"black", "noir"}, lang.Text{"white", "blanc"},
		lang.Text{"pink", "rose"},
		lang.Text{"the game has ended", "la partie est finie"},
		lang.Text{"no player %d", "pas de joueur %d"},
		lang.Text{"robot %d belongs to %s: a player signals his own robots", "le robot %d est à %s : un joueur n'envoie de signal qu'à ses robots"},
		lang.Text{"round %d: %s has already played this round", "manche %d : %s a déjà joué cette manche"},
		lang.Text{"round %d: a signal for robot %d, which is not in the game", "manche %d : un signal pour le robot %d, qui n'est pas dans la partie"},
		lang.Text{"round %d: a signal for robot %d names step %d; a signal is a number 1..%d", "manche %d : un signal pour le robot %d nomme le pas %d ; un signal est un nombre de 1 à %d"},
		lang.Text{"round 1: a signal is laid at the end of a player's turn and opened at the start of his next one, so none can be opened in round 1", "manche 1 : un signal est posé à la fin du tour d'un joueur et ouvert au début de son tour suivant : aucun ne s'ouvre à la manche 1"},
		lang.Text{"round %d: %s has no signal left (%d a game)", "manche %d : %s n'a plus de signal (%d par partie)"},
		lang.Text{"round %d: %s has already played this round; its signal for robot %d comes too late", "manche %d : %s a déjà joué cette manche ; son signal pour le robot %d vient trop tard"},
		lang.Text{"round %d: %s opens two signals (robots %d and %d); one a turn", "manche %d : %s ouvre deux signaux (robots %d et %d) ; un par tour"},
		lang.Text{"round %d: it is %s's turn; robot %d belongs to %s", "manche %d : c'est le tour de %s ; le robot %d est à %s"},
		lang.Text{"a signal for round %d, but the game ended in round %d", "un signal pour la manche %d, mais la partie a fini à la manche %d"},
		lang.Text{`%q: answer "none", or the robot and the step, as "R3 7" (robot 3 plays step 7)`, "%q : répondez « aucun », ou le robot et le pas, comme « R3 7 » (le robot 3 joue le pas 7)"},
		lang.Text{"%q: numbers too large", "%q : nombres trop grands"},
		// Its pieces as the table shows them.
		lang.Text{"%s (%s) is not a piece of the hex programming game: take it off the board", "%s (%s) n'est pas une pièce du jeu de programmation hexagonal : retirez-la du plateau"},
		lang.Text{"%s faces %q, not one of the six directions: is the scanner's layout a hex board?", "%s est orienté %q, pas dans une des six directions : le plan du lecteur est-il un plateau hexagonal ?"},
		lang.Text{"robot %d is on the table at %v but has no program in the setup file: take it off, or add it to the file", "le robot %d est sur la table en %v mais n'a pas de programme dans le fichier de mise en place : retirez-le, ou ajoutez-le au fichier"},
		lang.Text{"game over", "partie finie"},
	)
}

// The words of its referee's end and of the PDFs its print verbs write.
func init() {
	lang.Add(
		lang.Text{"stopped after round %d", "arrêté après la manche %d"},
		lang.Text{"leave the robots as they stand", "laissez les robots où ils sont"},
		lang.Text{" (each player may send his signals from a phone, in secret)", " (chaque joueur peut envoyer ses signaux depuis un téléphone, en secret)"},
		lang.Text{"board %s on %s plus a cover", "plateau %s sur %s, plus une couverture"},
	)
	lang.AddPlural(
		lang.Plural{Key: "%d robot tags", Arg: 1, En: "1 robot tag|%d robot tags", Fr: "%d étiquette de robot|%d étiquettes de robot"},
		lang.Plural{Key: "%d robot sheets", Arg: 1, En: "1 robot sheet|%d robot sheets", Fr: "%d feuille de robot|%d feuilles de robot"},
	)
}

// What its commands do, as their help and mecanoid --help say it.
func init() {
	lang.Add(
		lang.Text{"print a hex board at true scale, program sheets or robot tags for the hex programming game (docs/hexprog-format.md)", "imprimer un plateau hexagonal à l'échelle, des feuilles de programme ou des étiquettes de robot pour le jeu de programmation hexagonal (docs/hexprog-format.md)"},
	)
}

// What its printed pages say (print.go): the board's cover, the program
// sheets and the robot tags, and what is wrong with their settings.
func init() {
	lang.Add(
		lang.Text{"%d x %d hexes of %g mm (side to side): playing area %.0f x %.0f mm; %s, %g mm overlaps",
			"%d x %d cases hexagonales de %g mm (d'un côté à l'autre) : aire de jeu de %.0f x %.0f mm ; %s, recouvrements de %g mm"},
		lang.Text{"1. Print at 100 %% (\"actual size\"): the bar below must measure 100 mm.",
			"1. Imprimez à 100 %% (« taille réelle ») : la barre ci-dessous doit mesurer 100 mm."},
		lang.Text{"2. Cut each sheet on its dashed lines (top and left edges, except on the first row and column),",
			"2. Découpez chaque feuille sur ses pointillés (bords du haut et de gauche, sauf sur la première rangée et la première colonne),"},
		lang.Text{"    lay it over the sheet to its left and the one above, the halves of the alignment marks meeting, and tape.",
			"    posez-la sur la feuille de gauche et celle du dessus, les moitiés des repères d'alignement bout à bout, et scotchez."},
		lang.Text{"3. Directions: 1 is north (the top of the board), then 2..6 clockwise, as the orientation hexes show.",
			"3. Directions : 1 est le nord (le haut du plateau), puis 2 à 6 dans le sens horaire, comme le montrent les hexagones d'orientation."},
		lang.Text{"4. The four corner markers must stay flat and in the camera's view: the referee finds the board by them.",
			"4. Les quatre repères de coin doivent rester à plat et dans le champ de la caméra : l'arbitre repère le plateau grâce à eux."},
		lang.Text{"player: %s", "joueur : %s"},
		lang.Text{"   board: %s", "   plateau : %s"},
		// The program starts at its start box.
		lang.Text{"start", "début"},
		lang.Text{"Tests (questions answered yes or no; yes: next step, no: skip one):",
			"Tests (questions à réponse oui ou non ; oui : pas suivant, non : on saute un pas) :"},
		lang.Text{"Shots (%d):", "Tirs (%d) :"},
		lang.Text{"Signals (%d):", "Signaux (%d) :"},
		lang.Text{"D±1 D±2 move, R±1 R±2 turn (+ clockwise), T shoot, * self-destruct, ?n test, RAZ back to start, Gx go to step x, . empty",
			"D±1 D±2 déplacement, R±1 R±2 rotation (+ sens horaire), T tir, * autodestruction, ?n test, RAZ remise à zéro, Gx va au pas x, . vide"},
		lang.Text{"robot %d (%s) ↑ front", "robot %d (%s) ↑ avant"},
	)
	lang.Add(
		lang.Text{"hexes of %g mm; %g..%g mm (a robot and its tag stand on one)", "cases de %g mm ; de %g à %g mm (un robot et son étiquette tiennent sur une case)"},
		lang.Text{"no robot to print a program sheet for", "aucun robot dont imprimer la feuille de programme"},
		lang.Text{"program sheets hold 1..30 steps, not %d", "une feuille de programme a de 1 à 30 pas, pas %d"},
		lang.Text{"tags of %g mm; %g..%g mm", "étiquettes de %g mm ; de %g à %g mm"},
		lang.Text{"no robot tag to print", "aucune étiquette de robot à imprimer"},
	)
}

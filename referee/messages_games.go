package referee

import "mecanoid/internal/lang"

// The words of Netzwerk, the skirmish and the hex programming game at the
// table (docs/languages.md): their adapters' lines and their engines'
// events and refusals, said again in French.

// Says is the printer of the table's language.
func Says(l lang.Lang) *lang.Printer {
	if l == "" {
		l = lang.Default
	}
	return l.Printer()
}

// TableErr is the table refused (ErrTable) saying msg: its Error is the
// English, SayError says it in any language.
func TableErr(msg lang.Msg) error {
	return refusal{m: msg, err: ErrTable, head: "referee: table: "}
}

func init() {
	// The rules the three games' steps name, as the terminal writes them
	// after a step ("(capture)"; DR2D's, referee/messages.go, are shared:
	// "(move)", "(end-of-game)").
	for rule, fr := range map[string]string{
		// Netzwerk
		"setup": "mise en place", "turn": "tour", "robot-move": "déplacement des robots", "energy": "énergie", "jump": "saut",
		"capture": "capture", "battery-move": "déplacement des batteries", "control": "contrôle des batteries",
		"far-row": "dernière ligne", "all-captured": "tous capturés", "blocked": "bloqué", "must-capture": "capture obligatoire",
		"shared-batteries": "batteries partagées",
		// the skirmish
		"call": "appel", "action": "action", "fire": "tir", "damage": "dégâts", "end-commander": "chute du commandeur",
		"end-rounds": "fin des manches",
		// the hex programming game
		"turn-order": "ordre du tour", "pointer": "pointeur", "rotation": "rotation", "occupied": "case occupée",
		"obstacle": "obstacle", "lake": "lac", "board-edge": "bord du plateau", "lightning": "éclair", "shot": "tir",
		"shot-limit": "tirs limités", "self-destruct": "autodestruction", "test": "test", "reset": "RAZ", "goto": "saut de programme",
		"empty-step": "case vide", "destroyed-instruction": "instruction détruite", "loop": "boucle", "signal": "signal radio",
		"goal": "but",
	} {
		lang.Add(lang.Text{"(" + rule + ")", "(" + fr + ")"})
	}
	lang.Add(
		lang.Text{"turn", "tour"},
		lang.Text{"round", "manche"},
		lang.Text{"%s: %s", "%s : %s"},
		lang.Text{"%s and %s", "%s et %s"},
		lang.Text{"player %d", "joueur %d"},
		lang.Text{"robot %d", "robot %d"},
		lang.Text{" (%s)", " (%s)"},
		lang.Text{"north", "nord"},
		lang.Text{"east", "est"},
		lang.Text{"south", "sud"},
		lang.Text{"west", "ouest"},
	)

	// Netzwerk: the adapter.
	lang.Add(
		lang.Text{"Netzwerk %s: %d robots and %d batteries on the board, player %d to play\n%s", "Netzwerk %s : %d robots et %d batteries sur le plateau, au joueur %d de jouer\n%s"},
		lang.Text{"player %d wins (%s)", "le joueur %d gagne (%s)"},
		lang.Text{"%s; game over after %d turns", "%s ; partie finie après %d tours"},
		lang.Text{"%s (%s) is not a piece of the hex programming game: take it off the board", "%s (%s) n'est pas une pièce du jeu de programmation hexagonal : retirez-la du plateau"},
		lang.Text{"%s faces %q, not one of the six directions: is the scanner's layout a hex board?", "%s est orienté %q, pas dans une des six directions : le plan du lecteur est-il un plateau hexagonal ?"},
		lang.Text{"robot %d is on the table at %v but has no program in the setup file: take it off, or add it to the file", "le robot %d est sur la table en %v mais n'a pas de programme dans le fichier de mise en place : retirez-le, ou ajoutez-le au fichier"},
		lang.Text{"%s (%s) is not a Netzwerk piece: take it off the board", "%s (%s) n'est pas une pièce de Netzwerk : retirez-la du plateau"},
		lang.Text{"turn %d: player %d to play (robots %s): move robots, then batteries; press Enter when done", "tour %d : au joueur %d de jouer (robots %s) : déplacez les robots, puis les batteries ; appuyez sur Entrée quand c'est fait"},
		lang.Text{"turn %d: player %d has played", "tour %d : le joueur %d a joué"},
		lang.Text{"the table does not show a Netzwerk position: fix it and press Enter", "la table ne montre pas une position de Netzwerk : corrigez-la et appuyez sur Entrée"},
		lang.Text{"nothing has moved on the table: turn %d is player %d's; press Enter when done", "rien n'a bougé sur la table : le tour %d est au joueur %d ; appuyez sur Entrée quand c'est fait"},
		lang.Text{"turn %d, player %d: %s", "tour %d, joueur %d : %s"},
		lang.Text{"illegal turn: %s\nput the pieces back as they were before turn %d:\n  %s", "tour illégal : %s\nremettez les pièces comme avant le tour %d :\n  %s"},
		lang.Text{"turn %d: the pieces put back", "tour %d : les pièces remises en place"},
		lang.Text{"player %d, play turn %d again", "joueur %d, rejouez le tour %d"},
		lang.Text{"%s [rule: %s]", "%s [règle : %s]"},
		lang.Text{"square [%s]", "case [%s]"},
		lang.Text{"corner", "énergie"},
		lang.Text{"square", "case"},
		lang.Text{"corner [%s]", "case énergie [%s]"},
		lang.Text{"robot %d: not on the board: put it back on %s", "robot %d : pas sur le plateau : remettez-le sur la %s"},
		lang.Text{"battery %d: not on the board: put it back on %s", "batterie %d : pas sur le plateau : remettez-la sur la %s"},
		lang.Text{"robot %d: on %s, should not be on the board: take it off", "robot %d : sur la %s, il ne devrait pas être sur le plateau : retirez-le"},
		lang.Text{"battery %d: on %s, should not be on the board: take it off", "batterie %d : sur la %s, elle ne devrait pas être sur le plateau : retirez-la"},
		lang.Text{"robot %d: on %s, put it back on %s", "robot %d : sur la %s, remettez-le sur la %s"},
		lang.Text{"battery %d: on %s, put it back on %s", "batterie %d : sur la %s, remettez-la sur la %s"},
		// The rules, as the engine names them (netzwerk.Rule...).
		lang.Text{"setup", "mise en place"},
		lang.Text{"robot-move", "déplacement des robots"},
		lang.Text{"energy", "énergie"},
		lang.Text{"jump", "saut"},
		lang.Text{"capture", "capture"},
		lang.Text{"battery-move", "déplacement des batteries"},
		lang.Text{"control", "contrôle des batteries"},
		lang.Text{"far-row", "dernière ligne"},
		lang.Text{"all-captured", "tous capturés"},
		lang.Text{"blocked", "bloqué"},
		lang.Text{"must-capture", "capture obligatoire"},
		lang.Text{"shared-batteries", "batteries partagées"},
		// What the engine refuses to play (sentinel.Errorf).
		lang.Text{"%s has won (%s)", "le %s a gagné (%s)"},
		lang.Text{"%s has already won (%s)", "le %s a déjà gagné (%s)"},
		lang.Text{"%s won with the action before; nothing may follow", "le %s a gagné à l'action d'avant : rien ne peut suivre"},
		lang.Text{"the position is in the middle of a turn", "la position est au milieu d'un tour"},
		lang.Text{"the position before is in the middle of a turn", "la position d'avant est au milieu d'un tour"},
		lang.Text{"boards differ: %dx%d before, %dx%d after", "les plateaux diffèrent : %dx%d avant, %dx%d après"},
	)
	// Netzwerk: the engine's events (netzwerk.Event.Text).
	lang.Add(
		lang.Text{"turn %d, player %d to play: every battery is charged", "tour %d, au joueur %d de jouer : toutes les batteries sont chargées"},
		lang.Text{", jumping over robot %s", ", en sautant par-dessus le robot %s"},
		lang.Text{"robot %d captures robot %d at %v and stops", "le robot %d capture le robot %d en %v et s'arrête"},
		lang.Text{"battery %d moves %v → %v", "la batterie %d va de %v à %v"},
		lang.Text{", jumping over battery %d", ", en sautant par-dessus la batterie %d"},
		lang.Text{", jumping over batteries %s", ", en sautant par-dessus les batteries %s"},
		lang.Text{"player %d ends turn %d", "le joueur %d finit le tour %d"},
		lang.Text{"player %d wins: %s", "le joueur %d gagne : %s"},
	)
	lang.AddPlural(lang.Plural{Key: "robot %d moves %v → %v for %d battery(ies) (%s)", Arg: 4,
		En: "robot %d moves %v → %v for %d battery (%s)|robot %d moves %v → %v for %d batteries (%s)",
		Fr: "le robot %d va de %v à %v pour %d batterie (%s)|le robot %d va de %v à %v pour %d batteries (%s)"})

	// The skirmish: the adapter.
	lang.Add(
		lang.Text{"%s (%s) on %s is not a skirmish robot: take it off the map", "%s (%s) sur %s n'est pas un robot de l'escarmouche : retirez-le de la carte"},
		lang.Text{"%s is on no plot (%s)", "%s n'est sur aucun plot (%s)"},
		lang.Text{"robot %d: on plot %s, but not in this game: take it off the map", "robot %d : sur le plot %s, mais pas dans cette partie : retirez-le de la carte"},
		lang.Text{"%s: on plot %s, but destroyed: take it off the map", "%s : sur le plot %s, mais détruit : retirez-le de la carte"},
		lang.Text{"%s: on plot %s, but waits in %s's garage: take it off the map", "%s : sur le plot %s, mais il attend au garage de l'équipe %s : retirez-le de la carte"},
		lang.Text{"%s: not seen on the map: put it on plot %s", "%s : pas vu sur la carte : posez-le sur le plot %s"},
		lang.Text{"%s: on plot %s, should be on plot %s", "%s : sur le plot %s, il devrait être sur le plot %s"},
		lang.Text{"destroyed on plot %s: take it off the map", "détruit sur le plot %s : retirez-le de la carte"},
		lang.Text{"called and destroyed in the same turn: it stays off the map", "appelé et détruit dans le même tour : il reste hors de la carte"},
		lang.Text{"called from %s's garage: put it on plot %s", "appelé du garage de l'équipe %s : posez-le sur le plot %s"},
		lang.Text{"from plot %s to plot %s", "du plot %s au plot %s"},
		lang.Text{"refused (rule: %s): %s; nothing was played, give the whole turn again", "refusé (règle : %s) : %s ; rien n'a été joué, redonnez tout le tour"},
		lang.Text{"action %d (%q): %s", "action %d (%q) : %s"},
		lang.Text{"a skirmish map", "une carte d'escarmouche"},
		lang.Text{"Skirmish on %s (%d plots, %d bridges): %s against %s, %d robots on the map; %s", "Escarmouche sur %s (%d plots, %d ponts) : %s contre %s, %d robots sur la carte ; %s"},
		lang.Text{"%s; game over in round %d (robots left: %s %d, %s %d; lost: %s %d, %s %d; wounded: %s %d, %s %d)", "%s ; partie finie à la manche %d (robots en fonctionnement : %s %d, %s %d ; perdus : %s %d, %s %d ; blessés : %s %d, %s %d)"},
		lang.Text{"%d on %s", "%d sur %s"},
		lang.Text{"empty", "vide"},
		lang.Text{"round %d, turn %d: %s to play: up to %d calls (onto a free plot next to the commander, robot %d on %s) and %d actions\n  on the map: %s\n  garage: %s", "manche %d, tour %d : à %s de jouer : jusqu'à %d appels (sur un plot libre à côté du commandeur, le robot %d sur %s) et %d actions\n  sur la carte : %s\n  garage : %s"},
		lang.Text{`your turn's calls and actions, separated by ";" (e.g. "call 4 A1; 2: A3 fire 13"), or "pass"`, "les appels et les actions de votre tour, séparés par « ; » (par exemple « call 4 A1; 2: A3 fire 13 »), ou « pass »"},
		lang.Text{"no action", "aucune action"},
		lang.Text{"turn %d, %s: %s", "tour %d, %s : %s"},
		lang.Text{"nothing to move: press Enter to check the table", "rien à bouger : appuyez sur Entrée pour vérifier la table"},
		// The rules a refused action breaks (the engine's sentinels).
		lang.Text{"illegal action", "action illégale"},
		lang.Text{"bad action notation", "action mal écrite"},
		lang.Text{"no actions left", "plus d'action"},
		lang.Text{"robot already acted this turn", "robot qui a déjà agi ce tour-ci"},
		lang.Text{"no such robot", "robot inconnu"},
		lang.Text{"not your robot", "pas votre robot"},
		lang.Text{"robot not on the field", "robot pas sur le terrain"},
		lang.Text{"robot not in the garage", "robot pas au garage"},
		lang.Text{"no such plot", "plot inconnu"},
		lang.Text{"not next to the commander", "pas à côté du commandeur"},
		lang.Text{"plot taken", "plot occupé"},
		lang.Text{"no move", "pas de déplacement"},
		lang.Text{"too far", "trop loin"},
		lang.Text{"no such weapon", "arme inconnue"},
		lang.Text{"weapon already fired its rate", "fréquence de tir atteinte"},
		lang.Text{"no such target", "cible inconnue"},
		lang.Text{"friendly fire", "tir sur son équipe"},
		lang.Text{"out of range", "hors de portée"},
		lang.Text{"not this team's turn", "pas le tour de cette équipe"},
		lang.Text{"game over", "partie finie"},
	)
	// The skirmish: the engine's events (skirmish.Event.Text).
	lang.Add(
		lang.Text{"%s is called from the garage onto %s (%s)", "%s est appelé du garage sur %s (%s)"},
		lang.Text{"%s acts from %s (%s)", "%s agit depuis %s (%s)"},
		lang.Text{"%s moves %s → %s: %s, %d left", "%s va de %s à %s : %s, reste %d"},
		lang.Text{"%s fires %s (shot %d) from %s at %s on %s, %s away: %d damage - %d armour = %d; structure %d → %d", "%s tire (%s, tir %d) de %s vers %s en %s, à %s : %d dégâts - %d blindage = %d ; structure %d → %d"},
		lang.Text{"%s is destroyed by %s; plot %s is free", "%s est détruit par %s ; le plot %s est libre"},
		lang.Text{"%s's turn ends (%s)", "fin du tour de l'équipe %s (%s)"},
		lang.Text{"%s's turn ends", "fin du tour de l'équipe %s"},
		lang.Text{"round %d ends", "fin de la manche %d"},
		lang.Text{"game over: %s", "partie finie : %s"},
		lang.Text{"round %d, game over: %s\n", "manche %d, partie finie : %s\n"},
		lang.Text{"round %d, %s to play\n", "manche %d, à %s de jouer\n"},
		lang.Text{"  %s (commander: robot %d)\n", "  %s (commandeur : robot %d)\n"},
		lang.Text{"destroyed", "détruit"},
		lang.Text{"garage", "garage"},
		lang.Text{"%-38s %-10s %d/%d structure", "%-38s %-10s structure %d/%d"},
	)
	lang.AddPlural(lang.Plural{Key: "%d bridges", Arg: 1, En: "%d bridge|%d bridges", Fr: "%d pont|%d ponts"}) // as print says it

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
}

// The Netzwerk engine's win notes and refusals (netzwerk.Event.NoteMsg,
// netzwerk.RuleError.Why).
func init() {
	lang.Add(
		lang.Text{"%s has no robot left", "il ne reste aucun robot au %s"},
		lang.Text{"%s cannot move any robot at the start of turn %d", "le %s ne peut déplacer aucun robot au début du tour %d"},
		lang.Text{"it is %s's turn, not %s's", "c'est au tour du %s, pas du %s"},
		lang.Text{"%s won with the move of robot %d; no battery may move after the game is won (%s)", "le %s a gagné avec le coup du robot %d ; aucune batterie ne bouge après la victoire (%s)"},
		lang.Text{"robot %d appeared at [%d,%d]; captured robots do not come back", "le robot %d est apparu en [%d,%d] ; un robot capturé ne revient pas"},
		lang.Text{"robot %d of %s left the board from [%d,%d]; a player's robots cannot be captured in his own turn", "le robot %d du %s a quitté le plateau depuis [%d,%d] ; on ne perd pas de robot pendant son propre tour"},
		lang.Text{"robot %d was taken off %v, but no robot of %s ended there to capture it", "le robot %d a été retiré de %v, mais aucun robot du %s n'y est arrivé pour le capturer"},
		lang.Text{"robot %d of %s moved [%d,%d]→[%d,%d] during %s's turn", "le robot %d du %s a bougé de [%d,%d] à [%d,%d] pendant le tour du %s"},
		lang.Text{"robot %d moved diagonally: %v→%v; robots move in a straight line, forward or sideways", "le robot %d a bougé en diagonale : %v→%v ; un robot se déplace en ligne droite, en avant ou de côté"},
		lang.Text{"robot %d moved backward: %v→%v; %s's robots move %s or sideways", "le robot %d a reculé : %v→%v ; les robots du %s vont vers le %s ou de côté"},
		lang.Text{"no robot of %s moved; a turn starts with at least one robot move", "aucun robot du %s n'a bougé ; un tour commence par au moins un déplacement de robot"},
		lang.Text{"battery %d appeared at [%d,%d]", "la batterie %d est apparue en [%d,%d]"},
		lang.Text{"battery %d left the board from [%d,%d]; batteries stay on the board", "la batterie %d a quitté le plateau depuis [%d,%d] ; les batteries restent sur le plateau"},
		lang.Text{"battery %d moved diagonally: %v→%v; batteries move along the lines", "la batterie %d a bougé en diagonale : %v→%v ; une batterie se déplace le long des lignes"},
		lang.Text{"battery %d jumped over an empty corner %v: %v→%v; a battery stops on the next empty corner", "la batterie %d a sauté une case énergie vide %v : %v→%v ; une batterie s'arrête sur la prochaine case énergie vide"},
		lang.Text{"battery %d moved %v→%v, but %s does not control it after his robots moved (robots beside it: %d of player 1, %d of player 2)", "la batterie %d a bougé de %v à %v, mais le %s ne la contrôle pas après le déplacement de ses robots (robots autour : %d du joueur 1, %d du joueur 2)"},
		lang.Text{"%s leaves a capture possible after his robot moves; it must be made", "le %s laisse une capture possible après le déplacement de ses robots ; elle est obligatoire"},
		lang.Text{"%s had already won when robot %d moved %s; nothing may follow a win", "le %s avait déjà gagné quand le robot %d a bougé (%s) ; rien ne suit une victoire"},
		lang.Text{"robot %d %v→%v: %s", "robot %d %v→%v : %s"},
		lang.Text{"%v is off the %dx%d board", "%v est hors du plateau de %dx%d"},
		lang.Text{"it does not move", "il ne bouge pas"},
		lang.Text{"the edge of the board is beyond %v", "le bord du plateau est après %v"},
		lang.Text{"it cannot jump over its own robot %d at %v: the edge of the board is behind it", "il ne peut pas sauter son propre robot %d en %v : le bord du plateau est derrière"},
		lang.Text{"a jump passes over one robot, and robots %d at %v and %d at %v stand in a row", "un saut passe par-dessus un seul robot, et les robots %d en %v et %d en %v se suivent"},
		lang.Text{"it stops on %v when it captures robot %d", "il s'arrête en %v quand il capture le robot %d"},
		lang.Text{"robot %d has been captured", "le robot %d a été capturé"},
		lang.Text{"robot %d has already moved this turn; a robot moves once a turn", "le robot %d a déjà bougé ce tour-ci ; un robot bouge une fois par tour"},
		lang.Text{"robot %d cannot move: a battery has moved this turn, and robots move before batteries", "le robot %d ne peut pas bouger : une batterie a bougé ce tour-ci, et les robots bougent avant les batteries"},
		lang.Text{"robot %d %v→%v captures nothing, but a capture is possible and must be made", "le robot %d %v→%v ne capture rien, mais une capture est possible et obligatoire"},
		lang.Text{"B%d is spent", "B%d est déchargée"},
		lang.Text{"B%d is controlled by %s", "B%d est contrôlée par le %s"},
		lang.Text{"B%d is shared, so unusable", "B%d est partagée, donc inutilisable"},
		lang.Text{"its own robot %d stands on %v; a robot may jump over its own robots, not stop on them", "son propre robot %d est en %v ; un robot peut sauter ses propres robots, pas s'arrêter dessus"},
		lang.Text{"%v is off the board (corners are [0..%d,0..%d])", "%v est hors du plateau (les cases énergie vont de [0..%d,0..%d])"},
		lang.Text{"it would jump over the empty corner %v; a battery stops on the next empty corner", "elle sauterait la case énergie vide %v ; une batterie s'arrête sur la prochaine case énergie vide"},
		lang.Text{"battery %d stands on %v", "la batterie %d est en %v"},
		lang.Text{"no robot %d: robots are 1..%d", "pas de robot %d : les robots vont de 1 à %d"},
		lang.Text{"robot %d belongs to %s; it is %s's turn", "le robot %d est au %s ; c'est au tour du %s"},
		lang.Text{"robot %d stands on %v, not %v", "le robot %d est en %v, pas en %v"},
		lang.Text{"robot %d cannot draw on %s: it may use only the charged batteries it controls beside %v (%s)", "le robot %d ne peut pas puiser dans %s : il n'utilise que les batteries chargées qu'il contrôle autour de %v (%s)"},
		lang.Text{"no battery %d on the board", "pas de batterie %d sur le plateau"},
		lang.Text{"battery %d stands on %v, not %v", "la batterie %d est en %v, pas en %v"},
		lang.Text{"battery %d cannot move yet: a turn starts with at least one robot move", "la batterie %d ne peut pas encore bouger : un tour commence par au moins un déplacement de robot"},
		lang.Text{"battery %d cannot move: a capture is possible and must be made first", "la batterie %d ne peut pas bouger : une capture est possible et doit être faite d'abord"},
		lang.Text{"battery %d has already moved this turn; a battery moves once a turn", "la batterie %d a déjà bougé ce tour-ci ; une batterie bouge une fois par tour"},
		lang.Text{"%s does not control battery %d at %v (robots beside it: %d of player 1, %d of player 2)", "le %s ne contrôle pas la batterie %d en %v (robots autour : %d du joueur 1, %d du joueur 2)"},
		lang.Text{"%s cannot end the turn before moving a robot", "le %s ne peut pas finir le tour avant d'avoir déplacé un robot"},
		lang.Text{"%s cannot end the turn: a capture is possible and must be made", "le %s ne peut pas finir le tour : une capture est possible et obligatoire"},
		lang.Text{"unknown action", "action inconnue"},
		lang.Text{"%s's turn is empty; a turn starts with at least one robot move", "le tour du %s est vide ; un tour commence par au moins un déplacement de robot"},
		lang.Text{`"end" can only be the last action of a turn`, "« end » ne peut être que la dernière action d'un tour"},
		lang.Text{"nobody", "personne"},
		lang.Text{"battery %d %v→%v: %s", "batterie %d %v→%v : %s"},
		lang.Text{"batteries move along the lines, never diagonally", "une batterie se déplace le long des lignes, jamais en diagonale"},
		lang.Text{"player %d", "joueur %d"},
		lang.Text{"north", "nord"},
		lang.Text{"south", "sud"},
	)
}

// Prompts are a question's prompt in every language (talk.Question's
// Prompts).
func Prompts(key string) map[string]string {
	out := map[string]string{}
	for l, t := range lang.Each(func(p *lang.Printer) string { return p.Sprintf(key) }) {
		out[string(l)] = t
	}
	return out
}

// The skirmish engine's notes, results and refusals (skirmish.Event.NoteMsg,
// skirmish.Result.WhyMsg, skirmish.ActionError.Said).
func init() {
	lang.Add(
		lang.Text{"call action %d of %d", "appel %d sur %d"},
		lang.Text{"both call actions used: action %d of %d", "les deux appels sont pris : action %d sur %d"},
		lang.Text{"action %d of %d", "action %d sur %d"},
		lang.Text{"%d of %d call actions, %d of %d actions used", "appels : %d sur %d, actions : %d sur %d"},
		lang.Text{"%s's commander, robot %d, was destroyed", "le commandeur de l'équipe %s, le robot %d, a été détruit"},
		lang.Text{"round %d ended and no team lost a robot", "la manche %d est finie et aucune équipe n'a perdu de robot"},
		lang.Text{"round %d ended with more robots left (%s %d, %s %d)", "la manche %d est finie avec plus de robots en fonctionnement (%s %d, %s %d)"},
		lang.Text{"round %d ended with %d robots left each, and fewer wounded (%s %d, %s %d)", "la manche %d est finie avec %d robots en fonctionnement de chaque côté, et moins de blessés (%s %d, %s %d)"},
		lang.Text{"round %d ended with %d robots left and %d wounded each", "la manche %d est finie avec %d robots en fonctionnement et %d blessés de chaque côté"},
		lang.Text{"%s belongs to %s; it is %s's turn", "%s appartient à l'équipe %s ; c'est le tour de l'équipe %s"},
		lang.Text{"%s cannot act: %s has used its %d actions this turn", "%s ne peut pas agir : %s a déjà pris ses %d actions ce tour-ci"},
		lang.Text{"%s cannot be called onto plot %s: %s stands there", "%s ne peut pas être appelé sur le plot %s : %s y est"},
		lang.Text{"%s cannot be called onto plot %s: calls land next to the commander, robot %d on %s (plots %s)", "%s ne peut pas être appelé sur le plot %s : un appel arrive à côté du commandeur, le robot %d sur %s (plots %s)"},
		lang.Text{"%s cannot be called onto plot %s: there is no such plot on the map", "%s ne peut pas être appelé sur le plot %s : ce plot n'est pas sur la carte"},
		lang.Text{"%s cannot be called: %s has used its %d call actions and its %d actions this turn", "%s ne peut pas être appelé : %s a déjà pris ses %d appels et ses %d actions ce tour-ci"},
		lang.Text{"%s cannot end its action on plot %s: %s stands there", "%s ne peut pas finir son action sur le plot %s : %s y est"},
		lang.Text{"%s cannot move from %s to %s: %s, and it has %d left of its speed %d", "%s ne peut pas aller de %s à %s : %s, et il lui reste %d de sa vitesse %d"},
		lang.Text{"%s cannot move to plot %s: there is no such plot on the map", "%s ne peut pas aller sur le plot %s : ce plot n'est pas sur la carte"},
		lang.Text{"%s cannot stop on plot %s to fire: %s stands there", "%s ne peut pas s'arrêter sur le plot %s pour tirer : %s y est"},
		lang.Text{"%s fires %s at %s, which is in the garage", "%s tire %s sur %s, qui est au garage"},
		lang.Text{"%s fires %s at %s, which was destroyed", "%s tire %s sur %s, qui a été détruit"},
		lang.Text{"%s fires %s at %s: both are of team %s; robots fire at the other team", "%s tire %s sur %s : les deux sont de l'équipe %s ; on tire sur l'autre équipe"},
		lang.Text{"%s fires %s at robot %d: there is no such robot", "%s tire %s sur le robot %d : ce robot n'existe pas"},
		lang.Text{"%s has already had its action this turn; an action cannot be split or taken twice", "%s a déjà eu son action ce tour-ci ; une action ne se coupe pas et ne se prend pas deux fois"},
		lang.Text{"%s has no weapon %s (it has: %s)", "%s n'a pas d'arme %s (il a : %s)"},
		lang.Text{"%s has no weapon", "%s n'a pas d'arme"},
		lang.Text{"%s has several weapons: name one (%s)", "%s a plusieurs armes : nommez-en une (%s)"},
		lang.Text{"%s is already on plot %s", "%s est déjà sur le plot %s"},
		lang.Text{"%s is already on the field, on plot %s", "%s est déjà sur le terrain, sur le plot %s"},
		lang.Text{"%s is in the garage; call it first", "%s est au garage ; appelez-le d'abord"},
		lang.Text{"%s on %s fires %s at %s on %s: %s, range %d", "%s sur %s tire %s sur %s sur %s : %s, portée %d"},
		lang.Text{"%s was destroyed; it cannot come back", "%s a été détruit ; il ne revient pas"},
		lang.Text{"%s was destroyed", "%s a été détruit"},
		lang.Text{"the game is over: %s", "la partie est finie : %s"},
		lang.Text{"the game ended at the step before %q: %s", "la partie a fini au pas avant %q : %s"},
		lang.Text{"there is no robot %d in this game", "il n'y a pas de robot %d dans cette partie"},
		lang.Text{"turn %d is %s's (round %d), not %s's", "le tour %d est celui de l'équipe %s (manche %d), pas de l'équipe %s"},
		lang.Text{"both teams lose: %s", "les deux équipes perdent : %s"},
		lang.Text{"%s wins: %s", "%s gagne : %s"},
		lang.Text{"1 bridge", "1 pont"},
		lang.Text{`empty action; write "call ROBOT PLOT" or "ROBOT: steps..."`, "action vide ; écrivez « call ROBOT PLOT » ou « ROBOT: pas... »"},
		lang.Text{`a call is "call ROBOT PLOT", e.g. call 7 B3`, "un appel s'écrit « call ROBOT PLOT », par exemple call 7 B3"},
		lang.Text{"call: %q is not a robot number", "call : %q n'est pas un numéro de robot"},
		lang.Text{`%q: an action starts with "call" or with a robot number and a colon, e.g. "2: B2 fire 7"`, "%q : une action commence par « call » ou par un numéro de robot et deux-points, par exemple « 2: B2 fire 7 »"},
		lang.Text{"%q: a robot number where a plot was expected (to shoot, write fire [WEAPON] ROBOT)", "%q : un numéro de robot là où on attend un plot (pour tirer, écrivez fire [ARME] ROBOT)"},
		lang.Text{"fire: at which robot? write fire [WEAPON] ROBOT", "fire : sur quel robot ? écrivez fire [ARME] ROBOT"},
		lang.Text{"fire %s: at which robot? write fire %s ROBOT", "fire %s : sur quel robot ? écrivez fire %s ROBOT"},
		lang.Text{"fire %s %s: the target is a robot number", "fire %s %s : la cible est un numéro de robot"},
		lang.Text{`no action given: write the turn's calls and actions, or "pass" to play none`, "aucune action : écrivez les appels et les actions du tour, ou « pass » pour n'en jouer aucune"},
	)
}

// The hex game engine's notes (hexprog.Event.NoteMsg), its tests' answers
// and its refusals of signals (hexprog.Reason).
func init() {
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
		lang.Text{"player %d", "joueur %d"},
	)
}

// Messages whose words follow a number, with their forms for one and for more.
func init() {
	lang.AddPlural(
		lang.Plural{Key: "%d of its %d robots on the board stand on the far row (row %d)", Arg: 2,
			En: "%d of its %d robot on the board stand on the far row (row %d)|%d of its %d robots on the board stand on the far row (row %d)",
			Fr: "%d de ses %d robots sur le plateau sont sur la dernière ligne (ligne %d)|%d de ses %d robots sur le plateau sont sur la dernière ligne (ligne %d)"},
		lang.Plural{Key: "robot %d %v→%v needs %d battery(ies), but only %d usable charged battery(ies) stand beside %v (%s)%s", Arg: 4,
			En: "robot %d %v→%v needs %d battery, but only %d usable charged battery stand beside %v (%s)%s|robot %d %v→%v needs %d batteries, but only %d usable charged batteries stand beside %v (%s)%s",
			Fr: "le robot %d %v→%v demande %d batterie, mais seulement %d batterie chargée utilisable sont autour de %v (%s)%s|le robot %d %v→%v demande %d batteries, mais seulement %d batteries chargées utilisables sont autour de %v (%s)%s"},
		lang.Plural{Key: "robot %d %v→%v costs %d battery(ies), and %d are named (%s)", Arg: 4,
			En: "robot %d %v→%v costs %d battery, and %d are named (%s)|robot %d %v→%v costs %d batteries, and %d are named (%s)",
			Fr: "le robot %d %v→%v coûte %d batterie, et %d sont nommées (%s)|le robot %d %v→%v coûte %d batteries, et %d sont nommées (%s)"},
		lang.Plural{Key: "%s has fired its %s %d time(s) this turn, its rate", Arg: 3,
			En: "%s has fired its %s %d time this turn, its rate|%s has fired its %s %d times this turn, its rate",
			Fr: "%s a déjà tiré %[3]d fois avec %[2]s ce tour-ci, sa fréquence de tir|%s a déjà tiré %[3]d fois avec %[2]s ce tour-ci, sa fréquence de tir"},
	)
}

package netzwerk

import "mecanoid/internal/lang"

// The words of Netzwerk's drawing (view.go) and of a turn ended from a
// phone, in French.
func init() {
	lang.Add(
		lang.Text{"a Netzwerk board", "un plateau de Netzwerk"}, // a photo of this game given to another (tag.RegisterTitle)
		lang.Text{"Netzwerk board, turn %d", "plateau de Netzwerk, tour %d"},
		lang.Text{"player %d's start row", "ligne de départ du joueur %d"},
		lang.Text{"robot %d, player %d, on square [%d,%d]", "robot %d, joueur %d, sur la case [%d,%d]"},
		lang.Text{"battery %d on energy field [%d,%d]: used this turn (white side up)", "batterie %d sur le champ d'énergie [%d,%d] : utilisée ce tour (côté blanc visible)"},
		lang.Text{"battery %d on energy field [%d,%d]: charged (printed side up)", "batterie %d sur le champ d'énergie [%d,%d] : chargée (côté imprimé visible)"},
		lang.Text{"Robots and batteries", "Robots et batteries"},
		lang.Text{"piece", "pièce"},
		lang.Text{"side", "camp"},
		lang.Text{"place", "place"},
		lang.Text{"state", "état"},
		lang.Text{"captured", "pris"},
		lang.Text{"on the far row", "sur la dernière ligne"},
		lang.Text{"on the board", "sur le plateau"},
		lang.Text{"nobody", "personne"},
		lang.Text{"player %s", "joueur %s"},
		// The seats (Seats), as a phone names them.
		lang.Text{"player 1", "joueur 1"},
		lang.Text{"player 2", "joueur 2"},
		lang.Text{"both", "les deux"},
		lang.Text{"charged", "chargée"},
		lang.Text{"used", "utilisée"},
		lang.Text{"player 1's robot (starts south, plays north)", "robot du joueur 1 (part du sud, joue vers le nord)"},
		lang.Text{"player 2's robot (starts north, plays south)", "robot du joueur 2 (part du nord, joue vers le sud)"},
		lang.Text{"battery, printed side up: charged", "batterie, côté imprimé visible : chargée"},
		lang.Text{"battery, white side up: used this turn", "batterie, côté blanc visible : utilisée ce tour"},
		lang.Text{"ring: the battery's controller (inner player 1, outer player 2)", "anneau : qui contrôle la batterie (intérieur joueur 1, extérieur joueur 2)"},
		lang.Text{"energy field: where batteries stand", "champ d'énergie : où se posent les batteries"},
		lang.Text{"start row (the other side's far row)", "ligne de départ (la dernière ligne de l'adversaire)"},
		lang.Text{"the last turn's moves", "les déplacements du dernier tour"},
		lang.Text{"green: stands as ruled, or legal so far", "vert : à sa place, ou légal jusqu'ici"},
		lang.Text{"red: wrong; dashed: where it should stand", "rouge : faux ; en pointillé : où il devrait être"},
		lang.Text{"Netzwerk: put the pieces on their places; player %d plays first", "Netzwerk : posez les pièces à leur place ; le joueur %d joue en premier"},
		// A turn ended from a phone (done.go).
		lang.Text{" (each side may end its turn from a phone)", " (chaque camp peut finir son tour depuis un téléphone)"},
		lang.Text{"turn %d: say done once your robots and batteries are moved", "tour %d : dites « fini » une fois vos robots et batteries déplacés"},
		lang.Text{"turn %d: player %d to play (robots %s): move robots, then batteries; then Done on your phone, or Enter here", "tour %d : au joueur %d de jouer (robots %s) : déplacez les robots, puis les batteries ; puis Fini sur votre téléphone, ou Entrée ici"},
		lang.Text{"turn %d: player %d to play (robots %s): move robots, then batteries; each move is judged as it is put down; then Done on your phone, or Enter here", "tour %d : au joueur %d de jouer (robots %s) : déplacez les robots, puis les batteries ; chaque déplacement est jugé dès qu'il est posé ; puis Fini sur votre téléphone, ou Entrée ici"},
	)
}

// The words of `mecanoid resolve` of a Netzwerk game (resolved.go).
func init() {
	lang.Add(
		lang.Text{"%dx%d board, %s, %s", "plateau de %dx%d, %s, %s"},
		lang.Text{"Start: %s", "Départ : %s"},
		lang.Text{"Turn %d (%s): %s", "Tour %d (%s) : %s"},
		lang.Text{"Final: %s", "Fin : %s"},
		lang.Text{"must capture", "capture obligatoire"},
		lang.Text{"shared batteries unusable", "batteries partagées inutilisables"},
		lang.Text{"no variant", "sans variante"},
		lang.Text{"variants: %s", "variantes : %s"},
		lang.Text{"after turn %d, game over: player %d won (%s)", "après le tour %d, partie finie : le joueur %d a gagné (%s)"},
		lang.Text{"after turn %d, player %d to play", "après le tour %d, au joueur %d de jouer"},
		lang.Text{"player %d: %s, %d on the far row: %s", "joueur %d : %s, %d sur la dernière ligne : %s"},
		lang.Text{"batteries: %s", "batteries : %s"},
		lang.Text{"turn-start", "début du tour"},
		lang.Text{"turn-end", "fin du tour"},
		lang.Text{"win", "victoire"},
	)
}

// Netzwerk at the table (moved from referee/messages_games.go): the
// adapter's lines, the rules it names, the engine's events, win notes and
// refusals, said again in French.
func init() {
	// The rules its steps name, as the terminal writes them after a step ("(capture)").
	for rule, fr := range map[string]string{
		"setup": "mise en place", "turn": "tour", "robot-move": "déplacement des robots", "energy": "énergie", "jump": "saut",
		"capture": "capture", "battery-move": "déplacement des batteries", "control": "contrôle des batteries",
		"far-row": "dernière ligne", "all-captured": "tous capturés", "blocked": "bloqué", "must-capture": "capture obligatoire",
		"shared-batteries": "batteries partagées",
	} {
		lang.Add(lang.Text{"(" + rule + ")", "(" + fr + ")"})
	}
	// Netzwerk: the adapter.
	lang.Add(
		lang.Text{"Netzwerk %s: %d robots and %d batteries on the board, player %d to play\n%s", "Netzwerk %s : %d robots et %d batteries sur le plateau, au joueur %d de jouer\n%s"},
		lang.Text{"player %d wins (%s)", "le joueur %d gagne (%s)"},
		lang.Text{"%s; game over after %d turns", "%s ; partie finie après %d tours"},
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
	)
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
	)
}

// The words of its commands (hint, bench-netzwerk, the referee's end) and
// of the PDFs its print verbs write.
func init() {
	lang.Add(
		lang.Text{"turn %d, player %d to play: %s\n", "tour %d, au joueur %d de jouer : %s\n"},
		lang.Text{"for the game file: %s\n", "pour le fichier de partie : %s\n"},
		lang.Text{"  %-24s depth %d, %d positions, score %d\n", "  %-24s profondeur %d, %d positions, score %d\n"},
		lang.Text{"this turn wins: player %d (%s)\n", "ce tour gagne : joueur %d (%s)\n"},
		lang.Text{"netzwerk: search (%s positions a decision) against a random player, 6x6, %d games, seeds %s\n", "netzwerk : recherche (%s positions par décision) contre un joueur au hasard, 6x6, %d parties, graines %s\n"},
		lang.Text{"  won %d (%.1f%%): %d as player 1, %d as player 2; lost %d; unfinished after %d turns %d\n", "  gagnées %d (%.1f %%) : %d en joueur 1, %d en joueur 2 ; perdues %d ; pas finies après %d tours %d\n"},
		lang.Text{"  %.1f turns a game; %.2f games per second (%.2fs)\n", "  %.1f tours par partie ; %.2f parties par seconde (%.2f s)\n"},
		lang.Text{"stopped after turn %d: to go on, leave the table as it is and run again with --resume (the journal keeps the game), or with --turn %d --first %d\n", "arrêté après le tour %d : pour continuer, laissez la table telle quelle et relancez avec --resume (le journal garde la partie), ou avec --turn %d --first %d\n"},
	)
	lang.AddPlural(
		lang.Plural{Key: "%d robot tags of %g mm, %d battery tags of %g mm", Arg: 1,
			En: "%d robot tag of %g mm, %d battery tags of %g mm|%d robot tags of %g mm, %d battery tags of %g mm",
			Fr: "%d étiquette de robot de %g mm, %d étiquettes de batterie de %g mm|%d étiquettes de robot de %g mm, %d étiquettes de batterie de %g mm"},
	)
	lang.Add(
		lang.Text{"the %dx%d board on %s", "le plateau de %dx%d sur %s"},
	)
}

// What its commands do, as their help and mecanoid --help say it.
func init() {
	lang.Add(
		lang.Text{"the Netzwerk search against a random player: games per second and win rate", "la recherche de Netzwerk contre un joueur au hasard : parties par seconde et taux de victoire"},
		lang.Text{"a turn for the side to play in a Netzwerk game file, from a search (docs/netzwerk-format.md)", "un tour pour le camp qui joue dans un fichier de partie de Netzwerk, d'après une recherche (docs/netzwerk-format.md)"},
		lang.Text{"the Netzwerk board at true scale (squares, energy fields, corner markers), or its robot and battery tags", "le plateau de Netzwerk à l'échelle (cases, cases énergie, repères de coin), ou ses étiquettes de robot et de batterie"},
		lang.Text{"the Netzwerk search against a random player", "la recherche de Netzwerk contre un joueur au hasard"},
	)
}

// The printed board's words (print.go), and what is wrong with its
// settings.
func init() {
	lang.Add(
		lang.Text{"player 1 starts here (robots 1-%d), moves north", "le joueur 1 part d'ici (robots 1 à %d) et va vers le nord"},
		lang.Text{"player 2 starts here (robots %d-%d), moves south", "le joueur 2 part d'ici (robots %d à %d) et va vers le sud"},
		lang.Text{"%d x %d squares of %g mm, energy fields of %g mm: playing area %g x %g mm",
			"%d x %d cases de %g mm, cases énergie de %g mm : aire de jeu de %g x %g mm"},
		lang.Text{"%s, %g mm margins, %g mm overlaps; tags: robots %g mm, batteries %g mm",
			"%s, marges de %g mm, recouvrements de %g mm ; étiquettes : robots %g mm, batteries %g mm"},
		lang.Text{"4. Robots stand in the squares, their tags centred; batteries on the round energy fields.",
			"4. Les robots se posent sur les cases, leur étiquette au centre ; les batteries sur les cases énergie rondes."},
		lang.Text{"5. The four corner markers must stay flat and in the camera's view: the referee finds the board by them.",
			"5. Les quatre repères de coin doivent rester à plat et dans le champ de la caméra : l'arbitre repère le plateau grâce à eux."},
		lang.Text{"squares of %g mm; %g..%g mm", "cases de %g mm ; de %g à %g mm"},
		lang.Text{"tags of %g and %g mm are too small to be read; at least %g mm", "des étiquettes de %g et %g mm sont trop petites pour être lues ; %g mm au moins"},
		lang.Text{"a %g mm robot tag and a %g mm battery tag overlap on %g mm squares; half of each must fit in half a square",
			"une étiquette de robot de %g mm et une de batterie de %g mm se chevauchent sur des cases de %g mm ; la moitié de chacune doit tenir dans une moitié de case"},
		lang.Text{"energy fields of %g mm on %g mm squares; 0..%g mm", "cases énergie de %g mm sur des cases de %g mm ; de 0 à %g mm"},
		lang.Text{"a border of %g mm leaves the outer energy fields (%g mm) off the board; at least %g mm",
			"une bordure de %g mm laisse les cases énergie du bord (%g mm) hors du plateau ; %g mm au moins"},
	)
}

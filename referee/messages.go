package referee

import "mecanoid/internal/lang"

// The referee's messages (docs/languages.md): the table loop, DR2D and
// its events. The three other games' are in messages_games.go.

// The table loop (referee.go), DR2D's turn (dr2d.go, table.go), the
// terminal (terminal.go) and the cartridge sheets (sheets.go).
func init() {
	lang.Add(
		lang.Text{"start: the pieces where the game starts", "départ : les pièces là où la partie commence"},
		lang.Text{"start: the pieces on their starting places", "départ : les pièces sur leurs cases de départ"},
		lang.Text{"the table does not show a position to start from: fix it and press Enter", "la table ne montre pas de position de départ : corrigez-la et appuyez sur Entrée"},
		lang.Text{"turn %d: the pieces moved as told (\"undo\" takes the turn back)", "tour %d : les pièces déplacées comme indiqué (« undo » annule le tour)"},
		lang.Text{"round %d: the pieces moved as told (\"undo\" takes the round back)", "manche %d : les pièces déplacées comme indiqué (« undo » annule la manche)"},
		lang.Text{"step %d: the pieces moved as told (\"undo\" takes the step back)", "étape %d : les pièces déplacées comme indiqué (« undo » annule l'étape)"},
		lang.Text{"turn %d undone: put the pieces back where they stood before it; it is played again", "tour %d annulé : remettez les pièces là où elles étaient avant lui ; il est rejoué"},
		lang.Text{"round %d undone: put the pieces back where they stood before it; it is played again", "manche %d annulée : remettez les pièces là où elles étaient avant elle ; elle est rejouée"},
		lang.Text{"step %d undone: put the pieces back where they stood before it; it is played again", "étape %d annulée : remettez les pièces là où elles étaient avant elle ; elle est rejouée"},
		lang.Text{"turn %d undone: the pieces put back", "tour %d annulé : les pièces remises en place"},
		lang.Text{"round %d undone: the pieces put back", "manche %d annulée : les pièces remises en place"},
		lang.Text{"step %d undone: the pieces put back", "étape %d annulée : les pièces remises en place"},
		lang.Text{"only the step just played can be undone", "on ne peut annuler que ce qui vient d'être joué"},
		lang.Text{"the table matches the ruling", "la table est conforme à l'arbitrage"},
		lang.Text{"the table differs from the ruling:\n  %s\nfix it and press Enter", "la table diffère de l'arbitrage :\n  %s\ncorrigez-la et appuyez sur Entrée"},
		lang.Text{"turn %d: the pieces put right", "tour %d : les pièces corrigées"},
		lang.Text{"round %d: the pieces put right", "manche %d : les pièces corrigées"},
		lang.Text{"step %d: the pieces put right", "étape %d : les pièces corrigées"},
		lang.Text{"nothing to undo now: only a step just played, while its table is checked", "rien à annuler maintenant : seulement ce qui vient d'être joué, pendant que la table est vérifiée"},
		lang.Text{"the camera cannot read the table clearly: fix these and press Enter", "la caméra ne lit pas bien la table : corrigez ces points et appuyez sur Entrée"},
		lang.Text{"the camera is back", "la caméra est revenue"},
		lang.Text{"the camera has given no picture for %s (its stream stuck?): waiting for it", "la caméra n'a donné aucune image depuis %s (son flux bloqué ?) : on l'attend"},
		lang.Text{"no picture from the camera (%v): check its cable; trying again every %s", "aucune image de la caméra (%v) : vérifiez son câble ; nouvel essai toutes les %s"},

		lang.Text{"turn %d: programs for %s", "tour %d : cartouches attendues : %s"},
		lang.Text{"programs:\n", "programmes :\n"},
		lang.Text{"  robot %d: %s", "  robot %d : %s"},
		lang.Text{"  (sleep before move %d)", "  (veille avant le mouvement %d)"},
		lang.Text{"nothing to move", "rien à déplacer"},
		lang.Text{"the lasers fire", "les LASER tirent"},
		lang.Text{"the presses come down", "les presses s'abattent"},

		lang.Text{"robot %d: has left the board, but is on the table at %s: take it off", "robot %d : il a quitté le plateau, mais il est sur la table en %s : retirez-le"},
		lang.Text{"robot %d: not on the table: put it on %s %s", "robot %d : absent de la table : posez-le en %s, %s"},
		lang.Text{"robot %d: ruled %s %s, on the table at %s %s", "robot %d : doit être en %s, %s ; il est sur la table en %s, %s"},
		lang.Text{"robot %d: on the table at %s but not in this game: take it off", "robot %d : sur la table en %s mais pas dans cette partie : retirez-le"},
		lang.Text{"robot %d: has its three laws and leaves the board: take it off %s", "robot %d : il a ses trois lois et quitte le plateau : retirez-le de %s"},
		lang.Text{"robot %d: to %s, %s", "robot %d : en %s, %s"},

		lang.Text{"== turn %d ==", "== tour %d =="},
		lang.Text{"== round %d ==", "== manche %d =="},
		lang.Text{"== step %d ==", "== étape %d =="},
		lang.Text{"move %d: ", "mouvement %d : "},
		lang.Text{"action %d: ", "action %d : "},
		lang.Text{"end: ", "fin : "},
		lang.Text{"move the pieces:", "déplacez les pièces :"},
		lang.Text{" [LED laser %s]", " [LED du LASER %s]"},
		lang.Text{" [LED press %s]", " [LED de la presse %s]"},

		lang.Text{"cartridge sheet of %s, turn %d", "feuille de cartouche du %s, tour %d"},
		lang.Text{"  no picture of the sheet (%v): show it again\n", "  pas d'image de la feuille (%v) : montrez-la à nouveau\n"},
		lang.Text{"  sheet of robot %d, turn %d: %v: fix it and show it again\n", "  feuille du robot %d, tour %d : %v : corrigez-la et montrez-la à nouveau\n"},
		lang.Text{"  %s: %v: show the sheet again, flat, whole, in good light\n", "  %s : %v : montrez à nouveau la feuille, à plat, en entier, bien éclairée\n"},
		lang.Text{"  %s: a sheet of another game (%s)\n", "  %s : une feuille d'un autre jeu (%s)\n"},
		lang.Text{"  sheet of robot %d is for turn %d; this is turn %d: show the sheet of turn %d\n", "  la feuille du robot %d est pour le tour %d ; c'est le tour %d : montrez la feuille du tour %d\n"},
		lang.Text{"  sheet of robot %d: robot %d does not play this turn (asleep, left, or not in the game)\n", "  feuille du robot %d : le robot %d ne joue pas ce tour-ci (en veille, sorti, ou pas dans la partie)\n"},
		lang.Text{"  robot %d, turn %d: sheet read (replaces the sheet read before)\n", "  robot %d, tour %d : feuille lue (elle remplace celle lue avant)\n"},
		lang.Text{"  robot %d, turn %d: sheet read\n", "  robot %d, tour %d : feuille lue\n"},
		lang.Text{"  robot %d, turn %d: read as %s\n", "  robot %d, tour %d : cartouche lue : %s\n"},
	)
	// Counts every game's reports say (resolve, replay).
	lang.AddPlural(
		lang.Plural{Key: "%d robots", Arg: 1, En: "%d robot|%d robots", Fr: "%d robot|%d robots"},
		lang.Plural{Key: "%d turns", Arg: 1, En: "%d turn|%d turns", Fr: "%d tour|%d tours"},
	)
	lang.AddPlural(
		lang.Plural{Key: "robot %[2]s", Arg: 1, En: "robot %[2]s|robot %[2]s", Fr: "robot %[2]s|robots %[2]s"},
		lang.Plural{Key: "%d robots on %s (%s)", Arg: 1, En: "%d robots on %s (%s)|%d robots on %s (%s)", Fr: "%d robot sur %s (%s)|%d robots sur %s (%s)"},
		lang.Plural{Key: "game over after %d turns", Arg: 1, En: "game over after %d turns|game over after %d turns", Fr: "partie finie après %d tour|partie finie après %d tours"},
		lang.Plural{Key: "%s wins: first to leave the board with its three laws; game over after %d turns", Arg: 2,
			En: "%s wins: first to leave the board with its three laws; game over after %d turns|%s wins: first to leave the board with its three laws; game over after %d turns",
			Fr: "le %s gagne : premier à quitter le plateau avec ses trois lois ; partie finie après %d tour|le %s gagne : premier à quitter le plateau avec ses trois lois ; partie finie après %d tours"},
	)
	for rule, fr := range map[string]string{
		"sleep": "veille", "lost-moves": "mouvements perdus", "move": "mouvement", "push": "poussée", "wall": "mur",
		"conveyor": "convoyeur", "pusher": "pousseur", "laser": "LASER", "pothole": "nid-de-poule", "cafouille": "cafouille",
		"actuator": "actionneur", "turntable": "tourniquet", "press": "presse", "repair": "réparation", "law": "loi",
		"leave": "sortie", "end-of-game": "fin de partie", "programs": "programmes", "priority": "priorité",
	} {
		lang.Add(lang.Text{"(" + rule + ")", "(" + fr + ")"})
	}
}

// What the terminal asks and refuses (terminal.go, ask.go, errors.go).
func init() {
	lang.Add(
		lang.Text{"referee: %s", "%s"},
		lang.Text{"referee: table: %s", "%s"},
		// What the engine refuses to play (sentinel.Errorf).
		lang.Text{"every robot has left the board", "tous les robots ont quitté le plateau"},
		lang.Text{"robot %d: sleep before move %d; moves are 1..5", "robot %d : veille avant le mouvement %d ; les mouvements vont de 1 à 5"},
		lang.Text{"a program for robot %d, which is not in the game", "une cartouche pour le robot %d, qui n'est pas dans la partie"},
		lang.Text{"robot %d is awake and has no cartridge for turn %d", "le robot %d est éveillé et n'a pas de cartouche pour le tour %d"},
		lang.Text{"%s faces %q", "%s : orientation %q inconnue"},
		lang.Text{"no robot on the board", "aucun robot sur le plateau"},
		lang.Text{"robot %d, turn %d (5 moves, e.g. \"F F R - LB\", or \"sleep 1\"): ", "robot %d, tour %d (5 mouvements, par exemple « F F R - LB », ou « sleep 1 ») : "},
		lang.Text{"robot %d is not asked for a program now (%s)", "on ne demande pas de cartouche au robot %d maintenant (%s)"},
		lang.Text{"  robot %d programmed\n", "  robot %d programmé\n"},
		lang.Text{"%q: write the moves alone, without the robot's number", "%q : écrivez les mouvements seuls, sans le numéro du robot"},
		lang.Text{"%q: robots are numbered from 1", "%q : les robots sont numérotés à partir de 1"},
		lang.Text{"sleep wants the move it comes before (1..5)", "sleep demande le mouvement avant lequel il vient (1 à 5)"},
		lang.Text{"sleep %q: want a move 1..5", "sleep %q : il faut un mouvement de 1 à 5"},
		lang.Text{"%d moves; a cartridge holds %d", "%d mouvements ; une cartouche en contient %d"},
		lang.Text{"move %d: %v", "mouvement %d : %v"},
		lang.Text{"the programs of turn %d, before they are played:\n", "les programmes du tour %d, avant qu'ils soient joués :\n"},
		lang.Text{"  robot %d: %s\n", "  robot %d : %s\n"},
		lang.Text{"press Enter to play them, or correct one (\"%s: F F R - LB\"): ", "appuyez sur Entrée pour les jouer, ou corrigez-en un (« %s: F F R - LB ») : "},
		lang.Text{"say whose program it is: \"%s: %s\"", "dites à quel robot est ce programme : « %s: %s »"},
		lang.Text{"  robot %d: corrected\n", "  robot %d : corrigé\n"},
		lang.Text{"the cartridge of turn %d: five moves as \"F F LF - R\" (L, R turn; F, B step; - none), and \"sleep N\" to sleep before move N",
			"la cartouche du tour %d : cinq mouvements comme « F F LF - R » (L, R tournent ; F, B avancent, reculent ; - aucun), et « sleep N » pour la mise en veille avant le mouvement N"},

		lang.Text{"(answers typed here are seen by the table: a phone keeps them secret)\n", "(les réponses tapées ici sont vues de toute la table : un téléphone les garde secrètes)\n"},
		lang.Text{"%s, %s: ", "%s, %s : "},
		lang.Text{"no more input at the keyboard: waiting for the phones\n", "plus rien à lire au clavier : on attend les téléphones\n"},
		lang.Text{"%s (its phone; another phone asks for the seat: \"give %s\" hands it over)", "%s (son téléphone ; un autre téléphone demande la place : « give %s » la lui donne)"},
		lang.Text{"%s (its phone; or type it here to take over, or \"release %s\" to free the seat)", "%s (son téléphone ; ou tapez-la ici pour prendre la main, ou « release %s » pour libérer la place)"},
		lang.Text{"%s (type it here)", "%s (tapez-la ici)"},
		lang.Text{"waiting for %s: %s", "en attente de %s : %s"},
		lang.Text{"waiting for %s", "en attente de %s"},
		lang.Text{"%s is late (%s): type \"wait\" to wait for it, or \"skip\" to have it do nothing this turn\n", "%s est en retard (%s) : tapez « wait » pour l'attendre, ou « skip » pour qu'il ne fasse rien ce tour-ci\n"},
		lang.Text{"  waiting for %s again\n", "  on attend encore %s\n"},
		lang.Text{"  %s does nothing this turn\n", "  %s ne fait rien ce tour-ci\n"},
		lang.Text{"%s (its phone)", "%s (son téléphone)"},
		lang.Text{"  release whom? %s\n", "  libérer quelle place ? %s\n"},
		lang.Text{"  %s's seat is free: another phone may take it, or type its answer here\n", "  la place « %s » est libre : un autre téléphone peut la prendre, ou tapez sa réponse ici\n"},
		lang.Text{"  give whom? %s\n", "  donner quelle place ? %s\n"},
		lang.Text{"  no phone asks for %s's seat\n", "  aucun téléphone ne demande la place « %s »\n"},
		lang.Text{"  %s's seat is given to the phone that asked for it\n", "  la place « %s » est donnée au téléphone qui l'a demandée\n"},
		lang.Text{"  every seat waiting has a phone: say whose answer it is (\"%s: ...\") to take over\n", "  chaque place en attente a son téléphone : dites de qui est la réponse (« %s: ... ») pour prendre la main\n"},
		lang.Text{"  %s: %s\n", "  %s : %s\n"},
		lang.Text{"  %s: taken over from its phone\n", "  %s : repris à son téléphone\n"},
		lang.Text{"  %s: in\n", "  %s : reçu\n"},
	)
}

// Messages whose words follow a number, with their forms for one and for more.
func init() {
	lang.AddPlural(
		lang.Plural{Key: "%d move(s) before the sleep at move %d: write moves 1 to %d (\"-\" for no move)", Arg: 1,
			En: "%d move before the sleep at move %d: write moves 1 to %d (\"-\" for no move)|%d moves before the sleep at move %d: write moves 1 to %d (\"-\" for no move)",
			Fr: "%d mouvement avant la veille au mouvement %d : écrivez les mouvements 1 à %d (« - » pour aucun mouvement)|%d mouvements avant la veille au mouvement %d : écrivez les mouvements 1 à %d (« - » pour aucun mouvement)"},
		lang.Plural{Key: "%d move(s): a cartridge holds %d, write each (\"-\" for no move)", Arg: 1,
			En: "%d move: a cartridge holds %d, write each (\"-\" for no move)|%d moves: a cartridge holds %d, write each (\"-\" for no move)",
			Fr: "%d mouvement : une cartouche en contient %d, écrivez-les tous (« - » pour aucun mouvement)|%d mouvements : une cartouche en contient %d, écrivez-les tous (« - » pour aucun mouvement)"},
	)
}

package skirmish

import "mecanoid/internal/lang"

// The skirmish at the table (moved from referee/messages_games.go): the
// adapter's lines, the rules it names, the engine's events, notes, results
// and refusals, said again in French.
func init() {
	// The rules its steps name, as the terminal writes them after a step ("(capture)").
	for rule, fr := range map[string]string{
		"call": "appel", "action": "action", "fire": "tir", "damage": "dégâts", "end-commander": "chute du commandeur",
		"end-rounds": "fin des manches",
	} {
		lang.Add(lang.Text{"(" + rule + ")", "(" + fr + ")"})
	}
	// The skirmish: the adapter.
	lang.Add(
		lang.Text{"a skirmish's plots and bridges", "les plots et les ponts d'une escarmouche"}, // a photo of this game given to another (tag.RegisterTitle)
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
	lang.AddPlural(
		lang.Plural{Key: "%s has fired its %s %d time(s) this turn, its rate", Arg: 3,
			En: "%s has fired its %s %d time this turn, its rate|%s has fired its %s %d times this turn, its rate",
			Fr: "%s a déjà tiré %[3]d fois avec %[2]s ce tour-ci, sa fréquence de tir|%s a déjà tiré %[3]d fois avec %[2]s ce tour-ci, sa fréquence de tir"},
	)
}

// The words of its referee's end and of the PDFs its print verbs write.
func init() {
	lang.Add(
		lang.Text{" (each team may answer from a phone)", " (chaque équipe peut répondre depuis un téléphone)"},
		lang.Text{"stopped before turn %d (round %d, %s to play)", "arrêté avant le tour %d (manche %d, à %s de jouer)"},
		lang.Text{"leave the table as it is", "laissez la table telle quelle"},
		lang.Text{"%s at true scale on %s", "%s en vraie grandeur sur %s"},
	)
	// The PDFs themselves (print.go; moved from print/messages.go).
	lang.Add(
		lang.Text{"unnamed skirmish map", "carte d'escarmouche sans nom"},
		lang.Text{"%s, %s: playing area %g x %g mm", "%s, %s : aire de jeu de %g x %g mm"},
		lang.Text{"4. Robots stand on the plots (circles), their tags over the centre cross; bridges join the plots.",
			"4. Les robots se posent sur les plots (cercles), leur étiquette sur la croix du centre ; les ponts relient les plots."},
		lang.Text{"5. The four corner markers must stay flat and in the camera's view: the referee finds the map by them.",
			"5. Les quatre repères de coin doivent rester à plat et dans le champ de la caméra : l'arbitre repère la carte grâce à eux."},
		lang.Text{"mecanoid skirmish tags, %g mm", "étiquettes d'escarmouche mecanoid, %g mm"},
		lang.Text{"Stick each code flat on top of its robot; the robot stands on a plot, its code over the centre cross.",
			"Collez chaque code à plat sur le dessus de son robot ; le robot se pose sur un plot, son code sur la croix du centre."},
		lang.Text{"commander, %s", "commandeur, %s"},
		lang.Text{"Weapon", "Arme"},
		lang.Text{"Rate/turn", "Tirs/tour"},
		lang.Text{"Range", "Portée"},
		lang.Text{"Damage", "Dégâts"},
		lang.Text{"no weapon", "sans arme"},
		lang.Text{"Structure: tick a box a point lost; destroyed when all are ticked.",
			"Structure : une case cochée par point perdu ; détruit quand tout est coché."},
		lang.Text{"mecanoid skirmish: robot cards", "escarmouche mecanoid : cartes des robots"},
		lang.Text{"robot cards are %g mm wide; the page leaves %g mm", "les cartes des robots font %g mm de large ; la page laisse %g mm"},
	)
	lang.AddPlural(
		lang.Plural{Key: "%d br.", Arg: 1, En: "%d br.|%d br.", Fr: "%d pont|%d ponts"},
		lang.Plural{Key: "Speed %d bridge(s)/turn   Structure %d   Armour %d", Arg: 1,
			En: "Speed %d bridge/turn   Structure %d   Armour %d|Speed %d bridges/turn   Structure %d   Armour %d",
			Fr: "Vitesse %d pont/tour   Structure %d   Blindage %d|Vitesse %d ponts/tour   Structure %d   Blindage %d"},
	)
	lang.AddPlural(
		lang.Plural{Key: "%d robot cards", Arg: 1, En: "1 robot card|%d robot cards", Fr: "%d carte de robot|%d cartes de robot"},
		lang.Plural{Key: "%d robot tags of %g mm", Arg: 1, En: "1 robot tag of %[2]g mm|%d robot tags of %g mm", Fr: "%d étiquette de robot de %g mm|%d étiquettes de robot de %g mm"},
	)
}

// What its commands do, as their help and mecanoid --help say it.
func init() {
	lang.Add(
		lang.Text{"print a skirmish map at true scale, its robots' tags or their cards (docs/skirmish-format.md)", "imprimer une carte d'escarmouche à l'échelle, les étiquettes de ses robots ou leurs fiches (docs/skirmish-format.md)"},
	)
}

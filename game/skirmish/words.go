package skirmish

import "mecanoid/internal/lang"

// The drawing's words in French (view.go), the rule text's own: round,
// plot, pont, blindage, points de structure, commandeur porte-drapeau.
func init() {
	lang.Add(
		lang.Text{"round %d of %d", "manche %d sur %d"},
		lang.Text{"%s to play", "à %s de jouer"},
		lang.Text{"game over: %s wins", "partie finie : %s gagne"},
		lang.Text{"game over: both teams lose", "partie finie : les deux équipes perdent"},
		lang.Text{"%s's garage:", "garage de %s :"},
		lang.Text{"%s against %s", "%s contre %s"},
		lang.Text{"robot", "robot"},
		lang.Text{"team", "équipe"},
		lang.Text{"plot", "plot"},
		lang.Text{"structure", "structure"},
		lang.Text{"armour", "blindage"},
		lang.Text{"weapons", "armes"},
		lang.Text{"%s (%d×, %d bridges, %d damage)", "%s (%d×, %d ponts, %d dégâts)"},
		lang.Text{"a robot of %s, its number on its tag", "un robot de %s, son numéro sur son étiquette"},
		lang.Text{"commander, flag-bearer: its team loses when it falls", "commandeur porte-drapeau : son équipe perd quand il tombe"},
		lang.Text{"structure left: a segment per point (red: a third or less)", "structure restante : un segment par point (rouge : un tiers ou moins)"},
		lang.Text{"armour: taken off the damage of every hit", "blindage : retranché des dégâts de chaque tir"},
		lang.Text{"plots joined by a bridge: a move crosses one bridge per point of speed, a weapon's range counts bridges",
			"plots reliés par un pont : un déplacement traverse un pont par point de vitesse, la portée d'une arme se compte en ponts"},
		lang.Text{"on its plot, as ruled", "sur son plot, comme l'arbitre l'a dit"},
		lang.Text{"not where it should be", "pas où il devrait être"},
		lang.Text{"where it should stand", "où il devrait être"},
	)
}

// Check's sentence for a robot between plots (check.go); the others are
// SkirmishMismatch's.
func init() {
	lang.Add(lang.Text{"%s: on no plot (%s): put it on plot %s", "%s : sur aucun plot (%s) : mettez-le sur le plot %s"})
}

// The words of `mecanoid resolve` of a skirmish (resolved.go).
func init() {
	lang.Add(
		lang.Text{"Skirmish: %s (%s, %s, %smm), %s against %s, %s", "Escarmouche : %s (%s, %s, %smm), %s contre %s, %s"},
		lang.Text{"Game over in round %d: %s", "Partie finie à la manche %d : %s"},
		lang.Text{"Game in progress: round %d, %s to play", "Partie en cours : manche %d, à %s de jouer"},
		lang.Text{"Round %d, %s's turn (turn %d)", "Manche %d, au tour de %s (tour %d)"},
		lang.Text{"Action %d: %s", "Action %d : %s"},
		lang.Text{"Start: %s", "Départ : %s"},
		lang.Text{"State %s", "État %s"},
		lang.Text{"unnamed board", "plateau sans nom"},
		// the events' kinds, in resolve's column
		lang.Text{"(act)", "(action)"},
		lang.Text{"(destroyed)", "(détruit)"},
		lang.Text{"(turn-end)", "(fin du tour)"},
		lang.Text{"(round-end)", "(fin de manche)"},
		lang.Text{"(game-over)", "(fin de partie)"},
	)
	lang.AddPlural(lang.Plural{Key: "%d plots", Arg: 1, En: "%d plot|%d plots", Fr: "%d plot|%d plots"})
}

package hop_test

// Hop's words in French, registered in the catalog from its own folder:
// the key of each is its English.

import "mecanoid/internal/lang"

func init() {
	lang.Add(
		lang.Text{"%q: answer N, E, S or W", "%q : répondez N, E, S ou W (ouest)"},
		lang.Text{"the game is over", "la partie est finie"},
		lang.Text{"robot %d cannot hop off the grid to %s", "le robot %d ne peut pas sauter hors de la grille, en %s"},
		lang.Text{"robot %d cannot hop onto robot %d at %s", "le robot %d ne peut pas sauter sur le robot %d en %s"},
		lang.Text{"%s is not a Hop robot", "%s n'est pas un robot de Hop"},
		lang.Text{"Hop needs robots 1 and 2 on the grid, %d seen", "Hop veut les robots 1 et 2 sur la grille, %d vus"},
		lang.Text{"robot %d: on %s, should be on %s", "robot %d : en %s, devrait être en %s"},
		lang.Text{"Hop: Ann's robot 1 on %s, Bob's robot 2 on %s", "Hop : le robot 1 d'Ann en %s, le robot 2 de Bob en %s"},
		lang.Text{"a direction for your robot: N, E, S or W", "une direction pour votre robot : N, E, S ou W (ouest)"},
		lang.Text{"turn %d: %s to hop", "tour %d : à %s de sauter"},
		lang.Text{"%s's robot %d hops %s → %s", "%s : le robot %d saute de %s à %s"},
		lang.Text{"robot %d: to %s", "robot %d : en %s"},
		lang.Text{"%s wins: first to the far row; game over after %d turns", "%s gagne : premier à la dernière rangée ; partie finie après %d tours"},
		lang.Text{"(hop)", "(saut)"},
		lang.Text{"turn %d: %s", "tour %d : %s"},
		lang.Text{"stopped after turn %d", "arrêtée après le tour %d"},
	)
}

package hexprog

import "mecanoid/internal/lang"

// The words of `mecanoid resolve` of a hex game (resolved.go).
func init() {
	lang.Add(
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

package cli

import "mecanoid/internal/lang"

// The words of the Netzwerk, skirmish, hex game and SimulacreS tiles
// commands (docs/languages.md).
func init() {
	// Netzwerk: hint, bench-netzwerk, the referee's end.
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
	// The skirmish and the hex game at the table.
	lang.Add(
		lang.Text{" (each team may answer from a phone)", " (chaque équipe peut répondre depuis un téléphone)"},
		lang.Text{"stopped before turn %d (round %d, %s to play)", "arrêté avant le tour %d (manche %d, à %s de jouer)"},
		lang.Text{"leave the table as it is", "laissez la table telle quelle"},
		lang.Text{"stopped after round %d", "arrêté après la manche %d"},
		lang.Text{"leave the robots as they stand", "laissez les robots où ils sont"},
		lang.Text{" (each player may send his signals from a phone, in secret)", " (chaque joueur peut envoyer ses signaux depuis un téléphone, en secret)"},
	)
	// SimulacreS tiles.
	lang.Add(
		lang.Text{"Step %d: %s\n%s", "Étape %d : %s\n%s"},
		lang.Text{"%s, step %d: %s\n%s", "%s, étape %d : %s\n%s"},
		lang.Text{"  Hiatus waits at %v: mecanoid tiles hiatus %v CHAR|failed\n", "  un Hiatus attend en %v : mecanoid tiles hiatus %v PERSONNAGE|failed\n"},
		lang.Text{"World %s (%s), ", "Monde %s (%s), "},
		lang.Text{"World %s (%s)\nSetup\n%s", "Monde %s (%s)\nMise en place\n%s"},
		lang.Text{"  %2d  %-24s realm %s\n", "  %2d  %-24s règne %s\n"},
		lang.Text{"no tile worlds in %s\n", "aucun monde de tuiles dans %s\n"},
		lang.Text{"ID\tNAME\tCREATED\tSTEPS\t\n", "ID\tNOM\tCRÉÉ\tÉTAPES\t\n"},
		lang.Text{"current", "en cours"},
		lang.Text{"World %s (%s) is the current world, ", "Le monde %s (%s) est le monde en cours, "},
	)
	lang.AddPlural(
		lang.Plural{Key: "World %s in %s: seed %s, orientation by %s, %d tile(s) to draw from\n", Arg: 5,
			En: "World %s in %s: seed %s, orientation by %s, %d tile to draw from\n|World %s in %s: seed %s, orientation by %s, %d tiles to draw from\n",
			Fr: "Monde %s dans %s : graine %s, orientation par %s, %d tuile à piocher\n|Monde %s dans %s : graine %s, orientation par %s, %d tuiles à piocher\n"},
		lang.Plural{Key: "%d tile(s) left to draw: a draw rolls a d%d and takes that number\n", Arg: 1,
			En: "%d tile left to draw: a draw rolls a d%d and takes that number\n|%d tiles left to draw: a draw rolls a d%d and takes that number\n",
			Fr: "%d tuile reste à piocher : on lance un d%d et on prend ce numéro\n|%d tuiles restent à piocher : on lance un d%d et on prend ce numéro\n"},
		lang.Plural{Key: "wrote %s: world %s, %d step(s)\n", Arg: 3,
			En: "wrote %s: world %s, %d step\n|wrote %s: world %s, %d steps\n",
			Fr: "écrit %s : monde %s, %d étape\n|écrit %s : monde %s, %d étapes\n"},
		lang.Plural{Key: "saved world %s as %s (%d step(s)) in %s; play goes on in %s; mecanoid tiles load %q comes back to it\n", Arg: 3,
			En: "saved world %s as %s (%d step) in %s; play goes on in %s; mecanoid tiles load %q comes back to it\n|saved world %s as %s (%d steps) in %s; play goes on in %s; mecanoid tiles load %q comes back to it\n",
			Fr: "monde %s sauvé sous %s (%d étape) dans %s ; la partie continue dans %s ; mecanoid tiles load %q y revient\n|monde %s sauvé sous %s (%d étapes) dans %s ; la partie continue dans %s ; mecanoid tiles load %q y revient\n"},
	)
}

package session

import "mecanoid/internal/lang"

// What a run at the table says of its journal and its frames, in French.
func init() {
	lang.Add(
		lang.Text{"no unfinished %s game in %s to go on with (mecanoid games lists them)", "aucune partie de %s inachevée dans %s à reprendre (mecanoid games les liste)"},
		lang.Text{"%s game %s is over (%s): nothing to go on with", "la partie de %s %s est finie (%s) : rien à reprendre"},
		lang.Text{"warning: the web page listens on this machine only (--web %s): no phone can reach it; --web :8080 listens on every network\n", "attention : la page web n'écoute que sur cette machine (--web %s) : aucun téléphone ne peut l'atteindre ; --web :8080 écoute sur tous les réseaux\n"},
		lang.Text{"web page: %s%s\n", "page web : %s%s\n"},
		lang.Text{"players join at %s\n", "les joueurs rejoignent la partie sur %s\n"},
		lang.Text{"press Enter when the table is ready (%s)", "appuyez sur Entrée quand la table est prête (%s)"},
		lang.Text{"game %s kept in %s", "partie %s gardée dans %s"},
		lang.Text{"frames: going on after %s, the last one read", "images : reprise après %s, la dernière lue"},
		lang.Text{"frames: going on from %s, the last one read", "images : reprise à %s, la dernière lue"},
		lang.Text{"%s: not read here, taken for Enter: the table is read now; programs are asked once it is (type them then)",
			"%s : pas lu ici, pris pour Entrée : la table est lue maintenant ; les programmes sont demandés ensuite (tapez-les alors)"},
	)
	lang.AddPlural(lang.Plural{Key: "%d steps", Arg: 1, En: "%d step|%d steps", Fr: "%d étape|%d étapes"})
	lang.AddPlural(lang.Plural{Key: "going on with game %s of %s: %d steps kept", Arg: 3,
		En: "going on with game %s of %s: %d step kept|going on with game %s of %s: %d steps kept",
		Fr: "reprise de la partie %s de %s : %d étape gardée|reprise de la partie %s de %s : %d étapes gardées"})
}

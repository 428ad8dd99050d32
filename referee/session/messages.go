package session

import "mecanoid/internal/lang"

// What a run at the table says of its journal and its frames, in French.
func init() {
	lang.Add(
		lang.Text{"no unfinished %s game in %s to go on with (mecanoid games lists them)", "aucune partie de %s inachevée dans %s à reprendre (mecanoid games les liste)"},
		lang.Text{"%s game %s is over (%s): nothing to go on with", "la partie de %s %s est finie (%s) : rien à reprendre"},
		lang.Text{"going on with game %s of %s: %s kept", "reprise de la partie %s de %s : %s gardées"},
		lang.Text{"press Enter when the table is ready (%s)", "appuyez sur Entrée quand la table est prête (%s)"},
		lang.Text{"game %s kept in %s", "partie %s gardée dans %s"},
		lang.Text{"frames: going on after %s, the last one read", "images : reprise après %s, la dernière lue"},
		lang.Text{"frames: going on from %s, the last one read", "images : reprise à %s, la dernière lue"},
		lang.Text{"%s: not read here, taken for Enter: the table is read now; programs are asked once it is (type them then)",
			"%s : pas lu ici, pris pour Entrée : la table est lue maintenant ; les programmes sont demandés ensuite (tapez-les alors)"},
	)
	lang.AddPlural(lang.Plural{Key: "%d steps", Arg: 1, En: "%d step|%d steps", Fr: "%d étape|%d étapes"})
}

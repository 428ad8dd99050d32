package session

import "mecanoid/internal/lang"

func init() {
	lang.Add(
		lang.Text{"%s: not read here, taken for Enter: the table is read now; programs are asked once it is (type them then)",
			"%s : pas lu ici, pris pour Entrée : la table est lue maintenant ; les programmes sont demandés ensuite (tapez-les alors)"},
	)
}

package journal

import "mecanoid/internal/lang"

// The journal's refusals in French (journalError.Say): what a user meets
// at the command line, a journal that cannot serve. The names of tables
// and columns stay as the sqlite3 shell shows them.
func init() {
	lang.Add(
		lang.Text{"journal: %s: %s", "journal : %s : %s"},
		lang.Text{"is written by another mecanoid (%s): one referee to a journal; stop it, or give --journal another file",
			"est écrit par un autre mecanoid (%s) : un seul arbitre par journal ; arrêtez-le, ou donnez un autre fichier à --journal"},
		lang.Text{"cannot open the journal: %v", "impossible d'ouvrir le journal : %v"},
		lang.Text{"cannot lock it: %v", "impossible de le verrouiller : %v"},
		lang.Text{"cannot write beside the journal: %v", "impossible d'écrire à côté du journal : %v"},
		lang.Text{"cannot write the journal: %v", "impossible d'écrire dans le journal : %v"},
		lang.Text{"cannot use write-ahead logging (journal_mode %s)", "impossible d'écrire en journal anticipé (journal_mode %s)"},
		lang.Text{"not a mecanoid journal (not an SQLite database)", "pas un journal de mecanoid (pas une base SQLite)"},
		lang.Text{"not a mecanoid journal (an SQLite database of another program)", "pas un journal de mecanoid (une base SQLite d'un autre programme)"},
		lang.Text{"journal version %d, this mecanoid reads up to %d", "journal de version %d, ce mecanoid lit jusqu'à la %d"},
		lang.Text{"an empty journal: no game in it", "un journal vide : aucune partie"},
		lang.Text{"journal is corrupt: %v", "journal endommagé : %v"},
		lang.Text{"journal is corrupt: %s", "journal endommagé : %s"},
		lang.Text{"journal is corrupt: no schema version", "journal endommagé : pas de version de schéma"},
		lang.Text{"journal is corrupt: table %s is missing", "journal endommagé : la table %s manque"},
		lang.Text{"journal is corrupt: table %s has no column %s", "journal endommagé : la table %s n'a pas de colonne %s"},
		lang.Text{"journal is corrupt: games row %v: %s %s", "journal endommagé : games, ligne %v : %s %s"},
		lang.Text{"journal is corrupt: %s of game %v, step %v: %s %s", "journal endommagé : %s de la partie %v, étape %v : %s %s"},
		lang.Text{"journal is corrupt: %s row %v (game %v, step %v): %s %s", "journal endommagé : %s, ligne %v (partie %v, étape %v) : %s %s"},
		lang.Text{"journal is corrupt: scans row %d (game %d, step %d): seen is not what a camera read: %v",
			"journal endommagé : scans, ligne %d (partie %d, étape %d) : seen n'est pas ce qu'une caméra a lu : %v"},
		// What a column holds that it cannot (tables.go).
		lang.Text{"is not JSON", "n'est pas du JSON"},
		lang.Text{"is not a JSON list", "n'est pas une liste JSON"},
		lang.Text{"is not a whole number", "n'est pas un nombre entier"},
		lang.Text{"is not text", "n'est pas du texte"},
		lang.Text{"is not a time", "n'est pas une date"},
		lang.Text{"is neither 0 nor 1", "n'est ni 0 ni 1"},
	)
}

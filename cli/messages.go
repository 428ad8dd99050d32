package cli

import "mecanoid/internal/lang"

// The command line's messages (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"Run 'mecanoid %s --help' for usage.\n", "Lancez « mecanoid %s --help » pour voir comment l'utiliser.\n"},
		lang.Text{"Run '%s --help' for usage.\n", "Lancez « %s --help » pour voir comment l'utiliser.\n"},
	)
}

// The demo's and the referee command's messages (demo.go, referee.go).
func init() {
	lang.Add(
		lang.Text{"photos generated as the game goes (table %s, sheets filled by a bot)", "photos faites au fil de la partie (table %s, feuilles remplies par un robot joueur)"},
		lang.Text{"bundled photos: %d of the table (%s), %d of filled cartridge sheets", "photos fournies : %d de la table (%s), %d de feuilles de cartouche remplies"},
		lang.Text{"web page: %s  (open it to watch the game; --pace 0 runs at full speed)\n", "page web : %s  (ouvrez-la pour suivre la partie ; --pace 0 joue à pleine vitesse)\n"},
		lang.Text{"waiting up to %s for the page to be opened\n", "attente de l'ouverture de la page, %s au plus\n"},
		lang.Text{"the page is open: the game starts\n", "la page est ouverte : la partie commence\n"},
		lang.Text{"mecanoid demo: %s, %s, %s\n", "démo mecanoid : %s, %s, %s\n"},
		lang.Text{"demo/table, built in", "demo/table, intégrées"},
		lang.Text{"no LED map", "pas de carte des LED"},
		lang.Text{"LEDs on GPIO", "LED sur le GPIO"},
		lang.Text{"stopped after turn %d: to go on, leave the table as it is and run again with --resume (the journal keeps the game)\n", "arrêt après le tour %d : pour continuer, laissez la table telle quelle et relancez avec --resume (le journal garde la partie)\n"},
		lang.Text{"show the %s to the camera and press Enter ", "montrez la %s à la caméra et appuyez sur Entrée "},
		lang.Text{"warning: %s\n", "attention : %s\n"},
	)
}

func init() {
	lang.Add(lang.Text{"rescan needed:", "photo à reprendre :"})
}

package referee

import "mecanoid/internal/lang"

// The live table's messages (live.go, check.go, netzwerk_live.go).
func init() {
	lang.Add(
		lang.Text{"the camera cannot read the table clearly: fix these", "la caméra ne lit pas bien la table : corrigez ces points"},
		lang.Text{"still to put right:\n  %s", "encore à corriger :\n  %s"},
		lang.Text{"on the table so far: %s", "sur la table pour l'instant : %s"},
		lang.Text{"still to put down: %s", "encore à poser : %s"},
		lang.Text{"press Enter to start with these pieces", "appuyez sur Entrée pour commencer avec ces pièces"},
		lang.Text{"nothing", "rien"},
		lang.Text{"%s on %s", "%s en %s"},
		lang.Text{"robot %d: should be on %s %s", "robot %d : devrait être en %s, %s"},
		lang.Text{"robot %d: should face N", "robot %d : devrait être face au nord"},
		lang.Text{"robot %d: should face E", "robot %d : devrait être face à l'est"},
		lang.Text{"robot %d: should face S", "robot %d : devrait être face au sud"},
		lang.Text{"robot %d: should face W", "robot %d : devrait être face à l'ouest"},
		lang.Text{"turn %d: player %d to play (robots %s): move robots, then batteries; each move is judged as it is put down; press Enter when done",
			"tour %d : au joueur %d de jouer (robots %s) : déplacez les robots, puis les batteries ; chaque mouvement est jugé dès qu'il est posé ; appuyez sur Entrée à la fin"},
		lang.Text{"the table does not show a Netzwerk position: %s", "la table ne montre pas une position de Netzwerk : %s"},
		lang.Text{"not a legal turn so far: %s", "pour l'instant, ce n'est pas un tour permis : %s"},
		lang.Text{"so far, player %d: %s; press Enter when done", "pour l'instant, joueur %d : %s ; appuyez sur Entrée à la fin"},
	)
}

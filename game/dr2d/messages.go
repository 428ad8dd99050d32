package dr2d

import "mecanoid/internal/lang"

// What scan-sheet prints of a cartridge sheet (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"a DR2D board", "un plateau de DR2D"}, // a photo of this game given to another (tag.RegisterTitle)
		lang.Text{" (each robot may be programmed from a phone, in secret)", " (chaque robot peut être programmé depuis un téléphone, en secret)"},
		lang.Text{"--game %s: the demo plays %s", "--game %s : la démo joue %s"},
		lang.Text{"robot %d, turn %d (sheet %s)\n", "robot %d, tour %d (feuille %s)\n"},
		lang.Text{"move %d  -     cancelled: the robot falls asleep before this move (sleep_before %d)\n", "mouvement %d  -     annulé : le robot se met en veille avant ce mouvement (sleep_before %d)\n"},
		lang.Text{"move %d  -     cancelled\n", "mouvement %d  -     annulé\n"},
		lang.Text{"move %d  %-5s %s\n", "mouvement %d  %-5s %s\n"},
		lang.Text{"U-turn", "demi-tour"},
		lang.Text{"turn left", "pivote à gauche"},
		lang.Text{"turn right", "pivote à droite"},
		lang.Text{"turn left x%d", "pivote à gauche x%d"},
		lang.Text{"turn right x%d", "pivote à droite x%d"},
		lang.Text{"forward", "avance"},
		lang.Text{"back", "recule"},
		lang.Text{"no move", "pas de déplacement"},
		lang.Text{", ", ", "},
	)
}

// frDirs are the directions' French, with what goes before them.
var frDirs = map[string]struct{ name, to, facing string }{
	"N": {"nord", "vers le nord", "face au nord"},
	"E": {"est", "vers l'est", "face à l'est"},
	"S": {"sud", "vers le sud", "face au sud"},
	"W": {"ouest", "vers l'ouest", "face à l'ouest"},
}

// frSenses are a rotating tile's senses (the rule text's words).
var frSenses = map[string]string{"+": "sens horaire", "-": "sens trigonométrique"}

// DR2D's events (dr2d_events.go).
func init() {
	lang.Add(
		lang.Text{"%s", "%s"},
		lang.Text{"%s sleeps through this turn", "le %s est en veille pendant ce tour"},
		lang.Text{"%s is put to sleep: moves %d..5 cancelled", "le %s est mis en veille : mouvements %d à 5 annulés"},
		lang.Text{"%s loses this move (pothole)", "le %s perd ce mouvement (nid-de-poule)"},
		lang.Text{"%s is stuck in the pothole at %v and plays nothing", "le %s est coincé dans le nid-de-poule en %v et ne joue rien"},
		lang.Text{"%s makes no move", "le %s ne bouge pas"},
		lang.Text{"%s steps forward %v → %v", "le %s avance %v → %v"},
		lang.Text{"%s steps back %v → %v", "le %s recule %v → %v"},
		lang.Text{"%s steps %s %v → %v", "le %s se déplace (%s) %v → %v"},
		lang.Text{"%s is pushed by robot %d %v → %v", "le %s est poussé par le robot %d %v → %v"},
		lang.Text{"%s is blocked at %v: %s", "le %s est bloqué en %v : %s"},
		lang.Text{"%s is carried by the %s %v → %v", "le %s est emporté par %s %v → %v"},
		lang.Text{"%s is pushed by the %s %v → %v", "le %s est poussé par %s %v → %v"},
		lang.Text{"%s cafouille at %d PC: moves %d and %d swapped", "le %s cafouille à %d PC : mouvements %d et %d permutés"},
		lang.Text{"%s is at 0 PC and goes to sleep: %s", "le %s est à 0 PC et se met en veille : %s"},
		lang.Text{"%s is at 0 PC and goes to sleep", "le %s est à 0 PC et se met en veille"},
		lang.Text{"%s pressed the actuator at %v", "le %s a appuyé sur l'actionneur en %v"},
		lang.Text{"the board stays on layout %d: %s", "le plateau reste dans la configuration %d : %s"},
		lang.Text{"the board switches to layout %d", "le plateau passe dans la configuration %d"},
		lang.Text{"%s is crushed by the press at %v: %d → %d PC", "le %s est écrasé par la presse en %v : %d → %d PC"},
		lang.Text{"%s is repaired at %v: %d → %d PC", "le %s est réparé en %v : %d → %d PC"},
		lang.Text{"%s downloads law %d at %v", "le %s télécharge la loi %d en %v"},
		lang.Text{"%s has the three laws and leaves the board from %v", "le %s a les trois lois et quitte le plateau depuis %v"},
		lang.Text{"%s wakes up with %d PC", "le %s se réveille avec %d PC"},
		lang.Text{"%s will sleep through the next turn", "le %s sera en veille pendant le tour suivant"},
		lang.Text{"%s: has left the board; its program is ignored", "le %s a quitté le plateau : sa cartouche est ignorée"},
		lang.Text{"%s: sleeps this turn; its program is ignored", "le %s est en veille ce tour-ci : sa cartouche est ignorée"},
		lang.Text{"has left the board; its program is ignored", "a quitté le plateau : sa cartouche est ignorée"},
		lang.Text{"sleeps this turn; its program is ignored", "est en veille ce tour-ci : sa cartouche est ignorée"},
		lang.Text{"every robot has the three laws: the game is over", "tous les robots ont les trois lois : la partie est finie"},
		// Notes: why a robot is blocked, what a sleep cancels.
		lang.Text{"two robots would swap cells head-on; both stay", "deux robots échangeraient leurs cases de front ; aucun ne bouge"},
		lang.Text{"it sleeps through the next turn", "il reste en veille pendant tout le tour suivant"},
		lang.Text{"the board has a single layout", "le plateau n'a qu'une configuration"},
		lang.Text{"robot %d behind it", "le robot %d derrière lui"},
		lang.Text{"a wall behind it", "un mur derrière lui"},
		lang.Text{"the board edge behind it", "le bord du plateau derrière lui"},
		lang.Text{"another robot is moved to %s at the same time; both stay", "un autre robot est déplacé en %s au même moment ; aucun des deux ne bouge"},
		lang.Text{"robot %d stays at %s and blocks the way", "le robot %d reste en %s et bloque le passage"},
		lang.Text{"moves %d..5 cancelled; it sleeps through the next turn", "mouvements %d à 5 annulés ; il reste en veille pendant tout le tour suivant"},
	)
	lang.AddPlural(lang.Plural{Key: "%s fell into the pothole at %v with %d PC: loses its next %d move(s)", Arg: 4,
		En: "%s fell into the pothole at %v with %d PC: loses its next %d move|%s fell into the pothole at %v with %d PC: loses its next %d moves",
		Fr: "le %[1]s tombe dans le nid-de-poule en %[2]v avec %[3]d PC : il perd son prochain mouvement|le %s tombe dans le nid-de-poule en %v avec %d PC : il perd ses %d prochains mouvements"})
	for d, fr := range frDirs {
		lang.Add(
			lang.Text{"wall on the " + d + " side; no damage", "mur côté " + fr.name + " ; aucun dégât"},
			lang.Text{"edge on the " + d + " side; no damage", "bord du plateau côté " + fr.name + " ; aucun dégât"},
			lang.Text{"facing " + d, fr.facing},
			lang.Text{"%s is hit by the laser at %v firing " + d + ": %d → %d PC", "le %s est touché par le LASER en %v qui tire " + fr.to + " : %d → %d PC"},
			lang.Text{"robot %d cannot be pushed " + d + " (%s); neither moves", "le robot %d ne peut pas être poussé " + fr.to + " (%s) ; aucun ne bouge"},
			lang.Text{"a wall stands in the way " + d, "un mur barre le passage " + fr.to},
			lang.Text{"a edge stands in the way " + d, "le bord du plateau barre le passage " + fr.to},
			lang.Text{"conveyor " + d, "le convoyeur " + fr.to},
			lang.Text{"pusher " + d, "le pousseur " + fr.to},
		)
		for s, sense := range frSenses {
			lang.Add(lang.Text{"rotating conveyor " + d + s, "le convoyeur rotatif " + fr.to + " (" + sense + ")"})
		}
		for d2, fr2 := range frDirs { // a robot turned from d to d2
			turn := fr.name + " → " + fr2.name
			lang.Add(
				lang.Text{"%s turns " + d + " → " + d2, "le %s pivote : " + turn},
				lang.Text{"%s is carried by the %s %v → %v, turning " + d + " → " + d2, "le %s est emporté par %s %v → %v et pivote : " + turn},
				lang.Text{"%s is turned by the %s: " + d + " → " + d2, "le %s est tourné par %s : " + turn},
			)
		}
	}
	for s, sense := range frSenses {
		lang.Add(lang.Text{"turntable " + s, "le tourniquet (" + sense + ")"})
	}
}

// What the players are told to do with a robot that stays (position.go).
func init() {
	for d, fr := range frDirs {
		lang.Add(lang.Text{"robot %d: stays on %s, turn it to face " + d, "robot %d : reste en %s, tournez-le " + fr.facing})
	}
}

// What resolve writes of a DR2D game (resolved.go).
func init() {
	lang.Add(
		lang.Text{"Start: layout %d, laws at %v %v %v", "Début : configuration %d, lois en %v %v %v"},
		lang.Text{"State after turn %d, layout %d of %d", "État après le tour %d, configuration %d sur %d"},
		lang.Text{", game over", ", partie finie"},
		lang.Text{"End of turn", "Fin du tour"},
		lang.Text{"rule: %s", "règle : %s"},
		lang.Text{"sleep|lost-moves|move|push|wall|conveyor|pusher|laser|pothole|cafouille|actuator|turntable|press|repair|law|leave|end-of-game|programs|priority",
			"veille|mouvements perdus|mouvement|poussée|mur|convoyeur|pousseur|LASER|nid-de-poule|cafouille|actionneur|tourniquet|presse|réparation|loi|sortie du plateau|fin de partie|cartouches|priorité"},
		lang.Text{"N|E|S|W", "N|E|S|O"},
		lang.Text{"%v facing %s", "%v orienté %s"},
		lang.Text{"laws %-6s", "lois : %-6s"},
		lang.Text{"none", "—"},
	)
	// A game taken up again (adapter.go's Preview).
	lang.Add(
		lang.Text{"robot %d on %v facing %s", "robot %d en %v orienté %s"},
		lang.Text{"law %d on %v", "loi %d en %v"},
		lang.Text{"going on with the game kept: put %s", "la partie gardée continue : placez %s"},
	)
	// Cartridge sheets (sheets.go).
	lang.Add(lang.Text{"  %s: sheet of robot %d, turn %d, already played: skipped\n", "  %s : feuille du robot %d, tour %d, déjà joué : passée\n"})
	lang.AddPlural(
		lang.Plural{Key: "%d layouts", Arg: 1, En: "%d layout|%d layouts", Fr: "%d configuration|%d configurations"},
		lang.Plural{Key: ", %d moves to lose", Arg: 1, En: ", %d move to lose|, %d moves to lose", Fr: ", %d mouvement à perdre|, %d mouvements à perdre"},
	)
}

// What `mecanoid watch` says (watch.go).
func init() {
	lang.Add(
		lang.Text{"the rate a folder of frames was filmed at (0: the number in its file named fps, else 30)", "la cadence à laquelle un dossier d'images a été filmé (0 : le nombre de son fichier nommé fps, sinon 30)"},
		lang.Text{"want one source: mecanoid watch SOURCE --board FILE (a camera, a video file or a folder of frames)", "il faut une source : mecanoid watch SOURCE --board FICHIER (une caméra, un fichier vidéo ou un dossier d'images)"},
		lang.Text{"--fps must be positive", "--fps doit être positif"},
		lang.Text{"frame %d: a hand over the board\n", "image %d : une main au-dessus du plateau\n"},
		lang.Text{"frame %d: not read: %s\n", "image %d : pas lue : %s\n"},
		lang.Text{"frame %d: an empty board\n", "image %d : un plateau vide\n"},
		lang.Text{"frame %d: %s", "image %d : %s"},
		lang.Text{"watch a table live without a game: the board read each time hands leave it", "observer une table en direct sans partie : le plateau lu chaque fois que les mains le quittent"},
	)
}

// What its commands do, as their help and mecanoid --help say it.
func init() {
	lang.Add(
		lang.Text{"a whole DR2D game refereed from camera frames and photos of filled cartridge sheets (bundled, or generated), no hardware", "une partie entière de DR2D arbitrée d'après des images de caméra et des photos de feuilles de cartouche remplies (fournies ou générées), sans matériel"},
	)
}

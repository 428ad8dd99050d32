package filekind

import "mecanoid/internal/lang"

func init() {
	lang.Add(
		lang.Text{"%s is %s, not %s", "%s est %s, pas %s"},
		lang.Text{"a DR2D board (docs/board-format.md)", "un plateau de DR2D (docs/board-format.md)"},
		lang.Text{"a hex game board (docs/hexprog-format.md)", "un plateau du jeu sur hexagones (docs/hexprog-format.md)"},
		lang.Text{"a skirmish map (docs/skirmish-format.md)", "une carte de l'escarmouche (docs/skirmish-format.md)"},
		lang.Text{"the skirmish's robot types (docs/skirmish-format.md)", "les types de robots de l'escarmouche (docs/skirmish-format.md)"},
		lang.Text{"a SimulacreS tile set (docs/tiles-format.md)", "un jeu de tuiles de SimulacreS (docs/tiles-format.md)"},
		lang.Text{"an LED map (docs/leds.md)", "une carte des LED (docs/leds.md)"},
		lang.Text{"a DR2D game file (docs/game-format.md)", "un fichier de partie de DR2D (docs/game-format.md)"},
		lang.Text{"a Netzwerk game file (docs/netzwerk-format.md)", "un fichier de partie de Netzwerk (docs/netzwerk-format.md)"},
		lang.Text{"a hex game file (docs/hexprog-format.md)", "un fichier de partie du jeu sur hexagones (docs/hexprog-format.md)"},
		lang.Text{"a skirmish game file (docs/skirmish-format.md)", "un fichier de partie de l'escarmouche (docs/skirmish-format.md)"},
		lang.Text{"a SimulacreS world file (docs/tiles-format.md)", "un fichier de monde de SimulacreS (docs/tiles-format.md)"},
		lang.Text{"a photo", "une photo"},
		lang.Text{"a game file", "un fichier de partie"},
	)
}

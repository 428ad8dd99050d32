package main

import "mecanoid/internal/lang"

// The commands' own words (doctor, resolve, games, journal, leds, scan,
// scan-sheet, the command line's errors and help): docs/languages.md.
func init() {
	lang.Add(
		// doctor
		lang.Text{"mecanoid doctor: %s\n", "mecanoid doctor : %s\n"},
		lang.Text{"  %-5s %-8s ", "  %-6s %-8s "},
		lang.Text{"%sfix: %s\n", "%sà faire : %s\n"},
		lang.Text{"%d essential check(s) failed: the referee cannot run here as it is", "%d vérification(s) essentielle(s) en échec : l'arbitre ne peut pas tourner ici en l'état"},
		lang.Text{"ready to referee\n", "prêt à arbitrer\n"},
	)
}

package main

import "mecanoid/internal/lang"

// The command line's messages (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"Run 'mecanoid %s --help' for usage.\n", "Lancez « mecanoid %s --help » pour voir comment l'utiliser.\n"},
		lang.Text{"Run '%s --help' for usage.\n", "Lancez « %s --help » pour voir comment l'utiliser.\n"},
	)
}

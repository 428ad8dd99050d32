package device

import "mecanoid/internal/lang"

// What Open says when it simulates the LEDs, in French.
func init() {
	lang.Add(
		lang.Text{"no GPIO here: LEDs simulated (%s)", "pas de GPIO ici : LED simulées (%s)"},
		lang.Text{"periph host drivers: %s", "pilotes de periph : %s"},
		lang.Text{"GPIO is driven on Linux only", "le GPIO ne se pilote que sous Linux"},
		lang.Text{"no /dev/gpiochip*: not a Raspberry Pi?", "pas de /dev/gpiochip* : ce n'est pas un Raspberry Pi ?"},
		lang.Text{"cannot open /dev/gpiochip*: is this user in the gpio group?", "impossible d'ouvrir /dev/gpiochip* : cet utilisateur est-il dans le groupe gpio ?"},
		lang.Text{"this machine has GPIO, but no pin named %s", "cette machine a du GPIO, mais aucune broche nommée %s"},
	)
}

package rulebook

import "mecanoid/internal/lang"

func init() {
	lang.Add(
		lang.Text{"the project's rulings", "les arbitrages du projet"},
		lang.Text{"rule: %s", "règle : %s"},
		lang.Text{"“%s” — %s, « %s »", "« %s » — %s, « %s »"},
		lang.Text{"project decision: “%s” — %s, section %s", "décision du projet : « %s » — %s, section %s"},
		lang.Text{"project ruling: “%s” (%s)", "arbitrage du projet : « %s » (%s)"},
	)
}

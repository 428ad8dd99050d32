package tiles

import (
	"strings"
	"testing"

	"mecanoid/cli/clitest"
	_ "mecanoid/game/dr2d" // demo is its command, --game tiles reaches ours
	"mecanoid/internal/lang"
)

// The demo through the command line, from another directory: each tile
// laid and checked, the first one turned the wrong way then right, the
// Hiatus answered two ways then settled, the place left empty, the end;
// in English, then in French.
func TestDemoTiles(t *testing.T) {
	if testing.Short() {
		t.Skip("photos: -short")
	}
	t.Chdir(t.TempDir()) // no file of the clone is needed
	for _, c := range []struct {
		lang  lang.Lang
		lines []string
	}{
		{lang.EN, []string{
			"mecanoid demo: SimulacreS, an evening at the table from 9 generated photos",
			"Step 1: Alice moves to J3 at 0,0",
			"lay Forêt on place 1,0, diamond pointing N",
			"place 1,0: Forêt's diamond points E: turn it to point N",
			"the table matches the ruling",
			"Step 2: Bob moves to F10 at 0,0",
			"the answers differ: agree on how the Hiatus at 0,1 was settled",
			"Step 3: Hiatus at 0,1 won by Alice",
			"lay Colline on place 0,1, diamond pointing N",
			"the table matches the ruling",
			"Step 4: Bob moves to J1 at 0,1",
			"lay Marais on place 1,1, diamond pointing W",
			"the table matches the ruling",
			"place 0,2 stays empty and cannot be explored",
			"the evening ends after step 5: 4 tiles laid and checked, 1 place left empty",
		}},
		{lang.FR, []string{
			"démo mecanoid : SimulacreS, une soirée à la table d'après 9 photos générées",
			"posez Forêt sur la place 1,0",
			"la soirée se termine après l'étape 5 : 4 tuiles posées et vérifiées, 1 emplacement laissé vide",
		}},
	} {
		code, out, errs := clitest.Run("demo", "--game", "tiles", "--pace", "0", "--web", "", "--lang", string(c.lang))
		if code != 0 {
			t.Fatalf("%s: exit %d: %s\n%s", c.lang, code, errs, out)
		}
		rest := out // the lines in their order
		for _, want := range c.lines {
			i := strings.Index(rest, want)
			if i < 0 {
				t.Fatalf("%s: output lacks %q after what came before:\n%s", c.lang, want, out)
			}
			rest = rest[i+len(want):]
		}
		if strings.Contains(out, "cannot read") || strings.Contains(out, "ne peut pas lire") {
			t.Errorf("%s: a doubt on the demo's photos:\n%s", c.lang, out)
		}
	}
}

// A demo of a game that has none is refused, naming the games that have.
func TestDemoNoSuchGame(t *testing.T) {
	code, _, errs := clitest.Run("demo", "--game", "netzwerk", "--lang", "fr")
	if code != 2 || !strings.Contains(errs, "--game netzwerk : la démo joue dr2d, simulacres") {
		t.Errorf("exit %d: %s", code, errs)
	}
}

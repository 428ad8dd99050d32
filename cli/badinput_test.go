package cli

import (
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// TestBadInputsAnswered: a mistyped flag is answered with the flag meant,
// a bad duration with what a duration looks like, a file of another kind
// with what it is; each in the user's language, exit 2, nothing after.
func TestBadInputsAnswered(t *testing.T) {
	was, given := lang.User(), langGiven
	t.Cleanup(func() { lang.SetUser(was); langGiven = given })
	for _, c := range []struct {
		args []string
		want []string // in stderr, in this order
	}{
		{[]string{"referee", "--camra", "demo/table"}, []string{"-camra", "Did you mean --camera?"}},
		{[]string{"referee", "--camra", "demo/table", "--lang", "fr"}, []string{"option inconnue : -camra", "Vouliez-vous dire --camera ?"}},
		{[]string{"resolve", "--diagrms", "../examples/factory-demo.json"}, []string{"Did you mean --diagrams?"}},
		{[]string{"games", "--jornal", "x"}, []string{"Did you mean --journal?"}},
		{[]string{"demo", "--lnag", "fr"}, []string{"Did you mean --lang?"}},
		{[]string{"referee", "--game", "netzwerk", "--widht", "6"}, []string{"Did you mean --width?"}},
		{[]string{"demo", "--pace", "fast"}, []string{`invalid value "fast" for flag -pace`, "A duration is a number and its unit: 0, 500ms, 2s, 1m30s."}},
		{[]string{"demo", "--pace", "fast", "--lang", "fr"}, []string{"(illisible)", "Une durée est un nombre et son unité"}},
		{[]string{"referee", "--game", "netzwerk", "--pace", "1"}, []string{"A duration is a number and its unit"}},
		{[]string{"resolve", "../boards/arena.hex"}, []string{"../boards/arena.hex is a hex game board (docs/hexprog-format.md), not a game file"}},
		{[]string{"resolve", "../boards/demo.board", "--lang", "fr"}, []string{"../boards/demo.board est un plateau de DR2D (docs/board-format.md), pas un fichier de partie"}},
		{[]string{"resolve", "../demo/table/f000.jpg"}, []string{"../demo/table/f000.jpg is a photo, not a game file"}},
		{[]string{"referee", "--board", "../boards/arena.hex"}, []string{"../boards/arena.hex is a hex game board (docs/hexprog-format.md), not a DR2D board (docs/board-format.md)"}},
		{[]string{"print", "board", "../boards/skirmish-crossing.map"}, []string{"is a skirmish map (docs/skirmish-format.md), not a DR2D board"}},
		{[]string{"print", "hex", "board", "../boards/demo.board"}, []string{"../boards/demo.board is a DR2D board (docs/board-format.md), not a hex game board (docs/hexprog-format.md)"}},
		{[]string{"print", "hex", "board", "../boards/demo.board", "--lang", "fr"}, []string{"est un plateau de DR2D", "pas un plateau du jeu sur hexagones"}},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			code, stdout, stderr := runCLI(c.args...)
			if code != 2 {
				t.Errorf("exit %d, want 2\nstderr: %s", code, stderr)
			}
			if stdout != "" {
				t.Errorf("wrote on stdout: %s", stdout)
			}
			rest := stderr
			for _, w := range c.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Errorf("stderr lacks %q (in this order):\n%s", w, stderr)
					break
				}
				rest = rest[i+len(w):]
			}
		})
	}
}

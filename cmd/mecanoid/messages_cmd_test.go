package main

import (
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// TestCommandsFrench: the commands' own lines with --lang fr: the list of
// games, the LED test, usage mistakes, an unknown command; English as
// before without it.
func TestCommandsFrench(t *testing.T) {
	defer func() { userLang = lang.Default }()
	simulateLEDs(t)
	journal := makeJournal(t)
	for _, c := range []struct {
		args         []string
		code         int
		out, errText []string
		english      string // what the same command says in English
	}{
		{[]string{"games", "--journal", journal}, 0,
			[]string{"N°  JEU   NOM     CRÉÉE LE", "TOURS  ÉTAT\n", "finie : Rouge\n", "en cours\n"}, nil, "over: Rouge"},
		{[]string{"leds", "test", "--gpio", "../../boards/factory.leds", "--times", "1"}, 0,
			[]string{"attention : no GPIO here", "../../boards/factory.leds : 4 LED, chacune clignote 1 fois à son tour ; Ctrl-C arrête\n", "toutes les LED éteintes\n"}, nil, "all LEDs off"},
		{[]string{"leds", "test", "--gpio", "../../boards/factory.leds", "--times", "0"}, 2,
			nil, []string{"mecanoid leds : --times 0 : il faut 1 ou plus\n"}, "want 1 or more"},
		{[]string{"resolve"}, 2,
			nil, []string{"mecanoid resolve : il faut un fichier de partie : mecanoid resolve PARTIE"}, "want one game file"},
		{[]string{"replay", "nosuchgame", "--journal", journal}, 2,
			nil, []string{" ; le journal contient : 1 demo, 2 second\n"}, "the journal holds: 1 demo, 2 second"},
		{[]string{"resolve", "--frob", "x.json"}, 2,
			nil, []string{"mecanoid resolve : option inconnue : -frob\n", "Lancez « mecanoid resolve --help »"}, "flag provided but not defined: -frob"},
		{[]string{"leds", "test", "--gpio", "x", "--times", "abc"}, 2,
			nil, []string{`mecanoid leds : valeur "abc" incorrecte pour l'option -times (parse error)`}, `invalid value "abc" for flag -times: parse error`},
		{[]string{"resolvee"}, 2,
			nil, []string{"mecanoid : commande inconnue \"resolvee\" pour \"mecanoid\"", "Vouliez-vous dire :", "Lancez « mecanoid --help »"}, "unknown command"},
	} {
		code, out, stderr := runCLI(append(c.args, "--lang", "fr")...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d: %s", c.args, code, c.code, stderr)
		}
		for _, want := range c.out {
			if !strings.Contains(out, want) {
				t.Errorf("%v: output lacks %q:\n%s", c.args, want, out)
			}
		}
		for _, want := range c.errText {
			if !strings.Contains(stderr, want) {
				t.Errorf("%v: error lacks %q:\n%s", c.args, want, stderr)
			}
		}
		if _, out, stderr := runCLI(c.args...); !strings.Contains(out+stderr, c.english) {
			t.Errorf("%v in English: no %q:\n%s%s", c.args, c.english, out, stderr)
		}
	}
}

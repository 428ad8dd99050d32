package cli

import (
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// TestCommandsFrench: the commands' own lines with --lang fr: the list of
// games, the LED test, usage mistakes, an unknown command; English as
// before without it.
func TestCommandsFrench(t *testing.T) {
	defer func() { lang.SetUser(lang.Default) }()
	simulateLEDs(t)
	journal := makeJournal(t)
	for _, c := range []struct {
		args         []string
		code         int
		out, errText []string
		english      string // what the same command says in English
	}{
		{[]string{"games", "--journal", journal}, 0,
			[]string{"N°  JEU   NOM     CRÉÉE LE", "TOURS  ÉTAT\n", "fin : Rouge\n", "en cours\n"}, nil, "over: Rouge"},
		{[]string{"leds", "test", "--gpio", "../boards/factory.leds", "--times", "1"}, 0,
			[]string{"attention : no GPIO here", "../boards/factory.leds : 4 LED, chacune clignote 1 fois à son tour ; Ctrl-C arrête\n", "toutes les LED éteintes\n"}, nil, "all LEDs off"},
		{[]string{"leds", "test", "--gpio", "../boards/factory.leds", "--times", "0"}, 2,
			nil, []string{"mecanoid leds : --times 0 : il faut 1 ou plus\n"}, "want 1 or more"},
		{[]string{"resolve"}, 2,
			nil, []string{"mecanoid resolve : il faut un fichier de partie : mecanoid resolve PARTIE"}, "want one game file"},
		{[]string{"replay", "nosuchgame", "--journal", journal}, 2,
			nil, []string{" ; le journal contient : 1 demo, 2 second\n"}, "the journal holds: 1 demo, 2 second"},
		{[]string{"resolve", "--frob", "x.json"}, 2,
			nil, []string{"mecanoid resolve : option inconnue : -frob\n", "Lancez « mecanoid resolve --help »"}, "flag provided but not defined: -frob"},
		{[]string{"leds", "test", "--gpio", "x", "--times", "abc"}, 2,
			nil, []string{`mecanoid leds : valeur "abc" incorrecte pour l'option -times (illisible)`}, `invalid value "abc" for flag -times: parse error`},
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

// TestHelpFrench: the help in French: cobra's headings, what every
// command does (each command's Short has its French), the flags cobra adds;
// English as before.
func TestHelpFrench(t *testing.T) {
	defer func() { lang.SetUser(lang.Default) }()
	for _, c := range commands {
		if aliases[c.name] {
			continue
		}
		if said, ok := shortsSaid[c.name]; ok { // made of the games' words, each in the catalog
			if en, fr := said(lang.EN.Printer()), said(lang.FR.Printer()); en == fr {
				t.Errorf("%s: %q has no French", c.name, en)
			}
			continue
		}
		if _, short, _ := splitUsage(c); !lang.Has(short) {
			t.Errorf("%s: %q has no French (messages_cmd.go)", c.name, short)
		}
	}
	code, out, stderr := runCLI("--help", "--lang", "fr")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"mecanoid est un arbitre de table", "Utilisation :\n  mecanoid [commande]\n", "Commandes :\n",
		"  resolve        résoudre un fichier de partie tour par tour", "  doctor         vérifier que cette machine peut arbitrer",
		"Options :\n  -h, --help         l'aide de mecanoid\n", "      --lang texte   la langue de mecanoid", "« mecanoid [commande] --help » en dit plus sur une commande.",
		"Options de la table (mecanoid referee"} {
		if !strings.Contains(out, want) {
			t.Errorf("mecanoid --help --lang fr lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = runCLI("resolve", "--help", "--lang", "fr")
	for _, want := range []string{"résoudre un fichier de partie tour par tour", "Utilisation :\n  mecanoid resolve", "Options :\n", "Options de toutes les commandes :\n", "l'aide de resolve"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("mecanoid resolve --help --lang fr: exit %d, lacks %q:\n%s", code, want, out)
		}
	}
	code, out, _ = runCLI("doctor", "--help", "--lang", "fr")
	for _, want := range []string{"combien de temps attendre la première image de la caméra", "le journal de l'arbitre (par défaut $MECANOID_JOURNAL"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("mecanoid doctor --help --lang fr: exit %d, lacks %q:\n%s", code, want, out)
		}
	}
	_, out, _ = runCLI("--help")
	for _, want := range []string{"Usage:\n  mecanoid [command]\n", "Available Commands:\n", "Flags:\n  -h, --help          help for mecanoid\n", "resolve a game file turn by turn"} {
		if !strings.Contains(out, want) {
			t.Errorf("mecanoid --help lacks %q:\n%s", want, out)
		}
	}
}

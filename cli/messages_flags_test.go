package cli

import (
	"flag"
	"io"
	"mecanoid/game"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"mecanoid/internal/lang"
)

// shownFlagSets are the flag sets the help shows, by the command line
// that shows them: each command's, each verb's, each refereed game's and
// the table flags of mecanoid --help; made in the user's language (some
// commands say their flags' descriptions as they declare them).
func shownFlagSets() map[string][]*flag.FlagSet {
	out := map[string][]*flag.FlagSet{"--help (table flags)": {tableFlagSet()}}
	for _, c := range commands {
		out[c.name+" --help"] = helpFlagSets(c, nil)
		for _, v := range verbs[c.name] {
			out[c.name+" "+v+" --help"] = helpFlagSets(c, strings.Fields(v))
		}
	}
	c, _ := commandNamed("referee")
	for _, name := range game.Names(game.Refereed) {
		out["referee --game "+name+" --help"] = flagSetsOf(c, []string{"--game", name})
	}
	return out
}

// shownPflagSets are shownFlagSets as the help shows them (pflag's), and
// the flags cobra's commands have (--help, --lang, completion's).
func shownPflagSets() map[string]*pflag.FlagSet {
	out := map[string]*pflag.FlagSet{}
	for line, fss := range shownFlagSets() {
		pf := pflag.NewFlagSet(line, pflag.ContinueOnError)
		for _, fs := range fss {
			pf.AddGoFlagSet(fs)
		}
		out[line] = pf
	}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		out[c.CommandPath()+" --help (cobra's)"] = c.Flags()
		out[c.CommandPath()+" --help (cobra's, every command)"] = c.PersistentFlags()
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(newRoot(io.Discard, io.Discard))
	return out
}

// TestFlagsFrench: every flag any help shows (every command's, verb's,
// refereed game's, cobra's) has its description in French, and the name
// of its value's type and its default are said in French.
func TestFlagsFrench(t *testing.T) {
	defer func() { lang.SetUser(lang.Default) }()
	said := func(l lang.Lang) map[string]string {
		lang.SetUser(l)
		out := map[string]string{}
		for line, pf := range shownPflagSets() {
			pf.VisitAll(func(f *pflag.Flag) {
				at := line + ": --" + f.Name
				out[at] = flagUsage(f.Usage)
				if name := flagName(f); name != "--"+f.Name {
					out[at+" (its value)"] = name
				}
				if def := flagDefault(f); def != "" {
					out[at+" (its default)"] = def
				}
			})
		}
		return out
	}
	en, fr := said(lang.EN), said(lang.FR)
	if len(en) < 300 {
		t.Fatalf("only %d flags' words seen: are the commands' flag sets found?", len(en))
	}
	for at, words := range en {
		if fr[at] == words {
			t.Errorf("%s: %q has no French (messages_flags.go)", at, words)
		}
	}
}

// TestFlagUsagesArePflags: in English, the help's flags are as pflag
// writes them, byte for byte.
func TestFlagUsagesArePflags(t *testing.T) {
	lang.SetUser(lang.EN)
	defer func() { lang.SetUser(lang.Default) }()
	for line, pf := range shownPflagSets() {
		if got, want := flagUsages(pf), pf.FlagUsages(); got != want {
			t.Errorf("%s: flags written\n%s\nnot as pflag writes them:\n%s", line, got, want)
		}
	}
}

// TestHelpFlagsFrench: the help of a game's referee and of a verb, in
// French: the flags' descriptions, their values' types and defaults, the
// descriptions aligned (by letters: « durée »); in English as before.
func TestHelpFlagsFrench(t *testing.T) {
	defer func() { lang.SetUser(lang.Default) }()
	for _, c := range []struct {
		args      []string
		want, not []string
	}{
		{[]string{"referee", "--game", "netzwerk", "--help", "--lang", "fr"},
			[]string{"Options :\n", "      --square nombre ", " côté imprimé d'une case, en mm (comme mecanoid print netzwerk --square) (par défaut : 60)\n",
				"      --pace durée ", " pause après chaque action montrée d'un tour (par exemple 500ms)",
				"      --web texte ", ` adresse de la page web pour la salle ("" : aucune) (par défaut : ":8080")` + "\n",
				"      --first entier ", " le joueur qui joue en premier (1 ou 2) (par défaut : 1)\n",
				" reprendre la dernière partie non finie du journal", "  -h, --help ", " l'aide de referee\n",
				"      --lang texte   la langue de mecanoid"},
			[]string{"(default", " string ", " int ", " float ", " duration ", "address of"}},
		{[]string{"print", "board", "--help", "--lang", "fr"},
			[]string{"      --tile nombre ", " côté d'une dalle, en mm (par défaut : 50)\n",
				"  -o, --o texte ", ` fichier PDF à écrire ; - pour la sortie standard (par défaut : "board.pdf")` + "\n",
				" format du papier : a4 ou letter (par défaut : \"a4\")\n", " quelle configuration du plateau imprimer, à partir de 1 (par défaut : 1)\n"},
			[]string{"(default", " string ", " float ", "side of a tile"}},
		{[]string{"print", "board", "--help"},
			[]string{"Flags:\n", "      --tile float       side of a tile, mm (default 50)\n", "  -o, --o string         PDF file to write; - for standard output (default \"board.pdf\")\n"},
			[]string{"par défaut", "côté"}},
		{[]string{"tiles", "new", "--help", "--lang", "fr"},
			[]string{"      --char NOM ", " un personnage, NOM ou NOM@CASE, sur la première tuile (une option --char par personnage)\n"},
			[]string{"charFlags", "`"}},
		{[]string{"tiles", "new", "--help"},
			[]string{"      --char NAME ", " a character, NAME or NAME@CELL, on the first tile (repeat for each)\n"},
			[]string{"charFlags", "`"}},
	} {
		code, out, stderr := runCLI(c.args...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", c.args, code, stderr)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: the help lacks %q:\n%s", c.args, w, out)
			}
		}
		for _, w := range c.not {
			if strings.Contains(out, w) {
				t.Errorf("%v: the help says %q:\n%s", c.args, w, out)
			}
		}
		// The descriptions of a block of flags start in one column.
		col := -1
		for _, l := range strings.Split(out, "\n") {
			if l == "" || !strings.HasPrefix(l, "  -") && !strings.HasPrefix(l, "      --") {
				col = -1 // another block
				continue
			}
			left := strings.TrimLeft(l, " ")
			i := len(l) - len(left) + strings.Index(left, "  ")
			i += len(l[i:]) - len(strings.TrimLeft(l[i:], " "))
			if at := utf8.RuneCountInString(l[:i]); col < 0 {
				col = at
			} else if at != col {
				t.Errorf("%v: %q: its description starts at column %d, the others' at %d", c.args, l, at, col)
			}
		}
	}
}

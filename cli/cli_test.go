package cli

import (
	"errors"
	"flag"
	"io"
	"mecanoid/game"
	"mecanoid/referee/session"
	"strings"
	"testing"
)

// flagNames are the names of the flags of fss, as --help prints them.
func flagNames(fss []*flag.FlagSet) []string {
	var names []string
	for _, fs := range fss {
		fs.VisitAll(func(f *flag.Flag) { names = append(names, "--"+f.Name) })
	}
	return names
}

// wantHelp runs args, which ask for help, and wants exit 0 and a help
// on standard output that names every flag of fss.
func wantHelp(t *testing.T, args []string, fss []*flag.FlagSet) {
	t.Helper()
	if len(fss) == 0 {
		t.Errorf("%v: the command gives no flag set when asked for help (does it parse with parseFlags first?)", args)
	}
	code, out, stderr := runCLI(args...)
	if code != 0 || stderr != "" {
		t.Errorf("%v: exit %d, stderr %q, want 0 and nothing", args, code, stderr)
	}
	if !strings.Contains(out, "Usage:") {
		t.Errorf("%v: no usage in %q", args, out)
	}
	for _, name := range flagNames(fss) {
		if !strings.Contains(out, name+" ") {
			t.Errorf("%v: the help does not name %s:\n%s", args, name, out)
		}
	}
}

// TestHelpEveryCommand: CMD --help and CMD -h print the command's usage
// with every flag its parse declares (every verb's, for a command with
// verbs: print, tiles, bench...) and exit 0; so does CMD VERB --help with
// the verb's flags.
func TestHelpEveryCommand(t *testing.T) {
	for _, c := range commands {
		for _, h := range []string{"--help", "-h"} {
			wantHelp(t, []string{c.name, h}, helpFlagSets(c, nil))
			if h == "--help" {
				wantHelp(t, []string{"help", c.name}, helpFlagSets(c, nil))
			}
			for _, v := range verbs[c.name] {
				args := strings.Fields(v)
				wantHelp(t, append(append([]string{c.name}, args...), h), helpFlagSets(c, args))
			}
		}
	}
}

// TestHelpEveryReferee: referee --game G --help prints game G's flags.
func TestHelpEveryReferee(t *testing.T) {
	n := 0
	for _, name := range game.Names(game.Refereed) {
		n++
		var h *helpRequest
		if err := game.Named(name).Referee([]string{"--game", name, "--help"}, io.Discard); !errors.As(err, &h) {
			t.Errorf("referee --game %s --help: %v, want the game's flag set", name, err)
			continue
		}
		for _, hf := range []string{"--help", "-h"} {
			wantHelp(t, []string{"referee", "--game", name, hf}, []*flag.FlagSet{h.FS})
			wantHelp(t, []string{"referee", hf, "--game=" + name}, []*flag.FlagSet{h.FS})
		}
		_, out, _ := runCLI("referee", "--game", name, "--help")
		usage := strings.Contains(out, "mecanoid referee --game "+name)
		for _, a := range game.Named(name).Aliases { // SimulacreS is played as tiles
			usage = usage || strings.Contains(out, "mecanoid referee --game "+a)
		}
		if !usage && name != "dr2d" {
			t.Errorf("referee --game %s --help does not give the game's usage:\n%s", name, out)
		}
	}
	if n < 2 {
		t.Fatalf("%d games refereed", n)
	}
}

// TestHelpRoot: mecanoid --help lists every command and the table flags.
func TestHelpRoot(t *testing.T) {
	tfs, _ := session.NewFlags("dr2d", session.Help{Resume: true})
	for _, args := range [][]string{{"--help"}, {"-h"}, {"help"}} {
		code, out, stderr := runCLI(args...)
		if code != 0 || stderr != "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
		for _, c := range commands {
			if !aliases[c.name] && !strings.Contains(out, "\n  "+c.name+" ") {
				t.Errorf("%v: command %s not listed:\n%s", args, c.name, out)
			}
		}
		for _, name := range append(flagNames([]*flag.FlagSet{tfs}), "--web", "completion") {
			if !strings.Contains(out, name) {
				t.Errorf("%v: %s not in the help:\n%s", args, name, out)
			}
		}
	}
	// No command: the help on standard error, exit 2.
	if code, out, stderr := runCLI(); code != 2 || out != "" || !strings.Contains(stderr, "--web") {
		t.Errorf("no command: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

// TestBadFlag: an unknown flag or command exits 2, says "mecanoid CMD:"
// and points to --help.
func TestBadFlag(t *testing.T) {
	for _, c := range commands {
		args := []string{c.name}
		if vs := verbs[c.name]; len(vs) > 0 {
			args = append(args, strings.Fields(vs[0])...)
		}
		args = append(args, "--no-such-flag")
		code, out, stderr := runCLI(args...)
		if code != 2 || out != "" || !strings.HasPrefix(stderr, "mecanoid "+c.name+": ") ||
			!strings.Contains(stderr, "no-such-flag") || !strings.Contains(stderr, "mecanoid "+c.name+" --help") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, stderr)
		}
	}
	for _, args := range [][]string{{"frobnicate"}, {"--frobnicate"}, {"-x", "resolve"}} {
		code, _, stderr := runCLI(args...)
		if code != 2 || !strings.HasPrefix(stderr, "mecanoid: ") || !strings.Contains(stderr, "mecanoid --help") {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
	}
	// A game's verbs asked about together: print hex --help.
	c, _ := commandNamed("print")
	wantHelp(t, []string{"print", "hex", "--help"}, flagSets(c, []string{"hex board", "hex sheets", "hex tags"}))
	// A typo gets a suggestion.
	if _, _, stderr := runCLI("reslove"); !strings.Contains(stderr, "resolve") {
		t.Errorf("reslove: %q suggests nothing", stderr)
	}
}

// TestCompletion: cobra's completion scripts, and the flags of a command
// completed from its flag set.
func TestCompletion(t *testing.T) {
	for _, sh := range []string{"bash", "zsh", "fish", "powershell"} {
		if code, out, stderr := runCLI("completion", sh); code != 0 || !strings.Contains(out, "mecanoid") {
			t.Errorf("completion %s: exit %d, %d bytes, %q", sh, code, len(out), stderr)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"resolve", "--j"}, "--json"},
		{[]string{"print", "board", "--pa"}, "--paper"},
		{[]string{"referee", "--game", "hexprog", "--se"}, "--setup"},
		{[]string{"tiles", ""}, "reveal"},
		{[]string{"print", "hex", ""}, "sheets"},
		{[]string{"re"}, "referee"},
	} {
		code, out, stderr := runCLI(append([]string{"__complete"}, tc.args...)...)
		if code != 0 || !strings.Contains(out, tc.want) {
			t.Errorf("__complete %v: exit %d, %q (%q), want %s", tc.args, code, out, stderr, tc.want)
		}
	}
}

// TestHelpCalibrateLens: calibrate --help shows calibrate's own flags and,
// under its name, the lens verb's (whose -o is the lens file), in both
// languages.
func TestHelpCalibrateLens(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"calibrate", "--help"}, []string{"--board string", "calibration file to write", "\nFlags of mecanoid calibrate lens:\n", "--chessboard string", "lens file to write"}},
		{[]string{"calibrate", "--help", "--lang", "fr"}, []string{"--board texte", "\nOptions de mecanoid calibrate lens :\n", "fichier d'objectif à écrire"}},
		{[]string{"calibrate", "lens", "--help"}, []string{"--chessboard string", "lens file to write"}},
	} {
		code, out, stderr := runCLI(c.args...)
		if code != 0 || stderr != "" {
			t.Errorf("%v: exit %d, stderr %q", c.args, code, stderr)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: no %q in:\n%s", c.args, w, out)
			}
		}
	}
}

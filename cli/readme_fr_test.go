package cli

import (
	"regexp"
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// englishWords are words French never uses and English sentences can
// hardly do without: two of them in one line make it English.
var englishWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`the is are was were with of and to not from into onto by for at
		kept press going none here in game simulated moves facing wins won turn round player players left
		after before steps step when what where which this that these there their its it's has have
		each every then than board layout layouts over read written wrote sent sheets
		stands placed tile tiles setup seed answer refused photo's tags`) {
		englishWords[w] = true
	}
}

// frenchExceptions are the lines said in French that keep English words
// on purpose: the files' own words (a game file's "about", a program's
// tests, a notation), each with why.
var frenchExceptions = []struct {
	re  *regexp.Regexp
	why string
}{
	{regexp.MustCompile(`^A whole game on the 6x6 board`), `examples/netzwerk/*.json's "about": the file's own words`},
	{regexp.MustCompile(`^\s*test \d+ : `), "a hex program's tests, written in the program's notation (docs/hexprog-format.md)"},
}

// wordRE finds words (letters only): paths, flags and numbers are cut
// into pieces that are not English words, or dropped.
var wordRE = regexp.MustCompile(`[\p{L}']+`)

// pathRE are file names, flags and URLs, left out before looking.
// A JSON field path (turns[4][1]) is the file's words.
var pathRE = regexp.MustCompile(`(\S*/\S*|--?[a-z][a-z-]*|\S+\.(json|board|hex|map|pdf|jpg|png|html|leds|tiles|robots|journal)|[a-z_]+(\[\d+\])+(\.[a-z_]+)*)`)

// englishLine says whether line reads as English: two distinct English
// words or more, paths and flags left out.
func englishLine(line string) []string {
	for _, e := range frenchExceptions {
		if e.re.MatchString(line) {
			return nil
		}
	}
	seen := map[string]bool{}
	var hits []string
	for _, w := range wordRE.FindAllString(pathRE.ReplaceAllString(line, " "), -1) {
		w = strings.ToLower(w)
		if englishWords[w] && !seen[w] {
			seen[w] = true
			hits = append(hits, w)
		}
	}
	if len(hits) < 2 {
		return nil
	}
	return hits
}

func TestEnglishLine(t *testing.T) {
	for line, english := range map[string]bool{
		"game 2026-11-29-1 kept in /tmp/x/mecanoid.journal":                                true,
		"no GPIO here: LEDs simulated (no /dev/gpiochip*: not a Raspberry Pi?)":            true,
		"robot 4 moves [4,6] → [4,4] for 2 batteries (B4 B5)  [rule: robot-move]":          true,
		"  Alice stands on E5 at 0,0 (Camp)  [rule: setup]":                                true,
		"SimulacreS tiles: small.json, 4 tile(s), seed 7, orientation by d4, 0 step(s)":    true,
		"  Alice est sur E5 en 0,0 (Camp)  [règle : mise en place]":                        false,
		"partie 2026-11-29-1 gardée dans /tmp/x/mecanoid.journal":                          false,
		"  le robot 4 va de [4,6] à [4,4] pour 2 batteries (B4 B5)  [règle : déplacement]": false,
		"bin/mecanoid resolve examples/the-game-of-the-board.json --lang fr":               false,
		"Tour 1 (joueur 1) : R4 [4,4] using B4 B5, R6 [6,4] using B6 B7":                   false,
	} {
		if got := englishLine(line) != nil; got != english {
			t.Errorf("%q: English %v, want %v", line, got, english)
		}
	}
}

// TestReadmesInFrench runs every command line of README.md and
// LISEZMOI.md with --lang fr and finds no English sentence in what they
// print (englishLine), but for frenchExceptions.
func TestReadmesInFrench(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the READMEs' commands again (-short)")
	}
	was, given := lang.User(), langGiven
	t.Cleanup(func() { lang.SetUser(was); langGiven = given })
	for _, name := range []string{"README.md", "LISEZMOI.md"} {
		t.Run(name, func(t *testing.T) {
			extra := []string{"--lang", "fr"}
			if name == "LISEZMOI.md" {
				extra = nil // every line says --lang fr already
			}
			runReadmeWith(t, name, 10, extra, func(l readmeLine, stdout, stderr string) {
				if strings.Contains(l.text, "--json") {
					return // JSON: the format's field names, the same in every language
				}
				n := 0
				for _, line := range strings.Split(stdout+"\n"+stderr, "\n") {
					if hits := englishLine(line); hits != nil && n < 5 {
						n++
						t.Errorf("%s:%d: %s (in French): English (%s): %s", name, l.line, l.text, strings.Join(hits, ", "), line)
					}
				}
			})
		})
	}
}

// frenchCommands are commands the READMEs do not hold whose French
// TestCommandsInFrench checks: every game's report with its quotations,
// another game's photo scanned.
var frenchCommands = [][]string{
	{"resolve", "../examples/factory-demo.json", "--why"},
	{"resolve", "../examples/netzwerk/demo.json", "--why"},
	{"resolve", "../examples/netzwerk/illegal-backward.json"},
	{"resolve", "../examples/hexprog/duel.json", "--why"},
	{"resolve", "../examples/skirmish/crossing.json", "--why"},
	{"resolve", "../examples/tiles/small.json", "--why"},
	{"resolve", "../game/tiles/testdata/limits.json", "--why"},
	{"scan", "../examples/netzwerk/frames/game/f000.jpg", "--board", "../boards/demo.board"},
}

// TestCommandsInFrench runs frenchCommands with --lang fr and finds no
// English sentence in what they print (englishLine).
func TestCommandsInFrench(t *testing.T) {
	if testing.Short() {
		t.Skip("reads photos (-short)")
	}
	was, given := lang.User(), langGiven
	t.Cleanup(func() { lang.SetUser(was); langGiven = given })
	for _, args := range frenchCommands {
		_, stdout, stderr := runCLI(append(args, "--lang", "fr")...)
		n := 0
		for _, line := range strings.Split(stdout+"\n"+stderr, "\n") {
			if hits := englishLine(line); hits != nil && n < 5 {
				n++
				t.Errorf("%s (in French): English (%s): %s", strings.Join(args, " "), strings.Join(hits, ", "), line)
			}
		}
	}
}

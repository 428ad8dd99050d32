package cli

import (
	"bufio"
	"fmt"
	"io/fs"
	"mecanoid/internal/lang"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// readmeSkips are the README's command lines this test does not run, each
// with the reason. Keep it short: every other line runs.
var readmeSkips = map[string]string{
	"make demo": "a make target: scripts/setup.sh first installs what is missing (sudo); the demo it runs is `bin/mecanoid demo`, run here",
	"make test": "a make target: runs every test of the module, this one among them, then again on arm64 under qemu",
	"bin/mecanoid bench vision": "a bench: 400 generated photos read by the scanner and by zbarimg, over 6 minutes of a core " +
		"(TestBenchVision runs a small one)",
	"bin/mecanoid bench live": "a bench: 20 generated 1080p clips of a hand carrying a robot, each frame compressed, watched and the board read, about 15 minutes of a core " +
		"(TestBenchLive runs a small one)",
	"bin/mecanoid demo --live --pace 0": "a whole game on a generated live video, 40 s to 2 min of a core natively and minutes under qemu " +
		"(TestDemoLive plays three turns of it)",
	"bin/mecanoid demo --game tiles --pace 0": "a SimulacreS evening: 9 generated photos read by the scanner, some 30 s on a loaded machine, minutes under qemu " +
		"(TestDemoTiles in game/tiles runs it, in English and French)",
	"bin/mecanoid bench netzwerk": "a bench: 100 games of the search against a random player, 25 to 75 s of a core " +
		"(TestBenchNetzwerkRuns runs a small one)",
}

// readmeInputs are the repository's folders the README's commands read.
// The commands run in a temporary directory holding links to them, so that
// what they write (PDFs, the journal, photos) stays out of the clone.
var readmeInputs = []string{"boards", "demo", "examples", "worlds"}

// A README command line, as a shell would split it.
type readmeLine struct {
	line   int      // in README.md, of the command's first line
	text   string   // the command as written, continuation lines joined
	words  []string // the command's words, quotes removed
	status int      // the exit status the line's comment gives, "(exit 2)", else 0
}

var readmeExit = regexp.MustCompile(`\(exit (\d+)\)`)

// readmeCommands extracts every command line of the fenced code blocks of
// a README (name: README.md, LISEZMOI.md). Lines ending in a backslash go
// on on the next; a line that is only a comment continues the previous
// one's comment.
func readmeCommands(t *testing.T, name, readme string) []readmeLine {
	t.Helper()
	var out []readmeLine
	in := false
	var cur *readmeLine
	sc := bufio.NewScanner(strings.NewReader(readme))
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			if in && cur != nil {
				t.Errorf("%s:%d: the code block ends in a continued line", name, n)
			}
			in, cur = !in, nil
			continue
		}
		if !in {
			continue
		}
		if cur == nil {
			if trimmed := strings.TrimSpace(l); trimmed == "" || strings.HasPrefix(trimmed, "#") {
				continue // a blank line, or a comment going on from the line before
			}
			out = append(out, readmeLine{line: n})
			cur = &out[len(out)-1]
		} else {
			cur.text += " "
		}
		more := strings.HasSuffix(l, "\\")
		cur.text += strings.TrimSpace(strings.TrimSuffix(l, "\\"))
		if !more {
			cur = nil
		}
	}
	if in {
		t.Errorf("%s: a code block is not closed", name)
	}
	for i := range out {
		l := &out[i]
		words, comment, err := shellWords(l.text)
		if err != nil {
			t.Errorf("%s:%d: %s: %v", name, l.line, l.text, err)
		}
		l.words = words
		if m := readmeExit.FindStringSubmatch(comment); m != nil {
			l.status, _ = strconv.Atoi(m[1])
		}
	}
	return out
}

// shellWords splits a command line as a POSIX shell does for simple
// commands: words separated by blanks, '...' and "..." quoting, a comment
// from a # that starts a word. What else a shell would read (pipes, lists,
// redirections, expansions) is refused: a README line is one command, with
// alternatives written as lines of their own.
func shellWords(s string) (words []string, comment string, err error) {
	var w strings.Builder
	inWord := false
	end := func() {
		if inWord {
			words = append(words, w.String())
		}
		w.Reset()
		inWord = false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			end()
		case c == '#' && !inWord:
			return words, s[i:], nil
		case c == '\'' || c == '"':
			j := strings.IndexByte(s[i+1:], c)
			if j < 0 {
				return nil, "", fmt.Errorf("unclosed %c", c)
			}
			q := s[i+1 : i+1+j]
			if c == '"' && strings.ContainsAny(q, "$`\\") {
				return nil, "", fmt.Errorf("an expansion or escape in double quotes: %q", q)
			}
			w.WriteString(q)
			inWord = true
			i += j + 1
		case strings.IndexByte("|&;<>()$`\\*?[]{}~", c) >= 0:
			return nil, "", fmt.Errorf("%q would be read by the shell (a pipe, a list, a redirection, an expansion, a glob): "+
				"write one command a line, alternatives on lines of their own or in the text", c)
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	end()
	return words, "", nil
}

// snapshot lists the files under the input folders with their sizes and
// modification times, to find what a command changed there.
func snapshot(t *testing.T, top string) map[string]string {
	t.Helper()
	m := map[string]string{}
	for _, d := range readmeInputs {
		err := filepath.WalkDir(filepath.Join(top, d), func(p string, e fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			info, err := e.Info()
			if err != nil {
				return err
			}
			m[p] = fmt.Sprintf("%d %s", info.Size(), info.ModTime())
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// TestReadme runs every command line of README.md's code blocks, in
// order, as a user would from the top of a fresh clone after make: the
// mecanoid ones through the CLI in process, in a temporary directory that
// holds links to the repository's bundled folders (readmeInputs), with a
// journal of its own and no input on stdin. A line fails when its exit
// status is not the one it documents ("(exit 2)" in its comment, else 0);
// the lines not run are readmeSkips, each with its reason.
func TestReadme(t *testing.T) {
	skipped := runReadme(t, "README.md", 20)
	for cmd := range readmeSkips {
		if !skipped[cmd] {
			t.Errorf("readmeSkips lists %q, which README.md's code blocks no longer hold", cmd)
		}
	}
}

// TestLisezmoi runs the French quick start's command lines (LISEZMOI.md)
// as TestReadme runs README.md's: each in French (--lang fr), with the
// status it documents. README.md links it from its top.
func TestLisezmoi(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if top, _, _ := strings.Cut(string(data), "\n## "); !strings.Contains(top, "(LISEZMOI.md)") {
		t.Error("README.md does not link LISEZMOI.md before its first section")
	}
	was, given := lang.User(), langGiven
	t.Cleanup(func() { lang.SetUser(was); langGiven = given })
	runReadme(t, "LISEZMOI.md", 10)
}

// runReadme runs the command lines of README file name (at the top of the
// clone) in order, and gives the lines not run (readmeSkips). A file
// holding fewer than min lines fails: its extraction is broken.
func runReadme(t *testing.T, name string, min int) (skipped map[string]bool) {
	return runReadmeWith(t, name, min, nil, nil)
}

// runReadmeWith is runReadme with extra words after each mecanoid command
// ("--lang fr") and check called with what each line printed.
func runReadmeWith(t *testing.T, name string, min int, extra []string, check func(l readmeLine, stdout, stderr string)) (skipped map[string]bool) {
	top, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(top, name))
	if err != nil {
		t.Fatal(err)
	}
	return runCommandsOf(t, name, string(data), min, extra, check)
}

// runCommandsOf runs the command lines of text (file name, at the top of
// the clone) as runReadmeWith does.
func runCommandsOf(t *testing.T, name, text string, min int, extra []string, check func(l readmeLine, stdout, stderr string)) (skipped map[string]bool) {
	top, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	lines := readmeCommands(t, name, text)
	if len(lines) < min {
		t.Fatalf("%d command lines found in %s's code blocks: the extraction is broken", len(lines), name)
	}

	dir := t.TempDir()
	for _, d := range readmeInputs {
		if err := os.Symlink(filepath.Join(top, d), filepath.Join(dir, d)); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	t.Setenv("MECANOID_JOURNAL", "") // the journal is ./mecanoid.journal, here
	stdin = strings.NewReader("")
	defer func() { stdin = os.Stdin }()
	before := snapshot(t, top)

	skipped = map[string]bool{}
	ran := 0
	for _, l := range lines {
		if len(l.words) == 0 {
			continue // refused by shellWords, reported
		}
		if reason, ok := readmeSkips[strings.Join(l.words, " ")]; ok {
			skipped[strings.Join(l.words, " ")] = true
			t.Logf("%s:%d: %s: not run: %s", name, l.line, l.text, reason)
			continue
		}
		if l.words[0] != "bin/mecanoid" && l.words[0] != "mecanoid" {
			t.Errorf("%s:%d: %s: not a mecanoid command, and not in readmeSkips with a reason", name, l.line, l.text)
			continue
		}
		if name == "LISEZMOI.md" && !strings.Contains(strings.Join(l.words, " "), " --lang fr") {
			t.Errorf("%s:%d: %s: not in French (--lang fr)", name, l.line, l.text)
		}
		code, stdout, stderr := runCLI(append(l.words[1:len(l.words):len(l.words)], extra...)...)
		ran++
		if check != nil {
			check(l, stdout, stderr)
		}
		if code != l.status {
			if len(stdout) > 2000 {
				stdout = "..." + stdout[len(stdout)-2000:]
			}
			t.Errorf("%s:%d: %s\nexit %d, want %d\nstderr: %s\nstdout: %s", name, l.line, l.text, code, l.status, stderr, stdout)
		}
		if l.status != 0 && stderr == "" {
			t.Errorf("%s:%d: %s: exit %d with no message", name, l.line, l.text, code)
		}
	}
	after := snapshot(t, top)
	for p, v := range after {
		if before[p] != v {
			t.Errorf("the commands of %s wrote %s in the clone", name, p)
		}
	}
	for p := range before {
		if _, ok := after[p]; !ok {
			t.Errorf("the commands of %s removed %s from the clone", name, p)
		}
	}
	t.Logf("%d command lines of %s run, %d not run (readmeSkips)", ran, name, len(skipped))
	return skipped
}

// The extraction reads README lines as a shell would, and refuses what a
// shell would not run as one command.
func TestReadmeShellWords(t *testing.T) {
	words, comment, err := shellWords(`bin/mecanoid referee --web "" --camera 'a b' # a comment (exit 2)`)
	if err != nil || strings.Join(words, "|") != "bin/mecanoid|referee|--web||--camera|a b" || comment != "# a comment (exit 2)" {
		t.Errorf("got %q, %q, %v", words, comment, err)
	}
	for _, bad := range []string{
		"bin/mecanoid print netzwerk board | print netzwerk tags",
		"bin/mecanoid games; bin/mecanoid replay GAME",
		"bin/mecanoid print skirmish map|tags|cards FILE",
		"bin/mecanoid demo [--pace 0]",
		"bin/mecanoid export 1 > game.json",
		`bin/mecanoid resolve "$GAME"`,
		`bin/mecanoid resolve "unclosed`,
	} {
		if _, _, err := shellWords(bad); err == nil {
			t.Errorf("%s: accepted", bad)
		}
	}
	cmds := readmeCommands(t, "test.md", "text\n```sh\nmecanoid a \\\n   b  # c\n            # more comment\nmecanoid d # refused (exit 2)\n```\n`mecanoid x`\n")
	if len(cmds) != 2 || cmds[0].line != 3 || strings.Join(cmds[0].words, " ") != "mecanoid a b" || cmds[1].status != 2 || cmds[1].line != 6 {
		t.Errorf("got %+v", cmds)
	}
}

// What the README says of tiles move Aldo E 5 from its world's start: the
// move stops after 3 steps, and says where and why.
func TestReadmeTilesMoveStopsAndSaysWhy(t *testing.T) {
	t.Setenv("MECANOID_JOURNAL", filepath.Join(t.TempDir(), "tiles.journal"))
	if code, out, errs := runCLI("tiles", "new", "--set", "../worlds/valdor.tiles", "--seed", "7", "--char", "Aldo"); code != 0 {
		t.Fatalf("tiles new: exit %d: %s\n%s", code, errs, out)
	}
	code, out, errs := runCLI("tiles", "move", "Aldo", "E", "5")
	if code != 0 {
		t.Fatalf("tiles move: exit %d: %s\n%s", code, errs, out)
	}
	if want := "Aldo stops at H5 at 0,0: cannot go E (I5 of Forêt is not walkable); 3 of 5 steps taken"; !strings.Contains(out, want) {
		t.Errorf("the move does not say where and why it stops (%q):\n%s", want, out)
	}
	if n := strings.Count(out, "Aldo steps E"); n != 3 {
		t.Errorf("%d steps taken, want 3:\n%s", n, out)
	}
}

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// docsNotRun is how a ```sh block of docs/*.md that cannot run here
// starts: its first line says so, and why, for the reader too.
const docsNotRun = "# not run here:"

// docsCommands is text (a doc) with only its ```sh blocks that run kept,
// every other line blanked, so that line numbers stay; and the reasons
// of the blocks left out.
func docsCommands(text string) (kept string, notRun []string) {
	lines := strings.Split(text, "\n")
	in, keep := false, false
	for i, l := range lines {
		trimmed := strings.TrimSpace(l)
		if strings.HasPrefix(trimmed, "```") {
			if !in {
				keep = trimmed == "```sh"
				if keep && i+1 < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i+1]), docsNotRun) {
					keep = false
					notRun = append(notRun, strings.TrimSpace(lines[i+1]))
				}
			}
			in = !in
			if !keep {
				lines[i] = ""
			}
			continue
		}
		if !in || !keep {
			lines[i] = ""
		}
	}
	return strings.Join(lines, "\n"), notRun
}

// TestDocs runs the ```sh blocks of docs/*.md as TestReadme runs the
// README's lines: each doc's in order, from a fresh folder holding links
// to the clone's bundled folders, with a journal of its own; the status
// each line documents; nothing written in the clone. A block that cannot
// run here says so on its first line ("# not run here: a camera").
func TestDocs(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the docs' commands (-short)")
	}
	docs, err := filepath.Glob("../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, doc := range docs {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		text, notRun := docsCommands(string(data))
		name := "docs/" + filepath.Base(doc)
		for _, why := range notRun {
			t.Logf("%s: a block not run: %s", name, why)
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		t.Run(filepath.Base(doc), func(t *testing.T) {
			runCommandsOf(t, name, text, 1, nil, nil)
		})
	}
}

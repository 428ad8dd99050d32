package referee_test

import (
	gamedr2d "mecanoid/game/dr2d"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
)

// programLine is a program as typed: five moves, then "sleep N" if any.
func programLine(p dr2d.Program) string {
	var words []string
	for _, m := range p.Cartridge {
		words = append(words, m.String())
	}
	if p.SleepBefore > 0 {
		words = append(words, "sleep", strconv.Itoa(p.SleepBefore))
	}
	return strings.Join(words, " ")
}

// FuzzParseProgram: a program typed at the referee's prompt. Any line is
// refused (the error says "referee: " and why), or reads as a valid
// program that its typed form reads back to; and no word of the line is
// left unread: each is a move, "sleep" and its move number, or the robot's
// number typed first ("3:"). Seeds: the bundled game's programs, typed.
func FuzzParseProgram(f *testing.F) {
	data, err := os.ReadFile("../examples/factory-demo.json")
	if err != nil {
		f.Fatal(err)
	}
	g, err := dr2d.ParseGame("../examples/factory-demo.json", data, os.ReadFile)
	if err != nil {
		f.Fatal(err)
	}
	for _, turn := range g.Turns {
		for id, p := range turn {
			f.Add(programLine(p))
			f.Add(strconv.Itoa(id) + ": " + strings.ToLower(programLine(p)))
		}
	}
	for _, s := range []string{"F F R - LB", "rrf  lf", "F F sleep 3 R", "sleep 1", ""} {
		f.Add(s)
	}
	robot := regexp.MustCompile(`^[0-9]+:$`)
	f.Fuzz(func(t *testing.T, line string) {
		p, err := gamedr2d.ParseProgram(line)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "referee: ") {
				t.Fatalf("%q: error %q", line, err)
			}
			return
		}
		if p.SleepBefore < 0 || p.SleepBefore > dr2d.MovesPerCartridge {
			t.Fatalf("%q: sleep before move %d", line, p.SleepBefore)
		}
		again, err := gamedr2d.ParseProgram(programLine(p))
		if err != nil || again != p {
			t.Fatalf("%q → %q → %+v, %v; want %+v", line, programLine(p), again, err, p)
		}
		words := strings.Fields(line)
		if len(words) > 0 && robot.MatchString(words[0]) {
			words = words[1:]
		}
		for i := 0; i < len(words); i++ {
			w := words[i]
			if strings.EqualFold(w, "sleep") && i+1 < len(words) {
				if n, err := strconv.Atoi(words[i+1]); err != nil || n != p.SleepBefore {
					t.Fatalf("%q: %q %q read as sleep before move %d", line, w, words[i+1], p.SleepBefore)
				}
				i++
				continue
			}
			if _, err := dr2d.ParseMove(w); err != nil {
				t.Fatalf("%q: %q is neither a move nor the robot's number, and was left unread (%+v)", line, w, p)
			}
		}
	})
}

package print

import (
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
)

// TestReportEventWords: the turn report says each event with the words
// it is given, in the page's language, the rule after it.
func TestReportEventWords(t *testing.T) {
	g := benchGame(t)
	var r Recorder
	words := func(p *lang.Printer, e dr2d.Event, before *dr2d.State) string {
		return p.Sprintf("robot %d", e.Robot) + " " + string(e.Kind)
	}
	if err := PrintReportIn(&r, g, "bench-game.json", Page{Paper: A4, Margin: 10, Lang: lang.FR}, words); err != nil {
		t.Fatal(err)
	}
	rec := r.String()
	for _, want := range []string{`"robot 1 law [law]"`, `"robot 2 actuator [actuator]"`, `"Mouvement 1"`} {
		if !strings.Contains(rec, want) {
			t.Errorf("the report lacks %s", want)
		}
	}
	if strings.Contains(rec, "downloads law") {
		t.Error("the report keeps the engine's words")
	}
}

// TestReportRobotWords: the report says robots and cartridges in English
// as the engine does (dr2d.RobotLine, dr2d.ProgramsText, their padding
// gone), and in French in the rule texts' words.
func TestReportRobotWords(t *testing.T) {
	var robots []dr2d.Robot
	for i, f := range []dr2d.Dir{dr2d.North, dr2d.East, dr2d.South, dr2d.West} {
		robots = append(robots, dr2d.Robot{ID: i + 1, Cell: dr2d.Cell{X: i + 1, Y: 2}, Facing: f, PC: 7 - i, Sleep: dr2d.Sleep(i % 3)})
	}
	robots = append(robots, dr2d.Robot{ID: 5, Name: "Rouge", Left: true, PC: 3, Laws: 7},
		dr2d.Robot{ID: 6, Cell: dr2d.Cell{X: 3, Y: 3}, Laws: 5, LostMoves: 2, Sleep: dr2d.Asleep},
		dr2d.Robot{ID: 7, Cell: dr2d.Cell{X: 3, Y: 4}, LostMoves: 1})
	en := lang.EN.Printer()
	for _, rb := range robots {
		if got, want := robotWords(en, rb), strings.Join(strings.Fields(dr2d.RobotLine(rb)), " "); got != want {
			t.Errorf("English %q, the engine says %q", got, want)
		}
	}
	fr := lang.FR.Printer()
	for i, want := range map[int]string{
		1: "robot 2 [2,2] face à l'est 6 PC aucune loi passe en veille",
		3: "robot 4 [4,2] face à l'ouest 4 PC aucune loi en marche",
		4: "robot 5 (Rouge) a quitté le plateau 3 PC lois : 1 2 3 en marche",
		5: "robot 6 [3,3] face au nord 0 PC lois : 1 3 en veille, 2 mouvements à perdre",
		6: "robot 7 [3,4] face au nord 0 PC aucune loi en marche, 1 mouvement à perdre",
	} {
		if got := robotWords(fr, robots[i]); got != want {
			t.Errorf("French %q, want %q", got, want)
		}
	}
	g := benchGame(t)
	var want []string
	for _, l := range strings.Split(strings.TrimSpace(dr2d.ProgramsText(g.Turns[0])), "\n") {
		want = append(want, strings.Join(strings.Fields(l), " "))
	}
	var got []string
	for _, l := range programLines(en, g.Turns[0]) {
		got = append(got, strings.Join(strings.Fields(l), " "))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("cartridges in English:\n%s\nthe engine says:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if fr := programLines(fr, g.Turns[0]); len(fr) != 2 || fr[1] != "robot 2 : F F L - RRF (veille avant le mouvement 5)" {
		t.Errorf("cartridges in French: %q", fr)
	}
}

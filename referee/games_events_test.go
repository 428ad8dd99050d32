package referee

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	nz "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
)

func gameFiles(t *testing.T, game string) []string {
	t.Helper()
	var files []string
	for _, pat := range []string{"../examples/" + game + "/*.json", "../cli/testdata/" + game + "/*.json", "../game/" + game + "/testdata/*.json"} {
		fs, _ := filepath.Glob(pat)
		for _, f := range fs {
			if !strings.Contains(filepath.Base(f), "golden") && !strings.HasPrefix(filepath.Base(f), "bad-") {
				files = append(files, f)
			}
		}
	}
	if len(files) == 0 {
		t.Fatalf("no %s game files", game)
	}
	return files
}

// sayBoth checks that the English of an event is the engine's own text,
// and that the French says something else.
func sayBoth(t *testing.T, where, engine string, say func(p *lang.Printer) string) (fr string) {
	t.Helper()
	if en := say(lang.EN.Printer()); en != engine {
		t.Errorf("%s: English\n  %q\nthe engine says\n  %q", where, en, engine)
	}
	fr = say(lang.FR.Printer())
	if fr == engine {
		t.Errorf("%s: no French: %q", where, fr)
	}
	return fr
}

// TestNetzwerkEventsInBothLanguages: over the events of real games, the
// English is the engine's text and the French is French.
func TestNetzwerkEventsInBothLanguages(t *testing.T) {
	kinds := map[nz.Kind]bool{}
	var french []string
	for _, f := range gameFiles(t, "netzwerk") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := nz.ParseGame(f, data)
		if err != nil {
			t.Fatal(err)
		}
		_, events, _, err := g.Replay()
		var re *nz.RuleError
		if errors.As(err, &re) {
			fr := sayBoth(t, f, re.Error(), func(p *lang.Printer) string { return nzRuleError(p, re) })
			french = append(french, fr)
		} else if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, evs := range events {
			for _, e := range evs {
				kinds[e.Kind] = true
				french = append(french, sayBoth(t, f, e.Text(), func(p *lang.Printer) string { return nzEventText(p, e) }))
			}
		}
	}
	for _, k := range []nz.Kind{nz.KindTurnStart, nz.KindRobotMove, nz.KindBatteryMove, nz.KindTurnEnd, nz.KindWin} {
		if !kinds[k] {
			t.Errorf("no %s event in the games", k)
		}
	}
	all := strings.Join(french, "\n")
	for _, want := range []string{"au joueur 1 de jouer", "batteries (B", "le joueur 1 gagne : ", "dernière ligne"} {
		if !strings.Contains(all, want) {
			t.Errorf("the French says no %q:\n%s", want, all)
		}
	}
}

// TestNetzwerkRefusalsInFrench: a backward move is named in French, with
// the rule, and its English is the engine's.
func TestNetzwerkRefusalsInFrench(t *testing.T) {
	data, err := os.ReadFile("../examples/netzwerk/illegal-backward.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := nz.ParseGame("illegal-backward.json", data)
	if err != nil {
		t.Fatal(err)
	}
	_, _, _, err = g.Replay()
	var re *nz.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("%v: no rule broken", err)
	}
	fr := sayBoth(t, "backward", re.Error(), func(p *lang.Printer) string { return nzRuleError(p, re) })
	if !strings.Contains(fr, "a reculé") || !strings.HasSuffix(fr, "[règle : déplacement des robots]") {
		t.Errorf("French %q: want the backward move and its rule", fr)
	}
}

// TestRuleErrorsSaid: every refusal of a robot's move the Netzwerk
// engine makes from the start is said in French from its message, each
// message (nested ones too) in the catalog, and in English word for word
// the engine's.
func TestRuleErrorsSaid(t *testing.T) {
	s, err := nz.NewGame(nz.DefaultConfig, nz.Player1)
	if err != nil {
		t.Fatal(err)
	}
	cfg, seen := s.Config(), 0
	for _, id := range s.Robots(nz.Player1) {
		for x := 0; x <= cfg.Width+1; x++ {
			for y := 0; y <= cfg.Height+1; y++ {
				_, _, err := nz.Apply(s, nz.Action{Kind: nz.MoveRobot, Robot: id, To: nz.Square{X: x, Y: y}})
				var re *nz.RuleError
				if !errors.As(err, &re) {
					continue
				}
				seen++
				checkSaid(t, re.Why)
				if got := EngineSays(lang.EN.Printer(), re.Why, ""); got != re.Msg {
					t.Errorf("English %q, the engine's %q", got, re.Msg)
				}
				if fr := EngineSays(lang.FR.Printer(), re.Why, ""); fr == re.Msg {
					t.Errorf("%q: not said in French", fr)
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no move refused")
	}
}

// checkSaid fails when m or a message among its arguments is not in the
// catalog.
func checkSaid(t *testing.T, m poserr.Msg) {
	t.Helper()
	if m.Format != "" && !strings.HasPrefix(m.Format, "; %s") && !lang.Has(m.Format) {
		t.Errorf("%q is not in the catalog", m.Format)
	}
	for _, a := range m.Args {
		if am, ok := a.(poserr.Msg); ok {
			checkSaid(t, am)
		}
	}
}

// TestTableError: an error the table shows keeps its English text and
// its sentinel, and is said in French too.
func TestTableError(t *testing.T) {
	err := fmt.Errorf("start: %w", TableErr(lang.M("%s (%s) is not a Netzwerk piece: take it off the board", "robot 3", "HP-R3")))
	if !errors.Is(err, ErrTable) || err.Error() != "start: referee: table: robot 3 (HP-R3) is not a Netzwerk piece: take it off the board" {
		t.Errorf("%v", err)
	}
	if got := SayError(lang.FR.Printer(), errors.Unwrap(err)); got != "robot 3 (HP-R3) n'est pas une pièce de Netzwerk : retirez-la du plateau" {
		t.Errorf("French: %q", got)
	}
}

// TestHexObstacleNote: an obstacle's colour and shape said in French.
func TestHexObstacleNote(t *testing.T) {
	m := poserr.M("%v is a %s square, an obstacle", "[3,4]", poserr.M("red"))
	if got := EngineSays(lang.FR.Printer(), m, ""); got != "[3,4] est un carré rouge, un obstacle" {
		t.Errorf("%q", got)
	}
}

// TestNetzwerkDiagram: the diagram's rows named in French, the rest
// unchanged; in English, the engine's.
func TestNetzwerkDiagram(t *testing.T) {
	s, err := nz.NewGame(nz.DefaultConfig, nz.Player1)
	if err != nil {
		t.Fatal(err)
	}
	if got := nzDiagram(lang.EN.Printer(), s); got != nz.Diagram(s) {
		t.Errorf("English:\n%s", got)
	}
	fr := strings.Split(nzDiagram(lang.FR.Printer(), s), "\n")
	en := strings.Split(nz.Diagram(s), "\n")
	if !strings.HasPrefix(fr[0], "énergie ") || !strings.HasPrefix(fr[1], "case    ") || fr[0][len("énergie "):] != en[0][8:] || fr[2] != en[2] {
		t.Errorf("French:\n%s", strings.Join(fr, "\n"))
	}
}

// TestEveryEventKind: events of every kind, those the games above may
// not play, said in English as the engines say them, and in French.
func TestEveryEventKind(t *testing.T) {
	for _, k := range []nz.Kind{nz.KindTurnStart, nz.KindRobotMove, nz.KindCapture, nz.KindBatteryMove, nz.KindTurnEnd, nz.KindWin} {
		for _, e := range []nz.Event{
			{Kind: k, Turn: 3, Player: 2, Robot: 7, From: nz.Square{X: 1, Y: 2}, To: nz.Square{X: 1, Y: 4}, Cost: 2, Spent: []int{3, 4},
				Jumped: []int{8}, Captured: 2, Battery: 5, BFrom: &nz.Corner{X: 1, Y: 1}, BTo: &nz.Corner{X: 3, Y: 1}, Over: []int{6},
				Winner: 2, Note: "player 1 has no robot left"},
			{Kind: k, Turn: 3, Player: 1, Robot: 7, Cost: 1, Spent: []int{3}, BFrom: &nz.Corner{}, BTo: &nz.Corner{X: 3}, Over: []int{6, 7},
				Winner: 1, Note: "player 2 cannot move any robot at the start of turn 9"},
		} {
			sayBoth(t, string(k), e.Text(), func(p *lang.Printer) string { return nzEventText(p, e) })
		}
	}
}

package referee

import (
	"context"
	"errors"
	"strings"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// TestAskInFrench: the keyboard's prompts and refusals in the table's
// language; the refusal's error stays English.
func TestAskInFrench(t *testing.T) {
	var out strings.Builder
	in := NewKeyboard(strings.NewReader("F F X - -\nF F R\nF F R - LB\n"))
	q := talk.Question{Step: 2, Who: []string{RobotSeat(3)}, Secret: true, Prompt: "p",
		Check: func(_, answer string) error { _, err := ParseProgram(answer); return err }}
	got, err := TerminalAsker(lang.FR, in, &out).Ask(context.Background(), q)
	if err != nil || got["robot 3"] != "F F R - LB" {
		t.Fatalf("%v, %v", got, err)
	}
	for _, want := range []string{
		"(les réponses tapées ici sont vues de toute la table : un téléphone les garde secrètes)\n",
		"robot 3, p : ",
		"  mouvement 3 : \"X\": unexpected", // the engine's reason stays English
		"  3 mouvement(s) : une cartouche en contient 5, écrivez-les tous (« - » pour aucun mouvement)\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the French keyboard lacks %q:\n%s", want, out.String())
		}
	}
	_, err = ParseProgram("F F R")
	if err == nil || err.Error() != `referee: 3 move(s): a cartridge holds 5, write each ("-" for no move)` {
		t.Errorf("the error: %v", err)
	}
	if s := SayError(lang.EN.Printer(), err); s != err.Error() {
		t.Errorf("said in English: %q, the error %q", s, err)
	}
}

// TestTableRefusedInFrench: why the table shows no position to start
// from, in the table's language; the error is the English it was.
func TestTableRefusedInFrench(t *testing.T) {
	_, err := StartPosition(nil, 0, &vision.State{})
	if !errors.Is(err, ErrTable) || err.Error() != "referee: table: no robot on the board" {
		t.Fatalf("%v", err)
	}
	if got := SayError(lang.FR.Printer(), err); got != "aucun robot sur le plateau" {
		t.Errorf("in French: %q", got)
	}
	if got := SayError(lang.EN.Printer(), err); got != err.Error() {
		t.Errorf("in English: %q", got)
	}
	st := &vision.State{Pieces: []vision.Piece{{Tag: tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 1}, Label: "robot 1", Facing: "NE"}}}
	_, err = StartPosition(nil, 0, st)
	if err == nil || err.Error() != `referee: robot 1 faces "NE"` || SayError(lang.FR.Printer(), err) != `robot 1 : orientation "NE" inconnue` {
		t.Errorf("%v; in French %q", err, SayError(lang.FR.Printer(), err))
	}
}

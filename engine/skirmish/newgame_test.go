package skirmish_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"mecanoid/engine/skirmish"
)

// TestNewGameFile: the crossing game after its first three turns (round 2,
// Bruno to play, robots called and wounded, robot 13 destroyed), written
// as a game file with the rest of its turns, reads back into the same
// position and plays to the same end as the whole file.
func TestNewGameFile(t *testing.T) {
	g := loadGame(t, "../../examples/skirmish/crossing.json")
	states, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	mid := states[3]
	if mid.Round != 2 || mid.Side != 1 {
		t.Fatalf("after 3 turns: round %d, side %d", mid.Round, mid.Side)
	}
	gf := skirmish.NewGameFile(mid, g.Turns[3:])
	if gf.Map != "" || gf.RobotTypes != "" || gf.Round != 2 || gf.ToPlay != "Bruno" || len(gf.Turns) != len(g.Turns)-3 {
		t.Errorf("file: map %q, types %q, round %d, to play %q, %d turns", gf.Map, gf.RobotTypes, gf.Round, gf.ToPlay, len(gf.Turns))
	}
	data, err := json.Marshal(gf)
	if err != nil {
		t.Fatal(err)
	}
	again, err := skirmish.ParseGame("resumed.json", data, nil)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if !reflect.DeepEqual(again.Setup.JSON(), mid.JSON()) {
		t.Errorf("resumed position differs:\n%+v\n%+v", again.Setup.JSON(), mid.JSON())
	}
	if len(again.Setup.Map.Plots) != 24 || again.Setup.Map.Name != "La traversée" || again.Setup.Map.Distance("A1", "D6") != mid.Map.Distance("A1", "D6") {
		t.Errorf("map not kept: %d plots, %q", len(again.Setup.Map.Plots), again.Setup.Map.Name)
	}
	end, _, err := again.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := end[len(end)-1].JSON(), states[len(states)-1].JSON(); !reflect.DeepEqual(got, want) {
		t.Errorf("resumed game ends as %+v, the whole file as %+v", got.Result, want.Result)
	}
}

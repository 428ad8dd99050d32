package dr2d

import (
	"os"
	"reflect"
	"strings"
	"testing"

	rules "mecanoid/engine/dr2d"
	"mecanoid/referee/talk"
)

// TestPreviewSeats: before the table is read, the page gets the board and
// the seats of the robots --robots names, so that phones take their seats
// at once; a game taken up again gets its robots' seats, its position and
// where each piece goes.
func TestPreviewSeats(t *testing.T) {
	data, err := os.ReadFile("../../boards/demo.board")
	if err != nil {
		t.Fatal(err)
	}
	b, err := rules.ParseBoard("demo.board", data)
	if err != nil {
		t.Fatal(err)
	}
	fresh := (&DR2D{Board: b, Robots: []int{1, 3}}).Preview()
	if fresh.Kind != talk.UpdatePreview || !reflect.DeepEqual(fresh.Seats, []string{"robot 1", "robot 3"}) || fresh.State != nil {
		t.Errorf("a new game's preview with --robots 1,3: %+v", fresh)
	}
	if seats := (&DR2D{Board: b}).Preview().Seats; seats != nil {
		t.Errorf("a new game's preview without --robots names seats %v: its robots are those the table shows", seats)
	}
	s, err := rules.NewState(b, 0, [3]rules.Cell{}, []rules.Robot{{ID: 2, Cell: rules.Cell{X: 3, Y: 4}, Facing: rules.West, PC: 7}})
	if err != nil {
		t.Fatal(err)
	}
	kept := (&DR2D{Board: b, cur: s}).Preview()
	if !reflect.DeepEqual(kept.Seats, []string{"robot 2"}) || kept.State == nil ||
		!strings.HasPrefix(kept.Langs["en"].Text, "going on with the game kept: put robot 2 on [3,4] facing W") ||
		!strings.HasPrefix(kept.Langs["fr"].Text, "la partie gardée continue : placez robot 2 en [3,4] orienté O") {
		t.Errorf("a kept game's preview: %+v", kept)
	}
}

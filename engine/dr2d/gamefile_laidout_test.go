package dr2d

import (
	"encoding/json"
	"testing"
)

func TestGameFileLaidOut(t *testing.T) {
	pc := 3
	gf := GameFile{BoardLines: []string{"..", ".<"}, Layout: 2, Laws: map[string]Cell{"1": {2, 2}},
		Robots: []RobotJSON{{ID: 1, Cell: &Cell{1, 1}, Facing: "S"}, {ID: 2, Cell: &Cell{2, 1}, Facing: "N", PC: &pc}},
		Turns: []TurnJSON{{Cartridges: []CartridgeJSON{{Robot: 1, Moves: []string{"F", "-", "-", "-", "-"}},
			{Robot: 2, SleepBefore: 1}}}, {}}}
	want := `{
  "board_lines": [
    "..",
    ".<"
  ],
  "layout": 2,
  "laws": {"1": [2, 2]},
  "robots": [
    {"id": 1, "cell": [1, 1], "facing": "S"},
    {"id": 2, "cell": [2, 1], "facing": "N", "pc": 3}
  ],
  "turns": [
    {"cartridges": [
      {"robot": 1, "moves": ["F", "-", "-", "-", "-"]},
      {"robot": 2, "sleep_before": 1}
    ]},
    {"cartridges": []}
  ]
}
`
	got, err := gf.LaidOut()
	if err != nil || string(got) != want {
		t.Fatalf("LaidOut() = %v\n%s\nwant\n%s", err, got, want)
	}
	var back GameFile
	if err := json.Unmarshal(got, &back); err != nil {
		t.Fatalf("laid out, not JSON: %v", err)
	}
}

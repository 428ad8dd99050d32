package tiles

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestWorldFileLaidOut: the bundled world, read and laid out again, is
// the file as it was written by hand, but for its set file, which LaidOut
// leaves out (a world written out carries its set inline).
func TestWorldFileLaidOut(t *testing.T) {
	data, err := os.ReadFile("../../worlds/valdor.json")
	if err != nil {
		t.Fatal(err)
	}
	var wf WorldFile
	if err := json.Unmarshal(data, &wf); err != nil {
		t.Fatal(err)
	}
	got, err := wf.LaidOut()
	want := strings.Replace(string(data), "  \"set\": \"valdor.tiles\",\n", "", 1)
	if err != nil || string(got) != want {
		t.Errorf("LaidOut() = %v\n%s\nwant\n%s", err, got, want)
	}
}

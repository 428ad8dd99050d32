package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// TestOtherGamesPhotos: another game's photos given as the camera's frames
// or a photo to scan say what they are (the game their tags name, and its
// --game), in the user's language, instead of four corner-marker lines.
func TestOtherGamesPhotos(t *testing.T) {
	if testing.Short() {
		t.Skip("reads photos (-short)")
	}
	was, given := lang.User(), langGiven
	t.Cleanup(func() { lang.SetUser(was); langGiven = given })
	t.Setenv("MECANOID_JOURNAL", filepath.Join(t.TempDir(), "j"))
	// frames is a folder holding one photo: the referee reads it, then
	// runs out of frames.
	frames := func(photo string) string {
		dir := t.TempDir()
		data, err := os.ReadFile(photo)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "f000.jpg"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	const (
		dr2dPhoto     = "../demo/table/f000.jpg"
		netzwerkPhoto = "../examples/netzwerk/frames/game/f000.jpg"
		skirmishPhoto = "../examples/skirmish/frames/crossing/f000.jpg"
		tilesPhoto    = "../examples/tiles/frames/f00.jpg"
	)
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"DR2D's referee, Netzwerk's frames", []string{"referee", "--board", "../boards/demo.board", "--camera", frames(netzwerkPhoto), "--no-wait", "--web", ""},
			"the photo: this is a photo of a Netzwerk board: 30 of its tags seen, no corner marker of this game: give that game (--game netzwerk) or this game's photos"},
		{"Netzwerk's referee, DR2D's frames, in French", []string{"referee", "--game", "netzwerk", "--camera", frames(dr2dPhoto), "--no-wait", "--web", "", "--lang", "fr"},
			"la photo : cette photo montre un plateau de DR2D : 9 de ses étiquettes vues, aucun repère de coin de ce jeu : donnez ce jeu (--game dr2d) ou les photos de ce jeu-ci"},
		{"the hex game's referee, the skirmish's frames", []string{"referee", "--game", "hexprog", "--setup", "../examples/hexprog/duel.json", "--signals", "../examples/hexprog/duel.json",
			"--camera", frames(skirmishPhoto), "--no-wait", "--web", ""},
			"this is a photo of a skirmish's plots and bridges: 10 of its tags seen"},
		{"scan, a SimulacreS photo", []string{"scan", tilesPhoto, "--board", "../boards/demo.board"},
			"this is a photo of a SimulacreS tile world: 7 of its tags seen, no corner marker of this game: give that game (--game simulacres)"},
		{"tiles scan, a Netzwerk photo", []string{"tiles", "scan", netzwerkPhoto, "--world", "../examples/tiles/small.json", "--area", "2x1", "--origin", "0,0"},
			"this is a photo of a Netzwerk board: 30 of its tags seen"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(c.args...)
			out := stdout + stderr
			if code == 0 || !strings.Contains(out, c.want) {
				t.Errorf("exit %d, want a failure saying %q:\n%s", code, c.want, out)
			}
			if strings.Contains(out, "corner marker NW") || strings.Contains(out, "repère de coin NO") {
				t.Errorf("the corner markers said one by one:\n%s", out)
			}
		})
	}
}

package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestRefereeNamesTheFlag: a camera or sheets source that is not there is
// said with the flag that names it.
func TestRefereeNamesTheFlag(t *testing.T) {
	for _, tc := range []struct{ args []string }{
		{[]string{"referee", "--board", "../boards/demo.board", "--camera", "nosuchdir", "--web", ""}},
		{[]string{"referee", "--game", "netzwerk", "--camera", "nosuchdir", "--web", ""}},
	} {
		code, _, errs := runCLI(tc.args...)
		if code != 2 || !strings.HasPrefix(errs, "mecanoid referee: --camera nosuchdir: ") {
			t.Errorf("%v: exit %d: %q", tc.args, code, errs)
		}
	}
	dir := t.TempDir()
	code, _, errs := runCLI("referee", "--board", "../boards/demo.board", "--camera", "../demo/table", "--sheets", "nosuchdir",
		"--journal", filepath.Join(dir, "j.db"), "--no-wait", "--web", "")
	if code != 2 || !strings.Contains(errs, "--sheets nosuchdir: ") {
		t.Errorf("--sheets nosuchdir: exit %d: %q", code, errs)
	}
}

// TestRefereeFlagsForEveryCamera: every game's referee takes --fov (the
// camera's field of view, for its scanner) and --fps (a folder of
// frames' rate, with --live) (issue 34).
func TestRefereeFlagsForEveryCamera(t *testing.T) {
	for _, g := range []string{"dr2d", "netzwerk", "skirmish", "hexprog"} {
		code, out, errs := runCLI("referee", "--game", g, "--help")
		if code != 0 || !strings.Contains(out+errs, "--fov float") || !strings.Contains(out+errs, "--fps float") {
			t.Errorf("referee --game %s --help: exit %d, no --fov or --fps:\n%s%s", g, code, out, errs)
		}
	}
}

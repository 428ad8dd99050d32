package lenscal

import (
	"strings"
	"testing"

	"mecanoid/fault"
	"mecanoid/internal/lang"
)

// TestNoHelper: without OpenCV in this build nor the helper program, the
// command says so and how to get it, exit 1.
func TestNoHelper(t *testing.T) {
	defer func(h func() string, l lang.Lang) { Helper = h; lang.SetUser(l) }(Helper, lang.User())
	Helper = func() string { return "" }
	lang.SetUser(lang.FR)
	err := RunHelper([]string{"--camera", "rpicam"})
	if err == nil || fault.ExitStatus(err) != 1 || !strings.Contains(err.Error(), "n'a pas OpenCV") || !strings.Contains(err.Error(), "make lens") {
		t.Errorf("err %v (exit %d)", err, fault.ExitStatus(err))
	}
}

// TestHelperEnv: the helper is told the user's language, as --lang chose
// it, over the environment's.
func TestHelperEnv(t *testing.T) {
	defer func(l lang.Lang) { lang.SetUser(l) }(lang.User())
	t.Setenv("MECANOID_LANG", "en")
	lang.SetUser(lang.FR)
	env := helperEnv()
	if last := env[len(env)-1]; last != "MECANOID_LANG=fr" {
		t.Errorf("the helper's environment ends with %q, want MECANOID_LANG=fr", last)
	}
}

package synth

import "testing"

// mustCategory is synthtest.Category for synth's own tests, which cannot
// import synthtest (it imports synth).
func mustCategory(t *testing.T, name string) Category {
	t.Helper()
	c, ok := CategoryByName(name)
	if !ok {
		t.Fatalf("no category %q", name)
	}
	return c
}

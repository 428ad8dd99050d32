package netzwerk_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	nz "mecanoid/engine/netzwerk"
)

// FuzzParseGame: any file either parses and replays without a panic, or
// fails with an error wrapping a sentinel.
func FuzzParseGame(f *testing.F) {
	files, _ := filepath.Glob("../../examples/netzwerk/*.json")
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"game":"netzwerk","width":3,"height":3,"setup":{"robots":[{"id":1,"square":[1,3]},{"id":4,"square":[2,1]}],"batteries":[{"id":1,"corner":[0,2]}]},"turns":[["R1 [1,2] using B1","B1 [0,1]"]]}`))
	f.Add([]byte(`{"game":"netzwerk","options":{"must_capture":true,"shared_batteries_unusable":true},"turns":[["R1 [1,4]"],["R7 [1,3]","end"]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := nz.ParseGame("fuzz.json", data)
		if err != nil {
			var pe *nz.PosError
			if !errors.As(err, &pe) || !(errors.Is(err, nz.ErrSyntax) || errors.Is(err, nz.ErrSetup)) {
				t.Fatalf("error without position or sentinel: %v", err)
			}
			return
		}
		states, _, _, err := g.Replay()
		if err != nil && !errors.Is(err, nz.ErrIllegal) && !errors.Is(err, nz.ErrGameOver) && !errors.Is(err, nz.ErrSetup) {
			t.Fatalf("replay error wraps no sentinel: %v", err)
		}
		for _, s := range states {
			if len(s.Batteries()) > s.Config().Batteries() {
				t.Fatal("too many batteries")
			}
		}
	})
}

// FuzzParseAction: any text parses to an action that prints back to a text
// that parses to the same action, or fails with a syntax error.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"R3 [2,4]", "R3 [2,6]-[2,4] using B1 B2", "B9 [3,2]", "end", "b1[0,0]-[0,1]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := nz.ParseAction(text)
		if err != nil {
			if !errors.Is(err, nz.ErrSyntax) {
				t.Fatalf("%v", err)
			}
			return
		}
		b, err := nz.ParseAction(a.String())
		if err != nil || b != a {
			t.Fatalf("%q → %v → %q → %v %v", text, a, a.String(), b, err)
		}
	})
}

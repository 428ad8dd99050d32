package skirmish_test

import (
	"errors"
	"os"
	"testing"

	"mecanoid/engine/skirmish"
)

// FuzzParseMap: any text either parses to a map that survives MarshalMap, or
// fails with a positioned error wrapping a sentinel. Never a panic.
func FuzzParseMap(f *testing.F) {
	for _, path := range []string{"../../boards/skirmish-crossing.map", "testdata/ladder.map", "testdata/star.map"} {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("size 100 100\nplot A 30 30\nplot B 70 70\nbridge A B A"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := skirmish.ParseMap("fuzz", data)
		if err != nil {
			var pe *skirmish.PosError
			if !errors.As(err, &pe) || !(errors.Is(err, skirmish.ErrSyntax) || errors.Is(err, skirmish.ErrSetup)) {
				t.Fatalf("error is not a positioned sentinel: %v", err)
			}
			return
		}
		again, err := skirmish.ParseMap("again", skirmish.MarshalMap(m))
		if err != nil {
			t.Fatalf("MarshalMap wrote what ParseMap refuses: %v", err)
		}
		if string(skirmish.MarshalMap(again)) != string(skirmish.MarshalMap(m)) {
			t.Fatal("map changed through MarshalMap")
		}
	})
}

// FuzzParseTypes: the same for robot types files.
func FuzzParseTypes(f *testing.F) {
	data, err := os.ReadFile("testdata/test.robots")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(skirmish.DefaultTypesText))
	f.Add([]byte("type a\nspeed 1 structure 2\nweapon w rate 1 range 1 damage 1"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := skirmish.ParseTypes("fuzz", data)
		if err != nil {
			var pe *skirmish.PosError
			if !errors.As(err, &pe) || !(errors.Is(err, skirmish.ErrSyntax) || errors.Is(err, skirmish.ErrSetup)) {
				t.Fatalf("error is not a positioned sentinel: %v", err)
			}
			return
		}
		again, err := skirmish.ParseTypes("again", skirmish.MarshalTypes(c))
		if err != nil {
			t.Fatalf("MarshalTypes wrote what ParseTypes refuses: %v\n%s", err, skirmish.MarshalTypes(c))
		}
		if string(skirmish.MarshalTypes(again)) != string(skirmish.MarshalTypes(c)) {
			t.Fatal("types changed through MarshalTypes")
		}
	})
}

// FuzzParseAction: an action that parses is written back to the same action.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"call 7 B3", "2: B2 C2 fire laser 7 C3", "4: fire 9", "2:B2", "3 : fire canon 4, A1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := skirmish.ParseAction(s)
		if err != nil {
			if !errors.Is(err, skirmish.ErrNotation) {
				t.Fatalf("error is not ErrNotation: %v", err)
			}
			return
		}
		b, err := skirmish.ParseAction(a.String())
		if err != nil || b.String() != a.String() {
			t.Fatalf("%q → %q → %q, %v", s, a.String(), b.String(), err)
		}
	})
}

package jsonlayout

import (
	"go/build"
	"strings"
	"testing"
)

func TestLine(t *testing.T) {
	for _, tc := range []struct {
		v    any
		want string
	}{
		{map[string]any{"id": 1, "cell": []int{1, 4}}, `{"cell": [1, 4], "id": 1}`},
		{"a, b: c", `"a, b: c"`},                   // inside a string: as it is
		{`say "x:y", then`, `"say \"x:y\", then"`}, // escaped quotes do not end the string
		{`\`, `"\\"`},
		{[]string{"<&>", "L>"}, `["<&>", "L>"]`}, // not escaped for HTML
	} {
		got, err := Line(tc.v)
		if err != nil || got != tc.want {
			t.Errorf("Line(%#v) = %s, %v; want %s", tc.v, got, err, tc.want)
		}
	}
	if _, err := Line(func() {}); err == nil {
		t.Error("Line of a func: no error")
	}
}

func TestObject(t *testing.T) {
	var o Object
	o.Field("seed", 7)
	o.List("robots", 2, func(i int) any { return map[string]int{"id": i + 1} })
	o.List("none", 0, nil)
	o.Raw("turns", "[\n    {\"cartridges\": []}\n  ]")
	got, err := o.Bytes()
	want := `{
  "seed": 7,
  "robots": [
    {"id": 1},
    {"id": 2}
  ],
  "none": [],
  "turns": [
    {"cartridges": []}
  ]
}
`
	if err != nil || string(got) != want {
		t.Errorf("Bytes() = %s, %v; want %s", got, err, want)
	}

	var bad Object
	bad.Field("a", 1)
	bad.List("b", 1, func(int) any { return func() {} })
	bad.Field("c", 2)
	if data, err := bad.Bytes(); err == nil || data != nil {
		t.Errorf("an item that is no JSON: Bytes() = %s, %v; want an error", data, err)
	}
}

// TestLeaf: the engines import this package, and they import nothing of
// the project outside engine/ but such leaves: the standard library only.
func TestLeaf(t *testing.T) {
	p, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range p.Imports {
		if first, _, _ := strings.Cut(imp, "/"); strings.Contains(first, ".") || first == "mecanoid" {
			t.Errorf("jsonlayout imports %s", imp)
		}
	}
}

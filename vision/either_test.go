package vision_test

import (
	"image"
	"testing"

	"mecanoid/vision"
)

// fixedReader reads the same codes in every patch, and counts its calls.
type fixedReader struct {
	codes []vision.Code
	calls *int
}

func (f fixedReader) ReadPatch(*image.Gray) []vision.Code {
	*f.calls++
	return f.codes
}

func TestEither(t *testing.T) {
	a, b := vision.Code{Text: "A"}, vision.Code{Text: "B"}
	g := image.NewGray(image.Rect(0, 0, 40, 40))
	for _, tc := range []struct {
		name          string
		first, second []vision.Code
		want          string
		secondCalls   int
	}{
		{"first reads", []vision.Code{a}, []vision.Code{b}, "A", 0},
		{"first misses", nil, []vision.Code{b}, "B", 1},
		{"neither", nil, nil, "", 1},
		{"first reads, second would read nothing", []vision.Code{a}, nil, "A", 0},
	} {
		var n1, n2 int
		e := vision.Either{fixedReader{tc.first, &n1}, fixedReader{tc.second, &n2}}
		got := ""
		for _, c := range e.ReadPatch(g) {
			got += c.Text
		}
		if got != tc.want || n1 != 1 || n2 != tc.secondCalls {
			t.Errorf("%s: read %q (first asked %d times, second %d); want %q, second asked %d times", tc.name, got, n1, n2, tc.want, tc.secondCalls)
		}
	}
}

// A gozxing reader as the second reads what a blind first one misses.
func TestEitherGozxingSecond(t *testing.T) {
	var n int
	rgba := image.NewRGBA(image.Rect(0, 0, 200, 200))
	drawCode(t, rgba, "MC1:DR2D:R:2", 30, 30, 6, 20, 230)
	g := vision.Gray(rgba)
	codes := vision.Either{fixedReader{nil, &n}, vision.Gozxing{}}.ReadPatch(g)
	if len(codes) != 1 || codes[0].Text != "MC1:DR2D:R:2" {
		t.Errorf("codes %+v", codes)
	}
}

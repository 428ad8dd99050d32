package calibration_test

import (
	"encoding/json"
	"errors"
	"math"
	"os"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"mecanoid/calibration"
)

// FuzzParse: the calibration file. Any file is refused with an error
// wrapping ErrFile that names it (with a line and column of it when it
// says one), or it loads as a calibration whose every number is finite,
// that Save's JSON writes back to the same calibration, and whose camera
// the scan can use: the board's corners project to finite pixels, and
// pixels map back onto the plane of the tags. Seeds: the calibration of a
// bundled photo of the table (testdata/demo.json: mecanoid calibrate
// demo/table/f000.jpg --board boards/demo.board) and those the tests
// solve, through a lens and not.
func FuzzParse(f *testing.F) {
	demo, err := os.ReadFile("testdata/demo.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(demo)
	for _, c := range []*calibration.Calibration{
		solve(f, views()[2], calibration.Lens{}, calibration.Settings{TagHeight: 30}),
		solve(f, throughLens(views()[1]), testLens, calibration.Settings{TagHeight: 28.5}),
	} {
		data, err := json.MarshalIndent(c, "", "  ")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	at := regexp.MustCompile(`^calibration: bad calibration file: fuzz\.json(?::(\d+):(\d+))?: `)
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := calibration.Parse("fuzz.json", data)
		if err != nil {
			m := at.FindStringSubmatch(err.Error())
			if !errors.Is(err, calibration.ErrFile) || c != nil || m == nil {
				t.Fatalf("error does not wrap ErrFile naming the file: %v", err)
			}
			if m[1] != "" {
				line, _ := strconv.Atoi(m[1])
				if n := strings.Count(string(data), "\n") + 1; line < 1 || line > n {
					t.Fatalf("error on line %d of %d: %v", line, n, err)
				}
			}
			return
		}
		if v := nonFinite(reflect.ValueOf(*c), ""); v != "" {
			t.Fatalf("%s is not finite", v)
		}
		out, err := json.MarshalIndent(c, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		again, err := calibration.Parse("again.json", out)
		if err != nil || !reflect.DeepEqual(again, c) {
			t.Fatalf("written back: %v\n%s", err, out)
		}
		w, h := c.Board.Size()
		for _, p := range []calibration.Point{{}, {X: w}, {X: w, Y: h}, {Y: h}} {
			if q := c.BoardToImage(p, 0); !finite(q.X) || !finite(q.Y) {
				t.Fatalf("board corner %v seen at %v", p, q)
			}
		}
		toBoard, err := c.ImageToBoardAt(c.TagHeight)
		if err != nil {
			t.Fatalf("pixels do not map onto the tags' plane: %v", err)
		}
		if p := toBoard(c.Markers[0]); !finite(p.X) || !finite(p.Y) {
			t.Fatalf("marker NW, %v, maps to %v", c.Markers[0], p)
		}
	})
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// nonFinite is the path of the first float in v that is not finite, or "".
func nonFinite(v reflect.Value, path string) string {
	switch v.Kind() {
	case reflect.Float64:
		if !finite(v.Float()) {
			return path
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if p := nonFinite(v.Field(i), path+"."+v.Type().Field(i).Name); p != "" {
				return p
			}
		}
	case reflect.Array, reflect.Slice:
		for i := range v.Len() {
			if p := nonFinite(v.Index(i), path+"["+strconv.Itoa(i)+"]"); p != "" {
				return p
			}
		}
	}
	return ""
}

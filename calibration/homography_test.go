package calibration

import (
	"errors"
	"math"
	"math/rand"
	"testing"
)

func near(a, b Point, tol float64) bool { return a.Sub(b).Len() <= tol }

func TestFromPointsExact(t *testing.T) {
	want := Homography{1.2, 0.1, 30, -0.05, 0.9, 12, 0.0004, -0.0002, 1}
	src := []Point{{0, 0}, {600, 0}, {600, 600}, {0, 600}}
	var dst []Point
	for _, p := range src {
		dst = append(dst, want.Apply(p))
	}
	h, err := FromPoints(src, dst)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 100; i++ {
		p := Point{rng.Float64() * 600, rng.Float64() * 600}
		if !near(h.Apply(p), want.Apply(p), 1e-6) {
			t.Fatalf("%v → %v, want %v", p, h.Apply(p), want.Apply(p))
		}
		inv, err := h.Inverse()
		if err != nil {
			t.Fatal(err)
		}
		if !near(inv.Apply(h.Apply(p)), p, 1e-6) {
			t.Fatalf("inverse does not map back: %v", inv.Apply(h.Apply(p)))
		}
	}
}

func TestFromPointsLeastSquares(t *testing.T) {
	want := Homography{2, 0.3, 100, 0.1, 1.8, 50, 0.0003, 0.0001, 1}
	rng := rand.New(rand.NewSource(2))
	var src, dst []Point
	for i := 0; i < 40; i++ {
		p := Point{rng.Float64() * 600, rng.Float64() * 600}
		q := want.Apply(p)
		src = append(src, p)
		dst = append(dst, Point{q.X + rng.NormFloat64()*0.5, q.Y + rng.NormFloat64()*0.5})
	}
	h, err := FromPoints(src, dst)
	if err != nil {
		t.Fatal(err)
	}
	worst := 0.0
	for _, p := range src {
		worst = math.Max(worst, h.Apply(p).Sub(want.Apply(p)).Len())
	}
	if worst > 1 {
		t.Errorf("worst error %.2f px with 0.5 px noise", worst)
	}
}

func TestFromPointsDegenerate(t *testing.T) {
	line := []Point{{0, 0}, {1, 1}, {2, 2}, {3, 3}}
	if _, err := FromPoints(line, line); !errors.Is(err, ErrDegenerate) {
		t.Errorf("collinear points: %v", err)
	}
	if _, err := FromPoints(line[:3], line[:3]); !errors.Is(err, ErrDegenerate) {
		t.Errorf("three points: %v", err)
	}
}

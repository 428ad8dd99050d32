package tiles

import "testing"

// SplitMix64's published first output for seed 0 (Vigna's reference code):
// the generator is the documented one, so a world's draws can be checked.
func TestRandReference(t *testing.T) {
	r := NewRand(0)
	if got := r.next(); got != 0xe220a8397b1dcdaf {
		t.Fatalf("splitmix64(0) = %#x, want 0xe220a8397b1dcdaf", got)
	}
	if got := r.next(); got != 0x6e789e6aa1b965f4 {
		t.Fatalf("second output %#x, want 0x6e789e6aa1b965f4", got)
	}
}

func TestRandRangeAndUniformity(t *testing.T) {
	r := NewRand(42)
	var count [6]int
	for range 60000 {
		n := r.Roll(6)
		if n < 1 || n > 6 {
			t.Fatalf("d6 rolled %d", n)
		}
		count[n-1]++
	}
	for i, c := range count {
		if c < 9500 || c > 10500 {
			t.Errorf("face %d came %d times in 60000 rolls", i+1, c)
		}
	}
}

// The corners of a tile as printed, and where each orientation puts them
// on the table (offsets from the place's north-west corner): a quarter turn
// clockwise takes the top-left corner to the top-right.
func TestRotation(t *testing.T) {
	a1, j1, a10, j10 := Cell{1, 1}, Cell{10, 1}, Cell{1, 10}, Cell{10, 10}
	type xy struct{ x, y int }
	want := map[Dir]map[Cell]xy{
		North: {a1: {0, 0}, j1: {9, 0}, a10: {0, 9}, j10: {9, 9}},
		East:  {a1: {9, 0}, j1: {9, 9}, a10: {0, 0}, j10: {0, 9}},
		South: {a1: {9, 9}, j1: {0, 9}, a10: {9, 0}, j10: {0, 0}},
		West:  {a1: {0, 9}, j1: {0, 0}, a10: {9, 9}, j10: {9, 0}},
	}
	for f, cells := range want {
		for c, w := range cells {
			if x, y := toWorld(c, f); x != w.x || y != w.y {
				t.Errorf("%v turned %v lies at (%d,%d), want (%d,%d)", c, f, x, y, w.x, w.y)
			}
		}
		for r := 1; r <= Side; r++ {
			for c := 1; c <= Side; c++ {
				x, y := toWorld(Cell{c, r}, f)
				if back := fromWorld(x, y, f); back != (Cell{c, r}) {
					t.Fatalf("%v turned %v and back is %v", Cell{c, r}, f, back)
				}
			}
		}
	}
	// E5 of a tile turned E: its column E becomes row 5 read from the east.
	if x, y := toWorld(Cell{5, 1}, East); x != 9 || y != 4 {
		t.Errorf("E1 turned E at (%d,%d), want (9,4)", x, y)
	}
}

// A d6 is rolled again on 5 and 6: every roll before the last is 5 or 6,
// the last is 1..4 and gives the orientation as a d4 would.
func TestD6RollsAgain(t *testing.T) {
	r := NewRand(7)
	again := 0
	for range 2000 {
		rolls, f := r.rollOrientation(D6)
		last := rolls[len(rolls)-1]
		if last < 1 || last > 4 || f != OrientD4(last) {
			t.Fatalf("rolls %v gave %v", rolls, f)
		}
		for _, n := range rolls[:len(rolls)-1] {
			if n != 5 && n != 6 {
				t.Fatalf("rolls %v: %d rolled again", rolls, n)
			}
		}
		again += len(rolls) - 1
	}
	if again == 0 {
		t.Error("no 5 or 6 in 2000 orientations")
	}
}

func TestTwoD6RollsShowChanceThenMisfortune(t *testing.T) {
	r := NewRand(3)
	for range 500 {
		rolls, f := r.rollOrientation(TwoD6)
		if len(rolls) != 2 || f != Orient2d6(rolls[0], rolls[1]) {
			t.Fatalf("rolls %v gave %v", rolls, f)
		}
	}
}

package tiles

import "mecanoid/engine/internal/sentinel"

// Rand is the world's generator: SplitMix64, whose whole state is one
// number. It is kept in the State (and in saved games) so that a world
// resumed from a save draws the same tiles and dice as it would have.
type Rand struct{ State uint64 }

// NewRand starts a generator from a seed.
func NewRand(seed uint64) Rand { return Rand{State: seed} }

func (r *Rand) next() uint64 {
	r.State += 0x9e3779b97f4a7c15
	z := r.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn is uniform in 0..n-1 (n > 0), without modulo bias.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("tiles: Intn of a non-positive number")
	}
	limit := ^uint64(0) - ^uint64(0)%uint64(n)
	for {
		if v := r.next(); v < limit {
			return int(v % uint64(n))
		}
	}
}

// Roll is one die of the given number of sides: 1..sides.
func (r *Rand) Roll(sides int) int { return 1 + r.Intn(sides) }

// Dice is how a tile's orientation is drawn (docs/rules-tiles.md#orientation).
type Dice string

const (
	// D4: one four-sided die, 1..4 = N, E, S, W.
	D4 Dice = "d4"
	// D6: one six-sided die, rolled again on 5 or 6; then as D4.
	D6 Dice = "d6"
	// TwoD6: the chance die and the misfortune die (see Orient2d6).
	TwoD6 Dice = "2d6"
)

// ParseDice reads d4, d6 or 2d6 ("": d4). An error wraps ErrSyntax; its
// Reason is what to say.
func ParseDice(s string) (Dice, error) {
	switch d := Dice(s); d {
	case D4, D6, TwoD6:
		return d, nil
	case "":
		return D4, nil
	}
	return "", sentinel.Errorf(ErrSyntax, "dice %q: d4, d6 (5 and 6 rolled again) or 2d6 (chance and misfortune)", s)
}

// OrientD4 is the orientation of a d4 (or d6 within 1..4) result.
func OrientD4(n int) Dir { return Dir(n - 1) }

// Orient2d6 is the orientation given by the chance die and the misfortune
// die: chance 4..6 points the diamond north or east, 1..3 south or west;
// misfortune 4..6 north or west, 1..3 south or east.
func Orient2d6(chance, misfortune int) Dir {
	switch hi, mhi := chance > 3, misfortune > 3; {
	case hi && mhi:
		return North
	case hi:
		return East
	case mhi:
		return West
	}
	return South
}

// rollOrientation rolls once with the dice d: the dice shown to the
// players and the orientation they give.
func (r *Rand) rollOrientation(d Dice) ([]int, Dir) {
	switch d {
	case D6:
		var rolls []int
		for {
			n := r.Roll(6)
			rolls = append(rolls, n)
			if n <= 4 {
				return rolls, OrientD4(n)
			}
		}
	case TwoD6:
		c, m := r.Roll(6), r.Roll(6)
		return []int{c, m}, Orient2d6(c, m)
	}
	n := r.Roll(4)
	return []int{n}, OrientD4(n)
}

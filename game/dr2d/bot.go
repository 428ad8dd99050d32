package dr2d

import (
	"context"
	"math/rand/v2"

	rules "mecanoid/engine/dr2d"
)

// Bot is a Programmer that plays for the robots itself: for each robot it
// tries a number of random cartridges with the engine (the others idle)
// and keeps the one that brings the robot nearest a law it lacks, with
// the most PC left. It plays the demo and tests whole games; it is no
// champion.
type Bot struct {
	// Current gives the position the programs are for.
	Current func() *rules.State
	Tries   int // cartridges tried per robot; 0: 300
	rng     *rand.Rand
}

// NewBot returns a bot whose choices follow from seed.
func NewBot(seed uint64, current func() *rules.State) *Bot {
	return &Bot{Current: current, rng: rand.New(rand.NewPCG(seed, 0x626f74))}
}

var _ Programmer = (*Bot)(nil)

// Programs chooses a program for each robot.
func (b *Bot) Programs(ctx context.Context, turn int, robots []int) (map[int]rules.Program, error) {
	s := b.Current()
	tries := b.Tries
	if tries == 0 {
		tries = 300
	}
	idle := map[int]rules.Program{}
	for _, id := range robots {
		idle[id] = rules.Program{}
	}
	out := map[int]rules.Program{}
	for _, id := range robots {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		best, bestScore := rules.Program{}, b.score(s, idle, id)
		trial := make(map[int]rules.Program, len(idle)) // the others idle, this one trying
		for k, v := range idle {
			trial[k] = v
		}
		for range tries {
			p := b.random()
			trial[id] = p
			if sc := b.score(s, trial, id); sc > bestScore {
				best, bestScore = p, sc
			}
		}
		out[id] = best
	}
	return out, nil
}

// score rates the turn for robot id: laws first, then nearness to the
// nearest law it lacks, then PC.
func (b *Bot) score(s *rules.State, progs map[int]rules.Program, id int) float64 {
	n, _, err := rules.Resolve(s, progs)
	if err != nil {
		return -1e9
	}
	r, ok := n.Robot(id)
	if !ok {
		return -1e9
	}
	if r.Left {
		return 1e6
	}
	laws := len(r.Laws.List())
	near := 1e3
	for i, c := range n.Laws {
		if !r.Laws.Has(rules.Law(i + 1)) {
			d := abs(c.X-r.Cell.X) + abs(c.Y-r.Cell.Y)
			near = min(near, float64(d))
		}
	}
	return float64(laws)*1e4 - near*100 + float64(r.PC)*20
}

func (b *Bot) random() rules.Program {
	var c rules.Cartridge
	for i := range c {
		m := rules.Move{Before: b.rng.IntN(4) - 1, After: 0}
		switch b.rng.IntN(6) {
		case 0:
			m.Step = rules.NoStep
		case 1:
			m.Step = rules.Backward
		default:
			m.Step = rules.Forward
		}
		if b.rng.IntN(4) == 0 {
			m.After = b.rng.IntN(3) - 1
		}
		c[i] = m
	}
	return rules.Program{Cartridge: c}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

package netzwerk

import "sort"

// Rand is a small seeded generator (splitmix64), so that players and
// searches that draw at random can be replayed from their seed.
type Rand struct{ state uint64 }

// NewRand seeds a generator.
func NewRand(seed uint64) *Rand { return &Rand{state: seed} }

// Uint64 is the next number.
func (r *Rand) Uint64() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn is a number in 0..n-1.
func (r *Rand) Intn(n int) int { return int(r.Uint64() % uint64(n)) }

// RandomAction picks one of the legal actions, all equally likely.
func RandomAction(s *State, r *Rand) (Action, bool) {
	acts := LegalActions(s)
	if len(acts) == 0 {
		return Action{}, false
	}
	return acts[r.Intn(len(acts))], true
}

// Searcher chooses actions by alpha-beta search over actions (a player's
// turn is several plies: his actions up to EndTurn), deepening one ply at a
// time until a limit is reached. It holds no clock: the caller bounds it
// by nodes, or by Stop (a deadline callback).
type Searcher struct {
	MaxNodes int         // nodes per decision; 0: no limit
	MaxDepth int         // plies; 0: 8
	Stop     func() bool // polled during the search; true: answer now
	Begin    func()      // called at the start of each decision (to start a clock)
	Rand     *Rand       // breaks ties among equal actions; nil: first found

	nodes   int
	aborted bool
}

// SearchInfo says how a decision was reached.
type SearchInfo struct {
	Depth int // plies of the deepest search completed
	Nodes int
	Score int // for the player to move: > 0 good; ±WinScore: a forced result
}

// WinScore is the score of a won game (minus the plies it takes).
const WinScore = 1_000_000

// BestAction is the action the search prefers for the player to move.
func (sr *Searcher) BestAction(s *State) (Action, SearchInfo) {
	if sr.Begin != nil {
		sr.Begin()
	}
	sr.nodes, sr.aborted = 0, false
	me := s.toMove
	root := sr.ordered(s)
	if len(root) == 0 {
		return Action{}, SearchInfo{}
	}
	if sr.Rand != nil { // shuffle before the stable sort: ties fall at random
		for i := len(root) - 1; i > 0; i-- {
			j := sr.Rand.Intn(i + 1)
			root[i], root[j] = root[j], root[i]
		}
		sortActions(s, root)
	}
	maxDepth := sr.MaxDepth
	if maxDepth == 0 {
		maxDepth = 8
	}
	best, info := root[0], SearchInfo{}
	for depth := 1; depth <= maxDepth; depth++ {
		alpha := -2 * WinScore
		var bestHere Action
		for i, a := range root {
			n := s.Clone()
			_ = n.apply(a, nil)
			v := sr.value(n, depth-1, 1, alpha, 2*WinScore, me)
			if sr.aborted && depth > 1 {
				break
			}
			if i == 0 || v > alpha {
				alpha, bestHere = v, a
			}
		}
		if sr.aborted && depth > 1 {
			break
		}
		best, info = bestHere, SearchInfo{Depth: depth, Nodes: sr.nodes, Score: alpha}
		// Search the best first next time.
		for i, a := range root {
			if a == best {
				copy(root[1:i+1], root[:i])
				root[0] = best
				break
			}
		}
		if alpha >= WinScore-100 || alpha <= -WinScore+100 || sr.aborted {
			break
		}
	}
	info.Nodes = sr.nodes
	return best, info
}

// value is the minimax value of s for me, searched depth more plies.
func (sr *Searcher) value(s *State, depth, ply, alpha, beta int, me Player) int {
	sr.nodes++
	if sr.MaxNodes > 0 && sr.nodes >= sr.MaxNodes {
		sr.aborted = true
	}
	if sr.Stop != nil && sr.nodes&255 == 0 && sr.Stop() {
		sr.aborted = true
	}
	if s.Over() {
		if s.winner == me {
			return WinScore - ply
		}
		return -WinScore + ply
	}
	if depth == 0 || sr.aborted {
		return Evaluate(s, me)
	}
	acts := sr.ordered(s)
	maximize := s.toMove == me
	for _, a := range acts {
		n := s.Clone()
		_ = n.apply(a, nil)
		v := sr.value(n, depth-1, ply+1, alpha, beta, me)
		if maximize && v > alpha {
			alpha = v
		} else if !maximize && v < beta {
			beta = v
		}
		if alpha >= beta {
			break
		}
	}
	if maximize {
		return alpha
	}
	return beta
}

// ordered lists the actions the search considers (one choice of batteries
// per robot move), likely best first: captures, forward moves, the end of
// the turn, sideways moves, battery moves.
func (sr *Searcher) ordered(s *State) []Action {
	acts := s.actions(false, nil)
	sortActions(s, acts)
	return acts
}

func sortActions(s *State, acts []Action) {
	key := func(a Action) int {
		switch a.Kind {
		case MoveRobot:
			if s.RobotAt(a.To) != 0 {
				return 0
			}
			if from, _ := s.Robot(a.Robot); from.X == a.To.X {
				return 1
			}
			return 3
		case EndTurn:
			return 2
		}
		return 4
	}
	sort.SliceStable(acts, func(i, j int) bool { return key(acts[i]) < key(acts[j]) })
}

// Evaluate scores a position for player me, without search: robots on the
// board, how far they have come, robots on the far row toward the half
// that wins, and the energy each robot has at hand.
func Evaluate(s *State, me Player) int {
	if s.Over() {
		if s.winner == me {
			return WinScore
		}
		return -WinScore
	}
	score := 0
	for _, p := range []Player{Player1, Player2} {
		v, n, far := 0, 0, 0
		for _, id := range s.Robots(p) {
			n++
			sq, _ := s.Robot(id)
			adv := s.cfg.Height - sq.Y
			if p == Player2 {
				adv = sq.Y - 1
			}
			v += 8 * adv
			if sq.Y == s.cfg.FarRow(p) {
				far++
			}
			for _, k := range sq.Corners() {
				if b := s.BatteryAt(k); b != 0 && s.Controls(p, k) {
					v += 3
				}
			}
		}
		v += 100 * n
		if need := (n + 1) / 2; far > need {
			far = need
		}
		v += 40 * far
		if p == me {
			score += v
		} else {
			score -= v
		}
	}
	return score
}

// PlayTurn plays a whole turn of the search's choosing: best actions until
// it ends the turn or the game is over.
func (sr *Searcher) PlayTurn(s *State) (Turn, *State) {
	var t Turn
	cur := s.Clone()
	p := s.toMove
	for !cur.Over() && cur.toMove == p && len(t) < 64 {
		a, _ := sr.BestAction(cur)
		if a.Kind == 0 {
			break
		}
		if err := cur.apply(a, nil); err != nil {
			break
		}
		t = append(t, a)
		if a.Kind == EndTurn {
			break
		}
	}
	return t, cur
}

// Match plays one game from start between the search (as player searchSide)
// and a player choosing uniformly among legal actions with r. It stops
// after maxTurns turns (winner NoPlayer: no result).
func Match(start *State, sr *Searcher, searchSide Player, r *Rand, maxTurns int) (winner Player, turns int) {
	s := start.Clone()
	for !s.Over() && s.turn-start.turn < maxTurns {
		if s.toMove == searchSide {
			_, s = sr.PlayTurn(s)
			continue
		}
		a, ok := RandomAction(s, r)
		if !ok {
			break
		}
		_ = s.apply(a, nil)
	}
	return s.winner, s.turn - start.turn
}

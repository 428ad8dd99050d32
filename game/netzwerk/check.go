package netzwerk

import (
	rules "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/vision"
)

var _ referee.Checker[*rules.State] = (*Netzwerk)(nil)

// Check checks each robot and battery of s on the table: on its square
// or corner, or off the board when it was taken (PutBack's sentences).
// A table that shows no Netzwerk position checks nothing piece by piece:
// Differ says why.
func (n *Netzwerk) Check(s *rules.State, st *vision.State) []referee.PieceCheck {
	now, err := NetzwerkPosition(n.Config, s.ToMove(), s.Turn(), st)
	if err != nil {
		return nil
	}
	type key struct {
		kind string
		id   int
	}
	wrong := map[key]lang.Msg{}
	back := PutBack(s, now) // a line per change of Diff, in its order
	for i, c := range rules.Diff(now, s) {
		wrong[key{c.Piece, c.ID}] = back[i]
	}
	var out []referee.PieceCheck
	add := func(kind string, id int, want, at [2]int, isWant, isAt bool) {
		c := referee.PieceCheck{Piece: talk.Piece{Kind: kind, ID: id, Seen: isAt, Cell: talk.Cell{X: at[0], Y: at[1]}, Want: talk.Cell{X: want[0], Y: want[1]}, Off: !isWant}}
		do, bad := wrong[key{kind, id}]
		c.Do, c.OK = do, !bad
		if c.OK && !isWant {
			return // gone, as it should be
		}
		out = append(out, c)
	}
	for id := 1; id <= 2*n.Config.RobotsPerPlayer(); id++ {
		w, okw := s.Robot(id)
		a, oka := now.Robot(id)
		if okw || oka {
			add("robot", id, [2]int{w.X, w.Y}, [2]int{a.X, a.Y}, okw, oka)
		}
	}
	for id := 1; id <= n.Config.Batteries(); id++ {
		w, okw := s.Battery(id)
		a, oka := now.Battery(id)
		if okw || oka {
			add("battery", id, [2]int{w.X, w.Y}, [2]int{a.X, a.Y}, okw, oka)
		}
	}
	return out
}

package skirmish

import (
	"sort"

	rules "mecanoid/engine/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

var _ referee.Checker[*rules.State] = (*Skirmish)(nil)

// Check checks each robot of s on the table, in ID order: on its plot;
// off the map when it waits in its garage or was destroyed (then listed
// only when the table shows it); then the skirmish robots the table
// shows that s has not. A robot's Cell is its plot's index in the map,
// 1-based, as the scanner numbers plots (Layout); 0 when it is on no
// plot or should be on none. The sentences are SkirmishMismatch's.
func (k *Skirmish) Check(s *rules.State, st *vision.State) []referee.PieceCheck {
	lay := Layout(s.Map)
	seen := map[int]vision.Piece{}
	for _, p := range st.Pieces {
		if p.Tag.Game == TagCode && p.Tag.Kind == tag.Robot {
			seen[p.Tag.ID] = p
		}
	}
	var out []referee.PieceCheck
	for _, r := range s.Robots {
		p, isSeen := seen[r.ID]
		delete(seen, r.ID)
		got, at := lay.PlotOf(p), lay.PlotOf(p)
		if at == "" {
			at = p.Place // between plots: where the scanner saw it
		}
		c := referee.PieceCheck{Piece: talk.Piece{Kind: "robot", ID: r.ID, Seen: isSeen, Cell: plotCell(s, got), Want: plotCell(s, r.Plot), Off: !r.OnField()}}
		switch {
		case !r.OnField() && !isSeen:
			continue // in its garage or destroyed, as it should be: nothing to show
		case r.Destroyed:
			c.Do = lang.M("%s: on plot %s, but destroyed: take it off the map", r.Label(), at)
		case r.InGarage():
			c.Do = lang.M("%s: on plot %s, but waits in %s's garage: take it off the map", r.Label(), at, s.Teams[r.Team].Name)
		case !isSeen:
			c.Do = lang.M("%s: not seen on the map: put it on plot %s", r.Label(), r.Plot)
		case got == "":
			c.Do = lang.M("%s: on no plot (%s): put it on plot %s", r.Label(), p.Place, r.Plot)
		case got != r.Plot:
			c.Do = lang.M("%s: on plot %s, should be on plot %s", r.Label(), got, r.Plot)
		default:
			c.OK = true
		}
		out = append(out, c)
	}
	ids := make([]int, 0, len(seen))
	for id := range seen {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		p := seen[id]
		at := lay.PlotOf(p)
		if at == "" {
			at = p.Place
		}
		out = append(out, referee.PieceCheck{Piece: talk.Piece{Kind: "robot", ID: id, Seen: true, Cell: plotCell(s, lay.PlotOf(p)), Off: true},
			Do: lang.M("robot %d: on plot %s, but not in this game: take it off the map", id, at)})
	}
	return out
}

// plotCell is plot id as a checked piece's cell: X its index in the map,
// 1-based (0: no plot).
func plotCell(s *rules.State, id string) talk.Cell {
	for i, p := range s.Map.Plots {
		if p.ID == id && id != "" {
			return talk.Cell{X: i + 1}
		}
	}
	return talk.Cell{}
}

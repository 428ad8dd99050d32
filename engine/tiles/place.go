package tiles

import (
	"fmt"
	"slices"

	"mecanoid/internal/poserr"
)

// play is one input being applied: the state it changes and the events so far.
type play struct {
	s  *State
	ev []Event
}

func (pl *play) emit(e Event) {
	e.Step = pl.s.Step
	pl.ev = append(pl.ev, e)
}

func ptr[T any](v T) *T { return &v }

// copyNo is what events say of a print: 0 for a tile printed once.
func (pl *play) copyNo(c Copy) int {
	if pl.s.Set.Tiles[c.Tile].Copies > 1 {
		return c.Copy
	}
	return 0
}

// fits tells whether tile ti turned to f may lie at p: its needs toward the
// tiles already around, and theirs toward it (docs/rules-tiles.md#needs).
// Empty places and holes ask nothing. why says the first need broken.
func (s *State) fits(ti int, f Dir, p Pos) (ok bool, why poserr.Msg) {
	t := s.Set.Tiles[ti]
	for w := North; w <= West; w++ {
		u, placed := s.TileAt(p.Next(w))
		if !placed {
			continue
		}
		ut := s.Set.Tiles[u.Tile]
		if n := t.Needs[LocalDir(w, f)]; !n.Accepts(ut) {
			return false, poserr.M("%s wants %s to its %s, %s is there", t.Name, n.said(), dirMsg(w), ut.Name)
		}
		if n := ut.Needs[LocalDir(w.Opposite(), u.Facing)]; !n.Accepts(t) {
			return false, poserr.M("%s to the %s wants %s beside it", ut.Name, dirMsg(w), n.said())
		}
	}
	return true, poserr.Msg{}
}

// facings are the orientations in which tile ti fits at p.
func (s *State) facings(ti int, p Pos) []Dir {
	var ds []Dir
	for f := North; f <= West; f++ {
		if ok, _ := s.fits(ti, f, p); ok {
			ds = append(ds, f)
		}
	}
	return ds
}

// rollFacing rolls the world's dice until they give one of valid (not
// empty): a roll that breaks a need is rolled again. Every roll is an event.
func (pl *play) rollFacing(c Copy, p Pos, valid []Dir) Dir {
	name := pl.s.Set.Tiles[c.Tile].Name
	for {
		rolls, f := pl.s.Rand.rollOrientation(pl.s.Dice)
		e := Event{Kind: KindRoll, At: ptr(p), Tile: name, Copy: pl.copyNo(c), Facing: f.String(),
			Dice: string(pl.s.Dice), Rolls: rolls, Rule: RuleOrientation}
		var note poserr.Msg
		if pl.s.Dice == D6 && len(rolls) > 1 {
			note = poserr.M("5 and 6 rolled again")
		}
		ok := slices.Contains(valid, f)
		if !ok {
			_, why := pl.s.fits(c.Tile, f, p)
			note = then(note, poserr.M("breaks a need (%s): roll again", why))
			e.Rule = RuleNeeds
		}
		if note.Format != "" {
			e = e.noting(note)
		}
		pl.emit(e)
		if ok {
			return f
		}
	}
}

func (pl *play) lay(c Copy, p Pos, f Dir, rule string, note poserr.Msg) {
	pl.s.Tiles = append(pl.s.Tiles, Placed{At: p, Tile: c.Tile, Copy: c.Copy, Facing: f})
	// Plans for p are spent: the place is what it is now.
	kept := pl.s.Plans[:0:0]
	for _, pn := range pl.s.Plans {
		if pn.At != p {
			kept = append(kept, pn)
		}
	}
	pl.s.Plans = kept
	e := Event{Kind: KindPlaced, At: ptr(p), Tile: pl.s.Set.Tiles[c.Tile].Name, Copy: pl.copyNo(c),
		Facing: f.String(), Rule: rule}
	if note.Format != "" {
		e = e.noting(note)
	}
	pl.emit(e)
}

// place fills the open place p (docs/rules-tiles.md#edge): by the plans
// that name it, else by what the tiles around designate, else by a draw.
func (pl *play) place(p Pos) {
	s := pl.s
	if !s.Open(p) {
		return
	}
	var plans []Plan
	for _, pn := range s.Plans {
		if pn.At == p {
			plans = append(plans, pn)
		}
	}
	if len(plans) > 0 {
		if why := disagree(plans); why.Format != "" {
			s.Hiatus = append(s.Hiatus, Hiatus{At: p, Plans: plans})
			pl.emit(Event{Kind: KindHiatus, At: ptr(p), Rule: RuleHiatus}.
				noting(poserr.M("%s; the place waits until the Hiatus is settled", why)))
			return
		}
		if pl.byPlan(p, merge(plans), false) {
			return
		}
	}
	pl.designatedOrDrawn(p)
}

// disagree says how plans conflict (each plan, "; " between them), or
// nothing.
func disagree(plans []Plan) poserr.Msg {
	for _, a := range plans {
		for _, b := range plans {
			if a.Tile != b.Tile || a.Oriented && b.Oriented && a.Facing != b.Facing {
				var all poserr.Msg
				for _, pn := range plans {
					all = then(all, pn.said())
				}
				return all
			}
		}
	}
	return poserr.Msg{}
}

// merge is what agreeing plans say together.
func merge(plans []Plan) Plan {
	m := plans[0]
	for _, pn := range plans {
		if pn.Oriented {
			m.Facing, m.Oriented = pn.Facing, true
		}
	}
	return m
}

// byPlan places the tile a plan names; false when it cannot be had.
// An oriented plan is followed as drawn, needs or not: the plan is what the
// world is (docs/rules-tiles.md#plans). One without orientation rolls it
// among those that fit; when none fits, the plan falls (designation, then
// draw), unless oneTile: the plan settles a Hiatus whose plans all name
// this tile, which the project's ruling (docs/rules-tiles.md#hiatus) lays
// whatever the neighbours say, in the orientation rolled, telling the need it
// breaks.
func (pl *play) byPlan(p Pos, pn Plan, oneTile bool) bool {
	c, why := pl.s.available(pn.Tile)
	if why.Format != "" {
		pl.emit(Event{Kind: KindUnusable, Character: pn.Character, At: ptr(p), Tile: pn.Tile, Rule: RulePlans}.noting(why))
		return false
	}
	if pn.Oriented {
		note := pn.said()
		if ok, broken := pl.s.fits(c.Tile, pn.Facing, p); !ok {
			note = then(note, poserr.M("it breaks a need: %s", broken))
		}
		pl.lay(c, p, pn.Facing, RulePlans, note)
		return true
	}
	valid := pl.s.facings(c.Tile, p)
	if len(valid) == 0 && oneTile {
		f := pl.rollFacing(c, p, []Dir{North, East, South, West})
		_, broken := pl.s.fits(c.Tile, f, p)
		pl.lay(c, p, f, RuleHiatus, then(pn.said(),
			poserr.M("it fits in no orientation, and a Hiatus on one tile brings in no other: laid as rolled, it breaks a need: %s", broken)))
		return true
	}
	if len(valid) == 0 {
		pl.emit(Event{Kind: KindUnusable, Character: pn.Character, At: ptr(p), Tile: pn.Tile, Rule: RuleNeeds}.
			noting(poserr.M("no orientation satisfies the tiles around")))
		return false
	}
	f := pl.rollFacing(c, p, valid)
	pl.lay(c, p, f, RulePlans, pn.said())
	return true
}

// designatedOrDrawn places a tile a neighbour names (the "tile" needs of
// the tiles around, north first), else draws one.
func (pl *play) designatedOrDrawn(p Pos) {
	s := pl.s
	var tried []string
	for w := North; w <= West; w++ {
		u, placed := s.TileAt(p.Next(w))
		if !placed {
			continue
		}
		ut := s.Set.Tiles[u.Tile]
		n := ut.Needs[LocalDir(w.Opposite(), u.Facing)]
		if n == nil || n.Tile == "" || slices.Contains(tried, n.Tile) {
			continue
		}
		tried = append(tried, n.Tile)
		by := poserr.M("designated by %s to the %s", ut.Name, dirMsg(w))
		c, why := s.available(n.Tile)
		if why.Format != "" {
			pl.emit(Event{Kind: KindUnusable, At: ptr(p), Tile: n.Tile, Rule: RuleDesignation}.noting(poserr.M("%s, but %s", by, why)))
			continue
		}
		valid := s.facings(c.Tile, p)
		if len(valid) == 0 {
			pl.emit(Event{Kind: KindUnusable, At: ptr(p), Tile: n.Tile, Rule: RuleNeeds}.
				noting(poserr.M("%s, but no orientation satisfies the tiles around", by)))
			continue
		}
		f := pl.rollFacing(c, p, valid)
		pl.lay(c, p, f, RuleDesignation, by)
		return
	}
	pl.draw(p)
}

// draw takes a tile at random from the pile (a die as large as the pile,
// its n-th tile), sets aside those that fit in no orientation, and leaves
// the place empty for good when none is left.
func (pl *play) draw(p Pos) {
	s := pl.s
	aside := map[Copy]bool{}
	for {
		var pile []Copy
		for _, c := range s.Pile() {
			if !aside[c] {
				pile = append(pile, c)
			}
		}
		if len(pile) == 0 {
			note := poserr.M("no tile left to draw")
			if len(aside) > 0 {
				note = poserr.M("no tile left to draw (%d set aside: none fits)", len(aside))
			}
			s.Holes = append(s.Holes, p)
			pl.emit(Event{Kind: KindHole, At: ptr(p), Rule: RuleExhaustion}.noting(note))
			return
		}
		n := s.Rand.Roll(len(pile))
		c := pile[n-1]
		name := s.Set.Tiles[c.Tile].Name
		pl.emit(Event{Kind: KindDraw, At: ptr(p), Tile: name, Copy: pl.copyNo(c), Dice: fmt.Sprintf("d%d", len(pile)),
			Rolls: []int{n}, Rule: RuleDraw}.noting(poserr.M("tile %d of the %d in the pile", n, len(pile))))
		valid := s.facings(c.Tile, p)
		if len(valid) == 0 {
			_, why := s.fits(c.Tile, North, p)
			aside[c] = true
			pl.emit(Event{Kind: KindSetAside, At: ptr(p), Tile: name, Copy: pl.copyNo(c), Rule: RuleNeeds}.
				noting(poserr.M("it fits in no orientation (%s); draw again", why)))
			continue
		}
		f := pl.rollFacing(c, p, valid)
		pl.lay(c, p, f, RuleDraw, poserr.Msg{})
		return
	}
}

// arrive fills the open places beside the border cell a character stands
// on (N, E, S, W), so that the players see whether it can cross.
func (pl *play) arrive(i int) {
	ch := pl.s.Characters[i]
	t, ok := pl.s.TileAt(ch.At)
	if !ok {
		return
	}
	x, y := toWorld(ch.Cell, t.Facing)
	for w := North; w <= West; w++ {
		onEdge := w == North && y == 0 || w == East && x == Side-1 || w == South && y == Side-1 || w == West && x == 0
		q := ch.At.Next(w)
		if !onEdge || !pl.s.Open(q) {
			continue
		}
		pl.emit(Event{Kind: KindEdge, Character: ch.Name, At: ptr(q), From: ptr(ch.Where()), Dir: w.String(), Rule: RuleEdge})
		pl.place(q)
	}
}

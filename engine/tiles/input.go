package tiles

import (
	"strings"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/poserr"
)

// MaxSteps bounds the steps of one move.
const MaxSteps = 100

// Input is one thing the players do, as a world file writes it (field
// names are stable; docs/tiles-format.md). Do is one of:
//
//	move    Character walks Steps (default 1) cells toward Dir, or to the cell To of its tile
//	        (of the tile at At, when given: the shortest way across the tiles laid)
//	reveal  a divination fills the place At
//	plan    Character's plan puts Tile at At (Facing optional)
//	hiatus  the Hiatus at At is settled: Winner's plan is followed, or Failed
//	add     new tiles (Tiles: a set file's lines) join the pile; holes reopen
//	join    Character enters the world on cell To of the tile at At
type Input struct {
	Do        string   `json:"do"`
	Character string   `json:"character,omitempty"`
	Dir       string   `json:"dir,omitempty"`
	Steps     int      `json:"steps,omitempty"`
	To        string   `json:"to,omitempty"`
	At        *Pos     `json:"at,omitempty"`
	Tile      string   `json:"tile,omitempty"`
	Facing    string   `json:"facing,omitempty"`
	Winner    string   `json:"winner,omitempty"`
	Failed    bool     `json:"failed,omitempty"`
	Set       string   `json:"set,omitempty"`   // add, in a world file: a set file to read
	Tiles     []string `json:"tiles,omitempty"` // add: the set file's lines, inline
}

// Apply plays one input. The state given is not changed. A refused input
// returns an error wrapping ErrInput (or ErrSetup for bad new tiles).
func Apply(s *State, in Input) (*State, []Event, error) {
	pl := &play{s: s.Clone()}
	pl.s.Step++
	var err error
	switch strings.ToLower(in.Do) {
	case "move":
		err = pl.move(in)
	case "reveal":
		err = pl.reveal(in)
	case "plan":
		err = pl.plan(in)
	case "hiatus":
		err = pl.settle(in)
	case "add":
		err = pl.add(in)
	case "join":
		err = pl.join(in)
	case "":
		err = refusef("no \"do\": say move, reveal, plan, hiatus, add or join")
	default:
		err = refusef("do %q: move, reveal, plan, hiatus, add or join", in.Do)
	}
	if err != nil {
		return s, nil, err
	}
	return pl.s, pl.ev, nil
}

func (pl *play) character(name string) (int, error) {
	if name == "" {
		return -1, refusef("which character?")
	}
	i, ok := pl.s.Character(name)
	if !ok {
		var names []string
		for _, c := range pl.s.Characters {
			names = append(names, c.Name)
		}
		return -1, refusef("no character %q (the characters: %s)", name, strings.Join(names, ", "))
	}
	return i, nil
}

func needAt(in Input) (Pos, error) {
	if in.At == nil {
		return Pos{}, refusef("%s: which place? (at x,y)", in.Do)
	}
	return *in.At, nil
}

// standsOn is why a character cannot step onto a cell another stands on.
const standsOn = "%s stands on %v"

// target is where one step toward w from cell c of place p leads, and why
// not when it cannot be taken.
func (s *State) target(p Pos, c Cell, w Dir) (Where, poserr.Msg) {
	t, _ := s.TileAt(p)
	x, y := toWorld(c, t.Facing)
	switch w {
	case North:
		y--
	case East:
		x++
	case South:
		y++
	case West:
		x--
	}
	q := p
	if x < 0 || y < 0 || x >= Side || y >= Side {
		q = p.Next(w)
		x, y = (x+Side)%Side, (y+Side)%Side
	}
	u, ok := s.TileAt(q)
	switch {
	case s.Hole(q):
		return Where{}, poserr.M("place %v to the %s is empty and cannot be explored", q, dirMsg(w))
	case s.HiatusAt(q) >= 0:
		return Where{}, poserr.M("place %v to the %s waits for its Hiatus to be settled", q, dirMsg(w))
	case !ok:
		return Where{}, poserr.M("place %v to the %s has no tile yet", q, dirMsg(w))
	}
	to := Where{q, fromWorld(x, y, u.Facing)}
	ut := s.Set.Tiles[u.Tile]
	if !ut.Walkable(to.Cell) {
		return Where{}, poserr.M("%v of %s is not walkable", to.Cell, ut.Name)
	}
	if j, taken := s.CharacterAt(q, to.Cell); taken {
		return Where{}, poserr.M(standsOn, s.Characters[j].Name, to)
	}
	return to, poserr.Msg{}
}

// step moves character i one cell toward w; why says why not.
func (pl *play) step(i int, w Dir) poserr.Msg {
	ch := pl.s.Characters[i]
	to, why := pl.s.target(ch.At, ch.Cell, w)
	if why.Format != "" {
		return why
	}
	u, _ := pl.s.TileAt(to.At)
	pl.s.Characters[i].At, pl.s.Characters[i].Cell = to.At, to.Cell
	pl.emit(Event{Kind: KindStep, Character: ch.Name, From: ptr(ch.Where()), To: ptr(to), Dir: w.String(),
		Tile: pl.s.Name(u), Rule: RuleMovement})
	pl.arrive(i)
	return poserr.Msg{}
}

func (pl *play) move(in Input) error {
	i, err := pl.character(in.Character)
	if err != nil {
		return err
	}
	var dirs []Dir
	switch {
	case in.Dir != "" && in.To != "":
		return refusef("move: give a direction or a cell, not both")
	case in.Dir != "":
		d, ok := ParseDir(in.Dir)
		if !ok {
			return refusef("direction %q: N, E, S or W", in.Dir)
		}
		n := in.Steps
		if n == 0 {
			n = 1
		}
		if n < 0 || n > MaxSteps {
			return refusef("%d steps: 1..%d", in.Steps, MaxSteps)
		}
		for range n {
			dirs = append(dirs, d)
		}
	case in.To != "":
		c, err := ParseCell(in.To)
		if err != nil {
			return refusef("%s", sentinel.Said(err))
		}
		if in.Steps != 0 {
			return refusef("move to a cell: no steps")
		}
		if in.At != nil {
			dirs, err = pl.s.worldPath(i, Where{*in.At, c})
		} else {
			dirs, err = pl.s.path(i, c)
		}
		if err != nil {
			return err
		}
	default:
		return refusef("move: give a direction (N, E, S, W) or a cell of the tile")
	}
	for k, d := range dirs {
		if why := pl.step(i, d); why.Format != "" {
			if len(pl.ev) == 0 {
				return refusef("%s cannot go %s: %s", pl.s.Characters[i].Name, dirMsg(d), why)
			}
			rule := RuleMovement
			if why.Format == standsOn {
				rule = RuleOccupancy
			}
			pl.emit(Event{Kind: KindStopped, Character: pl.s.Characters[i].Name, From: ptr(pl.s.Characters[i].Where()),
				Dir: d.String(), Rule: rule}.noting(poserr.M("cannot go %s (%s); %d of %d steps taken", dirMsg(d), why, k, len(dirs))))
			break
		}
	}
	return nil
}

// path is the shortest walk (steps N, E, S, W on the table) from character
// i's cell to cell c of the same tile, over walkable free cells of that
// tile; ties go to the first direction in N, E, S, W order.
func (s *State) path(i int, goal Cell) ([]Dir, error) {
	ch := s.Characters[i]
	t, _ := s.TileAt(ch.At)
	tile := s.Set.Tiles[t.Tile]
	switch {
	case goal == ch.Cell:
		return nil, refusef("%s is already on %v", ch.Name, goal)
	case !tile.Walkable(goal):
		return nil, refusef("%v of %s is not walkable", goal, tile.Name)
	}
	if j, taken := s.CharacterAt(ch.At, goal); taken {
		return nil, refusef("%s stands on %v", s.Characters[j].Name, goal)
	}
	type node struct{ x, y int }
	sx, sy := toWorld(ch.Cell, t.Facing)
	gx, gy := toWorld(goal, t.Facing)
	prev := map[node]Dir{}
	seen := map[node]bool{{sx, sy}: true}
	queue := []node{{sx, sy}}
	deltas := [4]node{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}
	for len(queue) > 0 && !seen[node{gx, gy}] {
		n := queue[0]
		queue = queue[1:]
		for d, dv := range deltas {
			m := node{n.x + dv.x, n.y + dv.y}
			if m.x < 0 || m.y < 0 || m.x >= Side || m.y >= Side || seen[m] {
				continue
			}
			c := fromWorld(m.x, m.y, t.Facing)
			if _, taken := s.CharacterAt(ch.At, c); !tile.Walkable(c) || taken {
				continue
			}
			seen[m], prev[m] = true, Dir(d)
			queue = append(queue, m)
		}
	}
	if !seen[node{gx, gy}] {
		return nil, refusef("%s cannot reach %v: no walkable way on %s", ch.Name, goal, tile.Name)
	}
	var dirs []Dir
	for n := (node{gx, gy}); n != (node{sx, sy}); {
		d := prev[n]
		dirs = append([]Dir{d}, dirs...)
		n = node{n.x - deltas[d].x, n.y - deltas[d].y}
	}
	return dirs, nil
}

func (pl *play) reveal(in Input) error {
	p, err := needAt(in)
	if err != nil {
		return err
	}
	if why := pl.closed(p); why.Format != "" {
		return refusef("place %v %s", p, why)
	}
	pl.emit(Event{Kind: KindReveal, At: ptr(p), Rule: RuleDivination})
	pl.place(p)
	return nil
}

// closed says why p cannot be filled now, or "".
func (pl *play) closed(p Pos) poserr.Msg {
	s := pl.s
	if t, ok := s.TileAt(p); ok {
		return poserr.M("already has a tile: %s", s.Name(t))
	}
	if s.Hole(p) {
		return poserr.M("is empty and cannot be explored (no tile was left); add tiles to reopen it")
	}
	if s.HiatusAt(p) >= 0 {
		return poserr.M("waits for its Hiatus to be settled")
	}
	return poserr.Msg{}
}

func (pl *play) plan(in Input) error {
	i, err := pl.character(in.Character)
	if err != nil {
		return err
	}
	p, err := needAt(in)
	if err != nil {
		return err
	}
	pn, err := pl.s.checkPlan(pl.s.Characters[i].Name, p, in.Tile, in.Facing)
	if err != nil {
		return err
	}
	if why := pl.closed(p); why.Format != "" {
		return refusef("place %v %s", p, why)
	}
	e := Event{Kind: KindPlan, Character: pn.Character, At: ptr(p), Tile: pn.Tile, Rule: RulePlans}
	for k, old := range pl.s.Plans {
		if old.Character == pn.Character && old.At == p {
			pl.s.Plans = append(pl.s.Plans[:k:k], pl.s.Plans[k+1:]...)
			e = e.noting(poserr.M("replaces %s", old.said()))
			break
		}
	}
	pl.s.Plans = append(pl.s.Plans, pn)
	if pn.Oriented {
		e.Facing = pn.Facing.String()
	}
	pl.emit(e)
	return nil
}

// checkPlan makes a Plan of what a player wrote.
func (s *State) checkPlan(who string, p Pos, tile, facing string) (Plan, error) {
	pn := Plan{Character: who, At: p, Tile: tile}
	if tile == "" {
		return pn, refusef("plan: which tile?")
	}
	i, ok := s.Set.Find(tile)
	if !ok {
		for j, t := range s.Set.Tiles {
			if strings.EqualFold(t.Name, tile) {
				i, ok = j, true
			}
		}
		if !ok {
			return pn, refusef("plan: no tile %q in the game", tile)
		}
	}
	pn.Tile = s.Set.Tiles[i].Name
	if facing != "" {
		d, ok := ParseDir(facing)
		if !ok {
			return pn, refusef("facing %q: N, E, S or W (where the diamond points)", facing)
		}
		pn.Facing, pn.Oriented = d, true
	}
	return pn, nil
}

func (pl *play) settle(in Input) error {
	p, err := needAt(in)
	if err != nil {
		return err
	}
	s := pl.s
	h := s.HiatusAt(p)
	if h < 0 {
		return refusef("no Hiatus waits at %v", p)
	}
	hi := s.Hiatus[h]
	switch {
	case in.Failed && in.Winner != "":
		return refusef("hiatus: a winner or failed, not both")
	case !in.Failed && in.Winner == "":
		return refusef("hiatus at %v: name the character whose plan wins, or say it failed", p)
	}
	var win *Plan
	if in.Winner != "" {
		var names []string
		for k, pn := range hi.Plans {
			names = append(names, pn.Character)
			if strings.EqualFold(pn.Character, in.Winner) {
				win = &hi.Plans[k]
			}
		}
		if win == nil {
			return refusef("%q has no plan in the Hiatus at %v (plans: %s)", in.Winner, p, strings.Join(names, ", "))
		}
	}
	s.Hiatus = append(s.Hiatus[:h:h], s.Hiatus[h+1:]...)
	// The plans for p are spent either way.
	kept := s.Plans[:0:0]
	for _, pn := range s.Plans {
		if pn.At != p {
			kept = append(kept, pn)
		}
	}
	s.Plans = kept
	// A Hiatus on one tile never brings in another (the project's ruling,
	// docs/rules-tiles.md#hiatus): that tile is laid, won or failed, even in
	// an orientation that breaks a need.
	same := true
	for _, pn := range hi.Plans {
		same = same && pn.Tile == hi.Plans[0].Tile
	}
	if win != nil {
		pl.emit(Event{Kind: KindSettled, Character: win.Character, At: ptr(p), Rule: RuleHiatus}.noting(poserr.M("%s is followed", win.said())))
		if !pl.byPlan(p, *win, same) {
			pl.designatedOrDrawn(p)
		}
		return nil
	}
	if same {
		pl.emit(Event{Kind: KindSettled, At: ptr(p), Tile: hi.Plans[0].Tile, Rule: RuleHiatus}.
			noting(poserr.M("failed: the plans agree on %s, only its orientation is rolled", hi.Plans[0].Tile)))
		pn := hi.Plans[0]
		pn.Oriented = false
		if !pl.byPlan(p, pn, true) {
			pl.designatedOrDrawn(p)
		}
		return nil
	}
	pl.emit(Event{Kind: KindSettled, At: ptr(p), Rule: RuleHiatus}.noting(poserr.M("failed: no plan is followed, a tile is drawn")))
	pl.designatedOrDrawn(p)
	return nil
}

func (pl *play) add(in Input) error {
	if len(in.Tiles) == 0 {
		return refusef("add: no tiles")
	}
	more, err := ParseSet("new tiles", []byte(strings.Join(in.Tiles, "\n")), nil)
	if err != nil {
		return err
	}
	set, err := Merge(pl.s.Set, more)
	if err != nil {
		return err
	}
	pl.s.Set = set
	var names []string
	for _, t := range more.Tiles {
		names = append(names, tileLabel(t.Name, 0))
	}
	pl.emit(Event{Kind: KindAdded, Rule: RuleWorldLimits}.
		noting(poserr.M("%d tile(s), %d print(s): %s", len(more.Tiles), more.Count(), strings.Join(names, ", "))))
	for _, h := range pl.s.Holes {
		pl.emit(Event{Kind: KindReopened, At: ptr(h), Rule: RuleWorldLimits})
	}
	pl.s.Holes = nil
	for i := range pl.s.Characters {
		pl.arrive(i)
	}
	return nil
}

func (pl *play) join(in Input) error {
	name := strings.TrimSpace(in.Character)
	if name == "" {
		return refusef("join: the character's name?")
	}
	if i, ok := pl.s.Character(name); ok {
		return refusef("there is already a character %q", pl.s.Characters[i].Name)
	}
	p, err := needAt(in)
	if err != nil {
		return err
	}
	c, err := pl.s.standOn(p, in.To)
	if err != nil {
		return err
	}
	return pl.enter(name, p, c)
}

func (pl *play) enter(name string, p Pos, c Cell) error {
	pl.s.Characters = append(pl.s.Characters, Character{Name: name, At: p, Cell: c})
	t, _ := pl.s.TileAt(p)
	pl.emit(Event{Kind: KindJoin, Character: name, To: ptr(Where{p, c}), Tile: pl.s.Name(t), Rule: RuleSetup})
	pl.arrive(len(pl.s.Characters) - 1)
	return nil
}

// standOn checks the cell a character is put on (cell "" : the free
// walkable cell nearest the tile's centre).
func (s *State) standOn(p Pos, cell string) (Cell, error) {
	t, ok := s.TileAt(p)
	if !ok {
		return Cell{}, refusef("no tile at %v", p)
	}
	tile := s.Set.Tiles[t.Tile]
	if cell == "" {
		best, bestD := Cell{}, -1
		for r := 1; r <= Side; r++ {
			for c := 1; c <= Side; c++ {
				cl := Cell{c, r}
				_, taken := s.CharacterAt(p, cl)
				d := (2*c-11)*(2*c-11) + (2*r-11)*(2*r-11)
				if tile.Walkable(cl) && !taken && (bestD < 0 || d < bestD) {
					best, bestD = cl, d
				}
			}
		}
		if bestD < 0 {
			return Cell{}, refusef("no free walkable cell on %s", tile.Name)
		}
		return best, nil
	}
	c, err := ParseCell(cell)
	if err != nil {
		return Cell{}, refusef("%s", sentinel.Msg(err))
	}
	if !tile.Walkable(c) {
		return Cell{}, refusef("%v of %s is not walkable", c, tile.Name)
	}
	if j, taken := s.CharacterAt(p, c); taken {
		return Cell{}, refusef("%s already stands on %v of %s", s.Characters[j].Name, c, tile.Name)
	}
	return c, nil
}

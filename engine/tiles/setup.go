package tiles

import (
	"errors"
	"fmt"
	"strings"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/poserr"
)

// Setup is how a world begins.
type Setup struct {
	Set  *Set
	Seed uint64
	Dice Dice
	// Start are tiles laid before play; with none, the first tile is drawn
	// at 0,0. A start tile without Facing has its orientation rolled.
	Start      []StartTile
	Plans      []Plan // Character must be one of Characters
	Characters []StartCharacter
}

// StartTile is a tile laid before play.
type StartTile struct {
	At     Pos
	Tile   string
	Facing *Dir
}

// StartCharacter is a character put on a tile before play; Cell "" puts it
// on the free walkable cell nearest the tile's centre.
type StartCharacter struct {
	Name string
	At   Pos
	Cell string
}

// SetupError is a setup the rules refuse; Field names the part at fault,
// as a world file writes it ("characters[1].cell").
type SetupError struct {
	Field string
	Msg   string
	Text  poserr.Msg // Msg not yet said (setupErr); Format "" when Msg is all there is
}

func (e *SetupError) Error() string { return ErrSetup.Error() + ": " + e.Msg }
func (e *SetupError) Unwrap() error { return ErrSetup }

// Message is what e says is wrong, to be said in the user's language.
func (e *SetupError) Message() poserr.Msg {
	if e.Text.Format == "" {
		return poserr.M("%s", e.Msg)
	}
	return e.Text
}

// setupErr is e saying format with args (its Msg and its Text).
func setupErr(e SetupError, format string, args ...any) *SetupError {
	e.Text = poserr.M(format, args...)
	e.Msg = e.Text.String()
	return &e
}

// Reason is what err says is wrong without the sentinel its text starts
// with ("tiles: refused: "), for a caller that says itself where it was
// met (a file, a turn, a player's phone): the message of a *SetupError or
// of a refusal; any other error says it all.
func Reason(err error) string {
	if e, ok := err.(*SetupError); ok {
		return e.Msg
	}
	return sentinel.Msg(err)
}

// NewWorld lays the start tiles, writes the plans, puts the characters on
// their cells and fills the places beside those on a border; the events
// are those of step 0.
func NewWorld(su Setup) (*State, []Event, error) {
	setupErrf := func(field, format string, args ...any) error {
		return setupErr(SetupError{Field: field}, format, args...)
	}
	if su.Set == nil || len(su.Set.Tiles) == 0 {
		return nil, nil, setupErrf("set", "no tiles")
	}
	dice := su.Dice
	if dice == "" {
		dice = D4
	}
	if _, err := ParseDice(string(dice)); err != nil {
		return nil, nil, setupErrf("dice", "%s", sentinel.Said(err))
	}
	pl := &play{s: &State{Set: su.Set, Dice: dice, Rand: NewRand(su.Seed)}}
	s := pl.s
	for k, st := range su.Start {
		field := fmt.Sprintf("start[%d]", k)
		if !st.At.valid() {
			return nil, nil, setupErrf(field+".at", "place %v is too far", st.At)
		}
		if _, taken := s.TileAt(st.At); taken {
			return nil, nil, setupErrf(field+".at", "two start tiles at %v", st.At)
		}
		i, ok := s.Set.Find(st.Tile)
		if !ok {
			return nil, nil, setupErrf(field+".tile", "no tile %q in the set", st.Tile)
		}
		c, why := s.available(st.Tile)
		if why.Format != "" {
			return nil, nil, setupErrf(field+".tile", "%s: %s", st.Tile, why)
		}
		if st.Facing != nil {
			if ok, broken := s.fits(i, *st.Facing, st.At); !ok {
				return nil, nil, setupErrf(field+".facing", "%s diamond %v: %s", st.Tile, *st.Facing, broken)
			}
			pl.lay(c, st.At, *st.Facing, RuleSetup, poserr.M("start tile"))
			continue
		}
		valid := s.facings(i, st.At)
		if len(valid) == 0 {
			return nil, nil, setupErrf(field, "%s fits at %v in no orientation", st.Tile, st.At)
		}
		pl.lay(c, st.At, pl.rollFacing(c, st.At, valid), RuleSetup, poserr.M("start tile"))
	}
	if len(su.Start) == 0 {
		pl.place(Pos{})
	}
	for k, ch := range su.Characters {
		field := fmt.Sprintf("characters[%d]", k)
		name := strings.TrimSpace(ch.Name)
		if name == "" || name != ch.Name {
			return nil, nil, setupErrf(field+".name", "character name %q: a name, no spaces at its ends", ch.Name)
		}
		if i, dup := s.Character(name); dup {
			return nil, nil, setupErrf(field+".name", "two characters named %q", s.Characters[i].Name)
		}
		c, err := s.standOn(ch.At, ch.Cell)
		if err != nil {
			f := field + ".cell"
			if _, ok := s.TileAt(ch.At); !ok {
				f = field + ".at"
			}
			return nil, nil, setupErrf(f, "%s: %s", name, Reason(err))
		}
		s.Characters = append(s.Characters, Character{Name: name, At: ch.At, Cell: c})
	}
	for k, pn := range su.Plans {
		field := fmt.Sprintf("plans[%d]", k)
		i, ok := s.Character(pn.Character)
		if !ok {
			return nil, nil, setupErrf(field+".character", "no character %q", pn.Character)
		}
		facing := ""
		if pn.Oriented {
			facing = pn.Facing.String()
		}
		checked, err := s.checkPlan(s.Characters[i].Name, pn.At, pn.Tile, facing)
		if err != nil {
			return nil, nil, setupErrf(field+".tile", "%s", Reason(err))
		}
		if !s.Open(pn.At) {
			return nil, nil, setupErrf(field+".at", "place %v already has a tile", pn.At)
		}
		for _, old := range s.Plans {
			if old.Character == checked.Character && old.At == checked.At {
				return nil, nil, setupErrf(field, "%s has two plans for %v", checked.Character, checked.At)
			}
		}
		s.Plans = append(s.Plans, checked)
	}
	for i, ch := range s.Characters {
		pl.emit(Event{Kind: KindJoin, Character: ch.Name, To: ptr(ch.Where()), Tile: s.Name(mustTile(s, ch.At)), Rule: RuleSetup})
		pl.arrive(i)
	}
	return s, pl.ev, nil
}

func mustTile(s *State, p Pos) Placed {
	t, _ := s.TileAt(p)
	return t
}

// setupField finds the field of a SetupError.
func setupField(err error) (string, poserr.Msg, bool) {
	var se *SetupError
	if errors.As(err, &se) {
		return se.Field, se.Message(), true
	}
	return "", poserr.Msg{}, false
}

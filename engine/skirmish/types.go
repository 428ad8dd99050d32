package skirmish

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"mecanoid/internal/textfile"
)

// Weapon is one of a robot type's weapons.
type Weapon struct {
	ID     string
	Rate   int // shots per turn
	Range  int // bridges between the shooter's plot and the target's
	Damage int // before the target's armour
}

// Type is a kind of robot.
type Type struct {
	ID        string
	Name      string // for people; defaults to the ID
	Speed     int    // bridges per turn
	Structure int    // structure points when whole
	Armour    int    // taken off the damage of every hit
	Weapons   []Weapon
}

// Weapon finds a weapon of the type by ID (in any case).
func (t *Type) Weapon(id string) (Weapon, bool) {
	for _, w := range t.Weapons {
		if strings.EqualFold(w.ID, id) {
			return w, true
		}
	}
	return Weapon{}, false
}

// Catalog is the robot types of a game, in file order.
type Catalog struct {
	Types []*Type
}

// Type finds a type by ID (in any case).
func (c *Catalog) Type(id string) (*Type, bool) {
	for _, t := range c.Types {
		if strings.EqualFold(t.ID, id) {
			return t, true
		}
	}
	return nil, false
}

// Limits of a types file.
const (
	MaxStat  = 99
	MaxTypes = 100
)

// ParseTypes reads a robot types file (docs/skirmish-format.md). Errors are
// *PosError wrapping ErrSyntax or ErrSetup.
func ParseTypes(name string, data []byte) (*Catalog, error) {
	errf := func(sentinel error, line, col int, format string, args ...any) error {
		return posErr(PosError{File: name, Line: line, Col: col, Err: sentinel}, format, args...)
	}
	c := &Catalog{}
	typeLine := map[*Type]int{}
	set := map[*Type]map[string]int{} // stat → line
	var cur *Type
	sc := textfile.NewScanner(name, data)
	stat := func(t token, what string, lo int) (int, error) {
		v, err := strconv.Atoi(t.Text)
		if err != nil {
			return 0, errf(ErrSyntax, sc.Line(), t.Col, "%s %q is not a whole number", what, t.Text)
		}
		if v < lo || v > MaxStat {
			return 0, errf(ErrSetup, sc.Line(), t.Col, "%s %d: it is %d..%d", what, v, lo, MaxStat)
		}
		return v, nil
	}
	for sc.Scan() {
		line, text := sc.Line(), sc.Text()
		toks := tokens(text)
		if len(toks) == 0 { // nothing but commas or stray CRs
			continue
		}
		key := strings.ToLower(toks[0].Text)
		args := toks[1:]
		if key == "type" {
			if len(args) == 0 {
				return nil, errf(ErrSyntax, line, toks[0].Col, "type: want an ID, then perhaps a name: type scout Éclaireur")
			}
			if msg := checkName(args[0].Text, "type"); msg != "" {
				return nil, errf(ErrSyntax, line, args[0].Col, "%s", msg)
			}
			if t, dup := c.Type(args[0].Text); dup {
				return nil, errf(ErrSetup, line, args[0].Col, "type %s is listed twice (first on line %d)", args[0].Text, typeLine[t])
			}
			if len(c.Types) >= MaxTypes {
				return nil, errf(ErrSetup, line, toks[0].Col, "more than %d types", MaxTypes)
			}
			cur = &Type{ID: args[0].Text, Name: args[0].Text}
			if len(args) > 1 {
				cur.Name = strings.TrimSpace(text[args[1].Off:])
			}
			c.Types = append(c.Types, cur)
			typeLine[cur] = line
			set[cur] = map[string]int{}
			continue
		}
		if cur == nil {
			return nil, errf(ErrSyntax, line, toks[0].Col, "%q before any type line; a types file starts with: type ID [name]", toks[0].Text)
		}
		switch key {
		case "name":
			if len(args) == 0 {
				return nil, errf(ErrSyntax, line, toks[0].Col, "name: the type's name is missing")
			}
			cur.Name = strings.TrimSpace(text[args[0].Off:])
		case "speed", "structure", "armour", "armor":
			// One stat or several on a line: "speed 2  structure 8  armour 1".
			if len(toks)%2 != 0 {
				return nil, errf(ErrSyntax, line, toks[len(toks)-1].Col, "%s: each of speed, structure and armour is followed by one whole number", toks[len(toks)-1].Text)
			}
			for k := 0; k < len(toks); k += 2 {
				key := strings.ToLower(toks[k].Text)
				if key == "armor" {
					key = "armour"
				}
				if key != "speed" && key != "structure" && key != "armour" {
					return nil, errf(ErrSyntax, line, toks[k].Col, "unknown %q; put speed, structure and armour together, weapons on their own lines", toks[k].Text)
				}
				if first, dup := set[cur][key]; dup {
					return nil, errf(ErrSetup, line, toks[k].Col, "type %s: a second %s (the first is line %d)", cur.ID, key, first)
				}
				lo := 0
				if key == "structure" {
					lo = 1
				}
				v, err := stat(toks[k+1], key, lo)
				if err != nil {
					return nil, err
				}
				set[cur][key] = line
				switch key {
				case "speed":
					cur.Speed = v
				case "structure":
					cur.Structure = v
				default:
					cur.Armour = v
				}
			}
		case "weapon":
			if len(args) == 0 {
				return nil, errf(ErrSyntax, line, toks[0].Col, "weapon: want an ID, then rate, range and damage: weapon laser rate 2 range 3 damage 2")
			}
			id := args[0]
			if msg := checkName(id.Text, "weapon"); msg != "" {
				return nil, errf(ErrSyntax, line, id.Col, "%s", msg)
			}
			if _, dup := cur.Weapon(id.Text); dup {
				return nil, errf(ErrSetup, line, id.Col, "type %s has two weapons %s", cur.ID, id.Text)
			}
			w := Weapon{ID: id.Text}
			got := map[string]bool{}
			rest := args[1:]
			for k := 0; k < len(rest); k += 2 {
				attr := strings.ToLower(rest[k].Text)
				if attr != "rate" && attr != "range" && attr != "damage" {
					return nil, errf(ErrSyntax, line, rest[k].Col, "weapon %s: unknown %q; a weapon has rate, range and damage", id.Text, rest[k].Text)
				}
				if got[attr] {
					return nil, errf(ErrSyntax, line, rest[k].Col, "weapon %s: %s given twice", id.Text, attr)
				}
				if k+1 >= len(rest) {
					return nil, errf(ErrSyntax, line, rest[k].Col, "weapon %s: %s has no value", id.Text, attr)
				}
				lo := 1
				if attr == "damage" {
					lo = 0
				}
				v, err := stat(rest[k+1], attr, lo)
				if err != nil {
					return nil, err
				}
				got[attr] = true
				switch attr {
				case "rate":
					w.Rate = v
				case "range":
					w.Range = v
				default:
					w.Damage = v
				}
			}
			for _, attr := range []string{"rate", "range", "damage"} {
				if !got[attr] {
					return nil, errf(ErrSyntax, line, id.Col, "weapon %s: no %s", id.Text, attr)
				}
			}
			cur.Weapons = append(cur.Weapons, w)
		default:
			return nil, errf(ErrSyntax, line, toks[0].Col, "unknown line %q; a type has name, speed, structure, armour and weapon lines", toks[0].Text)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, errf(ErrSyntax, err.Line, 0, "%s", err.Msg)
	}
	if len(c.Types) == 0 {
		return nil, errf(ErrSetup, 0, 0, "no robot types")
	}
	for _, t := range c.Types {
		for _, k := range []string{"speed", "structure"} {
			if _, ok := set[t][k]; !ok {
				return nil, errf(ErrSetup, typeLine[t], 0, "type %s has no %s", t.ID, k)
			}
		}
	}
	return c, nil
}

// MarshalTypes writes a catalog in the types file format; ParseTypes reads it back.
func MarshalTypes(c *Catalog) []byte {
	var b bytes.Buffer
	for i, t := range c.Types {
		if i > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "type %s", t.ID)
		if t.Name != t.ID {
			fmt.Fprintf(&b, " %s", t.Name)
		}
		fmt.Fprintf(&b, "\n  speed %d\n  structure %d\n  armour %d\n", t.Speed, t.Structure, t.Armour)
		for _, w := range t.Weapons {
			fmt.Fprintf(&b, "  weapon %s rate %d range %d damage %d\n", w.ID, w.Rate, w.Range, w.Damage)
		}
	}
	return b.Bytes()
}

// DefaultTypesText is the bundled types file (also boards/skirmish.robots).
// The rule text gives no figures; these follow its examples (a robot of speed
// 3 in « Déplacement sur le terrain de jeu », a weapon of rate 2 in « Armes »)
// and are chosen so that every type has a use.
const DefaultTypesText = `# Robot types bundled with mecanoid for the skirmish on plots and bridges.
# speed: bridges per turn; structure: points when whole; armour: taken off
# each hit's damage. weapon ID rate R range N damage D: R shots per turn,
# at targets up to N bridges away, D damage before armour.

type commandeur Commandeur porte-drapeau
  speed     2
  structure 12
  armour    2
  weapon canon    rate 1  range 3  damage 5
  weapon pistolet rate 2  range 1  damage 2

type eclaireur Éclaireur
  speed     3
  structure 6
  armour    0
  weapon laser    rate 2  range 2  damage 2

type soldat Soldat
  speed     2
  structure 8
  armour    1
  weapon mitrailleuse rate 2  range 2  damage 3

type artilleur Artilleur
  speed     1
  structure 8
  armour    1
  weapon mortier  rate 1  range 4  damage 5

type blinde Blindé
  speed     1
  structure 10
  armour    3
  weapon canon    rate 1  range 2  damage 6
  weapon pince    rate 1  range 1  damage 3
`

// DefaultCatalog parses DefaultTypesText.
func DefaultCatalog() *Catalog {
	c, err := ParseTypes("bundled types", []byte(DefaultTypesText))
	if err != nil {
		panic(err) // the bundled text is tested
	}
	return c
}

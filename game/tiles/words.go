package tiles

import (
	"sort"
	"strconv"
	"strings"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/fileerr"
	"mecanoid/internal/lang"
)

// The tiles engine speaks English only (standard library): its events and
// inputs are said again here in the user's language, the English word for
// word the engine's (rules.EventsText, rules.InputText).

// tilesEventsText is rules.EventsText in p's language.
func tilesEventsText(p *lang.Printer, evs []rules.Event) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(p.Sprintf("  %s  [rule: %s]\n", tilesEventText(p, e), p.Sprintf(e.Rule)))
	}
	return b.String()
}

// tilesWhere is a cell of a tile on the table: "E5 at 0,0".
func tilesWhere(p *lang.Printer, w *rules.Where) string {
	if w == nil {
		return ""
	}
	return p.Sprintf("%s at %s", w.Cell.String(), w.At.String())
}

func tilesLabel(name string, copy int) string {
	if copy > 0 {
		return name + " #" + strconv.Itoa(copy)
	}
	return name
}

// tilesDir is a direction as the players write it: N, E, S, W.
func tilesDir(p *lang.Printer, d string) string {
	switch d {
	case "N", "E", "S", "W":
		return p.Sprintf(d)
	}
	return d
}

// tilesEventText is rules.Event.Text in p's language.
func tilesEventText(p *lang.Printer, e rules.Event) string {
	at := ""
	if e.At != nil {
		at = e.At.String()
	}
	note := e.Note // an event read back from JSON keeps only its English
	if e.NoteMsg.Format != "" {
		note = p.Say(fileerr.Msg(e.NoteMsg))
	}
	var rolls []string
	for _, r := range e.Rolls {
		rolls = append(rolls, strconv.Itoa(r))
	}
	rolled := strings.Join(rolls, ", ")
	switch e.Kind {
	case rules.KindJoin:
		return p.Sprintf("%s stands on %s (%s)", e.Character, tilesWhere(p, e.To), e.Tile)
	case rules.KindStep:
		s := p.Sprintf("%s steps %s: %s → %s", e.Character, tilesDir(p, e.Dir), tilesWhere(p, e.From), tilesWhere(p, e.To))
		if e.From != nil && e.To != nil && e.From.At != e.To.At {
			s += p.Sprintf(" (onto %s)", e.Tile)
		}
		return s
	case rules.KindStopped:
		return p.Sprintf("%s stops at %s: %s", e.Character, tilesWhere(p, e.From), note)
	case rules.KindEdge:
		cell := ""
		if e.From != nil {
			cell = e.From.Cell.String()
		}
		return p.Sprintf("%s is on the %s edge at %s: place %s is to be filled", e.Character, tilesDir(p, e.Dir), cell, at)
	case rules.KindReveal:
		return p.Sprintf("divination: place %s is to be filled", at)
	case rules.KindPlan:
		s := p.Sprintf("%s's plan puts %s at %s", e.Character, e.Tile, at)
		if e.Facing != "" {
			s += p.Sprintf(", diamond %s", tilesDir(p, e.Facing))
		}
		return s
	case rules.KindHiatus:
		return p.Sprintf("Hiatus at %s: %s", at, note)
	case rules.KindSettled:
		return p.Sprintf("Hiatus at %s settled: %s", at, note)
	case rules.KindUnusable:
		return p.Sprintf("%s cannot be placed at %s: %s", e.Tile, at, note)
	case rules.KindDraw:
		return p.Sprintf("draw for %s: %s rolled %s → %s", at, e.Dice, rolled, tilesLabel(e.Tile, e.Copy))
	case rules.KindSetAside:
		return p.Sprintf("%s is set aside: %s", tilesLabel(e.Tile, e.Copy), note)
	case rules.KindRoll:
		s := p.Sprintf("orientation of %s: %s rolled %s → %s", tilesLabel(e.Tile, e.Copy), e.Dice, rolled, tilesDir(p, e.Facing))
		if e.Note != "" {
			s += ", " + note
		}
		return s
	case rules.KindPlaced:
		s := p.Sprintf("%s is placed at %s, diamond %s", tilesLabel(e.Tile, e.Copy), at, tilesDir(p, e.Facing))
		if e.Note != "" {
			s += p.Sprintf(" (%s)", note)
		}
		return s
	case rules.KindHole:
		return p.Sprintf("place %s stays empty and cannot be explored: %s", at, note)
	case rules.KindAdded:
		return p.Sprintf("new tiles: %s", note)
	case rules.KindReopened:
		return p.Sprintf("place %s may be explored again", at)
	}
	return e.Text()
}

// tilesInputText is rules.InputText in p's language.
func tilesInputText(p *lang.Printer, in rules.Input) string {
	at := ""
	if in.At != nil {
		at = in.At.String()
	}
	switch strings.ToLower(in.Do) {
	case "move":
		if in.To != "" && in.At != nil {
			return p.Sprintf("%s moves to %s at %s", in.Character, in.To, at)
		}
		if in.To != "" {
			return p.Sprintf("%s moves to %s", in.Character, in.To)
		}
		n := in.Steps
		if n == 0 {
			n = 1
		}
		return p.Sprintf("%s moves %s %d", in.Character, tilesDir(p, in.Dir), n)
	case "reveal":
		return p.Sprintf("divination at %s", at)
	case "plan":
		if in.Facing != "" {
			return p.Sprintf("%s's plan: %s at %s diamond %s", in.Character, in.Tile, at, tilesDir(p, in.Facing))
		}
		return p.Sprintf("%s's plan: %s at %s", in.Character, in.Tile, at)
	case "hiatus":
		if in.Failed {
			return p.Sprintf("Hiatus at %s failed", at)
		}
		return p.Sprintf("Hiatus at %s won by %s", at, in.Winner)
	case "add":
		return p.Sprintf("new tiles (%d lines)", len(in.Tiles))
	case "join":
		return p.Sprintf("%s joins at %s %s", in.Character, at, in.To)
	}
	return rules.InputText(in)
}

func init() {
	lang.Add(
		lang.Text{"  %s  [rule: %s]\n", "  %s  [règle : %s]\n"},
		lang.Text{"%s at %s", "%s en %s"},
		lang.Text{"W", "O"}, lang.Text{"E", "E"},
		lang.Text{"%s stands on %s (%s)", "%s est sur %s (%s)"},
		lang.Text{"%s steps %s: %s → %s", "%s fait un pas %s : %s → %s"},
		lang.Text{" (onto %s)", " (sur %s)"},
		lang.Text{"%s stops at %s: %s", "%s s'arrête en %s : %s"},
		lang.Text{"%s is on the %s edge at %s: place %s is to be filled", "%s est au bord %s en %s : la place %s est à remplir"},
		lang.Text{"divination: place %s is to be filled", "divination : la place %s est à remplir"},
		lang.Text{"%s's plan puts %s at %s", "le plan de %s met %s en %s"},
		lang.Text{", diamond %s", ", losange %s"},
		lang.Text{"Hiatus at %s: %s", "Hiatus en %s : %s"},
		lang.Text{"Hiatus at %s settled: %s", "Hiatus en %s réglé : %s"},
		lang.Text{"%s cannot be placed at %s: %s", "%s ne peut pas être posée en %s : %s"},
		lang.Text{"draw for %s: %s rolled %s → %s", "pioche pour %s : %s a donné %s → %s"},
		lang.Text{"%s is set aside: %s", "%s est mise de côté : %s"},
		lang.Text{"orientation of %s: %s rolled %s → %s", "orientation de %s : %s a donné %s → %s"},
		lang.Text{"%s is placed at %s, diamond %s", "%s est posée en %s, losange %s"},
		lang.Text{"place %s stays empty and cannot be explored: %s", "la place %s reste vide et ne peut pas être explorée : %s"},
		lang.Text{"new tiles: %s", "nouvelles tuiles : %s"},
		lang.Text{"place %s may be explored again", "la place %s peut être explorée à nouveau"},
		lang.Text{"%s moves to %s", "%s va en %s"},
		lang.Text{"%s moves to %s at %s", "%s va en %s de %s"},
		lang.Text{"%s moves %s %d", "%s avance %s %d"},
		lang.Text{"divination at %s", "divination en %s"},
		lang.Text{"%s's plan: %s at %s diamond %s", "plan de %s : %s en %s losange %s"},
		lang.Text{"%s's plan: %s at %s", "plan de %s : %s en %s"},
		lang.Text{"Hiatus at %s failed", "Hiatus en %s échoué"},
		lang.Text{"Hiatus at %s won by %s", "Hiatus en %s gagné par %s"},
		lang.Text{"new tiles (%d lines)", "nouvelles tuiles (%d lignes)"},
		lang.Text{"%s joins at %s %s", "%s arrive en %s %s"},
		// The engine's notes (rules.Event.NoteMsg).
		lang.Text{"start tile", "tuile de départ"},
		lang.Text{"%s's plan: %s diamond %s", "plan de %s : %s, losange %s"},
		lang.Text{"%s's plan: %s", "plan de %s : %s"},
		lang.Text{"%s; %s", "%s ; %s"},
		lang.Text{"designated by %s to the %s", "désignée par %s, côté %s"},
		lang.Text{"%s, but %s", "%s, mais %s"},
		lang.Text{"%s, but no orientation satisfies the tiles around", "%s, mais aucune orientation ne convient aux tuiles autour"},
		lang.Text{"%s is followed", "on suit le %s"},
		lang.Text{"replaces %s", "remplace le %s"},
		lang.Text{"cannot go %s (%s); %d of %d steps taken", "ne peut pas aller %s (%s) ; %d pas sur %d faits"},
		lang.Text{"5 and 6 rolled again", "5 et 6 relancés"},
		lang.Text{"breaks a need (%s): roll again", "rompt un besoin (%s) : relancez"},
		lang.Text{"%s wants %s to its %s, %s is there", "%s demande %s côté %s, %s y est"},
		lang.Text{"%s to the %s wants %s beside it", "%s, côté %s, demande %s à côté"},
		lang.Text{"it breaks a need: %s", "elle rompt un besoin : %s"},
		lang.Text{"it fits in no orientation, and a Hiatus on one tile brings in no other: laid as rolled, it breaks a need: %s", "elle ne va dans aucune orientation, et un Hiatus sur une seule tuile n'en fait venir aucune autre : posée comme tirée, elle rompt un besoin : %s"},
		lang.Text{"no tile of that name in the game", "aucune tuile de ce nom dans la partie"},
		lang.Text{"it is unique and already placed at %s", "elle est unique et déjà posée en %s"},
		lang.Text{"tile %d of the %d in the pile", "tuile %d des %d de la pioche"},
		lang.Text{"no tile left to draw", "plus de tuile à piocher"},
		lang.Text{"no tile left to draw (%d set aside: none fits)", "plus de tuile à piocher (%d mises de côté : aucune ne va)"},
		lang.Text{"no orientation satisfies the tiles around", "aucune orientation ne convient aux tuiles autour"},
		lang.Text{"failed: no plan is followed, a tile is drawn", "échec : on ne suit aucun plan, on pioche une tuile"},
		lang.Text{"failed: the plans agree on %s, only its orientation is rolled", "échec : les plans s'accordent sur %s, on ne tire que son orientation"},
		lang.Text{"it fits in no orientation (%s); draw again", "elle ne va dans aucune orientation (%s) ; piochez à nouveau"},
		lang.Text{"%s; the place waits until the Hiatus is settled", "%s ; la place attend que le Hiatus soit réglé"},
		lang.Text{"N", "N"}, lang.Text{"S", "S"},
		// What the engine refuses to play (refusef): the words of an input
		// ("do", move, plan...) stay as the players write them.
		lang.Text{"%d steps: 1..%d", "%d pas : de 1 à %d"},
		lang.Text{"%q has no plan in the Hiatus at %v (plans: %s)", "%q n'a pas de plan dans le Hiatus en %v (plans : %s)"},
		lang.Text{"%s already stands on %v of %s", "%s est déjà sur %v de %s"},
		lang.Text{"%s cannot go %s: %s", "%s ne peut pas aller %s : %s"},
		lang.Text{"%s cannot reach %v: no walkable way on %s", "%s ne peut pas atteindre %v : aucun chemin praticable sur %s"},
		lang.Text{"%s is already on %v", "%s est déjà en %v"},
		lang.Text{"%s cannot go %s from %s: %s", "%s ne peut pas aller %s depuis %s : %s"},
		lang.Text{"%s cannot reach %s: no walkable way across the tiles laid", "%s ne peut pas atteindre %s : aucun chemin praticable sur les tuiles posées"},
		lang.Text{"%s stands on %s", "%s est en %s"},
		lang.Text{"%s stands on %v", "%s est en %v"},
		lang.Text{"%s: which place? (at x,y)", "%s : quelle place ? (at x,y)"},
		lang.Text{"%v of %s is not walkable", "%v de %s n'est pas praticable"},
		lang.Text{"add: no tiles", "add : aucune tuile"},
		lang.Text{"already has a tile: %s", "a déjà une tuile : %s"},
		lang.Text{"direction %q: N, E, S or W", "direction %q : N, E, S ou W"},
		lang.Text{"do %q: move, reveal, plan, hiatus, add or join", "do %q : move, reveal, plan, hiatus, add ou join"},
		lang.Text{"facing %q: N, E, S or W (where the diamond points)", "facing %q : N, E, S ou W (où pointe le losange)"},
		lang.Text{"hiatus at %v: name the character whose plan wins, or say it failed", "hiatus en %v : nommez le personnage dont le plan gagne, ou dites qu'il a échoué"},
		lang.Text{"hiatus: a winner or failed, not both", "hiatus : un gagnant ou un échec, pas les deux"},
		lang.Text{"is empty and cannot be explored (no tile was left); add tiles to reopen it", "est vide et ne peut pas être explorée (il ne restait aucune tuile) ; ajoutez des tuiles pour la rouvrir"},
		lang.Text{"join: the character's name?", "join : le nom du personnage ?"},
		lang.Text{"move to a cell: no steps", "move vers une case : pas de steps"},
		lang.Text{"move: give a direction (N, E, S, W) or a cell of the tile", "move : donnez une direction (N, E, S, W) ou une case de la tuile"},
		lang.Text{"move: give a direction or a cell, not both", "move : une direction ou une case, pas les deux"},
		lang.Text{"no Hiatus waits at %v", "aucun Hiatus n'attend en %v"},
		lang.Text{`no "do": say move, reveal, plan, hiatus, add or join`, "pas de « do » : dites move, reveal, plan, hiatus, add ou join"},
		lang.Text{"no character %q (the characters: %s)", "pas de personnage %q (les personnages : %s)"},
		lang.Text{"no free walkable cell on %s", "aucune case libre et praticable sur %s"},
		lang.Text{"no tile at %v", "aucune tuile en %v"},
		lang.Text{"place %v %s", "la place %v %s"},
		lang.Text{"place %v to the %s has no tile yet", "la place %v côté %s n'a pas encore de tuile"},
		lang.Text{"place %v to the %s is empty and cannot be explored", "la place %v côté %s est vide et ne peut pas être explorée"},
		lang.Text{"place %v to the %s waits for its Hiatus to be settled", "la place %v côté %s attend que son Hiatus soit réglé"},
		lang.Text{"plan: no tile %q in the game", "plan : aucune tuile %q dans la partie"},
		lang.Text{"plan: which tile?", "plan : quelle tuile ?"},
		lang.Text{"there is already a character %q", "il y a déjà un personnage %q"},
		lang.Text{"waits for its Hiatus to be settled", "attend que son Hiatus soit réglé"},
		lang.Text{"which character?", "quel personnage ?"},
		// What the engine refuses to read (sentinel.Errorf).
		lang.Text{"cell %q: write a column A..J and a row 1..10, like C7", "case %q : écrivez une colonne A..J et une ligne 1..10, comme C7"},
		lang.Text{"place %q: write x,y like 1,-2 (x to the east, y to the south; the first tile is at 0,0)", "place %q : écrivez x,y comme 1,-2 (x vers l'est, y vers le sud ; la première tuile est en 0,0)"},
		lang.Text{"place %q: coordinates are -%d..%d", "place %q : les coordonnées vont de -%d à %d"},
		lang.Text{"dice %q: d4, d6 (5 and 6 rolled again) or 2d6 (chance and misfortune)", "dés %q : d4, d6 (5 et 6 relancés) ou 2d6 (chance et malchance)"},
		lang.Text{"special %c is %q in the game, %q in the new tiles", "le spécial %c est %q dans la partie, %q dans les nouvelles tuiles"},
	)
}

// tilesCharMark is how the map marks character i: 1..9, then a..z.
func tilesCharMark(i int) string {
	switch {
	case i < 9:
		return strconv.Itoa(i + 1)
	case i < 9+26:
		return string(rune('a' + i - 9))
	}
	return "@"
}

// tilesCharacterLine is State.CharacterLine in p's language.
func tilesCharacterLine(p *lang.Printer, s *rules.State, i int) string {
	ch := s.Characters[i]
	t, _ := s.TileAt(ch.At)
	return p.Sprintf("%s %-10s %-3s of %s (%s)", tilesCharMark(i), ch.Name, ch.Cell.String(), s.Name(t), ch.At.String())
}

// tilesPlan says a character's plan: "Béa's plan: Colline diamond N".
func tilesPlan(p *lang.Printer, pl rules.Plan) string {
	if pl.Oriented {
		return p.Sprintf("%s's plan: %s diamond %s", pl.Character, pl.Tile, tilesDir(p, pl.Facing.String()))
	}
	return p.Sprintf("%s's plan: %s", pl.Character, pl.Tile)
}

// tilesStateText is rules.StateText in p's language.
func tilesStateText(p *lang.Printer, s *rules.State) string {
	var b strings.Builder
	b.WriteString(p.Sprintf("after step %d: %d tile(s) placed, %d left to draw, orientation by %s\n", s.Step, len(s.Tiles), len(s.Pile()), string(s.Dice)))
	placed := append([]rules.Placed(nil), s.Tiles...)
	sort.SliceStable(placed, func(i, j int) bool {
		a, c := placed[i].At, placed[j].At
		return a.Y < c.Y || a.Y == c.Y && a.X < c.X
	})
	b.WriteString(p.Sprintf("Tiles:\n"))
	for _, t := range placed {
		tile := s.Set.Tiles[t.Tile]
		b.WriteString(p.Sprintf("  %-7s %-22s diamond %s  realm %s", t.At.String(), s.Name(t), tilesDir(p, t.Facing.String()), tile.Realm))
		if tile.Kind != "" {
			b.WriteString(", " + tile.Kind)
		}
		b.WriteString("\n")
	}
	b.WriteString(p.Sprintf("Characters:\n"))
	for i := range s.Characters {
		b.WriteString("  " + tilesCharacterLine(p, s, i) + "\n")
	}
	if len(s.Plans) > 0 {
		b.WriteString(p.Sprintf("Plans:\n"))
		for _, pl := range s.Plans {
			b.WriteString(p.Sprintf("  %s: %s\n", pl.At.String(), tilesPlan(p, pl)))
		}
	}
	for _, h := range s.Hiatus {
		var parts []string
		for _, pl := range h.Plans {
			parts = append(parts, tilesPlan(p, pl))
		}
		b.WriteString(p.Sprintf("Hiatus to settle at %s: %s\n", h.At.String(), strings.Join(parts, "; ")))
	}
	if len(s.Holes) > 0 {
		var hs []string
		for _, h := range s.Holes {
			hs = append(hs, h.String())
		}
		b.WriteString(p.Sprintf("Empty, unexplorable: %s\n", strings.Join(hs, "  ")))
	}
	return b.String()
}

func init() {
	lang.Add(
		lang.Text{"%s %-10s %-3s of %s (%s)", "%s %-10s %-3s sur %s (%s)"},
		lang.Text{"Tiles:\n", "Tuiles :\n"},
		lang.Text{"  %-7s %-22s diamond %s  realm %s", "  %-7s %-22s losange %s  règne %s"},
		lang.Text{"Characters:\n", "Personnages :\n"},
		lang.Text{"Plans:\n", "Plans :\n"},
		lang.Text{"  %s: %s\n", "  %s : %s\n"},
		lang.Text{"Hiatus to settle at %s: %s\n", "Hiatus à régler en %s : %s\n"},
		lang.Text{"Empty, unexplorable: %s\n", "Vides, inexplorables : %s\n"},
		// The rules, as the tiles engine names them (rules.Rule...).
		lang.Text{"setup", "mise en place"},
		lang.Text{"movement", "déplacement"},
		lang.Text{"occupancy", "occupation"},
		lang.Text{"edge", "bord"},
		lang.Text{"plans", "plans"},
		lang.Text{"hiatus", "hiatus"},
		lang.Text{"designation", "désignation"},
		lang.Text{"draw", "pioche"},
		lang.Text{"orientation", "orientation"},
		lang.Text{"needs", "besoins"},
		lang.Text{"exhaustion", "épuisement"},
		lang.Text{"world-limits", "limites du monde"},
		lang.Text{"divination", "divination"},
	)
}

// Messages whose words follow a number, with their forms for one and for more.
func init() {
	lang.AddPlural(
		lang.Plural{Key: "its %d print(s) are all placed (at %s)", Arg: 1,
			En: "its %d print is already placed (at %s)|its %d prints are all placed (at %s)",
			Fr: "son impression (%d) est déjà posée (en %s)|ses %d impressions sont toutes posées (en %s)"},
		lang.Plural{Key: "%d tile(s), %d print(s): %s", Arg: 1,
			En: "%d tile, %d print: %s|%d tiles, %d prints: %s",
			Fr: "%d tuile, %d impression : %s|%d tuiles, %d impressions : %s"},
		lang.Plural{Key: "after step %d: %d tile(s) placed, %d left to draw, orientation by %s\n", Arg: 2,
			En: "after step %d: %d tile placed, %d left to draw, orientation by %s\n|after step %d: %d tiles placed, %d left to draw, orientation by %s\n",
			Fr: "après l'étape %d : %d tuile posée, %d à piocher, orientation par %s\n|après l'étape %d : %d tuiles posées, %d à piocher, orientation par %s\n"},
	)
}

package netzwerk

import (
	"encoding/xml"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// viewOut, when set, is a folder where TestViewOpening writes the
// drawing as HTML pages (one per language, a board checked with a red
// piece too), for a person to open or screenshot.
var viewOut = flag.String("view-out", "", "write the Netzwerk drawings as HTML into this folder")

// svgPiece is a drawn piece (a <g data-piece>) as the SVG says it.
type svgPiece struct {
	Piece, Class, Square, Corner, Side, SideUp, Control, Fill string
}

// svgPieces parses board and returns its pieces, ghosts apart, and the
// whole text of the drawing.
func svgPieces(t *testing.T, board string) (pieces, ghosts []svgPiece, text string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(board))
	var stack []*svgPiece
	var words strings.Builder
	depth := 0
	for {
		tok, err := d.Token()
		if err != nil {
			if err.Error() != "EOF" {
				t.Fatalf("the board is not XML: %v\n%s", err, board)
			}
			break
		}
		switch e := tok.(type) {
		case xml.StartElement:
			depth++
			attr := func(name string) string {
				for _, a := range e.Attr {
					if a.Name.Local == name {
						return a.Value
					}
				}
				return ""
			}
			if depth == 1 && (e.Name.Local != "svg" || attr("viewBox") == "" || attr("width") != "" || attr("height") != "") {
				t.Errorf("the board's root is <%s viewBox=%q width=%q>: want an <svg> with a viewBox only", e.Name.Local, attr("viewBox"), attr("width"))
			}
			if e.Name.Local == "g" && attr("data-piece") != "" {
				stack = append(stack, &svgPiece{Piece: attr("data-piece"), Class: attr("class"), Square: attr("data-square"), Corner: attr("data-corner"),
					Side: attr("data-side"), SideUp: attr("data-side-up"), Control: attr("data-control")})
			} else if e.Name.Local == "g" {
				stack = append(stack, nil)
			}
			// A piece's body: the first filled circle that is not its halo or a ring.
			if e.Name.Local == "circle" && len(stack) > 0 && stack[len(stack)-1] != nil && attr("fill") != "none" && attr("fill-opacity") == "" && attr("class") == "" {
				if p := stack[len(stack)-1]; p.Fill == "" {
					p.Fill = attr("fill")
				}
			}
		case xml.EndElement:
			depth--
			if e.Name.Local == "g" && len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				switch {
				case p == nil:
				case p.Class == "ghost":
					ghosts = append(ghosts, *p)
				default:
					pieces = append(pieces, *p)
				}
			}
		case xml.CharData:
			words.Write(e)
			words.WriteByte(' ')
		}
	}
	return pieces, ghosts, words.String()
}

func openingState(t *testing.T) (*rules.State, []rules.Event) {
	t.Helper()
	_, states := readNetzGame(t, "opening.json")
	g, _ := readNetzGame(t, "opening.json")
	_, events, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return states[len(states)-1], events[len(events)-1]
}

// TestViewOpening: the position of examples/netzwerk/opening.json (after
// turn 4) drawn in both languages: every robot on its square in its
// side's colour, every battery on its corner with the side up that turn
// 4 left it (the batteries it spent white), its controllers, the turn's
// paths, the start rows; the pieces table and the legend in the
// language; no DR2D word.
func TestViewOpening(t *testing.T) {
	s, last := openingState(t)
	spent := spentIn(last)
	if len(spent) == 0 {
		t.Fatal("turn 4 of opening.json spends no battery: the test would check no white side")
	}
	for _, lg := range lang.All {
		t.Run(string(lg), func(t *testing.T) {
			l := lg.Printer()
			v := draw(s, last, nil, l)
			if v.Title != "Netzwerk" {
				t.Errorf("title %q", v.Title)
			}
			pieces, ghosts, text := svgPieces(t, v.Board)
			if len(ghosts) != 0 {
				t.Errorf("ghosts with nothing checked: %v", ghosts)
			}
			byName := map[string]svgPiece{}
			for _, p := range pieces {
				if _, twice := byName[p.Piece]; twice {
					t.Errorf("%s drawn twice", p.Piece)
				}
				byName[p.Piece] = p
			}
			robots, batteries := s.Robots(rules.NoPlayer), s.Batteries()
			if len(pieces) != len(robots)+len(batteries) {
				t.Errorf("%d pieces drawn, want %d robots and %d batteries", len(pieces), len(robots), len(batteries))
			}
			for _, id := range robots {
				sq, _ := s.Robot(id)
				p := byName[fmt.Sprintf("robot %d", id)]
				owner := s.Owner(id)
				if p.Square != fmt.Sprintf("%d,%d", sq.X, sq.Y) || p.Side != fmt.Sprint(int(owner)) || p.Fill != sideFill(owner) || p.Class != "" {
					t.Errorf("robot %d drawn %+v, want on %v, side %d (%s)", id, p, sq, owner, sideFill(owner))
				}
			}
			for _, id := range batteries {
				k, _ := s.Battery(id)
				p := byName[fmt.Sprintf("battery %d", id)]
				up, fill := "printed", viewCharged
				if spent[id] {
					up, fill = "white", "#ffffff"
				}
				var by []string
				for _, pl := range []rules.Player{rules.Player1, rules.Player2} {
					if s.Controls(pl, k) {
						by = append(by, fmt.Sprint(int(pl)))
					}
				}
				if p.Corner != fmt.Sprintf("%d,%d", k.X, k.Y) || p.SideUp != up || p.Fill != fill || p.Control != strings.Join(by, " ") {
					t.Errorf("battery %d drawn %+v, want on %v, %s side up, controlled by %v", id, p, k, up, by)
				}
			}
			// Turn 4 moved robots 11 and 8, and four batteries: an arrow each.
			for _, path := range []string{"robot 11", "robot 8", "battery 13", "battery 9", "battery 11", "battery 3"} {
				if !strings.Contains(v.Board, `data-path="`+path+`"`) {
					t.Errorf("no path drawn for %s", path)
				}
			}
			if strings.Count(v.Board, `class="start"`) != 2 {
				t.Errorf("want the two start rows marked")
			}
			want := map[lang.Lang][]string{lang.EN: {"player 1's start row", "player 2's start row"}, lang.FR: {"ligne de départ du joueur 1", "ligne de départ du joueur 2"}}[lg]
			for _, w := range want {
				if !strings.Contains(text, w) {
					t.Errorf("the board does not say %q:\n%s", w, text)
				}
			}
			// The table: a row per robot of each side (taken ones gone), then a row per battery.
			tab := v.Pieces
			if tab == nil || len(tab.Rows) != 2*s.Config().RobotsPerPlayer()+len(batteries) {
				t.Fatalf("pieces table %+v", tab)
			}
			all := strings.Join(tab.Head, " ") + " " + tab.Title
			for _, r := range tab.Rows {
				all += " " + strings.Join(r.Cells, " ")
				if strings.HasPrefix(r.Piece, "robot") {
					var id int
					fmt.Sscanf(r.Piece, "robot %d", &id)
					_, on := s.Robot(id)
					if r.Gone == on || r.Seat != seatOf(s.Config().Owner(id)) {
						t.Errorf("row %+v: robot %d on the board %v", r, id, on)
					}
				}
			}
			for _, sg := range v.Legend {
				all += " " + sg.Text
				if _, _, _ = svgPieces(t, sg.Symbol); !strings.HasPrefix(sg.Symbol, "<svg") {
					t.Errorf("legend symbol %q", sg.Symbol)
				}
			}
			words := map[lang.Lang][]string{lang.EN: {"Robots and batteries", "on the board", "captured", "charged", "used", "player 1", "energy field"},
				lang.FR: {"Robots et batteries", "pièce", "camp", "chargée", "utilisée", "joueur 1", "champ d'énergie"}}[lg]
			for _, w := range words {
				if !strings.Contains(all, w) {
					t.Errorf("the table and legend do not say %q:\n%s", w, all)
				}
			}
			if lg == lang.FR && (strings.Contains(all, "charged") || strings.Contains(all, "player ")) {
				t.Errorf("English words in the French table and legend:\n%s", all)
			}
			for _, dr2d := range []string{"PC", "law", "loi", "cartridge", "cartouche", "conveyor", "tapis"} {
				for _, w := range strings.Fields(strings.ToLower(all + " " + text)) {
					if w == strings.ToLower(dr2d) || strings.HasPrefix(w, strings.ToLower(dr2d)+"s") {
						t.Errorf("a DR2D word in Netzwerk's view: %q", w)
					}
				}
			}
			writeView(t, string(lg), v)
		})
	}
}

// TestViewChecked: checked pieces are marked: an ok robot green where it
// stands, a bad robot red where the camera sees it with its ghost where
// it should stand, a battery that should not be there red without a ghost.
func TestViewChecked(t *testing.T) {
	s, _ := openingState(t)
	r1, _ := s.Robot(1)
	checks := []talk.Piece{
		{Kind: "robot", ID: 3, Seen: true, OK: true, Cell: talk.Cell{X: 3, Y: 3}, Want: talk.Cell{X: 3, Y: 3}},
		{Kind: "robot", ID: 1, Seen: true, Cell: talk.Cell{X: 1, Y: 4}, Want: talk.Cell{X: r1.X, Y: r1.Y}},
	}
	v := draw(s, nil, checks, lang.EN.Printer())
	pieces, ghosts, _ := svgPieces(t, v.Board)
	got := map[string]svgPiece{}
	for _, p := range pieces {
		got[p.Piece] = p
	}
	if p := got["robot 3"]; p.Class != "ok" || p.Square != "3,3" {
		t.Errorf("robot 3 %+v, want ok on 3,3", p)
	}
	if p := got["robot 1"]; p.Class != "bad" || p.Square != "1,4" {
		t.Errorf("robot 1 %+v, want bad where seen, 1,4", p)
	}
	if len(ghosts) != 1 || ghosts[0].Piece != "robot 1" || ghosts[0].Square != fmt.Sprintf("%d,%d", r1.X, r1.Y) {
		t.Errorf("ghosts %+v, want robot 1's on %v", ghosts, r1)
	}
	if !strings.Contains(v.Board, viewGood) || !strings.Contains(v.Board, viewBad) {
		t.Error("no green or no red drawn")
	}
	for _, p := range pieces {
		if p.Piece != "robot 1" && p.Piece != "robot 3" && p.Class != "" {
			t.Errorf("%s marked %q, not checked", p.Piece, p.Class)
		}
	}
	writeView(t, "checked", v)
}

// writeView writes v as an HTML page into -view-out.
func writeView(t *testing.T, name string, v *talk.View) {
	if *viewOut == "" {
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'><style>li svg{width:28px;height:28px;flex:none}</style><body style='font-family:system-ui;margin:12px;background:#f3f1ec;color:#24262b'><h2>%s</h2><div style='display:flex;flex-wrap:wrap;gap:16px'><div style='flex:1 1 340px;max-width:640px'>%s</div><div style='flex:1 1 300px'><table style='border-collapse:collapse;font-size:14px'><caption>%s</caption><tr>", esc(v.Title), v.Board, esc(v.Pieces.Title))
	for _, h := range v.Pieces.Head {
		fmt.Fprintf(&b, "<th style='text-align:left;padding:2px 6px'>%s</th>", esc(h))
	}
	for _, r := range v.Pieces.Rows {
		op := ""
		if r.Gone {
			op = "opacity:.5"
		}
		fmt.Fprintf(&b, "<tr style='%s'>", op)
		for i, c := range r.Cells {
			sw := ""
			if i == 0 {
				sw = fmt.Sprintf("<span style='display:inline-block;width:10px;height:10px;border-radius:50%%;border:1px solid #888;background:%s'></span> ", r.Colour)
			}
			fmt.Fprintf(&b, "<td style='padding:2px 6px'>%s%s</td>", sw, esc(c))
		}
	}
	b.WriteString("</table><ul style='list-style:none;padding:0'>")
	for _, s := range v.Legend {
		fmt.Fprintf(&b, "<li style='display:flex;align-items:center;gap:8px'>%s %s</li>", s.Symbol, esc(s.Text))
	}
	b.WriteString("</ul></div></div>")
	if err := os.WriteFile(filepath.Join(*viewOut, name+".html"), []byte(b.String()), 0o644); err != nil {
		t.Error(err)
	}
}

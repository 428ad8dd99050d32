package skirmish

import (
	"context"
	"encoding/xml"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	rules "mecanoid/engine/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/refereetest"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// viewOut: go test ./game/skirmish -run TestView -view-out DIR writes the
// drawings as HTML pages, for a person to look at (screenshots).
var viewOut = flag.String("view-out", "", "write the skirmish drawings as HTML pages into this folder")

// svgNode is an element of a drawing, its attributes and children.
type svgNode struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Nodes   []svgNode  `xml:",any"`
	Text    string     `xml:",chardata"`
}

func (n svgNode) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// all are n and its descendants that ok accepts, in document order.
func (n svgNode) all(ok func(svgNode) bool) []svgNode {
	var out []svgNode
	if ok(n) {
		out = append(out, n)
	}
	for _, c := range n.Nodes {
		out = append(out, c.all(ok)...)
	}
	return out
}

// text is all the text in n.
func (n svgNode) text() string {
	s := n.Text
	for _, c := range n.Nodes {
		s += c.text()
	}
	return s
}

func hasClass(n svgNode, class string) bool {
	for _, c := range strings.Fields(n.attr("class")) {
		if c == class {
			return true
		}
	}
	return false
}

// parseSVG parses a drawing: one <svg> with a viewBox and no fixed size.
func parseSVG(t *testing.T, board string) svgNode {
	t.Helper()
	var root svgNode
	d := xml.NewDecoder(strings.NewReader(board))
	if err := d.Decode(&root); err != nil {
		t.Fatalf("the board is no XML: %v\n%s", err, board)
	}
	if _, err := d.Token(); err != io.EOF {
		t.Errorf("more than one element in the board")
	}
	if root.XMLName.Local != "svg" || root.attr("viewBox") == "" || root.attr("width") != "" || root.attr("height") != "" {
		t.Errorf("the board is <%s viewBox=%q width=%q height=%q>", root.XMLName.Local, root.attr("viewBox"), root.attr("width"), root.attr("height"))
	}
	return root
}

// onMap are the robots drawn on plots (not ghosts, not in a garage), by
// their data-piece.
func onMap(root svgNode) map[string]svgNode {
	out := map[string]svgNode{}
	for _, g := range root.all(func(n svgNode) bool {
		return n.XMLName.Local == "g" && n.attr("data-piece") != "" && n.attr("data-plot") != "" && !hasClass(n, "ghost")
	}) {
		out[g.attr("data-piece")] = g
	}
	return out
}

// dr2dWords are DR2D's and not the skirmish's.
var dr2dWords = regexp.MustCompile(`(?i)\bPC\b|\blaws?\b|\blois?\b|cartridge|cartouche|conveyor|tapis`)

// TestViewCrossing draws the crossing game after Alice's and Bruno's
// first turns, in English and French: every robot on the map on its plot
// (the disc where Layout puts the plot) in its team's printed colour,
// its structure and armour, the commanders' flags, the garages, the
// round of 25; the pieces table and the legend; no DR2D word.
func TestViewCrossing(t *testing.T) {
	_, states := readSkirGame(t, skirGame)
	s := states[2] // round 2, Alice to play: robot 13 destroyed, robot 3 wounded, 4 and 5 called
	lay := Layout(s.Map)
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		p := l.Printer()
		v := draw(s, nil, p)
		if v.Title != "La traversée" {
			t.Errorf("%s: title %q", l, v.Title)
		}
		root := parseSVG(t, v.Board)
		robots := onMap(root)
		if len(robots) != len(s.Position()) {
			t.Errorf("%s: %d robots drawn on the map, want %d", l, len(robots), len(s.Position()))
		}
		for _, r := range s.Robots {
			g, drawn := robots[fmt.Sprintf("robot %d", r.ID)]
			if drawn != r.OnField() {
				t.Errorf("%s: robot %d drawn on the map: %v (on field: %v)", l, r.ID, drawn, r.OnField())
				continue
			}
			if !drawn {
				continue
			}
			plot, _ := s.Map.Plot(r.Plot)
			body := g.all(func(n svgNode) bool { return hasClass(n, "body") })
			if g.attr("data-plot") != r.Plot || len(body) != 1 || body[0].attr("cx") != num(plot.X) || body[0].attr("cy") != num(plot.Y) {
				t.Errorf("%s: robot %d drawn on %s at (%s,%s), want %s at (%s,%s)", l, r.ID, g.attr("data-plot"), body[0].attr("cx"), body[0].attr("cy"), r.Plot, num(plot.X), num(plot.Y))
			}
			if fill := body[0].attr("fill"); fill != teamColour(r.Team) || g.attr("data-team") != s.Teams[r.Team].Name {
				t.Errorf("%s: robot %d in %s of team %q, want %s", l, r.ID, fill, g.attr("data-team"), teamColour(r.Team))
			}
			if !strings.Contains(g.text(), fmt.Sprint(r.ID)) {
				t.Errorf("%s: robot %d's number not shown: %q", l, r.ID, g.text())
			}
			st := g.all(func(n svgNode) bool { return hasClass(n, "structure") })
			if len(st) != 1 || st[0].attr("data-value") != fmt.Sprint(r.Structure) || st[0].attr("data-max") != fmt.Sprint(r.Type.Structure) ||
				segments(st[0]) != r.Structure {
				t.Errorf("%s: robot %d's structure drawn %+v, want %d/%d", l, r.ID, st, r.Structure, r.Type.Structure)
			}
			ar := g.all(func(n svgNode) bool { return hasClass(n, "armour") })
			if len(ar) != 1 || ar[0].attr("data-value") != fmt.Sprint(r.Type.Armour) || len(ar[0].Nodes) != r.Type.Armour {
				t.Errorf("%s: robot %d's armour drawn %+v, want %d pips", l, r.ID, ar, r.Type.Armour)
			}
			flags := len(g.all(func(n svgNode) bool { return hasClass(n, "flag") }))
			if commander := s.Teams[r.Team].Commander == r.ID; commander != (flags == 1) {
				t.Errorf("%s: robot %d has %d flags; commander: %v", l, r.ID, flags, commander)
			}
		}
		// The plots, drawn where the layout puts them.
		plots := root.all(func(n svgNode) bool { return n.attr("data-plot") != "" && n.attr("data-piece") == "" })
		if len(plots) != len(lay.Plots) {
			t.Errorf("%s: %d plots drawn, want %d", l, len(plots), len(lay.Plots))
		}
		if n := len(root.all(func(n svgNode) bool { return n.attr("data-bridge") != "" })); n != len(lay.Bridges) {
			t.Errorf("%s: %d bridges drawn, want %d", l, n, len(lay.Bridges))
		}
		garage := root.all(func(n svgNode) bool { return hasClass(n, "in-garage") })
		if len(garage) != 2 { // Alice's 6, Bruno's 16
			t.Errorf("%s: %d robots drawn in the garages, want 2", l, len(garage))
		}
		round := root.all(func(n svgNode) bool { return hasClass(n, "round") })
		wantRound := map[lang.Lang]string{lang.EN: "round 2 of 25", lang.FR: "manche 2 sur 25"}[l]
		if len(round) != 1 || round[0].text() != wantRound {
			t.Errorf("%s: round %+v, want %q", l, round, wantRound)
		}
		// The pieces table: a row per robot, the destroyed gone.
		if len(v.Pieces.Rows) != len(s.Robots) || len(v.Pieces.Head) != 6 {
			t.Fatalf("%s: pieces table %+v", l, v.Pieces)
		}
		for i, row := range v.Pieces.Rows {
			r, _ := s.Robot(atoiPiece(row.Piece))
			if row.Gone != r.Destroyed || row.Colour != teamColour(r.Team) || row.Seat != s.Teams[r.Team].Name {
				t.Errorf("%s: row %d %+v for robot %d", l, i, row, r.ID)
			}
			if row.Cells[3] != fmt.Sprintf("%d/%d", r.Structure, r.Type.Structure) || row.Cells[4] != fmt.Sprint(r.Type.Armour) {
				t.Errorf("%s: robot %d's structure and armour %q", l, r.ID, row.Cells)
			}
		}
		r13 := v.Pieces.Rows[8] // Alice 1..6, then Bruno: 11, 12, 13
		wantGone := map[lang.Lang]string{lang.EN: "destroyed", lang.FR: "détruit"}[l]
		if r13.Piece != "robot 13" || !r13.Gone || r13.Cells[2] != wantGone {
			t.Errorf("%s: robot 13's row %+v", l, r13)
		}
		wantHead := map[lang.Lang]string{lang.EN: "armour", lang.FR: "blindage"}[l]
		if v.Pieces.Head[4] != wantHead || !strings.Contains(v.Pieces.Rows[0].Cells[0], "⚑") {
			t.Errorf("%s: head %q, first row %q", l, v.Pieces.Head, v.Pieces.Rows[0].Cells)
		}
		everything := v.Board + fmt.Sprint(v.Pieces)
		for _, sign := range v.Legend {
			parseSVG(t, sign.Symbol)
			everything += sign.Text
		}
		if len(v.Legend) != 6 {
			t.Errorf("%s: %d signs in the legend, want 6", l, len(v.Legend))
		}
		if w := dr2dWords.FindString(everything); w != "" {
			t.Errorf("%s: DR2D's %q in the skirmish's view", l, w)
		}
		if l == lang.FR && !strings.Contains(everything, "commandeur porte-drapeau") {
			t.Errorf("fr: the legend is not in French: %+v", v.Legend)
		}
		writeView(t, "crossing-"+string(l), v)
	}
}

// segments counts the points of structure drawn in n: the subpaths of
// its paths of class left.
func segments(n svgNode) int {
	c := 0
	for _, p := range n.all(func(n svgNode) bool { return hasClass(n, "left") }) {
		c += strings.Count(p.attr("d"), "M")
	}
	return c
}

func atoiPiece(piece string) int {
	var id int
	fmt.Sscanf(piece, "robot %d", &id)
	return id
}

// seenAt is a table showing each robot of at (robot ID → plot ID) on its
// plot, as the scanner reads it.
func seenAt(s *rules.State, at map[int]string) *vision.State {
	lay := Layout(s.Map)
	st := &vision.State{}
	for id, plot := range at {
		c := plotCell(s, plot)
		st.Pieces = append(st.Pieces, vision.Piece{Tag: tag.Payload{Game: TagCode, Kind: tag.Robot, ID: id}, Col: c.X, Place: "plot " + lay.PlotOf(vision.Piece{Col: c.X})})
	}
	return st
}

// TestViewCheck: the crossing's setup checked on a table where Alice's
// robot 2 stands on A3 instead of A2: robot 2 drawn red on A3 with its
// ghost on A2 and the sentence why; the table put right, every robot
// green and no ghost.
func TestViewCheck(t *testing.T) {
	_, states := readSkirGame(t, skirGame)
	s := states[0]
	k := &Skirmish{Layout: Layout(s.Map), Setup: s}
	at := s.Position()
	at[2] = "A3"
	checks := k.Check(s, seenAt(s, at))
	var pieces []talk.Piece
	bad := 0
	for _, c := range checks {
		pieces = append(pieces, c.Piece)
		if !c.OK {
			bad++
			if c.ID != 2 || lang.EN.Printer().Say(c.Do) != "robot 2 (Soldat): on plot A3, should be on plot A2" ||
				lang.FR.Printer().Say(c.Do) == lang.EN.Printer().Say(c.Do) {
				t.Errorf("bad piece %+v: %q / %q", c.Piece, lang.EN.Printer().Say(c.Do), lang.FR.Printer().Say(c.Do))
			}
		}
	}
	if len(checks) != 6 || bad != 1 {
		t.Fatalf("%d pieces checked, %d bad: %+v", len(checks), bad, checks)
	}
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		v := k.Draw(s, pieces, l.Printer())
		root := parseSVG(t, v.Board)
		robots := onMap(root)
		r2 := robots["robot 2"]
		if r2.attr("data-plot") != "A3" || !hasClass(r2, "bad") {
			t.Errorf("%s: robot 2 drawn on %s, class %q", l, r2.attr("data-plot"), r2.attr("class"))
		}
		halo := r2.all(func(n svgNode) bool { return hasClass(n, "halo") })
		if len(halo) != 1 || halo[0].attr("stroke") != viewBad {
			t.Errorf("%s: robot 2's halo %+v", l, halo)
		}
		ghosts := root.all(func(n svgNode) bool { return hasClass(n, "ghost") })
		if len(ghosts) != 1 || ghosts[0].attr("data-piece") != "robot 2" || ghosts[0].attr("data-plot") != "A2" {
			t.Errorf("%s: ghosts %+v", l, ghosts)
		}
		for piece, g := range robots {
			if piece != "robot 2" && !hasClass(g, "ok") {
				t.Errorf("%s: %s not green: %q", l, piece, g.attr("class"))
			}
		}
		if len(v.Legend) != 9 {
			t.Errorf("%s: %d signs, want the check's too (9)", l, len(v.Legend))
		}
		writeView(t, "check-bad-"+string(l), v)
	}

	// Put right: all green, no ghost.
	checks = k.Check(s, seenAt(s, s.Position()))
	pieces = nil
	for _, c := range checks {
		pieces = append(pieces, c.Piece)
	}
	v := k.Draw(s, pieces, lang.EN.Printer())
	root := parseSVG(t, v.Board)
	if n := len(root.all(func(n svgNode) bool { return hasClass(n, "ghost") })); n != 0 {
		t.Errorf("%d ghosts on a table put right", n)
	}
	robots := onMap(root)
	if len(robots) != 6 {
		t.Errorf("%d robots drawn, want 6", len(robots))
	}
	for piece, g := range robots {
		if !hasClass(g, "ok") {
			t.Errorf("%s not green: %q", piece, g.attr("class"))
		}
	}
	writeView(t, "check-ok", v)
}

// TestCheckOffAndStrangers: a destroyed robot still on the table and a
// robot of no game are red, with no ghost; robots in their garage and
// off the table are not listed; a missing robot has only its ghost.
func TestCheckOffAndStrangers(t *testing.T) {
	_, states := readSkirGame(t, skirGame)
	s := states[1] // robot 13 destroyed on B5 in turn 1
	k := &Skirmish{Layout: Layout(s.Map), Setup: s}
	at := s.Position()
	at[13] = "B5"
	at[40] = "D1"
	delete(at, 3)
	var pieces []talk.Piece
	says := map[int]string{}
	for _, c := range k.Check(s, seenAt(s, at)) {
		pieces = append(pieces, c.Piece)
		if !c.OK {
			says[c.ID] = lang.EN.Printer().Say(c.Do)
		}
	}
	want := map[int]string{
		3:  "robot 3 (Éclaireur): not seen on the map: put it on plot B4",
		13: "robot 13 (Éclaireur): on plot B5, but destroyed: take it off the map",
		40: "robot 40: on plot D1, but not in this game: take it off the map",
	}
	if fmt.Sprint(says) != fmt.Sprint(want) {
		t.Errorf("said %q\nwant %q", says, want)
	}
	root := parseSVG(t, draw(s, pieces, lang.EN.Printer()).Board)
	robots := onMap(root)
	if !hasClass(robots["robot 13"], "bad") || !hasClass(robots["robot 40"], "bad") || robots["robot 3"].attr("data-plot") != "" {
		t.Errorf("robots drawn: 13 %q, 40 %q, 3 on %q", robots["robot 13"].attr("class"), robots["robot 40"].attr("class"), robots["robot 3"].attr("data-plot"))
	}
	ghosts := root.all(func(n svgNode) bool { return hasClass(n, "ghost") })
	if len(ghosts) != 1 || ghosts[0].attr("data-piece") != "robot 3" || ghosts[0].attr("data-plot") != "B4" {
		t.Errorf("ghosts %+v", ghosts)
	}
}

// writeView writes v as a page of its own into -view-out, if given.
func writeView(t *testing.T, name string, v *talk.View) {
	if *viewOut == "" {
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>%s</title><body style="font-family:system-ui;margin:8px;color:#24262b;background:#f3f1ec"><h2>%s</h2><div>%s</div><ul style="list-style:none;padding:0">`, esc(v.Title), esc(v.Title), v.Board)
	for _, s := range v.Legend {
		fmt.Fprintf(&b, `<li style="display:flex;align-items:center;gap:8px"><span style="width:28px;height:28px;flex:none">%s</span>%s</li>`, s.Symbol, esc(s.Text))
	}
	fmt.Fprintf(&b, `</ul><table border=1 style="border-collapse:collapse;font-size:13px"><caption>%s</caption><tr>`, esc(v.Pieces.Title))
	for _, h := range v.Pieces.Head {
		fmt.Fprintf(&b, "<th>%s</th>", esc(h))
	}
	for _, r := range v.Pieces.Rows {
		style := ""
		if r.Gone {
			style = ` style="opacity:.5;text-decoration:line-through"`
		}
		fmt.Fprintf(&b, `<tr%s><td style="border-left:6px solid %s">`, style, r.Colour)
		fmt.Fprintf(&b, "%s</td>", esc(r.Cells[0]))
		for _, c := range r.Cells[1:] {
			fmt.Fprintf(&b, "<td>%s</td>", esc(c))
		}
	}
	b.WriteString("</table>")
	if err := os.WriteFile(filepath.Join(*viewOut, name+".html"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestViewOver: the crossing's end drawn: the winner in the corner, Alice's
// robot 1 wounded (9 of its 12 points), robot 4 whole, Bruno's robots all
// gone (his garage empty), their rows gone in the table.
func TestViewOver(t *testing.T) {
	_, states := readSkirGame(t, skirGame)
	s := states[len(states)-1]
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		v := draw(s, nil, l.Printer())
		root := parseSVG(t, v.Board)
		robots := onMap(root)
		if len(robots) != 2 || robots["robot 1"].attr("data-plot") == "" || robots["robot 4"].attr("data-plot") == "" {
			t.Errorf("%s: robots on the map %v", l, robots)
		}
		if n := segments(robots["robot 1"]); n != 9 {
			t.Errorf("%s: robot 1 has %d segments of structure, want 9", l, n)
		}
		side := root.all(func(n svgNode) bool { return hasClass(n, "side") })
		want := map[lang.Lang]string{lang.EN: "game over: Alice wins", lang.FR: "partie finie : Alice gagne"}[l]
		if len(side) != 1 || !strings.HasPrefix(side[0].text(), want) {
			t.Errorf("%s: the corner says %+v, want %q", l, side, want)
		}
		gone := 0
		for _, row := range v.Pieces.Rows {
			if row.Gone {
				gone++
			}
		}
		if gone != 10 {
			t.Errorf("%s: %d rows gone, want 10", l, gone)
		}
		writeView(t, "over-"+string(l), v)
	}
}

// TestLiveCheckDrawn: a watched table showing the crossing's setup with
// Alice's robot 2 on A3: the referee's check draws robot 2 red on A3 with
// its ghost on A2 and says why, in both languages; the players put it on
// A2: the next check draws every robot green, and the game starts.
func TestLiveCheckDrawn(t *testing.T) {
	_, states := readSkirGame(t, skirGame)
	s := states[0]
	wrong := s.Position()
	wrong[2] = "A3"
	tb := refereetest.NewLiveTable(seenAt(s, wrong))
	var checks []talk.Update
	shown := refereetest.DisplayFunc(func(u talk.Update) {
		if u.Kind != talk.UpdateCheck {
			return
		}
		checks = append(checks, u)
		if len(checks) == 1 {
			tb.Put(seenAt(s, s.Position()))
		}
	})
	k := &referee.Referee[*rules.State]{Game: &Skirmish{Layout: Layout(s.Map), Setup: s}, Table: tb, Displays: []talk.Display{shown}}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if _, err := k.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if len(checks) < 2 {
		t.Fatalf("%d checks", len(checks))
	}
	first, last := checks[0], checks[len(checks)-1]
	for _, l := range []lang.Lang{lang.EN, lang.FR} {
		w := first.Langs[string(l)]
		root := parseSVG(t, w.View.Board)
		ghosts := root.all(func(n svgNode) bool { return hasClass(n, "ghost") })
		if r2 := onMap(root)["robot 2"]; !hasClass(r2, "bad") || r2.attr("data-plot") != "A3" || len(ghosts) != 1 || ghosts[0].attr("data-plot") != "A2" {
			t.Errorf("%s: the first check drew robot 2 %q on %s, ghosts %+v", l, r2.attr("class"), r2.attr("data-plot"), ghosts)
		}
		why := map[lang.Lang]string{lang.EN: "robot 2 (Soldat): on plot A3, should be on plot A2", lang.FR: "robot 2 (Soldat) : sur le plot A3, il devrait être sur le plot A2"}[l]
		if !strings.Contains(strings.Join(w.Pieces, "\n"), why) {
			t.Errorf("%s: the first check says %q, want %q", l, w.Pieces, why)
		}
		root = parseSVG(t, last.Langs[string(l)].View.Board)
		for piece, g := range onMap(root) {
			if !hasClass(g, "ok") {
				t.Errorf("%s: the last check drew %s %q", l, piece, g.attr("class"))
			}
		}
		if n := len(root.all(func(n svgNode) bool { return hasClass(n, "ghost") })); n != 0 {
			t.Errorf("%s: %d ghosts on the table put right", l, n)
		}
	}
}

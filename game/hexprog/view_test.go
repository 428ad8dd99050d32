package hexprog

import (
	"encoding/xml"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	rules "mecanoid/engine/hexprog"
	"mecanoid/internal/hexgrid"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// svgNode is an element of a drawing, as encoding/xml reads it.
type svgNode struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Nodes   []svgNode  `xml:",any"`
	Text    string     `xml:",chardata"`
}

func (n *svgNode) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (n *svgNode) hasClass(c string) bool {
	for _, f := range strings.Fields(n.attr("class")) {
		if f == c {
			return true
		}
	}
	return false
}

// all are n and its descendants that keep, in document order.
func (n *svgNode) all(keep func(*svgNode) bool) []*svgNode {
	var out []*svgNode
	if keep(n) {
		out = append(out, n)
	}
	for i := range n.Nodes {
		out = append(out, n.Nodes[i].all(keep)...)
	}
	return out
}

// text is all the text under n.
func (n *svgNode) text() string {
	var b strings.Builder
	b.WriteString(n.Text)
	for i := range n.Nodes {
		b.WriteString(" " + n.Nodes[i].text())
	}
	return b.String()
}

func parseSVG(t *testing.T, s string) *svgNode {
	t.Helper()
	var n svgNode
	if err := xml.Unmarshal([]byte(s), &n); err != nil {
		t.Fatalf("the board is not XML: %v\n%s", err, s)
	}
	if n.XMLName.Local != "svg" || n.attr("viewBox") == "" || n.attr("width") != "" || n.attr("height") != "" {
		t.Fatalf("want one <svg> with a viewBox and no size: %v", n.Attrs)
	}
	return &n
}

func classed(c string) func(*svgNode) bool { return func(n *svgNode) bool { return n.hasClass(c) } }

var (
	translateRE = regexp.MustCompile(`translate\(([-\d.]+) ([-\d.]+)\)`)
	rotateRE    = regexp.MustCompile(`rotate\(([-\d.]+)\)`)
)

func translateOf(t *testing.T, n *svgNode) hexgrid.Point {
	t.Helper()
	m := translateRE.FindStringSubmatch(n.attr("transform"))
	if m == nil {
		t.Fatalf("%s: no translate in %q", n.attr("data-piece"), n.attr("transform"))
	}
	x, _ := strconv.ParseFloat(m[1], 64)
	y, _ := strconv.ParseFloat(m[2], 64)
	return hexgrid.Point{X: x, Y: y}
}

// hexCentres are the centres of the drawn hexes (their polygons'
// corners averaged), by "col,row".
func hexCentres(t *testing.T, svg *svgNode) map[string]hexgrid.Point {
	out := map[string]hexgrid.Point{}
	for _, h := range svg.all(classed("hex")) {
		poly := h.all(func(n *svgNode) bool { return n.XMLName.Local == "polygon" })[0]
		var sx, sy float64
		ps := strings.Fields(poly.attr("points"))
		for _, p := range ps {
			var x, y float64
			fmt.Sscanf(p, "%g,%g", &x, &y)
			sx, sy = sx+x, sy+y
		}
		out[h.attr("data-cell")] = hexgrid.Point{X: sx / float64(len(ps)), Y: sy / float64(len(ps))}
	}
	return out
}

func near(a, b hexgrid.Point) bool { return math.Hypot(a.X-b.X, a.Y-b.Y) < 0.5 }

// robotsDrawn are the robots on the board (not their ghosts), by piece.
func robotsDrawn(svg *svgNode) map[string]*svgNode {
	out := map[string]*svgNode{}
	for _, n := range svg.all(classed("robot")) {
		out[n.attr("data-piece")] = n
	}
	return out
}

// facingDrawn is the way robot n's notch points: its body's rotation, in
// sixths of a turn clockwise from north, as a direction.
func facingDrawn(t *testing.T, n *svgNode) hexgrid.Dir {
	t.Helper()
	body := n.all(classed("body"))[0]
	m := rotateRE.FindStringSubmatch(body.attr("transform"))
	if m == nil || len(body.all(classed("front"))) != 1 {
		t.Fatalf("%s: no front turned: %v", n.attr("data-piece"), body.Attrs)
	}
	deg, _ := strconv.ParseFloat(m[1], 64)
	d, off := hexgrid.DirAt(deg * math.Pi / 180)
	if off > 1e-3 {
		t.Errorf("%s: front at %v°, between two sides", n.attr("data-piece"), deg)
	}
	return d
}

// TestDrawDuel draws the duel's start and a position halfway through in
// both languages: each robot in play on its hex (the centre of the hex
// drawn with its [col,row]) and facing its way, none out of play; the
// board's lakes, lightning hexes, shapes and start dots; the two
// orientation hexes; each program with its pointer and destroyed steps;
// the table and the legend; no word of DR2D's.
func TestDrawDuel(t *testing.T) {
	_, states := duelStates(t)
	var mid *rules.State
	for _, s := range states { // the first position with a destroyed step and a robot out
		out, lost := false, false
		for _, r := range s.Robots {
			out, lost = out || r.Out, lost || r.Lost != 0
		}
		if out && lost {
			mid = s
			break
		}
	}
	if mid == nil {
		t.Fatal("no position of the duel with a robot out and a step destroyed")
	}
	for _, s := range []*rules.State{states[0], mid} {
		for _, l := range lang.All {
			p := l.Printer()
			v := draw(s, nil, p)
			where := fmt.Sprintf("round %d, %s", s.Round, l)
			svg := parseSVG(t, v.Board)
			centres := hexCentres(t, svg)
			if len(centres) != 72 {
				t.Errorf("%s: %d hexes drawn, want the Arena's 9x8", where, len(centres))
			}
			// Even columns half a hex lower than odd ones, as printed.
			if c11, c21, c12 := centres["1,1"], centres["2,1"], centres["1,2"]; math.Abs((c21.Y-c11.Y)*2-(c12.Y-c11.Y)) > 0.5 || c21.X <= c11.X {
				t.Errorf("%s: [1,1] %v, [2,1] %v, [1,2] %v: not the printed layout", where, c11, c21, c12)
			}
			drawn := robotsDrawn(svg)
			inPlay := 0
			for _, r := range s.Robots {
				n, ok := drawn[fmt.Sprintf("robot %d", r.ID)]
				if r.Out {
					if ok {
						t.Errorf("%s: robot %d is out of play but drawn", where, r.ID)
					}
					continue
				}
				inPlay++
				if !ok {
					t.Errorf("%s: robot %d not drawn", where, r.ID)
					continue
				}
				cell := fmt.Sprintf("%d,%d", r.Cell.Col, r.Cell.Row)
				if at := translateOf(t, n); n.attr("data-cell") != cell || !near(at, centres[cell]) {
					t.Errorf("%s: robot %d drawn at %v (%s), want the centre of %v %v", where, r.ID, at, n.attr("data-cell"), r.Cell, centres[cell])
				}
				if d := facingDrawn(t, n); d != r.Facing || n.attr("data-facing") != r.Facing.String() {
					t.Errorf("%s: robot %d faces %v (%s), want %v", where, r.ID, d, n.attr("data-facing"), r.Facing)
				}
				if id := strings.TrimSpace(n.all(classed("id"))[0].text()); id != strconv.Itoa(r.ID) {
					t.Errorf("%s: robot %d labelled %q", where, r.ID, id)
				}
			}
			if len(drawn) != inPlay {
				t.Errorf("%s: %d robots drawn, %d in play", where, len(drawn), inPlay)
			}
			for class, want := range map[string]int{"lake": 4, "lightning": 2, "shape": 4, "square": 1, "triangle": 2, "circle": 1, "start-dot": 12, "rose": 2, "ghost": 0, "halo": 0} {
				if n := len(svg.all(classed(class))); n != want {
					t.Errorf("%s: %d %s, want %d", where, n, class, want)
				}
			}
			for _, rose := range svg.all(classed("rose")) {
				if got := strings.Join(strings.Fields(rose.text()), " "); got != "1 2 3 4 5 6" {
					t.Errorf("%s: orientation hex numbered %q", where, got)
				}
			}
			// The programs: a line a robot, its steps, the pointer on the
			// robot's step, its destroyed steps crossed out, its shots.
			progs := svg.all(classed("program"))
			if len(progs) != len(s.Robots) {
				t.Fatalf("%s: %d programs, want %d", where, len(progs), len(s.Robots))
			}
			for i, r := range s.Robots {
				pg := progs[i]
				steps := pg.all(classed("step"))
				ptr := pg.all(classed("pointer"))
				lost := pg.all(classed("lost"))
				if len(steps) != len(r.Program.Steps)+1 || len(ptr) != 1 || ptr[0].attr("data-step") != strconv.Itoa(r.Pointer) {
					t.Errorf("%s: robot %d: %d boxes, pointer %v, want %d and step %d", where, r.ID, len(steps), len(ptr), len(r.Program.Steps)+1, r.Pointer)
				}
				if len(lost) != len(r.LostSteps()) {
					t.Errorf("%s: robot %d: %d steps crossed out, want %v", where, r.ID, len(lost), r.LostSteps())
				}
				for _, n := range lost {
					if k, _ := strconv.Atoi(n.attr("data-step")); !r.StepLost(k) || len(n.all(classed("cross"))) != 1 {
						t.Errorf("%s: robot %d: step %d crossed out", where, r.ID, k)
					}
				}
				for k, in := range r.Program.Steps {
					if got := strings.Fields(steps[k+1].text()); len(got) != 2 || got[0] != strconv.Itoa(k+1) || got[1] != in.String() {
						t.Errorf("%s: robot %d step %d reads %q, want %s", where, r.ID, k+1, got, in)
					}
				}
				shots := strings.TrimSpace(pg.all(classed("shots"))[0].text())
				if want := p.Sprintf("%d shots", s.ShotsLeft(&r)); !r.Out && shots != want {
					t.Errorf("%s: robot %d: %q, want %q", where, r.ID, shots, want)
				}
			}
			// The table: a row a robot, its hex, its shots; the
			// signals left of its player.
			if len(v.Pieces.Rows) != len(s.Robots) {
				t.Fatalf("%s: %d rows", where, len(v.Pieces.Rows))
			}
			for i, r := range s.Robots {
				row := v.Pieces.Rows[i]
				if row.Piece != fmt.Sprintf("robot %d", r.ID) || row.Gone != r.Out || row.Seat != s.PlayerName(r.Player) || len(row.Cells) != len(v.Pieces.Head) {
					t.Errorf("%s: row %+v for robot %d", where, row, r.ID)
				}
				if !r.Out && row.Cells[2] != r.Cell.String() || row.Cells[4] != fmt.Sprintf("%d/10", s.ShotsLeft(&r)) || row.Cells[5] != strconv.Itoa(s.SignalsLeft(r.Player)) {
					t.Errorf("%s: robot %d's row %q", where, r.ID, row.Cells)
				}
			}
			if len(v.Legend) < 8 {
				t.Errorf("%s: a legend of %d signs", where, len(v.Legend))
			}
			for _, sg := range v.Legend {
				if sym := parseSVG(t, sg.Symbol); sym == nil || sg.Text == "" {
					t.Errorf("%s: sign %+v", where, sg)
				}
			}
			wantTitle := map[lang.Lang]string{lang.EN: "hex programming game on Arena", lang.FR: "jeu de programmation hexagonal sur Arena"}[l]
			if v.Title != wantTitle {
				t.Errorf("%s: title %q, want %q", where, v.Title, wantTitle)
			}
			noDR2D(t, where, v)
		}
	}
}

// noDR2D fails when a view shows a word of DR2D's.
func noDR2D(t *testing.T, where string, v *talk.View) {
	t.Helper()
	all := []string{v.Title, parseSVG(t, v.Board).text(), v.Pieces.Title, strings.Join(v.Pieces.Head, " ")}
	for _, r := range v.Pieces.Rows {
		all = append(all, r.Cells...)
	}
	for _, s := range v.Legend {
		all = append(all, s.Text)
	}
	words := strings.Fields(strings.ToLower(strings.Join(all, " ")))
	for _, w := range words {
		w = strings.Trim(w, ".,;:()")
		switch w {
		case "pc", "law", "laws", "loi", "lois", "cartridge", "cartridges", "cartouche", "cartouches", "conveyor", "conveyors", "tapis", "pusher", "laser", "lasers":
			t.Errorf("%s: DR2D's word %q in the view", where, w)
		}
	}
}

// seenTable is what the camera reads of s, with some robots elsewhere (a
// zero cell: not on the table) and a robot of no game's.
func seenTable(s *rules.State, elsewhere map[int]rules.Robot) *vision.State {
	st := &vision.State{}
	for _, r := range s.Robots {
		if o, ok := elsewhere[r.ID]; ok {
			r = o
		}
		if r.Out || r.Cell == (rules.Cell{}) {
			continue
		}
		pl := tag.Payload{Game: TagCode, Kind: tag.Robot, ID: r.ID}
		st.Pieces = append(st.Pieces, vision.Piece{Tag: pl, Text: pl.String(), Label: pl.Label(), Col: r.Cell.Col, Row: r.Cell.Row, Facing: r.Facing.String()})
	}
	return st
}

// TestCheckDrawn: the table after round 1 with robot 2 left where it was
// and robot 3 turned the wrong way: both red, each with what to do in
// both languages, robot 2's ghost on the hex it should go to facing its
// way, robot 3's on its own hex; robot 1 green. A robot not put down has
// only its ghost; a robot of no game's is red with none. Put right, every
// robot green, no ghost.
func TestCheckDrawn(t *testing.T) {
	_, states := duelStates(t)
	s, was := states[1], states[0]
	r2, _ := was.Robot(2)
	r3, _ := s.Robot(3)
	turned := *r3
	turned.Facing = r3.Facing.Turn(2)
	h := &HexProg{Setup: states[0]}
	st := seenTable(s, map[int]rules.Robot{2: *r2, 3: turned, 4: {}})
	st.Pieces = append(st.Pieces, vision.Piece{Tag: tag.Payload{Game: TagCode, Kind: tag.Robot, ID: 9}, Col: 5, Row: 5, Facing: "N"})
	checks := h.Check(s, st)
	var pieces []talk.Piece
	for _, c := range checks {
		pieces = append(pieces, c.Piece)
	}
	wantOK := map[int]bool{1: true, 2: false, 3: false, 4: false, 9: false}
	if len(checks) != len(wantOK) {
		t.Fatalf("%d checks: %+v", len(checks), checks)
	}
	for _, c := range checks {
		if c.OK != wantOK[c.ID] || c.OK != (c.Do.Key == "") {
			t.Errorf("robot %d: ok %v, do %v", c.ID, c.OK, c.Do)
		}
	}
	says := map[lang.Lang]map[int]string{
		lang.EN: {2: "robot 2: on hex [8,1] facing S (4), should be on [8,2] facing S (4)",
			3: "robot 3: on hex [2,7] facing SE (3), should be on [2,7] facing N (1)",
			4: "robot 4: not on the board: put it on [8,7] facing N (1)",
			9: "robot 9: on hex [5,5], but it is not in this game: take it off the board"},
		lang.FR: {2: "robot 2 : sur la case [8,1], orienté S (4), il devrait être sur [8,2], orienté S (4)"},
	}
	for l, lines := range says {
		for _, c := range checks {
			if want, ok := lines[c.ID]; ok && l.Printer().Say(c.Do) != want {
				t.Errorf("%s: robot %d: %q, want %q", l, c.ID, l.Printer().Say(c.Do), want)
			}
		}
	}
	for _, l := range lang.All {
		v := h.Draw(s, pieces, l.Printer())
		svg := parseSVG(t, v.Board)
		centres := hexCentres(t, svg)
		drawn := robotsDrawn(svg)
		for id, class := range map[int]string{1: "ok", 2: "bad", 3: "bad", 9: "bad"} {
			n := drawn[fmt.Sprintf("robot %d", id)]
			if n == nil || !n.hasClass(class) || len(n.all(classed("halo"))) != 1 {
				t.Errorf("%s: robot %d not drawn %s", l, id, class)
			}
		}
		if n := drawn["robot 2"]; n == nil || n.attr("data-cell") != "8,1" || !near(translateOf(t, n), centres["8,1"]) {
			t.Errorf("%s: robot 2 not drawn where the camera sees it", l)
		}
		if n := drawn["robot 3"]; n == nil || facingDrawn(t, n) != turned.Facing {
			t.Errorf("%s: robot 3 not drawn the way it faces on the table", l)
		}
		if _, ok := drawn["robot 4"]; ok {
			t.Errorf("%s: robot 4 is not on the table but drawn", l)
		}
		ghosts := map[string]*svgNode{}
		for _, g := range svg.all(classed("ghost")) {
			ghosts[g.attr("data-piece")] = g
		}
		for piece, want := range map[string]struct {
			cell, facing string
			here         bool
		}{"robot 2": {"8,2", "S", false}, "robot 3": {"2,7", "N", true}, "robot 4": {"8,7", "N", false}} {
			g := ghosts[piece]
			if g == nil || g.attr("data-cell") != want.cell || g.attr("data-facing") != want.facing || g.hasClass("here") != want.here ||
				!near(translateOf(t, g), centres[want.cell]) || len(g.all(classed("pointer"))) != 1 {
				t.Errorf("%s: %s's ghost: %v, want on %s facing %s", l, piece, g, want.cell, want.facing)
			}
		}
		if len(ghosts) != 3 {
			t.Errorf("%s: %d ghosts, want robots 2, 3, 4's", l, len(ghosts))
		}
		noDR2D(t, string(l), v)
	}
	// Put right.
	checks = h.Check(s, seenTable(s, nil))
	pieces = pieces[:0]
	for _, c := range checks {
		pieces = append(pieces, c.Piece)
		if !c.OK {
			t.Errorf("put right, robot %d: %v", c.ID, c.Do)
		}
	}
	svg := parseSVG(t, h.Draw(s, pieces, lang.EN.Printer()).Board)
	if ok, bad, ghosts := len(svg.all(classed("ok"))), len(svg.all(classed("bad"))), len(svg.all(classed("ghost"))); ok != 4 || bad != 0 || ghosts != 0 {
		t.Errorf("put right: %d green, %d red, %d ghosts", ok, bad, ghosts)
	}
}

// TestViewWords: the drawing's words are in the catalog, in French too,
// and none is added twice with other words.
func TestViewWords(t *testing.T) {
	for _, p := range lang.Problems() {
		t.Error(p)
	}
	_, states := duelStates(t)
	en, fr := draw(states[0], nil, lang.EN.Printer()), draw(states[0], nil, lang.FR.Printer())
	for i, s := range en.Legend {
		if s.Text == fr.Legend[i].Text {
			t.Errorf("legend %q not said in French", s.Text)
		}
	}
	if strings.Join(en.Pieces.Head, " ") == strings.Join(fr.Pieces.Head, " ") {
		t.Errorf("table heads not said in French: %q", fr.Pieces.Head)
	}
}

package print

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
)

// report lays out a turn report: text and diagrams flowing down pages.
type report struct {
	d     Doc
	w     *lang.Printer // the page's language
	words EventWords    // nil: the engine's English
	page  Page
	title string
	n     int     // pages so far
	y     float64 // next free line
}

const (
	reportText  = 2.7 // size of event lines
	reportLine  = 3.6 // their spacing
	reportPhase = 17  // width of the phase column
)

// diagramWidth is the room for the board beside the text, coordinates included.
func (r *report) diagramWidth() float64 {
	iw, _ := r.page.Inner()
	return math.Min(62, iw*0.36)
}

// textWidth is the room for the events left of the diagram.
func (r *report) textWidth() float64 {
	iw, _ := r.page.Inner()
	return iw - r.diagramWidth() - 6
}

func (r *report) top() float64    { return r.page.Margin + 8 }
func (r *report) bottom() float64 { return r.page.Paper.H - r.page.Margin }

func (r *report) newPage() {
	r.n++
	p := r.page
	r.d.AddPage(p.Paper.W, p.Paper.H)
	r.d.Text(Pt{p.Margin, p.Margin + 3}, 2.6, r.title, Grey, 0)
	r.d.Text(Pt{p.Paper.W - p.Margin, p.Margin + 3}, 2.6, r.w.Sprintf("page %d", r.n), Grey, 1)
	r.y = r.top()
}

// need starts a new page unless h mm are left on this one.
func (r *report) need(h float64) {
	if r.n == 0 || (r.y+h > r.bottom() && r.y > r.top()) {
		r.newPage()
	}
}

// heading writes a title, on a new page unless room mm are left below it.
func (r *report) heading(s string, size, room float64) {
	r.need(size*1.8 + room)
	r.y += size * 1.2
	r.d.Text(Pt{r.page.Margin, r.y}, size, s, InkCol, 0)
	r.y += size * 0.6
}

func (r *report) line(s string, size float64) {
	iw, _ := r.page.Inner()
	for _, l := range Wrap(s, size, iw) {
		r.need(size * 1.4)
		r.y += size * 1.35
		r.d.Text(Pt{r.page.Margin, r.y}, size, l, InkCol, 0)
	}
}

// eventLine is one event as the report writes it.
type eventLine struct {
	robot int
	phase string
	text  []string // wrapped
}

func (r *report) events(before *dr2d.State, evs []dr2d.Event) []eventLine {
	var ls []eventLine
	for _, e := range evs {
		text := e.Text(before)
		if r.words != nil {
			text = r.words(r.w, e, before)
		}
		s := fmt.Sprintf("%s  [%s]", text, e.Rule)
		ls = append(ls, eventLine{e.Robot, in(wordsOf(r.w, phaseWords), string(e.Phase)), Wrap(s, reportText, r.textWidth()-reportPhase)})
	}
	return ls
}

func linesHeight(ls []eventLine) float64 {
	n := 0
	for _, l := range ls {
		n += len(l.text)
	}
	return float64(n) * reportLine
}

// block writes a move's events on the left and the board after it on the
// right, side by side, on one page when they fit.
func (r *report) block(title string, ls []eventLine, s *dr2d.State, caption string) error {
	m := r.page.Margin
	iw, ih := r.page.Inner()
	b := s.Board
	dw := r.diagramWidth()
	// Coordinates take about 0.44 tile + 2 mm on each side.
	tile := math.Min((dw-4)/(float64(b.Width)+0.88), (dw-4)/(float64(b.Height)+0.88))
	lab := tile*0.44 + 2
	h := math.Max(6+linesHeight(ls), tile*float64(b.Height)+2*lab+6)
	if h <= ih-10 {
		r.need(h + 2)
	} else {
		r.need(20)
	}
	top := r.y
	r.d.Text(Pt{m, top + 4}, 3.4, title, InkCol, 0)
	ox := m + iw - tile*float64(b.Width) - lab
	oy := top + lab
	if err := DrawState(r.d, s, BoardDrawing{Tile: tile, Labels: true}, Pt{ox, oy}); err != nil {
		return err
	}
	r.d.Text(Pt{ox + tile*float64(b.Width)/2, oy + tile*float64(b.Height) + lab + 3}, 2.4, caption, Grey, 0.5)
	y := top + 6
	for _, l := range ls {
		for i, t := range l.text {
			if y+reportLine > r.bottom() {
				r.newPage()
				y = r.y
			}
			y += reportLine
			if i == 0 {
				r.d.Text(Pt{m, y}, 2.3, l.phase, Grey, 0)
				if l.robot != 0 {
					Rect(r.d, m+reportPhase-3, y-2, 2, 2, ColourOf(l.robot).RGB)
				}
			}
			r.d.Text(Pt{m + reportPhase, y}, reportText, t, InkCol, 0)
		}
	}
	if y == top+6 {
		y += reportLine
		r.d.Text(Pt{m + reportPhase, y}, reportText, r.w.Sprintf("nothing happens"), Grey, 0)
	}
	r.y = math.Max(y, oy+tile*float64(b.Height)+lab+4) + 4
	return nil
}

// PrintReport prints a game's turns: for each, the cartridges, then move by
// move the events with the rule behind each and the board after the move,
// robots drawn as arrows; then the end of the turn and the state.
func PrintReport(d Doc, g *dr2d.Game, name string, page Page) error {
	return PrintReportIn(d, g, name, page, nil)
}

// EventWords says event e, played from position before, in p's language.
// The engine says its events in English only (dr2d.Event.Text); the
// referee knows them in every language.
type EventWords func(p *lang.Printer, e dr2d.Event, before *dr2d.State) string

// PrintReportIn is PrintReport with the events said by words (nil: the
// engine's English) in the page's language.
func PrintReportIn(d Doc, g *dr2d.Game, name string, page Page, words EventWords) error {
	if err := page.Check(); err != nil {
		return err
	}
	b := g.Setup.Board
	w := page.Words()
	r := &report{d: d, w: w, words: words, page: page, title: w.Sprintf("mecanoid turn report: %s, %s", name, boardName(w, b))}
	r.heading(w.Sprintf("Turn report: %s", name), 7, 10)
	r.line(w.Sprintf("DR2D on %s (%s, %s), %s, %s.", boardName(w, b), fmt.Sprintf("%dx%d", b.Width, b.Height),
		w.Sprintf("%d layout(s)", len(b.Layouts)), w.Sprintf("%d robot(s)", len(g.Setup.Robots)), w.Sprintf("%d turn(s)", len(g.Turns))), 3.2)
	r.line(w.Sprintf("Each event names the section of docs/rules-dr2d.md behind it. Robots are drawn as discs of their colour, "+
		"the arrow to their facing; pale when asleep."), 3)
	r.y += 5
	s := g.Setup
	if err := r.block(w.Sprintf("Start"), r.robotLines(s), s, w.Sprintf("start, layout %d", s.Layout+1)); err != nil {
		return err
	}
	for t, progs := range g.Turns {
		next, events, snaps, err := dr2d.ResolveMoves(s, progs)
		if err != nil {
			return g.TurnError(t, err)
		}
		r.heading(w.Sprintf("Turn %d", s.Turn+1), 5.5, 50) // with its cartridges and a move
		for _, l := range programLines(w, progs) {
			r.line(l, 3)
		}
		r.y += 2
		byMove := map[int][]dr2d.Event{}
		for _, e := range events {
			byMove[e.Move] = append(byMove[e.Move], e)
		}
		for m := 1; m <= dr2d.MovesPerCartridge; m++ {
			after := next
			if m-1 < len(snaps) {
				after = snaps[m-1]
			}
			if err := r.block(w.Sprintf("Move %d", m), r.events(s, byMove[m]), after,
				w.Sprintf("after move %d, layout %d", m, after.Layout+1)); err != nil {
				return err
			}
		}
		end := append(r.events(s, byMove[0]), r.robotLines(next)...)
		if err := r.block(w.Sprintf("End of turn %d", next.Turn), end, next,
			w.Sprintf("after turn %d, layout %d", next.Turn, next.Layout+1)); err != nil {
			return err
		}
		s = next
	}
	return nil
}

// phaseWords are the phases of dr2d events, as the report's left column
// names them.
var phaseWords = lang.Key("start|robots|conveyors|pushers|lasers|potholes|damage|actuators|turntables|presses|repair|laws|leave|sleep")

// robotLines lists the robots of a state as lines of the report.
func (r *report) robotLines(s *dr2d.State) []eventLine {
	var ls []eventLine
	for _, rb := range s.Robots {
		line := robotWords(r.w, rb)
		ls = append(ls, eventLine{rb.ID, r.w.Sprintf("state"), Wrap(line, reportText, r.textWidth()-reportPhase)})
	}
	return ls
}

// programLines are the turn's cartridges, a robot a line, as
// dr2d.ProgramsText writes them (in English, its padding gone).
func programLines(w *lang.Printer, progs map[int]dr2d.Program) []string {
	ids := make([]int, 0, len(progs))
	for id := range progs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	var out []string
	for _, id := range ids {
		p := progs[id]
		moves := make([]string, len(p.Cartridge))
		for i, m := range p.Cartridge {
			moves[i] = m.String()
		}
		l := w.Sprintf("robot %d: %s", id, strings.Join(moves, " "))
		if p.SleepBefore > 0 {
			l += " " + w.Sprintf("(sleep before move %d)", p.SleepBefore)
		}
		out = append(out, l)
	}
	return out
}

// facingWords say where a robot stands and faces, dr2d.Dir N, E, S, W.
var facingWords = []string{lang.Key("%s facing N"), lang.Key("%s facing E"), lang.Key("%s facing S"), lang.Key("%s facing W")}

// sleepWords are dr2d.Sleep's states, as its String names them.
var sleepWords = lang.Key("awake|dozing|asleep")

// robotWords say a robot as dr2d.RobotLine does (in English, its padding
// gone): who, where, its PC, its laws, awake or asleep.
func robotWords(w *lang.Printer, rb dr2d.Robot) string {
	who := w.Sprintf("robot %d", rb.ID)
	if rb.Name != "" {
		who = w.Sprintf("robot %d (%s)", rb.ID, rb.Name)
	}
	where := rb.Cell.String() + " facing " + rb.Facing.String()
	if int(rb.Facing) < len(facingWords) {
		where = w.Say(lang.Msg{Key: facingWords[rb.Facing], Args: []any{rb.Cell.String()}})
	}
	if rb.Left {
		where = w.Sprintf("left the board")
	}
	laws := w.Sprintf("laws none")
	if rb.Laws != 0 {
		laws = w.Sprintf("laws %s", rb.Laws.String())
	}
	state := in(wordsOf(w, sleepWords), rb.Sleep.String())
	if rb.LostMoves > 0 {
		state += w.Sprintf(", %d move(s) to lose", rb.LostMoves)
	}
	return w.Sprintf("%s %s %d PC %s %s", who, where, rb.PC, laws, state)
}

package skirmish

import (
	"bytes"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"mecanoid/internal/textfile"
)

// Limits of a map file: enough for any table, small enough to keep the
// distance table (plots²) cheap.
const (
	MaxPlots   = 400
	MaxMapSide = 5000.0 // mm
	// DefaultRadius is a plot's printed radius when the map gives none:
	// room for a robot's base and its 40 mm tag.
	DefaultRadius = 25.0
)

// Plot is a place a robot may stand. X and Y are millimetres from the
// north-west corner of the playing area, x east, y south: where the printer
// draws it and where the scanner looks for it.
type Plot struct {
	ID   string
	X, Y float64
}

// Map is the playing area: plots joined by bridges. It never changes during a
// game; states share it.
type Map struct {
	Name          string
	Width, Height float64 // playing area, mm
	Radius        float64 // of a printed plot, mm
	Plots         []Plot
	Bridges       [][2]int // indices into Plots, lower first, in file order

	index map[string]int // upper-cased ID → index
	adj   [][]int        // neighbours, sorted by index
	dist  [][]int        // bridges on a shortest path
}

// Plot finds a plot by ID (in any case).
func (m *Map) Plot(id string) (Plot, bool) {
	i, ok := m.index[strings.ToUpper(id)]
	if !ok {
		return Plot{}, false
	}
	return m.Plots[i], true
}

// Has tells whether the map has a plot of that ID (in any case).
func (m *Map) Has(id string) bool { _, ok := m.index[strings.ToUpper(id)]; return ok }

// canon is the ID as the map writes it, or "".
func (m *Map) canon(id string) string {
	if i, ok := m.index[strings.ToUpper(id)]; ok {
		return m.Plots[i].ID
	}
	return ""
}

// Distance is the number of bridges on a shortest path between two plots,
// or -1 if either is not on the map. Robots do not block paths (a robot may
// cross a plot another stands on).
func (m *Map) Distance(a, b string) int {
	i, ok1 := m.index[strings.ToUpper(a)]
	j, ok2 := m.index[strings.ToUpper(b)]
	if !ok1 || !ok2 {
		return -1
	}
	return m.dist[i][j]
}

// Neighbours are the plots one bridge away from id, in map order.
func (m *Map) Neighbours(id string) []string {
	i, ok := m.index[strings.ToUpper(id)]
	if !ok {
		return nil
	}
	var ns []string
	for _, j := range m.adj[i] {
		ns = append(ns, m.Plots[j].ID)
	}
	return ns
}

// Adjacent tells whether a bridge joins a and b.
func (m *Map) Adjacent(a, b string) bool { return m.Distance(a, b) == 1 }

// Nearest is the plot whose centre is nearest the board-plane point (x, y)
// (mm from the north-west corner of the playing area), and how far it is.
// A piece stands on that plot when dist <= m.Radius. Ties go to the plot
// listed first.
func (m *Map) Nearest(x, y float64) (id string, dist float64) {
	best := math.Inf(1)
	for _, p := range m.Plots {
		if d := math.Hypot(p.X-x, p.Y-y); d < best {
			best, id = d, p.ID
		}
	}
	return id, best
}

// PlotAt is the plot under the point (x, y), if the point lies within a
// plot's printed circle.
func (m *Map) PlotAt(x, y float64) (string, bool) {
	id, d := m.Nearest(x, y)
	if id == "" || d > m.Radius {
		return "", false
	}
	return id, true
}

// ParseMap reads a map file (docs/skirmish-format.md). name is used in error
// messages. Errors are *PosError wrapping ErrSyntax or ErrSetup.
func ParseMap(name string, data []byte) (*Map, error) {
	errf := func(sentinel error, line, col int, format string, args ...any) error {
		return posErr(PosError{File: name, Line: line, Col: col, Err: sentinel}, format, args...)
	}
	m := &Map{index: map[string]int{}}
	plotLine := map[int]int{}
	var sizeLine, radiusLine int
	type bridgeAt struct{ line, col int }
	seen := map[[2]int]bridgeAt{}
	var pending []struct {
		a, b      string
		line, col int
		colB      int
	}
	sc := textfile.NewScanner(name, data)
	for sc.Scan() {
		line, text := sc.Line(), sc.Text()
		toks := tokens(text)
		if len(toks) == 0 { // nothing but commas or stray CRs
			continue
		}
		key := strings.ToLower(toks[0].Text)
		args := toks[1:]
		number := func(t token, what string) (float64, error) {
			v, err := strconv.ParseFloat(t.Text, 64)
			if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
				return 0, errf(ErrSyntax, line, t.Col, "%s %q is not a number", what, t.Text)
			}
			return v, nil
		}
		switch key {
		case "name":
			if len(args) == 0 {
				return nil, errf(ErrSyntax, line, toks[0].Col, "name: the map's name is missing")
			}
			m.Name = strings.TrimSpace(text[args[0].Off:])
		case "size":
			if sizeLine != 0 {
				return nil, errf(ErrSyntax, line, toks[0].Col, "a second size line (the first is line %d)", sizeLine)
			}
			if len(args) != 2 {
				return nil, errf(ErrSyntax, line, toks[0].Col, "size: want the width and height of the playing area in mm: size 600 400")
			}
			w, err := number(args[0], "width")
			if err != nil {
				return nil, err
			}
			h, err := number(args[1], "height")
			if err != nil {
				return nil, err
			}
			if w <= 0 || h <= 0 || w > MaxMapSide || h > MaxMapSide {
				return nil, errf(ErrSetup, line, args[0].Col, "size %gx%g mm: width and height are 0..%g mm", w, h, MaxMapSide)
			}
			m.Width, m.Height, sizeLine = w, h, line
		case "radius":
			if radiusLine != 0 {
				return nil, errf(ErrSyntax, line, toks[0].Col, "a second radius line (the first is line %d)", radiusLine)
			}
			if len(args) != 1 {
				return nil, errf(ErrSyntax, line, toks[0].Col, "radius: want one number, the plots' radius in mm")
			}
			r, err := number(args[0], "radius")
			if err != nil {
				return nil, err
			}
			if r < 10 || r > 200 {
				return nil, errf(ErrSetup, line, args[0].Col, "radius %g mm: plots are 10..200 mm in radius (a robot stands on one)", r)
			}
			m.Radius, radiusLine = r, line
		case "plot":
			if len(args) != 3 {
				return nil, errf(ErrSyntax, line, toks[0].Col, "plot: want an ID and its position in mm: plot A1 60 80")
			}
			id := args[0]
			if msg := checkName(id.Text, "plot"); msg != "" {
				return nil, errf(ErrSyntax, line, id.Col, "%s", msg)
			}
			if j, dup := m.index[strings.ToUpper(id.Text)]; dup {
				return nil, errf(ErrSetup, line, id.Col, "plot %s is listed twice (first on line %d)", id.Text, plotLine[j])
			}
			x, err := number(args[1], "x")
			if err != nil {
				return nil, err
			}
			y, err := number(args[2], "y")
			if err != nil {
				return nil, err
			}
			if len(m.Plots) >= MaxPlots {
				return nil, errf(ErrSetup, line, toks[0].Col, "more than %d plots", MaxPlots)
			}
			m.index[strings.ToUpper(id.Text)] = len(m.Plots)
			plotLine[len(m.Plots)] = line
			m.Plots = append(m.Plots, Plot{ID: id.Text, X: x, Y: y})
		case "bridge":
			if len(args) < 2 {
				return nil, errf(ErrSyntax, line, toks[0].Col, "bridge: want two plots or more (a chain): bridge A1 A2 A3")
			}
			for k := 0; k+1 < len(args); k++ {
				pending = append(pending, struct {
					a, b      string
					line, col int
					colB      int
				}{args[k].Text, args[k+1].Text, line, args[k].Col, args[k+1].Col})
			}
		default:
			return nil, errf(ErrSyntax, line, toks[0].Col, "unknown line %q; a map has name, size, radius, plot and bridge lines", toks[0].Text)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, errf(ErrSyntax, err.Line, 0, "%s", err.Msg)
	}
	if sizeLine == 0 {
		return nil, errf(ErrSyntax, 0, 0, "no size line: write the playing area in mm, e.g. size 600 400")
	}
	if m.Radius == 0 {
		m.Radius = DefaultRadius
	}
	if len(m.Plots) < 2 {
		return nil, errf(ErrSetup, 0, 0, "a map needs two plots or more, found %d", len(m.Plots))
	}
	// Plots lie within the playing area, apart from one another.
	for i, p := range m.Plots {
		l := plotLine[i]
		if p.X-m.Radius < 0 || p.Y-m.Radius < 0 || p.X+m.Radius > m.Width || p.Y+m.Radius > m.Height {
			return nil, errf(ErrSetup, l, 0, "plot %s at (%g, %g) mm: its %g mm circle leaves the %gx%g mm playing area",
				p.ID, p.X, p.Y, m.Radius, m.Width, m.Height)
		}
		for j := 0; j < i; j++ {
			q := m.Plots[j]
			if d := math.Hypot(p.X-q.X, p.Y-q.Y); d < 2*m.Radius {
				return nil, errf(ErrSetup, l, 0, "plot %s at (%g, %g) mm overlaps plot %s at (%g, %g) mm: centres %.0f mm apart, at least %g needed",
					p.ID, p.X, p.Y, q.ID, q.X, q.Y, d, 2*m.Radius)
			}
		}
	}
	m.adj = make([][]int, len(m.Plots))
	for _, b := range pending {
		i, ok := m.index[strings.ToUpper(b.a)]
		if !ok {
			return nil, errf(ErrSetup, b.line, b.col, "bridge to plot %s, which is not on the map", b.a)
		}
		j, ok := m.index[strings.ToUpper(b.b)]
		if !ok {
			return nil, errf(ErrSetup, b.line, b.colB, "bridge to plot %s, which is not on the map", b.b)
		}
		if i == j {
			return nil, errf(ErrSetup, b.line, b.colB, "a bridge from plot %s to itself", b.a)
		}
		key := [2]int{min(i, j), max(i, j)}
		if first, dup := seen[key]; dup {
			return nil, errf(ErrSetup, b.line, b.col, "bridge %s-%s is listed twice (first on line %d)", m.Plots[i].ID, m.Plots[j].ID, first.line)
		}
		seen[key] = bridgeAt{b.line, b.col}
		m.Bridges = append(m.Bridges, key)
		m.adj[i] = append(m.adj[i], j)
		m.adj[j] = append(m.adj[j], i)
	}
	for i := range m.adj {
		sort.Ints(m.adj[i])
	}
	m.distances()
	for i := range m.Plots {
		if m.dist[0][i] < 0 {
			return nil, errf(ErrSetup, plotLine[i], 0, "plot %s cannot be reached from plot %s: every plot must be joined to the others by bridges",
				m.Plots[i].ID, m.Plots[0].ID)
		}
	}
	return m, nil
}

// distances fills the table of shortest paths, breadth first from each plot.
func (m *Map) distances() {
	n := len(m.Plots)
	m.dist = make([][]int, n)
	queue := make([]int, 0, n)
	for s := range m.Plots {
		d := make([]int, n)
		for i := range d {
			d[i] = -1
		}
		d[s] = 0
		queue = append(queue[:0], s)
		for len(queue) > 0 {
			u := queue[0]
			queue = queue[1:]
			for _, v := range m.adj[u] {
				if d[v] < 0 {
					d[v] = d[u] + 1
					queue = append(queue, v)
				}
			}
		}
		m.dist[s] = d
	}
}

// MarshalMap writes m in the map file format; ParseMap reads it back.
func MarshalMap(m *Map) []byte {
	var b bytes.Buffer
	if m.Name != "" {
		fmt.Fprintf(&b, "name %s\n", m.Name)
	}
	fmt.Fprintf(&b, "size %s %s\n", fnum(m.Width), fnum(m.Height))
	fmt.Fprintf(&b, "radius %s\n", fnum(m.Radius))
	for _, p := range m.Plots {
		fmt.Fprintf(&b, "plot %s %s %s\n", p.ID, fnum(p.X), fnum(p.Y))
	}
	for _, br := range m.Bridges {
		fmt.Fprintf(&b, "bridge %s %s\n", m.Plots[br[0]].ID, m.Plots[br[1]].ID)
	}
	return b.Bytes()
}

func fnum(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// token is a word of a line (or of an action): its text, its 1-based
// column in characters, its byte offset.
type token = textfile.Field

// tokens splits a line into words separated by spaces, tabs or commas (or a
// carriage return left in a line).
func tokens(line string) []token { return textfile.Fields(line, " \t,\r") }

// reserved words of the action notation cannot name plots or weapons.
var reserved = map[string]bool{"FIRE": true, "CALL": true, "ROBOT": true}

// checkName tells what is wrong with a plot or weapon ID, or "".
func checkName(s, what string) string {
	if len(s) > 12 {
		return fmt.Sprintf("%s ID %q is longer than 12 characters", what, s)
	}
	for i, r := range s {
		letter := r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z'
		if i == 0 && !letter {
			return fmt.Sprintf("%s ID %q: IDs start with a letter (A-Z), then letters, digits, - or _", what, s)
		}
		if !letter && !(r >= '0' && r <= '9') && r != '-' && r != '_' {
			return fmt.Sprintf("%s ID %q: IDs are letters, digits, - and _ only", what, s)
		}
	}
	if reserved[strings.ToUpper(s)] {
		return fmt.Sprintf("%s ID %q is a word of the action notation; choose another", what, s)
	}
	return ""
}

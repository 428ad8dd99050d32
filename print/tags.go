package print

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// Limits of a printed tag: below MinTagSize the modules (0.6 mm) blur on
// paper and in photos; above MaxTagSize a tag no longer fits a robot.
const (
	MinTagSize = 15.0
	MaxTagSize = 120.0
)

// TagSheets says which tags to print, and how.
type TagSheets struct {
	Game       string // tag.DR2D...
	Robots     []int
	Laws       []int
	Batteries  []int
	Figurines  []string // the names of figurines that are no robots, tagged 1, 2... (tag.Figurine)
	Corners    bool     // the four corner markers, for a board not printed by mecanoid
	MarkerSize float64  // side of a corner marker, mm
	Size       float64  // side of a tag, quiet zone included, mm
	ViewW      float64  // table area the camera sees, mm, to state the resolution it needs
	ViewH      float64  // 0: width only
	Page       Page
}

// Count is the number of tags.
func (ts TagSheets) Count() int {
	n := len(ts.Robots) + len(ts.Laws) + len(ts.Batteries) + len(ts.Figurines)
	if ts.Corners {
		n += 4
	}
	return n
}

// Check tells whether the tags can be printed.
func (ts TagSheets) Check() error {
	if err := ts.Page.Check(); err != nil {
		return err
	}
	iw, ih := ts.Page.Inner()
	limit := math.Min(MaxTagSize, math.Min(iw, ih-40)/1.4)
	switch {
	case ts.Size < MinTagSize:
		return fail(lang.M("tags of %g mm are too small to be read; at least %g mm", ts.Size, MinTagSize))
	case ts.Size > limit:
		return fail(lang.M("tags of %g mm are too large; at most %.0f mm on this paper", ts.Size, limit))
	case ts.Corners && (ts.MarkerSize < MinTagSize || ts.MarkerSize > limit):
		return fail(lang.M("corner markers of %g mm; %g..%.0f mm", ts.MarkerSize, MinTagSize, limit))
	case ts.Count() == 0:
		return fail(lang.M("no tag to print"))
	case ts.ViewW <= 0 || ts.ViewH < 0:
		return fail(lang.M("the camera's view must have a width"))
	}
	for _, p := range ts.payloads() {
		if err := p.Validate(); err != nil {
			return fmt.Errorf("print: %s: %w", p.Label(), err)
		}
	}
	return nil
}

func (ts TagSheets) payloads() []tag.Payload {
	var ps []tag.Payload
	for _, s := range []struct {
		kind tag.Kind
		ids  []int
	}{{tag.Robot, ts.Robots}, {tag.Law, ts.Laws}, {tag.Battery, ts.Batteries}, {tag.Figurine, figurineIDs(ts.Figurines)}} {
		for _, id := range s.ids {
			ps = append(ps, tag.Payload{Game: ts.Game, Kind: s.kind, ID: id})
		}
	}
	if ts.Corners {
		for k := 0; k < 4; k++ {
			ps = append(ps, tag.Payload{Game: ts.Game, Kind: tag.Corner, ID: k})
		}
	}
	return ps
}

// RobotColour is the colour of a robot's figurine and of its swatch on tags
// and sheets, and its name, as players call the robots.
type RobotColour struct {
	Name string
	RGB  color.RGBA
}

// RobotColours are the colours of robots 1, 2, 3...; they repeat after the last.
var RobotColours = []RobotColour{
	{"Rouge", color.RGBA{214, 40, 40, 255}},
	{"Bleu", color.RGBA{30, 100, 210, 255}},
	{"Vert", color.RGBA{40, 160, 70, 255}},
	{"Jaune", color.RGBA{240, 190, 20, 255}},
	{"Violet", color.RGBA{140, 70, 180, 255}},
	{"Orange", color.RGBA{245, 130, 30, 255}},
	{"Rose", color.RGBA{235, 110, 170, 255}},
	{"Cyan", color.RGBA{30, 180, 200, 255}},
}

// ColourOf is robot id's colour.
func ColourOf(id int) RobotColour {
	if id < 1 {
		id = 1
	}
	return RobotColours[(id-1)%len(RobotColours)]
}

// MinModulePx is the fewest camera pixels across a QR module for the
// scanner to read a tag reliably.
const MinModulePx = 3.0

// Resolution is a camera's picture size in pixels.
type Resolution struct {
	W, H int
	Name string
}

func (r Resolution) String() string { return fmt.Sprintf("%dx%d (%s)", r.W, r.H, r.Name) }

// CameraResolutions are common camera modes, smallest first (Raspberry Pi
// camera modules 1, 2, HQ and 3 among them).
var CameraResolutions = []Resolution{
	{640, 480, "VGA"}, {1280, 720, "720p"}, {1640, 1232, "2 MP"}, {1920, 1080, "1080p"},
	{2592, 1944, "5 MP"}, {3280, 2464, "8 MP"}, {4056, 3040, "12 MP"}, {4608, 2592, "12 MP wide"},
}

// CameraNeed is the camera resolution that tags of a given size need.
type CameraNeed struct {
	TagSize, Module float64 // mm
	ViewW, ViewH    float64 // table area seen, mm; ViewH 0: width only
	PxPerMM         float64 // on the table
	MinW, MinH      int     // pixels across the view's width and height
}

// NeedCamera works out what a camera seeing a table area of viewW x viewH
// mm (viewH 0: only the width matters) needs to read tags of tagSize mm
// with MinModulePx pixels a module.
func NeedCamera(tagSize, viewW, viewH float64) CameraNeed {
	n := CameraNeed{TagSize: tagSize, Module: tag.ModuleSize(tagSize), ViewW: viewW, ViewH: viewH}
	n.PxPerMM = MinModulePx / n.Module
	n.MinW = int(math.Ceil(viewW*n.PxPerMM - 1e-9))
	n.MinH = int(math.Ceil(viewH*n.PxPerMM - 1e-9))
	return n
}

// ModulePx is how many pixels a module gets with camera r, turned whichever
// way suits the view better.
func (n CameraNeed) ModulePx(r Resolution) float64 {
	w, h := float64(r.W), float64(r.H)
	if n.ViewH == 0 {
		return math.Max(w, h) / n.ViewW * n.Module
	}
	s := math.Max(math.Min(w/n.ViewW, h/n.ViewH), math.Min(h/n.ViewW, w/n.ViewH))
	return s * n.Module
}

// Enough is the smallest of CameraResolutions that is enough, and the largest
// that is not; ok is false when none is enough, short false when all are.
func (n CameraNeed) Enough() (enough Resolution, ok bool, notEnough Resolution, short bool) {
	for _, r := range CameraResolutions {
		if n.ModulePx(r) >= MinModulePx-1e-9 {
			if !ok {
				enough, ok = r, true
			}
		} else {
			notEnough, short = r, true
		}
	}
	return
}

// Lines says it in two sentences, for a tag sheet's footer.
func (n CameraNeed) Lines() []string { return n.LinesIn(lang.EN) }

// LinesIn says it in l.
func (n CameraNeed) LinesIn(l lang.Lang) []string {
	w := langOf(l).Printer()
	first := w.Sprintf("%g mm tags: %.2g mm modules. At %g px a module a camera needs %.2f px per mm of table:",
		n.TagSize, n.Module, MinModulePx, n.PxPerMM)
	var second string
	if n.ViewH == 0 {
		second = w.Sprintf("seeing a %g mm wide table, ≥ %s px across", n.ViewW, strconv.Itoa(n.MinW))
	} else {
		second = w.Sprintf("seeing a %g x %g mm table, ≥ %s x %s px", n.ViewW, n.ViewH, strconv.Itoa(n.MinW), strconv.Itoa(n.MinH))
	}
	enough, ok, not, short := n.Enough()
	switch {
	case ok && short:
		second += w.Sprintf(": %s is enough; %s is not (%.1f px a module).", enough.String(), not.String(), n.ModulePx(not))
	case ok:
		second += w.Sprintf(": %s is enough.", enough.String())
	default:
		second += w.Sprintf(": more than %s (%.1f px a module); print larger tags.", not.String(), n.ModulePx(not))
	}
	return []string{first, second}
}

func (n CameraNeed) String() string { return strings.Join(n.Lines(), " ") }

// StringIn is String in l.
func (n CameraNeed) StringIn(l lang.Lang) string { return strings.Join(n.LinesIn(l), " ") }

// TagCard is one tag to cut out: the tag, and what is printed around it.
// PrintTags lays out the cards of a TagSheets; a game that prints its own
// tag pages (other words on the cards, its own heading) draws each card
// with DrawTagCard.
type TagCard struct {
	Payload  tag.Payload
	Size     float64 // of the tag
	Side     float64 // colour column left of the tag (robots)
	Band     float64 // text band under it
	Title    string
	Subtitle string
	Swatch   color.Color // of the side column
}

// sideGap keeps the colour column clear of the tag's quiet zone.
const sideGap = 2.0

// W is the card's width, mm.
func (c TagCard) W() float64 {
	if c.Side > 0 {
		return c.Size + c.Side + sideGap
	}
	return c.Size
}

// H is the card's height, mm.
func (c TagCard) H() float64 { return c.Size + c.Band }

func (ts TagSheets) cards() [][]TagCard {
	w := ts.Page.Words()
	band := math.Max(ts.Size*0.25, 9)
	var robots, laws, batteries, corners []TagCard
	for _, id := range ts.Robots {
		rc := ColourOf(id)
		robots = append(robots, TagCard{Payload: tag.Payload{Game: ts.Game, Kind: tag.Robot, ID: id}, Size: ts.Size,
			Side: math.Max(ts.Size*0.3, 11), Band: band, Title: w.Sprintf("robot %d", id), Subtitle: rc.Name, Swatch: rc.RGB})
	}
	for _, id := range ts.Laws {
		laws = append(laws, TagCard{Payload: tag.Payload{Game: ts.Game, Kind: tag.Law, ID: id}, Size: ts.Size, Band: band,
			Title: w.Sprintf("law %d", id)})
	}
	for _, id := range ts.Batteries {
		batteries = append(batteries, TagCard{Payload: tag.Payload{Game: ts.Game, Kind: tag.Battery, ID: id}, Size: ts.Size, Band: band,
			Title: w.Sprintf("battery %d", id)})
	}
	if ts.Corners {
		for k := 0; k < 4; k++ {
			p := tag.Payload{Game: ts.Game, Kind: tag.Corner, ID: k}
			corners = append(corners, TagCard{Payload: p, Size: ts.MarkerSize, Band: math.Max(ts.MarkerSize*0.25, 9),
				Title: word(w, p.Label()), Subtitle: w.Sprintf("↑ north")})
		}
	}
	var figurines []TagCard
	for i, name := range ts.Figurines {
		figurines = append(figurines, TagCard{Payload: tag.Payload{Game: ts.Game, Kind: tag.Figurine, ID: i + 1}, Size: ts.Size, Band: band,
			Title: name, Subtitle: w.Sprintf("figurine %d", i+1)})
	}
	return [][]TagCard{robots, laws, batteries, corners, figurines}
}

// figurineIDs are the tags' numbers of the named figurines: 1, 2...
func figurineIDs(names []string) []int {
	ids := make([]int, len(names))
	for i := range ids {
		ids[i] = i + 1
	}
	return ids
}

var sectionNames = []string{
	lang.Key("Robots: the arrow beside each code points to the robot's front. Stick the code flat on top of the robot."),
	lang.Key("Laws: lay each on its tile."),
	lang.Key("Batteries"),
	lang.Key("Corner markers: one diagonally beyond each corner of the board, tops towards north, as the board print places them."),
	lang.Key("Figurines: stick each code flat on top of its figurine, its top toward the figurine's front."),
}

// cornerNames are the corner markers' names, as tag.Payload.Label gives them.
var cornerNames = []string{lang.Key("corner NW"), lang.Key("corner NE"), lang.Key("corner SE"), lang.Key("corner SW")}

// PrintTags prints the tags on as many pages as they need, each tag in a
// card with a cutting line around it, and on every page the camera
// resolution the tag size needs.
func PrintTags(d Doc, ts TagSheets) error {
	if err := ts.Check(); err != nil {
		return err
	}
	paper, m := ts.Page.Paper, ts.Page.Margin
	iw, _ := ts.Page.Inner()
	w := ts.Page.Words()
	foot := NeedCamera(ts.Size, ts.ViewW, ts.ViewH).LinesIn(ts.Page.Lang)
	footTop := paper.H - m - float64(len(foot))*4
	const gap = 6.0
	page := 0
	var y float64
	newPage := func() {
		page++
		d.AddPage(paper.W, paper.H)
		d.Text(Pt{m, m + 5}, 5, w.Sprintf("mecanoid tags: %s, %g mm", ts.Game, ts.Size), InkCol, 0)
		d.Text(Pt{m + iw, m + 5}, 3, w.Sprintf("page %d", page), Grey, 1)
		for i, l := range foot {
			d.Text(Pt{m, footTop + 3 + float64(i)*4}, 2.8, l, InkCol, 0)
		}
		y = m + 10
	}
	newPage()
	for i, section := range ts.cards() {
		if len(section) == 0 {
			continue
		}
		heading := Wrap(word(w, sectionNames[i]), 3.2, iw)
		rowH := section[0].H()
		if y+float64(len(heading))*4.4+rowH > footTop-2 {
			newPage()
		}
		y += 4
		for _, l := range heading {
			d.Text(Pt{m, y}, 3.2, l, InkCol, 0)
			y += 4.4
		}
		y += 1
		x := m
		for _, c := range section {
			if x+c.W() > m+iw+1e-9 {
				x = m
				y += rowH + gap
			}
			if y+rowH > footTop-2 {
				newPage()
				x = m
				y += 4
			}
			if err := DrawTagCard(d, c, Pt{x, y}, w); err != nil {
				return err
			}
			x += c.W() + gap
		}
		y += rowH + gap
	}
	return nil
}

// DrawTagCard draws card c with its top-left corner at o, its words in
// w's language, and the cutting line around it.
func DrawTagCard(d Canvas, c TagCard, o Pt, w *lang.Printer) error {
	s := c.Size
	if err := DrawTag(d, c.Payload, Pt{o.X + c.W() - s/2, o.Y + s/2}, s, 0); err != nil {
		return err
	}
	if c.Side > 0 {
		// The robot's colour, and an arrow to its front: the way the code's top faces (tag.Angle).
		Rect(d, o.X, o.Y, c.Side, s, c.Swatch)
		ink := color.Color(White)
		if r, g, b, _ := rgb(c.Swatch); 0.299*float64(r)+0.587*float64(g)+0.114*float64(b) > 170 {
			ink = InkCol // white would vanish on a light colour
		}
		mid := o.X + c.Side/2
		aw := c.Side * 0.55
		d.Polygon([]Pt{{mid, o.Y + s*0.2}, {mid + aw/2, o.Y + s*0.2 + aw*0.8}, {mid - aw/2, o.Y + s*0.2 + aw*0.8}}, ink)
		Rect(d, mid-aw*0.15, o.Y+s*0.2+aw*0.8, aw*0.3, s*0.35, ink)
		fs := math.Min(c.Side*0.28, 3.2)
		d.Text(Pt{mid, o.Y + s*0.2 - 1.2}, fs, w.Sprintf("front"), ink, 0.5)
	}
	ts := math.Min(c.Band*0.5, 5)
	tx := o.X + 1
	d.Text(Pt{tx, o.Y + s + ts + 1}, ts, c.Title, InkCol, 0)
	sx := tx + TextWidth(c.Title, ts) + ts*0.6
	if c.Subtitle != "" && sx+TextWidth(c.Subtitle, ts*0.7) < o.X+c.W()-1 {
		d.Text(Pt{sx, o.Y + s + ts + 1}, ts*0.7, c.Subtitle, InkCol, 0)
	}
	d.Text(Pt{o.X + c.W() - 1, o.Y + c.H() - 1.2}, math.Min(c.Band*0.22, 2.2), c.Payload.String(), Grey, 1)
	CutFrame(d, o.X-1.5, o.Y-1.5, c.W()+3, c.H()+1.5)
	return nil
}

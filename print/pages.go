package print

import (
	"image/color"
	"math"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"mecanoid/internal/lang"
)

// Doc is a Canvas made of pages: drawing goes to the page added last. The
// PDF canvas makes a printable file of it; a Recorder lists what was drawn,
// for tests.
type Doc interface {
	Canvas
	// AddPage starts a page of w x h millimetres.
	AddPage(w, h float64)
	// Clip limits drawing to a rectangle of the page until Unclip.
	Clip(x, y, w, h float64)
	Unclip()
}

// Paper is a sheet size, portrait, in millimetres.
type Paper struct {
	Name string
	W, H float64
}

// Paper sizes mecanoid prints on.
var (
	A4     = Paper{"a4", 210, 297}
	Letter = Paper{"letter", 215.9, 279.4}
)

// Papers are the paper sizes known by name.
var Papers = []Paper{A4, Letter}

// PaperByName finds a paper size by its name ("a4", "letter"), in any case.
func PaperByName(name string) (Paper, error) {
	for _, p := range Papers {
		if strings.EqualFold(p.Name, name) {
			return p, nil
		}
	}
	return Paper{}, fail(lang.M("unknown paper %q; known: a4, letter", name))
}

// Landscape is the paper turned a quarter.
func (p Paper) Landscape() Paper { return Paper{p.Name, p.H, p.W} }

// Page is the paper, the margin left blank all round it (most printers
// cannot print the outer 4 or 5 mm of a sheet) and the language of the
// words printed on it.
type Page struct {
	Paper  Paper
	Margin float64   // mm
	Lang   lang.Lang // "": English
}

// DefaultPage is A4 with 10 mm margins, in English.
var DefaultPage = Page{Paper: A4, Margin: 10}

// Words prints in the page's language (English when it has none): a
// game's pages say their words with it.
func (p Page) Words() *lang.Printer { return langOf(p.Lang).Printer() }

func langOf(l lang.Lang) lang.Lang {
	if l == "" {
		return lang.EN
	}
	return l
}

// word is s, a message kept in a table (marked lang.Key where it is
// written), in w's language.
func word(w *lang.Printer, s string) string { return w.Say(lang.Msg{Key: s}) }

// wordsOf maps each of the words of key, separated by "|", to its word in
// w's language. Words taken from another package (the cartridge sheet's
// groups and boxes, the phases of dr2d's events) are said as one message
// that lists them: a word alone ("step", "start") means other things
// elsewhere (an update's kind on the web page) and would need another
// French there.
func wordsOf(w *lang.Printer, key string) map[string]string {
	en, said := strings.Split(key, "|"), strings.Split(word(w, key), "|")
	m := map[string]string{}
	for i, e := range en {
		if i < len(said) {
			m[e] = said[i]
		}
	}
	return m
}

// in is s in words, or s itself when words do not have it.
func in(words map[string]string, s string) string {
	if t, ok := words[s]; ok {
		return t
	}
	return s
}

// Check tells whether the margins leave room to print.
func (p Page) Check() error {
	if p.Paper.W <= 0 || p.Paper.H <= 0 {
		return fail(lang.M("paper %q has no size", p.Paper.Name))
	}
	if p.Margin < 0 || p.Margin > math.Min(p.Paper.W, p.Paper.H)/4 {
		return fail(lang.M("margin %g mm on %s paper; margins are 0..%g mm", p.Margin, p.Paper.Name, math.Min(p.Paper.W, p.Paper.H)/4))
	}
	return nil
}

// Inner is the printable area: width and height inside the margins.
func (p Page) Inner() (w, h float64) { return p.Paper.W - 2*p.Margin, p.Paper.H - 2*p.Margin }

// Grey is the ink of cut lines and of small print.
var Grey = color.RGBA{130, 130, 130, 255}

// Dashed strokes a dashed line from a to b: dashes of dash mm, gaps as long.
func Dashed(c Canvas, a, b Pt, width, dash float64, col color.Color) {
	l := math.Hypot(b.X-a.X, b.Y-a.Y)
	if l == 0 || dash <= 0 {
		return
	}
	ux, uy := (b.X-a.X)/l, (b.Y-a.Y)/l
	for s := 0.0; s < l; s += 2 * dash {
		e := math.Min(s+dash, l)
		c.Line(Pt{a.X + ux*s, a.Y + uy*s}, Pt{a.X + ux*e, a.Y + uy*e}, width, col)
	}
}

// Frame strokes the outline of a rectangle, the stroke inside it.
func Frame(c Canvas, x, y, w, h, width float64, col color.Color) {
	Rect(c, x, y, w, width, col)
	Rect(c, x, y+h-width, w, width, col)
	Rect(c, x, y+width, width, h-2*width, col)
	Rect(c, x+w-width, y+width, width, h-2*width, col)
}

// CutFrame draws a dashed cutting line around a rectangle.
func CutFrame(c Canvas, x, y, w, h float64) {
	const width, dash = 0.2, 1.5
	Dashed(c, Pt{x, y}, Pt{x + w, y}, width, dash, Grey)
	Dashed(c, Pt{x + w, y}, Pt{x + w, y + h}, width, dash, Grey)
	Dashed(c, Pt{x + w, y + h}, Pt{x, y + h}, width, dash, Grey)
	Dashed(c, Pt{x, y + h}, Pt{x, y}, width, dash, Grey)
}

var (
	measureMu   sync.Mutex
	measureFace font.Face
)

// TextWidth is the width in millimetres of s written at size (as Canvas.Text
// takes it) in the font every canvas uses, Go Bold.
func TextWidth(s string, size float64) float64 {
	measureMu.Lock()
	defer measureMu.Unlock()
	if measureFace == nil {
		fontOnce.Do(loadFont)
		if boldFont == nil {
			return float64(len(s)) * size * 0.6
		}
		// Measured at 1000 units per em: widths scale with the size.
		f, err := opentype.NewFace(boldFont, &opentype.FaceOptions{Size: 1000, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			return float64(len(s)) * size * 0.6
		}
		measureFace = f
	}
	w := font.MeasureString(measureFace, inFont(s))
	return float64(w) / 64 / 1000 * size
}

// inFont is s with the spaces Go Bold lacks, the narrow no-break space
// and the thin space that French typography puts before « ; » or « : »
// and in numbers, written as the no-break space it has (U+00A0): every
// other letter of French (é, è, à, ç, œ, « ») is in the font.
var inFont = strings.NewReplacer("\u202f", "\u00a0", "\u2009", "\u00a0").Replace

// Wrap cuts s into lines no wider than width mm at size, between words.
func Wrap(s string, size, width float64) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		try := w
		if line != "" {
			try = line + " " + w
		}
		if line != "" && TextWidth(try, size) > width {
			lines = append(lines, line)
			line = w
			continue
		}
		line = try
	}
	if line != "" || len(lines) == 0 {
		lines = append(lines, line)
	}
	return lines
}

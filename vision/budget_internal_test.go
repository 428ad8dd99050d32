package vision

import (
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	qrcode "github.com/skip2/go-qrcode"
)

// pixelCount reads nothing and counts the pixels it is handed.
type pixelCount struct{ px *int }

func (c pixelCount) ReadPatch(g *image.Gray) []Code {
	*c.px += g.Rect.Dx() * g.Rect.Dy()
	return nil
}

// busyNoCodes is a picture full of squares of random modules the size
// of a code, without finder patterns: what a hand's edge, a figurine or a
// board's drawing looks like to the texture map at a faint contrast.
func busyNoCodes(n, mod int) *image.Gray {
	side := 21 * mod
	cols := 10
	rows := (n + cols - 1) / cols
	g := image.NewGray(image.Rect(0, 0, cols*2*side, rows*2*side))
	for i := range g.Pix {
		g.Pix[i] = 200
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for k := range n {
		x0, y0 := (k%cols)*2*side+side/2, (k/cols)*2*side+side/2
		for r := range 21 {
			for c := range 21 {
				v := uint8(230)
				if rng.IntN(2) == 0 {
					v = 60
				}
				for dy := range mod {
					for dx := range mod {
						g.SetGray(x0+c*mod+dx, y0+r*mod+dy, color.Gray{Y: v})
					}
				}
			}
		}
	}
	return g
}

// The second look reads no more than its budget where nothing can be
// read (a piece truly hidden): every patch would cost it several times
// more.
func TestSearchWithinBudget(t *testing.T) {
	g := busyNoCodes(60, 4)
	px, second := 0, 0
	r := QRReader{ModulePx: 4, Patch: pixelCount{&px}, SearchPatch: pixelCount{&second}}
	if more := r.Search(g, nil, Goal{}); len(more) != 0 {
		t.Fatalf("read %d codes in a picture without one", len(more))
	}
	spent := px + searchPatchCost*second
	if spent > searchBudget || second == 0 {
		t.Errorf("read %d pixels and %d by SearchPatch (%d counted), want at most the budget %d, SearchPatch included", px, second, spent, searchBudget)
	}
	all, allSecond := 0, 0
	r = QRReader{ModulePx: 4, Patch: pixelCount{&all}, SearchPatch: pixelCount{&allSecond}}
	r.search(g, nil, nil, NewBudget(1<<40))
	if whole := all + searchPatchCost*allSecond; whole < 2*searchBudget {
		t.Errorf("without a budget the search reads %d pixels (counted): the test's picture is too small to show the bound", whole)
	}
}

// A patch the budget cannot pay for is not read; a smaller one may be.
func TestBudgeted(t *testing.T) {
	px := 0
	b := NewBudget(1000)
	r := budgeted{pixelCount{&px}, b, 2}
	small := image.NewGray(image.Rect(0, 0, 20, 10)) // 200 px, 400 counted
	big := image.NewGray(image.Rect(0, 0, 30, 20))   // 1200 counted
	r.ReadPatch(small)
	r.ReadPatch(big)
	r.ReadPatch(small)
	if px != 400 || b.left != 200 || b.Spent() {
		t.Errorf("read %d px, %d left: want the two small patches read (400 px), 200 left", px, b.left)
	}
	if !b.fits(image.Rect(0, 0, 10, 10), 1, 2) || b.fits(image.Rect(0, 0, 10, 10), 1.5, 1) {
		t.Error("fits: a 10x10 patch counted twice fits in 200, one enlarged 1.5 times (225) does not")
	}
}

// drawQR draws text as a QR code of mod pixels per module at (x, y).
func drawQR(t *testing.T, g *image.Gray, text string, x, y, mod int) {
	t.Helper()
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		t.Fatal(err)
	}
	q.DisableBorder = true
	for r, row := range q.Bitmap() {
		for c, dark := range row {
			v := uint8(235)
			if dark {
				v = 30
			}
			for dy := range mod {
				for dx := range mod {
					g.SetGray(x+c*mod+dx, y+r*mod+dy, color.Gray{Y: v})
				}
			}
		}
	}
}

// Search stops once the caller has what it looks for: the other codes
// are not read.
func TestSearchStopsWhenEnough(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 900, 260))
	for i := range g.Pix {
		g.Pix[i] = 200
	}
	texts := []string{"MC1:DR2D:R:1", "MC1:DR2D:R:2", "MC1:DR2D:L:3"}
	for i, text := range texts {
		drawQR(t, g, text, 60+i*300, 80, 4)
	}
	n := 0
	r := QRReader{ModulePx: 4, Patch: counted{Gozxing{}, &n}}
	all := r.Search(g, nil, Goal{})
	if len(all) != 3 {
		t.Fatalf("Search read %d codes, want 3", len(all))
	}
	whole := n
	n = 0
	want := texts[1]
	got := r.Search(g, nil, Goal{Enough: func(codes []Code) bool {
		for _, c := range codes {
			if c.Text == want {
				return true
			}
		}
		return false
	}})
	if len(got) == 0 || got[len(got)-1].Text != want || n >= whole {
		t.Errorf("looking for %s: read %v in %d patches (%d for every code), want it read last, in fewer patches", want, got, n, whole)
	}
}

// counted reads with r and counts the patches it is handed.
type counted struct {
	r PatchReader
	n *int
}

func (c counted) ReadPatch(g *image.Gray) []Code {
	*c.n++
	return c.r.ReadPatch(g)
}

// Searches given a frame's budget draw on it: what one spends, the next
// look at the same frame no longer has.
func TestSearchSharesTheFrameBudget(t *testing.T) {
	g := busyNoCodes(30, 4)
	px, second := 0, 0
	r := QRReader{ModulePx: 4, Patch: pixelCount{&px}, SearchPatch: pixelCount{&second}}
	const total = 2 << 20
	b := NewBudget(total)
	r.Search(g, nil, Goal{Budget: b})
	spent := px + searchPatchCost*second
	if spent == 0 || spent > total || total-b.left != spent {
		t.Errorf("read %d pixels (counted) of a budget of %d, %d left: want at most the budget, and what was read taken from it", spent, total, b.left)
	}
	px, second = 0, 0
	r.Search(g, nil, Goal{Budget: b})
	if again := px + searchPatchCost*second; again > total-spent {
		t.Errorf("a second search read %d pixels (counted) with %d left", again, total-spent)
	}
}

// A search given a spent budget reads nothing.
func TestSearchSpentBudget(t *testing.T) {
	px := 0
	r := QRReader{ModulePx: 4, Patch: pixelCount{&px}}
	if more := r.Search(busyNoCodes(5, 4), nil, Goal{Budget: NewBudget(0)}); len(more) != 0 || px != 0 {
		t.Errorf("with nothing left the search read %d pixels", px)
	}
}

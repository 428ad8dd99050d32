package hexprog

import (
	"flag"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

var views = flag.String("views", "", "write the duel's drawings as HTML pages in this folder, for a person to look at")

// viewPage is v as a bare page: the board at full width, its table and
// legend under it (the room's page lays them out its own way).
func viewPage(v *talk.View) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>body{font-family:system-ui;margin:8px;color:#24262b;background:#f4f2ee} svg.hexprog-board{width:100%;height:auto;display:block} table{border-collapse:collapse;font-size:14px} td,th{border-bottom:1px solid #dedad2;padding:3px 6px;text-align:left} .legend{display:flex;flex-wrap:wrap;gap:6px 16px;font-size:13px} .legend div{display:flex;align-items:center;gap:6px;width:300px} .legend svg{width:34px;height:34px;flex:none} .sw{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:4px} tr.gone{opacity:.5}</style>`)
	fmt.Fprintf(&b, "<h2>%s</h2>%s<h3>%s</h3><table><tr>", html.EscapeString(v.Title), v.Board, html.EscapeString(v.Pieces.Title))
	for _, h := range v.Pieces.Head {
		fmt.Fprintf(&b, "<th>%s</th>", html.EscapeString(h))
	}
	b.WriteString("</tr>")
	for _, r := range v.Pieces.Rows {
		cls := ""
		if r.Gone {
			cls = ` class="gone"`
		}
		fmt.Fprintf(&b, "<tr%s>", cls)
		for i, c := range r.Cells {
			sw := ""
			if i == 0 {
				sw = fmt.Sprintf(`<span class="sw" style="background:%s"></span>`, r.Colour)
			}
			fmt.Fprintf(&b, "<td>%s%s</td>", sw, html.EscapeString(c))
		}
		b.WriteString("</tr>")
	}
	b.WriteString(`</table><div class="legend">`)
	for _, s := range v.Legend {
		fmt.Fprintf(&b, "<div>%s<span>%s</span></div>", s.Symbol, html.EscapeString(s.Text))
	}
	b.WriteString("</div>")
	return b.String()
}

// TestViewPages writes, with -views DIR, the duel's start, a round with
// destroyed steps, its end and a check with a red robot, in both
// languages, for a person to look at (screenshots: docs/web.md).
func TestViewPages(t *testing.T) {
	if *views == "" {
		t.Skip("-views DIR writes the pages")
	}
	_, states := duelStates(t)
	mid := states[len(states)/2]
	checks := []talk.Piece{
		{Kind: "robot", ID: 1, Seen: true, Cell: talk.Cell{X: 2, Y: 1}, Facing: "S", Want: talk.Cell{X: 2, Y: 1}, WantFacing: "S", OK: true},
		{Kind: "robot", ID: 2, Seen: true, Cell: talk.Cell{X: 7, Y: 2}, Facing: "SW", Want: talk.Cell{X: 8, Y: 1}, WantFacing: "S"},
		{Kind: "robot", ID: 3, Seen: true, Cell: talk.Cell{X: 2, Y: 8}, Facing: "NE", Want: talk.Cell{X: 2, Y: 8}, WantFacing: "N"},
	}
	for _, l := range lang.All {
		p := l.Printer()
		pages := map[string]*talk.View{
			"start": draw(states[0], nil, p), "mid": draw(mid, nil, p), "end": draw(states[len(states)-1], nil, p),
			"check": draw(states[0], checks, p),
		}
		for name, v := range pages {
			if err := os.WriteFile(filepath.Join(*views, fmt.Sprintf("%s-%s.html", name, l)), []byte(viewPage(v)), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

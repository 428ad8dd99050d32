package tiles

import (
	"strings"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// The world drawn, written to a file for a person (tiles show --svg,
// --html) until the referee's page shows it at the table (issue 32).

// standaloneSVG is a View's board as a file of its own: the board's text
// inherits the page's font, so alone it is given the page's.
func standaloneSVG(board string) string {
	const font = `<style>svg{font-family:system-ui,-apple-system,"Segoe UI",sans-serif}</style>`
	if i := strings.Index(board, ">"); i >= 0 {
		board = board[:i+1] + font + board[i+1:]
	}
	return `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + board + "\n"
}

// viewPage is a View as a page of its own, laid out as the room's page
// lays a game's board: the title, the board, the pieces table, the legend.
func viewPage(v *talk.View, l *lang.Printer) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="` + esc(l.Sprintf("en")) + `"><head><meta charset="utf-8">` +
		`<meta name="viewport" content="width=device-width, initial-scale=1"><title>` + esc(v.Title) + `</title><style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f3f1ec;color:#24262b}
header{padding:.5rem 1rem;background:#2b2f38;color:#fff;font-weight:bold}
main{display:flex;flex-wrap:wrap;gap:1rem;padding:1rem;align-items:flex-start}
.card{background:#fff;border:1px solid #dedad2;border-radius:10px;padding:.8rem}
.board{flex:3 1 520px;min-width:0}.board svg{display:block;width:100%;height:auto}
.side{flex:1 1 300px;min-width:0;display:flex;flex-direction:column;gap:1rem}
h2{font-size:1rem;margin:0 0 .5rem}table{border-collapse:collapse;width:100%;font-size:.9rem}
th{text-align:left;color:#6b6f78;font-weight:normal;border-bottom:1px solid #dedad2;padding:.2rem .3rem}
td{padding:.3rem;border-bottom:1px solid #f0ede7;vertical-align:top}
.sw{display:inline-block;width:.8em;height:.8em;border-radius:50%;margin-right:.3em;vertical-align:-.05em}
.legend{list-style:none;margin:0;padding:0;font-size:.85rem}.legend li{display:flex;gap:.5rem;align-items:center;padding:.15rem 0}
.legend svg{width:1.5rem;height:1.5rem;flex:none}
</style></head><body><header>` + esc(v.Title) + `</header><main><section class="card board">` + v.Board + `</section><aside class="side">`)
	if t := v.Pieces; t != nil {
		b.WriteString(`<section class="card"><h2>` + esc(t.Title) + `</h2><table><tr>`)
		for _, h := range t.Head {
			b.WriteString(`<th>` + esc(h) + `</th>`)
		}
		b.WriteString(`</tr>`)
		for _, r := range t.Rows {
			b.WriteString(`<tr data-piece="` + esc(r.Piece) + `">`)
			for i, c := range r.Cells {
				b.WriteString(`<td>`)
				if i == 0 && r.Colour != "" {
					b.WriteString(`<span class="sw" style="background:` + esc(r.Colour) + `"></span>`)
				}
				b.WriteString(esc(c) + `</td>`)
			}
			b.WriteString(`</tr>`)
		}
		b.WriteString(`</table></section>`)
	}
	if len(v.Legend) > 0 {
		b.WriteString(`<section class="card"><h2>` + esc(l.Sprintf("Legend")) + `</h2><ul class="legend">`)
		for _, s := range v.Legend {
			b.WriteString(`<li>` + s.Symbol + `<span>` + esc(s.Text) + `</span></li>`)
		}
		b.WriteString(`</ul></section>`)
	}
	b.WriteString("</aside></main></body></html>\n")
	return b.String()
}

func init() {
	lang.Add(
		lang.Text{"en", "fr"},
		lang.Text{"Legend", "Légende"},
		lang.Text{"tile %d", "tuile %d"}, // a tile tag's label (tag.Tile)
		lang.Text{"show: write the world drawn (SVG) to this file", "show : écrire le monde dessiné (SVG) dans ce fichier"},
		lang.Text{"show: write a page with the world drawn, its characters and legend to this file", "show : écrire une page avec le monde dessiné, ses personnages et sa légende dans ce fichier"},
		lang.Text{"--svg and --html go with tiles show", "--svg et --html vont avec tiles show"},
		lang.Text{"cannot write %s: %v", "impossible d'écrire %s : %v"},
	)
}

// Messages whose words follow a number, with their forms for one and for more.
func init() {
	lang.AddPlural(
		lang.Plural{Key: "%d tiles", Arg: 1, En: "%d tile|%d tiles", Fr: "%d tuile|%d tuiles"},
		lang.Plural{Key: "%d characters", Arg: 1, En: "%d character|%d characters", Fr: "%d personnage|%d personnages"},
	)
}

// The page written (tiles show --html).
func init() {
	lang.Add(lang.Text{"wrote %s: world %s drawn, %s, %s\n", "%s écrit : le monde %s dessiné, %s, %s\n"})
}

package dr2d

import (
	"strings"

	"mecanoid/internal/jsonlayout"
)

// LaidOut is the game file laid out as people write them (see
// examples/factory-demo.json): one board line, robot or cartridge a line.
func (gf GameFile) LaidOut() ([]byte, error) {
	var o jsonlayout.Object
	if gf.Board != "" {
		o.Field("board", gf.Board)
	}
	if gf.BoardLines != nil {
		o.List("board_lines", len(gf.BoardLines), func(i int) any { return gf.BoardLines[i] })
	}
	if gf.Layout != 0 {
		o.Field("layout", gf.Layout)
	}
	if len(gf.Laws) > 0 {
		o.Field("laws", gf.Laws)
	}
	o.List("robots", len(gf.Robots), func(i int) any { return gf.Robots[i] })
	if len(gf.Turns) > 0 {
		turns := make([]string, len(gf.Turns))
		for t, tj := range gf.Turns {
			if len(tj.Cartridges) == 0 {
				turns[t] = `    {"cartridges": []}`
				continue
			}
			carts := make([]string, len(tj.Cartridges))
			for c, cj := range tj.Cartridges {
				s, err := jsonlayout.Line(cj)
				if err != nil {
					return nil, err
				}
				carts[c] = "      " + s
			}
			turns[t] = "    {\"cartridges\": [\n" + strings.Join(carts, ",\n") + "\n    ]}"
		}
		o.Raw("turns", "[\n"+strings.Join(turns, ",\n")+"\n  ]")
	}
	return o.Bytes()
}

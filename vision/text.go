package vision

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"

	"mecanoid/internal/fileerr"
	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// WriteText writes the state as `mecanoid scan` prints it, in p's
// language: a piece a line (cell, facing, payload, confidence), after
// what the scan warns about, and the foreign codes it ignored.
func (st *State) WriteText(w io.Writer, p *lang.Printer) {
	if st.Recalibrated {
		p.Fprintf(w, "the board or camera moved: recalibrated from the corner markers\n")
	}
	for i, warn := range st.Warnings {
		if i < len(st.warnings) && len(st.warnings) == len(st.Warnings) {
			warn = p.Say(fileerr.Msg(st.warnings[i]))
		}
		p.Fprintf(w, "warning: %s\n", warn)
	}
	for _, pc := range st.Pieces {
		p.Fprintf(w, "%-8s [%d,%d] %s  (%s, confidence %s)\n", pieceLabel(p, pc), pc.Col, pc.Row, p.Sprintf("facing "+pc.Facing), pc.Text, p.Sprintf("%.2f", pc.Confidence))
	}
	for _, c := range st.Foreign {
		p.Fprintf(w, "ignored: a QR code that is not a piece of this game, %q at pixel %s\n", c.Text, c.Centre().String())
	}
}

// pieceLabel is a piece's name in p's language ("robot 3", « loi 2 »).
func pieceLabel(p *lang.Printer, pc Piece) string {
	switch pc.Tag.Kind {
	case tag.Robot:
		return p.Sprintf("robot %d", pc.Tag.ID)
	case tag.Law:
		return p.Sprintf("law %d", pc.Tag.ID)
	case tag.Battery:
		return p.Sprintf("battery %d", pc.Tag.ID)
	}
	return pc.Label
}

// WriteCodes writes codes as `mecanoid scan --codes` prints them: their
// text a line, or as JSON with their place in the picture.
func WriteCodes(w io.Writer, codes []Code, asJSON bool) error {
	if !asJSON {
		for _, c := range codes {
			if _, err := fmt.Fprintln(w, c.Text); err != nil {
				return err
			}
		}
		return nil
	}
	list := []map[string]any{}
	for _, c := range codes {
		list = append(list, codeJSON(c))
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(list)
}

// codeJSON is a code as the JSON of scan prints it: its text, module
// size, angle and corners, rounded to 0.01 px, and the piece it names.
func codeJSON(c Code) map[string]any {
	m := map[string]any{"text": c.Text, "module_px": round2(c.ModulePx), "angle_deg": round2(c.Angle() * 180 / math.Pi)}
	var corners [4][2]float64
	for i, p := range c.Corners {
		corners[i] = [2]float64{round2(p.X), round2(p.Y)}
	}
	m["corners"] = corners // top-left, top-right, bottom-right, bottom-left of the code
	if p, err := tag.Parse(c.Text); err == nil {
		m["piece"] = p.Label()
	}
	return m
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }

// WriteJSON writes the state as `mecanoid scan --json` prints it: the
// photo's name, the pieces, the markers seen, the foreign codes, and the
// problems of scanErr when it is a RescanError.
func (st *State) WriteJSON(w io.Writer, photo string, scanErr error) error {
	out := map[string]any{"photo": photo, "pieces": st.Pieces, "markers_seen": st.Markers}
	if st.Pieces == nil {
		out["pieces"] = []Piece{}
	}
	var foreign []map[string]any
	for _, c := range st.Foreign {
		foreign = append(foreign, codeJSON(c))
	}
	if foreign != nil {
		out["foreign"] = foreign
	}
	if st.Recalibrated {
		out["recalibrated"] = true
	}
	if st.Warnings != nil {
		out["warnings"] = st.Warnings
	}
	var re *RescanError
	if errors.As(scanErr, &re) {
		var ps []string
		for _, p := range re.Problems {
			ps = append(ps, p.String())
		}
		out["rescan"] = ps
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

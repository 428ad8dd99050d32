package print

import (
	"fmt"
	"math"

	qrcode "github.com/skip2/go-qrcode"

	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// QRModules returns the dark modules of the QR code for text, without quiet
// zone, at error correction level Q (25%: a glare spot or a thumb may hide a
// quarter of the code). Tag payloads give version 1 (21x21).
func QRModules(text string) ([][]bool, error) {
	q, err := qrcode.New(text, qrcode.High) // go-qrcode's "High" is level Q
	if err != nil {
		return nil, fmt.Errorf("print: QR code for %q: %w", text, err)
	}
	q.DisableBorder = true
	return q.Bitmap(), nil
}

// DrawTag draws a tag (white quiet zone and QR code) of side size mm centred
// on centre, its top turned by angle radians clockwise (0: top towards north).
func DrawTag(c Canvas, p tag.Payload, centre Pt, size, angle float64) error {
	if err := p.Validate(); err != nil {
		return err
	}
	mods, err := QRModules(p.String())
	if err != nil {
		return err
	}
	if len(mods) != tag.QRModules {
		return fail(lang.M("%q needs a QR code of %d modules, not version 1", p, len(mods)))
	}
	DrawQR(c, mods, centre, size, angle, tag.QuietModules)
	return nil
}

// qrNoter is a canvas that can note a QR code whole, not module by module:
// the Recorder does, to keep golden files readable. It returns false to
// have the modules drawn after all.
type qrNoter interface {
	noteQR(mods [][]bool, centre Pt, size, angle float64, quiet int) bool
}

// DrawQR draws a module grid with quiet modules of white around it.
func DrawQR(c Canvas, mods [][]bool, centre Pt, size, angle float64, quiet int) {
	if n, ok := c.(qrNoter); ok && n.noteQR(mods, centre, size, angle, quiet) {
		return
	}
	n := len(mods)
	m := size / float64(n+2*quiet)
	sa, ca := math.Sin(angle), math.Cos(angle)
	at := func(u, v float64) Pt { // u right, v down from the code's centre, unrotated
		return Pt{centre.X + u*ca - v*sa, centre.Y + u*sa + v*ca}
	}
	h := size / 2
	c.Polygon([]Pt{at(-h, -h), at(h, -h), at(h, h), at(-h, h)}, White)
	o := -float64(n) * m / 2
	for y, row := range mods {
		for x := 0; x < n; {
			if !row[x] {
				x++
				continue
			}
			end := x
			for end < n && row[end] {
				end++
			}
			u0, u1 := o+float64(x)*m, o+float64(end)*m
			v0, v1 := o+float64(y)*m, o+float64(y+1)*m
			// Overlap neighbours a hair so that anti-aliasing leaves no seams.
			const e = 0.02
			c.Polygon([]Pt{at(u0, v0-e), at(u1, v0-e), at(u1, v1+e), at(u0, v1+e)}, Black)
			x = end
		}
	}
}

package vision

import "image"

// Either reads a patch with First and, only when First finds nothing in
// it, with Second: a second decoder for the codes the first one misses,
// at no cost where the first one reads (package vision/zbar is the second
// of cgo builds; see docs/vision.md, "A second decoder"). Either reports
// the codes of one reader, never a mix: two readers disagreeing on a patch
// cannot both be taken.
type Either struct{ First, Second PatchReader }

var _ PatchReader = Either{}

// ReadPatch reads g with First, then, if First found nothing, Second.
func (e Either) ReadPatch(g *image.Gray) []Code {
	if codes := e.First.ReadPatch(g); len(codes) > 0 {
		return codes
	}
	return e.Second.ReadPatch(g)
}

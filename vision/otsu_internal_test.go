package vision

import (
	"image"
	"testing"
)

// TestOtsu: the threshold falls between the dark and the light modules of
// the region asked, whatever lies outside it.
func TestOtsu(t *testing.T) {
	const w, h = 40, 20
	pix := make([]byte, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := byte(60 + (x*7+y*3)%9) // dark modules, 60..68
			if (x/2+y/2)%2 == 0 {
				v = 180 + byte((x+y)%7) // light ones, 180..186
			}
			if x >= 30 {
				v = 5 // a finger beside the code: left out of the region
			}
			pix[y*w+x] = v
		}
	}
	if th := otsu(pix, w, h, image.Rect(0, 0, 30, h)); th < 68 || th >= 180 {
		t.Errorf("threshold %d, want between the two classes (68..179)", th)
	}
	flat := make([]byte, w*h)
	for i := range flat {
		flat[i] = 90
	}
	if th := otsu(flat, w, h, image.Rect(0, 0, w, h)); th != 127 {
		t.Errorf("one grey level: %d, want the middle (127)", th)
	}
}

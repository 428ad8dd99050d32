package calibration

// Lens is a camera's intrinsics and lens distortion, in OpenCV's model
// (pinhole fx, fy, cx, cy; radial k1, k2, k3; tangential p1, p2), for images
// of Width x Height pixels. The zero Lens means "not calibrated": the scanner
// then assumes an ideal lens with the field of view of its settings.
type Lens struct {
	Width  int     `json:"width"`
	Height int     `json:"height"`
	FX     float64 `json:"fx"`
	FY     float64 `json:"fy"`
	CX     float64 `json:"cx"`
	CY     float64 `json:"cy"`
	K1     float64 `json:"k1"`
	K2     float64 `json:"k2"`
	P1     float64 `json:"p1"`
	P2     float64 `json:"p2"`
	K3     float64 `json:"k3"`
	RMS    float64 `json:"rms,omitempty"` // reprojection error of the calibration, pixels
}

// Calibrated tells whether the lens holds measured intrinsics.
func (l Lens) Calibrated() bool { return l.FX > 0 && l.FY > 0 }

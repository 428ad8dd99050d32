package synth

import (
	"fmt"
	"image"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"mecanoid/calibration"
	"mecanoid/engine/dr2d"
	"mecanoid/print"
	"mecanoid/tag"
)

// Category is a family of photos, from easy to hard: how far the camera
// leans, and which photographic troubles are applied.
type Category struct {
	Name      string
	Tilt      [2]float64 // camera tilt from vertical, degrees (min, max)
	AnyRoll   bool       // the picture may be turned any way (else within ±15°)
	Blur      [2]float64 // Gaussian sigma, in QR modules of the nearest tags
	Noise     [2]float64 // sensor noise sigma, 0..255
	Light     float64    // uneven light strength
	Glare     bool       // a lamp's reflection
	Hand      bool       // a hand over part of the board
	JPEG      [2]int     // quality range
	Foreign   float64    // chance of a foreign QR code (a phone, a label) in view
	Hardest   bool       // the "hardest" category of the targets
	TagJitter float64    // tag rotation jitter, degrees

	// Found outside: troubles measured on photos of the project's own
	// prints, each a category of its own.
	LawGlare    bool // a lamp's reflection right on a law token
	CornerRobot bool // a robot on the corner cell farthest from the camera, hiding the marker behind it
	EdgeRobots  bool // every robot on a cell of the board's edge
	// FarMarker: the corner marker farthest from the camera is not read
	// easily (issue 34): covered by a card, out of focus, or in shade and
	// out of focus, by seed (FarMarkerTroubles).
	FarMarker bool

	// Wide: the photo is taken through a wide-angle lens (WideLens), the
	// camera close, the board filling a picture bent at its edges.
	Wide bool
}

// Categories are the bench's categories, easy to hard.
var Categories = []Category{
	{Name: "easy", Tilt: [2]float64{0, 8}, Blur: [2]float64{0.1, 0.2}, Noise: [2]float64{1, 3}, JPEG: [2]int{90, 95}, TagJitter: 8},
	{Name: "perspective", Tilt: [2]float64{15, 35}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, JPEG: [2]int{88, 94}, TagJitter: 12},
	{Name: "lighting", Tilt: [2]float64{0, 25}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, Light: 0.45, Glare: true, JPEG: [2]int{85, 92}, Foreign: 0.3, TagJitter: 12},
	{Name: "blur-noise", Tilt: [2]float64{0, 25}, AnyRoll: true, Blur: [2]float64{0.3, 0.45}, Noise: [2]float64{5, 9}, JPEG: [2]int{75, 85}, Foreign: 0.3, TagJitter: 12},
	{Name: "occlusion", Tilt: [2]float64{0, 25}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, Hand: true, JPEG: [2]int{85, 92}, Foreign: 0.3, TagJitter: 12},
	{Name: "hard", Tilt: [2]float64{20, 35}, AnyRoll: true, Blur: [2]float64{0.25, 0.4}, Noise: [2]float64{4, 7}, Light: 0.4, Glare: true, Hand: true, JPEG: [2]int{75, 85}, Foreign: 0.5, Hardest: true, TagJitter: 15},
	// What was found on photos of real prints (issue 19).
	{Name: "law-glare", Tilt: [2]float64{0, 25}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, Light: 0.3, JPEG: [2]int{85, 92}, TagJitter: 12, LawGlare: true},
	{Name: "corner-robot", Tilt: [2]float64{26, 35}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, JPEG: [2]int{85, 92}, TagJitter: 12, CornerRobot: true},
	{Name: "far-tilt", Tilt: [2]float64{33, 35}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, JPEG: [2]int{85, 92}, TagJitter: 12},
	{Name: "edge-robots", Tilt: [2]float64{15, 35}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, JPEG: [2]int{85, 92}, TagJitter: 12, EdgeRobots: true},
	// A first picture with one corner marker unread (issue 34): at 35° of
	// tilt the far marker is the smallest, the most blurred, the darkest.
	{Name: "far-marker", Tilt: [2]float64{34, 35}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, JPEG: [2]int{85, 92}, TagJitter: 12, FarMarker: true},
	// A wide-angle camera (issue 36): read with its lens file, and without.
	{Name: "wide-lens", Tilt: [2]float64{0, 25}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, JPEG: [2]int{85, 92}, TagJitter: 12, EdgeRobots: true, Wide: true},
}

// CategoryByName finds a category.
func CategoryByName(name string) (Category, bool) {
	for _, c := range Categories {
		if c.Name == name {
			return c, true
		}
	}
	return Category{}, false
}

// Frame sizes of the bench: a 1080p webcam and the Raspberry Pi HQ camera.
var (
	Size1080p = image.Pt(1920, 1080)
	SizeHQ    = image.Pt(4056, 3040)
)

// Options choose one photo.
type Options struct {
	Category  Category
	Size      image.Point
	Seed      uint64
	Columns   int     // board size; 0: chosen from the frame size (5 at 1080p, 12 above)
	Tile      float64 // mm; 0: tag.DefaultTile
	TagSize   float64 // mm; 0: tag.DefaultTagSize
	TagHeight float64 // robot tags above the board, mm; 0: 30
	Robots    int     // 0: 3 to 6
	Laws      int     // 0: 1 to 3

	// BoardText, if set, is the board (a board file's text) instead of a
	// random one; Columns is then its width.
	BoardText string
	// Pieces, if set, are the pieces on the board instead of random ones:
	// a game's position, for frames of a scripted game.
	Pieces []Placement

	// laid, if set, is where each hand laid each piece (a live table's
	// pieces, see LiveTable): then Pieces are all the pieces (none: an
	// empty board), and the photo's other random draws do not depend on
	// them, so that two positions differ only where pieces differ.
	laid map[string]Laid
}

// Laid is how a hand left one piece: off its place's centre, and turned
// off its facing (DR2D) or from north (Netzwerk, whose tags face any way);
// a LiveScene draws its pieces so.
type Laid struct {
	Off  calibration.Point // mm
	Turn float64           // degrees, clockwise
}

// Placement puts one piece on a cell, facing a direction (N, E, S, W).
type Placement struct {
	Payload string
	Col     int
	Row     int
	Facing  string
}

// Piece is a tag the photo shows, with where it truly is.
type Piece struct {
	Payload  string               `json:"payload"`
	Col      int                  `json:"col"`
	Row      int                  `json:"row"`
	Facing   string               `json:"facing"`     // N, E, S, W
	Angle    float64              `json:"angle_deg"`  // true turn of the tag, clockwise from north
	Height   float64              `json:"height_mm"`  // of the tag above the board
	Board    calibration.Point    `json:"board_mm"`   // centre on the board
	Corners  [4]calibration.Point `json:"corners_px"` // TL, TR, BR, BL in the image
	ModulePx float64              `json:"module_px"`  // module side in the image (square root of the area)
	Hidden   float64              `json:"hidden"`     // share of the tag under a hand or a figurine
	// FinderHidden is the largest share of one of the three finder
	// patterns under a hand or a figurine.
	FinderHidden float64 `json:"finder_hidden"`
}

// Unreadable is true when a hand or a figurine hides so much of a tag, or
// enough of one finder pattern, that no decoder could read it: the scan
// must then report the piece missing.
func (p Piece) Unreadable() bool { return p.Hidden > HiddenLimit || p.FinderHidden > FinderLimit }

// FinderLimit is the share of one finder pattern that may be hidden before
// a tag counts as unreadable. Every QR decoder (zxing, zbar, OpenCV) first
// looks for the three finder patterns by their 1:1:3:1:1 runs of dark and
// light; one bitten into is lost, and the code with it, whatever the error
// correction could have restored.
const FinderLimit = 0.1

// HiddenLimit is the share of a tag a hand may cover before the tag counts as
// unreadable in the ground truth. A version 1 code at level Q corrects a
// quarter of its codewords, but one finder pattern hidden is enough to lose
// it, and a figurine or a hand hides a tag from its edge, where the finder
// patterns are.
const HiddenLimit = 0.04

// Truth is the ground truth of one photo.
type Truth struct {
	Name        string             `json:"name"`
	Category    string             `json:"category"`
	Seed        uint64             `json:"seed"`
	Width       int                `json:"width"`
	Height      int                `json:"height"`
	Board       calibration.Board  `json:"board"`
	BoardText   string             `json:"board_text"`
	Camera      calibration.Camera `json:"camera"`
	TagSize     float64            `json:"tag_size_mm"`
	TagHeight   float64            `json:"tag_height_mm"`
	Pieces      []Piece            `json:"pieces"`  // robots and laws
	Markers     []Piece            `json:"markers"` // the four corner markers
	Foreign     []string           `json:"foreign,omitempty"`
	MinModulePx float64            `json:"min_module_px"`
	Hand        bool               `json:"hand,omitempty"`
	// MarkerTrouble is what a far-marker photo did to its far corner
	// marker (one of FarMarkerTroubles), "" otherwise.
	MarkerTrouble string `json:"marker_trouble,omitempty"`
	// Lens is the lens the photo was taken through (its distortion, the
	// camera's focal length and principal point), zero for a pinhole:
	// the truth's corners are where the lens shows them.
	Lens calibration.Lens `json:"lens,omitzero"`
}

// Photo is a generated picture and its ground truth.
type Photo struct {
	Image *image.RGBA
	JPEG  []byte
	Truth Truth
}

var facings = [4]string{"N", "E", "S", "W"}

// Generate makes one photo. The same options give the same bytes.
func Generate(o Options) (*Photo, error) {
	if o.Size == (image.Point{}) {
		o.Size = Size1080p
	}
	if o.Tile == 0 {
		o.Tile = tag.DefaultTile
	}
	if o.TagSize == 0 {
		o.TagSize = tag.DefaultTagSize
	}
	if o.TagHeight == 0 {
		o.TagHeight = 30
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x6d65636e))
	cols := o.Columns
	if cols == 0 {
		cols = 5
		if o.Size.Y >= 2000 {
			cols = 12
		}
	}
	rows := cols
	boardText := o.BoardText
	if boardText == "" {
		boardText = randomBoard(rng, cols, rows)
	}
	b, err := dr2d.ParseBoard("synthetic", []byte(boardText))
	if err != nil {
		return nil, fmt.Errorf("synth: board: %w", err)
	}
	cols, rows = b.Width, b.Height
	cb := calibration.Board{Columns: cols, Rows: rows, Tile: o.Tile, Markers: tag.DefaultMarkers}
	w, h := cb.Size()
	cat := o.Category
	sh := newShot(rng, cat, o.Seed, cb, o.Size)
	sh.t.BoardText, sh.t.TagSize, sh.t.TagHeight = boardText, o.TagSize, o.TagHeight
	sh.noJPEG = o.laid != nil

	// The paper of the board, then the board and its markers.
	m := cb.Markers.Margin() + 8
	print.Rect(sh.flat, -m, -m, w+2*m, h+2*m, print.White)
	drawing := print.BoardDrawing{Tile: o.Tile, Markers: cb.Markers}
	if err := print.DrawBoard(sh.flat, b, drawing, print.Pt{}); err != nil {
		return nil, err
	}
	if err := sh.markers(tag.DR2D, cb.Markers, w, h); err != nil {
		return nil, err
	}
	if cat.FarMarker {
		// Before the pieces: a figurine on the corner cell stands
		// sharp in front of the marker.
		sh.farMarker(FarMarkerTroubles[o.Seed%uint64(len(FarMarkerTroubles))])
	}

	// Pieces on distinct cells: robots on figurines, laws flat.
	nRobots, nLaws := o.Robots, o.Laws
	if nRobots == 0 {
		nRobots = 3 + rng.IntN(4)
	}
	if nLaws == 0 {
		nLaws = 1 + rng.IntN(3)
	}
	place := o.Pieces
	if len(place) == 0 && o.laid == nil {
		cells := rng.Perm(cols * rows)
		switch {
		case cat.CornerRobot:
			cells = first(cells, farCorner(sh.cam, cols, rows, o.Tile))
		case cat.EdgeRobots:
			var edge []int
			for _, c := range cells {
				if x, y := c%cols, c/cols; x == 0 || y == 0 || x == cols-1 || y == rows-1 {
					edge = append(edge, c)
				}
			}
			if len(edge) > nRobots {
				edge = edge[:nRobots]
			}
			cells = first(cells, edge...)
		}
		if nRobots+nLaws > len(cells) {
			return nil, fmt.Errorf("synth: %d pieces do not fit %dx%d cells", nRobots+nLaws, cols, rows)
		}
		for i := range nRobots + nLaws {
			pl := Placement{Col: cells[i]%cols + 1, Row: cells[i]/cols + 1} // facing drawn below
			if i < nRobots {
				pl.Payload = tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: i + 1}.String()
			} else {
				pl.Payload = tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: i - nRobots + 1}.String()
			}
			place = append(place, pl)
		}
	}
	var pieces []Piece
	for _, pl := range place {
		kind, err := tag.Parse(pl.Payload)
		if err != nil {
			return nil, fmt.Errorf("synth: piece %q: %w", pl.Payload, err)
		}
		dir := slices.Index(facings[:], pl.Facing)
		if len(o.Pieces) == 0 && o.laid == nil {
			dir = rng.IntN(4)
		}
		if dir < 0 || pl.Col < 1 || pl.Row < 1 || pl.Col > cols || pl.Row > rows {
			return nil, fmt.Errorf("synth: piece %s at [%d,%d] facing %q: not a cell and facing of this %dx%d board", pl.Payload, pl.Col, pl.Row, pl.Facing, cols, rows)
		}
		col, row := pl.Col, pl.Row
		p := Piece{Payload: pl.Payload, Col: col, Row: row, Height: o.TagHeight, Facing: facings[dir]}
		if kind.Kind != tag.Robot {
			p.Height = 1 // a printed token
		}
		if o.laid != nil {
			l := o.laid[pl.Payload]
			p.Angle = float64(dir)*90 + l.Turn
			p.Board = calibration.Point{X: (float64(col)-0.5)*o.Tile + l.Off.X, Y: (float64(row)-0.5)*o.Tile + l.Off.Y}
			pieces = append(pieces, p)
			continue
		}
		p.Angle = turned(rng, float64(dir)*90, cat.TagJitter)
		// Placed by hand: up to a fifth of the free play around the tag off
		// centre, either way along each side of the cell.
		play := (o.Tile - o.TagSize*math.Sqrt2) / 2
		play = math.Max(play, 2)
		p.Board = calibration.Point{
			X: (float64(col)-0.5)*o.Tile + (rng.Float64()*2-1)*play*0.6,
			Y: (float64(row)-0.5)*o.Tile + (rng.Float64()*2-1)*play*0.6,
		}
		pieces = append(pieces, p)
	}
	err = sh.drawPieces(pieces, o.TagHeight, func(pl tag.Payload) look {
		if pl.Kind == tag.Robot {
			return look{tag: o.TagSize, body: o.TagSize * 0.55}
		}
		return look{tag: o.TagSize}
	})
	if err != nil {
		return nil, err
	}

	// A foreign code: a phone or a label lying on the table beside the board.
	if rng.Float64() < cat.Foreign {
		text := []string{"HTTPS://EXAMPLE.COM/MENU", "TEL:+33123456789", "WIFI:S:CAFE;;", "INV-2026-0042"}[rng.IntN(4)]
		mods, err := print.QRModules(text)
		if err == nil {
			side := o.TagSize * 1.2 * float64(len(mods)+4) / float64(tag.TagModules)
			cx := w + m + side*0.2
			if rng.IntN(2) == 0 {
				cx = -m - side*0.2
			}
			cy := h * (0.2 + 0.6*rng.Float64())
			print.DrawQR(sh.flat, mods, print.Pt{X: cx, Y: cy}, side, rng.Float64()*2*math.Pi, 2)
			sh.t.Foreign = append(sh.t.Foreign, text)
		}
	}

	// Photography: light, glare, hand, defocus, noise, compression.
	sh.light(pieces, w, h)
	if cat.Hand && len(pieces) > 0 {
		target := pieces[rng.IntN(len(pieces))]
		sh.handOver(pieces, target.Board, o.Tile*0.6, w, h)
	}
	return sh.develop(pieces)
}

// first is cells with front moved to its head, the rest in their order.
func first(cells []int, front ...int) []int {
	out := append([]int{}, front...)
	for _, c := range cells {
		if !slices.Contains(front, c) {
			out = append(out, c)
		}
	}
	return out
}

// farCorner is the corner cell (as an index) farthest from the camera:
// the one whose figurine hides the marker beyond it.
func farCorner(cam calibration.Camera, cols, rows int, tile float64) int {
	eye := cam.Centre()
	w, h := float64(cols)*tile, float64(rows)*tile
	best, far := -1.0, 0
	for i, c := range [4][2]float64{{0, 0}, {w, 0}, {w, h}, {0, h}} {
		if d := math.Hypot(c[0]-eye.X, c[1]-eye.Y); d > best {
			best, far = d, [4]int{0, cols - 1, rows*cols - 1, (rows - 1) * cols}[i]
		}
	}
	return far
}

// randomBoard writes a board file of random tiles, walls and a laser: the
// floor the tags lie on, busy like a real board.
func randomBoard(rng *rand.Rand, cols, rows int) string {
	tiles := []string{".", ".", ".", ".", ".", "^", ">", "v", "<", "^+", ">-", "O", "A", "R1", "R2", "T+", "T-", "X"}
	var sb strings.Builder
	fmt.Fprintf(&sb, "name Synthetic %dx%d\nsize %dx%d\n", cols, rows, cols, rows)
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			if x > 0 {
				if rng.IntN(10) == 0 {
					sb.WriteString("|")
				} else {
					sb.WriteString(" ")
				}
			}
			t := tiles[rng.IntN(len(tiles))]
			if rng.IntN(12) == 0 && y < rows-1 {
				t += "_"
			}
			sb.WriteString(t)
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

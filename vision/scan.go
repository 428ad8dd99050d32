package vision

import (
	"errors"
	"fmt"
	"image"
	"math"
	"slices"
	"sort"
	"strings"

	"mecanoid/calibration"
	"mecanoid/internal/poserr"
	"mecanoid/tag"
)

// Scanner turns a picture of the table into a board state: which piece
// stands on which cell, facing which way. It refuses to guess: anything
// doubtful (a tag seen twice, a robot missing, a tag on a cell edge, a
// facing between two directions, a code too small to trust) makes Scan
// return ErrRescan naming the piece and the place, with the state it could
// read for display.
type Scanner struct {
	Game  string            // tag.DR2D, ...: tags of other games are reported as foreign
	Board calibration.Board // the printed board
	// Calibration of the camera; nil: calibrate from the corner markers of
	// each picture (all four must be seen).
	Calibration *calibration.Calibration
	Settings    calibration.Settings // used when calibrating from a picture
	TagSize     float64              // mm; 0: tag.DefaultTagSize
	FlatHeight  float64              // tags lying on the board (laws, tokens), mm; 0: 1
	Expect      []tag.Payload        // pieces that must be on the board (robots, laws not taken): a missing one is an error
	Decoder     Decoder              // nil: QRReader with the best patch reader built in
	// Moved is how far (pixels) the corner markers may drift from the
	// calibration before the scanner recalibrates; 0: 1.5 modules or 6 px.
	Moved float64
	// Layout places the pieces on a board that is not a grid of cells
	// (NetzwerkLayout); nil: Board's cells.
	Layout Layout
}

// ErrRescan: the picture does not give a board state that can be trusted;
// the error says which piece, where, and why.
var ErrRescan = errors.New("vision: rescan needed")

// RescanError lists the problems of a scan.
type RescanError struct{ Problems []Problem }

// Problem is one reason to look again.
// WhyNotSeen is the Problem of a piece expected (Scanner.Expect) and not
// seen: a reader watching the table (a live referee) may take the
// picture as read, the piece missing, and say so.
const WhyNotSeen = "not seen: is its tag covered, or is it off the board?"

type Problem struct {
	Piece string // "robot 3", "corner marker NE", ...
	Place string // "cell [2,5]", "pixel (812,440)", ...
	Why   string
	// The three not yet said, for the reader's language: their English is
	// the strings above (a Problem made elsewhere, a test's, has none).
	PieceMsg, PlaceMsg, WhyMsg poserr.Msg
}

// problem is why piece, at place (none: nothing), is to be looked at again.
func problem(piece, place, why poserr.Msg) Problem {
	return Problem{Piece: piece.String(), Place: place.String(), Why: why.String(), PieceMsg: piece, PlaceMsg: place, WhyMsg: why}
}

// fromNorthWest is where a piece off its places lies on the board (a
// coordinate, written as is in every language).
func fromNorthWest(p calibration.Point) poserr.Msg {
	return poserr.M("%s mm, %s mm from the board's north-west corner", fmt.Sprintf("%.0f", p.X), fmt.Sprintf("%.0f", p.Y))
}

// markersWhy is why the corner markers place no board, not yet said.
func markersWhy(err error) poserr.Msg {
	var me *calibration.MarkersError
	if errors.As(err, &me) && err.Error() == me.Error() {
		return poserr.M("calibration: corner markers: %s", me.Why)
	}
	return poserr.M("%s", err.Error())
}

// and is names joined by "and": "[2,5] and [3,5]".
func and(names []poserr.Msg) poserr.Msg {
	all := names[0]
	for _, n := range names[1:] {
		all = poserr.M("%s and %s", all, n)
	}
	return all
}

func (p Problem) String() string {
	s := p.Piece
	if p.Place != "" {
		s += " at " + p.Place
	}
	return s + ": " + p.Why
}

func (e *RescanError) Error() string {
	var b strings.Builder
	b.WriteString("vision: rescan needed:")
	for _, p := range e.Problems {
		b.WriteString("\n  " + p.String())
	}
	return b.String()
}

// Is makes errors.Is(err, ErrRescan) true.
func (e *RescanError) Is(target error) bool { return target == ErrRescan }

// Piece is a tag read on the board.
type Piece struct {
	Tag    tag.Payload       `json:"-"`
	Text   string            `json:"tag"`
	Label  string            `json:"piece"`
	Col    int               `json:"col"` // 1-based, as in board files
	Row    int               `json:"row"`
	Facing string            `json:"facing"` // N, E, S, W; a Directed layout's directions (N, NE, SE, S, SW, NW)
	Angle  float64           `json:"angle_deg"`
	Board  calibration.Point `json:"board_mm"`        // centre on the board
	Place  string            `json:"place,omitempty"` // with a Layout: "square [2,5]", "corner [3,4]"
	// PlaceMsg is Place not yet said, for the reader's language.
	PlaceMsg poserr.Msg `json:"-"`
	// Confidence is 1 for a tag in the middle of its cell facing squarely,
	// falling towards 0 as it nears a cell edge or a diagonal.
	Confidence float64 `json:"confidence"`
	Code       Code    `json:"-"`
}

// State is what a scan read.
type State struct {
	Pieces       []Piece                  `json:"pieces"`
	Codes        []Code                   `json:"-"` // every code decoded
	Foreign      []Code                   `json:"-"` // codes that are not pieces of this game
	Markers      int                      `json:"markers_seen"`
	Calibration  *calibration.Calibration `json:"-"`
	Recalibrated bool                     `json:"recalibrated,omitempty"` // the board or camera had moved
	Warnings     []string                 `json:"warnings,omitempty"`
	// warnings are Warnings not yet said, for the reader's language
	// (WriteText); a state read back from JSON has only their English.
	warnings []poserr.Msg
	// Frame names the frame read (a file, a camera's frame number), as
	// the source gives it: the journal keeps it with the scan.
	Frame string `json:"frame,omitempty"`
	// CarriedOver: only the places where the frame changed were read
	// again (ScanChanged), the rest carried over from the state before.
	CarriedOver bool `json:"carried_over,omitempty"`

	trusted bool   // returned without a problem: ScanChanged may carry it over
	marks   []mark // the corner markers as this frame showed them
}

// Thresholds of doubt.
const (
	// StraddleMargin: a tag whose centre is this close to a cell edge (share
	// of a tile) may be on either cell.
	StraddleMargin = 0.12
	// MaxFacingOff: a tag turned more than this (degrees) from the nearest
	// direction faces no direction clearly.
	MaxFacingOff = 30.0
	// MinModulePx: codes read with smaller modules are not trusted for
	// their position (zxing can decode a code it cannot place well).
	MinModulePx = 1.5
)

var facingNames = [4]string{"N", "E", "S", "W"}

// Standing tells whether tags of kind k stand on figurines, at the
// settings' TagHeight (robots, SimulacreS characters), rather than lying
// on the board (laws, batteries, tiles).
func Standing(k tag.Kind) bool { return k == tag.Robot || k == tag.Figurine }

// Scan reads one picture.
func (s *Scanner) Scan(img image.Image) (*State, error) {
	g := Gray(img)
	codes, err := s.decode(g)
	if err != nil {
		return nil, err
	}
	return s.read(g, codes)
}

// tagSize and flat are the Scanner's sizes with their defaults.
func (s *Scanner) tagSize() float64 {
	if s.TagSize == 0 {
		return tag.DefaultTagSize
	}
	return s.TagSize
}

func (s *Scanner) flat() float64 {
	if s.FlatHeight == 0 {
		return 1
	}
	return s.FlatHeight
}

// decoder is the Decoder of pictures of g's size.
func (s *Scanner) decoder(g *image.Gray) Decoder {
	if s.Decoder != nil {
		return s.Decoder
	}
	r := DefaultReader()
	if s.Calibration != nil && s.Calibration.Width == g.Rect.Dx() && s.Calibration.Height == g.Rect.Dy() {
		r.ModulePx = s.Calibration.ModulePx(s.tagSize(), s.Calibration.TagHeight)
	}
	return r
}

// frameBudget bounds the harder looks at one frame (a Budget's pixels):
// Search takes at most searchBudget of it, the targeted look at flat
// tags what is left. About 145 ms of one core.
const frameBudget = 18 << 20

// decode finds the codes of the whole picture, looking harder where an
// expected piece or a corner marker is missing.
func (s *Scanner) decode(g *image.Gray) ([]Code, error) {
	tagSize, flat := s.tagSize(), s.flat()
	dec := s.decoder(g)
	codes, err := dec.Decode(g)
	if err != nil {
		return nil, err
	}
	if s.Calibration == nil && s.Decoder == nil {
		// A first frame: the harder looks read at the scale its corner
		// markers' pose gives, as later frames' do.
		if cal := s.pose(g, codes); cal != nil {
			r := DefaultReader()
			r.ModulePx = cal.ModulePx(tagSize, cal.TagHeight)
			dec = r
		}
	}
	// One budget for every harder look at this frame: a piece truly
	// hidden costs a bounded time before the frame is refused.
	b := NewBudget(frameBudget)
	if sr, ok := dec.(Searcher); ok {
		for _, area := range s.searchAreas(g, codes) {
			codes = append(codes, sr.Search(area.img, codes, Goal{Enough: area.enough, Budget: b})...)
		}
	}
	if ps, ok := dec.(PlaneSearcher); ok {
		if p, ok := s.flatPlane(g, codes, flat, tagSize); ok {
			codes = append(codes, ps.SearchPlane(g, p, codes, b)...)
		}
	}
	return codes, nil
}

// read makes the board state of the codes found in g: the corner markers
// place the board, each piece on its cell, and every doubt a Problem.
func (s *Scanner) read(g *image.Gray, codes []Code) (*State, error) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	flat := s.flat()
	var err error
	st := &State{Codes: codes}
	var problems []Problem
	var markers []calibration.Marker
	var pieces []Code
	var kinds []tag.Payload
	seenAt := map[string]Code{}
	for _, c := range codes {
		p, err := tag.Parse(c.Text)
		if err != nil || (s.Game != "" && p.Game != s.Game) || p.Kind == tag.Sheet {
			st.Foreign = append(st.Foreign, c)
			continue
		}
		if prev, dup := seenAt[c.Text]; dup {
			problems = append(problems, problem(p.LabelMsg(), poserr.M("pixels %s and %s", prev.Centre().String(), c.Centre().String()),
				poserr.M("the same tag is seen twice: remove the copy")))
			continue
		}
		seenAt[c.Text] = c
		if p.Kind == tag.Corner {
			if p.ID < 0 || p.ID > 3 {
				st.Foreign = append(st.Foreign, c)
				continue
			}
			markers = append(markers, calibration.Marker{Corner: p.ID, Corners: c.Corners})
			continue
		}
		pieces = append(pieces, c)
		kinds = append(kinds, p)
	}
	st.Markers = len(markers)

	// Where is the board?
	cal := s.Calibration
	if cal != nil && (cal.Width != w || cal.Height != h) {
		return nil, fmt.Errorf("vision: the calibration is for %dx%d pictures, this one is %dx%d: calibrate again", cal.Width, cal.Height, w, h)
	}
	settings := s.Settings
	if settings.TagHeight == 0 && cal != nil {
		settings.TagHeight = cal.TagHeight
	}
	if settings.TagHeight == 0 {
		settings.TagHeight = DefaultTagHeight
	}
	switch {
	case cal == nil:
		// A measured lens knows the camera, and so does a field of view
		// given (--fov): three markers' twelve corners will do.
		need, why := 4, poserr.M("the board cannot be located without its four corner markers (three, once the camera is calibrated or its field of view given: --fov)")
		if settings.Lens.Calibrated() || s.Settings.FOV > 0 {
			need, why = 3, poserr.M("the board cannot be located without three of its four corner markers")
		}
		fromFOV := !settings.Lens.Calibrated() && s.Settings.FOV > 0 && settings.Focal == 0 && len(markers) < 4
		if fromFOV {
			settings.Focal = calibration.FocalFromFOV(w, s.Settings.FOV)
			settings.FocalFrom = "field of view"
		}
		if len(markers) < need {
			if other, n := otherGame(st.Foreign, s.Game); len(markers) == 0 && n >= 2 {
				// Another game's board: say what it is, not the four
				// corners it does not have.
				problems = append(problems, problem(poserr.M("the photo"), poserr.Msg{},
					poserr.M("this is a photo of %s: %d of its tags seen, no corner marker of this game: give that game (--game %s) or this game's photos",
						poserr.M(tag.GameTitle(other)), n, tag.GameName(other))))
				return st, &RescanError{Problems: problems}
			}
			problems = append(problems, missingMarkers(markers, why)...)
			return st, &RescanError{Problems: problems}
		}
		cal, err = calibration.Solve(s.Board, markers, w, h, settings)
		if err != nil {
			return st, &RescanError{Problems: append(problems, problem(poserr.M("corner markers"), poserr.Msg{}, markersWhy(err)))}
		}
		st.warn(hiddenMarkers(markers)...)
	case len(markers) == 0:
		st.warn(poserr.M("no corner marker in view: cannot check that the board and camera did not move"))
	default:
		limit := s.Moved
		if limit == 0 {
			limit = math.Max(6, 1.5*cal.ModulePx(s.Board.Markers.Size, 0))
		}
		if moved := cal.Moved(markers); moved > limit {
			if len(markers) < 3 {
				problems = append(problems, missingMarkers(markers, poserr.M("the board or camera moved (%.0f px): three corner markers are needed to place it again", moved))...)
				return st, &RescanError{Problems: problems}
			}
			// The camera is the one calibrated: its lens stays, and with
			// its focal three markers place the board (a figurine may
			// hide one); four measure the focal again (a zoom turned).
			settings.Lens = cal.Lens
			if len(markers) < 4 {
				settings.Focal = cal.Camera.F
			}
			re, err := calibration.Solve(s.Board, markers, w, h, settings)
			if err != nil {
				return st, &RescanError{Problems: append(problems, problem(poserr.M("corner markers"), poserr.Msg{}, markersWhy(err)))}
			}
			cal = re
			st.Recalibrated = true
			st.warn(hiddenMarkers(markers)...)
		}
	}
	st.Calibration = cal

	// Each piece on its cell.
	var aside []string // with a Layout: pieces beside the board
	bw, bh := s.Board.Size()
	tile := s.Board.Tile
	for i, c := range pieces {
		p := kinds[i]
		height := flat
		if Standing(p.Kind) {
			height = settings.TagHeight
		}
		toBoard, err := cal.ImageToBoardAt(height)
		if err != nil {
			problems = append(problems, problem(p.LabelMsg(), poserr.M("pixel %s", c.Centre().String()), poserr.M("cannot be placed on the board plane")))
			continue
		}
		var corners [4][2]float64
		for k, q := range c.Corners {
			b := toBoard(q)
			corners[k] = [2]float64{b.X, b.Y}
		}
		centre := calibration.Point{X: (corners[0][0] + corners[1][0] + corners[2][0] + corners[3][0]) / 4,
			Y: (corners[0][1] + corners[1][1] + corners[2][1] + corners[3][1]) / 4}
		angle := tag.Angle(corners[0], corners[1], corners[2], corners[3])
		names := facingNames[:]
		if s.Layout != nil {
			names, _ = facings(s.Layout) // a Directed layout's directions
		}
		dir, off := tag.Sector(angle, len(names))
		piece := Piece{Tag: p, Text: c.Text, Label: p.Label(), Facing: names[dir], Angle: angle * 180 / math.Pi,
			Board: centre, Code: c}
		if s.Layout != nil {
			pr, onBoard := s.placeOnLayout(&piece, p, c, dir, off)
			if pr != nil {
				problems = append(problems, *pr)
			}
			switch {
			case !onBoard:
				aside = append(aside, p.String())
				st.warn(poserr.M("%s lies beside the board: taken as off the board", p.LabelMsg()))
			case piece.Place != "":
				st.Pieces = append(st.Pieces, piece)
			}
			continue
		}
		if centre.X < 0 || centre.Y < 0 || centre.X >= bw || centre.Y >= bh {
			problems = append(problems, problem(p.LabelMsg(), fromNorthWest(centre), poserr.M("off the board")))
			continue
		}
		piece.Col, piece.Row = int(centre.X/tile)+1, int(centre.Y/tile)+1
		fx, fy := centre.X/tile-float64(piece.Col-1), centre.Y/tile-float64(piece.Row-1) // 0..1 inside the cell
		edge := math.Min(math.Min(fx, 1-fx), math.Min(fy, 1-fy))
		offDeg := off * 180 / math.Pi
		piece.Confidence = math.Max(0, math.Min(edge/0.5, 1-offDeg/45))
		place := poserr.M("cell [%d,%d]", piece.Col, piece.Row)
		switch {
		case edge < StraddleMargin:
			problems = append(problems, problem(p.LabelMsg(), place,
				poserr.M("straddles cells %s: put it in the middle of its cell", straddles(piece.Col, piece.Row, fx, fy))))
		case offDeg > MaxFacingOff:
			second := facingNames[(dir+1)%4]
			if math.Remainder(angle-float64(dir)*math.Pi/2, 2*math.Pi) < 0 {
				second = facingNames[(dir+3)%4]
			}
			problems = append(problems, problem(p.LabelMsg(), place,
				poserr.M("faces between %s and %s (%.0f°): turn it square", poserr.M(facingNames[dir]), poserr.M(second), piece.Angle)))
		case c.ModulePx < MinModulePx:
			problems = append(problems, problem(p.LabelMsg(), place, tooSmall(c)))
		}
		st.Pieces = append(st.Pieces, piece)
	}
	sort.Slice(st.Pieces, func(i, j int) bool {
		a, b := st.Pieces[i].Tag, st.Pieces[j].Tag
		if a.Kind != b.Kind {
			return a.Kind > b.Kind // robots (R) before laws (L) and batteries (B)
		}
		return a.ID < b.ID
	})

	// Two robots on one cell, and pieces that should be there.
	at := map[[2]int]poserr.Msg{}
	have := map[string]bool{}
	for _, text := range aside {
		have[text] = true
	}
	if s.Layout != nil {
		problems = append(problems, shared(st.Pieces)...)
	}
	for _, p := range st.Pieces {
		have[p.Text] = true
		if p.Tag.Kind != tag.Robot || s.Layout != nil {
			continue
		}
		k := [2]int{p.Col, p.Row}
		if other, ok := at[k]; ok {
			problems = append(problems, problem(p.Tag.LabelMsg(), poserr.M("cell [%d,%d]", p.Col, p.Row), poserr.M("shares its cell with %s", other)))
		}
		at[k] = p.Tag.LabelMsg()
	}
	for _, want := range s.Expect {
		if !have[want.String()] && !hasProblemFor(problems, want.Label()) {
			problems = append(problems, problem(want.LabelMsg(), poserr.Msg{}, poserr.M(WhyNotSeen)))
		}
	}
	if len(problems) > 0 {
		return st, &RescanError{Problems: problems}
	}
	st.trusted = true
	st.marks = s.marks(g, codes)
	return st, nil
}

// DefaultTagHeight is how high robot tags sit above the board (on top of
// figurines), in millimetres, unless told otherwise.
const DefaultTagHeight = 30.0

// missing tells whether codes lack an expected piece or a corner marker:
// worth a harder look.
func (s *Scanner) missing(codes []Code) (pieces bool, corners []int) {
	seen := map[string]bool{}
	var have [4]bool
	for _, c := range codes {
		seen[c.Text] = true
		if p, err := tag.Parse(c.Text); err == nil && p.Kind == tag.Corner && p.ID >= 0 && p.ID < 4 && (s.Game == "" || p.Game == s.Game) {
			have[p.ID] = true
		}
	}
	for _, want := range s.Expect {
		if !seen[want.String()] {
			pieces = true
		}
	}
	// The corner markers are always on the board: without a calibration
	// they locate it, with one they tell whether the camera moved.
	for k, ok := range have {
		if !ok {
			corners = append(corners, k)
		}
	}
	return pieces, corners
}

// A searchArea is a part of a picture where a second look may find what
// the first missed, and what it looks for there.
type searchArea struct {
	img    *image.Gray
	enough func([]Code) bool
}

// searchAreas are the parts of g where a second look may find what the
// first missed. With a pose for this picture (a calibration, or on a first
// frame the one its corner markers give): the board, from the
// table to the height of the tags, with a tile of margin, for the missing
// pieces; around each missing corner marker, where it should be (with a
// marker's width of margin: the camera may have moved a little), for that
// marker. Without one: the whole picture, for everything missing.
func (s *Scanner) searchAreas(g *image.Gray, codes []Code) []searchArea {
	pieces, corners := s.missing(codes)
	if !pieces && len(corners) == 0 {
		return nil
	}
	whole := []searchArea{{g, func(codes []Code) bool {
		pieces, corners := s.missing(codes)
		return !pieces && len(corners) == 0
	}}}
	cal := s.pose(g, codes)
	if cal == nil {
		return whole
	}
	w, h := s.Board.Size()
	var areas []searchArea
	add := func(enough func([]Code) bool, x0, y0, x1, y1 float64, heights ...float64) bool {
		var pts []calibration.Point
		for _, ht := range heights {
			for _, q := range []calibration.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}} {
				pts = append(pts, cal.BoardToImage(q, ht))
			}
		}
		a, ok := subImage(g, pts)
		if ok {
			areas = append(areas, searchArea{a, enough})
		}
		return ok
	}
	if pieces {
		m := s.Board.Tile
		allPieces := func(codes []Code) bool {
			pieces, _ := s.missing(codes)
			return !pieces
		}
		if !add(allPieces, -m, -m, w+m, h+m, 0, cal.TagHeight) {
			return whole
		}
	}
	for _, k := range corners {
		x, y := s.Board.Markers.Centre(k, w, h)
		r := 1.5 * s.Board.Markers.Size
		marker := func(codes []Code) bool {
			_, corners := s.missing(codes)
			return !slices.Contains(corners, k)
		}
		if !add(marker, x-r, y-r, x+r, y+r, 0) {
			return whole
		}
	}
	return areas
}

// pose is the calibration a targeted look places the board by: the
// scanner's, or on a game's first frame (none yet) the one its corner
// markers give, solved as read solves it (three markers with a lens or a
// field of view); nil when they place no board, which read then says.
func (s *Scanner) pose(g *image.Gray, codes []Code) *calibration.Calibration {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if cal := s.Calibration; cal != nil {
		if cal.Width != w || cal.Height != h {
			return nil
		}
		return cal
	}
	var markers []calibration.Marker
	seen := [4]bool{}
	for _, c := range codes {
		p, err := tag.Parse(c.Text)
		if err != nil || (s.Game != "" && p.Game != s.Game) || p.Kind != tag.Corner || p.ID < 0 || p.ID > 3 || seen[p.ID] {
			continue
		}
		seen[p.ID] = true
		markers = append(markers, calibration.Marker{Corner: p.ID, Corners: c.Corners})
	}
	settings := s.Settings
	if settings.TagHeight == 0 {
		settings.TagHeight = DefaultTagHeight
	}
	if !settings.Lens.Calibrated() && settings.FOV > 0 && settings.Focal == 0 && len(markers) < 4 {
		settings.Focal = calibration.FocalFromFOV(w, settings.FOV)
	}
	cal, err := calibration.Solve(s.Board, markers, w, h, settings)
	if err != nil {
		return nil
	}
	return cal
}

// flatPlane is where a targeted look may find the expected pieces lying
// flat (laws, tokens) that no look has read yet: the board at their
// height, over the cells where no piece was read (with a margin for a
// tag near its cell's edge), to be seen from straight above. It needs a
// pose for this picture (a first frame's from its corner markers); ok is
// false when no flat piece is missing.
func (s *Scanner) flatPlane(g *image.Gray, codes []Code, flat, tagSize float64) (p Plane, ok bool) {
	seen := map[string]bool{}
	for _, c := range codes {
		seen[c.Text] = true
	}
	want := map[string]bool{}
	for _, e := range s.Expect {
		if !Standing(e.Kind) && e.Kind != tag.Corner && !seen[e.String()] {
			want[e.String()] = true
		}
	}
	if len(want) == 0 {
		return p, false
	}
	cal := s.pose(g, codes)
	if cal == nil {
		return p, false
	}
	toPlane, err := cal.ImageToBoardAt(flat)
	if err != nil {
		return p, false
	}
	robotHeight := cal.TagHeight
	if robotHeight == 0 {
		robotHeight = DefaultTagHeight
	}
	toRobot, err := cal.ImageToBoardAt(robotHeight)
	if err != nil {
		return p, false
	}
	w, h := s.Board.Size()
	tile := s.Board.Tile
	p = Plane{ToPlane: toPlane, ToImage: func(q calibration.Point) calibration.Point { return cal.BoardToImage(q, flat) },
		Min: calibration.Point{X: 0, Y: 0}, Max: calibration.Point{X: w, Y: h}, ModuleMM: tagSize / tag.TagModules, Want: want}
	if s.Layout != nil || tile <= 0 || s.Board.Columns <= 0 || s.Board.Rows <= 0 {
		return p, true // no grid of cells: the whole board
	}
	// The cells a piece was read on are taken.
	taken := map[[2]int]bool{}
	for _, c := range codes {
		pl, err := tag.Parse(c.Text)
		if err != nil || pl.Kind == tag.Corner || pl.Kind == tag.Sheet {
			continue
		}
		at := toPlane(c.Centre())
		if Standing(pl.Kind) {
			at = toRobot(c.Centre())
			// Its figurine: from the tag down to the board, taken as
			// a little wider than the tag's printed square.
			var top, foot [4]calibration.Point
			grow := float64(figurineModules) / tag.QRModules
			for i, k := range c.Corners {
				foot[i] = at.Add(toRobot(k).Sub(at).Scale(grow))
				top[i] = toPlane(cal.BoardToImage(foot[i], robotHeight))
			}
			p.Masks = append(p.Masks, foot, top)
			for i := range 4 {
				j := (i + 1) % 4
				p.Masks = append(p.Masks, [4]calibration.Point{top[i], top[j], foot[j], foot[i]})
			}
		}
		taken[[2]int{int(math.Floor(at.X / tile)), int(math.Floor(at.Y / tile))}] = true
	}
	// Where the picture shows a flat tag at planeMaxModulePx or more, the
	// other looks read it as well as this one would.
	modMM := tagSize / tag.TagModules
	small := func(col, row int) bool {
		c := calibration.Point{X: (float64(col) + 0.5) * tile, Y: (float64(row) + 0.5) * tile}
		a := cal.BoardToImage(c, flat)
		dx := cal.BoardToImage(c.Add(calibration.Point{X: modMM}), flat).Sub(a).Len()
		dy := cal.BoardToImage(c.Add(calibration.Point{Y: modMM}), flat).Sub(a).Len()
		return math.Min(dx, dy) < planeMaxModulePx
	}
	x0, y0, x1, y1 := s.Board.Columns, s.Board.Rows, -1, -1
	for col := range s.Board.Columns {
		for row := range s.Board.Rows {
			if !taken[[2]int{col, row}] && small(col, row) {
				x0, y0, x1, y1 = min(x0, col), min(y0, row), max(x1, col), max(y1, row)
			}
		}
	}
	if x1 < 0 {
		return p, false
	}
	m := planeMargin * tile
	p.Min = calibration.Point{X: float64(x0)*tile - m, Y: float64(y0)*tile - m}
	p.Max = calibration.Point{X: float64(x1+1)*tile + m, Y: float64(y1+1)*tile + m}
	return p, true
}

// figurineModules is the width, in modules, of the figurine under a
// robot tag as the targeted look paints it out: the tag's printed square
// (tag.TagModules) and a module on either side.
const figurineModules = tag.TagModules + 2

// planeMaxModulePx: the targeted look reads the free cells where a flat
// tag's modules are narrower than this in the picture (pixels, along the
// board's rows or columns): far from the camera, foreshortened.
const planeMaxModulePx = 4.5

// planeMargin: the targeted look's margin around the free cells, in
// tiles: a tag whose centre is in its cell may reach this far beyond it.
const planeMargin = 0.4

// subImage is the part of g bounding pts (image pixels).
func subImage(g *image.Gray, pts []calibration.Point) (*image.Gray, bool) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		minX, maxX = math.Min(minX, p.X), math.Max(maxX, p.X)
		minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
	}
	if math.IsNaN(minX+minY+maxX+maxY) || math.IsInf(minX+minY+maxX+maxY, 0) {
		return nil, false
	}
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Add(g.Rect.Min).Intersect(g.Rect)
	if r.Dx() < 32 || r.Dy() < 32 {
		return nil, false
	}
	return g.SubImage(r).(*image.Gray), true
}

func hasProblemFor(ps []Problem, piece string) bool {
	for _, p := range ps {
		if p.Piece == piece {
			return true
		}
	}
	return false
}

// warn adds what the scan warns of, in English and not yet said.
func (st *State) warn(ms ...poserr.Msg) {
	for _, m := range ms {
		st.Warnings = append(st.Warnings, m.String())
		st.warnings = append(st.warnings, m)
	}
}

// hiddenMarkers warns of each corner marker the board was placed without.
func hiddenMarkers(seen []calibration.Marker) []poserr.Msg {
	if len(seen) >= 4 {
		return nil
	}
	var ms []poserr.Msg
	for _, p := range missingMarkers(seen, poserr.Msg{}) {
		ms = append(ms, poserr.M("%s not seen (hidden by a figurine?): the board was placed from the other corner markers", p.PieceMsg))
	}
	return ms
}

// otherGame is the game most of the foreign codes name, when it is not
// game, and how many name it ("" when none does).
func otherGame(foreign []Code, game string) (string, int) {
	count := map[string]int{}
	best := ""
	for _, c := range foreign {
		p, err := tag.Parse(c.Text)
		if err != nil || game == "" || p.Game == game {
			continue
		}
		count[p.Game]++
		if count[p.Game] > count[best] || count[p.Game] == count[best] && p.Game < best {
			best = p.Game
		}
	}
	return best, count[best]
}

func missingMarkers(seen []calibration.Marker, why poserr.Msg) []Problem {
	var have [4]bool
	for _, m := range seen {
		have[m.Corner] = true
	}
	var out []Problem
	for k, ok := range have {
		if !ok {
			out = append(out, problem(poserr.M("corner marker %s", calibration.CornerNames[k]), poserr.Msg{}, why))
		}
	}
	return out
}

// straddles names the places (cells, squares) a tag near an edge may be
// on: "[2,5] and [3,5]".
func straddles(col, row int, fx, fy float64) poserr.Msg {
	dc, dr := 0, 0
	switch {
	case fx < StraddleMargin:
		dc = -1
	case 1-fx < StraddleMargin:
		dc = 1
	}
	switch {
	case fy < StraddleMargin:
		dr = -1
	case 1-fy < StraddleMargin:
		dr = 1
	}
	places := []poserr.Msg{poserr.M("[%d,%d]", col, row)}
	if dc != 0 {
		places = append(places, poserr.M("[%d,%d]", col+dc, row))
	}
	if dr != 0 {
		places = append(places, poserr.M("[%d,%d]", col, row+dr))
	}
	if dc != 0 && dr != 0 {
		places = append(places, poserr.M("[%d,%d]", col+dc, row+dr))
	}
	return and(places)
}

// tooSmall is the problem of a code read too small to trust.
func tooSmall(c Code) poserr.Msg {
	return poserr.M("read too small to trust (%.1f px per module)", c.ModulePx)
}

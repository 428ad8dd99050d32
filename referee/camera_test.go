package referee_test

import (
	"context"
	"errors"
	"fmt"
	"image"
	gamedr2d "mecanoid/game/dr2d"
	"strings"
	"testing"
	"time"

	"mecanoid/calibration"
	"mecanoid/engine/dr2d"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

// unplugged is a table whose camera gives no picture for a while, from
// its fail-th look on.
type unplugged struct {
	referee.Table
	looks, fail, down int
}

func (u *unplugged) Look(ctx context.Context) (*vision.State, error) {
	u.looks++
	if u.looks >= u.fail && u.down > 0 {
		u.down--
		return nil, fmt.Errorf("%w: /dev/video0: no such device", referee.ErrCamera)
	}
	return u.Table.Look(ctx)
}

// The camera unplugged in the middle of a game: the players are told, the
// referee tries again, and the game goes on to its end when it is back.
func TestCameraUnpluggedMidGame(t *testing.T) {
	b := testBoard(t)
	start, err := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{
		{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7},
		{ID: 2, Cell: dr2d.Cell{X: 4, Y: 5}, Facing: dr2d.North, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	var after *dr2d.State
	cam := &unplugged{Table: &table{want: func() *dr2d.State { return after }}, fail: 2, down: 25}
	game := &gamedr2d.DR2D{Board: b}
	ref := &referee.Referee[*dr2d.State]{Game: game, Displays: []talk.Display{rec}, Table: cam, CameraWait: time.Millisecond}
	game.Programs = gamedr2d.NewBot(1, game.State)
	ref.Displays = append(ref.Displays, displayFunc(func(u talk.Update) {
		if u.Kind == talk.UpdateInstruct {
			after = stateFromJSON(t, b, u.State)
		}
	}))
	end, err := ref.Play(context.Background(), start)
	if err != nil {
		t.Fatal(err)
	}
	if !end.Over() {
		t.Fatal("game not over")
	}
	var lost, back int
	for _, u := range rec.updates {
		switch {
		case u.Kind == talk.UpdateMessage && strings.Contains(u.Text, "no picture from the camera") && strings.Contains(u.Text, "/dev/video0: no such device"):
			lost++
		case u.Kind == talk.UpdateMessage && u.Text == "the camera is back":
			back++
		}
	}
	// Told at the first failure and every tenth: 25 failures → 3 messages.
	if lost != 3 || back != 1 {
		t.Errorf("%d 'no picture' and %d 'back' messages, want 3 and 1", lost, back)
	}
	if cam.down != 0 {
		t.Errorf("%d failures left: the camera was not retried", cam.down)
	}

	// A camera that never comes back, with a bound: the turn fails with ErrCamera.
	cam = &unplugged{Table: cam.Table, fail: 1, down: 100}
	ref.Table, ref.CameraTries = cam, 5
	if _, err := ref.Step(context.Background(), start); !errors.Is(err, referee.ErrCamera) {
		t.Errorf("err = %v, want ErrCamera", err)
	} else if cam.down != 95 {
		t.Errorf("%d attempts, want 5", 100-cam.down)
	}
	// Without a bound, the players stop the game: ErrStopped.
	cam = &unplugged{Table: cam.Table, fail: 1, down: 1 << 30}
	ref.Table, ref.CameraTries = cam, 0
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := ref.Step(ctx, start); !errors.Is(err, referee.ErrStopped) {
		t.Errorf("err = %v, want ErrStopped", err)
	}
}

// failing is a camera that breaks after n frames.
type failing struct {
	frames int
	closed bool
}

func (f *failing) Next(ctx context.Context) (vision.Frame, error) {
	if f.frames == 0 {
		return vision.Frame{}, errors.New("read /dev/video0: no such device")
	}
	f.frames--
	return vision.Frame{Image: image.NewGray(image.Rect(0, 0, 64, 48)), Name: "frame"}, nil
}

func (f *failing) Close() error { f.closed = true; return nil }

// A camera that fails is closed and opened again at the next look.
func TestCameraReopens(t *testing.T) {
	first := &failing{}
	var opened []*failing
	cam := &referee.Camera{
		Source:  first,
		Scanner: &vision.Scanner{Game: tag.DR2D, Board: calibration.Board{Columns: 5, Rows: 5, Tile: tag.DefaultTile, Markers: tag.DefaultMarkers}},
		Open: func() (vision.Source, error) {
			if len(opened) == 0 {
				opened = append(opened, nil)
				return nil, errors.New("open /dev/video0: no such file or directory")
			}
			f := &failing{frames: 1}
			opened = append(opened, f)
			return f, nil
		},
	}
	ctx := context.Background()
	if _, err := cam.Look(ctx); !errors.Is(err, referee.ErrCamera) || !first.closed {
		t.Fatalf("err = %v (closed %v), want ErrCamera and the source closed", err, first.closed)
	}
	if _, err := cam.Look(ctx); !errors.Is(err, referee.ErrCamera) || !strings.Contains(err.Error(), "no such file") {
		t.Fatalf("err = %v, want the failed reopening", err)
	}
	// Plugged back in: a frame arrives and is read (a blank one: no board).
	_, err := cam.Look(ctx)
	if errors.Is(err, referee.ErrCamera) || err == nil || len(opened) != 2 {
		t.Fatalf("err = %v after %d openings, want the scanner's verdict on the new camera's frame", err, len(opened))
	}
}

// blankFrames gives blank frames for a scripted decoder to read.
type blankFrames struct{ n int }

func (b *blankFrames) Next(ctx context.Context) (vision.Frame, error) {
	b.n++
	return vision.Frame{Image: image.NewGray(image.Rect(0, 0, 1920, 1080)), Name: fmt.Sprintf("frame %d", b.n)}, nil
}

func (b *blankFrames) Close() error { return nil }

// scripted reads, at its i-th call, the codes of its i-th frame.
type scripted struct {
	frames [][]vision.Code
	i      int
}

func (s *scripted) Decode(*image.Gray) ([]vision.Code, error) {
	s.i++
	return s.frames[s.i-1], nil
}

// view is what a camera over a 5x5 board sees, for a scripted decoder.
type view struct {
	b   calibration.Board
	cam calibration.Camera
}

func newView() view {
	b := calibration.Board{Columns: 5, Rows: 5, Tile: tag.DefaultTile, Markers: tag.DefaultMarkers}
	w, h := b.Size()
	return view{b, calibration.LookAt(calibration.Vec{X: w / 2, Y: h/2 + 250, Z: -650}, calibration.Vec{X: w / 2, Y: h / 2}, 0, 1500, 1920, 1080)}
}

func (v view) code(text string, pts [4][2]float64, height float64) vision.Code {
	c := vision.Code{Text: text}
	for i, p := range pts {
		c.Corners[i] = v.cam.Project(calibration.Vec{X: p[0], Y: p[1], Z: -height})
	}
	c.ModulePx = vision.ModulePx(c.Corners)
	return c
}

func (v view) markers(which ...int) []vision.Code {
	w, h := v.b.Size()
	var out []vision.Code
	for _, k := range which {
		out = append(out, v.code(tag.Payload{Game: tag.DR2D, Kind: tag.Corner, ID: k}.String(), v.b.Markers.Corners(k, w, h), 0))
	}
	return out
}

// piece is a tag facing north in the middle of cell [col,row].
func (v view) piece(kind tag.Kind, id, col, row int) vision.Code {
	half := tag.ModuleSize(tag.DefaultTagSize) * tag.QRModules / 2
	x, y := (float64(col)-0.5)*tag.DefaultTile, (float64(row)-0.5)*tag.DefaultTile
	height := 1.0
	if kind == tag.Robot {
		height = 30
	}
	return v.code(tag.Payload{Game: tag.DR2D, Kind: kind, ID: id}.String(),
		[4][2]float64{{x - half, y - half}, {x + half, y - half}, {x + half, y + half}, {x - half, y + half}}, height)
}

// The first frame's pose is kept: a later frame whose corner marker a
// figurine on the corner cell hides is read from the other three, where
// a camera without calibration used to need all four in every frame.
func TestCameraKeepsThePose(t *testing.T) {
	v := newView()
	dec := &scripted{frames: [][]vision.Code{
		append(v.markers(0, 1, 2, 3), v.piece(tag.Robot, 1, 3, 3)),
		append(v.markers(1, 2, 3), v.piece(tag.Robot, 1, 1, 1)), // robot 1 on the NW cell hides the NW marker
	}}
	c := &referee.Camera{Source: &blankFrames{}, Scanner: &vision.Scanner{Game: tag.DR2D, Board: v.b, Decoder: dec,
		Settings: calibration.Settings{TagHeight: 30}}}
	for i, want := range [][2]int{{3, 3}, {1, 1}} {
		st, err := c.Look(context.Background())
		if err != nil {
			t.Fatalf("frame %d: %v", i+1, err)
		}
		if len(st.Pieces) != 1 || st.Pieces[0].Col != want[0] || st.Pieces[0].Row != want[1] {
			t.Errorf("frame %d: pieces %+v, want robot 1 at %v", i+1, st.Pieces, want)
		}
	}
}

// A new game with --robots 1,2: the first picture must show both robots
// and the tokens of the laws the board file places; robot 2 hidden, or a
// law token under a lamp's glare, is a picture to take again naming it,
// never a game without it.
func TestStartExpectsRobotsAndLaws(t *testing.T) {
	v := newView()
	laws := []vision.Code{v.piece(tag.Law, 1, 1, 1), v.piece(tag.Law, 2, 3, 1), v.piece(tag.Law, 3, 5, 1)} // testBoardText's
	frames := [][]vision.Code{
		append(append(v.markers(0, 1, 2, 3), v.piece(tag.Robot, 1, 2, 4)), laws...),                                  // robot 2 hidden
		append(append(v.markers(0, 1, 2, 3), v.piece(tag.Robot, 1, 2, 4), v.piece(tag.Robot, 2, 4, 5)), laws[:2]...), // law 3 missed
		append(append(v.markers(0, 1, 2, 3), v.piece(tag.Robot, 1, 2, 4), v.piece(tag.Robot, 2, 4, 5)), laws...),
	}
	sc := &vision.Scanner{Game: tag.DR2D, Board: v.b, Decoder: &scripted{frames: frames}, Settings: calibration.Settings{TagHeight: 30}}
	rec := &recorder{}
	game := &gamedr2d.DR2D{Board: testBoard(t), Laws: true, Robots: []int{1, 2}}
	ref := &referee.Referee[*dr2d.State]{Game: game, Displays: []talk.Display{rec}, Rescans: 3,
		Table: &referee.Camera{Source: &blankFrames{}, Scanner: sc}, Expect: func(ps []tag.Payload) { sc.Expect = ps }}
	s, err := ref.Start(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Robots) != 2 {
		t.Errorf("started with robots %+v, want 1 and 2", s.Robots)
	}
	var said []string
	for _, u := range rec.updates {
		said = append(said, u.Text+" "+strings.Join(u.Problems, "; "))
	}
	all := strings.Join(said, "\n")
	for _, want := range []string{"robot 2: not seen", "law 3: not seen", "2 robots on Test (1, 2)"} {
		if !strings.Contains(all, want) {
			t.Errorf("the table was not told %q:\n%s", want, all)
		}
	}
}

package referee_test

import (
	"context"
	"errors"
	"fmt"
	"image"
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
	game := &referee.DR2D{Board: b}
	ref := &referee.Referee[*dr2d.State]{Game: game, Displays: []talk.Display{rec}, Table: cam, CameraWait: time.Millisecond}
	game.Programs = referee.NewBot(1, game.State)
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

package session

import (
	"bytes"
	"context"
	"fmt"
	"image/jpeg"
	"strings"
	"sync"

	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/referee/web"
	"mecanoid/vision"
	"mecanoid/vision/videocam"
	"mecanoid/vision/watch"
)

// The live table (--live): the camera's stream watched without pause
// (watch.Live), read by the game's scanner each time the players' hands
// leave the table (referee.Watched); the web page shows what the camera
// sees (LiveView).

// openLive opens the stream --camera names and watches it, for sc to
// read.
func (t *Run) openLive(sc *vision.Scanner) error {
	open := func() (*watch.Live, error) {
		s, err := videocam.OpenStreamFor(*t.Flags.Camera, videocam.ForOptions{FPS: *t.Flags.FPS, Realtime: true, Note: func(format string, args ...any) {
			say().Fprintf(env.Progress, format+"\n", args...)
		}})
		if err != nil {
			return nil, fmt.Errorf("--camera %s: %w", *t.Flags.Camera, err)
		}
		return watch.Watch(s, watch.Watcher{}, 0), nil
	}
	l, err := open()
	if err != nil {
		return err
	}
	t.watched = &referee.Watched{Live: l, Scanner: sc}
	if IsCamera(*t.Flags.Camera) { // a camera unplugged is watched again once back
		t.watched.Open = open
	}
	t.view = &LiveView{table: t.watched}
	t.Camera = &referee.Camera{Source: liveSource{t.watched}, Scanner: sc} // cartridge sheets shown to the table's camera
	t.AtClose(func() { t.watched.Close() })
	return nil
}

// table is what the referee reads: the watched table with --live, else
// the camera read when told.
func (t *Run) table() referee.Table {
	if t.watched != nil {
		return t.watched
	}
	return t.Camera
}

// liveReady lets the players read the live table at once (Enter) or take
// back the step just played ("undo"): the referee does not wait for it.
// Each prompt is said once, not at every settle.
func (t *Run) liveReady() func(ctx context.Context, what string) error {
	if *t.Flags.NoWait {
		return nil
	}
	said := ""
	return func(ctx context.Context, what string) error {
		if what != said {
			say().Fprintf(t.Stdout, "the referee watches the table (%s): Enter reads it now, \"undo\" takes the turn back\n", what)
			said = what
		}
		line, err := t.In.ReadLine(ctx)
		if err != nil {
			return err
		}
		if strings.EqualFold(strings.TrimSpace(line), "undo") {
			return referee.ErrUndo
		}
		return nil
	}
}

// LiveView is what the camera sees, for the web page: the newest frame,
// and the tags read last, green or red as the last check said. It is a
// Display, to hear the checks.
type LiveView struct {
	table *referee.Watched

	mu sync.Mutex
	ok map[string]bool // the last check: each piece ("robot 2") right or not
}

var (
	_ web.Viewer   = (*LiveView)(nil)
	_ talk.Display = (*LiveView)(nil)
)

// NewLiveView is the view of table, for the web page.
func NewLiveView(table *referee.Watched) *LiveView { return &LiveView{table: table} }

// Show keeps the pieces of a check; another update forgets them.
func (v *LiveView) Show(u talk.Update) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if u.Kind != talk.UpdateCheck {
		v.ok = nil
		return
	}
	v.ok = map[string]bool{}
	for _, p := range u.Pieces {
		v.ok[fmt.Sprintf("%s %d", p.Kind, p.ID)] = p.OK
	}
}

// View is the newest frame with the tags read last.
func (v *LiveView) View() (web.View, bool) {
	e, ok := v.table.Latest()
	if !ok {
		return web.View{}, false
	}
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(e.Data))
	if err != nil {
		return web.View{}, false
	}
	view := web.View{JPEG: e.Data, At: e.Time, Width: cfg.Width, Height: cfg.Height, Hand: v.table.Hand()}
	st := v.table.Last()
	if st == nil {
		return view, true
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, p := range st.Pieces {
		vt := web.ViewTag{Label: p.Tag.Label()}
		for i, c := range p.Code.Corners {
			vt.Corners[i] = [2]float64{c.X, c.Y}
		}
		vt.OK, vt.Checked = v.ok[vt.Label]
		view.Tags = append(view.Tags, vt)
	}
	return view, true
}

// liveSource gives the watched table's frames as a vision.Source: the
// newest frame (cartridge sheets shown to the table's camera).
type liveSource struct{ table *referee.Watched }

func (s liveSource) Next(ctx context.Context) (vision.Frame, error) {
	e, ok := s.table.Latest()
	if !ok {
		return vision.Frame{}, fmt.Errorf("%w: no frame yet", referee.ErrCamera)
	}
	img, err := vision.DecodeImage(e.Name, e.Data)
	if err != nil {
		return vision.Frame{}, err
	}
	return vision.Frame{Image: img, Name: e.Name, Time: e.Time}, nil
}

func (s liveSource) Close() error { return nil }

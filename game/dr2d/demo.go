package dr2d

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"image/jpeg"
	"io"
	"io/fs"
	"mecanoid/game"
	"mecanoid/game/dr2d/boardview"
	"mecanoid/game/dr2d/cartridge"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/lang"
	"mecanoid/referee/session"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"mecanoid/boards"
	"mecanoid/calibration"
	"mecanoid/demo"
	"mecanoid/device"
	rules "mecanoid/engine/dr2d"
	"mecanoid/fault"
	"mecanoid/print"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/referee/web"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// demoStart is where the demo's robots stand before the first turn.
var demoStart = []synth.Placement{
	{Payload: "MC1:DR2D:R:1", Col: 1, Row: 6, Facing: "N"},
	{Payload: "MC1:DR2D:R:2", Col: 6, Row: 6, Facing: "W"},
}

// The bundled demo: photos of the table (demo/table) and of the players'
// filled cartridge sheets (demo/sheets), made by the synthetic-photo
// generator and the printer for this board and seed (mecanoid demo
// --frames generate --write-frames demo). They and the board are built into
// the binary (packages demo and boards), so that the demo runs from any
// directory; --board and --frames read other files.
const (
	demoBoard = boards.DemoName
	demoSeed  = 1
)

func runDemo(args []string, stdout io.Writer) error {
	if name := game.Arg(args); name != "" && game.Named(name) != game.Named("dr2d") {
		g := game.Named(name)
		if g == nil || g.Demo == nil {
			return fault.New(fault.Usage, lang.Say().Sprintf("--game %s: the demo plays %s", name, game.List(game.Demoed)))
		}
		return g.Demo(args, stdout)
	}
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.String("game", "dr2d", "the game of the demo: dr2d, or tiles (SimulacreS)")
	boardFile := fs.String("board", demoBoard, "board file")
	seed := fs.Uint64("seed", demoSeed, "seed of the players' choices and of the photos")
	maxTurns := fs.Int("turns", 60, "stop after this many turns")
	ledFile := fs.String("gpio", "", "LED map file (default: the board's .leds file beside it, if any)")
	webAddr := fs.String("web", "127.0.0.1:8080", "address of the web page showing the game (\"\": none)")
	pace := fs.Duration("pace", 250*time.Millisecond, "pause after each step, to follow the game on the web page (0: full speed)")
	viewer := fs.Duration("wait", 5*time.Second, "with --web and a --pace: wait this long at most for the page to be opened before the game starts (0: do not wait)")
	frames := fs.String("frames", "", "folder of photos (table/, sheets/) as the bundled ones, or \"generate\" to make them as the game goes (the default for another board or seed; default: the bundled photos, built in)")
	writeFrames := fs.String("write-frames", "", "with generated photos: also write them into this folder (table/, sheets/)")
	why := fs.Bool("why", false, "under each event, the words of the rule text (or the project's ruling) that decide it")
	live := fs.Bool("live", false, "the table filmed as a camera streams it (generated, 1280x720): the players set it up and move the pieces by hand, sometimes wrongly, and the referee watches, checks each piece as it lands and goes on by itself")
	if err := cliflag.Parse(fs, args); err != nil {
		return fault.E(fault.Usage, err)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	text := boards.Demo // built in: the demo runs from any directory
	if set["board"] {
		var err error
		if text, err = os.ReadFile(*boardFile); err != nil {
			return fault.E(fault.Usage, err)
		}
	}
	b, err := rules.ParseBoard(*boardFile, text)
	if err != nil {
		return fault.E(fault.Usage, err)
	}
	generate := *frames == "generate" || *writeFrames != "" || (!set["frames"] && (set["seed"] || set["board"]))

	pieces := demoPieces(b, demoStart)
	cb := calibration.Board{Columns: b.Width, Rows: b.Height, Tile: tag.DefaultTile, Markers: tag.DefaultMarkers}
	var expect []tag.Payload
	for _, p := range pieces {
		pl, _ := tag.Parse(p.Payload)
		expect = append(expect, pl)
	}
	sc := &vision.Scanner{Game: tag.DR2D, Board: cb, Expect: expect}
	game := &DR2D{Board: b, BoardLines: game.Lines(text), Laws: true}
	ref := &referee.Referee[*rules.State]{Game: game, Pace: *pace, Expect: func(ps []tag.Payload) { sc.Expect = ps }, Lang: lang.User()}
	ref.Displays = []talk.Display{referee.Terminal{W: stdout, Lang: lang.User()}}
	if *why {
		ref.Displays = append(ref.Displays, &referee.Why{W: stdout, Lang: lang.User()})
	}
	sheets := &Sheets{Out: stdout, Lang: lang.User()}
	var source string
	var players *livePlayers
	var view *session.LiveView // what the camera sees, for the page
	if *live {
		lt, p, err := newLiveDemo(string(text), *seed, pieces, *pace > 0)
		if err != nil {
			return err
		}
		players = p
		table, l := liveDemoTable(lt, sc)
		defer l.Close()
		ref.Table = table
		view = session.NewLiveView(table)
		game.Robots = robotIDsOf(demoStart) // the players set them up: the game starts once all stand
		ref.Displays = append(ref.Displays, players, view)
		mem := &memSource{}
		sheets.Source = mem
		game.Programs = &sheetBot{bot: NewBot(*seed, game.State), sheets: sheets, src: mem}
		source = lang.Say().Sprintf("the table filmed live (generated, %s), the players' hands moving the pieces; sheets filled by a bot", "1280x720")
	} else if generate {
		table := &synthTable{boardText: string(text), seed: *seed, pieces: pieces, save: saver(*writeFrames, "table")}
		ref.Table = &referee.Camera{Source: table, Scanner: sc}
		ref.Displays = append(ref.Displays, table)
		mem := &memSource{}
		sheets.Source = mem
		game.Programs = &sheetBot{bot: NewBot(*seed, game.State), sheets: sheets, src: mem, save: saver(*writeFrames, "sheets")}
		source = lang.Say().Sprintf("photos generated as the game goes (table %s, sheets filled by a bot)", "1920x1080")
	} else {
		tf, sf, where, err := demoPhotos(*frames)
		if err != nil {
			return err
		}
		ref.Table = &referee.Camera{Source: tf, Scanner: sc}
		sheets.Source = sf
		game.Programs = sheets
		source = lang.Say().Sprintf("bundled photos: %d of the table (%s), %d of filled cartridge sheets", tf.Len(), where, sf.Len())
	}

	leds, note, err := demoLEDs(*ledFile, *boardFile, !set["board"], b)
	if err != nil {
		return err
	}
	if leds != nil {
		defer leds.Close()
		ref.Lights = leds
	}
	if *webAddr != "" {
		o := web.Options{Board: boardview.Of}
		if view != nil {
			o.Camera = view
		}
		page := web.New(o)
		if session.LangGiven() { // --lang speaks to every browser; else each its own
			page.Lang = lang.User()
		}
		url, err := page.Start(*webAddr)
		if err != nil {
			url, err = page.Start("127.0.0.1:0") // the usual port is taken: any other
		}
		if err != nil {
			return err
		}
		defer page.Close()
		ref.Displays = append(ref.Displays, page)
		lang.Say().Fprintf(stdout, "web page: %s  (open it to watch the game; --pace 0 runs at full speed)\n", url)
		if *pace > 0 && *viewer > 0 { // a room watching: turn 1 must not be over before the page opens
			lang.Say().Fprintf(stdout, "waiting up to %s for the page to be opened\n", viewer.String())
			if page.WaitViewer(context.Background(), *viewer) {
				lang.Say().Fprintf(stdout, "the page is open: the game starts\n")
			}
		}
	}
	lang.Say().Fprintf(stdout, "mecanoid demo: %s, %s, %s\n", b.Name, source, note)
	ctx := context.Background()
	s, err := ref.Start(ctx)
	if err != nil {
		return err
	}
	ref.MaxSteps = *maxTurns
	_, err = ref.Play(ctx, s)
	if players != nil {
		lang.Say().Fprintf(stdout, "live table: pieces put down the wrong way by the players: %d, each put right after the referee said so\n", players.Mistakes)
	}
	return err
}

// robotIDsOf are the robots' numbers among placements.
func robotIDsOf(ps []synth.Placement) []int {
	var ids []int
	for _, p := range ps {
		if pl, err := tag.Parse(p.Payload); err == nil && pl.Kind == tag.Robot {
			ids = append(ids, pl.ID)
		}
	}
	return ids
}

// photoSource is a source of photos that knows how many it holds.
type photoSource interface {
	vision.Source
	Len() int
}

// demoPhotos opens the photos of the table and of the sheets: those built
// into the binary when dir is "", else those of dir/table and dir/sheets.
// where names the table's.
func demoPhotos(dir string) (table, sheets photoSource, where string, err error) {
	if dir == "" {
		if table, err = builtinPhotos("table"); err == nil {
			sheets, err = builtinPhotos("sheets")
		}
		return table, sheets, lang.Say().Sprintf("demo/table, built in"), err
	}
	where = filepath.Join(dir, "table")
	tf, err := vision.NewFiles(where)
	if err != nil {
		return nil, nil, "", fault.E(fault.Usage, err)
	}
	sf, err := vision.NewFiles(filepath.Join(dir, "sheets"))
	if err != nil {
		return nil, nil, "", fault.E(fault.Usage, err)
	}
	return tf, sf, where, nil
}

// builtinPhotos are the bundled photos of folder sub (table, sheets) as
// built into the binary, in the order of their names.
func builtinPhotos(sub string) (*memSource, error) {
	entries, err := fs.ReadDir(demo.Photos, sub)
	if err != nil {
		return nil, err
	}
	m := &memSource{}
	for _, e := range entries { // sorted by name
		data, err := fs.ReadFile(demo.Photos, sub+"/"+e.Name())
		if err != nil {
			return nil, err
		}
		m.add(e.Name(), data)
	}
	if m.Len() == 0 {
		return nil, fmt.Errorf("no photo built in under demo/%s", sub)
	}
	return m, nil
}

// saver writes the demo's photos into dir/sub, when dir is set.
func saver(dir, sub string) func(name string, data []byte) error {
	if dir == "" {
		return nil
	}
	return func(name string, data []byte) error {
		d := filepath.Join(dir, sub)
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(d, name), data, 0o644)
	}
}

// sheetBot plays the players: the bot chooses the programs, fills each
// robot's cartridge sheet with the printer, and the referee reads the
// sheets' pictures back, as it reads those shown to a camera.
type sheetBot struct {
	bot    *Bot
	sheets *Sheets
	src    *memSource
	save   func(name string, data []byte) error
}

func (s *sheetBot) Programs(ctx context.Context, turn int, robots []int) (map[int]rules.Program, error) {
	progs, err := s.bot.Programs(ctx, turn, robots)
	if err != nil {
		return nil, err
	}
	for _, id := range robots {
		p := progs[id]
		data, err := demoSheetPhoto(id, turn, p)
		if err != nil {
			return nil, err
		}
		name := fmt.Sprintf("t%02d-r%02d.jpg", turn, id)
		s.src.add(name, data)
		if s.save != nil {
			if err := s.save(name, data); err != nil {
				return nil, err
			}
		}
	}
	return s.sheets.Programs(ctx, turn, robots)
}

// demoSheetPhoto is robot's cartridge sheet for turn, filled with p and
// scanned (8 px/mm, JPEG).
func demoSheetPhoto(robot, turn int, p rules.Program) ([]byte, error) {
	l := cartridge.Sheet()
	r := print.NewRaster(l.W, l.H, 8)
	id := tag.SheetID{Game: tag.DR2D, Robot: robot, Turn: turn}
	if err := print.DrawSheet(r, l, id, print.SheetText{Board: "Demo"}, print.Pt{}, cartridge.Ticks(l, p)); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, r.Img, &jpeg.Options{Quality: 85}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// memSource is a vision.Source of encoded pictures in memory.
type memSource struct {
	names []string
	data  [][]byte
}

func (m *memSource) add(name string, data []byte) {
	m.names, m.data = append(m.names, name), append(m.data, data)
}

func (m *memSource) Next(ctx context.Context) (vision.Frame, error) {
	if len(m.data) == 0 {
		return vision.Frame{}, io.EOF
	}
	name, data := m.names[0], m.data[0]
	m.names, m.data = m.names[1:], m.data[1:]
	img, err := vision.DecodeImage(name, data)
	return vision.Frame{Image: img, Name: name}, err
}

func (m *memSource) Close() error { return nil }

// Len is the number of pictures left.
func (m *memSource) Len() int { return len(m.data) }

// demoLEDs opens the LEDs of the map file (GPIO if this machine has it,
// else simulated), blinking fast: the demo has no players to wait for.
// With no file, the map beside the board file, or the built-in board's
// (builtin) built-in map.
func demoLEDs(file, boardFile string, builtin bool, b *rules.Board) (*device.Panel, string, error) {
	var m device.Map
	var err error
	switch {
	case file == "" && builtin:
		m, err = device.Parse(boards.DemoLEDsName, boards.DemoLEDs)
	case file == "":
		file = strings.TrimSuffix(boardFile, ".board") + ".leds"
		if _, err := os.Stat(file); err != nil {
			return nil, lang.Say().Sprintf("no LED map"), nil
		}
		fallthrough
	default:
		m, err = device.ReadMap(file)
	}
	if err != nil {
		return nil, "", err
	}
	p, warning, err := OpenPanel(m, &device.PanelOpts{On: 60 * time.Millisecond, Off: 40 * time.Millisecond})
	if err != nil {
		return nil, "", err
	}
	if warning != "" {
		return p, warning, nil
	}
	return p, lang.Say().Sprintf("LEDs on GPIO"), nil
}

// demoPieces adds the law tokens where the board puts them.
func demoPieces(b *rules.Board, robots []synth.Placement) []synth.Placement {
	out := append([]synth.Placement(nil), robots...)
	for i, c := range b.Laws {
		out = append(out, synth.Placement{Payload: tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: i + 1}.String(), Col: c.X, Row: c.Y, Facing: "N"})
	}
	return out
}

// synthTable is the demo's camera: it photographs (generates) the table as
// the players left it: the position the referee last ruled.
type synthTable struct {
	boardText string
	seed      uint64
	pieces    []synth.Placement
	save      func(name string, data []byte) error // nil: photos not kept
	frame     int
}

var (
	_ vision.Source = (*synthTable)(nil)
	_ talk.Display  = (*synthTable)(nil)
)

// Show follows the ruling: after each turn the players put the pieces
// where the referee said.
func (t *synthTable) Show(u talk.Update) {
	var ruled rules.StateJSON
	if u.Kind != talk.UpdateInstruct || json.Unmarshal(u.State, &ruled) != nil {
		return
	}
	var ps []synth.Placement
	for _, r := range ruled.Robots {
		if r.Left || r.Cell == nil {
			continue
		}
		p := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: r.ID}
		ps = append(ps, synth.Placement{Payload: p.String(), Col: r.Cell.X, Row: r.Cell.Y, Facing: r.Facing})
	}
	for k, c := range ruled.Laws {
		id, _ := strconv.Atoi(k)
		p := tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: id}
		ps = append(ps, synth.Placement{Payload: p.String(), Col: c.X, Row: c.Y, Facing: "N"})
	}
	t.pieces = ps
}

func (t *synthTable) Next(ctx context.Context) (vision.Frame, error) {
	easy, _ := synth.CategoryByName("easy")
	ph, err := synth.Generate(synth.Options{Category: easy, Seed: t.seed, BoardText: t.boardText, Pieces: t.pieces})
	if err != nil {
		return vision.Frame{}, err
	}
	name := fmt.Sprintf("f%03d.jpg", t.frame)
	t.frame++
	if t.save != nil {
		if err := t.save(name, ph.JPEG); err != nil {
			return vision.Frame{}, err
		}
	}
	img, err := vision.DecodeImage(name, ph.JPEG)
	return vision.Frame{Image: img, Name: name}, err
}

func (t *synthTable) Close() error { return nil }

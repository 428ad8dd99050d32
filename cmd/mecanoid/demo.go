package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"mecanoid/calibration"
	"mecanoid/device"
	"mecanoid/engine/dr2d"
	"mecanoid/referee"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

func init() {
	register(command{"demo", "demo [--board boards/demo.board] [--seed 1] [--turns 60]: a whole DR2D game refereed on generated camera frames, no hardware", runDemo})
}

// demoStart is where the demo's robots stand before the first turn.
var demoStart = []synth.Placement{
	{Payload: "MC1:DR2D:R:1", Col: 1, Row: 6, Facing: "N"},
	{Payload: "MC1:DR2D:R:2", Col: 6, Row: 6, Facing: "W"},
}

func runDemo(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	boardFile := fs.String("board", "boards/demo.board", "board file")
	seed := fs.Uint64("seed", 1, "seed of the players' choices and of the photos")
	maxTurns := fs.Int("turns", 60, "stop after this many turns")
	ledFile := fs.String("gpio", "", "LED map file (default: the board's .leds file beside it, if any)")
	webAddr := fs.String("web", "127.0.0.1:8080", "address of the web page showing the game (\"\": none)")
	if err := fs.Parse(args); err != nil {
		return usageError{err.Error()}
	}
	text, err := os.ReadFile(*boardFile)
	if err != nil {
		return usageError{err.Error()}
	}
	b, err := dr2d.ParseBoard(*boardFile, text)
	if err != nil {
		return usageError{err.Error()}
	}
	table := &synthTable{boardText: string(text), seed: *seed, pieces: demoPieces(b, demoStart)}
	cb := calibration.Board{Columns: b.Width, Rows: b.Height, Tile: tag.DefaultTile, Markers: tag.DefaultMarkers}
	var expect []tag.Payload
	for _, p := range table.pieces {
		pl, _ := tag.Parse(p.Payload)
		expect = append(expect, pl)
	}
	sc := &vision.Scanner{Game: tag.DR2D, Board: cb, Expect: expect}
	ref := &referee.Referee{Board: b, BoardLines: lines(text), Table: &referee.Camera{Source: table, Scanner: sc}}
	table.expect = func(e []tag.Payload) { sc.Expect = e }
	ref.Programs = referee.NewBot(*seed, ref.State)
	ref.Displays = []referee.Display{referee.Terminal{W: stdout}, table}

	leds, note, err := demoLEDs(*ledFile, *boardFile, b)
	if err != nil {
		return err
	}
	if leds != nil {
		defer leds.Close()
		ref.Lights = referee.LEDs{Panel: leds}
	}
	if *webAddr != "" {
		web := referee.NewWeb(referee.WebOptions{})
		url, err := web.Start(*webAddr)
		if err != nil {
			url, err = web.Start("127.0.0.1:0") // the usual port is taken: any other
		}
		if err != nil {
			return err
		}
		defer web.Close()
		ref.Displays = append(ref.Displays, web)
		fmt.Fprintf(stdout, "web page: %s\n", url)
	}
	fmt.Fprintf(stdout, "mecanoid demo: %s, robots played by the bot, camera frames generated (1920x1080), %s\n", b.Name, note)
	ctx := context.Background()
	s, err := ref.Start(ctx)
	if err != nil {
		return err
	}
	ref.MaxTurns = *maxTurns
	_, err = ref.Play(ctx, s)
	return err
}

// demoLEDs opens the LEDs of the map file (GPIO if this machine has it,
// else simulated), blinking fast: the demo has no players to wait for.
func demoLEDs(file, boardFile string, b *dr2d.Board) (*device.Panel, string, error) {
	if file == "" {
		file = strings.TrimSuffix(boardFile, ".board") + ".leds"
		if _, err := os.Stat(file); err != nil {
			return nil, "no LED map", nil
		}
	}
	m, err := readLEDMap(file)
	if err != nil {
		return nil, "", err
	}
	p, warning, err := openPanel(m, &device.PanelOpts{On: 60 * time.Millisecond, Off: 40 * time.Millisecond})
	if err != nil {
		return nil, "", err
	}
	if warning != "" {
		return p, warning, nil
	}
	return p, "LEDs on GPIO", nil
}

// demoPieces adds the law tokens where the board puts them.
func demoPieces(b *dr2d.Board, robots []synth.Placement) []synth.Placement {
	out := append([]synth.Placement(nil), robots...)
	for i, c := range b.Laws {
		out = append(out, synth.Placement{Payload: tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: i + 1}.String(), Col: c.X, Row: c.Y, Facing: "N"})
	}
	return out
}

func lines(text []byte) []string {
	var out []string
	for _, l := range bytes.Split(bytes.TrimRight(text, "\n"), []byte("\n")) {
		out = append(out, string(l))
	}
	return out
}

// synthTable is the demo's camera: it photographs (generates) the table as
// the players left it: the position the referee last ruled.
type synthTable struct {
	boardText string
	seed      uint64
	pieces    []synth.Placement
	expect    func([]tag.Payload)
	frame     int
}

var (
	_ vision.Source   = (*synthTable)(nil)
	_ referee.Display = (*synthTable)(nil)
)

// Show follows the ruling: after each turn the players put the pieces
// where the referee said.
func (t *synthTable) Show(u referee.Update) {
	if u.Kind != referee.UpdateInstruct || u.State == nil {
		return
	}
	var ps []synth.Placement
	var expect []tag.Payload
	under := map[dr2d.Cell]bool{} // a robot hides the law token it stands on
	for _, r := range u.State.Robots {
		if r.Left || r.Cell == nil {
			continue
		}
		p := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: r.ID}
		ps = append(ps, synth.Placement{Payload: p.String(), Col: r.Cell.X, Row: r.Cell.Y, Facing: r.Facing})
		expect = append(expect, p)
		under[*r.Cell] = true
	}
	for k, c := range u.State.Laws {
		id, _ := strconv.Atoi(k)
		p := tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: id}
		ps = append(ps, synth.Placement{Payload: p.String(), Col: c.X, Row: c.Y, Facing: "N"})
		if !under[c] {
			expect = append(expect, p)
		}
	}
	t.pieces = ps
	if t.expect != nil {
		t.expect(expect)
	}
}

func (t *synthTable) Next(ctx context.Context) (vision.Frame, error) {
	easy, _ := synth.CategoryByName("easy")
	ph, err := synth.Generate(synth.Options{Category: easy, Seed: t.seed, BoardText: t.boardText, Pieces: t.pieces})
	if err != nil {
		return vision.Frame{}, err
	}
	t.frame++
	name := fmt.Sprintf("demo frame %d", t.frame)
	img, err := vision.DecodeImage(name, ph.JPEG)
	return vision.Frame{Image: img, Name: name}, err
}

func (t *synthTable) Close() error { return nil }

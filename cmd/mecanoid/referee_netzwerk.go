package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"mecanoid/calibration"
	nz "mecanoid/engine/netzwerk"
	"mecanoid/print"
	"mecanoid/referee"
	"mecanoid/tag"
	"mecanoid/vision"
)

const refereeNetzwerkUsage = "referee --game netzwerk [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--journal FILE] [--no-wait] [--web ADDR] [--pace D] [--width 6 --height 6] [--square 60] [--tag-height 30] [--first 1] [--turn 0]"

func init() {
	registerReferee("netzwerk", runRefereeNetzwerk)
	registerKeptExport(referee.KindNetzwerk, func(j *referee.Journal, id int64) ([]byte, error) {
		gf, _, err := j.NetzwerkGameFile(id)
		if err != nil {
			return nil, err
		}
		gf.Game = "netzwerk"
		data, err := json.MarshalIndent(gf, "", "  ")
		return append(data, '\n'), err
	})
}

// gameArg is the value of --game among the referee's arguments ("" if
// none): Netzwerk has flags of its own, so the game is known before the
// flags are parsed.
func gameArg(args []string) string {
	for i, a := range args {
		name, value, eq := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "game" {
			continue
		}
		if eq {
			return value
		}
		if i+1 < len(args) {
			return args[i+1]
		}
	}
	return ""
}

// runRefereeNetzwerk referees a Netzwerk game at the table by difference
// (docs/referee-netzwerk.md): the players move the pieces, the camera
// reads the table, the referee finds the turn or names the rule broken.
func runRefereeNetzwerk(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	def := print.DefaultNetzwerkPrint()
	fs.String("game", "netzwerk", "the game")
	camera := fs.String("camera", "rpicam", "where frames come from: a folder or image files (comma-separated), rpicam (Raspberry Pi camera), or a video device such as /dev/video0")
	calFile := fs.String("calibration", "", "calibration file (mecanoid calibrate); default: found from the corner markers")
	journalFile := journalFlag(fs)
	noWait := fs.Bool("no-wait", false, "read the table without waiting for Enter (frames from files)")
	webAddr := fs.String("web", ":8080", "address of the web page for the room (\"\": none)")
	pace := fs.Duration("pace", 0, "pause after each action of a turn shown (e.g. 500ms)")
	width := fs.Int("width", nz.DefaultSize, "squares west to east, as printed")
	height := fs.Int("height", nz.DefaultSize, "squares north to south, as printed")
	square := fs.Float64("square", def.Square, "printed side of a square field, mm (as mecanoid print netzwerk --square)")
	tagHeight := fs.Float64("tag-height", vision.DefaultTagHeight, "height of the robots' tags above the board (on figurines), mm")
	first := fs.Int("first", 1, "the player to play first (1 or 2)")
	turn := fs.Int("turn", 0, "turns already played before the position on the table (to start again from a game in progress)")
	if err := fs.Parse(args); err != nil {
		return usageError{fmt.Sprintf("%v\nusage: mecanoid %s", err, refereeNetzwerkUsage)}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Sprintf("unexpected argument %q\nusage: mecanoid %s", fs.Arg(0), refereeNetzwerkUsage)}
	}
	if *first != 1 && *first != 2 {
		return usageError{fmt.Sprintf("--first %d: players are 1 and 2", *first)}
	}
	if *turn < 0 {
		return usageError{fmt.Sprintf("--turn %d: turns played cannot be negative", *turn)}
	}
	k := *square / def.Square
	np := print.NetzwerkPrint{Square: *square, Field: def.Field * k, Border: def.Border * k, RobotTag: def.RobotTag * k,
		BatteryTag: def.BatteryTag * k, Markers: def.Markers, Page: def.Page, Overlap: def.Overlap}
	cfg := nz.Config{Width: *width, Height: *height}
	if err := np.Check(cfg); err != nil {
		return usageError{err.Error()}
	}
	layout := vision.NetzwerkLayout{Columns: cfg.Width, Rows: cfg.Height, Square: np.Square, Field: np.Field, Border: np.Border}
	sc := &vision.Scanner{Game: tag.Netzwerk, Board: layout.Board(np.Markers), Layout: layout, TagSize: np.BatteryTag,
		Settings: calibration.Settings{TagHeight: *tagHeight}}
	if *calFile != "" {
		cal, err := calibration.Load(*calFile)
		if err != nil {
			return inputError{err}
		}
		sc.Calibration = cal
	}
	src, err := openCamera(*camera)
	if err != nil {
		return err
	}
	table := &referee.Camera{Source: src, Scanner: sc}
	if isCamera(*camera) {
		table.Open = func() (vision.Source, error) { return openCamera(*camera) }
	}
	defer func() {
		if table.Source != nil {
			table.Source.Close()
		}
	}()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ref := &referee.Netzwerk{Config: cfg, Table: table, Pace: *pace,
		Displays: []referee.Display{referee.Terminal{W: stdout}},
		Expect:   func(ps []tag.Payload) { sc.Expect = ps }}
	if *webAddr != "" {
		web := referee.NewWeb(referee.WebOptions{})
		url, err := web.Start(*webAddr)
		if err != nil {
			return fmt.Errorf("referee: web page on %s: %w", *webAddr, err)
		}
		defer web.Close()
		ref.Displays = append(ref.Displays, web)
		fmt.Fprintf(stdout, "web page: %s\n", url)
	}
	if !*noWait {
		in := bufio.NewReader(stdin)
		ref.Ready = func(ctx context.Context, what string) error {
			fmt.Fprintf(stdout, "press Enter when the table is ready (%s) ", what)
			if _, err := in.ReadString('\n'); err != nil {
				return fmt.Errorf("%w: no more input", referee.ErrStopped)
			}
			return nil
		}
	}
	j, err := referee.OpenJournal(journalPath(*journalFile))
	if err != nil {
		return inputError{err}
	}
	defer j.Close()
	s, err := ref.Start(ctx, nz.Player(*first), *turn)
	if err != nil {
		return err
	}
	info, err := j.NewNetzwerkGame("", nz.NewGameFile(s, nil))
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "game %s kept in %s\n", info.Name, j.Path())
	ref.Record = j.NetzwerkRecorder(info.ID)
	log := j.KeptDisplay(info.ID)
	ref.Displays = append(ref.Displays, log)
	defer log.Flush()
	end, err := ref.Play(ctx, s)
	if err != nil {
		if errors.Is(err, referee.ErrStopped) {
			fmt.Fprintf(stdout, "stopped after turn %d: to go on, set the table as it is and run again with --turn %d --first %d\n",
				end.Turn(), end.Turn(), end.ToMove())
		}
		return err
	}
	return j.SetKeptOver(info.ID, ref.Winner(end))
}

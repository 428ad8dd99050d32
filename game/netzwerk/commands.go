package netzwerk

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image/png"
	"io"
	rules "mecanoid/engine/netzwerk"
	"mecanoid/game"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/lang"
	"mecanoid/referee/session"
	"mecanoid/referee/web"
	"os"
	"time"

	"mecanoid/calibration"
	"mecanoid/fault"
	"mecanoid/journal"
	"mecanoid/print"
	"mecanoid/referee"
	"mecanoid/vision"
)

func init() {
	game.Register(game.Game{Name: "netzwerk", Title: "Netzwerk",
		Sentinels: map[error]fault.Kind{rules.ErrSyntax: fault.Parse, rules.ErrSetup: fault.Setup,
			rules.ErrIllegal: fault.Rule, rules.ErrGameOver: fault.Rule},
		Resolve: func(name string, data []byte, o game.ResolveOptions, w io.Writer) error {
			return resolveNetzwerk(name, data, o.JSON, w, lang.Say())
		},
		Export: exportKeptNetzwerk, Referee: runRefereeNetzwerk,
		RefereeUsage: "  referee --game netzwerk [--camera ...] [--turn N --first P]: referee Netzwerk by difference: each turn read, checked, named (docs/referee-netzwerk.md)",
		Print:        runPrintNetzwerk,
		PrintForms:   "netzwerk board|tags",
		Commands: []game.Command{
			{Name: "hint", Usage: "hint GAME [--budget 1s] [--nodes N] [--seed N] [--json]: a turn for the side to play in a Netzwerk game file, from a search (docs/netzwerk-format.md)", Run: runHint},
			{Name: "print-netzwerk", Usage: "print-netzwerk board|tags [--width 6] [--height 6] [--square 60] [--png FILE --dpi 100] [--paper a4|letter] [--margin 10] [-o FILE.pdf] [--printer NAME]:\n" +
				"      the Netzwerk board at true scale (squares, energy fields, corner markers), or its robot and battery tags", Run: runPrintNetzwerk, Verbs: []string{"board", "tags"}, Alias: true},
			{Name: "bench-netzwerk", Usage: "bench-netzwerk [--games 100] [--nodes 2000] [--seed 1] [--max-turns 300]: the Netzwerk search against a random player: games per second and win rate", Run: runBenchNetzwerk, Alias: true},
		}})
}

// exportKeptNetzwerk writes a kept Netzwerk game as a game file, checked
// by the journal against the positions the referee kept.
func exportKeptNetzwerk(j *journal.Journal, info journal.GameInfo) ([]byte, error) {
	gf, _, err := KeptGameFile(j, info.ID)
	if err != nil {
		return nil, err
	}
	gf.Game = "netzwerk"
	data, err := json.MarshalIndent(gf, "", "  ")
	return append(data, '\n'), err
}

func readNetzwerk(name string, data []byte) (*rules.Game, []*rules.State, [][]rules.Event, []rules.Turn, error) {
	g, err := rules.ParseGame(name, data)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	states, events, played, err := g.Replay()
	if err != nil {
		return nil, nil, nil, nil, err
	}
	return g, states, events, played, nil
}

func resolveNetzwerk(name string, data []byte, asJSON bool, w io.Writer, p *lang.Printer) error {
	g, err := rules.ParseGame(name, data)
	if err != nil {
		return err
	}
	if asJSON {
		return rules.WriteResolved(w, name, g, true)
	}
	return writeResolved(w, g, p)
}

func runHint(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("hint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	budget := fs.Duration("budget", time.Second, "thinking time for the whole turn")
	nodes := fs.Int("nodes", 0, "at most this many positions a decision (0: no limit; makes the answer independent of the machine's speed)")
	seed := fs.Uint64("seed", 0, "breaks ties between equal actions (0: always the first found)")
	asJSON := fs.Bool("json", false, "print the turn and the search figures as JSON")
	const usage = "usage: mecanoid hint GAME [--budget 1s] [--nodes N] [--seed N] [--json]"
	if err := cliflag.Parse(fs, cliflag.Reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 1 || *budget <= 0 {
		return fault.New(fault.Usage, usage)
	}
	name := fs.Arg(0)
	data, err := os.ReadFile(name)
	if err != nil {
		return fault.E(fault.Input, err)
	}
	_, states, _, _, err := readNetzwerk(name, data)
	if err != nil {
		return err
	}
	s := states[len(states)-1]
	if winner, why := s.Winner(); winner != rules.NoPlayer {
		return fault.Errorf(fault.Input, "%s: the game is over: %s won (%s)", name, winner, why)
	}
	// The engine holds no clock: each decision gets half the time left,
	// through the search's Begin and Stop callbacks.
	end := time.Now().Add(*budget)
	var decisionEnd time.Time
	sr := &rules.Searcher{MaxNodes: *nodes,
		Begin: func() { decisionEnd = time.Now().Add(time.Until(end) / 2) },
		Stop:  func() bool { return time.Now().After(decisionEnd) }}
	if *seed != 0 {
		sr.Rand = rules.NewRand(*seed)
	}
	type decision struct {
		Action string `json:"action"`
		Depth  int    `json:"depth"`
		Nodes  int    `json:"nodes"`
		Score  int    `json:"score"`
	}
	var turn rules.Turn
	var ds []decision
	cur := s
	for !cur.Over() && cur.ToMove() == s.ToMove() && len(turn) < 64 {
		a, info := sr.BestAction(cur)
		next, _, err := rules.Apply(cur, a)
		if err != nil {
			return fmt.Errorf("hint: the search chose an illegal action %s: %v", a, err)
		}
		turn = append(turn, a)
		ds = append(ds, decision{a.String(), info.Depth, info.Nodes, info.Score})
		cur = next
		if a.Kind == rules.EndTurn {
			break
		}
	}
	if n := len(turn); n > 0 && turn[n-1].Kind == rules.EndTurn {
		turn = turn[:n-1]
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			Turn      int             `json:"turn"`
			Player    int             `json:"player"`
			Actions   []string        `json:"actions"`
			Decisions []decision      `json:"decisions"`
			After     rules.StateJSON `json:"after"`
		}{s.Turn() + 1, int(s.ToMove()), rules.TurnStrings(turn), ds, cur.JSON()})
	}
	line, _ := json.Marshal(rules.TurnStrings(turn))
	p := lang.Say()
	p.Fprintf(stdout, "turn %d, player %d to play: %s\n", s.Turn()+1, int(s.ToMove()), turn)
	p.Fprintf(stdout, "for the game file: %s\n", line)
	for _, d := range ds {
		p.Fprintf(stdout, "  %-24s depth %d, %d positions, score %d\n", d.Action, d.Depth, d.Nodes, d.Score)
	}
	fmt.Fprint(stdout, rules.Diagram(cur))
	if winner, why := cur.Winner(); winner != rules.NoPlayer {
		p.Fprintf(stdout, "this turn wins: player %d (%s)\n", int(winner), p.Sprintf(string(why)))
	}
	return nil
}

func runBenchNetzwerk(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bench-netzwerk", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	games := fs.Int("games", 100, "games to play; the search takes each side in turn")
	nodes := fs.Int("nodes", 2000, "positions the search may look at for each decision")
	seed := fs.Uint64("seed", 1, "first seed")
	maxTurns := fs.Int("max-turns", 300, "a game still running after this many turns counts as no result")
	if err := cliflag.Parse(fs, args); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 0 || *games < 1 || *nodes < 1 || *maxTurns < 1 {
		return fault.New(fault.Usage, "usage: mecanoid bench-netzwerk [--games 100] [--nodes 2000] [--seed 1] [--max-turns 300]")
	}
	start, err := rules.NewGame(rules.DefaultConfig, rules.Player1)
	if err != nil {
		return err
	}
	var wins, losses, unfinished, turns int
	var winsAs [3]int
	t0 := time.Now()
	for i := 0; i < *games; i++ {
		side := rules.Player(1 + i%2)
		sd := *seed + uint64(i)
		w, n := rules.Match(start, &rules.Searcher{MaxNodes: *nodes, Rand: rules.NewRand(sd)}, side, rules.NewRand(sd+1<<32), *maxTurns)
		turns += n
		switch w {
		case side:
			wins++
			winsAs[side]++
		case rules.NoPlayer:
			unfinished++
		default:
			losses++
		}
	}
	el := time.Since(t0)
	p := lang.Say()
	p.Fprintf(stdout, "netzwerk: search (%s positions a decision) against a random player, 6x6, %d games, seeds %s\n",
		fmt.Sprint(*nodes), *games, fmt.Sprintf("%d..%d", *seed, *seed+uint64(*games)-1))
	p.Fprintf(stdout, "  won %d (%.1f%%): %d as player 1, %d as player 2; lost %d; unfinished after %d turns %d\n",
		wins, 100*float64(wins)/float64(*games), winsAs[1], winsAs[2], losses, *maxTurns, unfinished)
	p.Fprintf(stdout, "  %.1f turns a game; %.2f games per second (%.2fs)\n",
		float64(turns)/float64(*games), float64(*games)/el.Seconds(), el.Seconds())
	return nil
}

func runPrintNetzwerk(args []string, stdout io.Writer) error {
	const usage = "print-netzwerk board|tags [--width 6] [--height 6] [--square 60] [--png FILE --dpi 100] [--paper a4|letter] [--margin 10] [-o FILE.pdf] [--printer NAME]"
	if len(args) == 0 || (args[0] != "board" && args[0] != "tags") {
		return fault.New(fault.Usage, "usage: mecanoid "+usage)
	}
	what := args[0]
	o := game.NewOutput("netzwerk "+what, "netzwerk-"+what+".pdf")
	def := DefaultBoardPrint()
	width := o.FS.Int("width", rules.DefaultSize, "squares west to east")
	height := o.FS.Int("height", rules.DefaultSize, "squares north to south")
	square := o.FS.Float64("square", def.Square, "side of a square field, mm (energy fields, border and tags scale with it)")
	overlap := o.FS.Float64("overlap", def.Overlap, "overlap between neighbouring sheets, mm")
	pngFile := o.FS.String("png", "", "board: also draw the whole board, pieces at the start, into this PNG file")
	dpi := o.FS.Float64("dpi", 100, "resolution of the PNG, dots per inch")
	if err := o.Parse(args[1:], 0, usage); err != nil {
		return err
	}
	page, err := o.Page()
	if err != nil {
		return err
	}
	k := *square / def.Square
	np := BoardPrint{Square: *square, Field: def.Field * k, Border: def.Border * k, RobotTag: def.RobotTag * k,
		BatteryTag: def.BatteryTag * k, Markers: def.Markers, Page: page, Overlap: *overlap}
	cfg := rules.Config{Width: *width, Height: *height}
	if err := np.Check(cfg); err != nil {
		return fault.E(fault.Usage, err)
	}
	doc := print.NewPDF("mecanoid Netzwerk " + what)
	if what == "tags" {
		if err := PrintTags(doc, cfg, np, 0, 0); err != nil {
			return fault.E(fault.Usage, err)
		}
		return o.Deliver(doc, stdout, lang.Say().Sprintf("%d robot tags of %g mm, %d battery tags of %g mm",
			2*cfg.RobotsPerPlayer(), np.RobotTag, cfg.Batteries(), np.BatteryTag))
	}
	t, err := PrintBoard(doc, cfg, np)
	if err != nil {
		return fault.E(fault.Usage, err)
	}
	if *pngFile != "" {
		start, err := rules.NewGame(cfg, rules.Player1)
		if err != nil {
			return fault.E(fault.Usage, err)
		}
		img, err := BoardImage(cfg, start, np, *dpi/25.4)
		if err != nil {
			return fault.E(fault.Usage, err)
		}
		f, err := os.Create(*pngFile)
		if err != nil {
			return err
		}
		if err := png.Encode(f, img); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	return o.Deliver(doc, stdout, lang.Say().Sprintf("the %dx%d board on %s", cfg.Width, cfg.Height, t.Describe()))
}

const refereeNetzwerkUsage = "referee --game netzwerk [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--journal FILE] [--no-wait] [--web ADDR] [--pace D] [--width 6 --height 6] [--square 60] [--tag-height 30] [--first 1] [--turn 0] [--resume [GAME]]"

// runRefereeNetzwerk referees a Netzwerk game at the table by difference
// (docs/referee-netzwerk.md): the players move the pieces, the camera
// reads the table, the referee finds the turn or names the rule broken.
func runRefereeNetzwerk(args []string, stdout io.Writer) error {
	fs, tf := session.NewFlags("netzwerk", session.Help{Web: "the room", Pace: "pause after each action of a turn shown (e.g. 500ms)", TagHeight: "board", Resume: true})
	def := DefaultBoardPrint()
	width := fs.Int("width", rules.DefaultSize, "squares west to east, as printed")
	height := fs.Int("height", rules.DefaultSize, "squares north to south, as printed")
	square := fs.Float64("square", def.Square, "printed side of a square field, mm (as mecanoid print netzwerk --square)")
	first := fs.Int("first", 1, "the player to play first (1 or 2)")
	turn := fs.Int("turn", 0, "turns already played before the position on the table (to start again from a game in progress)")
	if err := session.ParseFlags(fs, args, refereeNetzwerkUsage); err != nil {
		return err
	}
	if *tf.Live && *tf.NoWait {
		return fault.Errorf(fault.Usage, "--live --no-wait: a Netzwerk turn is several moves, and it ends when the player says so (Enter); without a keyboard the first move would be taken for the whole turn")
	}
	if *first != 1 && *first != 2 {
		return fault.Errorf(fault.Usage, "--first %d: players are 1 and 2", *first)
	}
	if *turn < 0 {
		return fault.Errorf(fault.Usage, "--turn %d: turns played cannot be negative", *turn)
	}
	var kept journal.GameInfo // the game gone on with (--resume)
	var want *rules.State     // its position, which the table must show
	if *tf.Resume {
		var data []byte
		var err error
		if kept, data, err = tf.ResumeKept(Kind, fs.Arg(0), stdout, exportKeptNetzwerk); err != nil {
			return err
		}
		g, err := rules.ParseGame(kept.Name, data)
		if err != nil {
			return fault.E(fault.Input, err)
		}
		states, _, _, err := g.Replay()
		if err != nil {
			return fault.E(fault.Input, err)
		}
		want = states[len(states)-1]
		c := want.Config()
		*width, *height, *first, *turn = c.Width, c.Height, int(want.ToMove()), want.Turn()
	}
	k := *square / def.Square
	np := BoardPrint{Square: *square, Field: def.Field * k, Border: def.Border * k, RobotTag: def.RobotTag * k,
		BatteryTag: def.BatteryTag * k, Markers: def.Markers, Page: def.Page, Overlap: def.Overlap}
	cfg := rules.Config{Width: *width, Height: *height}
	if err := np.Check(cfg); err != nil {
		return fault.E(fault.Usage, err)
	}
	layout := vision.NetzwerkLayout{Columns: cfg.Width, Rows: cfg.Height, Square: np.Square, Field: np.Field, Border: np.Border}
	sc := &vision.Scanner{Game: TagCode, Board: layout.Board(np.Markers), Layout: layout, TagSize: np.BatteryTag,
		Settings: calibration.Settings{TagHeight: *tf.TagHeight, FOV: *tf.FOV}}
	return session.Play(tf, stdout, kept, session.Kept[*rules.State]{
		Game: &Netzwerk{Config: cfg, First: rules.Player(*first), Turn: *turn, Want: want}, Scanner: sc,
		// A side's phone ends its turn (Done), the keyboard still can
		// (Enter): with a web page, each turn is asked of its side's seat.
		Players: Seats(), WebNote: lang.Say().Sprintf(" (each side may end its turn from a phone)"),
		Wire: func(t *session.Run, ref *referee.Referee[*rules.State], page *web.Page) error {
			if page != nil {
				ref.Ask = t.Asker(page)
			}
			return nil
		},
		NewGame: func(j *journal.Journal, s *rules.State) (journal.GameInfo, error) {
			return KeepGame(j, "", rules.NewGameFile(s, nil))
		},
		End: func(t *session.Run, info journal.GameInfo, end *rules.State, err error) error {
			if errors.Is(err, referee.ErrStopped) {
				lang.Say().Fprintf(stdout, "stopped after turn %d: to go on, leave the table as it is and run again with --resume (the journal keeps the game), or with --turn %d --first %d\n",
					end.Turn(), end.Turn(), int(end.ToMove()))
			}
			return err
		}})
}

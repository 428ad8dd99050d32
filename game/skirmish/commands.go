package skirmish

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mecanoid/game"
	"mecanoid/internal/lang"
	"mecanoid/referee/session"
	"os"
	"strings"

	"mecanoid/calibration"
	rules "mecanoid/engine/skirmish"
	"mecanoid/fault"
	"mecanoid/journal"
	"mecanoid/print"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
)

func init() {
	game.Register(game.Game{Name: "skirmish", Title: "the skirmish on plots and bridges",
		Sentinels: map[error]fault.Kind{rules.ErrSyntax: fault.Parse, rules.ErrSetup: fault.Setup,
			rules.ErrIllegal:  fault.Rule, // wrapped by every refused action, beside the rule's sentinel
			rules.ErrGameOver: fault.Rule},
		Resolve: func(name string, data []byte, o game.ResolveOptions, w io.Writer) error {
			return resolveSkirmish(name, data, o.JSON, w)
		},
		Export: exportKeptSkirmish, Referee: runRefereeSkirmish,
		RefereeUsage: "  referee --game skirmish --setup GAME [--actions GAME] [--camera ...]: referee the skirmish on plots and bridges: actions asked (phones, keyboard) or replayed, resolved, moves told, table checked (docs/referee-skirmish.md)",
		Print:        runPrintSkirmish,
		PrintForms:   "skirmish map|tags|cards FILE",
		Commands: []game.Command{{Name: "print-skirmish", Usage: "print-skirmish map|tags|cards GAME_OR_MAP [--tag MM] [--paper a4|letter] [--margin MM] [-o FILE.pdf] [--printer NAME]:\n" +
			"      print a skirmish map at true scale, its robots' tags or their cards (docs/skirmish-format.md)",
			Run: runPrintSkirmish, Verbs: []string{"map", "tags", "cards"}, Alias: true}}})
}

// resolveSkirmish plays a skirmish game file turn by turn.
func resolveSkirmish(name string, data []byte, asJSON bool, w io.Writer) error {
	write := func(w io.Writer, name string, g *rules.Game, asJSON bool) error {
		if asJSON {
			return rules.WriteResolved(w, name, g, true)
		}
		return writeResolved(w, g, lang.Say())
	}
	return game.ResolveParsed(name, data, asJSON, w, rules.ParseGame, os.ReadFile, write)
}

const printSkirmishWhat = "want: mecanoid print-skirmish map MAP_OR_GAME | tags GAME | cards GAME (see docs/skirmish-format.md)"

func runPrintSkirmish(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return fault.New(fault.Usage, printSkirmishWhat)
	}
	what := args[0]
	switch what {
	case "map", "tags", "cards":
	default:
		return fault.Errorf(fault.Usage, "unknown thing to print %q; %s", what, printSkirmishWhat)
	}
	o := game.NewOutput("skirmish "+what, "skirmish-"+what+".pdf")
	tagSize := o.FS.Float64("tag", tag.DefaultTagSize, "side of a robot tag, mm")
	if err := o.Parse(args[1:], 1, "print-skirmish "+what+" FILE [flags]"); err != nil {
		return err
	}
	page, err := o.Page()
	if err != nil {
		return err
	}
	file := o.FS.Arg(0)
	data, err := os.ReadFile(file)
	if err != nil {
		return fault.E(fault.Input, err)
	}
	var m *rules.Map
	var g *rules.Game
	if strings.HasSuffix(strings.ToLower(file), ".json") {
		if g, err = rules.ParseGame(file, data, os.ReadFile); err != nil {
			return err
		}
		m = g.Setup.Map
	} else if what == "map" {
		if m, err = rules.ParseMap(file, data); err != nil {
			return err
		}
	} else {
		return fault.Errorf(fault.Usage, "print-skirmish %s wants a game file (.json): it lists the robots", what)
	}
	doc := print.NewPDF("mecanoid skirmish " + what)
	var desc string
	switch what {
	case "map":
		sp := DefaultMapPrint()
		sp.Page = page
		t, err := PrintMap(doc, m, sp)
		if err != nil {
			return fault.E(fault.Usage, err)
		}
		desc = lang.Say().Sprintf("%s at true scale on %s", lang.Say().Sprintf(game.NameOr(m.Name)), t.Describe())
	case "tags":
		if err := PrintTags(doc, g.Setup, *tagSize, page); err != nil {
			return fault.E(fault.Usage, err)
		}
		desc = lang.Say().Sprintf("%d robot tags of %g mm", len(g.Setup.Robots), *tagSize)
	case "cards":
		if err := PrintCards(doc, g.Setup, page); err != nil {
			return fault.E(fault.Usage, err)
		}
		desc = lang.Say().Sprintf("%d robot cards", len(g.Setup.Robots))
	}
	return o.Deliver(doc, stdout, desc)
}

const refereeSkirmishUsage = "referee --game skirmish --setup GAME.json|--resume [GAME] [--actions GAME.json] [--camera DIR|rpicam|/dev/video0] [--calibration FILE] [--journal FILE] [--no-wait] [--web ADDR] [--pace D] [--tag 40] [--tag-height 30]"

// runRefereeSkirmish referees a skirmish at the table
// (docs/referee-skirmish.md): the team on turn says its actions, the
// engine resolves them, the players move the robots as told and the
// camera checks the table.
func runRefereeSkirmish(args []string, stdout io.Writer) error {
	fs, tf := session.NewFlags("skirmish", session.Help{Web: "the room and the teams' phones", Pace: "pause after each event of a turn shown (e.g. 500ms)", TagHeight: "map", Resume: true})
	setupFile := fs.String("setup", "", "the game file to start from (its position; its turns are not played unless it is also --actions)")
	actionsFile := fs.String("actions", "", "a game file whose turns are played in order instead of asking the teams (a replay at the table)")
	tagSize := fs.Float64("tag", tag.DefaultTagSize, "side of a robot tag, mm (as mecanoid print-skirmish tags --tag)")
	if err := session.ParseFlags(fs, args, refereeSkirmishUsage); err != nil {
		return err
	}
	if *setupFile == "" && !*tf.Resume {
		*setupFile = *actionsFile
	}
	if *tf.Resume && *setupFile != "" {
		return fault.New(fault.Usage, "--resume goes on with a game of the journal: no --setup\nusage: mecanoid "+refereeSkirmishUsage)
	}
	if *setupFile == "" && !*tf.Resume {
		return fault.New(fault.Usage, "referee --game skirmish needs --setup GAME.json: the map, the teams and where the robots start\nusage: mecanoid "+refereeSkirmishUsage)
	}
	if *tagSize < 10 || *tf.TagHeight < 0 {
		return fault.Errorf(fault.Usage, "--tag %g, --tag-height %g: a tag of at least 10 mm, at a height of 0 or more", *tagSize, *tf.TagHeight)
	}
	var g *rules.Game
	var kept journal.GameInfo // the game gone on with (--resume)
	var err error
	if *tf.Resume {
		var data []byte
		if kept, data, err = tf.ResumeKept("skirmish", fs.Arg(0), stdout, exportKeptSkirmish); err != nil {
			return err
		}
		g, err = session.TakeUp(kept.Name, data, rules.ParseGame, (*rules.Game).Replay, func(s *rules.State) any { return rules.NewGameFile(s, nil) })
	} else {
		g, err = readSkirmishGame(*setupFile)
	}
	if err != nil {
		return err
	}
	setup := g.Setup
	var replay *rules.Game
	if *actionsFile != "" {
		if replay, err = readSkirmishGame(*actionsFile); err != nil {
			return err
		}
	}

	layout := Layout(setup.Map)
	sc := &vision.Scanner{Game: TagCode, Board: layout.Board(tag.DefaultMarkers), Layout: layout, TagSize: *tagSize,
		Settings: calibration.Settings{TagHeight: *tf.TagHeight, FOV: *tf.FOV}}
	k := session.Kept[*rules.State]{Game: &Skirmish{Layout: layout, Setup: setup}, Scanner: sc,
		Players: []string{setup.Teams[0].Name, setup.Teams[1].Name}, AskPlayers: true, WebNote: lang.Say().Sprintf(" (each team may answer from a phone)"),
		NewGame: func(j *journal.Journal, s *rules.State) (journal.GameInfo, error) {
			return j.NewKeptFrom("skirmish", "", rules.NewGameFile(s, nil), s.Turn())
		},
		End: func(t *session.Run, info journal.GameInfo, end *rules.State, err error) error {
			return t.EndKept(err, func() session.Stopped {
				return session.Stopped{Name: fmt.Sprintf("%s-turn-%d.json", info.Name, end.Turn()), Game: rules.NewGameFile(end, nil),
					When: lang.Say().Sprintf("stopped before turn %d (round %d, %s to play)", end.Turn(), end.Round, end.Teams[end.Side].Name),
					How:  lang.Say().Sprintf("leave the table as it is")}
			})
		}}
	if replay != nil {
		k.Ask = replayAsker(*actionsFile, replay)
	}
	return session.Play(tf, stdout, kept, k)
}

func readSkirmishGame(file string) (*rules.Game, error) {
	return session.ReadGameFile(file, rules.ParseGame, os.ReadFile)
}

// replayAsker answers each turn of the game with the same turn of game
// file g (its turns count from its setup's round and team), as checked by
// the referee: a turn the referee refuses stops the game with the file's
// turn named.
func replayAsker(file string, g *rules.Game) talk.Asker {
	first := g.Setup.Turn()
	return talk.AskFunc(func(ctx context.Context, q talk.Question) (map[string]string, error) {
		i := q.Step - first
		if i < 0 || i >= len(g.File.Turns) {
			return nil, fmt.Errorf("%w: %s has no turn %d", referee.ErrStopped, file, i+1)
		}
		answer := strings.Join(g.File.Turns[i].Actions, "; ")
		if answer == "" {
			answer = "pass"
		}
		if q.Check != nil {
			if err := q.Check(q.Who[0], answer); err != nil {
				return nil, fault.Errorf(fault.Input, "%s: turns[%d]: %w", file, i, err)
			}
		}
		return map[string]string{q.Who[0]: answer}, nil
	})
}

// exportKeptSkirmish writes a kept skirmish as a game file: its setup with
// every turn kept, checked by replaying it against the positions the
// referee kept.
func exportKeptSkirmish(j *journal.Journal, info journal.GameInfo) ([]byte, error) {
	kg, err := j.Kept(info.ID)
	if err != nil {
		return nil, err
	}
	var gf rules.GameFile
	if err := json.Unmarshal(kg.Setup, &gf); err != nil {
		return nil, game.Disagree(fmt.Errorf("game %s: setup: %w", kg.Info.Name, err))
	}
	gf.Game = "skirmish"
	for _, st := range kg.Steps {
		var tj rules.TurnJSON
		if err := json.Unmarshal(st.Input, &tj); err != nil {
			return nil, game.Disagree(fmt.Errorf("game %s: turn %d: %w", kg.Info.Name, st.Step, err))
		}
		gf.Turns = append(gf.Turns, tj)
	}
	data, err := json.MarshalIndent(gf, "", "  ")
	if err != nil {
		return nil, game.Disagree(err)
	}
	g, err := rules.ParseGame(kg.Info.Name, data, nil)
	if err != nil {
		return nil, game.Disagree(err)
	}
	states, _, err := g.Replay()
	if err != nil {
		return nil, game.Disagree(err)
	}
	if err := game.SameAsKept(kg, "turn", len(states)-1, func(i int) any { return states[i].JSON() }); err != nil {
		return nil, game.Disagree(err)
	}
	return append(data, '\n'), nil
}

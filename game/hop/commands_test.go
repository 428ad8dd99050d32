package hop_test

// Hop's registration: its name, its sentinels, resolve of a game file,
// export of a kept game, and `referee --game hop` on the table's
// session, as game/hexprog registers the hex game.

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"mecanoid/calibration"
	"mecanoid/fault"
	"mecanoid/game"
	"mecanoid/internal/lang"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/session"
	"mecanoid/tag"
	"mecanoid/vision"
)

func init() {
	game.Register(game.Game{Name: "hop", Title: "Hop, the test game",
		Sentinels: map[error]fault.Kind{errMove: fault.Rule, errFile: fault.Parse},
		Resolve:   resolve, Export: export, Referee: runReferee,
		RefereeUsage: "  referee --game hop [--setup GAME.json|--resume [GAME]] [--camera ...]: referee Hop, the test game"})
}

// resolve plays a Hop game file to its end: each turn said, or every
// position as JSON.
func resolve(name string, data []byte, o game.ResolveOptions, w io.Writer) error {
	f, err := parseFile(name, data)
	if err != nil {
		return err
	}
	states, err := f.replay()
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if o.JSON {
		return json.NewEncoder(w).Encode(states)
	}
	h, p := &hopGame{}, lang.Say()
	fmt.Fprintln(w, referee.InLang(h.Started(f.Setup), lang.User()).Text)
	for i, s := range states[1:] {
		fmt.Fprintln(w, p.Sprintf("turn %d: %s", s.Turn, hopped(p, states[i], s)))
	}
	if end := states[len(states)-1]; h.Done(end) {
		fmt.Fprintln(w, referee.InLang(h.Over(end), lang.User()).Text)
	}
	return nil
}

// export writes a kept Hop game as its game file, checked by replaying
// it against the positions the referee kept.
func export(j *journal.Journal, info journal.GameInfo) ([]byte, error) {
	kg, err := j.Kept(info.ID)
	if err != nil {
		return nil, err
	}
	f := gameFile{Game: "hop", Turns: []string{}}
	if err := json.Unmarshal(kg.Setup, &f.Setup); err != nil {
		return nil, game.Disagree(fmt.Errorf("game %s: setup: %w", info.Name, err))
	}
	for _, st := range kg.Steps {
		var d string
		if err := json.Unmarshal(st.Input, &d); err != nil {
			return nil, game.Disagree(fmt.Errorf("game %s: turn %d: %w", info.Name, st.Step, err))
		}
		f.Turns = append(f.Turns, d)
	}
	states, err := f.replay()
	if err != nil {
		return nil, game.Disagree(err)
	}
	if err := game.SameAsKept(kg, "turn", len(states)-1, func(i int) any { return states[i] }); err != nil {
		return nil, game.Disagree(err)
	}
	data, err := json.MarshalIndent(f, "", "  ")
	return append(data, '\n'), err
}

const usage = "referee --game hop [--setup GAME.json|--resume [GAME]] [--camera DIR|rpicam|/dev/video0] [--journal FILE] [--no-wait] [--web ADDR]"

// board is Hop's grid as the camera sees it: DR2D's cells and corner
// markers, size x size.
var board = calibration.Board{Columns: size, Rows: size, Tile: tag.DefaultTile, Markers: tag.DefaultMarkers}

// runReferee referees Hop at the table: the robots read where they
// stand (or where --setup or the journal says), each player asked a
// direction in turn (phones, keyboard), the hop told and the table
// checked, until a robot reaches the far row.
func runReferee(args []string, stdout io.Writer) error {
	fs, tf := session.NewFlags("hop", session.Help{Web: "the room and the players' phones", Pace: "pause after each event shown", TagHeight: "board", Resume: true})
	setupFile := fs.String("setup", "", "a Hop game file: the table must show where it ends")
	if err := session.ParseFlags(fs, args, usage); err != nil {
		return err
	}
	var g hopGame
	var kept journal.GameInfo
	var data []byte
	var err error
	name := *setupFile
	switch {
	case *tf.Resume && *setupFile != "":
		return fault.New(fault.Usage, "--resume goes on with a game of the journal: no --setup\nusage: mecanoid "+usage)
	case *tf.Resume:
		if kept, data, err = tf.ResumeKept("hop", fs.Arg(0), stdout, export); err != nil {
			return err
		}
		name = kept.Name
	case *setupFile != "":
		if data, err = os.ReadFile(*setupFile); err != nil {
			return fault.E(fault.Input, err)
		}
	}
	if data != nil {
		f, err := parseFile(name, data)
		if err != nil {
			return fault.E(fault.Input, err)
		}
		states, err := f.replay()
		if err != nil {
			return fault.E(fault.Input, err)
		}
		g.setup = &states[len(states)-1]
	}
	sc := &vision.Scanner{Game: tag.DR2D, Board: board, Settings: calibration.Settings{TagHeight: *tf.TagHeight}}
	return session.Play(tf, stdout, kept, session.Kept[position]{Game: &g, Scanner: sc, Players: players[:], AskPlayers: true,
		NewGame: func(j *journal.Journal, s position) (journal.GameInfo, error) {
			return j.NewKeptFrom("hop", "", s, s.Turn+1)
		},
		End: func(t *session.Run, info journal.GameInfo, end position, err error) error {
			return t.EndKept(err, func() session.Stopped {
				return session.Stopped{Name: fmt.Sprintf("%s-turn-%d.json", info.Name, end.Turn), Game: gameFile{Game: "hop", Setup: end, Turns: []string{}},
					When: lang.Say().Sprintf("stopped after turn %d", end.Turn), How: lang.Say().Sprintf("leave the robots as they stand")}
			})
		}})
}

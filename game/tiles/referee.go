package tiles

import (
	"errors"
	"io"
	"os"

	rules "mecanoid/engine/tiles"
	"mecanoid/fault"
	"mecanoid/internal/lang"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/session"
)

// `mecanoid referee --game tiles`: a SimulacreS world at the table
// (docs/referee-tiles.md), from a world file or a world kept in the
// journal, read by the camera in its play area.

const refereeTilesUsage = "referee --game tiles --world FILE | --resume [WORLD] [--area CxR] [--origin X,Y] [--cell 18] [--name NAME] [--camera ...] [--web :8080] [--pace 500ms]"

// RefereeTilesUsage is the referee's line for SimulacreS.
const RefereeTilesUsage = "  " + refereeTilesUsage + ": a SimulacreS world at the table: figurines moved by hand read by the camera, each tile to lay told and checked (docs/referee-tiles.md)"

func runRefereeTiles(args []string, stdout io.Writer) error { return refereeTiles(args, stdout, nil) }

// refereeTiles is the referee; stopped, when not nil, ends a world stopped
// (the keyboard's input ended) instead of saying how to go on: the demo's
// evening ends so.
func refereeTiles(args []string, stdout io.Writer, stopped func(end *rules.State) error) error {
	fs, tf := session.NewFlags("tiles", session.Help{Web: "the room and the characters' phones", Pace: "pause after each event of a step shown (e.g. 500ms)", TagHeight: "tiles", Resume: true})
	worldFile := fs.String("world", "", "the world file to start from (its set, first tiles, characters and plans; docs/tiles-format.md)")
	areaFlag := fs.String("area", "", "the play area the corner markers frame, places across x places down (e.g. 3x3); default: the world and a place all round")
	originFlag := fs.String("origin", "", "the world's place in the area's north-west corner, x,y (default: with --area, the world's north-west place less one each way)")
	cell := fs.Float64("cell", DefaultTileCell, "the printed side of a cell, mm (as tiles print --cell)")
	name := fs.String("name", "", "the world's name in the journal (default: tiles-DATE-N)")
	if err := session.ParseFlags(fs, args, refereeTilesUsage); err != nil {
		return err
	}
	var (
		start  *rules.State
		setup  rules.WorldFile // a new world's setup, kept by NewGame
		inputs []rules.Input   // the world file's inputs, kept before the first step
		after  []*rules.State  // the world after each of them (after[i+1])
		kept   journal.GameInfo
	)
	switch {
	case *tf.Resume && *worldFile != "":
		return fault.Errorf(fault.Usage, "--world and --resume: a new world, or one kept to go on with, not both\nusage: mecanoid %s", refereeTilesUsage)
	case *tf.Resume:
		var err error
		kept, err = tf.ResumeWith(Kind, fs.Arg(0), stdout, func(j *journal.Journal, info journal.GameInfo) error {
			rw, err := ResumeWorld(j, info.Name)
			if err != nil {
				return tilesJournalError(err)
			}
			start = rw.Last()
			return nil
		})
		if err != nil {
			return err
		}
	case *worldFile == "":
		return fault.Errorf(fault.Usage, "which world? --world FILE (a world file), or --resume [WORLD] (one kept in the journal)\nusage: mecanoid %s", refereeTilesUsage)
	default:
		data, err := os.ReadFile(*worldFile)
		if err != nil {
			return fault.E(fault.Input, err)
		}
		w, err := rules.ParseWorld(*worldFile, data, os.ReadFile)
		if err != nil {
			return err
		}
		setup, inputs = w.File, w.Inputs
		setup.Inputs = nil
		if after, _, err = w.Replay(); err != nil {
			return err
		}
		start = after[len(after)-1]
	}
	area, err := playArea(start, *areaFlag, *originFlag, *cell)
	if err != nil {
		return err
	}
	g := &Table{Name: kept.Name, Start: start, See: area.Read}
	if g.Name == "" {
		g.Name = *name // "": the set's name until the world is kept
	}
	return session.Play(tf, stdout, kept, session.Kept[*rules.State]{
		Game: g, Scanner: area.Scanner(*tf.TagHeight), Players: Seats(start), AskPlayers: true,
		WebNote: lang.Say().Sprintf(" (each character's phone: plans, divinations, Hiatus)"),
		NewGame: func(j *journal.Journal, s *rules.State) (journal.GameInfo, error) {
			info, err := NewWorld(j, *name, setup)
			if err != nil {
				return journal.GameInfo{}, err
			}
			for i, in := range inputs {
				if err := AddStep(j, info.ID, i+1, in, after[i+1].JSON()); err != nil {
					return journal.GameInfo{}, err
				}
			}
			g.Name = info.Name
			return j.FindKept(Kind, info.Name)
		},
		End: func(t *session.Run, info journal.GameInfo, end *rules.State, err error) error {
			if errors.Is(err, referee.ErrStopped) && stopped != nil {
				return stopped(end)
			}
			if errors.Is(err, referee.ErrStopped) {
				lang.Say().Fprintf(stdout, "stopped after step %d: to go on, leave the table as it is and run again with --resume %s (the journal keeps the world)\n", end.Step, info.Name)
			}
			return err
		}})
}

// playArea is the area the camera reads: --area and --origin, else the
// world and a place all round.
func playArea(s *rules.State, areaFlag, originFlag string, cell float64) (Area, error) {
	if areaFlag == "" {
		if originFlag != "" {
			return Area{}, fault.Errorf(fault.Usage, "--origin goes with --area")
		}
		a, err := AreaOf(s, cell)
		if err != nil {
			return a, fault.E(fault.Usage, err)
		}
		return a, nil
	}
	cols, rows, err := ParseArea(areaFlag)
	if err != nil {
		return Area{}, fault.Errorf(fault.Usage, "--area: %w", err)
	}
	lo, _ := s.Bounds()
	origin := rules.Pos{X: lo.X - 1, Y: lo.Y - 1}
	if originFlag != "" {
		if origin, err = rules.ParsePos(originFlag); err != nil {
			return Area{}, fault.Errorf(fault.Usage, "--origin: %w", err)
		}
	}
	a, err := NewArea(cols, rows, origin, cell)
	if err != nil {
		return a, fault.E(fault.Usage, err)
	}
	for _, ch := range s.Characters {
		a.Characters = append(a.Characters, ch.Name)
	}
	return a, nil
}

func init() {
	lang.Add(
		lang.Text{"Step %d: %s", "Étape %d : %s"},
		lang.Text{"height of the robots' tags above the tiles (on figurines), mm", "hauteur des étiquettes des figurines au-dessus des tuiles, en mm"},
		lang.Text{"the printed side of a cell, mm (as tiles print --cell)", "le côté imprimé d'une case, en mm (comme tiles print --cell)"},
		lang.Text{"the world's place in the area's north-west corner, x,y (default: with --area, the world's north-west place less one each way)", "la place du monde au coin nord-ouest de l'aire, x,y (par défaut, avec --area : la place nord-ouest du monde moins un dans chaque sens)"},
		lang.Text{`address of the web page for the room and the characters' phones ("": none)`, `adresse de la page web pour la salle et les téléphones des personnages ("" : aucune)`},
		lang.Text{"the world's name in the journal (default: tiles-DATE-N)", "le nom du monde dans le journal (par défaut : tiles-DATE-N)"},
		lang.Text{"the world file to start from (its set, first tiles, characters and plans; docs/tiles-format.md)", "le fichier de monde d'où partir (ses tuiles, les premières posées, les personnages et les plans ; docs/tiles-format.md)"},
		lang.Text{"the play area the corner markers frame, places across x places down (e.g. 3x3); default: the world and a place all round", "l'aire de jeu que cadrent les marqueurs de coin, places en largeur x places en hauteur (par exemple 3x3) ; par défaut : le monde et une place tout autour"},
		lang.Text{"pause after each event of a step shown (e.g. 500ms)", "pause après chaque événement montré d'une étape (par exemple 500ms)"},
		lang.Text{" (each character's phone: plans, divinations, Hiatus)", " (le téléphone de chaque personnage : plans, divinations, Hiatus)"},
		lang.Text{"stopped after step %d: to go on, leave the table as it is and run again with --resume %s (the journal keeps the world)\n", "arrêté après l'étape %d : pour continuer, laissez la table telle quelle et relancez avec --resume %s (le journal garde le monde)\n"},
	)
}

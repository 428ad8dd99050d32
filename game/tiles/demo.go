package tiles

import (
	"embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	rules "mecanoid/engine/tiles"
	"mecanoid/fault"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/lang"
	"mecanoid/referee/session"
	"mecanoid/vision/synth"
)

// `mecanoid demo --game tiles`: a generated evening of SimulacreS at the
// table. The world (demo/evening.json, its set beside it) is built into
// the binary; the engine plays the evening ahead of time (same seed: it
// knows which tile the referee will draw), each table the camera is to see
// is photographed (GeneratePhoto through TableOptions) into a
// temporary folder, and the referee (`referee --game tiles`, the same
// code) plays it from there, the players' answers typed by the demo
// through the keyboard as a table's would be.

//go:embed demo
var demoFiles embed.FS

// demoWorld is the evening's world file in demoFiles.
const demoWorld = "demo/evening.json"

// A demoStep is one thing the players do at the table: a figurine moved
// (its input), or a Hiatus answered (the lines each character types).
type demoStep struct {
	in      rules.Input
	answers []string // the keyboard's lines for this step
}

// demoEvening is the evening: Alice walks east (Forêt drawn at 1,0, laid
// turned the wrong way, then put right), Bob south to the place whose two
// plans disagree (a Hiatus: first answered two ways, then agreed), onto
// Colline and east (the last tile drawn mid-walk), then south, where no
// tile is left (0,2 stays empty).
var demoEvening = []demoStep{
	{in: demoMove("Alice", rules.Pos{}, "J3"), answers: []string{"done", "done"}},
	{in: demoMove("Bob", rules.Pos{}, "F10"), answers: []string{"done", "done"}},
	{in: rules.Input{Do: "hiatus", At: &rules.Pos{X: 0, Y: 1}, Winner: "Alice"}, answers: []string{"Alice", "Bob", "Alice", "Alice"}},
	{in: demoMove("Bob", rules.Pos{X: 0, Y: 1}, "J1"), answers: []string{"done", "done"}},
	{in: demoMove("Bob", rules.Pos{X: 0, Y: 1}, "E10"), answers: []string{"done", "done"}},
}

func demoMove(name string, at rules.Pos, cell string) rules.Input {
	return rules.Input{Do: "move", Character: name, At: &at, To: cell}
}

// demoArea is the play area the evening's photos frame: 2 x 2 places from
// 0,0 (Camp, and the three places the evening fills).
const demoArea, demoOrigin = "2x2", "0,0"

func runDemoTiles(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.String("game", "tiles", "the game of the demo: dr2d, or tiles (SimulacreS)")
	webAddr := fs.String("web", "127.0.0.1:8080", `address of the web page showing the game ("": none)`)
	pace := fs.Duration("pace", 500*time.Millisecond, "pause after each step, to follow the game on the web page (0: full speed)")
	keep := fs.String("write-frames", "", "also write the evening's photos (and its world) into this folder")
	if err := cliflag.Parse(fs, args); err != nil {
		return fault.E(fault.Usage, err)
	}
	started := time.Now()
	dir, err := os.MkdirTemp("", "mecanoid-tiles-demo-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	world, err := writeDemoWorld(dir)
	if err != nil {
		return err
	}
	frames := filepath.Join(dir, "frames")
	lines, n, err := demoFrames(world, frames)
	if err != nil {
		return err
	}
	if *keep != "" {
		if err := os.CopyFS(*keep, os.DirFS(dir)); err != nil {
			return fault.E(fault.Input, err)
		}
	}
	lang.Say().Fprintf(stdout, "mecanoid demo: SimulacreS, an evening at the table from %d generated photos (%s)\n", n, time.Since(started).Round(100*time.Millisecond))
	refArgs := []string{"--world", world, "--area", demoArea, "--origin", demoOrigin, "--camera", frames, "--no-wait",
		"--journal", filepath.Join(dir, "journal.db"), "--name", "demo", "--web", *webAddr, "--pace", pace.String()}
	was := session.Current()
	typed := was
	typed.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	typed.Echo = stdout // the players' answers shown after their prompts
	session.Use(typed)
	defer session.Use(was)
	return refereeTiles(refArgs, stdout, func(end *rules.State) error {
		fmt.Fprintln(stdout) // after the question no one answers
		lang.Say().Fprintf(stdout, "the evening ends after step %d: %s, %s\n", end.Step, lang.Say().Sprintf("%d tiles laid and checked", len(end.Tiles)), lang.Say().Sprintf("%d places left empty", len(end.Holes)))
		return nil
	})
}

// writeDemoWorld writes the built-in world and its set into dir and
// gives the world file's path.
func writeDemoWorld(dir string) (string, error) {
	err := fs.WalkDir(demoFiles, "demo", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := demoFiles.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, filepath.Base(p)), data, 0o644)
	})
	return filepath.Join(dir, filepath.Base(demoWorld)), err
}

// demoFrames plays the evening with the engine and photographs, into dir,
// each table the referee's camera will look at, in order: the start; for
// each figurine moved, the table with it moved (the tiles it drew not yet
// laid); a tile drawn, the table with it laid (the first one turned the
// wrong way before); after a Hiatus, the tile it lays. It gives the lines
// the players type and how many photos it made.
func demoFrames(world, dir string) (lines []string, photos int, err error) {
	data, err := os.ReadFile(world)
	if err != nil {
		return nil, 0, err
	}
	w, err := rules.ParseWorld(world, data, os.ReadFile)
	if err != nil {
		return nil, 0, err
	}
	s := w.Setup
	a, err := playArea(s, demoArea, demoOrigin, 0)
	if err != nil {
		return nil, 0, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, 0, err
	}
	var tables []rules.State // the tables to photograph, in order
	shoot := func(tiles []rules.Placed, chars []rules.Character) error {
		tables = append(tables, rules.State{Set: s.Set, Tiles: tiles, Characters: chars})
		return nil
	}
	if err := shoot(s.Tiles, s.Characters); err != nil {
		return nil, 0, err
	}
	wrongWay := true
	for _, st := range demoEvening {
		next, _, err := rules.Apply(s, st.in)
		if err != nil {
			return nil, 0, fmt.Errorf("the demo's evening: %w", err)
		}
		for _, a := range st.answers {
			if a == "done" {
				a = lang.Say().Sprintf("done") // « fini » to a French table, as its prompt asks
			}
			lines = append(lines, a)
		}
		if st.in.Do == "move" {
			if err := shoot(s.Tiles, next.Characters); err != nil {
				return nil, 0, err
			}
		}
		if len(next.Tiles) > len(s.Tiles) {
			if wrongWay {
				turned := append([]rules.Placed(nil), next.Tiles...)
				last := &turned[len(turned)-1]
				last.Facing = last.Facing.Turn(1)
				if err := shoot(turned, next.Characters); err != nil {
					return nil, 0, err
				}
				wrongWay = false
			}
			if err := shoot(next.Tiles, next.Characters); err != nil {
				return nil, 0, err
			}
		}
		s = next
	}
	if len(s.Holes) == 0 || wrongWay {
		return nil, 0, errors.New("the demo's evening leaves no place empty, or lays no tile")
	}
	return lines, len(tables), photographTables(a, tables, dir)
}

// photographTables writes a photo of each table into dir (f01.jpg, ...),
// two at a time: the photos are most of the demo's time to start.
func photographTables(a Area, tables []rules.State, dir string) error {
	errs := make([]error, len(tables))
	var wg sync.WaitGroup
	next := make(chan int)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				errs[i] = photographTable(a, &tables[i], filepath.Join(dir, fmt.Sprintf("f%02d.jpg", i+1)))
			}
		}()
	}
	for i := range tables {
		next <- i
	}
	close(next)
	wg.Wait()
	return errors.Join(errs...)
}

// photographTable writes a generated photo of table s on area a into
// file: from above, at the size that reads a's tags (photoSize), the same
// seed for each, so that the camera stays where it is.
func photographTable(a Area, s *rules.State, file string) error {
	o, err := TableOptions(a, s)
	if err != nil {
		return err
	}
	o.Category, _ = synth.CategoryByName("easy")
	o.Seed, o.Size = 1, photoSize(a)
	ph, err := GeneratePhoto(o)
	if err != nil {
		return err
	}
	return os.WriteFile(file, ph.JPEG, 0o644)
}

func init() {
	lang.Add(
		lang.Text{"the game of the demo: dr2d, or tiles (SimulacreS)", "le jeu de la démo : dr2d, ou tiles (SimulacreS)"},
		lang.Text{"also write the evening's photos (and its world) into this folder", "écrire aussi les photos de la soirée (et son monde) dans ce dossier"},
		lang.Text{"mecanoid demo: SimulacreS, an evening at the table from %d generated photos (%s)\n", "démo mecanoid : SimulacreS, une soirée à la table d'après %d photos générées (%s)\n"},
		lang.Text{"the evening ends after step %d: %s, %s\n", "la soirée se termine après l'étape %d : %s, %s\n"},
	)
	lang.AddPlural(
		lang.Plural{Key: "%d tiles laid and checked", Arg: 1, En: "%d tile laid and checked|%d tiles laid and checked", Fr: "%d tuile posée et vérifiée|%d tuiles posées et vérifiées"},
		lang.Plural{Key: "%d places left empty", Arg: 1, En: "%d place left empty|%d places left empty", Fr: "%d emplacement laissé vide|%d emplacements laissés vides"},
	)
}

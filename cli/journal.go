package cli

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"mecanoid/game"
	"mecanoid/referee/session"
	"os"
	"text/tabwriter"

	"mecanoid/fault"
	"mecanoid/journal"
)

func init() {
	register(command{"games", "games [--journal FILE]: list the games in the referee's journal (every game)", runGames})
	register(command{"replay", "replay GAME [--game KIND] [--journal FILE] [--diagrams] [--json]: a stored game turn by turn, as resolve prints it", runReplay})
	register(command{"export", "export GAME [--game KIND] [--journal FILE] [-o FILE]: a stored game as a game file for resolve", runExport})
}

// The journal as the command line names it (--journal, $MECANOID_JOURNAL)
// is the table session's: every command opens it the same way.
var (
	journalFlag  = session.JournalFlag
	journalPath  = session.JournalPath
	openJournal  = session.OpenJournal
	journalError = session.JournalError
)

// openGame opens the journal and finds the one game named by fs's
// argument; usage is the command's synopsis, for a wrong argument count.
func openGame(fs *flag.FlagSet, journalFile, kind, usage string) (*journal.Journal, journal.GameInfo, error) {
	if fs.NArg() != 1 || fs.Arg(0) == "" {
		return nil, journal.GameInfo{}, fault.New(fault.Usage, say().Sprintf("want one game (its name or ID): %s", usage))
	}
	j, err := openJournal(journalFile)
	if err != nil {
		return nil, journal.GameInfo{}, err
	}
	info, err := findAnyGame(j, fs.Arg(0), kind)
	if err != nil {
		j.Close()
		return nil, journal.GameInfo{}, err
	}
	return j, info, nil
}

func runGames(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("games", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	journalFile := journalFlag(fs)
	if err := parseFlags(fs, reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if fs.NArg() != 0 {
		return fault.New(fault.Usage, say().Sprintf("no arguments: mecanoid games [--journal FILE]"))
	}
	j, err := openJournal(*journalFile)
	if err != nil {
		return err
	}
	defer j.Close()
	games, err := j.KeptGames("")
	if err != nil {
		return journalError(err)
	}
	if len(games) == 0 {
		_, err := say().Fprintf(stdout, "no games in %s\n", j.Path())
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	say().Fprintf(tw, "ID\tGAME\tNAME\tCREATED\tTURNS\tSTATE\n")
	for _, g := range games {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%d\t%s\n", g.ID, g.Kind, g.Name, g.Created.Local().Format("2006-01-02 15:04"), g.Turns, gameState(g))
	}
	return tw.Flush()
}

func runReplay(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	journalFile := journalFlag(fs)
	asJSON := fs.Bool("json", false, say().Sprintf("print events and states as JSON"))
	diagrams := fs.Bool("diagrams", false, say().Sprintf("draw the board after every move"))
	kind := fs.String("game", "", say().Sprintf("the game's kind when a number names two games (%s)", game.List(exported)))
	if err := parseFlags(fs, reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	j, info, err := openGame(fs, *journalFile, *kind, "mecanoid replay GAME [--game KIND] [--journal FILE] [--diagrams] [--json]")
	if err != nil {
		return err
	}
	defer j.Close()
	var out bytes.Buffer // written only when the whole game replayed
	if err := replayKept(j, info, game.ResolveOptions{JSON: *asJSON, Diagrams: *diagrams}, &out); err != nil {
		return err
	}
	_, err = stdout.Write(out.Bytes())
	return err
}

func runExport(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	journalFile := journalFlag(fs)
	outFile := fs.String("o", "", say().Sprintf("write the game file here (default: standard output)"))
	kind := fs.String("game", "", say().Sprintf("the game's kind when a number names two games (%s)", game.List(exported)))
	if err := parseFlags(fs, reorder(fs, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	j, info, err := openGame(fs, *journalFile, *kind, "mecanoid export GAME [--game KIND] [--journal FILE] [-o FILE]")
	if err != nil {
		return err
	}
	defer j.Close()
	data, err := keptGameFile(j, info)
	if err != nil {
		return err
	}
	if *outFile == "" {
		_, err = stdout.Write(data)
		return err
	}
	return os.WriteFile(*outFile, data, 0o644)
}

// exported: g's games kept in the journal can be named by its kind.
func exported(g *game.Game) bool { return g.Export != nil }

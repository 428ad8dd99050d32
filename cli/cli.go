package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"mecanoid/game"
	"mecanoid/internal/cliflag"
	"mecanoid/referee/session"
	"os"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"mecanoid/fault"
	"mecanoid/internal/lang"
)

// The command line is a cobra command tree (docs/cli.md says why): cobra
// finds the command, prints the help (`mecanoid --help`, `mecanoid help
// CMD`), suggests a command for a typo and makes shell completion
// (`mecanoid completion bash`). Each command still parses its own
// arguments with package flag, as it did before cobra (DisableFlagParsing):
// flags after arguments, -flag as --flag, places such as -3,1 as
// arguments, and the referee's flags that depend on --game all stay as
// they were. The help shows the flags that the command's parse declares:
// asked for its help, a command's parse gives back its flag set
// (parseFlags, helpRequest) before the command does anything.

// A command's flag mistakes and help requests are cliflag's: the games'
// commands parse their flags the same way.
type (
	helpRequest = cliflag.HelpRequest
	flagError   = cliflag.FlagError
)

var parseFlags = cliflag.Parse

// commandError is a command's own error, as its run gave it.
type commandError struct {
	name string
	err  error
}

func (e *commandError) Error() string { return e.err.Error() }
func (e *commandError) Unwrap() error { return e.err }

const rootLong = `mecanoid is a table-side referee for robot board games: it reads the table
from a camera, takes the robots' programs, resolves the turns and shows them.

Exit status: 0 on success, 2 on bad input (a malformed file, an impossible
setup, an unknown flag or command), 3 when a photo must be taken again, 1
when something else failed.`

// newRoot makes the command tree; stdout and stderr are where run writes.
func newRoot(stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:           "mecanoid",
		Short:         say().Sprintf("a table-side referee for robot board games"),
		Long:          say().Sprintf(rootLong),
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	// Every command takes --lang (run takes it out before the command
	// parses its own flags): shown once, as cobra's global flag.
	root.PersistentFlags().String("lang", "", say().Sprintf("the language of what mecanoid says: fr or en (default: MECANOID_LANG, then LC_ALL, LC_MESSAGES, LANG, then en)"))
	defaultHelp := root.HelpFunc()
	for _, c := range commands {
		root.AddCommand(newCommand(c))
	}
	// cobra's own commands, said as ours are.
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	for _, cmd := range root.Commands() {
		switch cmd.Name() {
		case "help":
			cmd.Short = say().Sprintf("the help of a command: mecanoid help CMD is mecanoid CMD --help")
		case "completion":
			cmd.Short = say().Sprintf("a shell's completion script (bash, zsh, fish, powershell): commands, verbs, flags")
		}
		helpFlag(cmd)
		for _, sub := range cmd.Commands() { // completion bash, ...
			helpFlag(sub)
		}
	}
	helpFlag(root)
	root.SetUsageTemplate(usageTemplate(root.UsageTemplate()))
	root.SetHelpFunc(func(cmd *cobra.Command, args []string) {
		if c, ok := commandNamed(cmd.Name()); ok && cmd.Parent() == root && cmd.Annotations[flagsShown] == "" {
			showFlags(cmd, c, nil)
		}
		defaultHelp(cmd, args)
		fmt.Fprint(cmd.OutOrStdout(), cmd.Annotations[verbFlags])
		if cmd == root {
			say().Fprintf(cmd.OutOrStdout(), "\nTable flags (mecanoid referee, every game; mecanoid referee --game GAME --help gives the game's own):\n%s", tableFlagUsages())
		}
	})
	return root
}

// newCommand makes the cobra command of c.
func newCommand(c command) *cobra.Command {
	use, short, long := splitUsage(c)
	if said, ok := shortsSaid[c.name]; ok {
		short = said(say())
	} else if lang.Has(short) { // the commands' shorts are in messages_cmd.go
		said := say().Sprintf(short)
		long = strings.Replace(long, short, said, 1) // what it does, after its forms
		short = said
	}
	cmd := &cobra.Command{
		Use: use, Short: short, Long: long,
		Hidden:                aliases[c.name],
		DisableFlagParsing:    true, // the command parses its flags
		DisableFlagsInUseLine: true, // its usage names them
	}
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if vs := verbsAsked(c, args); wantsHelp(args) && len(vs) > 0 {
			if words := leadingWords(args); len(words) > 0 {
				cmd.Use = c.name + " " + strings.Join(words, " ") + " ..." // print hex --help
			}
			showFlags(cmd, c, args)
			return cmd.Help() // the flags of every verb asked about
		}
		err := c.run(args, cmd.OutOrStdout())
		var h *helpRequest
		if errors.As(err, &h) {
			if c.name == "referee" && game.Arg(args) != "" {
				cmd.Long = refereeGameLong(game.Arg(args))
			}
			if name := h.FS.Name(); name != c.name {
				cmd.Use = name + " [arguments]" // a verb: print board
			}
			addFlags(cmd, h.FS)
			return cmd.Help()
		}
		if err != nil {
			return &commandError{c.name, err}
		}
		return nil
	}
	cmd.ValidArgsFunction = func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if strings.HasPrefix(toComplete, "-") {
			var names []cobra.Completion
			seen := map[string]bool{}
			for _, fs := range helpFlagSets(c, args) {
				fs.VisitAll(func(f *flag.Flag) {
					if !seen[f.Name] {
						seen[f.Name] = true
						names = append(names, cobra.CompletionWithDesc("--"+f.Name, strings.ReplaceAll(flagUsage(f.Usage), "`", "")))
					}
				})
			}
			return names, cobra.ShellCompDirectiveNoFileComp
		}
		var next []cobra.Completion // the verb's next word
		for _, v := range verbsAsked(c, args) {
			if w := strings.Fields(v)[len(leadingWords(args))]; !slices.Contains(next, w) {
				next = append(next, w)
			}
		}
		if len(next) > 0 {
			return next, cobra.ShellCompDirectiveNoFileComp
		}
		return nil, cobra.ShellCompDirectiveDefault
	}
	return cmd
}

// addFlags shows the flags of fss in cmd's help.
func addFlags(cmd *cobra.Command, fss ...*flag.FlagSet) {
	for _, fs := range fss {
		cmd.Flags().AddGoFlagSet(fs)
	}
	if cmd.Annotations == nil {
		cmd.Annotations = map[string]string{}
	}
	cmd.Annotations[flagsShown] = "yes"
}

// flagsShown marks a command whose help has its flags already.
const flagsShown = "mecanoid-flags-shown"

// verbFlags is the help's text of the verbs' flags, by verb, when the
// command's own form has flags too (showFlags).
const verbFlags = "mecanoid-verb-flags"

// showFlags puts in cmd's help the flags of c asked about with args: the
// verbs' that args name in part, merged (print --help). A command whose
// own form takes flags too (calibrate PHOTO beside calibrate lens) shows
// its own, then each verb's under the verb's name: the same flag may mean
// another thing there (calibrate's -o is the calibration file, calibrate
// lens's the lens file).
func showFlags(cmd *cobra.Command, c command, args []string) {
	vs := verbsAsked(c, args)
	if len(vs) == 0 {
		addFlags(cmd, flagSetsOf(c, args)...)
		return
	}
	own := ownFlagSets(c, args)
	if len(own) == 0 {
		addFlags(cmd, flagSets(c, vs)...)
		return
	}
	addFlags(cmd, own...)
	var b strings.Builder
	for _, v := range vs {
		pf := pflag.NewFlagSet(v, pflag.ContinueOnError)
		for _, fs := range flagSetsOf(c, strings.Fields(v)) {
			pf.AddGoFlagSet(fs)
		}
		say().Fprintf(&b, "\nFlags of mecanoid %s %s:\n%s", c.name, v, flagUsages(pf))
	}
	cmd.Annotations[verbFlags] = b.String()
}

// countFlags is the number of flags fs declares.
func countFlags(fs *flag.FlagSet) int {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n
}

// wantsHelp tells whether args ask for help before any "--".
func wantsHelp(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-h", "--h", "-help", "--help":
			return true
		}
	}
	return false
}

// leadingWords are the arguments before the first flag: the verb, then
// the command's arguments.
func leadingWords(args []string) []string {
	for i, a := range args {
		if strings.HasPrefix(a, "-") {
			return args[:i]
		}
	}
	return args
}

// verbsAsked are the verbs of c that args name in part only: all of them
// when args name none ("print --help"), a game's when they name the game
// ("print hex --help"). nil: args name a whole verb ("print board"), or
// no verb of c.
func verbsAsked(c command, args []string) []string {
	words := leadingWords(args)
	var part []string
	for _, v := range verbs[c.name] {
		vw := strings.Fields(v)
		n := min(len(vw), len(words))
		if !slices.Equal(vw[:n], words[:n]) {
			continue
		}
		if n == len(vw) {
			return nil
		}
		part = append(part, v)
	}
	return part
}

// helpFlagSets are the flag sets of command c with args: what its parse
// declares, asked for help; those of every verb args name in part.
func helpFlagSets(c command, args []string) []*flag.FlagSet {
	if vs := verbsAsked(c, args); len(vs) > 0 {
		return append(ownFlagSets(c, args), flagSets(c, vs)...)
	}
	return flagSetsOf(c, args)
}

// ownFlagSets is the flag set of c's own form when args name no verb and
// that form takes flags (calibrate PHOTO, beside calibrate lens); none
// for a command that is only its verbs (print).
func ownFlagSets(c command, args []string) []*flag.FlagSet {
	if len(leadingWords(args)) > 0 {
		return nil
	}
	own := flagSetsOf(c, args)
	if len(own) == 0 || countFlags(own[0]) == 0 {
		return nil
	}
	return own
}

// flagSets are the flag sets of command c's verbs vs.
func flagSets(c command, vs []string) []*flag.FlagSet {
	var fss []*flag.FlagSet
	for _, v := range vs {
		fss = append(fss, flagSetsOf(c, strings.Fields(v))...)
	}
	return fss
}

// flagSetsOf is the flag set c parses with args, asked for help (none
// when c does not come to parse its flags).
func flagSetsOf(c command, args []string) []*flag.FlagSet {
	var h *helpRequest
	if errors.As(c.run(append(slices.Clip(args), "--help"), io.Discard), &h) {
		return []*flag.FlagSet{h.FS}
	}
	return nil
}

func commandNamed(name string) (command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// splitUsage makes cobra's Use, Short and Long of c from its usage
// ("resolve GAME [--json]: resolve a game file ..."): Use is the first
// form, Short the first line of what it does, Long all the usage.
func splitUsage(c command) (use, short, long string) {
	usage := c.usage
	if made, ok := madeUsages[c.name]; ok {
		usage = made()
	}
	if c.name == "referee" {
		return "referee [--game GAME] [flags]", "referee a game at the table: read the table, take the programs, resolve, show, light, verify",
			refereeLong()
	}
	first, rest, _ := strings.Cut(usage, "\n")
	use, short, ok := strings.Cut(first, ": ")
	if !ok {
		use, short, _ = strings.Cut(first, ":")
	}
	var lines []string
	for _, l := range strings.Split(rest, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if (short == "" || strings.HasSuffix(short, ",")) && len(lines) > 0 {
		short = strings.TrimSpace(short + " " + lines[0]) // a sentence on two lines
	}
	if s, ok := shorts[c.name]; ok {
		short = s
	}
	if said, ok := shortsSaid[c.name]; ok {
		short = said(lang.EN.Printer())
	}
	short = strings.TrimSuffix(strings.TrimSpace(short), ";")
	if l, ok := longs[c.name]; ok {
		return use, short, l
	}
	long = "mecanoid " + strings.TrimSpace(first)
	for _, l := range lines {
		if form, _, ok := strings.Cut(l, ": "); ok && strings.HasPrefix(l, c.name+" ") && !strings.Contains(form, ", ") { // another form: bench netzwerk ...: ...
			long += "\nmecanoid " + l
		} else {
			long += "\n    " + l
		}
	}
	return use, short, long
}

// shorts and longs replace what splitUsage makes of a usage where it
// falls short.
var (
	shorts = map[string]string{
		"print": "print boards at true scale, QR tags, cartridge sheets, turn reports; each game's boards, tags and sheets",
	}
	longs = map[string]string{}
	// shortsSaid are the shorts made from what the games registered, in
	// a language (bench's).
	shortsSaid = map[string]func(*lang.Printer) string{}
)

// refereeLong is the referee's help: every game it referees.
func refereeLong() string {
	return "mecanoid " + strings.ReplaceAll(refereeUsage(), "\n  referee", "\nmecanoid referee") +
		"\n\nEach game has flags of its own: mecanoid referee --game GAME --help lists them (without --game: dr2d's, below)."
}

// refereeGameLong is the help of `referee --game name`.
func refereeGameLong(name string) string {
	if g := game.Named(name); g != nil && g.Referee != nil {
		return "mecanoid " + strings.TrimSpace(g.RefereeUsage)
	}
	return refereeLong()
}

// tableFlagUsages are the table flags, as the help prints flags.
func tableFlagUsages() string {
	pf := pflag.NewFlagSet("table", pflag.ContinueOnError)
	pf.AddGoFlagSet(tableFlagSet())
	return flagUsages(pf)
}

// tableFlagSet is the table flags mecanoid --help shows.
func tableFlagSet() *flag.FlagSet {
	fs, _ := session.NewFlags(game.DefaultName(), session.Help{Web: "the room and the players' phones", Pace: "pause after each step of a turn (e.g. 500ms)", Resume: true})
	return fs
}

func init() { cobra.AddTemplateFunc("flagUsages", flagUsages) }

// flagUsages are the flags of fs as pflag's FlagUsages writes them
// (cobra's help prints them so), in the user's language: each flag's
// description (flagUsage), its value's type ("--pace durée": flagName)
// and its default; the descriptions aligned by letters, not bytes. In
// English they are pflag's to the byte.
func flagUsages(fs *pflag.FlagSet) string {
	var lefts, usages []string
	width := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		left := "      " + flagName(f)
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			left = "  -" + f.Shorthand + ", " + flagName(f)
		}
		if f.NoOptDefVal != "" { // as pflag writes it
			switch f.Value.Type() {
			case "string":
				left += fmt.Sprintf("[=\"%s\"]", f.NoOptDefVal)
			case "bool", "boolfunc":
				if f.NoOptDefVal != "true" {
					left += fmt.Sprintf("[=%s]", f.NoOptDefVal)
				}
			case "count":
				if f.NoOptDefVal != "+1" {
					left += fmt.Sprintf("[=%s]", f.NoOptDefVal)
				}
			default:
				left += fmt.Sprintf("[=%s]", f.NoOptDefVal)
			}
		}
		g := *f
		g.Usage = flagUsage(f.Usage)
		_, usage := pflag.UnquoteUsage(&g)
		usage += flagDefault(f)
		if f.Deprecated != "" {
			usage += fmt.Sprintf(" (DEPRECATED: %s)", f.Deprecated)
		}
		lefts, usages = append(lefts, left), append(usages, usage)
		width = max(width, utf8.RuneCountInString(left))
	})
	var b strings.Builder
	for i, left := range lefts {
		b.WriteString(left + strings.Repeat(" ", width-utf8.RuneCountInString(left)+3))
		b.WriteString(strings.ReplaceAll(usages[i], "\n", "\n"+strings.Repeat(" ", width+3)) + "\n")
	}
	return b.String()
}

// flagName is "--name" and what the flag's value is: the name between
// back quotes in its description ("--char NOM"), else its type's
// ("--pace duration", "--pace durée"), none for a flag without a value.
func flagName(f *pflag.Flag) string {
	g := *f
	g.Usage = flagUsage(f.Usage)
	name, usage := pflag.UnquoteUsage(&g)
	switch {
	case name == "":
		return "--" + f.Name
	case usage != g.Usage: // `name`
		return "--" + f.Name + " " + name
	}
	for _, t := range []struct{ name, key string }{
		{"string", lang.Key("--%s string")}, {"int", lang.Key("--%s int")}, {"uint", lang.Key("--%s uint")},
		{"float", lang.Key("--%s float")}, {"duration", lang.Key("--%s duration")},
	} {
		if name == t.name {
			return say().Sprintf(t.key, f.Name)
		}
	}
	return "--" + f.Name + " " + name
}

// flagUsage is a flag's description in the user's language, when the
// catalog has it (messages_flags.go); one already said, or not known,
// stays as it is.
func flagUsage(usage string) string {
	if lang.Has(usage) {
		return say().Sprintf(usage)
	}
	return usage
}

// flagDefault is what pflag writes of f's default after its description
// (" (default 250ms)"), in the user's language; "" when it writes none.
func flagDefault(f *pflag.Flag) string {
	one := pflag.NewFlagSet("", pflag.ContinueOnError)
	g := *f
	one.AddFlag(&g)
	line := strings.TrimSuffix(one.FlagUsages(), "\n")
	if f.Value.Type() == "string" {
		if strings.HasSuffix(line, fmt.Sprintf(" (default %q)", f.DefValue)) {
			return say().Sprintf(" (default %q)", f.DefValue)
		}
	} else if strings.HasSuffix(line, fmt.Sprintf(" (default %s)", f.DefValue)) {
		return say().Sprintf(" (default %s)", f.DefValue)
	}
	return ""
}

// progress is where a command that runs for more than a few seconds says
// how far it is (bench vision, calibrate): stderr, beside its result.
var progress io.Writer = io.Discard

// useSession gives the runs at the table this command line's language,
// keyboard and progress.
func useSession() {
	session.Use(session.Env{LangGiven: langGiven, Stdin: stdin, Progress: progress})
}

func init() { useSession() }

// Run runs the command args names (os.Args[1:]) and gives the exit status
// of its error: fault.ExitStatus decides it from the error's kind.
func Run(args []string, stdout, stderr io.Writer) int { return run(args, stdout, stderr) }

func run(args []string, stdout, stderr io.Writer) int {
	progress = stderr
	addGameCommands()
	l, args, err := takeLang(args, os.Getenv)
	if err != nil {
		fmt.Fprintf(stderr, "mecanoid: %s\n", err)
		return fault.ExitStatus(fault.E(fault.Usage, err))
	}
	lang.SetUser(l)
	useSession()
	root := newRoot(stdout, stderr)
	if len(args) == 0 {
		root.SetOut(stderr)
		root.HelpFunc()(root, nil)
		return fault.ExitStatus(fault.New(fault.Usage, "no command"))
	}
	root.SetArgs(args)
	cmd, err := root.ExecuteC()
	if err == nil {
		return 0
	}
	var ce *commandError
	if errors.As(err, &ce) {
		say().Fprintf(stderr, "mecanoid %s: %s\n", ce.name, errorText(ce.err))
		if errors.As(ce.err, new(*flagError)) {
			say().Fprintf(stderr, "Run 'mecanoid %s --help' for usage.\n", ce.name)
		}
		return fault.ExitStatus(ce.err)
	}
	// cobra's own: an unknown command, a bad flag of the root or of
	// completion.
	name := "mecanoid"
	if cmd != nil && cmd != root {
		name = cmd.CommandPath()
	}
	say().Fprintf(stderr, "%s: %s\n", name, cobraError(err))
	say().Fprintf(stderr, "Run '%s --help' for usage.\n", name)
	return fault.ExitStatus(fault.E(fault.Usage, err))
}

// cobraError is an error of cobra's (an unknown command, a bad flag of
// the root) in the user's language where its words are known.
func cobraError(err error) string {
	msg := err.Error()
	var cmd, of, rest string
	if n, _ := fmt.Sscanf(msg, "unknown command %q for %q", &cmd, &of); n == 2 {
		i := strings.Index(msg, "\n")
		if i >= 0 {
			rest = msg[i:] // cobra's suggestions: "Did you mean this?..."
			rest = strings.Replace(rest, "Did you mean this?", say().Sprintf("Did you mean this?"), 1)
		}
		return say().Sprintf("unknown command %q for %q", cmd, of) + rest
	}
	return msg
}

// usageTemplate is cobra's usage template tpl with its headings in the
// user's language.
func usageTemplate(tpl string) string {
	for _, fs := range []string{".LocalFlags", ".InheritedFlags"} { // the flags in the user's language
		tpl = strings.Replace(tpl, "{{"+fs+".FlagUsages", "{{flagUsages "+fs, 1)
	}
	for _, h := range []string{lang.Key("Usage:"), lang.Key("Aliases:"), lang.Key("Examples:"), lang.Key("Available Commands:"),
		lang.Key("Additional Commands:"), lang.Key("Flags:"), lang.Key("Global Flags:"), lang.Key("Additional help topics:"),
		lang.Key(`Use "{{.CommandPath}} [command] --help" for more information about a command.`), lang.Key("{{.CommandPath}} [command]{{end}}")} {
		tpl = strings.Replace(tpl, h, say().Sprintf(h), 1)
	}
	return tpl
}

// helpFlag gives cmd cobra's --help flag, said in the user's language.
func helpFlag(cmd *cobra.Command) {
	cmd.InitDefaultHelpFlag()
	if f := cmd.Flags().Lookup("help"); f != nil {
		f.Usage = say().Sprintf("help for %s", cmd.Name())
	}
}

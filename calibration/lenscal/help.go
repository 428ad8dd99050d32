package lenscal

import (
	"flag"
	"fmt"
	"io"

	"mecanoid/internal/lang"
)

// WriteHelp is the helper program's --help: the command's synopsis and
// its flags, in p's language (mecanoid's own help shows the same flags
// through its command line).
func WriteHelp(w io.Writer, p *lang.Printer, fs *flag.FlagSet) {
	p.Fprintf(w, "usage: %s %s\n", "mecanoid", Usage)
	p.Fprintf(w, "\nFlags:\n")
	fs.VisitAll(func(f *flag.Flag) {
		name, usage := flag.UnquoteUsage(f)
		dash := "--"
		if len(f.Name) == 1 {
			dash = "-" // -o
		}
		left := dash + f.Name + " " + name
		switch name { // the value's kind, as mecanoid's help says it
		case "string":
			left = dash + p.Sprintf("%s string", f.Name)
		case "duration":
			left = dash + p.Sprintf("%s duration", f.Name)
		}
		fmt.Fprintf(w, "  %-22s %s", left, usage)
		if f.DefValue != "" {
			p.Fprintf(w, " (default %s)", f.DefValue)
		}
		fmt.Fprintln(w)
	})
}

package game

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"mecanoid/fault"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/lang"
	"mecanoid/print"
)

// What every print command of every game shares: paper, margins, where
// the PDF goes (a file, standard output, a printer).

// LPCommand sends a file to a CUPS printer; tests replace it.
var LPCommand = "lp"

// Output holds the flags every print command shares: paper, margins, and
// where the PDF goes.
type Output struct {
	FS      *flag.FlagSet
	paper   *string
	margin  *float64
	out     *string
	printer *string
}

func NewOutput(name, defaultFile string) *Output {
	fs := flag.NewFlagSet("print "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return &Output{FS: fs,
		paper:   fs.String("paper", "a4", "paper size: a4 or letter"),
		margin:  fs.Float64("margin", print.DefaultPage.Margin, "blank margin all round each sheet, mm"),
		out:     fs.String("o", defaultFile, "PDF file to write; - for standard output"),
		printer: fs.String("printer", "", "send the PDF to this CUPS printer (lp -d NAME)"),
	}
}

// Parse reads the flags and wants exactly nargs positional arguments.
func (o *Output) Parse(args []string, nargs int, usage string) error {
	if err := cliflag.Parse(o.FS, cliflag.Reorder(o.FS, args)); err != nil {
		return fault.E(fault.Usage, err)
	}
	if o.FS.NArg() != nargs {
		return fault.New(fault.Usage, lang.Say().Sprintf("usage: mecanoid %s", usage))
	}
	return nil
}

func (o *Output) Page() (print.Page, error) {
	paper, err := print.PaperByName(*o.paper)
	if err != nil {
		return print.Page{}, PrintFault(fault.Usage, err)
	}
	p := print.Page{Paper: paper, Margin: *o.margin, Lang: lang.User()}
	if err := p.Check(); err != nil {
		return p, PrintFault(fault.Usage, err)
	}
	return p, nil
}

func (o *Output) Set(name string) bool {
	set := false
	o.FS.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// Deliver writes the finished PDF where it was asked to go: a file, standard
// output, a printer (through a temporary file unless -o names one), and says
// what it did.
func (o *Output) Deliver(doc *print.PDF, stdout io.Writer, what string) error {
	var buf bytes.Buffer
	if err := doc.Write(&buf); err != nil {
		return err
	}
	if *o.out == "-" {
		_, err := stdout.Write(buf.Bytes())
		return err
	}
	file := *o.out
	if *o.printer != "" && !o.Set("o") {
		tmp, err := os.CreateTemp("", "mecanoid-*.pdf")
		if err != nil {
			return err
		}
		file = tmp.Name()
		tmp.Close()
		defer os.Remove(file)
	} else {
		lang.Say().Fprintf(stdout, "wrote %s: %d page(s), %s\n", file, doc.Pages(), what)
	}
	if err := WriteFile(file, buf.Bytes()); err != nil {
		return err
	}
	if *o.printer == "" {
		return nil
	}
	out, err := exec.Command(LPCommand, "-d", *o.printer, file).CombinedOutput()
	if err != nil {
		return fmt.Errorf("print: %s -d %s: %v: %s", LPCommand, *o.printer, err, strings.TrimSpace(string(out)))
	}
	lang.Say().Fprintf(stdout, "sent %d page(s) to printer %s: %s\n", doc.Pages(), *o.printer, strings.TrimSpace(string(out)))
	return nil
}

// PrintFault is err, met printing, of kind k: said in the user's language
// where package print knows its words (print.Error).
func PrintFault(k fault.Kind, err error) error {
	var pe *print.Error
	if errors.As(err, &pe) {
		return fault.New(k, strings.Replace(err.Error(), pe.Error(), pe.Say(lang.Say()), 1))
	}
	return fault.E(k, err)
}

// WriteFile writes through a temporary file in the same folder, so that a
// failed run never leaves half a PDF behind.
func WriteFile(name string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), ".mecanoid-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), name)
}

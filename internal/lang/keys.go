package lang

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
)

// A Use is a key the code prints, and where.
type Use struct {
	Key string
	Pos string // file:line
}

// ErrorFormats are the engines' constructors of file errors
// (internal/poserr) and of refusals, and the place of their format among their arguments,
// by name (a function or a method): the engines cannot print through a
// Printer (they import no catalog), so the command says their errors in
// the user's language from these formats (internal/fileerr); Keys finds
// them so that each has its French. poserr.M's format is found as
// lang.M's is.
var ErrorFormats = map[string]int{
	"posErr":    1, // posErr(PosError{…}, format, args...)
	"fieldErrf": 2, // fieldErrf(sentinel, field, format, args...): a JSON field
	"errf":      3, // errf(sentinel, line, col, format, args...): a text file's line
	"errAt":     4, // errAt(sentinel, file, line, col, format, args...)
	"hereErrf":  0, // hereErrf(format, args...): the line being read
	"setupErr":  1, // setupErr(SetupError{…}, format, args...): an impossible setup
	"setupErrf": 1, // setupErrf(field or law, format, args...)
	// setupErrorf(format, args...): the skirmish's impossible setup
	"setupErrorf": 0,
	// problemf(field, format, args...): a calibration file's number out of bounds
	"problemf": 1,
	// the hex programming game's programs and tests
	"programErr": 1, // programErr(ProgramError{…}, format, args...)
	"progErrf":   3, // progErrf(step, col, sentinel, format, args...)
	"testErrf":   1, // testErrf(col, format, args...)
	// notationErrf(col, format, args...): a skirmish action's notation
	"notationErrf": 1,
	// the refusals of a move: Netzwerk's illegal(rule, format, args...),
	// routeErrf(rule, format, args...) and batteryRouteErrf(format,
	// args...), the skirmish's refuse(rule, robot, plot, weapon, target,
	// format, args...)
	"illegal":          1,
	"routeErrf":        1,
	"batteryRouteErrf": 0,
	"refuse":           5,
	// the tiles' refusef(format, args...): an input the players must change
	"refusef": 0,
	// markersErr(format, args...): why the corner markers place no board
	"markersErr": 0,
}

// Keys finds the message keys of the Go files under root (tests left
// out): the literal format of every X.Sprintf("…") and X.Fprintf(w, "…")
// whose X is not package fmt, of every lang.Key("…"), lang.M("…"),
// poserr.M("…") and sentinel.Errorf(err, "…"), and of the calls of
// ErrorFormats.
func Keys(root string) ([]Use, error) {
	var uses []Use
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != root && (strings.HasPrefix(n, ".") || n == "testdata" || n == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var x *ast.Ident
			var name string
			bare := false // f(…), not x.f(…)
			switch fun := call.Fun.(type) {
			case *ast.SelectorExpr:
				x, _ = fun.X.(*ast.Ident)
				name = fun.Sel.Name
			case *ast.Ident:
				name, bare = fun.Name, true
			default:
				return true
			}
			arg := -1
			if n, ok := ErrorFormats[name]; ok {
				arg = n
			}
			switch {
			case x != nil && x.Name == "fmt":
				arg = -1
			case x != nil && x.Name == "lang" && (name == "Key" || name == "M"):
				arg = 0
			case x != nil && x.Name == "poserr" && name == "M":
				arg = 0
			case x != nil && x.Name == "sentinel" && name == "Errorf":
				arg = 1 // sentinel.Errorf(sentinel, format, args...): an engine's refusal
			case bare:
			case name == "Sprintf":
				arg = 0
			case name == "Fprintf":
				arg = 1
			}
			if arg < 0 || len(call.Args) <= arg {
				return true
			}
			lit, ok := call.Args[arg].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			key, err := strconv.Unquote(lit.Value)
			if err != nil {
				return true
			}
			p := fset.Position(lit.Pos())
			uses = append(uses, Use{Key: key, Pos: p.Filename + ":" + strconv.Itoa(p.Line)})
			return true
		})
		return nil
	})
	return uses, err
}

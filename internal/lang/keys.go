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

// Keys finds the message keys of the Go files under root (tests left
// out): the literal format of every X.Sprintf("…") and X.Fprintf(w, "…")
// whose X is not package fmt, and of every lang.Key("…") and lang.M("…").
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
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			x, _ := sel.X.(*ast.Ident)
			arg := -1
			switch {
			case x != nil && x.Name == "fmt":
			case x != nil && x.Name == "lang" && (sel.Sel.Name == "Key" || sel.Sel.Name == "M"):
				arg = 0
			case sel.Sel.Name == "Sprintf":
				arg = 0
			case sel.Sel.Name == "Fprintf":
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

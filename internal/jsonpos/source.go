package jsonpos

import (
	"path"
	"strings"

	"mecanoid/internal/poserr"
)

// A SourceProblem is why a game file's board cannot be had: Syntax when
// the file gives neither or both of "board" and "board_lines", else the
// named file cannot be read (the engine's setup error).
type SourceProblem struct {
	Syntax bool
	Msg    string
	Text   poserr.Msg // Msg not yet said
}

func problem(syntax bool, m poserr.Msg) *SourceProblem {
	return &SourceProblem{syntax, m.String(), m}
}

// Board reads the board a game file (file) names in "board" (a file beside
// it, read with load) or gives inline in "board_lines": the name to give
// the board parser, and its bytes.
func Board(file, named string, lines []string, load func(string) ([]byte, error)) (string, []byte, *SourceProblem) {
	switch {
	case named != "" && lines != nil:
		return "", nil, problem(true, poserr.M(`give either "board" (a file) or "board_lines", not both`))
	case lines != nil:
		return file + " (board_lines)", []byte(strings.Join(lines, "\n")), nil
	case named == "":
		return "", nil, problem(true, poserr.M(`no board: give "board" (a board file) or "board_lines"`))
	case load == nil:
		return "", nil, problem(false, poserr.M("cannot read board file %q here", named))
	}
	name := named
	if !path.IsAbs(name) {
		name = path.Join(path.Dir(file), name)
	}
	data, err := load(name)
	if err != nil {
		return "", nil, problem(false, poserr.M("board file %q: %v", name, err))
	}
	return name, data, nil
}

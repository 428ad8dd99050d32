package jsonpos

import (
	"path"
	"strconv"
	"strings"
)

// A SourceProblem is why a game file's board cannot be had: Syntax when
// the file gives neither or both of "board" and "board_lines", else the
// named file cannot be read (the engine's setup error).
type SourceProblem struct {
	Syntax bool
	Msg    string
}

// Board reads the board a game file (file) names in "board" (a file beside
// it, read with load) or gives inline in "board_lines": the name to give
// the board parser, and its bytes.
func Board(file, named string, lines []string, load func(string) ([]byte, error)) (string, []byte, *SourceProblem) {
	switch {
	case named != "" && lines != nil:
		return "", nil, &SourceProblem{true, `give either "board" (a file) or "board_lines", not both`}
	case lines != nil:
		return file + " (board_lines)", []byte(strings.Join(lines, "\n")), nil
	case named == "":
		return "", nil, &SourceProblem{true, `no board: give "board" (a board file) or "board_lines"`}
	case load == nil:
		return "", nil, &SourceProblem{false, "cannot read board file " + strconv.Quote(named) + " here"}
	}
	name := named
	if !path.IsAbs(name) {
		name = path.Join(path.Dir(file), name)
	}
	data, err := load(name)
	if err != nil {
		return "", nil, &SourceProblem{false, "board file " + strconv.Quote(name) + ": " + err.Error()}
	}
	return name, data, nil
}

// Package textfile reads the project's line-based text files: DR2D boards,
// skirmish maps and robot types, LED maps, hex boards. Such a file is UTF-8
// text with one statement a line; '#' starts a comment that runs to the end
// of its line, and a line with nothing but spaces and tabs says nothing.
//
// A Scanner gives the lines that say something, comments cut off, each with
// its number, so that a parser can tell where it found something wrong;
// Fields splits a line into words with their columns. What makes data no
// such file at all (it is not UTF-8, a line is longer than MaxLine) is an
// *Error, which the parser reports as one of its own positioned errors, in
// the same "file:line: message" form.
//
// Standard library only, importing nothing of the project: the rules
// engines share it with device, which may not import engine/.
package textfile

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// MaxLine is the longest line a file may have, in bytes: far more than any
// board or map needs, little enough to refuse a file that is not one.
const MaxLine = 1 << 20

// Error is what makes data no text file of this kind: where (Line is
// 1-based, 0 for the whole file) and what. Its text has the form of the
// parsers' own positioned errors: "file:line: msg", parts left out when
// unknown.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string {
	s := e.File
	if e.Line > 0 {
		s += fmt.Sprintf(":%d", e.Line)
	}
	if s != "" {
		s += ": "
	}
	return s + e.Msg
}

// Scanner reads a file line by line, as bufio.Scanner does, leaving out
// comments and the lines that say nothing:
//
//	sc := textfile.NewScanner(name, data)
//	for sc.Scan() {
//		... sc.Line(), sc.Text() ...
//	}
//	if err := sc.Err(); err != nil {
//		... err.Line, err.Msg ...
//	}
type Scanner struct {
	file  string
	lines *bufio.Scanner // nil once Scan is false
	line  int
	text  string
	err   *Error
}

// NewScanner reads data, the file called name (for Err's messages). Data
// that is not UTF-8 gives no line, and Err says so.
func NewScanner(name string, data []byte) *Scanner {
	if !utf8.Valid(data) {
		return &Scanner{err: &Error{File: name, Msg: "not UTF-8 text"}}
	}
	lines := bufio.NewScanner(bytes.NewReader(data))
	lines.Buffer(make([]byte, 0, 4096), MaxLine)
	return &Scanner{file: name, lines: lines}
}

// Scan moves to the next line that says something. It is false at the end
// of the file, or where the file is at fault: then Err says why.
func (s *Scanner) Scan() bool {
	if s.lines == nil {
		return false
	}
	for s.lines.Scan() {
		s.line++
		// bufio drops one CR before the LF; a file whose line ends were
		// converted twice has more.
		text := strings.TrimRight(s.lines.Text(), "\r")
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		if strings.Trim(text, " \t") != "" {
			s.text = text
			return true
		}
	}
	if err := s.lines.Err(); err != nil {
		// The line that could not be read is the one after the last read.
		s.err = &Error{File: s.file, Line: s.line + 1, Msg: err.Error()}
	}
	// bufio.Scanner would go on after an error with what it holds.
	s.lines, s.text = nil, ""
	return false
}

// Line is the number of the line Scan moved to, counting from 1 and
// counting every line of the file, comments and blank ones too.
func (s *Scanner) Line() int { return s.line }

// Text is the line Scan moved to, without its comment and its line ending
// ("\n", "\r\n", "\r\r\n"...), not trimmed: columns count from its start.
func (s *Scanner) Text() string { return s.text }

// Err is why Scan stopped before the end of the file, or nil. It is an
// *Error rather than an error so that the parser can take its line and
// message into an error of its own, with its own sentinel.
func (s *Scanner) Err() *Error { return s.err }

// Field is a word of a line and where it stands: Col is its 1-based column
// in characters (as an editor counts them), Off its byte offset in the line.
type Field struct {
	Text string
	Col  int
	Off  int
}

// Fields splits text into the words between the characters of seps: " \t"
// for words between blanks.
func Fields(text, seps string) []Field {
	var fs []Field
	col, start, startCol := 0, -1, 0
	for i, r := range text {
		col++
		if strings.ContainsRune(seps, r) {
			if start >= 0 {
				fs = append(fs, Field{text[start:i], startCol, start})
				start = -1
			}
			continue
		}
		if start < 0 {
			start, startCol = i, col
		}
	}
	if start >= 0 {
		fs = append(fs, Field{text[start:], startCol, start})
	}
	return fs
}

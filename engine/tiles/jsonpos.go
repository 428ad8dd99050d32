package tiles

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// jsonPositions maps the path of every value of a JSON document
// ("inputs[3].dir") to its byte offset, so that errors found after
// decoding still name a line and column.
func jsonPositions(data []byte) map[string]int64 {
	pos := map[string]int64{}
	dec := json.NewDecoder(bytes.NewReader(data))
	var walk func(path string) bool
	walk = func(path string) bool {
		off := dec.InputOffset()
		for off < int64(len(data)) && bytes.IndexByte([]byte(" \t\r\n:,"), data[off]) >= 0 {
			off++
		}
		pos[path] = off
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		switch tok {
		case json.Delim('{'):
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return false
				}
				key, _ := k.(string)
				child := key
				if path != "" {
					child = path + "." + key
				}
				if !walk(child) {
					return false
				}
			}
			_, err = dec.Token()
		case json.Delim('['):
			for i := 0; dec.More(); i++ {
				if !walk(path + "[" + strconv.Itoa(i) + "]") {
					return false
				}
			}
			_, err = dec.Token()
		}
		return err == nil
	}
	walk("")
	return pos
}

func lineCol(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(off) - (bytes.LastIndexByte(before, '\n') + 1) + 1
	return line, col
}

func jsonError(file string, data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	pe := &PosError{File: file, Err: ErrSyntax}
	switch {
	case errors.As(err, &syn):
		pe.Line, pe.Col = lineCol(data, syn.Offset-1) // Offset is just past the faulty byte
		pe.Msg = "JSON: " + syn.Error()
	case errors.As(err, &typ):
		pe.Line, pe.Col = lineCol(data, typ.Offset)
		pe.Field = typ.Field
		pe.Msg = fmt.Sprintf("want %s, found JSON %s", typ.Type, typ.Value)
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		pe.Line, pe.Col = lineCol(data, int64(len(data)))
		pe.Msg = "JSON ends too early (truncated file?)"
	default:
		msg := strings.TrimPrefix(err.Error(), "json: ")
		pe.Msg = "JSON: " + msg
		if field, ok := strings.CutPrefix(msg, "unknown field "); ok {
			if i := bytes.Index(data, []byte(field)); i >= 0 {
				pe.Line, pe.Col = lineCol(data, int64(i))
			}
		}
	}
	return pe
}

// position finds the offset of a field path, or of its nearest parent.
func position(pos map[string]int64, field string) (int64, bool) {
	for field != "" {
		if off, ok := pos[field]; ok {
			return off, true
		}
		i := strings.LastIndexAny(field, ".[")
		if i < 0 {
			break
		}
		field = field[:i]
	}
	return 0, false
}

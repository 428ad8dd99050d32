package jsonpos

import (
	"bytes"
	"encoding/json"

	"mecanoid/internal/poserr"
)

// Decode reads data, a file holding one JSON object (what: "game", "world"),
// into v. It refuses unknown fields (a misspelt key is a mistake, not a
// comment) and text after the object. An error is a *poserr.Error in file,
// with its line and column, wrapping sentinel (the engine's ErrSyntax).
func Decode(file string, data []byte, v any, what string, sentinel error) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		w := Explain(data, err)
		return &poserr.Error{File: file, Line: w.Line, Col: w.Col, Field: w.Field, Msg: w.Msg, Err: sentinel}
	}
	if dec.More() {
		line, col := LineCol(data, dec.InputOffset())
		return &poserr.Error{File: file, Line: line, Col: col, Msg: "text after the " + what + "'s closing brace", Err: sentinel}
	}
	return nil
}

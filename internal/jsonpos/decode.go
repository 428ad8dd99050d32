package jsonpos

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

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

// DecodeGame is Decode for a game file of game, its "game" field (""
// for DR2D, whose files have none), and title its name for people ("the
// hex programming game"): a file of another game is refused as such,
// before its fields are read as this game's (they would be unknown
// fields).
func DecodeGame(file string, data []byte, v any, game, title string, sentinel error) error {
	var head struct {
		Game *string `json:"game"`
	}
	if json.Unmarshal(data, &head) == nil && head.Game != nil && !strings.EqualFold(*head.Game, game) {
		line, col := 0, 0
		if off, ok := Find(Offsets(data), "game"); ok {
			line, col = LineCol(data, off)
		}
		msg := fmt.Sprintf("this is a game file of %q, not of %s", *head.Game, title)
		if game != "" {
			msg += fmt.Sprintf(` ("game": %q)`, game)
		} else {
			msg += ` (whose game files have no "game" field)`
		}
		return &poserr.Error{File: file, Line: line, Col: col, Field: "game", Msg: msg, Err: sentinel}
	}
	err := Decode(file, data, v, "game", sentinel)
	var pe *poserr.Error
	if game != "" && head.Game == nil && errors.As(err, &pe) && strings.Contains(pe.Msg, "unknown field") {
		// Only DR2D's game files have no "game" field.
		pe.Msg += fmt.Sprintf(`: a game file of %s says "game": %q; is this a DR2D game file?`, title, game)
	}
	return err
}

package jsonpos

import (
	"bytes"
	"encoding/json"
	"errors"
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
		return poserr.New(poserr.Error{File: file, Line: w.Line, Col: w.Col, Field: w.Field, Err: sentinel}, w.Text)
	}
	if dec.More() {
		line, col := LineCol(data, dec.InputOffset())
		m := poserr.M("text after the %s's closing brace", what)
		switch what { // what, in the user's language
		case "game":
			m = poserr.M("text after the game's closing brace")
		case "world":
			m = poserr.M("text after the world's closing brace")
		}
		return poserr.New(poserr.Error{File: file, Line: line, Col: col, Err: sentinel}, m)
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
		msg := poserr.M(`this is a game file of %q, not %s ("game": %q)`, *head.Game, ofTitle(title), game)
		if game == "" {
			msg = poserr.M(`this is a game file of %q, not %s (whose game files have no "game" field)`, *head.Game, ofTitle(title))
		}
		return poserr.New(poserr.Error{File: file, Line: line, Col: col, Field: "game", Err: sentinel}, msg)
	}
	err := Decode(file, data, v, "game", sentinel)
	var pe *poserr.Error
	if game != "" && head.Game == nil && errors.As(err, &pe) && strings.Contains(pe.Msg, "unknown field") {
		// Only DR2D's game files have no "game" field.
		*pe = *poserr.New(*pe, poserr.M(`%s: a game file %s says "game": %q; is this a DR2D game file?`, pe.Text(), ofTitle(title), game))
	}
	return err
}

// ofTitle is "of " and a game's title, a message of its own: its French
// has the article the title takes ("du jeu…", "de Netzwerk"). The catalog
// (internal/fileerr) has one for each game's title.
func ofTitle(title string) poserr.Msg { return poserr.Msg{Format: "of " + title} }

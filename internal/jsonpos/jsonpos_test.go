package jsonpos

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestOffsetsAndFind(t *testing.T) {
	data := []byte("{\n  \"robots\": [\n    {\"id\": 1, \"cell\": [2, 3]}\n  ]\n}")
	pos := Offsets(data)
	off, ok := Find(pos, "robots[0].cell")
	if line, col := LineCol(data, off); !ok || line != 3 || col != 23 {
		t.Errorf("robots[0].cell at %d:%d (%v), want 3:23 (the [)", line, col, ok)
	}
	// A path that does not exist falls back to its nearest parent.
	off, ok = Find(pos, "robots[0].pc")
	if line, col := LineCol(data, off); !ok || line != 3 || col != 5 {
		t.Errorf("robots[0].pc falls back to %d:%d, want robots[0] at 3:5", line, col)
	}
	if _, ok := Find(pos, "turns[2]"); ok {
		t.Error("turns[2] found in a file without turns")
	}
}

func TestExplain(t *testing.T) {
	for _, c := range []struct {
		data      string
		line, col int
		field     string
	}{
		{"{\n  \"id\": 1,,\n}", 2, 11, ""},        // the second comma
		{"{\"id\": \"one\"}", 1, 13, "id"},        // a string where a number goes
		{"{\"id\": 1, \"robts\": []}", 1, 11, ""}, // unknown field, with DisallowUnknownFields
		{"{\"id\": ", 1, 7, ""},                   // truncated
	} {
		var v struct {
			ID int `json:"id"`
		}
		err := json.Unmarshal([]byte(c.data), &v)
		if c.field == "" && err == nil || c.data == "{\"id\": 1, \"robts\": []}" {
			d := json.NewDecoder(stringsReader(c.data))
			d.DisallowUnknownFields()
			err = d.Decode(&v)
		}
		w := Explain([]byte(c.data), err)
		if w.Line != c.line || w.Col != c.col || w.Field != c.field || w.Msg == "" {
			t.Errorf("%q: %+v, want %d:%d field %q", c.data, w, c.line, c.col, c.field)
		}
	}
}

func TestStringCol(t *testing.T) {
	data := []byte(`{"p": "D+1 \"é\" T"}`)
	off := Offsets(data)["p"]
	// Column 8 of the decoded string `D+1 "é" T` is the T.
	if got := StringCol(data, off, 9); data[got] != 'T' {
		t.Errorf("column 9 at byte %d (%q), want the T", got, data[got])
	}
}

func stringsReader(s string) *strings.Reader { return strings.NewReader(s) }

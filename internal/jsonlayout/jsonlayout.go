// Package jsonlayout writes JSON files laid out as people write them by
// hand (examples/factory-demo.json, worlds/valdor.json): an object a field a
// line, a list an item a line, and each value on one line with a space
// after every colon and comma. Encoding/json's indented form would put
// every cartridge move and every board character on a line of its own.
//
// It imports the standard library only, so that the engines may write
// their files with it.
package jsonlayout

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// Line is v as one line of JSON with a space after each colon and comma
// outside strings; characters such as < and & stay unescaped.
func Line(v any) (string, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	compact := bytes.TrimSuffix(b.Bytes(), []byte("\n"))
	var out strings.Builder
	inString, escaped := false, false
	for _, c := range compact {
		out.WriteByte(c)
		switch {
		case escaped:
			escaped = false
		case inString && c == '\\':
			escaped = true
		case c == '"':
			inString = !inString
		case !inString && (c == ':' || c == ','):
			out.WriteByte(' ')
		}
	}
	return out.String(), nil
}

// An Object is a top-level JSON object written field by field, in the
// order the fields are added. The first error met is kept and returned by
// Bytes; the fields added after it are left out.
type Object struct {
	fields []string
	err    error
}

// Field adds "key": v, v on one line.
func (o *Object) Field(key string, v any) {
	if o.err != nil {
		return
	}
	s, err := Line(v)
	o.add(key, s, err)
}

// List adds "key": [...], n items, each on a line of its own (item(i) is
// the i-th); no items is [].
func (o *Object) List(key string, n int, item func(i int) any) {
	if o.err != nil {
		return
	}
	if n == 0 {
		o.add(key, "[]", nil)
		return
	}
	lines := make([]string, n)
	for i := range lines {
		s, err := Line(item(i))
		if err != nil {
			o.add(key, "", err)
			return
		}
		lines[i] = "    " + s
	}
	o.Raw(key, "[\n"+strings.Join(lines, ",\n")+"\n  ]")
}

// Raw adds "key": text, text laid out by the caller (a field's lines
// after the first are indented by two spaces or more).
func (o *Object) Raw(key, text string) { o.add(key, text, nil) }

func (o *Object) add(key, text string, err error) {
	if err != nil {
		o.err = err
		return
	}
	o.fields = append(o.fields, fmt.Sprintf("  %q: %s", key, text))
}

// Bytes is the object, ending with a newline.
func (o *Object) Bytes() ([]byte, error) {
	if o.err != nil {
		return nil, o.err
	}
	return []byte("{\n" + strings.Join(o.fields, ",\n") + "\n}\n"), nil
}

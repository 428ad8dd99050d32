package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"io"
	"mecanoid/vision"
	"reflect"
	"strconv"
	"strings"

	"mecanoid/fault"
	"mecanoid/internal/lang"
	"mecanoid/journal"
)

// What the commands of more than one game share: lists of robots, a
// game file resolved, a kept game checked against its replay.

// ParseIDs reads a list of ids: "1-6", "1,3,5", "2-4,8"; "" and "0" are none.
func ParseIDs(flagName, s string) ([]int, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "0" {
		return nil, nil
	}
	var ids []int
	seen := map[int]bool{}
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
		a, err := strconv.Atoi(strings.TrimSpace(lo))
		b := a
		if err == nil && isRange {
			b, err = strconv.Atoi(strings.TrimSpace(hi))
		}
		if err != nil || a < 1 || b < a || b > 999 {
			return nil, fault.New(fault.Usage, lang.Say().Sprintf("--%s %q: want numbers 1..999 like 1-6 or 1,3,5", flagName, s))
		}
		for id := a; id <= b; id++ {
			if !seen[id] {
				seen[id] = true
				ids = append(ids, id)
			}
		}
	}
	return ids, nil
}

// NameOr is a board's name, or "unnamed board".
func NameOr(s string) string {
	if s == "" {
		return "unnamed board"
	}
	return s
}

// ResolveParsed is resolve for a game whose engine reads its files with
// parse (load reads the files a game file names) and writes it resolved
// with write.
func ResolveParsed[G, L any](name string, data []byte, asJSON bool, w io.Writer,
	parse func(string, []byte, L) (G, error), load L, write func(io.Writer, string, G, bool) error) error {
	g, err := parse(name, data, load)
	if err != nil {
		return err
	}
	return write(w, name, g, asJSON)
}

// Lines are text's Lines, without their ends.
func Lines(text []byte) []string {
	var out []string
	for _, l := range bytes.Split(bytes.TrimRight(text, "\n"), []byte("\n")) {
		out = append(out, string(l))
	}
	return out
}

// SameAsKept checks the positions a kept game's replay gives (position(i):
// the position after its i-th step, 1-based; n of them) against those the
// referee kept with each step; what names a step ("round", "turn"). Both
// are compared as the JSON values they are written as.
func SameAsKept(kg journal.KeptGame, what string, n int, position func(i int) any) error {
	for i, st := range kg.Steps {
		if i+1 > n {
			return errors.New(lang.Say().Sprintf("game %s: %s %d: kept, but the replay ends before it", kg.Info.Name, lang.Say().Sprintf(what), st.Step))
		}
		data, err := json.Marshal(position(i + 1))
		if err != nil {
			return err
		}
		var replayed, kept any
		json.Unmarshal(data, &replayed)
		if err := json.Unmarshal(st.Result, &kept); err != nil {
			return fmt.Errorf("%s%w", lang.Say().Sprintf("game %s: %s %d: position: ", kg.Info.Name, lang.Say().Sprintf(what), st.Step), err)
		}
		if !reflect.DeepEqual(replayed, kept) {
			return errors.New(lang.Say().Sprintf("game %s: %s %d: the kept position is not the replay's", kg.Info.Name, lang.Say().Sprintf(what), st.Step))
		}
	}
	return nil
}

// Disagree marks err, met replaying a kept game, as the engine refusing
// what the journal holds (journal.ErrDisagree: bad input, exit 2).
func Disagree(err error) error { return fmt.Errorf("%w: %w", journal.ErrDisagree, err) }

// ReadPhoto reads a photo; what goes wrong is the user's input.
func ReadPhoto(name string) (image.Image, error) {
	fr, err := vision.ReadImage(name)
	if err != nil {
		return nil, fault.E(fault.Input, err)
	}
	return fr.Image, nil
}

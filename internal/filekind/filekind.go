// Package filekind tells what a file given on the command line is, from
// its content, so that a file of another kind given where it does not
// belong (a hex board to DR2D, a DR2D board to the hex game, a board
// where a game file goes) is refused by saying what it is, not by the
// first line its parser cannot read.
package filekind

import (
	"bufio"
	"bytes"
	"encoding/json"
	"strings"

	"mecanoid/fault"
	"mecanoid/internal/lang"
)

// Unknown is the kind of a file mecanoid does not read.
const Unknown = ""

// The kinds of file mecanoid reads, each a message: what the file is.
var (
	DR2DBoard      = lang.Key("a DR2D board (docs/board-format.md)")
	HexBoard       = lang.Key("a hex game board (docs/hexprog-format.md)")
	SkirmishMap    = lang.Key("a skirmish map (docs/skirmish-format.md)")
	SkirmishRobots = lang.Key("the skirmish's robot types (docs/skirmish-format.md)")
	TileSet        = lang.Key("a SimulacreS tile set (docs/tiles-format.md)")
	LEDMap         = lang.Key("an LED map (docs/leds.md)")
	DR2DGame       = lang.Key("a DR2D game file (docs/game-format.md)")
	NetzwerkGame   = lang.Key("a Netzwerk game file (docs/netzwerk-format.md)")
	HexprogGame    = lang.Key("a hex game file (docs/hexprog-format.md)")
	SkirmishGame   = lang.Key("a skirmish game file (docs/skirmish-format.md)")
	TilesWorld     = lang.Key("a SimulacreS world file (docs/tiles-format.md)")
	Photo          = lang.Key("a photo")
)

// Of is the kind of a file's content, Unknown when it is none mecanoid
// reads (or too damaged to tell).
func Of(data []byte) string {
	switch {
	case bytes.HasPrefix(data, []byte("\xff\xd8\xff")), bytes.HasPrefix(data, []byte("\x89PNG")):
		return Photo
	}
	if trimmed := bytes.TrimSpace(data); len(trimmed) > 0 && trimmed[0] == '{' {
		return jsonKind(data)
	}
	return textKind(data)
}

func jsonKind(data []byte) string {
	var head map[string]json.RawMessage
	if json.Unmarshal(data, &head) != nil {
		return Unknown
	}
	var g string
	if raw, ok := head["game"]; ok && json.Unmarshal(raw, &g) == nil {
		switch strings.ToLower(g) {
		case "netzwerk":
			return NetzwerkGame
		case "hexprog":
			return HexprogGame
		case "skirmish":
			return SkirmishGame
		case "tiles":
			return TilesWorld
		case "dr2d":
			return DR2DGame
		}
		return Unknown
	}
	if _, ok := head["robots"]; ok {
		if _, ok := head["board"]; ok {
			return DR2DGame
		}
	}
	return Unknown
}

// textKind reads the first word of each line, comments left out: each
// text format has words of its own.
func textKind(data []byte) string {
	first := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) > 0 && !strings.HasPrefix(f[0], "#") {
			first[f[0]] = true
		}
	}
	switch {
	case first["hexsize"]:
		return HexBoard
	case first["plot"] || first["bridge"]:
		return SkirmishMap
	case first["weapon"] || first["armour"]:
		return SkirmishRobots
	case first["tile"] && first["set"]:
		return TileSet
	case first["size"] && !first["hexsize"]:
		return DR2DBoard
	case (first["laser"] || first["press"] || first["pusher"]) && !first["size"]:
		return LEDMap
	}
	return Unknown
}

// NotA is the refusal of file name, of kind is, given where want goes
// (both kinds above, or messages of their own). It says itself in the
// user's language (Say); its kind is fault.Input (exit 2).
func NotA(name, is, want string) error {
	return fault.E(fault.Input, &wrongKind{name: name, is: is, want: want})
}

// Check is nil when data is of kind want, or of no kind known here (its
// parser then says what is wrong with it); else the refusal NotA.
func Check(name string, data []byte, want string) error {
	if is := Of(data); is != Unknown && is != want {
		return NotA(name, is, want)
	}
	return nil
}

// AGameFile is what resolve, print sheets and the like take.
var AGameFile = lang.Key("a game file")

// CheckGame is Check for a game file of any game.
func CheckGame(name string, data []byte) error {
	switch is := Of(data); is {
	case Unknown, DR2DGame, NetzwerkGame, HexprogGame, SkirmishGame, TilesWorld:
		return nil
	default:
		return NotA(name, is, AGameFile)
	}
}

type wrongKind struct{ name, is, want string }

func (e *wrongKind) Error() string { return e.Say(lang.EN.Printer()) }

// Say is the refusal in p's language.
func (e *wrongKind) Say(p *lang.Printer) string {
	return p.Sprintf("%s is %s, not %s", e.name, p.Sprintf(e.is), p.Sprintf(e.want))
}

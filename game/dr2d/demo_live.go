package dr2d

import (
	"encoding/json"
	"image"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"

	rules "mecanoid/engine/dr2d"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
	"mecanoid/vision/watch"
)

// demo --live: the table is a generated stream (synth.LiveTable) that
// players act on, a hand at a time: they set up the pieces one by one,
// move the robots the referee says after each turn (one of them, now and
// then, facing the wrong way, which they put right once the page shows it
// red), and the referee, watching the stream, checks each piece as it
// lands and goes on by itself.

// liveDemoSize is the generated camera's frame: 1280x720, which one core
// films at some 30 frames a second (1080p at half that).
var liveDemoSize = image.Pt(1280, 720)

// newLiveDemo makes the demo's live table, empty, with its players, who
// set up pieces at once. Realtime: frames at the camera's pace (a room
// watching); else as fast as they are made.
func newLiveDemo(boardText string, seed uint64, pieces []synth.Placement, realtime bool) (*synth.LiveTable, *livePlayers, error) {
	easy, _ := synth.CategoryByName("easy")
	o := synth.LiveOptions{Table: synth.Options{Category: easy, Size: liveDemoSize, Seed: seed, BoardText: boardText},
		Realtime: realtime, Seed: seed, Flicker: 0.03, Workers: 2}
	if !realtime {
		o.FPS = 15 // the settle window is in time: 15 frames a second watch it as well, for half the frames
	}
	lt, err := synth.NewLiveTable(o)
	if err != nil {
		return nil, nil, err
	}
	p := &livePlayers{table: lt, rng: rand.New(rand.NewPCG(seed, 0x706c61)), intended: map[string]synth.Placement{}}
	for _, pl := range pieces { // robots first, then the laws (the rule text's setup)
		if err := p.put(pl); err != nil {
			return nil, nil, err
		}
	}
	return lt, p, nil
}

// livePlayers are the demo's players at a live table: they follow the
// referee's instructions with their hands, now and then wrongly.
type livePlayers struct {
	table *synth.LiveTable
	rng   *rand.Rand

	mu       sync.Mutex
	intended map[string]synth.Placement // where their hands put each piece, once done
	target   map[string]synth.Placement // where the ruling wants each piece
	Mistakes int                        // pieces put down the wrong way
}

var _ talk.Display = (*livePlayers)(nil)

func (p *livePlayers) put(pl synth.Placement) error {
	p.intended[pl.Payload] = pl
	return p.table.Put(pl)
}

// Show: after a turn (its instructions) the players move the pieces;
// when a check shows a piece red that they did not mean to leave so,
// they put it right.
func (p *livePlayers) Show(u talk.Update) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch u.Kind {
	case talk.UpdateInstruct:
		var ruled rules.StateJSON
		if json.Unmarshal(u.State, &ruled) != nil {
			return
		}
		p.target = ruledPlacements(ruled)
		wrong := len(u.Moves) > 0 && p.rng.IntN(2) == 0 // one robot in two turns, about, the wrong way
		p.follow(wrong)
	case talk.UpdateCheck:
		if p.target != nil && u.Turn > 0 {
			p.follow(false)
		}
	}
}

// follow moves each piece whose hands' place is not the ruling's; wrong:
// the first robot moved is put down facing the wrong way.
func (p *livePlayers) follow(wrong bool) {
	for _, payload := range slices.Sorted(maps.Keys(p.intended)) {
		if _, ok := p.target[payload]; !ok { // left the board
			delete(p.intended, payload)
			p.table.Take(payload)
		}
	}
	pending := []string{}
	for _, payload := range slices.Sorted(maps.Keys(p.target)) {
		if have, on := p.intended[payload]; !on || have != p.target[payload] {
			pending = append(pending, payload)
		}
	}
	// A piece goes first where no other robot stands: a robot moved onto
	// one not yet moved away would hide it (players move the one in the
	// way first).
	for len(pending) > 0 {
		next := 0
		for i, payload := range pending {
			if !p.robotOn(p.target[payload], payload) {
				next = i
				break
			}
		}
		payload := pending[next]
		pending = slices.Delete(pending, next, next+1)
		want := p.target[payload]
		_, on := p.intended[payload]
		if wrong && on && strings.Contains(payload, ":R:") {
			want.Facing = map[string]string{"N": "E", "E": "S", "S": "W", "W": "N"}[want.Facing]
			wrong = false
			p.Mistakes++
		}
		p.intended[payload] = want
		if on {
			p.table.Move(want)
		} else {
			p.table.Put(want)
		}
	}
}

// robotOn: a robot other than payload is (or is being put) on pl's cell.
func (p *livePlayers) robotOn(pl synth.Placement, payload string) bool {
	for other, at := range p.intended {
		if other != payload && strings.Contains(other, ":R:") && at.Col == pl.Col && at.Row == pl.Row {
			return true
		}
	}
	return false
}

// ruledPlacements are the pieces of a ruled position: the robots on the
// board and the law tokens.
func ruledPlacements(s rules.StateJSON) map[string]synth.Placement {
	out := map[string]synth.Placement{}
	for _, r := range s.Robots {
		if r.Left || r.Cell == nil {
			continue
		}
		pl := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: r.ID}.String()
		out[pl] = synth.Placement{Payload: pl, Col: r.Cell.X, Row: r.Cell.Y, Facing: r.Facing}
	}
	for k, c := range s.Laws {
		id, _ := strconv.Atoi(k)
		pl := tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: id}.String()
		out[pl] = synth.Placement{Payload: pl, Col: c.X, Row: c.Y, Facing: "N"}
	}
	return out
}

// liveDemoTable is the referee's table for the live demo: the generated
// stream watched, read by sc. A generated stream waits while no hand
// acts (no frame then, by design): no stall is said.
func liveDemoTable(lt *synth.LiveTable, sc *vision.Scanner) (*referee.Watched, *watch.Live) {
	l := watch.Watch(lt, watch.Watcher{Stall: -1}, 0)
	return &referee.Watched{Live: l, Scanner: sc}, l
}

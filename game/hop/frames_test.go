package hop_test

// The photos of the table the tests' referee reads: made by vision/synth
// for the positions of the scripted game, each checked to read back.

import (
	"fmt"
	"image"
	"os"
	"strings"
	"sync"
	"testing"

	"mecanoid/calibration"
	"mecanoid/cli/clitest"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// start: Ann's robot in the south-west corner, Bob's in the north-east.
var start = position{Robots: [2][2]int{{1, 4}, {4, 1}}}

// answers are the directions the players give, turn by turn: Ann heads
// north, Bob south; Ann reaches the far row in turn 5.
var answers = []string{"N", "S", "N", "S", "N"}

// positions are the scripted game's, the start's first.
func positions(t testing.TB) []position {
	states, err := gameFile{Setup: start, Turns: answers}.replay()
	if err != nil {
		t.Fatal(err)
	}
	return states
}

// framesEnv names the folder of photos to a child process (kill -9).
const framesEnv = "MECANOID_HOP_FRAMES"

var frames struct {
	once sync.Once
	dir  string
}

// photos is a folder of photos of the scripted game, f000.jpg the start
// and fNNN.jpg the table after turn NNN, made once for every test.
func photos(t *testing.T) string {
	if dir := os.Getenv(framesEnv); dir != "" {
		return dir
	}
	frames.once.Do(func() {
		dir, err := os.MkdirTemp("", "hop-frames-")
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range positions(t) {
			writeFrame(t, dir, fmt.Sprintf("f%03d.jpg", i), s, uint64(100*i))
		}
		frames.dir = dir
	})
	if frames.dir == "" {
		t.Fatal("no photos of the game")
	}
	return frames.dir
}

// writeFrame photographs s into dir/name: a photo that reads back as s.
func writeFrame(t *testing.T, dir, name string, s position, seed uint64) {
	easy, _ := synth.CategoryByName("easy")
	grid := "name Hop\n" + strings.Repeat(strings.Repeat(".  ", size-1)+".\n", size)
	var pieces []synth.Placement
	for i, r := range s.Robots {
		pieces = append(pieces, synth.Placement{Payload: tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: i + 1}.String(), Col: r[0], Row: r[1], Facing: "N"})
	}
	clitest.WriteFrame(t, dir, name, seed, 70, 1.65, func(seed uint64) (image.Image, float64) {
		ph, err := synth.Generate(synth.Options{Category: easy, Seed: seed, Size: image.Pt(1280, 960), BoardText: grid, Pieces: pieces})
		if err != nil {
			t.Fatal(err)
		}
		return ph.Image, ph.Truth.MinModulePx
	}, func(img image.Image) bool {
		sc := &vision.Scanner{Game: tag.DR2D, Board: board, Settings: calibration.Settings{TagHeight: 30}}
		st, err := sc.Scan(img)
		return err == nil && len((&hopGame{}).Differ(s, st)) == 0
	})
}

func TestMain(m *testing.M) {
	code := m.Run()
	if frames.dir != "" {
		os.RemoveAll(frames.dir)
	}
	os.Exit(code)
}

package referee_test

import (
	"errors"
	"testing"

	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/talk"
)

// The log is written when the referee waits for people, not at each
// event; an error writing it is kept for Flush.
func TestLogDisplay(t *testing.T) {
	var written []journal.Entry
	d := referee.NewLogDisplay(func(es ...journal.Entry) error { written = append(written, es...); return nil })
	d.Show(talk.Update{Seq: 1, Kind: talk.UpdateStep, Turn: 3, Move: 1, Text: "step"})
	d.Show(talk.Update{Seq: 2, Kind: talk.UpdateStep, Turn: 3, Move: 2, Text: "step"})
	if n := len(written); n != 0 {
		t.Errorf("%d updates written before the referee waits", n)
	}
	d.Show(talk.Update{Seq: 3, Kind: talk.UpdateInstruct, Turn: 3, Text: "move"})
	if n := len(written); n != 3 || written[2].Seq != 3 || written[2].Step != 3 || written[2].Kind != talk.UpdateInstruct {
		t.Errorf("%d updates written, want 3: %+v", n, written)
	}
	d.Show(talk.Update{Seq: 4, Kind: talk.UpdateMessage, Turn: 3, Text: "hi"})
	if err := d.Flush(); err != nil || len(written) != 4 {
		t.Errorf("flush: %v, %d updates", err, len(written))
	}
	full := errors.New("disk full")
	bad := referee.NewLogDisplay(func(es ...journal.Entry) error { return full })
	bad.Show(talk.Update{Kind: talk.UpdateOver})
	if err := bad.Flush(); !errors.Is(err, full) {
		t.Errorf("flush failing: %v", err)
	}
}

// The log keeps an update's words, not its drawings (the game draws them
// again from the steps kept); the update shown keeps its drawing.
func TestLogDisplayDropsViews(t *testing.T) {
	var written []journal.Entry
	d := referee.NewLogDisplay(func(es ...journal.Entry) error { written = append(written, es...); return nil })
	view := &talk.View{Board: "<svg viewBox='0 0 1 1'></svg>"}
	u := talk.Update{Seq: 1, Kind: talk.UpdateStart, Langs: map[string]talk.Words{"en": {Text: "go", View: view}, "fr": {Text: "allez", View: view}}}
	d.Show(u)
	if len(written) != 1 {
		t.Fatalf("%d updates written", len(written))
	}
	kept := written[0].Data.(talk.Update)
	if kept.Langs["en"].View != nil || kept.Langs["fr"].View != nil || kept.Langs["fr"].Text != "allez" {
		t.Errorf("kept %+v", kept.Langs)
	}
	if u.Langs["en"].View == nil {
		t.Error("the update shown lost its drawing")
	}
}

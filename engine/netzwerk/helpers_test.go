package netzwerk_test

import (
	"fmt"
	"strings"
	"testing"

	nz "mecanoid/engine/netzwerk"
)

// pos builds a 6x6 position from pieces written "R3 2,5" (robot 3 on
// square [2,5]) or "B4 1,4" (battery 4 on corner [1,4]).
func pos(t testing.TB, opts nz.Options, toMove nz.Player, pieces ...string) *nz.State {
	t.Helper()
	var ps []nz.Piece
	for _, p := range pieces {
		var kind byte
		var id, x, y int
		if _, err := fmt.Sscanf(p, "%c%d %d,%d", &kind, &id, &x, &y); err != nil {
			t.Fatalf("piece %q: %v", p, err)
		}
		ps = append(ps, nz.Piece{Kind: kind, ID: id, X: x, Y: y})
	}
	s, err := nz.FromPieces(nz.Config{Width: 6, Height: 6, Options: opts}, toMove, 0, ps)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func act(t testing.TB, text string) nz.Action {
	t.Helper()
	a, err := nz.ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// apply plays actions one by one; it fails the test unless all are legal.
func apply(t testing.TB, s *nz.State, actions ...string) (*nz.State, []nz.Event) {
	t.Helper()
	var all []nz.Event
	for _, text := range actions {
		n, evs, err := nz.Apply(s, act(t, text))
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		s = n
		all = append(all, evs...)
	}
	return s, all
}

// refuse plays actions; all but the last must be legal, the last must be
// refused for the given rule with a message containing want.
func refuse(t testing.TB, s *nz.State, rule, want string, actions ...string) {
	t.Helper()
	s, _ = apply(t, s, actions[:len(actions)-1]...)
	last := actions[len(actions)-1]
	_, _, err := nz.Apply(s, act(t, last))
	if err == nil {
		t.Fatalf("%s: accepted, want a %s error", last, rule)
	}
	if !nz.IsRule(err, rule) {
		t.Fatalf("%s: %v; want rule %s", last, err, rule)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%s: %q does not say %q", last, err, want)
	}
}

func at(t testing.TB, s *nz.State, robot int, want string) {
	t.Helper()
	sq, ok := s.Robot(robot)
	got := "captured"
	if ok {
		got = sq.String()
	}
	if got != want {
		t.Fatalf("robot %d at %s, want %s", robot, got, want)
	}
}

func batteryAt(t testing.TB, s *nz.State, b int, want string) {
	t.Helper()
	k, ok := s.Battery(b)
	if !ok || k.String() != want {
		t.Fatalf("battery %d at %v (on board %v), want %s", b, k, ok, want)
	}
}

func findEvent(evs []nz.Event, kind nz.Kind) (nz.Event, bool) {
	for _, e := range evs {
		if e.Kind == kind {
			return e, true
		}
	}
	return nz.Event{}, false
}

var none nz.Options

package skirmish_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"mecanoid/engine/skirmish"
)

// randomMap lays plots on a jittered grid and joins neighbours at random,
// keeping a spanning path so that every plot can be reached.
func randomMap(rng *rand.Rand) *skirmish.Map {
	cols, rows := 2+rng.Intn(5), 1+rng.Intn(4)
	var b strings.Builder
	fmt.Fprintf(&b, "name random\nsize %d %d\nradius 20\n", cols*100, rows*100)
	id := func(c, r int) string { return fmt.Sprintf("%c%d", 'A'+r, c+1) }
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			fmt.Fprintf(&b, "plot %s %d %d\n", id(c, r), 50+c*100+rng.Intn(11)-5, 50+r*100+rng.Intn(11)-5)
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			// The first column and every row are chained: connected.
			if c+1 < cols {
				fmt.Fprintf(&b, "bridge %s %s\n", id(c, r), id(c+1, r))
			}
			if r+1 < rows && (c == 0 || rng.Intn(2) == 0) {
				fmt.Fprintf(&b, "bridge %s %s\n", id(c, r), id(c, r+1))
			}
			if r+1 < rows && c+1 < cols && rng.Intn(4) == 0 {
				fmt.Fprintf(&b, "bridge %s %s\n", id(c, r), id(c+1, r+1))
			}
		}
	}
	m, err := skirmish.ParseMap("random", []byte(b.String()))
	if err != nil {
		panic(fmt.Sprintf("%v\n%s", err, b.String()))
	}
	return m
}

// randomGame places two teams on a random map with the bundled types.
func randomGame(rng *rand.Rand) *skirmish.State {
	for {
		m := randomMap(rng)
		cat := skirmish.DefaultCatalog()
		perm := rng.Perm(len(m.Plots))
		var robots []skirmish.Robot
		next := 0
		for team := 0; team < 2; team++ {
			n := 1 + rng.Intn(5)
			for k := 0; k < n; k++ {
				t := cat.Types[rng.Intn(len(cat.Types))]
				r := skirmish.Robot{ID: team*100 + k + 1, Team: team, Type: t, Structure: 1 + rng.Intn(t.Structure)}
				if (k == 0 || rng.Intn(2) == 0) && next < len(perm) {
					r.Plot = m.Plots[perm[next]].ID
					next++
				}
				robots = append(robots, r)
			}
		}
		teams := [2]skirmish.Team{{Name: "Red", Commander: 1}, {Name: "Blue", Commander: 101}}
		s, err := skirmish.NewState(m, cat, teams, robots, 1+rng.Intn(skirmish.Rounds), rng.Intn(2))
		if err == nil {
			return s
		}
	}
}

// randomAction makes an action, often legal, sometimes not.
func randomAction(rng *rand.Rand, s *skirmish.State) skirmish.Action {
	r := s.Robots[rng.Intn(len(s.Robots))]
	if rng.Intn(10) > 0 { // mostly the team on turn
		for _, o := range s.Robots {
			if o.Team == s.Side && rng.Intn(2) == 0 {
				r = o
			}
		}
	}
	plot := func() string { return s.Map.Plots[rng.Intn(len(s.Map.Plots))].ID }
	if r.InGarage() && rng.Intn(4) > 0 {
		cmd, _ := s.Robot(s.Teams[s.Side].Commander)
		to := plot()
		if ns := s.Map.Neighbours(cmd.Plot); len(ns) > 0 && rng.Intn(4) > 0 {
			to = ns[rng.Intn(len(ns))]
		}
		return skirmish.Action{Call: true, Robot: r.ID, Plot: to}
	}
	a := skirmish.Action{Robot: r.ID}
	cur := r.Plot
	for n := rng.Intn(4); n > 0; n-- {
		if rng.Intn(2) == 0 && cur != "" {
			ns := s.Map.Neighbours(cur)
			cur = ns[rng.Intn(len(ns))]
			a.Steps = append(a.Steps, skirmish.Step{Plot: cur})
			continue
		}
		t := s.Robots[rng.Intn(len(s.Robots))]
		st := skirmish.Step{Fire: true, Target: t.ID}
		if len(r.Type.Weapons) > 0 && rng.Intn(5) > 0 {
			st.Weapon = r.Type.Weapons[rng.Intn(len(r.Type.Weapons))].ID
		}
		a.Steps = append(a.Steps, st)
	}
	return a
}

// checkInvariants compares a state with the one before an action or turn.
func checkInvariants(t *testing.T, seed int64, before, after *skirmish.State, events []skirmish.Event) {
	t.Helper()
	at := map[string]int{}
	for _, r := range after.Robots {
		b, _ := before.Robot(r.ID)
		switch {
		case r.Structure > b.Structure:
			t.Fatalf("seed %d: robot %d structure rose %d → %d", seed, r.ID, b.Structure, r.Structure)
		case b.Destroyed && !r.Destroyed:
			t.Fatalf("seed %d: robot %d came back from destruction", seed, r.ID)
		case r.Destroyed != (r.Structure == 0):
			t.Fatalf("seed %d: robot %d destroyed=%v with %d structure", seed, r.ID, r.Destroyed, r.Structure)
		case r.Destroyed && r.Plot != "":
			t.Fatalf("seed %d: destroyed robot %d still on %s", seed, r.ID, r.Plot)
		case b.OnField() && r.InGarage():
			t.Fatalf("seed %d: robot %d went back to the garage", seed, r.ID)
		}
		if r.Plot == "" {
			continue
		}
		if !after.Map.Has(r.Plot) {
			t.Fatalf("seed %d: robot %d on unknown plot %q", seed, r.ID, r.Plot)
		}
		if o, ok := at[r.Plot]; ok {
			t.Fatalf("seed %d: robots %d and %d both on %s", seed, o, r.ID, r.Plot)
		}
		at[r.Plot] = r.ID
	}
	if after.Spent.Calls > skirmish.CallActions || after.Spent.Actions > skirmish.Actions {
		t.Fatalf("seed %d: spent %+v", seed, after.Spent)
	}
	for _, e := range events {
		if e.Rule == "" {
			t.Fatalf("seed %d: event %s names no rule", seed, e.Kind)
		}
		if e.Kind == skirmish.KindFire && (e.Real != max(0, e.Damage-e.Armour) || e.StructureTo != max(0, e.StructureFrom-e.Real)) {
			t.Fatalf("seed %d: wrong damage: %+v", seed, e)
		}
	}
}

// playRandom plays up to turns turns of random actions, keeping the legal
// ones, checking the invariants after each; it returns the setup and the
// actions kept, turn by turn.
func playRandom(t *testing.T, seed int64, turns int) (*skirmish.State, *skirmish.State, [][]skirmish.Action) {
	rng := rand.New(rand.NewSource(seed))
	setup := randomGame(rng)
	s := setup
	var kept [][]skirmish.Action
	for turn := 0; turn < turns && !s.Over; turn++ {
		var acts []skirmish.Action
		for try := 0; try < 12 && !s.Over; try++ {
			a := randomAction(rng, s)
			next, evs, err := skirmish.Apply(s, a)
			if err != nil {
				if next != nil {
					t.Fatalf("seed %d: a refused action returned a state", seed)
				}
				continue
			}
			checkInvariants(t, seed, s, next, evs)
			acts = append(acts, a)
			s = next
		}
		kept = append(kept, acts)
		if s.Over {
			break
		}
		next, evs, err := skirmish.EndTurn(s)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		checkInvariants(t, seed, s, next, evs)
		s = next
	}
	return setup, s, kept
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 50
	}
	for seed := int64(1); seed <= int64(n); seed++ {
		playRandom(t, seed, 12)
	}
}

// TestReplaySameBytes: a random game written as a game file (map and types
// inline) replays to the same final state, and two replays give the same bytes.
func TestReplaySameBytes(t *testing.T) {
	for seed := int64(1); seed <= 60; seed++ {
		setup, final, kept := playRandom(t, seed, 10)
		gf := skirmish.GameFile{Game: "skirmish", MapLines: lines(skirmish.MarshalMap(setup.Map)),
			RobotTypeLines: lines(skirmish.MarshalTypes(setup.Catalog)), Round: setup.Round, ToPlay: setup.Teams[setup.Side].Name}
		gf.Teams = setup.JSON().Teams
		for _, acts := range kept {
			tj := skirmish.TurnJSON{Actions: []string{}}
			for _, a := range acts {
				tj.Actions = append(tj.Actions, a.String())
			}
			gf.Turns = append(gf.Turns, tj)
		}
		data, err := json.Marshal(gf)
		if err != nil {
			t.Fatal(err)
		}
		var outs [2][]byte
		for i := range outs {
			g, err := skirmish.ParseGame("random.json", data, nil)
			if err != nil {
				t.Fatalf("seed %d: written game does not parse: %v\n%s", seed, err, data)
			}
			states, events, err := g.Replay()
			if err != nil {
				t.Fatalf("seed %d: %v\n%s", seed, err, data)
			}
			outs[i], _ = json.Marshal(struct {
				E [][]skirmish.Event
				S skirmish.StateJSON
			}{events, states[len(states)-1].JSON()})
			if i == 0 {
				want, _ := json.Marshal(final.JSON())
				got, _ := json.Marshal(states[len(states)-1].JSON())
				if !bytes.Equal(want, got) {
					t.Fatalf("seed %d: replayed final state differs:\n%s\n%s", seed, want, got)
				}
			}
		}
		if !bytes.Equal(outs[0], outs[1]) {
			t.Fatalf("seed %d: two replays differ", seed)
		}
	}
}

func TestRandomMapsRoundTrip(t *testing.T) {
	for seed := int64(1); seed <= 200; seed++ {
		m := randomMap(rand.New(rand.NewSource(seed)))
		text := skirmish.MarshalMap(m)
		again, err := skirmish.ParseMap("again", text)
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, text)
		}
		if !bytes.Equal(skirmish.MarshalMap(again), text) {
			t.Fatalf("seed %d: map changed through MarshalMap", seed)
		}
		for _, a := range m.Plots {
			for _, b := range m.Plots {
				if m.Distance(a.ID, b.ID) != again.Distance(a.ID, b.ID) || m.Distance(a.ID, b.ID) != m.Distance(b.ID, a.ID) {
					t.Fatalf("seed %d: distance %s-%s", seed, a.ID, b.ID)
				}
			}
		}
	}
}

func lines(b []byte) []string { return strings.Split(strings.TrimRight(string(b), "\n"), "\n") }

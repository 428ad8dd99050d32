package skirmish_test

import (
	"fmt"

	"mecanoid/engine/skirmish"
)

// The text's example: a robot of speed 3 crosses two bridges, fires, and
// crosses a last bridge.
func ExampleResolve() {
	m, err := skirmish.ParseMap("example", []byte(`
size 500 200
plot A 50 50
plot B 150 50
plot C 250 50
plot D 350 50
plot E 450 50
plot F 450 150
bridge A B C D E F
`))
	if err != nil {
		panic(err)
	}
	cat := skirmish.DefaultCatalog()
	boss, _ := cat.Type("commandeur")
	scout, _ := cat.Type("eclaireur")
	s, err := skirmish.NewState(m, cat, [2]skirmish.Team{{Name: "Alice", Commander: 1}, {Name: "Bruno", Commander: 11}},
		[]skirmish.Robot{
			{ID: 1, Team: 0, Type: boss, Plot: "A", Structure: 12},
			{ID: 2, Team: 0, Type: scout, Plot: "B", Structure: 6},
			{ID: 11, Team: 1, Type: boss, Plot: "F", Structure: 12},
			{ID: 12, Team: 1, Type: scout, Plot: "E", Structure: 6},
		}, 1, 0)
	if err != nil {
		panic(err)
	}
	a, _ := skirmish.ParseAction("2: C D fire laser 12 C")
	next, events, err := skirmish.Resolve(s, []skirmish.Action{a})
	if err != nil {
		panic(err)
	}
	for _, e := range events {
		fmt.Println(e.Text(s))
	}
	r, _ := next.Robot(12)
	fmt.Println(skirmish.RobotLine(*r))
	// Output:
	// robot 2 (Éclaireur) acts from B (action 1 of 3)
	// robot 2 (Éclaireur) moves B → C: 1 bridge, 2 left
	// robot 2 (Éclaireur) moves C → D: 1 bridge, 1 left
	// robot 2 (Éclaireur) fires laser (shot 1) from D at robot 12 (Éclaireur) on E, 1 bridge away: 2 damage - 0 armour = 2; structure 6 → 4
	// robot 2 (Éclaireur) moves D → C: 1 bridge, 0 left
	// Alice's turn ends (0 of 2 call actions, 1 of 3 actions used)
	// robot 12 (Éclaireur)                   E          4/6 structure
}

// A refused action names the rule it breaks.
func ExampleApply() {
	m, _ := skirmish.ParseMap("example", []byte("size 500 100\nplot A 50 50\nplot B 150 50\nplot C 250 50\nplot D 350 50\nplot E 450 50\nbridge A B C D E\n"))
	cat := skirmish.DefaultCatalog()
	boss, _ := cat.Type("commandeur")
	s, _ := skirmish.NewState(m, cat, [2]skirmish.Team{{Name: "Alice", Commander: 1}, {Name: "Bruno", Commander: 11}},
		[]skirmish.Robot{{ID: 1, Type: boss, Plot: "A", Structure: 12}, {ID: 11, Team: 1, Type: boss, Plot: "E", Structure: 12}}, 1, 0)
	a, _ := skirmish.ParseAction("1: D")
	_, _, err := skirmish.Apply(s, a)
	fmt.Println(err)
	// Output:
	// skirmish: too far: action 1 ("1: D"): robot 1 (Commandeur porte-drapeau) cannot move from A to D: 3 bridges, and it has 2 left of its speed 2
}

package tiles

import "mecanoid/internal/jsonlayout"

// LaidOut is the world file laid out as people write them: one start
// tile, character, plan or input a line; empty lists left out. Its set
// is written only inline (set_lines), never as the file it came from.
func (wf WorldFile) LaidOut() ([]byte, error) {
	var o jsonlayout.Object
	list := func(key string, n int, item func(int) any) {
		if n > 0 {
			o.List(key, n, item)
		}
	}
	o.Field("game", wf.Game)
	list("set_lines", len(wf.SetLines), func(i int) any { return wf.SetLines[i] })
	o.Field("seed", wf.Seed)
	if wf.Dice != "" {
		o.Field("dice", wf.Dice)
	}
	list("start", len(wf.Start), func(i int) any { return wf.Start[i] })
	list("characters", len(wf.Characters), func(i int) any { return wf.Characters[i] })
	list("plans", len(wf.Plans), func(i int) any { return wf.Plans[i] })
	list("inputs", len(wf.Inputs), func(i int) any { return wf.Inputs[i] })
	return o.Bytes()
}

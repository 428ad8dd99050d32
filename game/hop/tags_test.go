package hop_test

import "mecanoid/tag"

// Hop borrows DR2D's robot tags (its frames are vision/synth's DR2D scene)
// without linking game/dr2d, which registers that code: it registers it
// for the same game, which does nothing where game/dr2d is linked too.
func init() { tag.RegisterGame(tag.DR2D, "dr2d") }

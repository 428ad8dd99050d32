package bench

import "mecanoid/internal/lang"

// The benches' headings (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"| clips | frames | size | watch ms a frame, p50 | p95 | hand gone to board read ms, p50 | p95 | board read ms, p50 | settled | read right | refused | WRONG | moves missed | false moved | read whole |\n",
			"| extraits | images | taille | guet ms par image, p50 | p95 | de la main partie au plateau lu ms, p50 | p95 | lecture du plateau ms, p50 | posés | lus justes | refusés | FAUX | coups manqués | faux mouvements | lus en entier |\n"},
		lang.Text{"\nFrames decoded small with %s; one core, processor time.\n", "\nImages décodées en petit par %s ; un cœur, temps processeur.\n"},
		lang.Text{"libjpeg-turbo at 1/8", "libjpeg-turbo au 1/8"},
		lang.Text{"image/jpeg, whole, then averaged", "image/jpeg, en entier, puis moyennée"},
	)
}

package videocam

import "mecanoid/internal/lang"

// What OpenStreamFor says (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{noteReencoded, "%s : %dx%d en MJPEG refusé (%v) ; le format propre de la caméra à la place, encodé en JPEG par ffmpeg : cela coûte du temps de calcul, et les étiquettes loin de la caméra peuvent être trop petites pour être lues\n"},
		lang.Text{"not a rate in frames a second", "pas une cadence en images par seconde"},
	)
}

package doctor

import "mecanoid/internal/lang"

// The doctor's words (docs/languages.md).
func init() {
	lang.Add(
		// The checks and their statuses.
		lang.Text{"ffmpeg", "ffmpeg"},
		lang.Text{"decoder", "décodeur"},
		lang.Text{"camera", "caméra"},
		lang.Text{"GPIO", "GPIO"},
		lang.Text{"journal", "journal"},
		lang.Text{"ok", "ok"},
		lang.Text{"warn", "alerte"},
		lang.Text{"FAIL", "ÉCHEC"},
		lang.Text{"skip", "sauté"},
		lang.Text{"%s", "%s"},

		// What they found.
		lang.Text{"%s (%s)", "%s (%s)"},
		lang.Text{"not installed: needed only for USB webcams (--camera /dev/video*)", "pas installé : il ne sert qu'aux webcams USB (--camera /dev/video*)"},
		lang.Text{"not installed: %s is read through ffmpeg", "pas installé : %s se lit par ffmpeg"},
		lang.Text{"%s: cannot draw the test tag: %v", "%s : impossible de dessiner l'étiquette de test : %v"},
		lang.Text{"%s: %v", "%s : %v"},
		lang.Text{"%s: %s", "%s : %s"},
		lang.Text{"%s: read a test tag", "%s : a lu une étiquette de test"},
		lang.Text{"%s: did not read a test tag it drew", "%s : n'a pas lu une étiquette de test qu'il a dessinée"},
		lang.Text{"%s: no frame within %v", "%s : aucune image en %v"},
		lang.Text{"%s: %sx%s, first frame after %.1f s", "%s : %sx%s, première image après %.1f s"},
		lang.Text{"no --gpio map given (LEDs are optional)%s", "pas de fichier --gpio (les LED sont facultatives)%s"},
		lang.Text{"; no /dev/gpiochip* here", " ; pas de /dev/gpiochip* ici"},
		lang.Text{"%s: %s on %s: %v", "%s : %s sur %s : %v"},
		lang.Text{"%s: cannot write in %s: %v", "%s : impossible d'écrire dans %s : %v"},
		lang.Text{"%s: free space unknown: %v", "%s : espace libre inconnu : %v"},
		lang.Text{"%s: %s free", "%s : %s libres"},
		lang.Text{"%s: %s free, journal %s", "%s : %s libres, journal %s"},
		lang.Text{"%d B", "%d o"},
		lang.Text{"%.1f %s", "%.1f %s"},
		lang.Text{"B", "o"},
		lang.Text{"KiB", "Kio"},
		lang.Text{"MiB", "Mio"},
		lang.Text{"GiB", "Gio"},
		lang.Text{"TiB", "Tio"},

		// What to do.
		lang.Text{"reinstall the decoder library (libzxing3 / libzxing2) or rebuild", "réinstallez la bibliothèque du décodeur (libzxing3 / libzxing2) ou recompilez"},
		lang.Text{"pure-Go decoder: slower than zxing-cpp on 12 MP frames; build with cgo (make pi)", "décodeur en Go pur : plus lent que zxing-cpp sur des images de 12 Mpx ; compilez avec cgo (make pi)"},
		lang.Text{"report it: the decoder of this build is broken", "signalez-le : le décodeur de cette version est cassé"},
		lang.Text{"frames smaller than 1920x1080: tags far from the camera may not be read (docs/vision.md)", "images plus petites que 1920x1080 : les étiquettes loin de la caméra risquent de ne pas être lues (docs/vision.md)"},
		lang.Text{"check the ribbon cable (contacts facing the right way, both ends latched), that `rpicam-hello --list-cameras` lists the camera, " +
			"and that no other program holds it (sudo systemctl stop mecanoid-referee); this user must be in the video group",
			"vérifiez la nappe (contacts dans le bon sens, verrouillée aux deux bouts), que `rpicam-hello --list-cameras` liste la caméra " +
				"et qu'aucun autre programme ne la tient (sudo systemctl stop mecanoid-referee) ; cet utilisateur doit être dans le groupe video"},
		lang.Text{"ls -l /dev/video*: is the camera plugged in, is this user in the video group (sudo usermod -aG video $USER, then log in again), is another program using it?",
			"ls -l /dev/video* : la caméra est-elle branchée, cet utilisateur est-il dans le groupe video (sudo usermod -aG video $USER, puis reconnectez-vous), un autre programme l'utilise-t-il ?"},
		lang.Text{"give a folder or image files that exist (--camera DIR or a,b,c.jpg)", "donnez un dossier ou des fichiers d'images qui existent (--camera DOSSIER ou a,b,c.jpg)"},
		lang.Text{"fix the map file (docs/leds.md)", "corrigez le fichier de correspondance (docs/leds.md)"},
		lang.Text{"check the pin names (BCM names such as GPIO17) and that no other program holds the pins", "vérifiez les noms des broches (noms BCM comme GPIO17) et qu'aucun autre programme ne tient les broches"},
		lang.Text{"run on the Raspberry Pi, or leave out --gpio (the referee would only simulate the LEDs)", "lancez-le sur le Raspberry Pi, ou retirez --gpio (l'arbitre ne ferait que simuler les LED)"},
		lang.Text{"add this user to the gpio group (sudo usermod -aG gpio $USER, then log in again)", "ajoutez cet utilisateur au groupe gpio (sudo usermod -aG gpio $USER, puis reconnectez-vous)"},
		lang.Text{"check the pin is free (not used by an overlay or another program)", "vérifiez que la broche est libre (ni un overlay ni un autre programme ne l'utilise)"},
		lang.Text{"create the folder and give it to the referee's user (sudo install -d -o $USER %s), or give --journal / MECANOID_JOURNAL", "créez le dossier et donnez-le à l'utilisateur de l'arbitre (sudo install -d -o $USER %s), ou donnez --journal / MECANOID_JOURNAL"},
		lang.Text{"free some disk space (at least %s): sudo apt clean, old games (mecanoid games), or a bigger SD card", "libérez de l'espace disque (au moins %s) : sudo apt clean, les anciennes parties (mecanoid games), ou une carte SD plus grande"},
		lang.Text{"little space left: sudo apt clean, or move the journal (--journal)", "il reste peu d'espace : sudo apt clean, ou déplacez le journal (--journal)"},
		// The lens.
		lang.Text{"lens", "objectif"},
		lang.Text{"no --calibration given: the lens is the table calibration's", "pas de --calibration : l'objectif est celui de la calibration de la table"},
		lang.Text{"calibrate the table again (mecanoid calibrate PHOTO --board FILE)", "calibrez la table à nouveau (mecanoid calibrate PHOTO --board FICHIER)"},
		lang.Text{"%s: no lens measured: pictures are read as through an ideal lens, a wide-angle camera's edges a few pixels off",
			"%s : aucun objectif mesuré : les images sont lues comme par un objectif idéal, les bords d'un grand angle décalés de quelques pixels"},
		lang.Text{"print a chessboard (mecanoid print chessboard), measure the lens (mecanoid calibrate lens --camera SOURCE), calibrate with --lens lens.json",
			"imprimez un damier (mecanoid print chessboard), mesurez l'objectif (mecanoid calibrate lens --camera SOURCE), calibrez avec --lens lens.json"},
		lang.Text{"%s: lens of %dx%d, focal %.0f px, k1 %.3f, measured on an unknown date", "%s : objectif en %dx%d, focale %.0f px, k1 %.3f, mesuré à une date inconnue"},
	)
	lang.AddPlural(
		lang.Plural{Key: "%s: lens of %dx%d, focal %.0f px, k1 %.3f, measured %s (%d day(s) ago)", Arg: 7,
			En: "%s: lens of %dx%d, focal %.0f px, k1 %.3f, measured %s (%d day ago)|%s: lens of %dx%d, focal %.0f px, k1 %.3f, measured %s (%d days ago)",
			Fr: "%s : objectif en %dx%d, focale %.0f px, k1 %.3f, mesuré le %s (il y a %d jour)|%s : objectif en %dx%d, focale %.0f px, k1 %.3f, mesuré le %s (il y a %d jours)"},
	)
}

// Messages whose words follow a number, with their forms for one and for more.
func init() {
	lang.AddPlural(
		lang.Plural{Key: "; %d GPIO chip(s), %s not usable by this user (gpio group?)", Arg: 1,
			En: "; %d GPIO chip, %s not usable by this user (gpio group?)|; %d GPIO chips, %s not usable by this user (gpio group?)",
			Fr: " ; %d puce GPIO, %s inutilisable par cet utilisateur (groupe gpio ?)| ; %d puces GPIO, %s inutilisable par cet utilisateur (groupe gpio ?)"},
		lang.Plural{Key: "; %d GPIO chip(s), usable", Arg: 1,
			En: "; %d GPIO chip, usable|; %d GPIO chips, usable",
			Fr: " ; %d puce GPIO, utilisable| ; %d puces GPIO, utilisables"},
		lang.Plural{Key: "%s: %d LED line(s) answer, all off: %s", Arg: 2,
			En: "%s: %d LED line answers, off: %s|%s: %d LED lines answer, all off: %s",
			Fr: "%s : %d ligne de LED répond, éteinte : %s|%s : %d lignes de LED répondent, toutes éteintes : %s"},
	)
}

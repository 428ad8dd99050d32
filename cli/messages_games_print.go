package cli

import "mecanoid/internal/lang"

// What the games' print verbs say of the PDF they wrote (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"unnamed board", "plateau sans nom"},
	)
}

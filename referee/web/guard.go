package web

import (
	"errors"
	"mime"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"
)

// The page runs on the room's network, on a Raspberry Pi whose temp folder
// shares the SD card with the journal: whoever is on the Wi-Fi can send it
// anything. What follows refuses, before anything is parsed, what no page of
// ours sends.

// maxBody is the most a request body may hold: the longest form a phone
// sends (a program: the code, five moves, the sleep, the robot, the turn;
// an answer to a question) is well under 1 KB.
const maxBody = 8 << 10

// maxEcho is the most of a field a reply quotes back, so that a reply is
// never a copy of what was sent.
const maxEcho = 24

// guard checks every request before the page's handlers see it: bodies are
// cut at maxBody; a POST must be a url-encoded form (else 415), which is
// parsed here, once, within the limit (else 413). Multipart bodies are never parsed, even by a
// handler calling FormValue: no temp file, no memory beyond maxBody.
func (w *Page) guard(rw http.ResponseWriter, r *http.Request) bool {
	r.Body = http.MaxBytesReader(rw, r.Body, maxBody)
	if r.Method == http.MethodPost {
		if !urlEncoded(r) {
			writeJSON(rw, http.StatusUnsupportedMediaType, map[string]string{"error": "send a url-encoded form"})
			return false
		}
	}
	if err := r.ParseForm(); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeJSON(rw, http.StatusRequestEntityTooLarge, map[string]string{"error": "the form is too long"})
			return false
		}
		writeJSON(rw, http.StatusBadRequest, map[string]string{"error": "the form cannot be read"})
		return false
	}
	// FormValue parses a multipart body when the form has none: say it has.
	r.MultipartForm = &multipart.Form{}
	return true
}

// urlEncoded says whether r's body is a url-encoded form, what the phones'
// pages send (fetch with URLSearchParams).
func urlEncoded(r *http.Request) bool {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && mt == "application/x-www-form-urlencoded"
}

// maxReply is the most of an error's text a reply holds: a game's check
// may quote an answer whole.
const maxReply = 200

// echo is s as a reply may quote it: at most maxEcho bytes of it, quoted.
func echo(s string) string {
	if len(s) <= maxEcho {
		return `"` + strings.ToValidUTF8(s, "?") + `"`
	}
	return `"` + strings.ToValidUTF8(s[:maxEcho], "?") + `…" (` + strconv.Itoa(len(s)) + ` bytes)`
}

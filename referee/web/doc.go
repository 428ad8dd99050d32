// Package web is the referee's web page (docs/web.md), standard library
// net/http only: the board as it is played, each step animated, for
// everyone in the room; and a page for each player's phone.
//
// The page hears what the referee says (package talk): a Page is a
// talk.Display, so every Update is sent to every browser over one event
// stream, and a page opened late gets the history first. It is a
// talk.Asker and talk.Phones too: a phone takes a seat with the game's
// join code (a player, or a DR2D robot) and answers what the referee asks
// that seat, in secret; the keyboard answers for the seats no phone holds,
// at the same time (referee.TableAsker).
//
// The pages speak French and English: each request is answered in the
// language its browser's switch chose, else the referee's (Page.Lang),
// else its Accept-Language; the pages' words are in messages.go, and an
// update's words come in every language (talk.Update.Langs).
//
// On a live table, the page shows each check of the pieces (green, red,
// where a wrong one should stand) and, given a Viewer, what the camera
// sees with the tags read drawn over it (camera.go).
//
// Every file the pages use is embedded (static/: plain HTML, CSS and
// JavaScript, no build step, nothing fetched from the internet), so it
// works on a Raspberry Pi with no network but the room's Wi-Fi. The
// package knows no referee: the command wires a Page into one.
package web

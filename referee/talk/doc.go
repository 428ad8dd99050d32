// Package talk is what the referee and the people at the table say to
// each other, in words every game shares and no engine owns.
//
// The referee tells: an Update is one thing shown, in order (a game
// starts, the players are asked, a step is played with its rule and its
// lights, the pieces to move, the table checked, the end). A Display
// shows updates: the terminal, the web page, the journal's log. An update
// carries no engine type: a game's position, event or programs travel as
// the engine's own JSON, for the page that knows how to draw them; a game
// the page does not draw gives its Drawing as text.
//
// The people answer: a Question asks some players for a short answer the
// table cannot show (a secret radio signal, a skirmish turn), with the
// game's Check. An Asker gets the answers: the phones on the web page,
// one keyboard at the table, or both at once (Phones, referee.TableAsker).
//
// Package referee plays the games and speaks this vocabulary; package web
// (the page in the room and on the phones) hears it; neither imports the
// other. Standard library only.
package talk

// Package lang says the project's words in French or in English.
//
// A Lang is one of the languages a player can choose: FR or EN. It comes
// from the --lang flag, else the environment (FromEnv: MECANOID_LANG, then
// LC_ALL, LC_MESSAGES, LANG, then English), or a browser's Accept-Language
// (FromAcceptLanguage).
//
// Messages live in catalogs (golang.org/x/text/message): each package
// that speaks to people adds its messages once, in a file of its own
// (messages.go), with Add and AddPlural. A message's key is its English
// text as the code prints it, printf verbs included; the catalog gives its
// French, and for a message whose words follow a number (Plural) its forms
// in both languages: "1 batterie", "2 batteries". Code prints through a
// Printer: lang.FR.Printer().Sprintf("robot %d faces %s", 3, dir).
//
// Nothing chooses words with an if on the language: a word that changes
// with the language or with a number is a message. Elision and the
// article go with the word they belong to, as one message each ("to the
// east" is "à l'est", "to the north" is "au nord").
//
// A Msg is a message said later, in whatever language the reader has
// (a scan's problem, a line telling what to move): Printer.Say says it.
//
// Problems lists the messages missing a language or whose translation
// drops or adds a placeholder; Keys finds the keys the code prints (every
// p.Sprintf("…") and lang.Key("…") of a source tree) so that a test fails
// when one has no translation.
//
// Numbers: a Printer writes numbers as its language does: 2,5 in French,
// 2.5 in English, and groups thousands (1 812; 1,812). A number that is a
// name or a coordinate (a pixel, a year) is passed as a string.
package lang

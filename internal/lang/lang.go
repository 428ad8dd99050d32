package lang

import (
	"fmt"
	"strings"

	"golang.org/x/text/language"
)

// Lang is a language the project speaks.
type Lang string

// The languages, English first: the default.
const (
	EN Lang = "en"
	FR Lang = "fr"
)

// All are the languages, the default first.
var All = []Lang{EN, FR}

// Default is the language when nothing chooses one.
const Default = EN

// Tag is l as golang.org/x/text names it.
func (l Lang) Tag() language.Tag {
	if l == FR {
		return language.French
	}
	return language.English
}

// Name is the language's own name, as a menu shows it.
func (l Lang) Name() string {
	if l == FR {
		return "Français"
	}
	return "English"
}

// Parse reads a language as a user writes it: "fr", "FR", "fr_FR.UTF-8",
// "fr-CA", "en", "english", "français".
func Parse(s string) (Lang, error) {
	v := strings.ToLower(strings.TrimSpace(s))
	if i := strings.IndexAny(v, "_-.@"); i > 0 {
		v = v[:i]
	}
	switch v {
	case "fr", "fra", "fre", "french", "français", "francais":
		return FR, nil
	case "en", "eng", "english", "anglais":
		return EN, nil
	}
	return "", fmt.Errorf("unknown language %q: fr (français) or en (English)", s)
}

// FromEnv chooses the language from the environment: MECANOID_LANG, then
// the locale (LC_ALL, LC_MESSAGES, LANG, as POSIX orders them), then
// English. A locale in another language ("de_DE.UTF-8", "C") gives
// English; a MECANOID_LANG that names no language is an error.
func FromEnv(getenv func(string) string) (Lang, error) {
	if v := getenv("MECANOID_LANG"); v != "" {
		l, err := Parse(v)
		if err != nil {
			return Default, fmt.Errorf("MECANOID_LANG: %w", err)
		}
		return l, nil
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			if l, err := Parse(v); err == nil {
				return l, nil
			}
			return Default, nil // the first one set decides, as for any program
		}
	}
	return Default, nil
}

var matcher = language.NewMatcher([]language.Tag{language.English, language.French})

// FromAcceptLanguage is the language a browser asks for in its
// Accept-Language header ("fr-FR,fr;q=0.9,en;q=0.8"); English when it
// asks for neither.
func FromAcceptLanguage(header string) Lang {
	tags, _, err := language.ParseAcceptLanguage(header)
	if err != nil || len(tags) == 0 {
		return Default
	}
	_, i, conf := matcher.Match(tags...)
	if conf == language.No || i != 1 {
		return EN
	}
	return FR
}

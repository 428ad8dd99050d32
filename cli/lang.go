package cli

import (
	"fmt"
	"strings"

	"mecanoid/internal/lang"
)

// langGiven: --lang chose the user's language (lang.User). The referee's web page then speaks
// it to every browser; otherwise each browser gets its own language.
var langGiven bool

// say prints in the user's language.
func say() *lang.Printer { return lang.Say() }

// takeLang takes --lang out of args (before any "--"), wherever it is,
// so that every command takes it; without it the environment decides
// (lang.FromEnv).
func takeLang(args []string, getenv func(string) string) (l lang.Lang, rest []string, err error) {
	l, rest, given, err := takeLangFlag(args, getenv)
	langGiven = given
	return l, rest, err
}

func takeLangFlag(args []string, getenv func(string) string) (lang.Lang, []string, bool, error) {
	var rest []string
	given := ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i:]...)
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "lang" {
			rest = append(rest, a)
			continue
		}
		if !hasValue {
			if i+1 >= len(args) {
				return lang.Default, nil, false, fmt.Errorf("--lang needs a language: fr or en")
			}
			i++
			value = args[i]
		}
		given = value
	}
	if given != "" {
		l, err := lang.Parse(given)
		if err != nil {
			return lang.Default, nil, true, fmt.Errorf("--lang: %w", err)
		}
		return l, rest, true, nil
	}
	l, err := lang.FromEnv(getenv)
	return l, rest, false, err
}

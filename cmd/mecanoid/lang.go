package main

import (
	"fmt"
	"strings"

	"mecanoid/internal/lang"
)

// userLang is the language of this run: --lang, else the environment.
var userLang = lang.Default

// say prints in the user's language.
func say() *lang.Printer { return userLang.Printer() }

// takeLang takes --lang out of args (before any "--"), wherever it is,
// so that every command takes it; without it the environment decides
// (lang.FromEnv).
func takeLang(args []string, getenv func(string) string) (lang.Lang, []string, error) {
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
				return lang.Default, nil, fmt.Errorf("--lang needs a language: fr or en")
			}
			i++
			value = args[i]
		}
		given = value
	}
	if given != "" {
		l, err := lang.Parse(given)
		if err != nil {
			return lang.Default, nil, fmt.Errorf("--lang: %w", err)
		}
		return l, rest, nil
	}
	l, err := lang.FromEnv(getenv)
	return l, rest, err
}

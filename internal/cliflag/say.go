package cliflag

import (
	"fmt"
	"strings"

	"mecanoid/internal/lang"
)

// Say is the flag mistake fe in p's language: package flag's words (known
// here), then the flag likely meant and what a duration looks like. The
// mecanoid command and the helper mecanoid-lens both say it so.
func Say(p *lang.Printer, fe *FlagError) string {
	said := flagText(p, fe.Error())
	if fe.Near != "" {
		said += "\n" + p.Sprintf("Did you mean --%s?", fe.Near)
	}
	if fe.Duration {
		said += "\n" + p.Sprintf("A duration is a number and its unit: 0, 500ms, 2s, 1m30s.")
	}
	return said
}

// flagText is an error of package flag (a flag unknown, without its
// value, with a bad one) in p's language.
func flagText(p *lang.Printer, msg string) string {
	for _, f := range []struct {
		prefix, key string
	}{
		{"flag provided but not defined: ", "flag provided but not defined: %s"},
		{"flag needs an argument: ", "flag needs an argument: %s"},
		{"bad flag syntax: ", "bad flag syntax: %s"},
	} {
		if rest, ok := strings.CutPrefix(msg, f.prefix); ok {
			return p.Sprintf(f.key, rest)
		}
	}
	var value, name string
	if rest, ok := strings.CutPrefix(msg, "invalid value "); ok {
		if n, _ := fmt.Sscanf(rest, "%q for flag %s", &value, &name); n == 2 {
			if _, why, ok := strings.Cut(rest, ": "); ok {
				if why == "parse error" {
					why = p.Sprintf("parse error")
				}
				return p.Sprintf("invalid value %q for flag %s: %s", value, strings.TrimSuffix(name, ":"), why)
			}
		}
	}
	return msg
}

// Package flag's errors, in English and French (docs/languages.md).
func init() {
	lang.Add(
		lang.Text{"flag provided but not defined: %s", "option inconnue : %s"},
		lang.Text{"flag needs an argument: %s", "il manque la valeur de l'option %s"},
		lang.Text{"bad flag syntax: %s", "option mal écrite : %s"},
		lang.Text{"invalid value %q for flag %s: %s", "valeur %q incorrecte pour l'option %s (%s)"},
		lang.Text{"parse error", "illisible"},
		lang.Text{"Did you mean --%s?", "Vouliez-vous dire --%s ?"},
		lang.Text{"A duration is a number and its unit: 0, 500ms, 2s, 1m30s.", "Une durée est un nombre et son unité : 0, 500ms, 2s, 1m30s."},
	)
}

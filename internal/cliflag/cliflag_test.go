package cliflag

import (
	"errors"
	"flag"
	"io"
	"testing"
	"time"
)

// A mistyped flag names the flag likely meant; a bad duration says so.
func TestParseNearAndDuration(t *testing.T) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.String("camera", "", "")
	fs.String("calibration", "", "")
	fs.Duration("pace", time.Second, "")
	fs.Int("turn", 0, "")
	for _, c := range []struct {
		args     []string
		near     string
		duration bool
	}{
		{[]string{"--camra", "x"}, "camera", false},
		{[]string{"--cmaera", "x"}, "camera", false},
		{[]string{"--calib", "x"}, "calibration", false},
		{[]string{"--lnag", "fr"}, "lang", false},
		{[]string{"--frobnicate"}, "", false},
		{[]string{"--pace", "fast"}, "", true},
		{[]string{"--turn", "x"}, "", false},
	} {
		err := Parse(fs, c.args)
		var fe *FlagError
		if !errors.As(err, &fe) {
			t.Errorf("%v: %v, want a FlagError", c.args, err)
			continue
		}
		if fe.Near != c.near || fe.Duration != c.duration {
			t.Errorf("%v: near %q, duration %v; want %q, %v", c.args, fe.Near, fe.Duration, c.near, c.duration)
		}
	}
}

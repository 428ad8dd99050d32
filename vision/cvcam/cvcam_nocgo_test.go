//go:build !cgo

package cvcam

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestNoOpenCV(t *testing.T) {
	c, err := Open("0", Options{})
	if c != nil || !errors.Is(err, ErrNoOpenCV) {
		t.Fatalf("Open = %v, %v; want ErrNoOpenCV", c, err)
	}
	if !strings.Contains(err.Error(), "Pi camera") {
		t.Errorf("error %q does not say what to use instead", err)
	}
	var zero Camera
	if _, err := zero.Next(context.Background()); !errors.Is(err, ErrNoOpenCV) {
		t.Errorf("Next = %v, want ErrNoOpenCV", err)
	}
}

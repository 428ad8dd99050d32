package session

import (
	"context"
	"errors"
	"strings"
	"testing"

	"mecanoid/vision"
	"mecanoid/vision/videocam"
)

type fakeSource struct{}

func (fakeSource) Next(context.Context) (vision.Frame, error) {
	return vision.Frame{}, errors.New("no frame")
}
func (fakeSource) Close() error { return nil }

func TestWebcamAskedForFullHD(t *testing.T) {
	var asked []videocam.Options
	opener := func(refuse bool) func(string, videocam.Options) (vision.Source, error) {
		return func(name string, o videocam.Options) (vision.Source, error) {
			asked = append(asked, o)
			if refuse && o.FourCC != "" {
				return nil, errors.New("ffmpeg: Cannot set pixel format")
			}
			return fakeSource{}, nil
		}
	}
	var log strings.Builder
	old := env
	env.Progress = &log
	defer func() { env = old }()
	if _, err := openWebcam("/dev/video0", opener(false)); err != nil || len(asked) != 1 || asked[0] != webcamFormat {
		t.Fatalf("a webcam that can: asked %+v, err %v; want 1920x1080 MJPG once", asked, err)
	}
	asked = nil
	if _, err := openWebcam("/dev/video0", opener(true)); err != nil || len(asked) != 2 || asked[1] != (videocam.Options{}) {
		t.Fatalf("a webcam that cannot: asked %+v, err %v; want its own format after", asked, err)
	}
	if !strings.Contains(log.String(), "1920x1080 MJPG refused") {
		t.Errorf("the fallback is not said: %q", log.String())
	}
}

# mecanoid: `make demo` runs the main job on the bundled sample, `make test` runs
# every test. Both install what is missing first (scripts/setup.sh).
GO ?= go
BIN := bin/mecanoid
# Packages that build without cgo: everything today (cgo parts carry a `cgo` build tag).
PURE := ./...

.PHONY: setup build lens demo test test-short cross fuzz bench clean screenshots

setup:
	@scripts/setup.sh

build: setup
	$(GO) build -o $(BIN) ./cmd/mecanoid

# `make lens` builds mecanoid-lens next to mecanoid: the helper program
# `mecanoid calibrate lens` runs, the one build that links OpenCV (needs cgo
# and libopencv-dev, which scripts/setup.sh installs). mecanoid itself does
# not load OpenCV, so that its other commands start as fast as before.
lens: setup
	$(GO) build -o bin/mecanoid-lens ./cmd/mecanoid-lens

demo: build
	./$(BIN) demo

test: setup
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	@$(GO) mod tidy -diff || { echo "go.mod/go.sum not tidy: run go mod tidy"; exit 1; }
	GO=$(GO) scripts/staticcheck.sh ./...
	$(GO) vet ./...
	$(GO) test -count=1 -timeout 30m ./...
	CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(GO) build -o /dev/null $(PURE)
	@echo "cross-build: CGO_ENABLED=0 linux/arm64 ok"
	@if [ "$(TEST_ARM64)" = 1 ] && [ "$$(uname -m)" != aarch64 ]; then $(MAKE) --no-print-directory test-arm64; fi

cross: setup
	CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(GO) build -o bin/mecanoid-linux-arm64 ./cmd/mecanoid

# `make fuzz` runs every fuzz target of the module (found by go test -list),
# one after the other, FUZZTIME each; FUZZ picks some ("package FuzzName"
# matched as a regular expression), FUZZMINIMIZETIME bounds the minimizing
# of each input found (100 runs: Go's 60 s left FuzzParseSet 7 inputs in its
# minute). scripts/fuzz.sh says more, and prints the inputs each target ran.
FUZZTIME ?= 60s
FUZZMINIMIZETIME ?= 100x
FUZZ ?= .

fuzz: setup
	@GO=$(GO) FUZZTIME=$(FUZZTIME) FUZZMINIMIZETIME=$(FUZZMINIMIZETIME) FUZZ='$(FUZZ)' scripts/fuzz.sh

# `make screenshots` writes what each game's room page and phone page look
# like, at 1400x1000 and 390x844, in English and in French, into
# screenshots/ (GAME-room-LANG-1400.png, GAME-phone-LANG-390.png...), for a
# person to look at: the browser tests that call webtest.Shoot, with
# MECANOID_SCREENSHOTS set (docs/web.md#screenshots).
screenshots: setup
	mkdir -p screenshots
	MECANOID_SCREENSHOTS=$(CURDIR)/screenshots $(GO) test -count=1 -run 'TestBrowserFits|TestScreenshots' ./referee/web/ ./game/...
	@ls screenshots

bench: setup
	$(GO) test ./engine/dr2d -run '^$$' -bench . -benchmem

clean:
	rm -rf bin

# Raspberry Pi (docs/raspberry-pi.md). `make pi` builds the whole referee,
# cgo parts included (zxing-cpp, zbar, libjpeg-turbo), for linux/arm64, and
# its lens helper mecanoid-lens (cvlens's shim over OpenCV's calib3d, the
# one build that links OpenCV; `make lens` is the same helper for this
# machine): on the Pi natively, elsewhere cross-compiled against an arm64
# root of Debian's packages, OpenCV's included (scripts/setup.sh pi).
# PI_SUITE is the Raspberry Pi OS release the binaries are for: bookworm
# (zxing-cpp 1.4, OpenCV 4.6) or trixie (zxing-cpp 2.3, OpenCV 4.10); the
# same go.mod builds both.
PI_SUITE ?= bookworm
export PI_SUITE
PI_BIN := bin/mecanoid-linux-arm64
PI_LENS := bin/mecanoid-lens-linux-arm64
# `make test-arm64` runs every test on arm64, under qemu-aarch64-static, with
# the real OpenCV and zxing-cpp of Raspberry Pi OS: about 7 minutes on 2
# quiet cores, 20 to 30 when they are shared. Skipped there (scripts/pi-go.sh
# says why): the tests that start their own binary again, and one with a
# 50 ms deadline. `make test` runs it after the native tests (a clean clone:
# 8 min 9 s in all, 392 s of them under qemu, 2 shared cores);
# `make test TEST_ARM64=0` leaves it out (so does a native arm64 machine).
# `make test-arm64-short` is a quicker arm64 check (about 4 minutes): the
# -short tests of the cgo packages, of those whose floating point may round
# differently on arm64 (Go fuses multiply-adds there: vision, calibration,
# the DR2D engine, synth, print's goldens), GPIO, tags, the journal
# (modernc's SQLite is compiled per architecture) and the CLI's doctor and
# scan; left out for time: vision's sheet-reading matrix
# (TestReadSheetHandTicks, TestReadSheetRefuses), the referee's other tests
# and the CLI's others (the demo games).
TEST_ARM64 ?= 1
ARM64_ALL := ./vision/zxing/ ./vision/zbar/ ./vision/turbojpeg/ ./vision/videocam/ ./calibration/... ./device/... ./tag/ ./engine/dr2d/ ./vision/synth/ ./print/
ARM64_VISION_SKIP := TestReadSheetHandTicks|TestReadSheetRefuses
ARM64_REFEREE_RUN := Journal|Resume|Find|LastComplete
ARM64_CLI_RUN := Doctor|LinkedVersion|ParseDF|HumanBytes|Scan|Resolve|Leds

.PHONY: setup-pi pi test-arm64 test-arm64-short arm32 trixie-check pi-memory

setup-pi:
	@scripts/setup.sh pi $(PI_SUITE)

pi: setup-pi
	scripts/pi-go.sh build -o $(PI_BIN) ./cmd/mecanoid
	scripts/pi-go.sh build -o $(PI_LENS) ./cmd/mecanoid-lens
	@scripts/pi-go.sh env
	@echo "built $(PI_BIN) and its lens helper $(PI_LENS) for Raspberry Pi OS $(PI_SUITE) (64-bit); install: docs/raspberry-pi.md"

test-arm64: setup setup-pi
	@start=$$(date +%s); \
	scripts/pi-go.sh test -count=1 -timeout 60m ./... && \
	echo "arm64 tests under qemu: ok in $$(( $$(date +%s) - start )) s"

test-arm64-short: setup setup-pi
	@start=$$(date +%s); \
	scripts/pi-go.sh test -short -count=1 -timeout 30m $(ARM64_ALL) && \
	PI_SKIP='$(ARM64_VISION_SKIP)' scripts/pi-go.sh test -short -count=1 -timeout 30m ./vision/ && \
	scripts/pi-go.sh test -short -count=1 -timeout 30m -run '$(ARM64_REFEREE_RUN)' ./referee/ && \
	scripts/pi-go.sh test -short -count=1 -timeout 30m -run '$(ARM64_CLI_RUN)' ./cli/ && \
	echo "arm64 tests under qemu: ok in $$(( $$(date +%s) - start )) s"

# 32-bit Raspberry Pi OS (armhf, ARMv7: Pi 2 and later): without cgo, so
# without OpenCV (no lens calibration) and with the pure-Go QR decoder; the
# Pi camera (rpicam), USB webcams (ffmpeg), LEDs, web page and journal all work.
arm32: setup
	CGO_ENABLED=0 GOOS=linux GOARCH=arm GOARM=7 $(GO) build -o bin/mecanoid-linux-armv7 ./cmd/mecanoid
	@echo "built bin/mecanoid-linux-armv7 (no cgo)"

# Build and test against trixie's OpenCV 4.10 and zxing-cpp 2.3 in a Debian
# trixie root (chroot, needs root and ~2 GB).
trixie-check:
	scripts/pi-trixie-check.sh

# Peak memory of a scan of a 12 MP (4056x3040) frame, the Pi HQ camera's.
pi-memory: build
	scripts/pi-memory.sh

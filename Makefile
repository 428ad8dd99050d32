# mecanoid: `make demo` runs the main job on the bundled sample, `make test` runs
# every test. Both install what is missing first (scripts/setup.sh).
GO ?= go
BIN := bin/mecanoid
# Packages that build without cgo: everything today (cgo parts carry a `cgo` build tag).
PURE := ./...

.PHONY: setup build demo test test-short cross fuzz bench clean

setup:
	@scripts/setup.sh

build: setup
	$(GO) build -o $(BIN) ./cmd/mecanoid

demo: build
	./$(BIN) demo

test: setup
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) test -count=1 ./...
	CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(GO) build -o /dev/null $(PURE)
	@echo "cross-build: CGO_ENABLED=0 linux/arm64 ok"

cross: setup
	CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(GO) build -o bin/mecanoid-linux-arm64 ./cmd/mecanoid

fuzz: setup
	$(GO) test ./engine/dr2d -run '^$$' -fuzz FuzzParseBoard -fuzztime 60s
	$(GO) test ./engine/dr2d -run '^$$' -fuzz FuzzParseGame -fuzztime 60s

bench: setup
	$(GO) test ./engine/dr2d -run '^$$' -bench . -benchmem

clean:
	rm -rf bin

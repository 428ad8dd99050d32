#!/usr/bin/env bash
# go.trixie.mod / go.trixie.sum: go.mod and go.sum with gocv for OpenCV 4.10
# (Raspberry Pi OS trixie) instead of gocv v0.31.0 for OpenCV 4.6 (bookworm).
# Builds pick it with `go build -modfile=go.trixie.mod` (scripts/pi-go.sh does
# when it finds OpenCV 4.10 or later). go.mod and go.sum are never touched.
#
#   scripts/pi-trixie-mod.sh          make it again from go.mod (after a
#                                     dependency was added there)
#   scripts/pi-trixie-mod.sh --check  fail when it no longer matches go.mod
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
GOCV_TRIXIE=v0.39.0 # gocv's release for OpenCV 4.10

# go.mod with the gocv requirement taken out, to compare the rest.
strip() { grep -vE '^\s*gocv\.io/x/gocv v' "$1"; }

if [ "${1:-}" = --check ]; then
	if ! diff <(strip go.mod) <(strip go.trixie.mod) >/dev/null 2>&1; then
		echo "pi-trixie-mod: go.trixie.mod differs from go.mod in more than gocv: run scripts/pi-trixie-mod.sh (make trixie-mod)" >&2
		exit 1
	fi
	exit 0
fi

cp go.mod go.trixie.mod
cp go.sum go.trixie.sum
"$GO" get -modfile=go.trixie.mod "gocv.io/x/gocv@$GOCV_TRIXIE"
# Tidy as go.mod is (make test checks that one): no sums of gocv v0.31.0.
"$GO" mod tidy -modfile=go.trixie.mod
echo "go.trixie.mod: gocv $GOCV_TRIXIE, the rest as go.mod"

#!/usr/bin/env bash
# Installs what mecanoid needs to build and test, on Debian or Raspberry Pi OS
# (bookworm). Safe to run again: it only installs what is missing.
#   scripts/setup.sh          Go toolchain, the build packages (the cgo parts need
#                             OpenCV) and the tools the tests call
#   scripts/setup.sh test     the same
set -euo pipefail

want_go=1.25
toolchain=1.25.5 # fetched from the Go module proxy when no usable Go is installed

sudo_() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

apt_updated=0
apt_install() {
	local missing=()
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	echo "setup: installing ${missing[*]}"
	if [ $apt_updated -eq 0 ]; then sudo_ apt-get update -qq; apt_updated=1; fi
	sudo_ env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

go_ok() {
	command -v go >/dev/null 2>&1 || return 1
	local v
	v=$(go env GOVERSION 2>/dev/null | sed 's/^go//') || return 1
	# Go 1.21 and later fetch the toolchain go.mod asks for by themselves.
	[ "$(printf '%s\n' "1.21" "$v" | sort -V | head -1)" = "1.21" ]
}

if ! go_ok; then
	apt_install ca-certificates curl unzip
	case "$(dpkg --print-architecture)" in
	amd64) arch=amd64 ;; arm64) arch=arm64 ;; armhf) arch=armv6l ;; *) echo "setup: no Go toolchain for $(dpkg --print-architecture)" >&2; exit 1 ;;
	esac
	echo "setup: installing Go $toolchain from the Go module proxy into /usr/local/go"
	tmp=$(mktemp -d)
	curl -fsSL "https://proxy.golang.org/golang.org/toolchain/@v/v0.0.1-go$toolchain.linux-$arch.zip" -o "$tmp/go.zip"
	unzip -q "$tmp/go.zip" -d "$tmp"
	sudo_ rm -rf /usr/local/go
	sudo_ mv "$tmp/golang.org/toolchain@v0.0.1-go$toolchain.linux-$arch" /usr/local/go
	sudo_ chmod +x /usr/local/go/bin/* /usr/local/go/pkg/tool/*/* 2>/dev/null || true
	sudo_ ln -sf /usr/local/go/bin/go /usr/local/bin/go
	sudo_ ln -sf /usr/local/go/bin/gofmt /usr/local/bin/gofmt
	rm -rf "$tmp"
fi
apt_install gcc make git
# cgo parts (vision/cvcam, calibration/cvlens: OpenCV 4; vision/zxing: zxing-cpp),
# found through pkg-config.
apt_install pkg-config libopencv-dev libzxing-dev
# Tests: zbarimg reads the printed tags back (vision benchmark), pdftoppm
# rasterises the printed PDFs (print tests), headless chromium loads the
# referee's web page (referee tests; DejaVu for its text).
apt_install zbar-tools poppler-utils chromium fonts-dejavu-core
echo "setup: ready ($(go version), wants go $want_go or later)"

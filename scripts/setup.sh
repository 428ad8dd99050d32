#!/usr/bin/env bash
# Installs what mecanoid needs to build and test, on Debian or Raspberry Pi OS
# (bookworm). Safe to run again: it only installs what is missing.
#   scripts/setup.sh          Go toolchain, the build packages (the cgo parts need
#                             OpenCV) and the tools the tests call (staticcheck
#                             among them)
#   scripts/setup.sh test     the same
#   scripts/setup.sh pi [bookworm|trixie]
#                             the same but the test tools, and what `make pi` needs to
#                             build for the Raspberry Pi (linux/arm64, OpenCV, zxing-cpp).
#                             On the Pi itself: nothing more. Elsewhere: the arm64
#                             cross compiler, qemu-user-static, and an arm64 root of
#                             that Debian release's OpenCV, zxing-cpp and
#                             libjpeg-turbo (the ones Raspberry Pi OS ships),
#                             unpacked in $PI_SYSROOT
#                             (default /opt/mecanoid/sysroot-SUITE-arm64, ~1.1 GB)
set -euo pipefail
mode=${1:-test}
pi_suite=${2:-${PI_SUITE:-bookworm}}

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
# cgo parts (calibration/cvlens: OpenCV 4's calib3d; vision/zxing: zxing-cpp;
# vision/zbar: zbar; vision/turbojpeg: libjpeg-turbo), found through pkg-config.
apt_install pkg-config libopencv-dev libzxing-dev libzbar-dev libturbojpeg0-dev
# USB webcams and video files are read through ffmpeg (vision/videocam), at
# run time; its tests make videos with it.
apt_install ffmpeg
# Tests: zbarimg reads the printed tags back (vision benchmark), pdftoppm
# rasterises the printed PDFs (print tests), headless chromium loads the
# referee's web page (referee tests; DejaVu for its text).
# Not for `pi` alone: the Pi needs none of them to build.
[ "$mode" = pi ] || apt_install zbar-tools poppler-utils chromium fonts-dejavu-core
# make test's staticcheck, built once from the Go module proxy (its version
# is pinned in that script).
[ "$mode" = pi ] || "$(dirname "$0")/staticcheck.sh" -version >/dev/null

if [ "$mode" = pi ]; then
	case "$pi_suite" in
	bookworm) cxx=libstdc++-12-dev ;; # OpenCV 4.6, zxing-cpp 1.4
	trixie) cxx=libstdc++-14-dev ;;   # OpenCV 4.10, zxing-cpp 2.3
	*) echo "setup: unknown Raspberry Pi OS release $pi_suite: bookworm or trixie" >&2; exit 2 ;;
	esac
	case "$(uname -m)" in
	aarch64 | arm64) apt_install g++ ;; # the Pi itself: zxing's shim is C++
	*)
		apt_install crossbuild-essential-arm64 qemu-user-static mmdebstrap
		# Debian's arm64 OpenCV cannot be installed beside the amd64 one
		# (libopencv-dev and part of its dependencies, GDAL, OpenEXR, are not
		# Multi-Arch: same), so the arm64 packages are unpacked, with their
		# dependencies, into a root of their own, which the cross compiler
		# takes as --sysroot and qemu as its / (scripts/pi-go.sh).
		root=${PI_SYSROOT:-/opt/mecanoid/sysroot-$pi_suite-arm64}
		if [ ! -f "$root/usr/lib/aarch64-linux-gnu/pkgconfig/opencv4.pc" ]; then
			echo "setup: unpacking Debian $pi_suite's arm64 OpenCV and zxing-cpp into $root (once, a few minutes)"
			sudo_ rm -rf "$root.tmp"
			sudo_ mkdir -p "$(dirname "$root")"
			sudo_ mmdebstrap --quiet --mode=root --variant=extract --architectures=arm64 \
				--include=libopencv-dev,libzxing-dev,libturbojpeg0-dev,libzbar-dev,libc6-dev,$cxx \
				"$pi_suite" "$root.tmp" http://deb.debian.org/debian
			# trixie's packages put everything under /usr and leave the
			# /lib -> usr/lib links to the system (its libm.so names
			# /lib/aarch64-linux-gnu/libm.so.6); bookworm's fill /lib.
			for d in lib bin sbin; do
				[ -e "$root.tmp/$d" ] || sudo_ ln -s "usr/$d" "$root.tmp/$d"
			done
			# Alternatives that dpkg would have set up.
			sudo_ ln -sf blas/libblas.so.3 "$root.tmp/usr/lib/aarch64-linux-gnu/libblas.so.3"
			sudo_ ln -sf lapack/liblapack.so.3 "$root.tmp/usr/lib/aarch64-linux-gnu/liblapack.so.3"
			sudo_ rm -rf "$root"
			sudo_ mv "$root.tmp" "$root"
		fi
		# A root unpacked before vision/turbojpeg or vision/zbar lacks their
		# libraries: the packages (library and headers, with what they
		# depend on) are fetched as the root's were and unpacked into it.
		missing=()
		[ -f "$root/usr/include/turbojpeg.h" ] || missing+=(libturbojpeg0-dev)
		[ -f "$root/usr/include/zbar.h" ] || missing+=(libzbar-dev)
		if [ ${#missing[@]} -gt 0 ]; then
			echo "setup: adding Debian $pi_suite's arm64 ${missing[*]} to $root"
			tmp=$(mktemp -d)
			# The packages stay in the scratch root's apt cache.
			sudo_ mmdebstrap --quiet --mode=root --variant=extract --architectures=arm64 \
				--include="$(IFS=,; echo "${missing[*]}")" --skip=cleanup/apt/cache \
				"$pi_suite" "$tmp/root" http://deb.debian.org/debian
			n=0
			for deb in "$tmp"/root/var/cache/apt/archives/*_arm64.deb; do
				[ -f "$deb" ] || continue
				sudo_ dpkg-deb -x "$deb" "$root"
				n=$((n + 1))
			done
			[ $n -gt 0 ] || { echo "setup: mmdebstrap gave no package for ${missing[*]}" >&2; exit 1; }
			sudo_ rm -rf "$tmp"
		fi
		;;
	esac
	PI_SUITE=$pi_suite "$(dirname "$0")/pi-go.sh" env | sed 's/^/setup: pi: /'
fi
echo "setup: ready ($(go version), wants go $want_go or later)"

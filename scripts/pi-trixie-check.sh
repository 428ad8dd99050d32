#!/usr/bin/env bash
# Proves the trixie build (Raspberry Pi OS trixie: OpenCV 4.10, zxing-cpp
# 2.3, libjpeg-turbo 2.1.5, zbar, gcc 14) without a Pi: builds mecanoid (the
# same go.mod as bookworm) inside a Debian trixie root, and runs the tests of the cgo
# packages there. The root is amd64, so nothing is emulated: what is
# checked is that the code compiles and works against trixie's libraries;
# `make pi PI_SUITE=trixie` checks the arm64 cross-build of the same.
#
#   scripts/pi-trixie-check.sh [go test flags and packages]
#
# Needs root (chroot, bind mounts) and ~2 GB for the root, made once in
# $TRIXIE_ROOT (default /opt/mecanoid/trixie-amd64-root) with mmdebstrap.
set -euo pipefail
cd "$(dirname "$0")/.."
src=$PWD
R=${TRIXIE_ROOT:-/opt/mecanoid/trixie-amd64-root}
goroot=$(go env GOROOT)
modcache=$(go env GOMODCACHE)
sudo_() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if [ ! -f "$R/usr/lib/x86_64-linux-gnu/pkgconfig/opencv4.pc" ]; then
	command -v mmdebstrap >/dev/null || scripts/setup.sh pi
	echo "pi-trixie-check: making a Debian trixie root in $R (once, a few minutes)"
	sudo_ mkdir -p "$(dirname "$R")"
	sudo_ mmdebstrap --mode=root --variant=apt --architectures=amd64 \
		--include=libopencv-dev,libzxing-dev,libturbojpeg0-dev,libzbar-dev,gcc,g++,pkg-config,ca-certificates,zbar-tools,poppler-utils \
		trixie "$R.tmp" http://deb.debian.org/debian
	sudo_ mv "$R.tmp" "$R"
fi
# A root made before vision/turbojpeg or vision/zbar: their packages (with
# what they depend on) unpacked into it, as scripts/setup.sh does for the
# arm64 root.
missing=()
[ -f "$R/usr/include/turbojpeg.h" ] || missing+=(libturbojpeg0-dev)
[ -f "$R/usr/include/zbar.h" ] || missing+=(libzbar-dev)
if [ ${#missing[@]} -gt 0 ]; then
	echo "pi-trixie-check: adding ${missing[*]} to $R"
	tmp=$(mktemp -d)
	sudo_ mmdebstrap --quiet --mode=root --variant=extract --architectures=amd64 \
		--include="$(IFS=,; echo "${missing[*]}")" --skip=cleanup/apt/cache trixie "$tmp/root" http://deb.debian.org/debian
	for deb in "$tmp"/root/var/cache/apt/archives/*_amd64.deb; do
		[ -f "$deb" ] && sudo_ dpkg-deb -x "$deb" "$R"
	done
	sudo_ rm -rf "$tmp"
fi

# Go and the module cache of this machine (go.sum pins the modules),
# and this tree, all read-only.
mounts=()
bind() {
	sudo_ mkdir -p "$R$2"
	sudo_ mount --bind "$1" "$R$2"
	mounts=("$R$2" "${mounts[@]}")
	[ "${3:-}" = rw ] || sudo_ mount -o remount,ro,bind "$R$2"
}
cleanup() { for m in "${mounts[@]}"; do sudo_ umount "$m" || true; done; }
trap cleanup EXIT
# The modules go.mod needs, downloaded here first.
go mod download
bind "$goroot" /usr/local/go
bind "$modcache/cache/download" /goproxy
bind "$src" /src
bind /dev /dev
sudo_ mkdir -p "$R/proc" "$R/out"
sudo_ mount -t proc proc "$R/proc"
mounts=("$R/proc" "${mounts[@]}")

args=("$@")
[ ${#args[@]} -gt 0 ] || args=(-count=1 ./vision/zxing/ ./vision/zbar/ ./vision/turbojpeg/ ./vision/videocam/ ./calibration/cvlens/ ./vision/ ./cli/)
# shellcheck disable=SC2016 # the script runs inside the root
sudo_ chroot "$R" /usr/bin/env -i HOME=/root PATH=/usr/local/go/bin:/usr/bin:/bin \
	GOPROXY=file:///goproxy GOFLAGS=-modcacherw GOTOOLCHAIN=local GOSUMDB=off \
	bash -euc '
	cd /src
	echo "trixie root: Debian $(cat /etc/debian_version), $(gcc --version | head -1)"
	echo "OpenCV $(pkg-config --modversion opencv4), zxing-cpp $(pkg-config --modversion zxing)"
	go version
	time go build -o /out/mecanoid ./cmd/mecanoid
	/out/mecanoid doctor --camera /src/vision/testdata/mjpeg --journal /tmp/j.db || true
	time go test "$@"
' bash "${args[@]}"

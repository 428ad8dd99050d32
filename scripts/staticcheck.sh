#!/usr/bin/env bash
# Runs staticcheck (honnef.co/go/tools), the release pinned below, on the
# packages given (make test: ./...). It is built once per Go toolchain into
# the user's cache and run from there: no network after the first run, and
# staticcheck stays out of the project's go.mod (`go run ...@version` would
# ask the module proxy each time). scripts/setup.sh installs it too.
#
#   scripts/staticcheck.sh ./...      check (prints nothing when all is well)
#   scripts/staticcheck.sh -version   install if missing, say which
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
# 2026.1: analyses Go 1.25 and 1.26 code and builds with Go 1.25 (the
# toolchain scripts/setup.sh installs); v0.8 needs Go 1.26 to build.
version=v0.7.0

# A staticcheck built by an older Go may not read a newer one's packages.
dir=${XDG_CACHE_HOME:-$HOME/.cache}/mecanoid/staticcheck-$version-$("$GO" env GOVERSION)
if [ ! -x "$dir/staticcheck" ]; then
	echo "staticcheck: installing $version into $dir" >&2
	GOBIN=$dir "$GO" install "honnef.co/go/tools/cmd/staticcheck@$version"
fi
exec "$dir/staticcheck" "$@"

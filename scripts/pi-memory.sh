#!/usr/bin/env bash
# Peak memory of the referee's heaviest step, reading the table: the maximum
# resident set size of `mecanoid scan` on 12 MP frames (4056x3040, the
# Raspberry Pi HQ camera's full size) made by `mecanoid synth --size hq`.
#
#   scripts/pi-memory.sh [BINARY] [SEEDS]
#
# BINARY: default bin/mecanoid. An arm64 binary on another machine runs under
# qemu-aarch64-static (sysroot as in scripts/pi-go.sh): its figures then
# include qemu's own memory and translated code, so they are an upper bound.
# SEEDS: photos per category (default 2). Frames are made by bin/mecanoid.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-bin/mecanoid}
seeds=${2:-2}
categories=${CATEGORIES:-easy perspective lighting hard}
gen=${GEN:-bin/mecanoid}
[ -x "$gen" ] || go build -o "$gen" ./cmd/mecanoid
[ -x /usr/bin/time ] || scripts/setup.sh # GNU time: apt install time

run=("$bin")
if file -L "$bin" | grep -q 'ARM aarch64' && [ "$(uname -m)" != aarch64 ]; then
	export QEMU_LD_PREFIX=${PI_SYSROOT:-/opt/mecanoid/sysroot-${PI_SUITE:-bookworm}-arm64}
	run=(qemu-aarch64-static "$bin")
fi

dir=${MEMORY_DIR:-$(mktemp -d)}
mkdir -p "$dir"
echo "frames in $dir; binary: ${run[*]}"
printf '%-34s %10s %8s %6s\n' photo "peak RSS" seconds exit
peak=0
for cat in $categories; do
	for seed in $(seq 1 "$seeds"); do
		base=$dir/$cat-4056x3040-$seed
		[ -f "$base.jpg" ] || "$gen" synth -o "$dir" --size hq --category "$cat" --seed "$seed" >/dev/null
		set +e
		/usr/bin/time -f '%M %e' -o "$dir/time.txt" "${run[@]}" scan "$base.jpg" --board "$base.board" --json >/dev/null 2>"$dir/err.txt"
		code=$?
		set -e
		# exit 3: read, but a piece must be shown again; still a whole scan.
		if [ $code -ne 0 ] && [ $code -ne 3 ]; then
			echo "scan of $base.jpg failed (exit $code):" >&2
			cat "$dir/err.txt" >&2
			exit 1
		fi
		# GNU time writes "Command exited with non-zero status N" first.
		read -r kb secs < <(tail -n 1 "$dir/time.txt")
		printf '%-34s %7d MiB %8s %6d\n' "$(basename "$base.jpg")" $((kb / 1024)) "$secs" $code
		[ "$kb" -gt "$peak" ] && peak=$kb
	done
done
echo "peak: $((peak / 1024)) MiB"

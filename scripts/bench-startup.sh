#!/usr/bin/env bash
# Measures how fast the mecanoid binary starts: for three short commands,
# the median and the fastest wall time over RUNS runs (default 20; each
# includes starting /usr/bin/time, about 1 ms) and the largest maximum
# resident set size (/usr/bin/time -f %M), plus the number of shared
# libraries the binary loads (ldd | wc -l). Issue 19, point 4: the commands
# that do not touch a camera should start in 20 ms and 30 MB or less.
#
#   scripts/bench-startup.sh            builds ./cmd/mecanoid (cgo as go
#                                       builds it here), then measures it
#   scripts/bench-startup.sh BINARY     measures a binary built already
#   RUNS=50 scripts/bench-startup.sh    more runs
#
# The commands, from the top of the clone, each writing in a temporary
# folder:
#   resolve   mecanoid resolve examples/factory-demo.json
#   print     mecanoid print tags -o TMP/tags.pdf
#   games     mecanoid games --journal TMP/mecanoid.journal (a journal
#             holding one tile world, made first with tiles new)
# Run from the top of a clone (it finds it from its own path).
set -euo pipefail
cd "$(dirname "$0")/.."

GO=${GO:-go}
RUNS=${RUNS:-20}
command -v /usr/bin/time >/dev/null || [ -x /usr/bin/time ] || {
	echo "bench-startup: /usr/bin/time missing (apt install time)" >&2
	exit 1
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ $# -ge 1 ]; then
	bin=$1
else
	bin=$tmp/mecanoid
	"$GO" build -o "$bin" ./cmd/mecanoid
fi
[ -x "$bin" ] || {
	echo "bench-startup: $bin is not an executable" >&2
	exit 1
}
# The binary is measured from a copy written 4 KiB at a time. RSS counts
# the pages of the binary mapped in the process; the file just written by
# the linker may sit in the page cache as 2 MiB folios, which the kernel
# maps whole (FilePmdMapped in /proc/PID/smaps): 10 MB more of shared,
# clean pages for a cgo build here, an artefact of how the file was
# written, not what the program touches.
dd if="$bin" of="$tmp/measured" bs=4k status=none
chmod +x "$tmp/measured"

# run NAME ARGS...: RUNS runs, median wall ms and max RSS MB.
run() {
	local name=$1
	shift
	local times=() rss=0 i t0 t1 kb
	"$tmp/measured" "$@" >/dev/null 2>&1 || {
		echo "bench-startup: $name: mecanoid $* failed:" >&2
		"$tmp/measured" "$@" >&2 || true
		exit 1
	}
	for ((i = 0; i < RUNS; i++)); do
		t0=$(date +%s%N)
		/usr/bin/time -f %M -o "$tmp/rss" "$tmp/measured" "$@" >/dev/null 2>&1
		t1=$(date +%s%N)
		times+=($(((t1 - t0) / 1000)))
		kb=$(tail -n 1 "$tmp/rss")
		[ "$kb" -gt "$rss" ] && rss=$kb
	done
	# The median and the fastest of the wall times, in microseconds, shown
	# in ms: on a busy machine the fastest is the nearer to the truth.
	local med fast
	med=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}')
	fast=$(printf '%s\n' "${times[@]}" | sort -n | head -n 1)
	printf '%-8s %8.1f ms %8.1f ms %8.1f MB   mecanoid %s\n' "$name" "$(awk -v u="$med" 'BEGIN{print u/1000}')" \
		"$(awk -v u="$fast" 'BEGIN{print u/1000}')" "$(awk -v k="$rss" 'BEGIN{print k/1024}')" "$*"
}

# ldd's lines: the libraries loaded, plus the vDSO and the loader.
if ldd "$bin" >"$tmp/ldd" 2>/dev/null; then
	libs="$(wc -l <"$tmp/ldd") lines of ldd"
else
	libs="static: no shared library"
fi
echo "binary: $bin ($(du -h "$bin" | cut -f1), $libs; $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg))"
echo "command  median wall  fastest   max RSS   (over $RUNS runs; RSS: /usr/bin/time's)"
run resolve resolve examples/factory-demo.json
run print print tags -o "$tmp/tags.pdf"
# The journal of games: one game, a tile world (the quickest to make).
"$tmp/measured" tiles new --set worlds/valdor.tiles --seed 7 --char Aldo --journal "$tmp/mecanoid.journal" >/dev/null
run games games --journal "$tmp/mecanoid.journal"

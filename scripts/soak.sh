#!/bin/sh
# scripts/soak.sh: an evening of watching, shortened or not (issue 35).
#
#   scripts/soak.sh [MINUTES] [OUT.tsv]       (default 30 minutes, soak.tsv)
#
# `mecanoid referee --live` watches an endless camera stream: two generated
# photos of two different boards, shown 3 s each in a loop, served as MJPEG
# over HTTP on 127.0.0.1 by ffmpeg (started again if it stops), so the
# table never matches and the watcher settles on a changed table every 3 s.
# Every SAMPLE seconds (default 60) it writes one line of OUT.tsv: minutes,
# resident memory (MB), open descriptors, goroutines (Go's profile, served
# on $MECANOID_DEBUG_ADDR for this run only), threads, the journal's size
# with its -wal (KB), the history a page that connects is sent (KB), the
# terminal's lines so far; then the resident memory that is not the
# program's own file (anonymous, MB: the heaps, Go's and C's; the rest is
# the binary's pages, bounded by its size), what Go holds from the system
# (MB, its profile's Sys), and the resident memory of an ffmpeg child
# reading the camera (MB, 0: none; an MJPEG stream is read without one). MECANOID=path/to/binary runs another build
# (default: go build into a temporary folder). Run it beside other work
# with `nice -n 10 scripts/soak.sh 30`.
set -eu
MINUTES=${1:-30}
OUT=${2:-soak.tsv}
SAMPLE=${SAMPLE:-60}
WEB=${WEB:-127.0.0.1:18090}
CAM=${CAM:-127.0.0.1:18091}
DEBUG=${DEBUG:-127.0.0.1:18092}
dir=$(mktemp -d /tmp/mecanoid-soak.XXXXXX)
if [ -z "${MECANOID:-}" ]; then
	MECANOID=$dir/mecanoid
	go build -o "$MECANOID" ./cmd/mecanoid
fi
"$MECANOID" synth -o "$dir" --size 1280x720 --count 2 --seed 1 >/dev/null
board=$(ls "$dir"/*-1.board)

# ffmpeg -listen serves one client, then stops: a loop serves the next.
(
	while :; do
		ffmpeg -hide_banner -loglevel quiet -re -stream_loop -1 -framerate 1/3 -i "$dir/easy-1280x720-%d.jpg" \
			-r 10 -c:v mjpeg -q:v 5 -f mpjpeg -listen 1 "http://$CAM/" || true
	done
) &
ffloop=$!
# Wait for it to listen (not by connecting: it would serve that client).
port=${CAM##*:}
for _ in $(seq 60); do
	ss -Hltn "sport = :$port" | grep -q . && break
	sleep 0.5
done

# The referee reads its typed input from a pipe held open (nothing typed).
mkfifo "$dir/stdin"
sleep 100000 >"$dir/stdin" &
holder=$!
MECANOID_DEBUG_ADDR=$DEBUG MECANOID_LANG=en "$MECANOID" referee --live --board "$board" --camera "http://$CAM/" \
	--journal "$dir/soak.journal" --web "$WEB" <"$dir/stdin" >"$dir/terminal.txt" 2>&1 &
ref=$!
cleanup() {
	kill "$ref" "$holder" 2>/dev/null || true
	# The loop first (no new server), then its ffmpeg by the loop's id, while
	# it is still the loop's child: killed the other way round, it was left.
	kill -STOP "$ffloop" 2>/dev/null || true
	pkill -P "$ffloop" 2>/dev/null || true
	kill "$ffloop" 2>/dev/null || true
	kill -CONT "$ffloop" 2>/dev/null || true
}
trap cleanup EXIT
trap "exit 1" INT TERM

printf 'minutes\trss_mb\tfds\tgoroutines\tthreads\tjournal_kb\thistory_kb\tterminal_lines\tanon_mb\tgo_sys_mb\tffmpeg_mb\n' >"$OUT"
start=$(date +%s)
while :; do
	sleep "$SAMPLE"
	kill -0 "$ref" 2>/dev/null || { echo "soak: the referee stopped" >&2; tail -20 "$dir/terminal.txt" >&2; exit 1; }
	now=$(date +%s)
	min=$(( (now - start) / 60 ))
	rss=$(awk '/VmRSS/ {printf "%.1f", $2/1024}' /proc/$ref/status)
	threads=$(awk '/Threads/ {print $2}' /proc/$ref/status)
	fds=$(ls /proc/$ref/fd | wc -l)
	gor=$(curl -s --max-time 5 "http://$DEBUG/debug/pprof/goroutine?debug=1" | awk 'NR==1 {print $4}')
	jkb=$(( ($(stat -c %s "$dir/soak.journal") + $(stat -c %s "$dir/soak.journal-wal" 2>/dev/null || echo 0)) / 1024 ))
	hkb=$(( $(curl -s --max-time 2 "http://$WEB/events" | wc -c) / 1024 )) || true
	lines=$(wc -l <"$dir/terminal.txt")
	anon=$(awk '/RssAnon/ {printf "%.1f", $2/1024}' /proc/$ref/status)
	gosys=$(curl -s --max-time 5 "http://$DEBUG/debug/pprof/heap?debug=1" | awk '$1 == "#" && $2 == "Sys" {printf "%.1f", $4/1048576}')
	ff=0
	for c in $(cat /proc/$ref/task/*/children 2>/dev/null); do
		ff=$(awk '/VmRSS/ {printf "%.1f", $2/1024}' /proc/$c/status 2>/dev/null || echo 0)
	done
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$min" "$rss" "$fds" "$gor" "$threads" "$jkb" "$hkb" "$lines" "$anon" "$gosys" "$ff" | tee -a "$OUT"
	[ $(( now - start )) -ge $(( MINUTES * 60 )) ] && break
done
echo "soak: $MINUTES minutes, samples in $OUT, the referee's terminal in $dir/terminal.txt"

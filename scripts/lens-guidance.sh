#!/usr/bin/env bash
# Draws docs/vision.md's pictures of `mecanoid calibrate lens` at work, from
# generated photos of the chessboard (scripts/chessboard-views: the wide
# lens of vision/synth, 960x540) read as a camera:
#   docs/img/lens-guidance.png  the terminal of a whole run, as the person
#                               holding the chessboard sees it (run in
#                               tmux, captured, drawn by headless Chromium)
#   docs/img/lens-coverage.png  the coverage picture the command writes,
#                               after the first 6 views (two corners left)
# Needs tmux, chromium, and what `make build lens` needs.
#   scripts/lens-guidance.sh
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
work=$(mktemp -d /tmp/lens-guidance.XXXXXX)
trap 'tmux kill-session -t "${session:-none}" 2>/dev/null || true; rm -rf "$work"' EXIT

make --no-print-directory build lens >/dev/null
$GO run ./scripts/chessboard-views "$work/frames"
mkdir -p "$work/first6" docs/img
cp "$work"/frames/view0[0-5].png "$work/first6/"

# The coverage picture part way: the lower corners still to do.
(cd "$work" && MECANOID_LANG=en "$OLDPWD/bin/mecanoid" calibrate lens --camera first6 --chessboard 9x6 --square 25mm -o part.json >/dev/null 2>&1) || true
cp "$work/part-coverage.png" docs/img/lens-coverage.png

# The whole run in a terminal 110 columns wide.
session=lens-guidance-$$
cp bin/mecanoid bin/mecanoid-lens "$work/"
tmux new-session -d -s "$session" -x 110 -y 50 -c "$work" "env PS1='$ ' MECANOID_LANG=en bash --norc -i"
last() { tmux capture-pane -p -t "$session" | sed '/^ *$/d' | tail -n 1; }
wait_for() { # a shell test on the screen, for at most 60 s
	for _ in $(seq 600); do
		eval "$1" && return 0
		sleep 0.1
	done
	echo "lens-guidance: the terminal never showed it: $1" >&2
	exit 1
}
wait_for '[ "$(last)" = "\$" ]' # the prompt
tmux send-keys -t "$session" "./mecanoid calibrate lens --camera frames --chessboard 9x6 --square 25mm -o lens.json" Enter
wait_for 'tmux capture-pane -p -t "$session" | grep -q "^view 1 kept"'
wait_for '[ "$(last)" = "\$" ]' # done
tmux capture-pane -p -t "$session" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$work/screen.txt"
rows=$(wc -l <"$work/screen.txt")
python3 - "$work/screen.txt" "$work/screen.html" <<'PY'
import html, sys
text = open(sys.argv[1]).read().rstrip("\n")
open(sys.argv[2], "w").write(
    "<!doctype html><meta charset=utf-8><style>body{margin:0;background:#1e1e1e}"
    "pre{margin:0;padding:10px 12px;color:#e0e0e0;font:13px/17px 'DejaVu Sans Mono',monospace}</style>"
    "<pre>" + html.escape(text) + "</pre>")
PY
height=$((rows * 17 + 20))
chromium --headless --disable-gpu --no-sandbox --hide-scrollbars --user-data-dir="$work/chromium" \
	--window-size=900,"$height" --screenshot="$work/screen.png" "file://$work/screen.html" 2>/dev/null
cp "$work/screen.png" docs/img/lens-guidance.png
ls -l docs/img/lens-guidance.png docs/img/lens-coverage.png

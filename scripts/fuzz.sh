#!/usr/bin/env bash
# Runs every fuzz target of the module (func FuzzX(f *testing.F), found by
# `go test -list`), one after the other with one fuzzing worker
# (-parallel=1: the machine's cores are shared): FUZZTIME each (60s), then
# a table of what each ran. make fuzz runs it; docs/fuzzing.md has the
# last table of every target.
#
#   scripts/fuzz.sh                                  every target, 60 s each
#   FUZZTIME=10m FUZZ=FuzzParseSet scripts/fuzz.sh   one target, longer
#
# FUZZ is a regular expression matched against "package FuzzName".
#
# FUZZMINIMIZETIME bounds how long the fuzzer minimizes each input that
# finds new code (and a failing one): 100 runs of the target by default,
# not Go's 60 s. The minimizer tries cutting every span of an input, a
# number of runs quadratic in its length: with 60 s a target whose seeds
# are a few KB spends its whole minute on the first input it finds
# (FuzzParseSet ran 7 inputs in 60 s), and a time bound, even 1 s, still
# starves the slow targets (the journal's: 7,000 inputs in 60 s with 1 s,
# 34,000 with 100 runs). A failing input is written to the package's
# testdata/fuzz/FuzzName/ whole or nearly: cut it down by hand, or run
# that one target with FUZZMINIMIZETIME=30s.
#
# Exit status 1 when a target failed (its output says how, and where the
# failing input was written), after the others have run.
set -uo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
FUZZTIME=${FUZZTIME:-60s}
FUZZMINIMIZETIME=${FUZZMINIMIZETIME:-100x}
FUZZ=${FUZZ:-.}

# `go test -list` prints each package's matching names, then "ok  pkg".
if ! listing=$("$GO" test -list '^Fuzz' ./... 2>&1); then
	printf '%s\n' "$listing" >&2
	exit 1
fi
targets=()
names=()
while read -r first second _; do
	case $first in
	Fuzz*) names+=("$first") ;;
	ok)
		for n in "${names[@]}"; do
			if printf '%s %s\n' "$second" "$n" | grep -Eq -- "$FUZZ"; then
				targets+=("$second $n")
			fi
		done
		names=()
		;;
	esac
done <<<"$listing"
if [ ${#targets[@]} -eq 0 ]; then
	echo "fuzz: no target matches $FUZZ" >&2
	exit 1
fi
echo "fuzz: ${#targets[@]} targets, $FUZZTIME each (minimizing for $FUZZMINIMIZETIME)"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
summary=()
failed=0
for t in "${targets[@]}"; do
	read -r pkg name <<<"$t"
	echo "== $pkg $name"
	"$GO" test -run '^$' -parallel=1 -fuzz "^$name\$" -fuzztime "$FUZZTIME" -fuzzminimizetime "$FUZZMINIMIZETIME" "$pkg" 2>&1 | tee "$log"
	status=${PIPESTATUS[0]}
	# The fuzzer's last report: "fuzz: elapsed: 1m0s, execs: 1234 (20/sec), new interesting: 5 (total: 9)".
	last=$(grep -E '^fuzz: elapsed: .*execs: ' "$log" | tail -n 1)
	execs=$(sed -E 's/.*execs: ([0-9]+).*/\1/' <<<"$last")
	found=$(sed -E 's/.*new interesting: ([0-9]+).*/\1/' <<<"$last")
	result=ok
	if [ "$status" -ne 0 ]; then
		result=FAILED
		failed=1
	fi
	summary+=("$(printf '%-28s %-22s %12s %8s  %s' "$pkg" "$name" "${execs:--}" "${found:--}" "$result")")
done

echo
printf '%-28s %-22s %12s %8s  %s\n' package target execs "new" result
printf '%s\n' "${summary[@]}"
exit $failed

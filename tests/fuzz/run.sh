#!/bin/sh
# Runs every harness built by build.sh for a bounded time (make fuzz-run,
# FUZZ_SECONDS each, default 60), seeded with the formats/ examples and
# the inputs kept in tests/fuzz/corpus.  A crash, leak or timeout stops
# the run with the input saved as OUTDIR/crash-* (add it to
# tests/fuzz/corpus and a regression test).  Prints executions and time.
#   run.sh SRCDIR OUTDIR [SECONDS]
set -eu
srcdir=$1 outdir=$2 seconds=${3:-60}
status=0
for harness in line grid boj sudominoku candidates variant killer fpuzzles solve; do
	work=$outdir/corpus-$harness
	rm -rf "$work"
	mkdir -p "$work"
	cp "$srcdir"/formats/examples/*.txt "$work"/
	cp "$srcdir"/tests/fuzz/corpus/* "$work"/ 2> /dev/null || true
	log=$outdir/fuzz-$harness.log
	if "$outdir/fuzz-$harness" -max_total_time="$seconds" -timeout=10 \
	    -rss_limit_mb=2048 -max_len=4096 -artifact_prefix="$outdir/" \
	    -print_final_stats=1 "$work" > "$log" 2>&1; then
		runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
		echo "fuzz-$harness: ${runs:-?} executions in ${seconds} s, clean"
	else
		echo "fuzz-$harness: FAILED (see $log)"
		tail -n 40 "$log"
		status=1
	fi
done
exit $status

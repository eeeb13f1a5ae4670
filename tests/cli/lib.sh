# Shared set-up for the CLI test scripts (jq's model): strict shell, C locale,
# a scratch directory removed on exit, TAP output helpers, and valgrind when
# SUDOKU_VALGRIND=1.  Sourced, not run.

set -eu
LC_ALL=C
export LC_ALL
unset NO_COLOR

: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${SUDOKU:=$top_srcdir/src/sudoku}"

scratch=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-test.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

if [ "${SUDOKU_VALGRIND:-0}" = 1 ]; then
	run_sudoku() {
		valgrind --quiet --error-exitcode=99 --leak-check=full \
		    "$SUDOKU" "$@"
	}
else
	run_sudoku() { "$SUDOKU" "$@"; }
fi

tap_count=0
tap_failed=0

tap_ok() {
	tap_count=$((tap_count + 1))
	echo "ok $tap_count - $1"
}

# tap_not_ok NAME DETAIL-FILE...: the details go out as TAP comments.
tap_not_ok() {
	tap_count=$((tap_count + 1))
	tap_failed=$((tap_failed + 1))
	echo "not ok $tap_count - $1"
	shift
	for f in "$@"; do
		[ -f "$f" ] && sed 's/^/# /' "$f"
	done
	return 0
}

tap_done() {
	echo "1..$tap_count"
	[ "$tap_failed" -eq 0 ]
}

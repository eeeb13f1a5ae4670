#!/bin/sh
# Builds the libFuzzer harnesses (make fuzz): one per notation reader and
# one for the whole solve path, a round trip for each notation that
# carries rules (variant, killer), each linked with every source file but
# main.c, under AddressSanitizer and UndefinedBehaviorSanitizer.
#   build.sh SRCDIR OUTDIR CC "YAML_CFLAGS" "YAML_LIBS"
set -eu
srcdir=$1 outdir=$2 cc=$3 yaml_cflags=$4 yaml_libs=$5
flags="-g -O1 -std=c11 -fsanitize=fuzzer,address,undefined
    -fno-sanitize-recover=undefined -I$srcdir/src $yaml_cflags"
sources=$(ls "$srcdir"/src/*.c "$srcdir"/src/*/*.c | grep -v '/main\.c$')
mkdir -p "$outdir"
for notation in line grid boj sudominoku candidates fpuzzles; do
	echo "  FUZZ     $outdir/fuzz-$notation"
	# shellcheck disable=SC2086
	$cc $flags -D_GNU_SOURCE -DFUZZ_NOTATION="\"$notation\"" \
	    "$srcdir/tests/fuzz/fuzz_read.c" $sources \
	    -o "$outdir/fuzz-$notation" $yaml_libs -lpthread
done
# the notations that carry rules: read, written, read back the same
for notation in variant killer; do
	echo "  FUZZ     $outdir/fuzz-$notation"
	# shellcheck disable=SC2086
	$cc $flags -D_GNU_SOURCE -DFUZZ_NOTATION="\"$notation\"" \
	    "$srcdir/tests/fuzz/fuzz_roundtrip.c" $sources \
	    -o "$outdir/fuzz-$notation" $yaml_libs -lpthread
done
echo "  FUZZ     $outdir/fuzz-solve"
# shellcheck disable=SC2086
$cc $flags -D_GNU_SOURCE "$srcdir/tests/fuzz/fuzz_solve.c" $sources \
    -o "$outdir/fuzz-solve" $yaml_libs -lpthread

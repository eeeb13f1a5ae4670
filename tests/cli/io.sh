#!/bin/sh
# Output that fails: a full disk (/dev/full) is reported with exit status 3,
# for puzzle output and for help text alike; a reader that closes the pipe
# early ends the run quietly, with status 3 and nothing on stderr.  And what
# -o FILE does with what is at FILE: a device or a FIFO is written, not
# replaced; a link's target is replaced, the link kept; a replaced file
# keeps its mode and owner; a run with bad input leaves FILE as it was.

. "$(dirname "$0")/lib.sh"

puzzle=135469278782135649469278135321546897874913526596827413917652384643781952258394761

# check NAME WANT-STATUS WANT-STDERR-FILE STATUS
check() {
	if [ "$4" -ne "$2" ]; then
		echo "exit status $4, not $2" > "$scratch/why"
		tap_not_ok "$1" "$scratch/why" "$scratch/err"
	elif ! cmp -s "$3" "$scratch/err"; then
		diff -u "$3" "$scratch/err" > "$scratch/why" || true
		tap_not_ok "$1" "$scratch/why"
	else
		tap_ok "$1"
	fi
}

if [ -w /dev/full ]; then
	echo 'sudoku: <stdout>: write error: No space left on device' \
	    > "$scratch/want"
	status=0
	echo "$puzzle" | run_sudoku solve > /dev/full 2> "$scratch/err" ||
	    status=$?
	check "solve to /dev/full" 3 "$scratch/want" "$status"
	status=0
	run_sudoku --help > /dev/full 2> "$scratch/err" || status=$?
	check "help to /dev/full" 3 "$scratch/want" "$status"
fi

# 20000 puzzles: far more output than a pipe holds, so the writer meets EPIPE
i=0
while [ "$i" -lt 20000 ]; do
	echo "$puzzle"
	i=$((i + 1))
done > "$scratch/many.txt"
: > "$scratch/want"
{ s=0; run_sudoku solve "$scratch/many.txt" 2> "$scratch/err" || s=$?; \
    echo "$s" > "$scratch/status"; } | head -n 1 > "$scratch/first"
status=$(cat "$scratch/status")
check "closed pipe ends quietly" 3 "$scratch/want" "$status"
if [ "$(cat "$scratch/first")" = "$puzzle" ]; then
	tap_ok "closed pipe: the reader got its line"
else
	tap_not_ok "closed pipe: the reader got its line" "$scratch/first"
fi

# Promptly: the run stops at the first write after the reader left, not
# after solving the rest (--stats says how many puzzles it got through).
for jobs in 1 2; do
	{ run_sudoku solve --stats -j "$jobs" "$scratch/many.txt" \
	    2> "$scratch/err" || true; } | head -n 1 > /dev/null
	solved=$(sed -n 's/^sudoku: \([0-9]*\) puzzles.*/\1/p' "$scratch/err")
	if [ -n "$solved" ] && [ "$solved" -lt 10000 ]; then
		tap_ok "closed pipe, -j $jobs: stopped after $solved of 20000 puzzles"
	else
		tap_not_ok "closed pipe, -j $jobs: stops promptly" "$scratch/err"
	fi
done
# --- -o FILE: what is at the path ---------------------------------------------
# These never aim -o at the machine's own /dev/null or /dev/full while they
# could replace them (root): root makes private device nodes in $scratch.
umask 022
cd "$scratch"
echo "$puzzle" > in.txt
run_sudoku solve in.txt > want
echo "old" > old

# run ARGS...: sudoku's exit status in $status, stdout in out, stderr in err
run() {
	status=0
	"$@" > "$scratch/out" 2> "$scratch/err" || status=$?
}

# outcome NAME WANT-STATUS TEST...: the status of the last run, then TEST on
# what it left behind
outcome() {
	name=$1 want_status=$2
	shift 2
	if [ "$status" -ne "$want_status" ]; then
		echo "exit status $status, not $want_status" > "$scratch/why"
		tap_not_ok "$name" "$scratch/why" "$scratch/err"
	elif ! "$@" > "$scratch/why" 2>&1; then
		echo "failed: $*" >> "$scratch/why"
		tap_not_ok "$name" "$scratch/why" "$scratch/err"
	else
		tap_ok "$name"
	fi
}

# has FILE WANT-FILE: FILE is a regular file with WANT-FILE's contents
has() {
	[ -f "$1" ] && [ ! -L "$1" ] && cmp "$2" "$1"
}

# said TEXT: stderr is exactly TEXT
said() {
	printf '%s\n' "$1" > "$scratch/said"
	diff -u "$scratch/said" "$scratch/err"
}

# as_nobody ARGS...: sudoku run as user nobody (root only)
as_nobody() {
	setpriv --reuid=65534 --regid=65534 --clear-groups "$SUDOKU" "$@"
}
root=false
nobody=false
if [ "$(id -u)" -eq 0 ]; then
	root=true
	chmod 755 "$scratch"
	chmod 644 in.txt
	command -v setpriv > /dev/null && as_nobody solve in.txt \
	    > /dev/null 2>&1 && nobody=true
fi
skip_nobody="# SKIP not root, or cannot run as nobody"

# a FIFO is written to, not replaced: the reader gets the output
mkfifo fifo
timeout 20 cat fifo > got &
reader=$!
run run_sudoku solve -o fifo in.txt
wait "$reader" || true
fifo_kept() { [ -p fifo ] && cmp want got; }
outcome "-o FIFO: written through, still a FIFO" 0 fifo_kept

# ... and a signal while it waits for a reader ends the run
"$SUDOKU" solve -o fifo in.txt > out 2> err &
pid=$!
sleep 1
kill -TERM "$pid" 2> /dev/null || true
status=0
wait "$pid" || status=$?
outcome "-o FIFO with no reader: SIGTERM ends the wait" 143 [ -p fifo ]

# devices: written to, never replaced; a full one says so, exit 3
if $root; then
	if mknod null c 1 3 2> /dev/null && mknod full c 1 7; then
		chmod 666 null full
		null=$scratch/null full=$scratch/full
	else
		null= full=
	fi
elif [ -c /dev/null ] && [ -c /dev/full ] && [ ! -w /dev ]; then
	null=/dev/null full=/dev/full	# we cannot replace them
else
	null= full=
fi
if [ -n "$null" ]; then
	run run_sudoku solve -o "$null" in.txt
	outcome "-o a null device: exit 0, still a device" 0 [ -c "$null" ]
	run run_sudoku solve -o "$full" in.txt
	outcome "-o a full device: exit 3, still a device" 3 [ -c "$full" ]
	outcome "-o a full device: says why" 3 \
	    said "sudoku: $full: write error: No space left on device"
	if $nobody; then
		run as_nobody solve -o "$null" in.txt
		outcome "-o a null device, as nobody" 0 [ -c "$null" ]
	else
		tap_ok "-o a null device, as nobody $skip_nobody"
	fi
else
	tap_ok "-o a device # SKIP cannot make or safely use device nodes"
fi
[ -c /dev/null ] && tap_ok "/dev/null is still a device" ||
    tap_not_ok "/dev/null is still a device"

# a symbolic link: its target replaced, the link kept; relative links are
# read from their own directory, through a chain of them
mkdir -p dir/sub
cp old dir/target.txt
ln -s ../target.txt dir/sub/link1
ln -s sub/link1 dir/link2
ln -s dir/link2 link3
run run_sudoku solve -o link3 in.txt
links_kept() {
	[ -L link3 ] && [ -L dir/link2 ] && [ -L dir/sub/link1 ] &&
	    has dir/target.txt want
}
outcome "-o a chain of links: the target replaced, the links kept" 0 \
    links_kept

# a dangling link: the file it names is created, as the shell's > does
ln -s made.txt dangling
run run_sudoku solve -o dangling in.txt
outcome "-o a dangling link: its target created" 0 \
    eval '[ -L dangling ] && has made.txt want'

# ... and a loop of links is an error, not a hang
ln -s loop loop
run run_sudoku solve -o loop in.txt
outcome "-o a loop of links: exit 3" 3 \
    said "sudoku: loop: cannot open: Too many levels of symbolic links"

# the replaced file keeps its mode (a private file stays private)
cp old private.txt
chmod 600 private.txt
run run_sudoku solve -o private.txt in.txt
outcome "-o a mode 600 file: still 600" 0 \
    eval '[ "$(stat -c %a private.txt)" = 600 ] && has private.txt want'
cp old shared.txt
chmod 664 shared.txt
run run_sudoku solve -o shared.txt in.txt
outcome "-o a mode 664 file: still 664" 0 \
    eval '[ "$(stat -c %a shared.txt)" = 664 ] && has shared.txt want'
run run_sudoku solve -o new.txt in.txt
outcome "-o a new file: the umask's mode" 0 \
    eval '[ "$(stat -c %a new.txt)" = 644 ] && has new.txt want'

# ... and its owner and group where we may set them: root may
if $root; then
	cp old owned.txt
	chown 65534:65534 owned.txt
	run run_sudoku solve -o owned.txt in.txt
	outcome "-o as root: the owner and group kept" 0 \
	    eval '[ "$(stat -c %u:%g owned.txt)" = 65534:65534 ] &&
	    has owned.txt want'
else
	tap_ok "-o: the owner and group kept # SKIP not root"
fi

# as nobody: a group nobody is not in cannot be kept; the file is still
# written, with its mode
if $nobody; then
	mkdir mine
	chown 65534 mine
	cp old mine/grouped.txt
	chown 65534:0 mine/grouped.txt
	chmod 640 mine/grouped.txt
	run as_nobody solve -o mine/grouped.txt in.txt
	outcome "-o as nobody, a group it is not in: written, mode kept" 0 \
	    eval '[ "$(stat -c %u:%a mine/grouped.txt)" = 65534:640 ] &&
	    has mine/grouped.txt want'
	# a file nobody may not write is not replaced, though the
	# directory would allow it
	cp old mine/readonly.txt
	chown 65534 mine/readonly.txt
	chmod 444 mine/readonly.txt
	run as_nobody solve -o mine/readonly.txt in.txt
	outcome "-o as nobody, a read-only file: exit 3, left as it was" 3 \
	    eval 'has mine/readonly.txt old && said "sudoku: mine/readonly.txt: cannot open: Permission denied"'
	# a directory nobody may not write: exit 3, the file left
	mkdir locked
	cp old locked/out.txt
	chown 65534 locked/out.txt
	chmod 555 locked
	run as_nobody solve -o locked/out.txt in.txt
	outcome "-o as nobody, a read-only directory: exit 3, left as it was" \
	    3 eval 'has locked/out.txt old && said "sudoku: locked/out.txt: cannot create a file in locked: Permission denied"'
	# a link in that directory: the new file is made beside the target
	cp old mine/target.txt
	chown 65534 mine/target.txt
	chmod 755 locked
	ln -s ../mine/target.txt locked/link
	chmod 555 locked
	run as_nobody solve -o locked/link in.txt
	outcome "-o as nobody, a link in a read-only directory: target written" \
	    0 eval '[ -L locked/link ] && has mine/target.txt want'
	# a sticky directory (as /tmp): root's file, which nobody may write
	# but not replace; the message says what failed and what became of it
	mkdir sticky
	chmod 1777 sticky
	cp old sticky/roots.txt
	chmod 666 sticky/roots.txt
	run as_nobody solve -o sticky/roots.txt in.txt
	outcome "-o as nobody, another's file in a sticky directory: exit 3, left as it was" \
	    3 eval 'has sticky/roots.txt old && [ "$(ls sticky)" = roots.txt ] && said "sudoku: sticky/roots.txt: cannot rename the new file over it: Operation not permitted (the directory is sticky: only the file'"'"'s owner or the directory'"'"'s may replace it); left as it was"'
else
	tap_ok "-o as nobody # SKIP not root, or cannot run as nobody"
fi

# a directory, or a directory that is not there: exit 3
mkdir adir
run run_sudoku solve -o adir in.txt
outcome "-o a directory: exit 3" 3 \
    eval '[ -d adir ] && said "sudoku: adir: cannot open: Is a directory"'
run run_sudoku solve -o nodir/out.txt in.txt
outcome "-o in a missing directory: exit 3" 3 \
    said "sudoku: nodir/out.txt: cannot create a file in nodir: No such file or directory"

# "-" is standard output; "" is a usage error
run run_sudoku solve -o - in.txt
outcome "-o -: standard output, no file named -" 0 \
    eval '[ ! -e ./- ] && cmp want out'
run run_sudoku solve -o '' in.txt
outcome "-o '': a usage error" 2 \
    eval 'head -n 1 err | grep -qx "sudoku: --output wants a file name"'

# the input file itself: read whole before it is replaced
cp in.txt inout.txt
run run_sudoku solve -o inout.txt inout.txt
outcome "-o the input file: replaced by the answers" 0 has inout.txt want

# bad input (status 2): the file left as it was, and a word on stderr
cp old kept.txt
echo "${puzzle%?}x" > bad.txt
run run_sudoku solve -o kept.txt in.txt bad.txt
outcome "-o with bad input: exit 2, left as it was" 2 \
    eval 'has kept.txt old && tail -n 1 err | grep -qx "sudoku: kept.txt: left as it was, because of the errors above"'
run run_sudoku solve -o notmade.txt in.txt bad.txt
outcome "-o a new file with bad input: exit 2, not created" 2 \
    eval '[ ! -e notmade.txt ] && tail -n 1 err | grep -qx "sudoku: notmade.txt: not created, because of the errors above"'
# a puzzle with no solution (status 1) is a result: the file is written
unsolvable=12345678.........9$(printf '%063d' 0 | tr 0 .)
echo "$unsolvable" > unsolvable.txt
cp old written.txt
run run_sudoku solve -o written.txt in.txt unsolvable.txt
outcome "-o with an unsolvable puzzle: exit 1, written" 1 has written.txt want

# -q writes nothing: FILE is not opened, so not emptied, replaced or made
cp old quiet.txt
run run_sudoku solve -q -o quiet.txt in.txt
outcome "-q -o FILE: FILE left as it was" 0 has quiet.txt old
run run_sudoku solve -q -o quiet-new.txt in.txt
outcome "-q -o FILE: no FILE made" 0 [ ! -e quiet-new.txt ]
run run_sudoku generate -q -n 1 -o quiet.txt
outcome "generate -q -o FILE: FILE left as it was" 0 has quiet.txt old

# --- closed standard descriptors -----------------------------------------------
# A closed stderr, stdout or stdin is not given to a file the run opens
# (with 2>&-, -o FILE would have got fd 2 and the messages); a closed
# stdout still fails as one (once, status 3) when something is written
# to it, and only then; a closed stdin reads as one.
rm -f closed.txt
# (valgrind needs the stderr these close: those run without it)
valgrind_off=true
[ "${SUDOKU_VALGRIND:-0}" = 1 ] && valgrind_off=false
if $valgrind_off; then
	status=0
	run_sudoku solve -o closed.txt in.txt unsolvable.txt 2>&- ||
	    status=$?
	outcome "stderr closed, -o FILE: no message in FILE" 1 \
	    has closed.txt want
fi
status=0
run_sudoku solve -o closed.txt in.txt >&- 2> err || status=$?
outcome "stdout closed, -o FILE: exit 0, FILE written" 0 \
    eval 'has closed.txt want && [ ! -s err ]'
status=0
run_sudoku solve in.txt >&- 2> err || status=$?
outcome "stdout closed: exit 3, the write error said once" 3 \
    said "sudoku: <stdout>: write error: Bad file descriptor"
status=0
run_sudoku solve -q in.txt >&- 2> err || status=$?
outcome "stdout closed, -q: nothing to write, exit 0" 0 [ ! -s err ]
status=0
run_sudoku --help >&- 2> err || status=$?
outcome "stdout closed, --help: exit 3" 3 \
    said "sudoku: <stdout>: write error: Bad file descriptor"
status=0
run_sudoku solve in.txt - <&- > out 2> err || status=$?
outcome "stdin closed: in.txt read once, stdin a read error" 2 \
    eval 'cmp want out && said "sudoku: <stdin>: read error: Bad file descriptor"'
# -o naming a descriptor that was closed at start-up writes through it and
# fails as writing to it would (status 3), not into the /dev/null that
# holds its number; with stderr closed, the status is all that is said.
for name in /dev/stderr /dev/fd/2; do
	$valgrind_off || break
	status=0
	run_sudoku solve -o "$name" in.txt 2>&- || status=$?
	outcome "stderr closed, -o $name: exit 3" 3 true
done
status=0
run_sudoku solve -o /dev/stdin in.txt <&- 2> err || status=$?
outcome "stdin closed, -o /dev/stdin: exit 3, a write error" 3 \
    said "sudoku: /dev/stdin: write error: Bad file descriptor"
if $valgrind_off; then
	status=0
	run_sudoku generate -n 1 -o /dev/stderr 2>&- || status=$?
	outcome "stderr closed, generate -o /dev/stderr: exit 3" 3 true
fi

# a descriptor named through /proc: appended to, as >> opened it
if [ -e /proc/self/fd/1 ]; then
	cp old appended.txt
	cat old want > both
	status=0
	run_sudoku solve -o /proc/self/fd/1 in.txt >> appended.txt \
	    2> err || status=$?
	outcome "-o /proc/self/fd/1: appended to stdout's file" 0 \
	    has appended.txt both
else
	tap_ok "-o /proc/self/fd/1 # SKIP no /proc"
fi

# /dev/stdout and /dev/fd/1 are written through stdout's own descriptor
# (a copy), not opened again: the output goes where the file offset the
# shell shares stands, between what others write before and after
for name in /dev/stdout /dev/fd/1; do
	status=0
	{ echo first; run_sudoku solve -o "$name" in.txt || status=$?;
	    echo last; } > shared.txt 2> err
	{ echo first; cat want; echo last; } > both
	outcome "-o $name: written at stdout's offset" 0 has shared.txt both
done
# ... which a socket has no name to open again by
if command -v python3 > /dev/null; then
	status=0
	python3 -c '
import socket, subprocess, sys
a, b = socket.socketpair()
p = subprocess.Popen(sys.argv[1:], stdout=a)
a.close()
data = b""
while True:
    chunk = b.recv(65536)
    if not chunk:
        break
    data += chunk
sys.stdout.buffer.write(data)
sys.exit(p.wait())' "$SUDOKU" solve -o /dev/stdout in.txt > out 2> err ||
	    status=$?
	outcome "-o /dev/stdout, stdout a socket: written" 0 cmp want out
else
	tap_ok "-o /dev/stdout, a socket # SKIP no python3"
fi

# with no /proc to name an O_TMPFILE file by, a named temporary file
# (not under a sanitizer: its runtime reads /proc itself)
if $root && [ -z "${ASAN_OPTIONS:-}" ] && unshare -m true 2> /dev/null; then
	cp old noproc.txt
	chmod 600 noproc.txt
	status=0
	unshare -m sh -c 'mount -t tmpfs none /proc &&
	    exec "$0" solve -o noproc.txt in.txt' "$SUDOKU" 2> err ||
	    status=$?
	outcome "-o with no /proc: replaced all the same" 0 \
	    eval '[ "$(stat -c %a noproc.txt)" = 600 ] && has noproc.txt want &&
	    [ "$(ls | grep -c noproc)" -eq 1 ]'
else
	tap_ok "-o with no /proc # SKIP not root, a sanitizer, or no unshare"
fi
# An input file that is the file being written (stdout appended to it, or
# -o naming it through /dev/stdout) is not read: it would read its own
# answers back for ever.  The other files are still done.
own=$scratch/own.txt
other=$scratch/other.txt
echo "$puzzle" > "$other"
echo "sudoku: $own: input file is output file" > "$scratch/want"
for how in '>>' '-o /dev/stdout >>'; do
	cp "$other" "$own"
	status=0
	case $how in
	'>>')	timeout 10 "$SUDOKU" solve "$own" "$other" >> "$own" \
		    2> "$scratch/err" || status=$? ;;
	*)	timeout 10 "$SUDOKU" solve -o /dev/stdout "$own" "$other" \
		    >> "$own" 2> "$scratch/err" || status=$? ;;
	esac
	if [ "$(wc -l < "$own")" -ne 2 ]; then
		wc -l "$own" > "$scratch/err"
		status=99
	fi
	check "solve FILE $how FILE: refused, the rest done" 2 \
	    "$scratch/want" "$status"
done
tap_done

#!/bin/bash
# The documentation cannot drift from the program: every option that
# `sudoku COMMAND --help` lists (it is generated from the option table in
# src/run/options.c) must be in the man page and in the bash, zsh and fish
# completions, with the same values, and the completions must offer no
# option the program lacks.  The bash completion is also driven the way
# bash drives it; the zsh and fish files are syntax-checked when those
# shells are installed.  (bash, for its arrays and the completion itself.)

. "$(dirname "$0")/lib.sh"
set +e	# every check reports its own status

man=$top_srcdir/man/sudoku.1
bash_file=$top_srcdir/completions/sudoku.bash
zsh_file=$top_srcdir/completions/_sudoku
fish_file=$top_srcdir/completions/sudoku.fish
# the commands as the overview lists them (from the command table), help
# apart: it takes no options
commands=$("$SUDOKU" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z]*\) .*/\1/p' |
    grep -vx help | tr '\n' ' ')
case $commands in
*solve*generate*merge*) ;;
*) echo "Bail out! no commands in sudoku --help: $commands"; exit 1 ;;
esac

# check NAME CONDITION-STATUS DETAIL
check() {
	if [ "$2" -eq 0 ]; then
		tap_ok "$1"
	else
		echo "$3" > "$scratch/why"
		tap_not_ok "$1" "$scratch/why"
	fi
}

# The long options of a command, one per line, "=" after those with values.
help_options() {
	"$SUDOKU" "$1" --help | sed -n 's/^  \(-., \)\{0,1\} *--\([a-z-]*\)\(=\{0,1\}\).*/--\2\3/p'
}

# The values listed for an option's argument in --help ("NOTATION: a|b").
help_values() {
	"$SUDOKU" solve --help | sed -n "s/^ *$1: //p" | tr '|' ' '
}

source "$bash_file"
# the man page's text with roff's escaped hyphens made plain
sed 's/\\-/-/g; s/\\&//g' "$man" > "$scratch/man.txt"
# ... and its OPTIONS section alone, where every option must be described
# (generate's own, in GENERATING)
sed -n '/^\.SH OPTIONS/,/^\.SH [^O]/p' "$scratch/man.txt" \
    > "$scratch/man-options.txt"
sed -n '/^\.SH GENERATING/,/^\.SH [^G]/p' "$scratch/man.txt" \
    > "$scratch/man-generating.txt"

for cmd in $commands; do
	help_options "$cmd" > "$scratch/help.$cmd"
	[ -s "$scratch/help.$cmd" ] || tap_not_ok "$cmd --help lists options"
	_sudoku_options "$cmd" | tr ' \t' '\n\n' | grep '^--' | sort \
	    > "$scratch/bash.$cmd"
	sort "$scratch/help.$cmd" > "$scratch/help.sorted"
	diff -u "$scratch/help.sorted" "$scratch/bash.$cmd" > "$scratch/diff"
	check "bash offers exactly the options of $cmd" $? \
	    "$(cat "$scratch/diff")"
	while read -r opt; do
		name=${opt%=}
		man_section=$scratch/man-options.txt
		[ "$cmd" = generate ] && ! grep -q -- "$name" "$man_section" &&
		    man_section=$scratch/man-generating.txt
		grep -q -- "$name" "$man_section"
		check "man page documents $name" $? "not in OPTIONS of $man"
		grep -q -- "'$name" "$zsh_file" || grep -q -- "{-.+,$name" \
		    "$zsh_file" || grep -q -- ",$name" "$zsh_file"
		check "zsh completes $name" $? "not in $zsh_file"
		grep -q -- "-l ${name#--}\b" "$fish_file"
		check "fish completes $name" $? "not in $fish_file"
	done < "$scratch/help.$cmd"
done

# Every option a command's --help lists is one that command accepts: run
# with a value (and the mode its help says it goes with, "with --mode=M:"),
# it must do its work, not end in a usage error.
echo 468931527751624839392578461134756298289413675675289314846192753513867942927345186 \
    > "$scratch/solved.txt"
# a pattern generate fills at once: a 30-given rot180 puzzle's cells
echo 2.81.6..3....2.61....3..2..9.7...15.3.......6.15...3.4..9..2....72.3....4..8.97.1 \
    > "$scratch/pattern.txt"
option_value() {	# OPTION COMMAND: a value that works on solved.txt
	case $1 in
	--box) echo 3x3 ;;
	--color) echo never ;;
	--from) echo line ;;
	--jobs|--limit) echo 2 ;;
	--count|--skip) echo 2 ;;
	--givens) echo 20-40 ;;
	--difficulty) echo easy ;;	# the fastest band
	--rating) echo 1.0-1.5 ;;
	--max-draws) echo 1000 ;;
	--max-rating) echo 9.5 ;;
	--pattern) echo "$scratch/pattern.txt" ;;
	--seed) echo 7 ;;
	--symmetry) echo none ;;
	--mode) echo first ;;
	--output) echo "$scratch/out.txt" ;;
	--part) echo 1/2 ;;
	--per-page) echo 4 ;;
	--solution) echo "$scratch/solved.txt" ;;
	--to) case $2 in rate|explain|hint|candidates) echo yaml ;;
	    *) echo line ;; esac ;;
	*) echo "no value for $1" >&2; echo x ;;
	esac
}
# merge reads parts of a count, not puzzles
"$SUDOKU" count --part 1/1 "$scratch/solved.txt" > "$scratch/part.txt"
for cmd in $commands; do
	base= input=$scratch/solved.txt
	[ "$cmd" = convert ] && base=--to=line
	[ "$cmd" = generate ] && input=	# it reads no puzzles
	[ "$cmd" = merge ] && input=$scratch/part.txt
	while read -r opt; do
		name=${opt%=}
		set -- $base
		[ "$name" = "$opt" ] ||
		    set -- "$@" "$name=$(option_value "$name" "$cmd")"
		[ "$name" = --no-minimal ] && set -- "$@" --givens=30-40
		needs=$("$SUDOKU" "$cmd" --help |
		    sed -n "s/^  \(-., \)\{0,1\} *$name[= ].*with \(--[a-z-]*=[a-z-]*\):.*/\2/p")
		[ -z "$needs" ] || set -- "$@" "$needs"
		"$SUDOKU" "$cmd" "$@" $input \
		    > "$scratch/accept.out" 2> "$scratch/accept.err"
		check "$cmd accepts $name${needs:+ with $needs} as --help says" $? \
		    "$(cat "$scratch/accept.err")"
	done < "$scratch/help.$cmd"
done

# the options that come before a command, from the overview's synopsis
for opt in $("$SUDOKU" --help | sed -n '1s/[][|]/ /gp' | tr ' ' '\n' |
    grep '^-'); do
	grep -q -- "^\.BR $opt\b\|^\.BR -. \", \" $opt\b" \
	    "$scratch/man-options.txt"
	check "man page OPTIONS describes sudoku $opt" $? "not in OPTIONS"
done

for pair in NOTATION:--from FORMAT:--to MODE:--mode WHEN:--color; do
	values=$(help_values "${pair%%:*}")
	opt=${pair#*:}
	for value in $values; do
		_sudoku_values "$opt" | grep -qw -- "$value"
		check "bash completes $opt $value" $? "missing"
		grep -q -- "$value" "$fish_file"
		check "fish completes $opt $value" $? "missing"
		grep -q -- "$value" "$zsh_file"
		check "zsh completes $opt $value" $? "missing"
		grep -q -- "$value" "$scratch/man.txt"
		check "man page names $opt $value" $? "missing"
	done
done

# generate's own values: the symmetries
for value in $("$SUDOKU" generate --help | sed -n 's/^ *SYM: //p' | tr '|' ' ')
do
	_sudoku_values --symmetry | grep -qw -- "$value"
	check "bash completes --symmetry $value" $? "missing"
	grep -q -- "$value" "$fish_file"
	check "fish completes --symmetry $value" $? "missing"
	grep -q -- "$value" "$zsh_file"
	check "zsh completes --symmetry $value" $? "missing"
	grep -q -- "$value" "$scratch/man.txt"
	check "man page names --symmetry $value" $? "missing"
done

# Each command's own values, as its --help lists them: bash and zsh offer
# exactly those for that command (convert --to has no plain but has hex;
# verify --symmetry has no random).
# zsh_values CMD OPTION: the values zsh offers CMD for OPTION, one a line
zsh_values() {
	awk -v cmd="$1" -v opt="$2=" '
	    /^common=\(/ { in_common = 1 }
	    in_common && /^\)/ { in_common = 0 }
	    in_common && index($0, opt) { common = $0 }
	    /^\t[a-z|]+\)$/ { split(substr($1, 1, length($1) - 1), c, "|");
		mine = 0; for (i in c) if (c[i] == cmd) mine = 1 }
	    mine && index($0, opt) { own = $0 }
	    END { print own != "" ? own : common }' "$zsh_file" |
	    sed -n "s/.*:(\([^)]*\))'.*/\1/p" | tr ' ' '\n' | sort
}
for cmd in $commands; do
	[ "$cmd" = merge ] && continue
	for pair in FORMAT:--to SYM:--symmetry; do
		want=$("$SUDOKU" "$cmd" --help |
		    sed -n "s/^ *${pair%%:*}: //p" | tr '|' '\n' | sort)
		[ -n "$want" ] || continue
		opt=${pair#*:}
		got=$(_sudoku_values "$opt" "$cmd" | tr -s ' \t' '\n\n' |
		    grep . | sort)
		[ "$got" = "$want" ]
		check "bash completes $cmd $opt with its --help values" $? \
		    "got: $(echo $got); want: $(echo $want)"
		got=$(zsh_values "$cmd" "$opt")
		[ "$got" = "$want" ]
		check "zsh completes $cmd $opt with its --help values" $? \
		    "got: $(echo $got); want: $(echo $want)"
	done
done

# What turns --color=auto off is said alike in --help and in the man
# page's ENVIRONMENT: each variable there (a ".TP" tag) whose entry is
# about --color=auto, and the value of TERM it sets in bold (".BR dumb ,").
sed -n '/^\.SH ENVIRONMENT/,/^\.SH [^E]/p' "$man" > "$scratch/man-env.txt"
env_vars=$(awk '/^\.TP/ { tag = 1; next }
	tag && /^\.B [A-Z_]+$/ { name = $2 } { tag = 0 }
	name != "" && /color=auto/ { print name; name = "" }' \
    "$scratch/man-env.txt")
term_values=$(sed -n '/^\.B TERM$/,/^\.TP/s/^\.BR \([a-z]*\) ,$/\1/p' \
    "$scratch/man-env.txt")
color_help=$("$SUDOKU" solve --help | grep -- '--color=')
for word in $env_vars $term_values; do
	case $color_help in
	*"$word"*) check "--color's help names $word, as ENVIRONMENT does" 0 ;;
	*) check "--color's help names $word, as ENVIRONMENT does" 1 \
	    "$color_help" ;;
	esac
done

for cmd in $commands help; do
	grep -q "^\.B $cmd\$" "$man"
	check "man page has a section for $cmd" $? "no '.B $cmd' in COMMANDS"
done

# drive the bash completion as bash does
complete_words() {	# WORD...: COMPREPLY for the last word, sorted
	COMP_WORDS=("$@")
	COMP_CWORD=$(($# - 1))
	COMPREPLY=()
	_sudoku
	printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' '
}
expect_completion() {	# WANT WORD...
	want=$1
	shift
	got=$(complete_words "$@")
	[ "$got" = "$want" ]
	check "bash: sudoku ${*:2} -> $want" $? "got '$got'"
}
expect_completion "convert count " sudoku co
expect_completion "merge " sudoku m
expect_completion "--help --quiet " sudoku merge --
expect_completion "--part= " sudoku count --pa
expect_completion "--from= " sudoku solve --fr
expect_completion "boj " sudoku count --from b
expect_completion "plain pretty " sudoku solve --to=p
expect_completion "count-all " sudoku solve --mode c
expect_completion "--lex --limit= " sudoku solve --l
expect_completion "--limit= " sudoku count --l
expect_completion "verify " sudoku help v
expect_completion "always auto " sudoku verify --color a
expect_completion "html json plain pretty svg yaml " sudoku rate --to ""	# no notations
expect_completion "generate " sudoku gen
expect_completion "random rot180 rot90 " sudoku generate --symmetry r
expect_completion "--seed= --skip= --solution --stats --symmetry= " \
    sudoku generate --s
expect_completion " " sudoku generate --solution x	# no file
expect_completion "candidates " sudoku convert --to c	# no plain
expect_completion "hex html " sudoku convert --to=h
expect_completion "rot180 rot90 " sudoku verify --symmetry r	# no random
expect_completion "pretty " sudoku convert --to=p

# every format the completions offer generate is one it writes (not hex,
# which cannot write its 9x9 puzzles; sudominoku with -f sudominoku)
fish_generate=$(sed -n "s/^complete .*\$generate -s t -l to -x -a '\([^']*\)'.*/\1/p" \
    "$fish_file")
zsh_generate=$(sed -n '/^\tgenerate)/,/;;/s/.*--to=}.*:format:(\([^)]*\)).*/\1/p' \
    "$zsh_file")
for value in $(_sudoku_values -t generate) $fish_generate $zsh_generate; do
	from=line
	[ "$value" = sudominoku ] && from=sudominoku
	"$SUDOKU" generate --seed 1 -f "$from" -t "$value" > /dev/null 2>&1
	check "completions: generate -t $value works" $? "refused"
done
[ -n "$fish_generate" ] && [ -n "$zsh_generate" ]
check "completions: generate's -t found in fish and zsh" $? "not found"

# file names with spaces complete whole, one entry each
mkdir "$scratch/names"
: > "$scratch/names/my puzzles.txt"
: > "$scratch/names/my answers.txt"
for words in "sudoku solve my" "sudoku verify --solution my" \
    "sudoku solve -o my"; do
	(cd "$scratch/names" && read -ra w <<< "$words" &&
	    COMP_WORDS=("${w[@]}") COMP_CWORD=$((${#w[@]} - 1)) &&
	    COMPREPLY=() && _sudoku &&
	    printf '%s\n' "${COMPREPLY[@]}" | sort > "$scratch/got")
	printf '%s\n' "my answers.txt" "my puzzles.txt" > "$scratch/want"
	cmp -s "$scratch/want" "$scratch/got"
	check "bash: $words -> names with spaces whole" $? \
	    "got: $(cat "$scratch/got")"
done

if command -v zsh > /dev/null; then
	zsh -n "$zsh_file"
	check "zsh parses _sudoku" $? "zsh -n failed"
fi
if command -v fish > /dev/null; then
	fish -n "$fish_file"
	check "fish parses sudoku.fish" $? "fish -n failed"
fi
if command -v groff > /dev/null; then
	groff -man -ww -z "$man" > "$scratch/groff" 2>&1 && \
	    [ ! -s "$scratch/groff" ]
	check "the man page renders without warnings" $? \
	    "$(cat "$scratch/groff")"
	# each command and each option starts a paragraph of its own, its
	# name in the tag's column (a .TP left out runs it into the text
	# before, which renders without a warning)
	groff -man -Tascii -P-cbou "$man" 2> /dev/null > "$scratch/man.out"
	for cmd in $commands help; do
		grep -Eq "^       $cmd( |\$)" "$scratch/man.out"
		check "man page: $cmd starts a paragraph" $? "not a tag"
	done
	cat "$scratch"/help.* | sed 's/=$//' | sort -u > "$scratch/option-names"
	while read -r name; do
		grep -Eq -- "^       (-., )?(--[a-z-]+(=[^ ,]*)?, )*$name([=, ]|\$)" \
		    "$scratch/man.out"
		check "man page: $name starts a paragraph" $? "not a tag"
	done < "$scratch/option-names"
fi
tap_done

# bash completion for sudoku(1)                              -*- shell-script -*-
#
# Kept in step with the option table in src/options.c by
# tests/cli/docs.sh, which compares it with `sudoku COMMAND --help`.

_sudoku_options()
{
	local common="--ascii --color= --from= --help --jobs= --no-progress
	    --output= --progress --quiet --stats --to= -f -h -j -o -q -t"
	# the commands that read puzzles
	local readers="$common --box= --verbose -v"
	# and the options of pictures (svg, html)
	local pictures="--marks --per-page="
	case $1 in
	solve)	echo "$readers $pictures --book --lex --limit= --mode=
	    --solution=" ;;
	count)	echo "$readers $pictures --limit= --part=" ;;
	verify)	echo "$readers $pictures --minimal --solution= --symmetry=" ;;
	convert) echo "$readers $pictures" ;;
	rate)	echo "$readers $pictures --max-rating=" ;;
	explain) echo "$readers" ;;
	hint|candidates) echo "$readers --per-page=" ;;
	generate) echo "$common $pictures --count= --difficulty= --givens=
	    --max-draws= --no-end --no-minimal --pattern= --rating= --seed=
	    --skip= --solution --symmetry= -n" ;;
	merge)	echo "--help --quiet -h -q" ;;
	esac
}

# The values an option takes (for command $2), or nothing for a free value.
_sudoku_values()
{
	case $1 in
	-f|--from)	echo "auto line grid hex letters boj numbers sudominoku candidates variant killer fpuzzles" ;;
	-t|--to)	if [[ ${2-} == rate || ${2-} == explain || ${2-} == hint ]]; then
				echo "plain pretty yaml json svg html"
			elif [[ ${2-} == candidates ]]; then
				echo "plain yaml json svg html"
			elif [[ ${2-} == generate ]]; then	# 9x9: no hex
				echo "plain pretty yaml json svg html line grid letters
				    boj numbers sudominoku candidates fpuzzles"
			elif [[ ${2-} == convert ]]; then	# no plain
				echo "pretty yaml json svg html line grid hex letters boj
				    numbers sudominoku candidates variant killer fpuzzles"
			else
				echo "plain pretty yaml json svg html line grid hex letters
				    boj numbers sudominoku candidates variant killer fpuzzles"
			fi ;;
	--mode)		echo "first lexicographic count-all verify" ;;
	--color)	echo "auto always never" ;;
	--symmetry)	echo "none rot180 rot90 mirror diagonal antidiagonal
			    dihedral"
			# verify checks a symmetry: random is none
			[[ ${2-} == verify ]] || echo random ;;
	--difficulty)	echo "easy medium hard fiendish diabolical" ;;
	esac
}

# File names, quoted as file names (only these: "--to=" must stay as is),
# one a line into COMPREPLY so that names with spaces stay whole.
_sudoku_files()
{
	compopt -o filenames 2> /dev/null
	mapfile -t COMPREPLY < <(compgen -f -- "$1")
}

_sudoku()
{
	local cur prev cmd= i values
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}
	COMPREPLY=()

	for ((i = 1; i < COMP_CWORD; i++)); do
		case ${COMP_WORDS[i]} in
		-*) ;;
		*) cmd=${COMP_WORDS[i]}; break ;;
		esac
	done

	if [[ -z $cmd ]]; then
		if [[ $cur == -* ]]; then
			COMPREPLY=($(compgen -W "-h --help -V --version" -- "$cur"))
		else
			COMPREPLY=($(compgen -W "solve count verify convert rate
			    explain hint candidates generate merge help" -- "$cur"))
		fi
		return
	fi
	if [[ $cmd == help ]]; then
		COMPREPLY=($(compgen -W "solve count verify convert rate
		    explain hint candidates generate merge help" -- "$cur"))
		return
	fi

	# an option's value, as "--opt value" or "--opt=value"
	if [[ $cur == --*=* ]]; then
		prev=${cur%%=*}
		cur=${cur#*=}
	elif [[ $prev == = ]]; then
		prev=${COMP_WORDS[COMP_CWORD-2]}
	fi
	case $prev in
	-f|--from|-t|--to|--mode|--color|--symmetry|--difficulty)
		values=$(_sudoku_values "$prev" "$cmd")
		COMPREPLY=($(compgen -W "$values" -- "$cur"))
		return ;;
	--solution)
		if [[ $cmd != generate ]]; then	# generate's takes no file
			_sudoku_files "$cur"
			return
		fi ;;
	-o|--output|--pattern)
		_sudoku_files "$cur"
		return ;;
	-j|--jobs|--limit|--max-rating|-n|--count|--seed|--skip|--givens|\
	    --max-draws|--rating|--part)
		return ;;
	esac

	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$(_sudoku_options "$cmd")" -- "$cur"))
		[[ ${COMPREPLY[0]-} == *= ]] && compopt -o nospace 2> /dev/null
	elif [[ $cmd != generate ]]; then	# generate reads no files
		_sudoku_files "$cur"
	fi
}

complete -F _sudoku sudoku
